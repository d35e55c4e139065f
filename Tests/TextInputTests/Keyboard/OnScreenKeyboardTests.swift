import Components
import ComponentTestSupport
import Controls
import Foundation
import Geometry
@testable import Mounting
import Testing
import TestFonts
@testable import TextInput

/// The on-screen keyboard: it rises while a field has focus, types by taps through the
/// hardware keyboard's path, shifts and locks, repeats Backspace while held, offers
/// accents on a long press, and its layouts are data.
@MainActor
@Suite(.testFonts) struct OnScreenKeyboardTests {
    struct Kiosk: Component, Equatable {
        var policy: OnScreenKeyboardPolicy = .always
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 8, padding: 10)) {
                TextField("Name", tag: "name")
                TextField("PIN", keyboard: .digits, tag: "pin")
            }
            .onScreenKeyboard(policy)
            .size(width: 600, height: 500)
        }
    }

    let log = DiagnosticLog()
    let clock = ManualTimerClock()

    func host(_ kiosk: Kiosk = Kiosk()) throws -> ComponentHost {
        let host = try ComponentHost(kiosk, size: Size(width: 600, height: 500), background: .white,
                                     diagnostics: log.handler)
        host.root.timerClock = clock
        host.paint()
        return host
    }

    /// A press held for `seconds` on the timer clock, then released.
    func hold(_ host: ComponentHost, _ testID: String, for seconds: Double) throws {
        let frame = try host.frame(testID: testID)
        let point = Point(x: frame.midX, y: frame.midY)
        let start = host.events.now + 1
        host.handle(.pointerDown, at: point, time: start)
        clock.advance(by: seconds)
        host.handle(.pointerUp, at: point, time: start + seconds)
        host.advanceAnimations(to: start + seconds + 0.01)
        host.advanceAnimations(to: start + seconds + 1)
    }

    func tap(_ host: ComponentHost, _ testID: String, hold: Double = 0.05) throws {
        let frame = try host.frame(testID: testID)
        let point = Point(x: frame.midX, y: frame.midY)
        let start = host.events.now + 1
        host.handle(.pointerDown, at: point, time: start)
        if hold > 0.3 { host.advanceAnimations(to: start + hold) }
        host.handle(.pointerUp, at: point, time: start + hold)
        // The keyboard's rise starts at the next frame and takes the theme's motion.
        host.advanceAnimations(to: start + hold + 0.01)
        host.advanceAnimations(to: start + hold + 1)
    }

    func text(_ host: ComponentHost, _ tag: String) throws -> String {
        try host.state(of: EditableField.self, testID: tag).editing.text
    }

    @Test func itRisesForAFocusedFieldAndTypesByTaps() throws {
        let host = try host()
        #expect(throws: TestQueryError.self) { try host.frame(testID: "keyboard") }
        try tap(host, "name")
        let keyboard = try host.frame(testID: "keyboard")
        #expect(keyboard.maxY <= 500.5 && keyboard.height > 150)
        try tap(host, "keyboard.letters.0.5")   // y
        try tap(host, "keyboard.letters.0.2")   // e
        try tap(host, "keyboard.letters.1.1")   // s
        #expect(try text(host, "name") == "yes")
        try tap(host, "keyboard.letters.2.0")   // shift
        try tap(host, "keyboard.letters.0.0")   // Q, then shift is off
        try tap(host, "keyboard.letters.0.0")   // q
        #expect(try text(host, "name") == "yesQq")
        try tap(host, "keyboard.letters.2.8")   // backspace
        #expect(try text(host, "name") == "yesQ")
        // A digits field gets the numeric pad.
        try tap(host, "pin")
        try tap(host, "keyboard.numeric.0.0")
        try tap(host, "keyboard.numeric.3.1")
        #expect(try text(host, "pin") == "10")
    }

    @Test func shiftTwiceLocksCapitalsAndHoldingBackspaceRepeats() throws {
        let host = try host()
        try tap(host, "name")
        try tap(host, "keyboard.letters.2.0")
        try tap(host, "keyboard.letters.2.0")
        #expect(try host.state(of: OnScreenKeyboard.self).shift == .locked)
        try tap(host, "keyboard.letters.0.0")
        try tap(host, "keyboard.letters.0.1")
        #expect(try text(host, "name") == "QW")
        try tap(host, "keyboard.letters.2.0")
        for _ in 0..<10 { try tap(host, "keyboard.letters.1.0") }
        #expect(try text(host, "name") == "QWaaaaaaaaaa")
        // Held: one at the press, then every 60 ms after half a second.
        try hold(host, "keyboard.letters.2.8", for: 0.5 + 0.06 * 5 + 0.001)
        #expect(try text(host, "name") == "QWaaaa")
        #expect(clock.waitingCount == 0, "no timer runs after the release")
    }

    @Test func aLongPressOffersAccentsAndASecondLayoutHasSymbols() throws {
        let host = try host()
        try tap(host, "name")
        try hold(host, "keyboard.letters.0.2", for: 0.6)   // e, held
        #expect(try text(host, "name") == "", "a held letter types nothing")
        // The accents rise over the held key.
        let held = try host.frame(testID: "keyboard.letters.0.2"), accent = try host.frame(testID: "keyboard.alternate.é")
        #expect(accent.maxY <= held.minY && accent.maxX > held.minX - 200 && accent.minX < held.maxX + 200)
        // A tap beside them puts them away and types nothing; holding again brings them back.
        let keyboard = try host.frame(testID: "keyboard")
        host.handle(.pointerDown, at: Point(x: keyboard.maxX - 4, y: keyboard.maxY - 4), time: 50)
        host.handle(.pointerUp, at: Point(x: keyboard.maxX - 4, y: keyboard.maxY - 4), time: 50.05)
        #expect(throws: TestQueryError.self) { try host.frame(testID: "keyboard.alternate.é") }
        #expect(try text(host, "name") == "")
        try hold(host, "keyboard.letters.0.2", for: 0.6)
        try tap(host, "keyboard.alternate.é")
        #expect(try text(host, "name") == "é")
        #expect(throws: TestQueryError.self) { try host.frame(testID: "keyboard.alternate.é") }
        try tap(host, "keyboard.letters.3.0")   // ?123
        try tap(host, "keyboard.symbols.1.0")   // @
        try tap(host, "keyboard.symbols.3.0")   // ABC
        try tap(host, "keyboard.letters.3.4")   // enter: submits, handled by nobody here
        #expect(try text(host, "name") == "é@")
    }

    @Test func itStaysDownWithAKeyboardAndGoesWhenFocusLeaves() throws {
        let host = try host(Kiosk(policy: .automatic))
        try tap(host, "name")
        #expect(throws: TestQueryError.self) { try host.frame(testID: "keyboard") }
        let bare = try ComponentHost(Kiosk(policy: .automatic).environment(\.hasPhysicalKeyboard, false),
                                     size: Size(width: 600, height: 500), background: .white)
        try tap(bare, "name")
        #expect(throws: Never.self) { try bare.frame(testID: "keyboard") }
        bare.handle(KeyEvent(key: .tab))
        bare.advanceAnimations(by: 0.01)
        bare.advanceAnimations(by: 1)
        #expect(throws: Never.self) { try bare.frame(testID: "keyboard") }   // Tab went to the PIN field
        #expect(try bare.state(of: OnScreenKeyboardHost.self).focused?.keyboard == .digits)
    }

    @Test func layoutsAreDataAndBadOnesAreErrorsNamingWhatIsWrong() throws {
        let json = Data(#"{"name": "de", "rows": [[{"text": "q"}, {"text": "w"}, {"text": "z", "alternates": ["ž"]}],"# .utf8)
            + Data(#"[{"action": "shift", "width": 1.5}, {"action": "backspace"}], [{"layout": "symbols", "label": "?123"}]]}"# .utf8)
        let layout = try KeyboardLayout(json: json)
        #expect(layout.rows[0][2] == .text("z", alternates: ["ž"]))
        #expect(layout.rows[1][0] == KeyboardKey(.shift, width: 1.5))
        let set = KeyboardLayouts.standard.adding(layout)
        #expect(set.layouts["de"] == layout)
        let roundTrip = try KeyboardLayout(json: try JSONEncoder().encode(layout))
        #expect(roundTrip == layout)
        #expect { try KeyboardLayout(json: Data(#"{"name": "x", "rows": [[{"action": "jump"}]]}"# .utf8)) } throws: { error in
            String(describing: error).contains("unknown key action \"jump\"")
        }
        #expect(throws: KeyboardLayoutError.noKeys(layout: "empty")) {
            try KeyboardLayout(json: Data(#"{"name": "empty", "rows": [[]]}"# .utf8))
        }
        #expect { try KeyboardLayout(json: Data(#"{"name": "x", "rows": [[{"text": "a", "width": -1}]]}"# .utf8)) } throws: { error in
            String(describing: error).contains("key width -1.0")
        }
    }
}
