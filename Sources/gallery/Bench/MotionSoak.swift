import GalleryPages
import Tessera

/// `gallery bench --scene motion-soak`: the Motion page's animations over and over, each
/// run to rest, to show that animating leaves memory flat: cards removed, added and
/// shuffled in the reflowing grid (growing in and shrinking away), a row expanded and
/// collapsed, the ball thrown, the tile spun, notices posted and cleared (appearing and
/// leaving through their transitions): eight steps. Frames 100 ms apart on the soak's own
/// clock (positions depend on the time, not on the frames); a debug build reports the
/// live counts.
@MainActor
final class MotionSoak {
    /// Interactions before the first reading: every step seen several times.
    nonisolated static let warmUpInteractions = 64

    let host: ComponentHost
    private var step = 0
    private var clock = 0.0

    init(size: Size) throws {
        host = try ComponentHost(MotionPage(size: size), size: size, background: GalleryPage.background)
        host.paint()
    }

    /// The next step, run to rest.
    func interact() {
        defer { step += 1 }
        clock += 0.1
        switch step % 8 {
        case 0: tap("motion.grid.remove")
        case 1: tap("motion.grid.add")
        case 2: tap("motion.grid.shuffle")
        case 3: tap("motion.row.\(step / 8 % ExpandingRowDemo.titles.count)")
        case 4: throwBall()
        case 5: tap("motion.notice.post")
        case 6: tap(step / 8 % 4 == 0 ? "motion.notice.clear" : "motion.notice.post")
        default: tap("motion.spin")
        }
        host.runToRest(clock: &clock)
    }

    private func tap(_ testID: String) {
        host.soakTap(testID, time: clock)
    }

    /// The ball dragged 90 pt in 90 ms and let go moving.
    private func throwBall() {
        guard let frame = try? host.frame(testID: "motion.ball") else { return }
        var point = Point(x: frame.midX, y: frame.midY)
        host.handle(.pointerDown, at: point, time: clock)
        for _ in 0..<9 {
            clock += 0.01
            point = Point(x: point.x + 10, y: point.y + (step % 16 == 4 ? 4 : -4))
            host.handle(.pointerMoved, at: point, time: clock)
        }
        host.handle(.pointerUp, at: point, time: clock)
    }
}
