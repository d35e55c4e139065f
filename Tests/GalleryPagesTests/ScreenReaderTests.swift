import Components
import Geometry
import Mounting
import ComponentTestSupport
@testable import GalleryPages
import Testing
import TestFonts

/// The kiosk's screen reader by touch alone on the State page: swipes read the elements
/// in order (the tabs, then the page), a tap reads what is under the finger, a double
/// tap presses the current element and the new count is read; the app hears none of the
/// touches itself, but its keys, and where focus moves is read.
@MainActor
@Suite(.testFonts) struct ScreenReaderTests {
    let log = DiagnosticLog()

    @MainActor
    final class Finger {
        let host: ComponentHost
        var time = 10.0
        init(host: ComponentHost) { self.host = host }

        func swipe(right: Bool) {
            time += 1
            host.handle(.pointerDown, at: Point(x: 450, y: 400), time: time, kind: .touch)
            host.handle(.pointerMoved, at: Point(x: right ? 500 : 400, y: 401), time: time + 0.1, kind: .touch)
            host.handle(.pointerUp, at: Point(x: right ? 550 : 350, y: 402), time: time + 0.2, kind: .touch)
        }

        func swipe(up: Bool, at point: Point) {
            time += 1
            host.handle(.pointerDown, at: point, time: time, kind: .touch)
            host.handle(.pointerMoved, at: Point(x: point.x + 1, y: point.y + (up ? -50 : 50)), time: time + 0.1, kind: .touch)
            host.handle(.pointerUp, at: Point(x: point.x + 2, y: point.y + (up ? -100 : 100)), time: time + 0.2, kind: .touch)
        }

        func tap(_ point: Point, after seconds: Double = 1) {
            time += seconds
            host.handle(.pointerDown, at: point, time: time, kind: .touch)
            host.handle(.pointerUp, at: point, time: time + 0.05, kind: .touch)
        }
    }

