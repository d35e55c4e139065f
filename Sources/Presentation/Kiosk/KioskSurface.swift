import Geometry

/// A kiosk's display without a display server (`DRMSurface`, `FramebufferDeviceSurface`):
/// a `PresentationSurface` whose frames are the logical picture, turned by `rotation` on
/// a panel of `panelWidth` × `panelHeight` pixels. It can give the display up while
/// another virtual console shows (`releaseDisplay`, `acquireDisplay`).
@MainActor
public protocol KioskSurface: PresentationSurface {
    /// How the picture is turned on the panel (input turns with it).
    var rotation: DisplayRotation { get }
    /// The display's own pixel grid.
    var panelWidth: Int { get }
    var panelHeight: Int { get }
    /// The time between two refreshes of the display.
    var refreshInterval: Duration { get }
    /// Stops showing (another virtual console takes the display): DRM master is dropped.
    func releaseDisplay()
    /// Shows the last frame again, after `releaseDisplay`.
    func acquireDisplay() throws
    /// Shows the mouse cursor with its tip at `position` (logical device pixels), or hides
    /// it (nil). Drawn at the next present (`needsPresent` says one is wanted).
    func moveCursor(to position: Point?)
    /// Turns the display's picture off (power saving) or on again; the frame stays.
    func setBlanked(_ isBlanked: Bool)
    /// Gives the display back as it was found (the console's mode and picture) and
    /// frees the buffers. Later calls do nothing.
    func close()
}

extension KioskSurface {
    /// Frames are the logical picture: the panel turned by the rotation.
    public var pixelWidth: Int { rotation.swapsAxes ? panelHeight : panelWidth }
    public var pixelHeight: Int { rotation.swapsAxes ? panelWidth : panelHeight }
    /// Without a window system, a window unit is a pixel.
    public var windowWidth: Int { pixelWidth }
    public var windowHeight: Int { pixelHeight }
    /// The display keeps its buffer: nothing to show again.
    public func redisplay() {}
    /// A mode does not change size under the surface.
    public func updateSize() {}
}
