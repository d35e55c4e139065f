/// Why a window or the headless presenter could not be set up (a size or scale that
/// cannot be drawn is a `DimensionError`, as everywhere).
public enum PresentationError: Error, Equatable, CustomStringConvertible {
    /// No display to open a window on (no X11 or Wayland server; SDL's reason).
    case noDisplay(String)
    /// An SDL call failed, with SDL_GetError's message.
    case sdl(call: String, message: String)

    public var description: String {
        switch self {
        case .noDisplay(let reason): "no display available (\(reason))"
        case .sdl(let call, let message): "\(call) failed: \(message)"
        }
    }
}
