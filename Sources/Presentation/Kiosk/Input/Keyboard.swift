import CXKBCommon
import Components

/// A keyboard's keymap and modifier state through xkbcommon, as a display server would
/// keep it: evdev key codes in, `KeyEvent`s (keys named as SDL names them on a desktop)
/// and the text they type out. The layout comes from xkbcommon's defaults and the
/// `XKB_DEFAULT_LAYOUT`/`XKB_DEFAULT_VARIANT`/… variables.
final class Keyboard {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// Nil when xkbcommon finds no keymap (no xkb-data installed): keys then go unnamed.
    init?() {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        guard let keymap = xkb_keymap_new_from_names(context, nil, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            return nil
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.keymap = keymap
        self.state = state
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The event for evdev key `code` going down or up, and on the way down the text it
    /// types (nil for keys that type nothing, or only control characters). The state
    /// (Shift, Caps Lock…) is updated after reading the key, as xkbcommon asks.
    func key(code: UInt32, isDown: Bool) -> (event: KeyEvent, text: String?) {
        let keycode = code + 8  // evdev codes are X11's minus 8
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        var text: String?
        if isDown {
            var buffer = [UInt8](repeating: 0, count: 16)
            let length = buffer.withUnsafeMutableBytes { bytes in
                xkb_state_key_get_utf8(state, keycode, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
            }
            if length > 0, Int(length) < buffer.count {
                let typed = String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
                if typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) { text = typed }
            }
        }
        let event = KeyEvent(key: Self.key(symbol: symbol), modifiers: modifiers, isDown: isDown)
        xkb_state_update_key(state, keycode, isDown ? XKB_KEY_DOWN : XKB_KEY_UP)
        return (event, text)
    }

    /// Whether evdev key `code` repeats while held (letters and arrows do; modifiers do not).
    func repeats(code: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, code + 8) != 0
    }

    /// Shift, Control, Alt (Mod1) and Super (Mod4) as they are now.
    var modifiers: KeyModifiers {
        var modifiers: KeyModifiers = []
        let names: [(String, KeyModifiers)] = [("Shift", .shift), ("Control", .control), ("Mod1", .alt), ("Mod4", .meta)]
        for (name, modifier) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            modifiers.insert(modifier)
        }
        return modifiers
    }

    /// The key a keysym names, as `Key(sdlKeycode:)` names SDL's: keys that type a
    /// character by that character in lowercase, the others by name.
    static func key(symbol: xkb_keysym_t) -> Key {
        switch Int32(bitPattern: symbol) {
        case XKB_KEY_Return, XKB_KEY_KP_Enter, XKB_KEY_ISO_Enter: return .enter
        case XKB_KEY_Escape: return .escape
        case XKB_KEY_Tab, XKB_KEY_ISO_Left_Tab: return .tab
        case XKB_KEY_BackSpace: return .backspace
        case XKB_KEY_Delete, XKB_KEY_KP_Delete: return .delete
        case XKB_KEY_Insert, XKB_KEY_KP_Insert: return .insert
        case XKB_KEY_Left, XKB_KEY_KP_Left: return .left
        case XKB_KEY_Right, XKB_KEY_KP_Right: return .right
        case XKB_KEY_Up, XKB_KEY_KP_Up: return .up
        case XKB_KEY_Down, XKB_KEY_KP_Down: return .down
        case XKB_KEY_Home, XKB_KEY_KP_Home: return .home
        case XKB_KEY_End, XKB_KEY_KP_End: return .end
        case XKB_KEY_Page_Up, XKB_KEY_KP_Page_Up: return .pageUp
        case XKB_KEY_Page_Down, XKB_KEY_KP_Page_Down: return .pageDown
        case XKB_KEY_F1...XKB_KEY_F24: return .function(Int(Int32(bitPattern: symbol) - XKB_KEY_F1) + 1)
        default:
            let scalarValue = xkb_keysym_to_utf32(xkb_keysym_to_lower(symbol))
            if scalarValue >= 0x20, scalarValue != 0x7F, let scalar = Unicode.Scalar(scalarValue) {
                return .character(Character(scalar))
            }
            return .other(symbol)
        }
    }
}
