import Components
import Geometry
import Graphics

/// Renders a component once, as a test or a tool wants it: the same code path as a
/// window (`ComponentHost`: build, layout, mount, paint), without the window.
@MainActor
public enum Snapshot {
    /// `component` at `size` points and `scale` device pixels per point, on `background`,
    /// once the asynchronous updates and changesets its controllers start on mounting
    /// have landed (`ComponentHost.finishPendingWork()`) and the animations they started
    /// have ended (a picture that fades in when loaded), unless `finishesPendingWork` is
    /// false. Throws a `DimensionError` for a size or scale `ComponentHost` refuses (0 × 0
    /// gives an empty image).
    public static func image(of component: some Component, size: Size, scale: Double = 1, background: Color = .white,
                             diagnostics: DiagnosticHandler = .standard,
                             finishesPendingWork: Bool = true) throws -> Graphics.Image {
        let host = try ComponentHost(component, size: size, scale: scale, background: background, diagnostics: diagnostics)
        if finishesPendingWork {
            host.paintSettled()
            if host.endAnimationsForPicture() { host.paint() }
        } else {
            host.paint()
        }
        let image = host.image()
        host.root.invalidate()
        return image
    }

    /// The same image, written to `path` as PNG (the error names the path).
    public static func writePNG(of component: some Component, size: Size, scale: Double = 1, background: Color = .white,
                                to path: String, diagnostics: DiagnosticHandler = .standard) throws {
        try PNG.write(image(of: component, size: size, scale: scale, background: background, diagnostics: diagnostics),
                      toFile: path)
    }
}
