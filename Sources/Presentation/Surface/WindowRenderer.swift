/// How a window's frames reach the screen: which of SDL's renderers draws the texture.
public enum WindowRenderer: String, CaseIterable, Sendable {
    /// SDL's GPU renderer (OpenGL) when the window is opened on the process's main
    /// thread and the machine has one, its software renderer otherwise.
    case automatic = "auto"
    /// SDL's software renderer only, with the window's pixels sent as an image (no GL
    /// anywhere): for a display whose GL driver is missing or unreliable, such as a
    /// virtual X server, where a GL driver can crash the process or draw nothing.
    case software
}
