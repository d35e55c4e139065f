import Testing
import ScrollPhysics

/// Edges: clamping, the rubber band, springing back, and the nested hand-off.
@Suite struct EdgeTests {
    @Test func rangesClampAndShrinkWithTheirContent() {
        let range = ScrollRange(content: 1000, viewport: 300)
        #expect(range.maximum == 700)
        #expect(range.clamp(-5) == 0)
        #expect(range.clamp(350) == 350)
        #expect(range.clamp(900) == 700)
        #expect(range.clamp(.nan) == 0)
        #expect(range.clamp(.infinity) == 700)
        // The content shrank to 400 pt: the offset that was 650 rests at the new end.
        let shrunk = ScrollRange(content: 400, viewport: 300)
        #expect(shrunk.clamp(650) == 100)
        // Content that fits does not scroll; nonsense lengths scroll nothing.
        #expect(ScrollRange(content: 200, viewport: 300).maximum == 0)
        #expect(ScrollRange(content: .infinity, viewport: 300).maximum == 0)
        #expect(ScrollRange(maximum: -4).maximum == 0)
    }

    @Test func theNestedHandOffPassesOnWhatAnEdgeStops() {
        // An inner list 40 pt from its end gets a 100 pt wheel step: it takes 40, the
        // page takes the other 60, and the page's own end stops what is left after that.
        let inner = ScrollRange(maximum: 500), outer = ScrollRange(maximum: 1000)
        let (innerOffset, rest) = inner.consume(100, from: 460)
        #expect(innerOffset == 500 && rest == 60)
        let (outerOffset, left) = outer.consume(rest, from: 980)
        #expect(outerOffset == 1000 && left == 40)
        // Inside the range everything is consumed; going back from an edge too.
        #expect(inner.consume(-100, from: 500) == (400, 0))
        #expect(inner.consume(-30, from: 10) == (0, -20))
    }

    @Test func theRubberBandFollowsIOSsCurve() {
        // Slope 0.55 at the edge, half the viewport for a pull of 1/0.55 viewports,
        // and never the whole viewport.
        #expect(abs(RubberBand.shown(overscroll: 0.001, dimension: 600) - 0.00055) < 1e-8)
        #expect(abs(RubberBand.shown(overscroll: 600 / 0.55, dimension: 600) - 300) < 1e-9)
        #expect(abs(RubberBand.shown(overscroll: 100, dimension: 600) - 50.3817) < 1e-4)
        #expect(RubberBand.shown(overscroll: -100, dimension: 600) == -RubberBand.shown(overscroll: 100, dimension: 600))
        #expect(RubberBand.shown(overscroll: 1e12, dimension: 600) < 600)
        #expect(RubberBand.shown(overscroll: 100, dimension: 0) == 0)
        for pull in [-900.0, -3, 0, 12.5, 480] {
            let shown = RubberBand.shown(overscroll: pull, dimension: 600)
            #expect(abs(RubberBand.overscroll(shown: shown, dimension: 600) - pull) < 1e-9)
        }
    }

    @Test func aSpringBackSettlesExactlyAtTheEdge() {
        // Released 100 pt past the top, still: within 1 pt of the edge after 0.47 s
        // (0.73 pt at 0.5 s), never past it, and exactly on it from 0.84 s on.
        let spring = CriticallyDampedSpring(target: 0, start: -100, velocity: 0)
        #expect(abs(spring.position(at: 0.474168) + 1) < 1e-4)
        #expect(abs(spring.position(at: 0.5) + 0.729506) < 1e-5)
        #expect(abs(spring.duration - 0.839741) < 1e-5)
        var previous = -100.0
        for step in 1...200 {
            let position = spring.position(at: Double(step) / 144)
            #expect(position >= previous && position <= 0)
            previous = position
        }
        #expect(spring.position(at: spring.duration) == 0)
        #expect(spring.velocity(at: spring.duration) == 0)
        // Just before settling it is within the rest distance: the last step is unseen.
        #expect(abs(spring.position(at: spring.duration - 1e-9)) <= CriticallyDampedSpring.restDistance * (1 + 1e-6))
    }

    @Test func aGlidePastTheEdgeBouncesOnceAndRestsOnIt() {
        // 2000 pt/s from 100 pt before the end: reaches the end, overshoots by the
        // spring's peak v/(ω·e), comes back and rests at exactly 500.
        let range = ScrollRange(maximum: 500)
        let motion = ScrollMotion(offset: 400, velocity: 2000, range: range)
        let glide = try! #require(motion.glide)
        let exit = try! #require(motion.exit)
        let edgeSpeed = 2000 - 100 * glide.decay
        #expect(abs(exit.initialVelocity - edgeSpeed) < 1e-6)
        var peak = 0.0
        for step in 0...2000 { peak = max(peak, motion.position(at: Double(step) / 1000)) }
        #expect(abs(peak - (500 + edgeSpeed / (14 * 2.718281828459045))) < 0.01)
        #expect(motion.restPosition == 500)
        #expect(motion.position(at: motion.duration) == 500)
    }

    @Test func releasedPastAnEdgeItSpringsBackOrIsThrownBackIn() {
        let range = ScrollRange(maximum: 500)
        // Let go while stretched 60 pt above the top: it springs back to 0.
        let still = ScrollMotion(offset: -60, velocity: 0, range: range)
        #expect(still.glide == nil && still.restPosition == 0)
        // Flicked down hard while stretched: it passes the edge and glides on inside.
        let thrown = ScrollMotion(offset: -60, velocity: 3000, range: range)
        let crossing = try! #require(thrown.entry?.crossingTime)
        #expect(abs(thrown.position(at: crossing)) < 1e-9)
        #expect(thrown.restPosition > 0 && thrown.restPosition <= 500)
        #expect(thrown.position(at: thrown.duration + 1) == thrown.restPosition)
    }
}
