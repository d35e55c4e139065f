import CSDL2
import Components

extension Key {
    /// The key an SDL keycode names: keys that type a character by that character (the
    /// keycode is the layout's character), the others by name; `.other` keeps the code.
    init(sdlKeycode code: SDL_Keycode) {
        let raw = UInt32(bitPattern: code)
        switch raw {
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue, SDLK_RETURN2.rawValue: self = .enter
        case SDLK_ESCAPE.rawValue: self = .escape
        case SDLK_TAB.rawValue: self = .tab
        case SDLK_BACKSPACE.rawValue: self = .backspace
        case SDLK_DELETE.rawValue: self = .delete
        case SDLK_INSERT.rawValue: self = .insert
        case SDLK_LEFT.rawValue: self = .left
        case SDLK_RIGHT.rawValue: self = .right
        case SDLK_UP.rawValue: self = .up
        case SDLK_DOWN.rawValue: self = .down
        case SDLK_HOME.rawValue: self = .home
        case SDLK_END.rawValue: self = .end
        case SDLK_PAGEUP.rawValue: self = .pageUp
        case SDLK_PAGEDOWN.rawValue: self = .pageDown
        case SDLK_F1.rawValue...SDLK_F12.rawValue: self = .function(Int(raw - SDLK_F1.rawValue) + 1)
        case SDLK_F13.rawValue...SDLK_F24.rawValue: self = .function(Int(raw - SDLK_F13.rawValue) + 13)
        default:
            // Keycodes below SDLK_SCANCODE_MASK are the Unicode scalar the key types.
            if raw > 0, raw & (1 << 30) == 0, let scalar = Unicode.Scalar(raw),
               !scalar.properties.generalCategory.isControl {
                self = .character(Character(String(scalar).lowercased()))
            } else {
                self = .other(raw)
            }
        }
    }
}

extension KeyModifiers {
    /// The modifiers an SDL key event's `mod` field holds (either side of each).
    init(sdlModifiers mod: UInt16) {
        self = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { insert(.alt) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { insert(.meta) }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControl: Bool { self == .control }
}
