import Components
import Geometry
@testable import Mounting
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// The Motion page driven on a fake clock: each demo animates where it should, from
/// where it was shown, and comes to rest exactly at its layout.
@MainActor
@Suite(.testFonts) struct MotionPageTests {
    let log = DiagnosticLog()
    let host: ComponentHost

    init() throws {
        host = try ComponentHost(MotionPage(), size: GalleryPage.defaultSize, background: GalleryPage.background,
                                 diagnostics: log.handler)
        host.paint()
    }

    /// The node showing the element tagged `testID`.
    func node(_ testID: String) throws -> Node {
        guard let node = host.mounter.root?.descendant(testID: testID) else {
            throw TestQueryError.testIDNotFound(testID, known: [])
        }
        return node
    }

    func runToRest(from time: Double) -> Int {
        var frames = 0
        var t = time
        while host.isAnimating, frames < 600 {
            t += 1.0 / 60
            host.advanceAnimations(to: t)
            host.paint()
            frames += 1
        }
        return frames
    }

    @Test func aPostedNoticeDropsInAndTheOldestShrinksAwayThenGoesToItsPool() throws {
        let oldest = try node("motion.notice.0")
        host.advanceAnimations(to: 0)
        try host.tap(testID: "motion.notice.post")
        let posted = try node("motion.notice.3")
        #expect(posted.opacity == 0 && posted.transform.translation.y == -24, "at its insertion pose")
        #expect(oldest.isLeaving && (try? host.frame(testID: "motion.notice.0")) == nil)
        host.advanceAnimations(to: 0.05)
        host.advanceAnimations(to: 0.1)
        #expect(posted.opacity > 0 && posted.opacity < 1 && oldest.opacity < 1 && oldest.transform.scaleX < 1)
        let frames = runToRest(from: 0.1)
        #expect(posted.opacity == 1 && posted.transform.isIdentity && frames < 120, "\(frames) frames")
        #expect(!oldest.isLeaving && (try? node("motion.notice.0")) == nil && host.mounter.leavingCount == 0)
        // Cleared: all three leave together, and nothing is left behind.
        try host.tap(testID: "motion.notice.clear")
        #expect(host.mounter.leavingCount == 3)
        _ = runToRest(from: 10)
        #expect(host.mounter.leavingCount == 0 && (try? node("motion.notice.3")) == nil)
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func shufflesMidFlightRepaintExactlyWhereCardsCrossEachOther() throws {
        host.advanceAnimations(to: 0)
        var time = 0.0
        for step in 0..<12 {
            try host.tap(testID: step % 4 == 3 ? "motion.grid.remove" : step % 4 == 2 ? "motion.grid.add" : "motion.grid.shuffle")
            for _ in 0..<3 {
                time += 0.05
                host.advanceAnimations(to: time)
                host.paint()
                let painted = host.image()
                host.paintAll()
                let exact = painted == host.image()
                #expect(exact, "step \(step) at \(time): the picture differs from a full repaint")
            }
        }
    }

    @Test func removingTheFirstCardSlidesTheOthersIntoPlaceOnASpring() throws {
        let card = try node("motion.card.1")
        let before = card.absoluteFrame
        host.advanceAnimations(to: 0)
        try host.tap(testID: "motion.grid.remove")
        let target = try host.frame(testID: "motion.card.1")
        #expect(target.minX < before.minX, "card 2 takes card 1's place")
        #expect(card.absoluteFrame == before, "shown where it was until the next frame")
        host.advanceAnimations(to: 0.1)
        host.advanceAnimations(to: 0.2)
        let mid = card.absoluteFrame.minX
        #expect(mid < before.minX && mid > target.minX, "on its way: \(mid)")
        let frames = runToRest(from: 0.2)
        #expect(card.absoluteFrame == target && frames > 5 && frames < 120, "\(frames) frames")
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func theBallFollowsTheFingerAndSpringsHomeFromItsVelocity() throws {
        let ball = try node("motion.ball")
        let center = try host.frame(testID: "motion.ball")
        let start = Point(x: center.midX, y: center.midY)
        host.handle(.pointerDown, at: start, time: 0)
        for step in 1...10 {
            host.handle(.pointerMoved, at: Point(x: start.x + Double(step) * 8, y: start.y), time: Double(step) * 0.01)
        }
        #expect(ball.transform.translation == Point(x: 80, y: 0), "it follows the finger")
        host.handle(.pointerUp, at: Point(x: start.x + 80, y: start.y), time: 0.11)
        // Thrown right at about 800 pt/s and pulled home: it goes on right a moment first.
        host.advanceAnimations(to: 0.12)
        host.advanceAnimations(to: 0.14)
        #expect(ball.transform.translation.x > 80, "it stopped dead at the release: \(ball.transform.translation.x)")
        var overshoot = 0.0
        var t = 0.14
        while host.isAnimating, t < 5 {
            t += 1.0 / 60
            host.advanceAnimations(to: t)
            overshoot = min(overshoot, ball.transform.translation.x)
        }
        #expect(overshoot < -1, "a bouncy spring overshoots home")
        #expect(ball.transform == .identity && !host.isAnimating)
    }

    @Test func spinTurnsTheTileAFullTurnOverASecond() throws {
        let tile = try node("motion.tile")
        let start = tile.transform.rotation
        host.advanceAnimations(to: 0)
        try host.tap(testID: "motion.spin")
        host.advanceAnimations(to: 1)
        host.advanceAnimations(to: 1.5)
        #expect(abs(tile.transform.rotation - (start + .pi)) < 1e-9, "half a turn at half time (ease-in-out)")
        #expect(abs(tile.transform.scaleX - 1.15) < 1e-9)
        host.advanceAnimations(to: 2)
        #expect(abs(tile.transform.rotation - (start + 2 * .pi)) < 1e-9 && tile.transform.scaleX == 1.3)
    }

    @Test func anExpandedRowPushesTheRowsBelowSmoothly() throws {
        let below = try node("motion.row.2")
        let before = below.absoluteFrame
        host.advanceAnimations(to: 0)
        try host.tap(testID: "motion.row.1")
        let target = try host.frame(testID: "motion.row.2")
        #expect(target.minY > before.minY)
        host.advanceAnimations(to: 0.1)
        host.advanceAnimations(to: 0.225)
        let mid = below.absoluteFrame.minY
        #expect(abs(mid - (before.minY + target.minY) / 2) < 0.5, "halfway at half time: \(mid)")
        _ = runToRest(from: 0.225)
        #expect(below.absoluteFrame == target)
    }
}
