import CSDL2
import Components
import Geometry
import Presentation
import Testing

/// SDL events made by hand into `WindowEvent`s: positions in points, the one pointer,
/// keys, text, window events. No display needed.
@Suite struct SDLEventTranslatorTests {
    /// A window 800 × 600 units, drawn at 2 units per point (points = units / 2), id 7,
    /// translated at 10 s of SDL's clock (every stamp below is earlier).
    func translator() -> SDLEventTranslator {
        var translator = SDLEventTranslator(windowID: 7, pointsPerWindowUnit: 0.5, windowWidth: 800, windowHeight: 600)
        translator.clock = { 10_000 }
        return translator
    }

    /// SDL 2 stamps events with 32-bit milliseconds, which wrap after 49.7 days; times
    /// must keep rising across the wrap, or a kiosk's flings would stop dead once in
    /// every 49.7 days (VelocityTracker starts over when time goes back).
    @Test func timestampsKeepRisingAcrossTheWrapOf32BitMilliseconds() {
        let wrap = UInt64(UInt32.max) + 1
        // 30 ms before the wrap, seen 10 ms before it; then 20 ms after, seen at once.
        let before = SDLEventTranslator.seconds(UInt32.max - 29, now: wrap - 10)
        let after = SDLEventTranslator.seconds(20, now: wrap + 20)
        #expect(before == Double(wrap - 30) / 1000)
        #expect(after == Double(wrap + 20) / 1000)
        #expect(abs((after - before) - 0.05) < 1e-9)
        // Forty days on, an event 5 ms old.
        let fortyDays = wrap + 40 * 86_400_000
        #expect(SDLEventTranslator.seconds(UInt32(truncatingIfNeeded: fortyDays - 5), now: fortyDays) == Double(fortyDays - 5) / 1000)
    }

