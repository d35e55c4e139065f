/// How a window's frames reach the screen (`WindowOptions.renderer`).
public enum WindowRenderer: String, CaseIterable, Sendable {
    /// With vsync, on the process's main thread, on a machine with a GPU renderer: SDL's
    /// GL renderer drawing a texture (what a compositor and tear-free frames need).
    /// Otherwise `.damage`, which measured fastest on X11 (Xvfb: ARCHITECTURE.md,
    /// "Presenting only what changed"), or `.software` where the window has no surface.
    case automatic = "auto"
    /// The window's own surface, with only the damaged rectangles sent to the display
    /// (`SDL_UpdateWindowSurfaceRects`: MIT-SHM on X11). No GL anywhere, no vsync.
    case damage
    /// SDL's software renderer drawing a texture: the whole frame is copied and sent at
    /// each present. No GL anywhere.
    case software
}

/// How a window's frames reached the screen: what `WindowRenderer` chose.
public enum WindowPresentation: String, Sendable {
    /// A renderer's texture, drawn whole at each present.
    case texture
    /// The window's surface, damaged rectangles only.
    case damage
}
