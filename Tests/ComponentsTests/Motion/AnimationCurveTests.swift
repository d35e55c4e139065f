import Components
import Testing

/// The curves against their specs: CSS's cubic Bézier presets and `steps()` positions
/// (CSS Easing Functions 1), springs against their equation of motion, and animations'
/// delays, ends and velocities.
@Suite struct AnimationCurveTests {
    @Test func cssPresetsMatchTheirKnownValues() throws {
        // cubic-bezier(0.25, 0.1, 0.25, 1) at 0.5, as browsers compute it.
        #expect(abs(CubicBezier.ease.value(at: 0.5) - 0.8024033877) < 1e-6)
        #expect(abs(CubicBezier.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            // ease-in-out is symmetric about the middle; (0,0,1,1) is the identity.
            #expect(abs(CubicBezier.easeInOut.value(at: x) + CubicBezier.easeInOut.value(at: 1 - x) - 1) < 1e-9)
            #expect(abs(try CubicBezier(0, 0, 1, 1).value(at: x) - x) < 1e-9)
        }
        #expect(CubicBezier.ease.value(at: 0) == 0 && CubicBezier.ease.value(at: 1) == 1)
        // Output may overshoot 0...1 with y outside it (a "back" curve).
        let back = try CubicBezier(0.34, 1.56, 0.64, 1)
        #expect((0...100).map { back.value(at: Double($0) / 100) }.max()! > 1)
    }

    @Test func theSlopeIsTheDerivative() {
        for x in stride(from: 0.05, through: 0.95, by: 0.1) {
            let h = 1e-6
            let numeric = (CubicBezier.ease.value(at: x + h) - CubicBezier.ease.value(at: x - h)) / (2 * h)
            #expect(abs(CubicBezier.ease.slope(at: x) - numeric) < 1e-4)
        }
    }

    @Test func impossibleParametersAreThrownByName() {
        #expect(throws: MotionParameterError(type: "CubicBezier", parameter: "x1", value: 1.5, requirement: "in 0...1")) {
            try CubicBezier(1.5, 0, 0.5, 1)
        }
        #expect(throws: MotionParameterError.self) { try CubicBezier(0.2, .nan, 0.5, 1) }
        #expect(throws: MotionParameterError.self) { try StepEasing(0) }
        #expect(throws: MotionParameterError.self) { try StepEasing(1, .jumpNone) }
        #expect(throws: MotionParameterError.self) { try Spring(stiffness: 0, damping: 1) }
        #expect(throws: MotionParameterError.self) { try Spring(stiffness: 100, damping: -1) }
        #expect(throws: MotionParameterError.self) { try Spring(duration: 0.5, bounce: 1.5) }
        #expect(throws: MotionParameterError.self) { try Animation(.ease, duration: -0.1) }
        let error = #expect(throws: MotionParameterError.self) { try Animation(.ease, duration: 0.2, delay: .infinity) }
        #expect(error?.description == "Animation: delay inf is not allowed; it must be a finite number, 0 or more")
    }

    /// CSS Easing Functions 1 §3.2's examples and edges.
    @Test func stepsJumpWhereCSSSays() throws {
        let end = try StepEasing(4)
        #expect([0, 0.24, 0.25, 0.5, 0.99, 1].map(end.value(at:)) == [0, 0, 0.25, 0.5, 0.75, 1])
        let start = try StepEasing(4, .jumpStart)
        #expect([0, 0.24, 0.25, 0.99, 1].map(start.value(at:)) == [0.25, 0.25, 0.5, 1, 1])
        let none = try StepEasing(5, .jumpNone)
        #expect([0, 0.2, 0.4, 0.6, 0.8, 1].map(none.value(at:)) == [0, 0.25, 0.5, 0.75, 1, 1])
        let both = try StepEasing(3, .jumpBoth)
        #expect([0, 0.34, 0.67, 1].map(both.value(at:)) == [0.25, 0.5, 0.75, 1])
    }

    @Test(arguments: [0.3, 1.0, 2.5]) func aSpringFollowsItsEquationOfMotion(dampingRatio: Double) throws {
        let stiffness = 200.0, mass = 1.5
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot())
        let (x0, v0) = (40.0, -300.0)
        #expect(spring.state(after: 0, displacement: x0, velocity: v0) == (x0, v0))
        for t in stride(from: 0.01, through: 2.0, by: 0.07) {
            let h = 1e-5
            let here = spring.state(after: t, displacement: x0, velocity: v0)
            let before = spring.state(after: t - h, displacement: x0, velocity: v0)
            let after = spring.state(after: t + h, displacement: x0, velocity: v0)
            // v is dx/dt, and m·x'' + c·x' + k·x = 0.
            #expect(abs(here.velocity - (after.displacement - before.displacement) / (2 * h)) < 1e-3)
            let acceleration = (after.velocity - before.velocity) / (2 * h)
            #expect(abs(mass * acceleration + spring.damping * here.velocity + stiffness * here.displacement) < 0.05)
            // Sampling is exact: going on from any state gives the same curve.
            let split = spring.state(after: t / 2, displacement: x0, velocity: v0)
            let rejoined = spring.state(after: t / 2, displacement: split.displacement, velocity: split.velocity)
            #expect(abs(rejoined.displacement - here.displacement) < 1e-9)
        }
    }

    @Test func onlyAnUnderDampedSpringOvershootsAndEverySpringComesToRest() throws {
        func path(_ spring: Spring) -> [Double] {
            (0...400).map { spring.state(after: Double($0) / 100, displacement: 100, velocity: 0).displacement }
        }
        #expect(path(.smooth).allSatisfy { $0 >= 0 }, "critically damped: no overshoot")
        #expect(path(.bouncy).contains { $0 < 0 }, "under-damped: overshoots")
        for spring in [Spring.smooth, .bouncy] {
            let end = try Animation.spring(spring).sample(elapsed: 4, from: 100, to: 0)
            #expect(end.isFinished && end.value == 0, "at rest within 4 s, exactly at the target")
        }
    }

    @Test func animationsWaitTheirDelayEndExactlyAndStartSpringsWithTheirVelocity() throws {
        let eased = try Animation(.easeInOut, duration: 0.5, delay: 0.1)
        #expect(eased.sample(elapsed: 0.05, from: 10, to: 20) == (10, 0, false))
        #expect(abs(eased.sample(elapsed: 0.35, from: 10, to: 20).value - 15) < 1e-9)
        #expect(eased.sample(elapsed: 0.6, from: 10, to: 20) == (20, 0, true))
        #expect(eased.sample(elapsed: 9, from: 10, to: 20) == (20, 0, true))
        #expect(try Animation(.linear, duration: 0).sample(elapsed: 0.001, from: 1, to: 2) == (2, 0, true))
        // A spring thrown at 2,000 points a second from its target moves on first.
        let thrown = Animation.spring.sample(elapsed: 0.02, from: 0, to: 0, velocity: 2_000)
        #expect(thrown.value > 20 && !thrown.isFinished)
        #expect(Animation.spring.sample(elapsed: 0, from: 0, to: 0, velocity: 2_000) == (0, 2_000, false))
        // A curve's velocity is its slope: (to - from) / duration in the middle of linear.
        #expect(try Animation(.linear, duration: 2).sample(elapsed: 1, from: 0, to: 100).velocity == 50)
    }
}
