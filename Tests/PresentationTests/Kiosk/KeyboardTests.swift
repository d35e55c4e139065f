import CXKBCommon
import Components
@testable import Presentation
import Testing

/// Keys through xkbcommon's default (US) keymap, named as SDL names them on a desktop.
@Suite struct KeyboardTests {
    // evdev key codes (linux/input-event-codes.h).
    static let a: UInt32 = 30, shift: UInt32 = 42, enter: UInt32 = 28, f5: UInt32 = 63, one: UInt32 = 2
    static let control: UInt32 = 29, alt: UInt32 = 56, backspace: UInt32 = 14

    @Test func lettersTypeTheirTextAndShiftCapitalizesIt() throws {
        let keyboard = try #require(Keyboard(), "xkbcommon found no keymap (xkb-data)")
        let a = keyboard.key(code: Self.a, isDown: true)
        #expect(a.event == KeyEvent(key: .character("a")) && a.text == "a")
        _ = keyboard.key(code: Self.a, isDown: false)
        _ = keyboard.key(code: Self.shift, isDown: true)
        let capital = keyboard.key(code: Self.a, isDown: true)
        #expect(capital.event == KeyEvent(key: .character("a"), modifiers: [.shift]) && capital.text == "A")
        let bang = keyboard.key(code: Self.one, isDown: true)
        #expect(bang.event.key == .character("!") && bang.text == "!")
        _ = keyboard.key(code: Self.shift, isDown: false)
        #expect(keyboard.modifiers.isEmpty)
    }

    @Test func lettersAndArrowsRepeatAndModifiersDoNot() throws {
        let keyboard = try #require(Keyboard())
        #expect(keyboard.repeats(code: Self.a) && keyboard.repeats(code: Self.backspace))
        #expect(!keyboard.repeats(code: Self.shift) && !keyboard.repeats(code: Self.control))
    }

    @Test func namedKeysTypeNothing() throws {
        let keyboard = try #require(Keyboard())
        let enter = keyboard.key(code: Self.enter, isDown: true)
        #expect(enter.event.key == .enter && enter.text == nil)
        #expect(keyboard.key(code: Self.f5, isDown: true).event.key == .function(5))
        _ = keyboard.key(code: Self.control, isDown: true)
        _ = keyboard.key(code: Self.alt, isDown: true)
        let backspace = keyboard.key(code: Self.backspace, isDown: true)
        #expect(backspace.event == KeyEvent(key: .backspace, modifiers: [.control, .alt]) && backspace.text == nil)
    }
}
