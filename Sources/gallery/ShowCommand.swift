import ArgumentParser
import Foundation
import GalleryPages
import Tessera

/// `gallery` (or `gallery show`): the gallery in a window, every page live. Without a
/// display it says so in one line and writes the pages, as the window would show them,
/// as PNG files into a folder.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Opens the gallery in a window (without a display: writes its pages as PNG files)."
    )

    @Option(help: "The page to open on: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var page: GalleryPage = .layout

    @Option(help: "The window's content size in points, WIDTHxHEIGHT.")
    var size: WindowSize = WindowSize(width: 1280, height: 800)

    @Option(help: "Device pixels per point (default: the window system's; GDK_SCALE on X11).")
    var scale: Double?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Flag(inversion: .prefixedNo, help: "Wait for the display's refresh when presenting.")
    var vsync = true

    @Option(help: "Where the pages go when there is no display.")
    var out = "out"

    @Flag(help: .hidden)
    var quitAfterFirstFrame = false

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be in (0, 8], got \(scale)") }
    }

    func run() throws {
        let started = ContinuousClock.now
        try requireRequestedFontSet()
        // Fonts load on another core while SDL opens the window.
        Thread.detachNewThread {
            var bold = Button.defaultAttributes
            bold.font.weight = .bold
            TextSystem.shared.prepareFonts(for: [Button.defaultAttributes, bold])
        }
        try MainActor.assumeIsolated {
            let options = WindowOptions(title: "Tessera gallery", size: size.points, scale: scale,
                                        fullscreen: fullscreen, vsync: vsync)
            guard let app = try openWindow(options) else {
                try writePages(scale: scale ?? 1)
                return
            }
            if quitAfterFirstFrame {
                app.presenter.onFrame = { [loop = app.loop] report in
                    guard report.index == 0 else { return }
                    let elapsed = ContinuousClock.now - started
                    let milliseconds = elapsed / .milliseconds(1)
                    // Unbuffered: a benchmark reading the pipe times this line.
                    FileHandle.standardOutput.write(Data("first frame \(milliseconds) ms after main\n".utf8))
                    loop.quit()
                }
            }
            app.run()
        }
    }

    /// The gallery's window, or nil (having said why) when there is no display and the
    /// pages can be written into `out` instead; when they cannot, one error line says both.
    @MainActor
    private func openWindow(_ options: WindowOptions) throws -> Application? {
        do {
            return try Application(options: options, background: GalleryPage.background) { [page] size in
                GalleryApp(page: page, size: size)
            }
        } catch PresentationError.noDisplay(let reason) {
            do {
                try OutputPaths.prepareFolder(out)
            } catch {
                throw GalleryError("no display available (\(reason)), and the pages cannot be written instead: \(error)")
            }
            print("No display available (\(reason)): writing the gallery pages as PNG files into \(out)/ instead.")
            return nil
        }
    }

    /// Each page as the window shows it, through a headless surface (the window's code
    /// path), into `out` (prepared by `openWindow`).
    @MainActor
    private func writePages(scale: Double) throws {
        let pixels = try SizeCheck.pixels(of: size.points, scale: scale, maximum: Framebuffer.maxSide)
        for (index, page) in GalleryPage.allCases.enumerated() {
            let path = (out as NSString).appendingPathComponent("\(page.rawValue).png")
            let surface = try HeadlessSurface(width: pixels.width, height: pixels.height)
            let presenter = try Presenter(surface: surface, scale: scale, background: GalleryPage.background) { size in
                GalleryApp(page: page, size: size)
            }
            try presenter.presentFrame()
            presenter.close()
            do {
                try PNG.write(surface.image(), toFile: path)
            } catch {
                throw GalleryError("cannot write \(path): \(error)")
            }
            print("[\(index + 1)/\(GalleryPage.allCases.count)] \(page.rawValue): \(path)")
        }
    }
}

/// `--size 1280x800`: a window's content size in points.
struct WindowSize: ExpressibleByArgument, Equatable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width <= 16384, height <= 16384 else { return nil }
        self.init(width: width, height: height)
    }

    var points: Size { Size(width: width, height: height) }
    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}
