import Testing
import ScrollPhysics

/// Velocity from time-stamped samples: what the pointer did, never how often it was read.
@Suite struct VelocityTrackerTests {
    @Test func steadyMotionAtAnySamplingGivesItsSpeed() {
        // 1000 pt/s sampled at 60 Hz, 125 Hz and at irregular times: the same answer.
        for times in [stride(from: 0.0, through: 0.2, by: 1.0 / 60).map { $0 },
                      stride(from: 0.0, through: 0.2, by: 1.0 / 125).map { $0 },
                      [0, 0.003, 0.011, 0.012, 0.031, 0.047, 0.048, 0.090, 0.121, 0.133, 0.170]] {
            var tracker = VelocityTracker()
            for t in times { tracker.add(time: t, position: 50 + 1000 * t) }
            #expect(abs(tracker.velocity(at: times.last!) - 1000) < 1e-6)
        }
    }

    @Test func accelerationIsMeasuredAtTheNewestSample() {
        // x = 2000·t², so the speed at t = 0.1 s is 400 pt/s (the quadratic fit is exact).
        var tracker = VelocityTracker()
        for t in stride(from: 0.0, through: 0.1, by: 0.008) { tracker.add(time: t, position: 2000 * t * t) }
        tracker.add(time: 0.1, position: 20)
        #expect(abs(tracker.velocity(at: 0.1) - 400) < 1e-6)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        // A slow drag for a second, then a quick 2000 pt/s flick in the last 100 ms.
        var tracker = VelocityTracker()
        var position = 0.0
        for step in 0...100 {
            tracker.add(time: Double(step) * 0.01, position: position)
            position += 1
        }
        let flickStart = 1.0 + 0.01
        for step in 0...10 {
            tracker.add(time: flickStart + Double(step) * 0.01, position: position + 2000 * Double(step) * 0.01)
        }
        #expect(abs(tracker.velocity(at: flickStart + 0.1) - 2000) < 1e-6)
    }

    @Test func aPointerThatRestedHasNoVelocity() {
        var tracker = VelocityTracker()
        for t in stride(from: 0.0, through: 0.05, by: 0.01) { tracker.add(time: t, position: 1000 * t) }
        #expect(abs(tracker.velocity(at: 0.05 + 0.040) - 1000) < 1e-6)
        #expect(tracker.velocity(at: 0.05 + 0.041) == 0)
    }

    @Test func tooFewSamplesOrAClockThatWentBackGiveNoVelocity() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(time: 1, position: 10)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.add(time: 1.01, position: 20)
        #expect(abs(tracker.velocity(at: 1.01) - 1000) < 1e-6)
        tracker.add(time: 0.5, position: 0)
        #expect(tracker.velocity(at: 0.5) == 0)
        tracker.add(time: .nan, position: 3)
        tracker.add(time: 0.6, position: .infinity)
        #expect(tracker.velocity(at: 0.6) == 0)
        // Two samples at one time are a degenerate fit, not a division by zero.
        tracker.add(time: 0.5, position: 7)
        #expect(tracker.velocity(at: 0.5) == 0)
    }

    @Test func theRingKeepsTheNewestSamples() {
        var tracker = VelocityTracker()
        // 50 samples at 1 ms: the ring holds the last 20, all moving at -300 pt/s.
        for step in 0..<50 { tracker.add(time: Double(step) * 0.001, position: -0.3 * Double(step)) }
        #expect(tracker.newestTime == 0.049)
        #expect(abs(tracker.velocity(at: 0.049) + 300) < 1e-6)
    }
}
