import GalleryPages
import Tessera

/// `gallery bench --scene controls-soak`: the Controls page's controls used over and over,
/// each change run to rest: the switches flipped (dark and light, large text, high
/// contrast, right to left, the rest), the checkboxes pressed ("Select all" and its
/// options), a slider dragged across its track and another stepped by keys, a radio
/// option, a segment and a tab chosen, the picker and the menu opened and chosen from by
/// keys, the dialog opened and answered (Keep, or Delete with its toast), the stepper
/// pressed and the disclosure flipped: eighteen steps. Frames 100 ms apart on the soak's
/// own clock, timers (tooltips, toasts) on a clock moved 2 s a step; the accessibility
/// tree brought up to date after each step, as with a screen reader attached; a debug
/// build reports the live counts.
@MainActor
final class ControlsSoak {
    /// Steps in the script.
    nonisolated static let steps = 18
    /// Interactions before the first reading: two whole periods of the script (18 steps,
    /// then the alternations: three options, two directions and two answers, six rounds).
    nonisolated static let warmUpInteractions = 2 * 6 * steps

    let host: ComponentHost
    private var step = 0
    private var clock = 0.0

    private let timers = ManualTimerClock()

    init(size: Size) throws {
        host = try ComponentHost(ControlsPage(size: size), size: size, background: GalleryPage.background)
        host.root.timerClock = timers
        host.paint()
    }

    /// The next step, run to rest.
    func interact() {
        defer { step += 1 }
        clock += 0.1
        let round = step / Self.steps, third = round % 3
        switch step % Self.steps {
        case 0: tap("controls.dark")
        case 1: tap("controls.wifi")
        case 2: tap("controls.all")
        case 3: tap("controls.option.\(third)")
        case 4: drag("controls.brightness.track")
        case 5: tap("controls.large-text")
        case 6: key("controls.volume.track", round % 2 == 0 ? .pageUp : .pageDown)
        case 7: tap("controls.bluetooth")
        case 8: tap("controls.delivery.\(third)")
        case 9: tap("controls.period.\(third)")
        case 10: choose(from: "controls.country.field", downs: third + 1)
        case 11: choose(from: "controls.sort.field", downs: third)
        case 12:
            // Keep (Escape), or Delete (Tab to it, Enter), which shows the Undo toast.
            tap("controls.delete")
            if round % 2 == 0 { press(.escape) } else { press(.tab); press(.enter) }
        case 13: tap(round % 2 == 0 ? "controls.copies.increment" : "controls.copies.decrement")
        case 14: tap("controls.advanced")
        case 15: tap("controls.tabs.\(["Network", "Privacy", "General"][third])")
        case 16: tap("controls.high-contrast")
        default: tap("controls.rtl")
        }
        timers.advance(by: 2)
        host.runToRest(clock: &clock)
        // As a screen reader attached would: the accessibility tree follows every change.
        host.updateAccessibility()
    }

    private func tap(_ testID: String) {
        host.soakTap(testID, time: clock)
    }

    /// A press at one end of the track and a drag to the other, in ten moves.
    private func drag(_ testID: String) {
        guard let frame = try? host.frame(testID: testID) else { return }
        let forward = step / Self.steps % 2 == 0
        var x = forward ? frame.minX + 10 : frame.maxX - 10
        host.handle(.pointerDown, at: Point(x: x, y: frame.midY), time: clock)
        for _ in 0..<10 {
            clock += 0.01
            x += (forward ? 1 : -1) * (frame.width - 20) / 10
            host.handle(.pointerMoved, at: Point(x: x, y: frame.midY), time: clock)
            host.paint()
        }
        host.handle(.pointerUp, at: Point(x: x, y: frame.midY), time: clock)
    }

    /// A tap on a picker's or a menu's field (which opens its list and keeps the keys),
    /// `downs` presses of Down, then Enter: the highlighted entry is chosen.
    private func choose(from testID: String, downs: Int) {
        tap(testID)
        for _ in 0..<downs { press(.down) }
        press(.enter)
    }

    private func press(_ key: Key) {
        host.handle(KeyEvent(key: key))
    }

    /// A tap on the element tagged `testID` (which focuses it), then `key`.
    private func key(_ testID: String, _ key: Key) {
        tap(testID)
        host.handle(KeyEvent(key: key))
    }
}