    @Test func leftButtonPressMoveAndReleaseBecomeThePointerInPoints() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.mouseButton(down: true, x: 100, y: 60, windowID: 7, timestamp: 1000))
                == .pointer(.pointerDown, at: Point(x: 50, y: 30), time: 1))
        #expect(translator.translate(SyntheticEvents.mouseMotion(x: 120, y: 80, windowID: 7, timestamp: 1016))
                == .pointer(.pointerMoved, at: Point(x: 60, y: 40), time: 1.016))
        #expect(translator.translate(SyntheticEvents.mouseButton(down: false, x: 120, y: 80, windowID: 7, timestamp: 1033))
                == .pointer(.pointerUp, at: Point(x: 60, y: 40), time: 1.033))
        // Without a press, motion hovers.
        #expect(translator.translate(SyntheticEvents.mouseMotion(x: 1, y: 1, windowID: 7, leftButtonHeld: false, timestamp: 1040))
                == .hover(at: Point(x: 0.5, y: 0.5), time: 1.04))
    }

    @Test func otherButtonsOtherWindowsAndMouseEventsMadeFromTouchesAreIgnored() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.mouseButton(down: true, x: 1, y: 1, windowID: 7,
                                                                 button: UInt8(SDL_BUTTON_RIGHT))) == nil)
        #expect(translator.translate(SyntheticEvents.mouseButton(down: true, x: 1, y: 1, windowID: 8)) == nil)
        #expect(translator.translate(SyntheticEvents.mouseButton(down: true, x: 1, y: 1, windowID: 7,
                                                                 mouseID: UInt32.max)) == nil)
        // A release without a press is dropped too.
        #expect(translator.translate(SyntheticEvents.mouseButton(down: false, x: 1, y: 1, windowID: 7)) == nil)
    }

    @Test func theFirstFingerIsThePointerAndOthersAreFingersOfTheirOwn() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERDOWN, x: 0.5, y: 0.25, finger: 1, windowID: 7,
                                                            timestamp: 500))
                == .pointer(.pointerDown, at: Point(x: 200, y: 75), time: 0.5, kind: .touch))
        // A second finger is a finger of its own (for pinches); the mouse is ignored.
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERDOWN, x: 0.125, y: 0.125, finger: 2, windowID: 7,
                                                            timestamp: 502))
                == .finger(.pointerDown, PointerID(1), at: Point(x: 50, y: 37.5), time: 0.502))
        #expect(translator.translate(SyntheticEvents.mouseButton(down: true, x: 1, y: 1, windowID: 7)) == nil)
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERMOTION, x: 0.25, y: 0.125, finger: 2, windowID: 7,
                                                            timestamp: 504))
                == .finger(.pointerMoved, PointerID(1), at: Point(x: 100, y: 37.5), time: 0.504))
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERMOTION, x: 0.75, y: 0.5, finger: 1, windowID: 7,
                                                            timestamp: 508))
                == .pointer(.pointerMoved, at: Point(x: 300, y: 150), time: 0.508, kind: .touch))
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERUP, x: 0.75, y: 0.5, finger: 1, windowID: 7,
                                                            timestamp: 516))
                == .pointer(.pointerUp, at: Point(x: 300, y: 150), time: 0.516, kind: .touch))
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERUP, x: 0.25, y: 0.125, finger: 2, windowID: 7,
                                                            timestamp: 518))
                == .finger(.pointerUp, PointerID(1), at: Point(x: 100, y: 37.5), time: 0.518))
        // With nothing touching, any finger may press and be the pointer.
        #expect(translator.translate(SyntheticEvents.finger(SDL_FINGERDOWN, x: 0, y: 0, finger: 2, windowID: 7,
                                                            timestamp: 600))
                == .pointer(.pointerDown, at: Point(x: 0, y: 0), time: 0.6, kind: .touch))
    }

    @Test func wheelStepsScrollByFortyPointsContentMovingAgainstTheWheel() {
        var translator = translator()
        // Whole clicks are a notched wheel's: steps, eased by the scroll view.
        #expect(translator.translate(SyntheticEvents.wheel(dy: 1, x: 40, y: 20, windowID: 7, timestamp: 2000))
                == .pointer(.scroll(dx: 0, dy: -40, granularity: .step), at: Point(x: 20, y: 10), time: 2))
        #expect(translator.translate(SyntheticEvents.wheel(dx: 1, dy: -2, x: 0, y: 0, windowID: 7, timestamp: 2001))
                == .pointer(.scroll(dx: 40, dy: 80, granularity: .step), at: Point(x: 0, y: 0), time: 2.001))
        // Fractions of a click on either axis are a touchpad's (or a high-resolution
        // wheel's): precise, followed as they come.
        #expect(translator.translate(SyntheticEvents.wheel(dx: 0.5, dy: -2, x: 0, y: 0, windowID: 7, timestamp: 2002))
                == .pointer(.scroll(dx: 20, dy: 80, granularity: .precise), at: Point(x: 0, y: 0), time: 2.002))
        #expect(translator.translate(SyntheticEvents.wheel(dy: -0.125, x: 0, y: 0, windowID: 7, timestamp: 2003))
                == .pointer(.scroll(dx: 0, dy: 5, granularity: .precise), at: Point(x: 0, y: 0), time: 2.003))
    }

    @Test func keysAreNamedByTheLayoutWithTheirModifiers() {
        var translator = translator()
        // Keys carry their times too: a scroll key's eased step starts then.
        func key(_ keycode: UInt32, down: Bool = true, isRepeat: Bool = false, modifiers: UInt16 = 0) -> WindowEvent? {
            translator.translate(SyntheticEvents.key(keycode, down: down, isRepeat: isRepeat, modifiers: modifiers,
                                                     windowID: 7, timestamp: 3000))
        }
        #expect(key(SDLK_RIGHT.rawValue, modifiers: UInt16(KMOD_LCTRL.rawValue))
                == .key(KeyEvent(key: .right, modifiers: .control), time: 3))
        #expect(key(UInt32(UInt8(ascii: "a")), down: false) == .key(KeyEvent(key: .character("a"), isDown: false), time: 3))
        #expect(key(SDLK_TAB.rawValue, isRepeat: true, modifiers: UInt16(KMOD_RSHIFT.rawValue | KMOD_LGUI.rawValue))
                == .key(KeyEvent(key: .tab, modifiers: [.shift, .meta], isRepeat: true), time: 3))
        #expect(key(SDLK_F5.rawValue) == .key(KeyEvent(key: .function(5)), time: 3))
        #expect(key(SDLK_KP_ENTER.rawValue) == .key(KeyEvent(key: .enter), time: 3))
        #expect(key(UInt32(0x20)) == .key(KeyEvent(key: .space), time: 3))
        #expect(key(SDLK_LSHIFT.rawValue) == .key(KeyEvent(key: .other(SDLK_LSHIFT.rawValue)), time: 3))
    }

    @Test func typedTextArrivesWhole() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.text("é😀", windowID: 7)) == .text(TextInput("é😀")))
        #expect(translator.translate(SyntheticEvents.text("", windowID: 7)) == nil)
    }

    @Test func anInputMethodsCompositionArrivesWithItsCaretAndSelection() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.composition("かんじ", start: 1, length: 2, windowID: 7))
                == .composition(TextComposition("かんじ", caret: 1, selectionLength: 2)))
        // The input method cancelled: an empty composition.
        #expect(translator.translate(SyntheticEvents.composition("", start: 0, length: 0, windowID: 7))
                == .composition(TextComposition("")))
        #expect(translator.translate(SyntheticEvents.composition("x", start: 0, length: 0, windowID: 8)) == nil,
                "another window's")
        // Out-of-range numbers from an input method are clamped to the text.
        #expect(TextComposition("ab", caret: 9, selectionLength: 4) == TextComposition("ab", caret: 2, selectionLength: 0))
    }

    @Test func focusLostAfterAPressCancelsItThenDeactivates() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_FOCUS_GAINED, windowID: 7)) == .activated(true))
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, windowID: 7)) == .activated(false))
        #expect(translator.takePending() == nil)
    }

    @Test func windowEventsBecomeResizeExposeAndClose() {
        var translator = translator()
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, windowID: 7, data1: 10, data2: 10))
                == .resized)
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_EXPOSED, windowID: 7)) == .exposed)
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_CLOSE, windowID: 7)) == .closeRequested)
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_CLOSE, windowID: 9)) == nil)
        #expect(translator.translate(SyntheticEvents.quit()) == .closeRequested)
    }

    @Test func losingFocusDuringAPressCancelsIt() {
        var translator = translator()
        // Without a press, it only deactivates the window (the caret stops blinking).
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, windowID: 7)) == .activated(false))
        _ = translator.translate(SyntheticEvents.mouseButton(down: true, x: 10, y: 10, windowID: 7))
        #expect(translator.translate(SyntheticEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, windowID: 7, timestamp: 3000))
                == .pointer(.pointerCancelled, at: Point(x: 5, y: 5), time: 3))
        #expect(translator.takePending() == .activated(false), "then the deactivation")
        #expect(translator.translate(SyntheticEvents.mouseButton(down: false, x: 10, y: 10, windowID: 7)) == nil)
    }
}
