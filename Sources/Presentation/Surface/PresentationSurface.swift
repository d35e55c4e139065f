import Components
import Geometry
import Graphics
import Mounting

/// Where a `Presenter`'s frames go: a window (`WindowSurface`) or memory
/// (`HeadlessSurface`). A surface keeps the last frame, so it only ever receives the
/// pixels that changed.
@MainActor
public protocol PresentationSurface: AnyObject {
    /// The size frames are drawn at, in device pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// The size in window units: what SDL gives mouse positions in, and what touch
    /// positions are fractions of. Equal to the pixel size unless the window system
    /// scales (a HiDPI Wayland output: half of it).
    var windowWidth: Int { get }
    var windowHeight: Int { get }
    /// Shows `framebuffer`, copying only the `damage` rects (device pixels) out of it;
    /// the rest of the last frame stays. A framebuffer of another size than the last
    /// one replaces the whole frame (`damage` then covers it).
    func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws
    /// Shows the last frame again, as it is (the window system lost the window's pixels).
    func redisplay()
    /// The size changed on the window system's side: read it again (`pixelWidth`…).
    func updateSize()
    /// Whether the surface has something of its own to show even when the frame did not
    /// change (a kiosk's cursor moved): the presenter then presents with no damage.
    var needsPresent: Bool { get }
    /// Shows `style` as the mouse pointer (a window's system cursor; nothing elsewhere).
    func showPointerStyle(_ style: PointerStyle)
    /// Turns the platform's text input on while a text field has focus (`input`, its
    /// caret in points), off otherwise (nil): an input method's candidate window goes
    /// beside the caret. Called after each frame (focus and the caret move with frames);
    /// the surface acts on changes only.
    func followTextInput(_ input: FocusedTextInput?, scale: Double)
}

extension PresentationSurface {
    public var needsPresent: Bool { false }
    public func showPointerStyle(_ style: PointerStyle) {}
    public func followTextInput(_ input: FocusedTextInput?, scale: Double) {}

    /// Device pixels per window unit.
    public var pixelsPerWindowUnit: Double {
        windowWidth > 0 ? Double(pixelWidth) / Double(windowWidth) : 1
    }
}
