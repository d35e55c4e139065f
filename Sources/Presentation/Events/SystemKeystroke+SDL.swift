import CSDL2

extension SystemKeystroke {
    /// The keystroke an SDL key event stands for, or nil for a key SDL does not place
    /// (a scancode outside the table: media keys and the like). The keycode comes from the
    /// scancode (SDL's are USB HID usages, one per physical key); a character key's
    /// keysym from SDL's keycode, which follows the keyboard layout (a letter in upper
    /// case under Shift or Caps Lock, not both); other keys' keysyms from the table, the
    /// keypad's by Num Lock.
    public init?(sdl event: SDL_KeyboardEvent) {
        guard let entry = Self.keys[UInt32(event.keysym.scancode.rawValue)] else { return nil }
        let mod = UInt32(event.keysym.mod)
        var modifiers: UInt32 = 0
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers |= Self.shiftMask }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { modifiers |= Self.lockMask }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers |= Self.controlMask }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { modifiers |= Self.altMask }
        if mod & UInt32(KMOD_NUM.rawValue) != 0 { modifiers |= Self.numLockMask }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { modifiers |= Self.superMask }
        let keysym: UInt32, text: String, isText: Bool
        if let named = entry.named {
            let keypad = modifiers & Self.numLockMask == 0 ? entry.keypadWithoutNumLock : nil
            keysym = keypad?.keysym ?? named.keysym
            text = keypad?.name ?? named.name
            isText = false
        } else {
            // A character key: what the layout puts there; a letter shifted as X shifts it.
            let code = UInt32(bitPattern: event.keysym.sym)
            guard code >= 0x20, code < 0x4000_0000, code != 0x7F, var scalar = Unicode.Scalar(code) else { return nil }
            let upper = String(scalar).uppercased().unicodeScalars
            if scalar.properties.isLowercase, upper.count == 1,
               (modifiers & Self.shiftMask != 0) != (modifiers & Self.lockMask != 0) {
                scalar = upper[upper.startIndex]
            }
            keysym = scalar.value <= 0xFF ? scalar.value : 0x0100_0000 + scalar.value
            text = String(scalar)
            isText = true
        }
        self.init(isDown: event.state == UInt8(SDL_PRESSED), keysym: keysym, keycode: entry.evdev + 8, modifiers: modifiers,
                  text: text, isText: isText, milliseconds: event.timestamp)
    }

    /// A physical key: its evdev code, and for a key that types no character its keysym
    /// and name (the keypad's digits and point give others without Num Lock).
    private struct Entry {
        let evdev: UInt32
        let named: (keysym: UInt32, name: String)?
        let keypadWithoutNumLock: (keysym: UInt32, name: String)?

        init(_ evdev: UInt32, _ keysym: UInt32? = nil, _ name: String = "", keypad: (UInt32, String)? = nil) {
            self.evdev = evdev
            named = keysym.map { ($0, name) }
            keypadWithoutNumLock = keypad.map { (keysym: $0.0, name: $0.1) }
        }
    }

    /// SDL scancodes (USB HID usages) to evdev codes (linux/input-event-codes.h) and X
    /// keysyms (X11/keysymdef.h): the keys of a PC keyboard.
    private static let keys: [UInt32: Entry] = [
        4: Entry(30),
        5: Entry(48),
        6: Entry(46),
        7: Entry(32),
        8: Entry(18),
        9: Entry(33),
        10: Entry(34),
        11: Entry(35),
        12: Entry(23),
        13: Entry(36),
        14: Entry(37),
        15: Entry(38),
        16: Entry(50),
        17: Entry(49),
        18: Entry(24),
        19: Entry(25),
        20: Entry(16),
        21: Entry(19),
        22: Entry(31),
        23: Entry(20),
        24: Entry(22),
        25: Entry(47),
        26: Entry(17),
        27: Entry(45),
        28: Entry(21),
        29: Entry(44),
        30: Entry(2),
        31: Entry(3),
        32: Entry(4),
        33: Entry(5),
        34: Entry(6),
        35: Entry(7),
        36: Entry(8),
        37: Entry(9),
        38: Entry(10),
        39: Entry(11),
        40: Entry(28, 0xff0d, "Return"),
        41: Entry(1, 0xff1b, "Escape"),
        42: Entry(14, 0xff08, "BackSpace"),
        43: Entry(15, 0xff09, "Tab"),
        44: Entry(57, 0x20, "space"),
        45: Entry(12),
        46: Entry(13),
        47: Entry(26),
        48: Entry(27),
        49: Entry(43),
        50: Entry(43),
        51: Entry(39),
        52: Entry(40),
        53: Entry(41),
        54: Entry(51),
        55: Entry(52),
        56: Entry(53),
        57: Entry(58, 0xffe5, "Caps_Lock"),
        58: Entry(59, 0xffbe, "F1"),
        59: Entry(60, 0xffbf, "F2"),
        60: Entry(61, 0xffc0, "F3"),
        61: Entry(62, 0xffc1, "F4"),
        62: Entry(63, 0xffc2, "F5"),
        63: Entry(64, 0xffc3, "F6"),
        64: Entry(65, 0xffc4, "F7"),
        65: Entry(66, 0xffc5, "F8"),
        66: Entry(67, 0xffc6, "F9"),
        67: Entry(68, 0xffc7, "F10"),
        68: Entry(87, 0xffc8, "F11"),
        69: Entry(88, 0xffc9, "F12"),
        70: Entry(99, 0xff61, "Print"),
        71: Entry(70, 0xff14, "Scroll_Lock"),
        72: Entry(119, 0xff13, "Pause"),
        73: Entry(110, 0xff63, "Insert"),
        74: Entry(102, 0xff50, "Home"),
        75: Entry(104, 0xff55, "Prior"),
        76: Entry(111, 0xffff, "Delete"),
        77: Entry(107, 0xff57, "End"),
        78: Entry(109, 0xff56, "Next"),
        79: Entry(106, 0xff53, "Right"),
        80: Entry(105, 0xff51, "Left"),
        81: Entry(108, 0xff54, "Down"),
        82: Entry(103, 0xff52, "Up"),
        83: Entry(69, 0xff7f, "Num_Lock"),
        84: Entry(98, 0xffaf, "KP_Divide"),
        85: Entry(55, 0xffaa, "KP_Multiply"),
        86: Entry(74, 0xffad, "KP_Subtract"),
        87: Entry(78, 0xffab, "KP_Add"),
        88: Entry(96, 0xff8d, "KP_Enter"),
        89: Entry(79, 0xffb1, "KP_1", keypad: (0xff9c, "KP_End")),
        90: Entry(80, 0xffb2, "KP_2", keypad: (0xff99, "KP_Down")),
        91: Entry(81, 0xffb3, "KP_3", keypad: (0xff9b, "KP_Next")),
        92: Entry(75, 0xffb4, "KP_4", keypad: (0xff96, "KP_Left")),
        93: Entry(76, 0xffb5, "KP_5", keypad: (0xff9d, "KP_Begin")),
        94: Entry(77, 0xffb6, "KP_6", keypad: (0xff98, "KP_Right")),
        95: Entry(71, 0xffb7, "KP_7", keypad: (0xff95, "KP_Home")),
        96: Entry(72, 0xffb8, "KP_8", keypad: (0xff97, "KP_Up")),
        97: Entry(73, 0xffb9, "KP_9", keypad: (0xff9a, "KP_Prior")),
        98: Entry(82, 0xffb0, "KP_0", keypad: (0xff9e, "KP_Insert")),
        99: Entry(83, 0xffae, "KP_Decimal", keypad: (0xff9f, "KP_Delete")),
        100: Entry(86),
        101: Entry(127, 0xff67, "Menu"),
        103: Entry(117, 0xffbd, "KP_Equal"),
        224: Entry(29, 0xffe3, "Control_L"),
        225: Entry(42, 0xffe1, "Shift_L"),
        226: Entry(56, 0xffe9, "Alt_L"),
        227: Entry(125, 0xffeb, "Super_L"),
        228: Entry(97, 0xffe4, "Control_R"),
        229: Entry(54, 0xffe2, "Shift_R"),
        230: Entry(100, 0xffea, "Alt_R"),
        231: Entry(126, 0xffec, "Super_R"),
    ]
}
