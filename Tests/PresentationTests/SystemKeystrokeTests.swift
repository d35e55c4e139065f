import CSDL2
import Presentation
import Testing

/// A key as AT-SPI's device events name it (`SystemKeystroke(sdl:)`): the X server's
/// keycode (evdev + 8, what `xev` shows under Xvfb), the keysym and its name, the X
/// modifier mask; a letter's case from Shift and Caps Lock; the keypad's keys by Num Lock.
struct SystemKeystrokeTests {
    func event(_ scancode: SDL_Scancode, _ keycode: Int32, modifiers: SDL_Keymod = KMOD_NONE, down: Bool = true)
        -> SDL_KeyboardEvent {
        SDL_KeyboardEvent(type: (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue, timestamp: 1_234, windowID: 1,
                          state: UInt8(down ? SDL_PRESSED : SDL_RELEASED), repeat: 0, padding2: 0, padding3: 0,
                          keysym: SDL_Keysym(scancode: scancode, sym: keycode, mod: UInt16(modifiers.rawValue), unused: 0))
    }

    @Test func keysAreNamedAsTheXServerNamesThem() throws {
        let tab = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_TAB, 9)))
        #expect(tab == SystemKeystroke(isDown: true, keysym: 0xFF09, keycode: 23, modifiers: 0, text: "Tab", isText: false,
                                       milliseconds: 1_234))
        let letter = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_A, 0x61, down: false)))
        #expect(letter.keysym == 0x61 && letter.keycode == 38 && letter.text == "a" && letter.isText && !letter.isDown)
        let enter = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_KP_ENTER, Int32(bitPattern: 0x4000_0058))))
        #expect(enter.keysym == 0xFF8D && enter.keycode == 104 && enter.text == "KP_Enter")
        let insert = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_INSERT, Int32(bitPattern: 0x4000_0049))))
        #expect(insert.text == "Insert" && insert.keycode == 118, "Orca's modifier key")
    }

    @Test func shiftAndCapsLockMakeCapitalsAndModifiersAreXs() throws {
        let shifted = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_A, 0x61, modifiers: KMOD_LSHIFT)))
        #expect(shifted.keysym == 0x41 && shifted.text == "A" && shifted.modifiers == SystemKeystroke.shiftMask)
        let locked = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_A, 0x61, modifiers: KMOD_CAPS)))
        #expect(locked.text == "A" && locked.modifiers == SystemKeystroke.lockMask)
        let capsAndShift = SDL_Keymod(KMOD_CAPS.rawValue | KMOD_LSHIFT.rawValue)
        let both = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_A, 0x61, modifiers: capsAndShift)))
        #expect(both.text == "a")
        let chord = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_S, 0x73,
                                                             modifiers: SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LALT.rawValue))))
        #expect(chord.modifiers == SystemKeystroke.controlMask | SystemKeystroke.altMask)
        // A layout's own letters: é on a French keyboard's 2 key is Latin-1, its keysym its code.
        let accented = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_2, 0xE9)))
        #expect(accented.keysym == 0xE9 && accented.keycode == 11 && accented.text == "é")
        let cyrillic = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_F, 0x0430)))
        #expect(cyrillic.keysym == 0x0100_0430, "beyond Latin-1: 0x01000000 + the code point")
    }

    @Test func theKeypadFollowsNumLock() throws {
        let off = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_KP_7, Int32(bitPattern: 0x4000_005F))))
        #expect(off.text == "KP_Home" && off.keysym == 0xFF95 && off.keycode == 79)
        let on = try #require(SystemKeystroke(sdl: event(SDL_SCANCODE_KP_7, Int32(bitPattern: 0x4000_005F),
                                                          modifiers: KMOD_NUM)))
        #expect(on.text == "KP_7" && on.keysym == 0xFFB7 && on.modifiers == SystemKeystroke.numLockMask)
        #expect(SystemKeystroke(sdl: event(SDL_SCANCODE_AUDIONEXT, Int32(bitPattern: 0x4000_0102))) == nil,
                "a media key: no place")
    }
}
