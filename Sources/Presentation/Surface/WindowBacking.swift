import CSDL2
import Geometry
import Graphics

/// What puts a `WindowSurface`'s frames on its window: SDL's renderer drawing a streaming
/// texture (`WindowTextureBacking`: GL where there is one, vsync, a compositor's way), or
/// the window's own surface with only the damaged rectangles sent to the display
/// (`WindowDamageBacking`). SDL allows one or the other on a window, never both.
@MainActor
protocol WindowBacking: AnyObject {
    /// The drawable's size in device pixels.
    var pixelSize: (width: Int, height: Int) { get }
    /// Whether presents wait for the vertical blank.
    var hasVSync: Bool { get }
    /// Shows `framebuffer`, of which only `damage` changed since the last present.
    func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws
    /// Shows the last frame again (the window system lost its pixels).
    func redisplay()
    func close()
}
