import CSDL2

/// SDL events made by hand, as the window system would send them: for tests, benchmarks
/// and tools that drive a window through `EventLoop.post` (the same path real input takes).
/// Positions are in window units; pointer events take a `timestamp` (SDL's milliseconds,
/// now by default), so a test can drag at known speeds and times.
public enum SyntheticEvents {
    /// The left (or another) mouse button going down or up at (x, y).
    public static func mouseButton(down: Bool, x: Int32, y: Int32, windowID: UInt32, button: UInt8 = UInt8(SDL_BUTTON_LEFT),
                                   mouseID: UInt32 = 0, timestamp: UInt32 = SDL_GetTicks()) -> SDL_Event {
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent(
            type: (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue, timestamp: timestamp, windowID: windowID,
            which: mouseID, button: button, state: UInt8(down ? SDL_PRESSED : SDL_RELEASED), clicks: 1, padding1: 0, x: x, y: y)
        return event
    }

    /// The mouse moving to (x, y), with the left button held or not.
    public static func mouseMotion(x: Int32, y: Int32, windowID: UInt32, leftButtonHeld: Bool = true,
                                   timestamp: UInt32 = SDL_GetTicks()) -> SDL_Event {
        var event = SDL_Event()
        event.motion = SDL_MouseMotionEvent(
            type: SDL_MOUSEMOTION.rawValue, timestamp: timestamp, windowID: windowID, which: 0,
            state: leftButtonHeld ? UInt32(1 << (SDL_BUTTON_LEFT - 1)) : 0, x: x, y: y, xrel: 0, yrel: 0)
        return event
    }

    /// A wheel turned by `dy` steps (positive: away from the user) and `dx` (positive:
    /// right), with the mouse at (x, y).
    public static func wheel(dx: Float = 0, dy: Float, x: Int32, y: Int32, windowID: UInt32,
                             timestamp: UInt32 = SDL_GetTicks()) -> SDL_Event {
        var event = SDL_Event()
        event.wheel = SDL_MouseWheelEvent(
            type: SDL_MOUSEWHEEL.rawValue, timestamp: timestamp, windowID: windowID, which: 0,
            x: Int32(dx), y: Int32(dy), direction: SDL_MOUSEWHEEL_NORMAL.rawValue, preciseX: dx, preciseY: dy,
            mouseX: x, mouseY: y)
        return event
    }

    /// A finger touching, moving or lifting at (x, y), fractions of the window's size.
    public static func finger(_ type: SDL_EventType, x: Float, y: Float, finger: Int64 = 0, windowID: UInt32,
                              timestamp: UInt32 = SDL_GetTicks()) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger = SDL_TouchFingerEvent(
            type: type.rawValue, timestamp: timestamp, touchId: 1, fingerId: finger, x: x, y: y, dx: 0, dy: 0,
            pressure: 1, windowID: windowID)
        return event
    }

    /// A key going down (or repeating) or up; `keycode` is SDL's (`SDLK_RIGHT.rawValue`,
    /// or a character's code point).
    public static func key(_ keycode: UInt32, down: Bool = true, isRepeat: Bool = false, modifiers: UInt16 = 0,
                           windowID: UInt32, timestamp: UInt32 = SDL_GetTicks()) -> SDL_Event {
        var event = SDL_Event()
        let symbol = SDL_Keysym(scancode: SDL_SCANCODE_UNKNOWN, sym: SDL_Keycode(bitPattern: keycode), mod: modifiers,
                                unused: 0)
        event.key = SDL_KeyboardEvent(
            type: (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue, timestamp: timestamp, windowID: windowID,
            state: UInt8(down ? SDL_PRESSED : SDL_RELEASED), repeat: isRepeat ? 1 : 0, padding2: 0, padding3: 0,
            keysym: symbol)
        return event
    }

    /// Text typed (at most 31 bytes of UTF-8, as SDL carries it).
    public static func text(_ text: String, windowID: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        event.text.timestamp = SDL_GetTicks()
        event.text.windowID = windowID
        withUnsafeMutableBytes(of: &event.text.text) { copyCString(text, into: $0) }
        return event
    }

    /// `text` as a C string in SDL's fixed buffer, cut to fit with its NUL.
    private static func copyCString(_ text: String, into buffer: UnsafeMutableRawBufferPointer) {
        let bytes = Array(text.utf8.prefix(buffer.count - 1))
        buffer.copyBytes(from: bytes)
        buffer[bytes.count] = 0
    }

    /// An input method's composition (at most 31 bytes of UTF-8, as SDL carries it), its
    /// caret `start` characters in and `length` characters selected.
    public static func composition(_ text: String, start: Int32, length: Int32, windowID: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.edit.type = SDL_TEXTEDITING.rawValue
        event.edit.timestamp = SDL_GetTicks()
        event.edit.windowID = windowID
        event.edit.start = start
        event.edit.length = length
        withUnsafeMutableBytes(of: &event.edit.text) { copyCString(text, into: $0) }
        return event
    }

    /// A window event (`SDL_WINDOWEVENT_SIZE_CHANGED`, `_EXPOSED`, `_CLOSE`…).
    public static func window(_ id: SDL_WindowEventID, windowID: UInt32, data1: Int32 = 0, data2: Int32 = 0,
                              timestamp: UInt32 = SDL_GetTicks()) -> SDL_Event {
        var event = SDL_Event()
        event.window = SDL_WindowEvent(
            type: SDL_WINDOWEVENT.rawValue, timestamp: timestamp, windowID: windowID, event: UInt8(id.rawValue),
            padding1: 0, padding2: 0, padding3: 0, data1: data1, data2: data2)
        return event
    }

    /// The app being asked to quit (SDL_QUIT).
    public static func quit() -> SDL_Event {
        var event = SDL_Event()
        event.quit = SDL_QuitEvent(type: SDL_QUIT.rawValue, timestamp: SDL_GetTicks())
        return event
    }
}
