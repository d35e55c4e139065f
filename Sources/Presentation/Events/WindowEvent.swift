import Components
import Geometry

/// What happened to a window, in Tessera's terms: SDL's mouse, touch, keyboard and window
/// events after `SDLEventTranslator`, for a `Presenter` to act on.
public enum WindowEvent: Equatable, Sendable {
    /// A pointer (the left mouse button, or the first finger on a touch screen) at a
    /// location in points, in the window's content coordinates, at `time`: seconds on the
    /// clock that also times frames (SDL's ticks in a window: `SDL_GetTicks`, the clock of
    /// SDL's event timestamps), so drags can measure velocity and flings run from the
    /// release. Nil: untimed (the latest time the host saw). With the keyboard's modifiers
    /// and the kind of device (a finger's first contact is `.touch`).
    case pointer(InputEvent, at: Point, time: Double? = nil, modifiers: KeyModifiers = [], kind: PointerKind = .mouse)
    /// A further finger on a touch screen while the first one drives the pointer (its
    /// down, moves, up or cancel; never the wheel), with its own id: for multi-finger
    /// gestures (`onPinch`). Locations and times as for `pointer`.
    case finger(InputEvent, PointerID, at: Point, time: Double? = nil)
    /// The mouse moved with no button down (nil: it left the window), at `time`: hover
    /// looks and the pointer's shape follow. Never from a touch screen.
    case hover(at: Point?, time: Double? = nil)
    /// Ctrl held with the wheel: a zoom by `scale` (1.1 per click away from the user) at a
    /// location, for pinch gestures (`onPinch`) on desktops.
    case zoom(scale: Double, at: Point, time: Double? = nil)
    /// A key went down or up, at `time` (seconds on the pointer events' clock: a scroll
    /// key's eased step starts then; nil: untimed), as the window system named it
    /// (`keystroke`: what a screen reader is offered first; nil: made up).
    case key(KeyEvent, time: Double? = nil, keystroke: SystemKeystroke? = nil)
    /// Text was typed.
    case text(TextInput)
    /// An input method's composition changed (`TextComposition`).
    case composition(TextComposition)
    /// The window's size changed: read the surface's new size.
    case resized
    /// The window system lost the window's pixels (uncovered): show the last frame again.
    case exposed
    /// The window was hidden or minimized (false), or shown or restored again (true):
    /// nothing is presented, and nothing animates frame by frame, while it cannot be seen.
    case shown(Bool)
    /// The window became the one the keyboard types into (true), or another did (false):
    /// the caret blinks only in the active window.
    case activated(Bool)
    /// The user asked to close the window (or the app: SDL_QUIT).
    case closeRequested
}
