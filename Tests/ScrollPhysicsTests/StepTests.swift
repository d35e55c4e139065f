import Testing
import ScrollPhysics

/// Eased steps (a wheel click, a key, a scroll to an element) and the offset that brings
/// an element into view.
@Suite struct StepTests {
    /// `curve`'s positions every 1/1000 of its duration, and the one at its end.
    private func samples(_ curve: ScrollStepCurve) -> [Double] {
        (0...1000).map { curve.position(at: curve.duration * Double($0) / 1000) }
    }

    @Test func aStepFromRestIsAQuadraticEaseOut() {
        let step = ScrollStepCurve(from: 0, to: 40)
        #expect(step.duration == 0.15 && ScrollStepCurve.defaultDuration == 0.15)
        // Fastest at once (2 × 40 pt in 150 ms), then slowing to a stop on the target.
        #expect(abs(step.initialVelocity - 2 * 40 / 0.15) < 1e-9)
        #expect(step.position(at: 0) == 0)
        #expect(abs(step.position(at: 0.15 / 8) - 40 * (1 - 0.875 * 0.875)) < 1e-9, "a quarter of the way at 1/8")
        #expect(abs(step.position(at: 0.075) - 30) < 1e-9, "three quarters at half time")
        #expect(abs(step.velocity(at: 0.075) - 40 / 0.15) < 1e-9)
        // Exactly the target from the duration on, at rest.
        #expect(step.position(at: 0.15) == 40 && step.position(at: 7) == 40)
        #expect(step.velocity(at: 0.15) == 0 && step.isAtRest(at: 0.15) && !step.isAtRest(at: 0.1499))
        let positions = samples(step)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "rises all the way")
        // Going back is the mirror image.
        let back = ScrollStepCurve(from: 40, to: 0)
        #expect(abs(back.position(at: 0.075) - 10) < 1e-9 && back.position(at: 0.2) == 0)
    }

    @Test func aStepDuringAStepKeepsItsVelocityAndAddsItsKick() {
        let first = ScrollStepCurve(from: 0, to: 40)
        let at = 0.05, shown = first.position(at: at), velocity = first.velocity(at: at)
        // A second click: the target moves on by 40, from where the content is shown.
        let second = ScrollStepCurve(from: shown, velocity: velocity, previousTarget: 40, to: 80)
        #expect(abs(second.position(at: 0) - shown) < 1e-12, "no jump")
        #expect(abs(second.initialVelocity - (velocity + 2 * 40 / 0.15)) < 1e-9, "the old velocity plus a click's kick")
        let positions = samples(second)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
        #expect(positions.allSatisfy { $0 <= 80 } && second.position(at: 0.15) == 80)
    }

    @Test func theCurveNeverOvershootsNorTurnsBack() {
        // Moving fast toward a target close by: the slope is held to 3Δ, the most a cubic
        // takes without passing the target.
        let close = ScrollStepCurve(from: 0, velocity: 5000, previousTarget: 0, to: 10)
        #expect(abs(close.initialVelocity - 3 * 10 / 0.15) < 1e-9)
        let positions = samples(close)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 } && positions.allSatisfy { $0 <= 10 })
        // A step against the motion starts from a stop, and only goes back.
        let reversed = ScrollStepCurve(from: 30, velocity: 1000, previousTarget: 40, to: 0)
        #expect(reversed.initialVelocity == 0)
        let back = samples(reversed)
        #expect(zip(back, back.dropFirst()).allSatisfy { $0 >= $1 } && back.last == 0)
        // Already there: at rest at once.
        let still = ScrollStepCurve(from: 12, velocity: 300, previousTarget: 20, to: 12)
        #expect(still.duration == 0 && still.position(at: 0) == 12 && still.velocity(at: 0) == 0)
    }

    @Test func nonFiniteInputsMoveNothingStrange() {
        #expect(ScrollStepCurve(from: .nan, to: 40).position(at: 0) == 40)
        #expect(ScrollStepCurve(from: 10, to: .infinity).position(at: 0.1) == 10)
        let wild = ScrollStepCurve(from: 0, velocity: .infinity, previousTarget: .nan, to: 40, duration: -1)
        #expect(wild.duration == 0.15 && abs(wild.initialVelocity - 2 * 40 / 0.15) < 1e-9)
    }

    @Test func revealingASpanMovesTheLeast() {
        // A 90 pt viewport over 300 pt of content (range 0...210), at offset 0 or 100.
        let range = ScrollRange(maximum: 210)
        func reveal(_ start: Double, _ end: Double, from offset: Double) -> Double {
            range.offset(revealing: start, end, viewport: 90, from: offset)
        }
        // Below: up to the bottom edge. Above: down to the top edge. In view: nothing.
        #expect(reveal(150, 180, from: 0) == 90)
        #expect(reveal(30, 60, from: 100) == 30)
        #expect(reveal(120, 150, from: 100) == 100 && reveal(100, 190, from: 100) == 100)
        // Past the content's end: as far as the range goes.
        #expect(reveal(280, 320, from: 0) == 210)
        // Longer than the viewport: the side that was cut off comes in, and one that
        // covers the viewport already moves nothing.
        #expect(reveal(120, 250, from: 0) == 120, "its start at the top")
        #expect(reveal(0, 120, from: 100) == 30, "its end at the bottom")
        #expect(reveal(50, 250, from: 100) == 100)
        // Nonsense moves nothing (and an offset outside the range comes back into it).
        #expect(reveal(.nan, 40, from: 100) == 100 && reveal(10, .infinity, from: 100) == 100)
        #expect(range.offset(revealing: 10, 20, viewport: .nan, from: 100) == 100)
        #expect(reveal(150, 180, from: -20) == 90 && reveal(0, 10, from: 500) == 0)
    }
}
