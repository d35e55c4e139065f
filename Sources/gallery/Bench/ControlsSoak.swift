import GalleryPages
import Tessera

/// `gallery bench --scene controls-soak`: the Controls page's controls used over and over,
/// each change run to rest: the switches flipped (dark and light, large text and not, the
/// rest), the checkboxes pressed ("Select all" and its options), a slider dragged across
/// its track, another tapped and stepped by keys: eight steps. Frames 100 ms apart on the soak's own
/// clock; a debug build reports the live counts.
@MainActor
final class ControlsSoak {
    /// Interactions before the first reading: two whole periods of the script (48 steps).
    nonisolated static let warmUpInteractions = 96

    let host: ComponentHost
    private var step = 0
    private var clock = 0.0

    init(size: Size) throws {
        host = try ComponentHost(ControlsPage(size: size), size: size, background: GalleryPage.background)
        host.paint()
    }

    func interact(times count: Int) {
        for _ in 0..<count { interact() }
    }

    /// The next step, run to rest.
    func interact() {
        defer { step += 1 }
        clock += 0.1
        switch step % 8 {
        case 0: tap("controls.dark")
        case 1: tap("controls.wifi")
        case 2: tap("controls.all")
        case 3: tap("controls.option.\(step / 8 % ControlsPage.optionTitles.count)")
        case 4: drag("controls.brightness.track")
        case 5: tap("controls.large-text")
        case 6: key("controls.volume.track", step / 8 % 2 == 0 ? .pageUp : .pageDown)
        default: tap("controls.bluetooth")
        }
        host.runToRest(clock: &clock)
    }

    private func tap(_ testID: String) {
        host.soakTap(testID, time: clock)
    }

    /// A press at one end of the track and a drag to the other, in ten moves.
    private func drag(_ testID: String) {
        guard let frame = try? host.frame(testID: testID) else { return }
        let forward = step / 8 % 2 == 0
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

    /// A tap on the element tagged `testID` (which focuses it), then `key`.
    private func key(_ testID: String, _ key: Key) {
        tap(testID)
        host.handle(KeyEvent(key: key))
    }
}
