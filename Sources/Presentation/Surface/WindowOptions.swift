import Geometry

/// How to open a window: its title, size in points, scale, whether it fills the screen,
/// and how its frames are drawn.
public struct WindowOptions: Equatable, Sendable {
    public var title: String
    /// The content size in points (ignored by the size of a fullscreen window).
    public var size: Size
    /// Window units per point; device pixels per point are this times the window
    /// system's ratio of pixels to window units (2 on a HiDPI Wayland output, 1 on X11).
    /// Nil: `GDK_SCALE` if set (GTK's convention, the only scale X11 states), else 1.
    public var scale: Double?
    /// Fill the screen (at the desktop's resolution: no mode change).
    public var fullscreen: Bool
    /// Wait for the display's vertical blank when presenting (no tearing).
    public var vsync: Bool
    /// Which of SDL's renderers draws the frames.
    public var renderer: WindowRenderer

    public init(title: String = "Tessera", size: Size = Size(width: 1280, height: 800), scale: Double? = nil,
                fullscreen: Bool = false, vsync: Bool = true, renderer: WindowRenderer = .automatic) {
        self.title = title
        self.size = size
        self.scale = scale
        self.fullscreen = fullscreen
        self.vsync = vsync
        self.renderer = renderer
    }

    /// Throws a `DimensionError` naming the value unless the size's sides are finite and
    /// greater than 0 (a window cannot be empty) and the scale, if given, is finite and
    /// greater than 0 (`SizeCheck`). `WindowSurface` checks its options with this.
    public func check() throws(DimensionError) {
        try SizeCheck.points(size, allowsZero: false)
        if let scale { try SizeCheck.scale(scale) }
    }
}
