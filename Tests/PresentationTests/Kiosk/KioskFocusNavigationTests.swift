import CLinux
import Components
import Geometry
import Layout
@testable import Mounting
@testable import Presentation
import TestFonts
import Testing

/// A kiosk driven by keys alone: evdev key codes through xkbcommon (`Keyboard`) and the
/// translator, and a rotary encoder's detents (`DeviceInput.dial`), move focus and
/// activate, as a desktop keyboard does.
@MainActor
@Suite(.testFonts) struct KioskFocusNavigationTests {
    // evdev codes (linux/input-event-codes.h).
    static let tab: UInt32 = 15, enter: UInt32 = 28, shift: UInt32 = 42
    static let up: UInt32 = 103, down: UInt32 = 108, left: UInt32 = 105, right: UInt32 = 106

    struct Choose: Action, Equatable {
        var name: String
    }

    /// Five keys' worth of kiosk: a group of three buttons, and one outside.
    struct Panel: Component, Equatable {
        typealias State = [String]
        var scope: ComponentScope? { .byType }
        func initialState() -> [String] { [] }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(align: .flexStart)) {
                Flexbox(style: .row(gap: 8)) {
                    for name in ["tea", "coffee", "water"] {
                        Button(name, action: Choose(name: name)).testID(name)
                    }
                }
                .focusGroup()
                Button("help", action: Choose(name: "help")).testID("help")
            }
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let choose = action as? Choose else { return false }
            context.updateState(.synchronous) { $0.append(choose.name) }
            return true
        }
    }

    final class Rig {
        let host: ComponentHost
        let keyboard: Keyboard
        var translator = KioskInputTranslator(rotation: .upright, panelWidth: 400, panelHeight: 200, scale: 1)
        var time = 0.0

        @MainActor init() throws {
            host = try ComponentHost(Panel(), size: Size(width: 400, height: 200), diagnostics: DiagnosticHandler { _ in })
            keyboard = try #require(Keyboard(), "xkbcommon found no keymap (xkb-data)")
        }

        /// A key's press and release as libinput reports them.
        @MainActor func key(_ code: UInt32, isDown: Bool) {
            let (event, text) = keyboard.key(code: code, isDown: isDown)
            send(.key(event, text: text, time: time))
        }

        @MainActor func tap(_ code: UInt32) {
            key(code, isDown: true)
            key(code, isDown: false)
        }

        @MainActor func send(_ input: DeviceInput) {
            time += 0.1
            for event in translator.translate(input) {
                switch event {
                case .key(let key, let time, _): host.handle(key, time: time)
                case .text(let text): host.handle(text)
                case .pointer(let input, let location, let time, let modifiers, let kind):
                    host.handle(input, at: location, time: time, modifiers: modifiers, kind: kind)
                default: break
                }
            }
        }

        @MainActor var focused: String? { host.events.focused?.testID }
        @MainActor var chosen: [String] { (try? host.state(of: Panel.self)) ?? [] }
    }

    @Test func tabShiftTabAndEnterFromEvdevKeys() throws {
        let rig = try Rig()
        rig.tap(Self.tab)
        rig.tap(Self.tab)
        #expect(rig.focused == "coffee")
        rig.key(Self.shift, isDown: true)
        rig.tap(Self.tab)
        rig.key(Self.shift, isDown: false)
        #expect(rig.focused == "tea")
        rig.tap(Self.enter)
        #expect(rig.chosen == ["tea"])
    }

    @Test func arrowKeysMoveInsideTheGroupAndWrap() throws {
        let rig = try Rig()
        rig.tap(Self.down)
        #expect(rig.focused == "tea", "an arrow with nothing focused enters the first group")
        rig.tap(Self.right)
        rig.tap(Self.down)
        #expect(rig.focused == "water")
        rig.tap(Self.down)
        #expect(rig.focused == "tea", "the group wraps")
        rig.tap(Self.up)
        rig.tap(Self.left)
        #expect(rig.focused == "coffee")
        rig.tap(Self.enter)
        #expect(rig.chosen == ["coffee"])
    }

    @Test func anEncodersDetentsWalkEveryControlAndItsButtonActivates() throws {
        let rig = try Rig()
        var seen: [String?] = []
        for _ in 0..<4 {
            rig.send(.dial(steps: 1, time: rig.time))
            seen.append(rig.focused)
        }
        #expect(seen == ["tea", "coffee", "water", "help"], "every control, by turning alone")
        rig.send(.dial(steps: -2, time: rig.time))
        #expect(rig.focused == "coffee")
        rig.tap(Self.enter)
        #expect(rig.chosen == ["coffee"])
    }

    /// Synthetic evdev events as an encoder's device sends them: REL_DIAL turns are kept
    /// (with their times), everything else (the sync reports, a wheel, a key) is libinput's.
    @Test func anEncodersDeviceEventsGiveItsDialTurns() throws {
        func event(_ type: Int32, _ code: Int32, _ value: Int32, seconds: Int) -> input_event {
            var event = input_event()
            event.time.tv_sec = seconds
            event.time.tv_usec = 500_000
            event.type = UInt16(type)
            event.code = UInt16(code)
            event.value = value
            return event
        }
        let events = [event(EV_REL, REL_DIAL, 1, seconds: 10), event(EV_SYN, SYN_REPORT, 0, seconds: 10),
                      event(EV_REL, REL_WHEEL, 1, seconds: 11), event(EV_KEY, KEY_ENTER, 1, seconds: 11),
                      event(EV_REL, REL_DIAL, -3, seconds: 12), event(EV_SYN, SYN_REPORT, 0, seconds: 12)]
        let turns = EncoderDials.dialTurns(in: events)
        #expect(turns.map(\.steps) == [1, -3])
        #expect(turns.map(\.time) == [10.5, 12.5])
        let rig = try Rig()
        for turn in turns { rig.send(.dial(steps: turn.steps, time: turn.time)) }
        #expect(rig.focused == "coffee", "one on, three back: round to the third from the end")
    }

    @Test func aDialTurnIsTabOrShiftTabPerDetent() {
        let events = KioskInputTranslator.focusKeys(forDialSteps: -2, time: 3)
        #expect(events.count == 4)
        #expect(events.first == .key(KeyEvent(key: .tab, modifiers: .shift), time: 3))
        #expect(events[1] == .key(KeyEvent(key: .tab, modifiers: .shift, isDown: false), time: 3))
        #expect(KioskInputTranslator.focusKeys(forDialSteps: 0, time: 0).isEmpty)
    }
}
