import Geometry
import Graphics

/// A surface in memory: the frames a window would show, for tests, for writing pages as
/// PNG when there is no display, and for kiosk outputs that take a bitmap. It receives
/// exactly what a window's texture receives (only the damaged rects are copied), so a
/// damage bug shows here as it would on screen.
@MainActor
public final class HeadlessSurface: PresentationSurface {
    /// What a window would show now.
    public private(set) var frame: Framebuffer
    /// The rects the last `present` copied.
    public private(set) var lastDamage: [PixelRect] = []
    /// Frames presented so far.
    public private(set) var presentCount = 0

    /// The size a window would have now (`resize` changes it; the next frame takes it).
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    /// Window units are pixels here, as on X11.
    public var windowWidth: Int { pixelWidth }
    public var windowHeight: Int { pixelHeight }

    /// A surface `width` × `height` device pixels large, black until the first frame.
    /// Throws a `DimensionError` for a side outside 0...`Framebuffer.maxSide` (0 is valid:
    /// a minimized window).
    public init(width: Int, height: Int) throws {
        frame = try Framebuffer(width: width, height: height)
        frame.clear(to: .black)
        pixelWidth = width
        pixelHeight = height
    }

    /// Changes the size, as a user resizing a window does; the presenter learns of it
    /// from a `.resized` event. Throws a `DimensionError` as `init` does (0: minimized).
    public func resize(width: Int, height: Int) throws {
        try SizeCheck.pixels(width: width, height: height, maximum: Framebuffer.maxSide)
        pixelWidth = width
        pixelHeight = height
    }

    public func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        if framebuffer.width != frame.width || framebuffer.height != frame.height {
            frame = try Framebuffer(width: framebuffer.width, height: framebuffer.height)
        }
        for rect in damage {
            let rect = rect.intersection(frame.bounds)
            guard !rect.isEmpty else { continue }
            for y in rect.minY..<rect.maxY {
                (frame.pixels + y * frame.stride + rect.minX)
                    .update(from: framebuffer.pixels + y * framebuffer.stride + rect.minX, count: rect.width)
            }
        }
        lastDamage = damage
        presentCount += 1
    }

    public func redisplay() {}

    public func updateSize() {}

    /// The pixels shown now.
    public func image() -> Graphics.Image { frame.makeImage() }
}