    @Test func swipesReadInOrderATapReadsWhatIsUnderItAndADoubleTapPresses() throws {
        let host = try makeAppHost(page: .state, log: log)
        let speech = SpeechLog()
        host.screenReader = ScreenReader(host: host, speech: speech)
        let finger = Finger(host: host)
        for _ in 0..<12 { finger.swipe(right: true) }
        let tabs = GalleryPage.allCases.map { $0 == .state ? "\($0.title), tab, selected" : "\($0.title), tab" }
        #expect(speech.utterances == tabs + ["State and controllers, heading",
                                              "State lives in scopes; actions climb to components and controllers; controllers update state., text"])
        finger.swipe(right: false)
        #expect(speech.utterances.last == "State and controllers, heading")

        let tree = host.accessibilityTree()
        let taps = try #require(tree.element(named: "Taps: 0", role: .text))
        let order = tree.inReadingOrder
        let tapsIndex = try #require(order.firstIndex { $0.id == taps.id })
        let plus = try #require(order[tapsIndex...].first { $0.role == .button && $0.name == "+1" })
        let middle = Point(x: plus.frame.midX, y: plus.frame.midY)
        let before = host.image()
        finger.tap(middle)
        #expect(speech.utterances.last == "+1, button")
        host.paint()
        // The ring outlines it: its blue band 3 to 5 points outside the button's edge.
        let ringPixel = host.image()[Int(plus.frame.minX) - 4, Int(plus.frame.midY)]
        #expect(ringPixel != before[Int(plus.frame.minX) - 4, Int(plus.frame.midY)])
        #expect(ringPixel & 0xFF > (ringPixel >> 16) & 0xFF, "blue: \(String(ringPixel, radix: 16))")
        #expect(host.accessibilityTree()[taps.id]?.name == "Taps: 0", "the tap went to the reader, not the button")

        speech.clear()
        finger.tap(middle)
        finger.tap(middle, after: 0.2)
        host.paint()
        #expect(host.accessibilityTree()[taps.id]?.name == "Taps: 1")
        #expect(speech.utterances == ["+1, button", "Taps: 1, text", "Reset, button"], "\(speech.utterances)")
        #expect(speech.interruptions > 12, "each gesture cuts the last announcement short")

        // Keys still reach the app, and where focus goes is read.
        speech.clear()
        _ = host.handle(KeyEvent(key: .tab))
        host.paint()
        let focused = try #require(host.accessibilityTree().inReadingOrder.first { $0.states.contains(.focused) })
        #expect(speech.utterances == [focused.spoken], "\(speech.utterances)")

        host.screenReader = nil
        #expect(!host.isKeepingAccessibility, "off, it keeps nothing")
        host.handle(.pointerDown, at: middle, time: finger.time + 2)
        host.handle(.pointerUp, at: middle, time: finger.time + 2.05)
        host.paint()
        #expect(host.accessibilityTree()[taps.id]?.name == "Taps: 2", "off, taps reach the app again")
    }

    /// A swipe up or down steps the current element's value, as phones' readers adjust
    /// sliders, and the new value is read; a double tap on it says how to change it.
    @Test func aSwipeUpOrDownStepsTheCurrentValueAndReadsIt() throws {
        let host = try makeAppHost(page: .controls, size: GalleryPage.defaultSize, log: log)
        let speech = SpeechLog()
        host.screenReader = ScreenReader(host: host, speech: speech)
        let finger = Finger(host: host)
        let slider = try #require(host.accessibilityTree().element(testID: "controls.volume.track"))
        let middle = Point(x: slider.frame.midX, y: slider.frame.midY)
        finger.tap(middle)
        #expect(speech.utterances.last == "Volume, slider, 60")
        speech.clear()
        finger.swipe(up: true, at: Point(x: 640, y: 300))
        host.paint()
        #expect(host.accessibilityTree()[slider.id]?.value == "65")
        // The slider, then the progress bar that shows its value.
        #expect(speech.utterances == ["Volume, slider, 65", "Volume as progress, progress bar, 65%"], "\(speech.utterances)")
        finger.swipe(up: false, at: Point(x: 640, y: 300))
        host.paint()
        speech.clear()
        finger.swipe(up: false, at: Point(x: 640, y: 300))
        host.paint()
        #expect(speech.utterances.first == "Volume, slider, 55", "\(speech.utterances)")
        finger.tap(middle)
        finger.tap(middle, after: 0.2)
        #expect(speech.utterances.last == "Volume, swipe up or down to adjust")
        // Something without a value is not adjusted.
        let heading = try #require(host.accessibilityTree().element(named: "Sliders", role: .heading))
        finger.tap(Point(x: heading.frame.midX, y: heading.frame.midY))
        finger.swipe(up: true, at: Point(x: 640, y: 300))
        #expect(speech.utterances.last == "Sliders, not adjustable")
        #expect(host.accessibilityTree()[slider.id]?.value == "55")
    }

    /// The app's key combination turns the reader on and off whatever has focus, and says
    /// so; other keys, and the letter without the modifiers, go on to the app.
    @Test func theShortcutTurnsTheReaderOnAndOff() throws {
        let host = try makeAppHost(page: .state, log: log)
        let speech = SpeechLog()
        host.screenReaderShortcut = ScreenReaderShortcut { host in ScreenReader(host: host, speech: speech) }
        _ = host.handle(KeyEvent(key: .character("s")))
        #expect(host.screenReader == nil, "s alone is no shortcut")
        #expect(host.handle(KeyEvent(key: .character("s"), modifiers: [.control, .alt])))
        #expect(host.screenReader != nil)
        #expect(speech.utterances == ["Screen reader on"])
        // Held down, it repeats: not a second press.
        _ = host.handle(KeyEvent(key: .character("S"), modifiers: [.control, .alt], isRepeat: true))
        #expect(host.screenReader != nil)
        _ = host.handle(KeyEvent(key: .character("S"), modifiers: [.control, .alt]))
        #expect(host.screenReader == nil)
        #expect(speech.utterances.last == "Screen reader off")
        #expect(!host.isKeepingAccessibility, "off, it keeps nothing")
    }

    /// Two fingers scroll while the reader is on, as on phones: the first finger's drag
    /// goes to the app and the page moves; one finger's drag does not scroll, and nothing
    /// is pressed or read on the way.
    @Test func twoFingersScrollThePageWhileTheReaderIsOn() throws {
        let host = try makeAppHost(page: .state, size: Size(width: 900, height: 500), log: log)
        let speech = SpeechLog()
        host.screenReader = ScreenReader(host: host, speech: speech)
        let taps = try #require(host.accessibilityTree().element(named: "Taps: 0", role: .text))
        let top = taps.frame.minY
        func drag(fingers: Int, from start: Double) {
            let second = PointerID(1)
            host.handle(.pointerDown, at: Point(x: 12, y: 450), time: start, kind: .touch)
            if fingers == 2 { host.handle(.pointerDown, pointer: second, at: Point(x: 60, y: 450), time: start, kind: .touch) }
            for step in 1...10 {
                let point = Point(x: 12, y: 450 - Double(step) * 30)
                host.handle(.pointerMoved, at: point, time: start + Double(step) * 0.05, kind: .touch)
                if fingers == 2 {
                    host.handle(.pointerMoved, pointer: second, at: Point(x: 60, y: point.y), time: start + Double(step) * 0.05,
                                kind: .touch)
                }
            }
            if fingers == 2 { host.handle(.pointerUp, pointer: second, at: Point(x: 60, y: 150), time: start + 0.6, kind: .touch) }
            host.handle(.pointerUp, at: Point(x: 12, y: 150), time: start + 0.6, kind: .touch)
            host.advanceAnimations(to: start + 5)
            host.paint()
        }
        drag(fingers: 1, from: 10)
        #expect(host.accessibilityTree()[taps.id]?.frame.minY == top, "one finger explores, it does not scroll")
        speech.clear()
        drag(fingers: 2, from: 20)
        let moved = try #require(host.accessibilityTree()[taps.id]?.frame.minY)
        #expect(moved < top - 150, "two fingers scrolled the page: \(top) to \(moved)")
        #expect(host.accessibilityTree()[taps.id]?.name == "Taps: 0", "nothing was pressed")
        #expect(speech.utterances.isEmpty, "\(speech.utterances)")
        // The reader is back: a tap reads again.
        let plus = try #require(host.accessibilityTree().inReadingOrder.first { $0.role == .button && $0.name == "+1" })
        host.handle(.pointerDown, at: Point(x: plus.frame.midX, y: plus.frame.midY), time: 30, kind: .touch)
        host.handle(.pointerUp, at: Point(x: plus.frame.midX, y: plus.frame.midY), time: 30.05, kind: .touch)
        #expect(speech.utterances.last == "+1, button")
    }
}
