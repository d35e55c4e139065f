import Testing
import ScrollPhysics

/// The glide after a fling: a function of elapsed time, the same at every frame rate.
@Suite struct FlingTests {
    @Test func aThousandPointsPerSecondFlingGlides494PointsFor2Point3Seconds() {
        let fling = FlingDeceleration(start: 0, velocity: 1000)
        // k = −ln(0.998)·1000 = 2.002 /s; duration ln(1000/10)/k; distance (1000 − 10)/k.
        #expect(abs(fling.decay - 2.002002670673) < 1e-9)
        #expect(abs(fling.duration - 2.300282) < 1e-6)
        #expect(abs(fling.restPosition - 494.505) < 1e-3)
        // A quarter of the way in time it has gone 69% of the way: fast, then slow.
        #expect(abs(fling.position(at: 0.575) - 341.522) < 1e-3)
        #expect(abs(fling.velocity(at: 0.575) - 316.272) < 1e-3)
        #expect(fling.position(at: fling.duration) == fling.restPosition)
        #expect(fling.position(at: 100) == fling.restPosition)
        #expect(fling.velocity(at: fling.duration) == 0)
        // Upward flings mirror it; flings below the rest speed do not move.
        let up = FlingDeceleration(start: 600, velocity: -1000)
        #expect(abs(up.restPosition - (600 - 494.505)) < 1e-3)
        #expect(FlingDeceleration(start: 5, velocity: 9).restPosition == 5)
        #expect(FlingDeceleration(start: 5, velocity: .nan).duration == 0)
    }

    @Test func positionsAreTheSameAtEveryFrameRate() {
        let motion = ScrollMotion(offset: 100, velocity: 1800, range: ScrollRange(maximum: 5000))
        // Sample at 30, 60 and 144 Hz and at irregular intervals, and compare at the
        // times all of them hit (every 1/6 s), and the frame at which each comes to rest.
        func run(_ frameTimes: [Double]) -> (samples: [Double: Double], restFrame: Double?) {
            var samples: [Double: Double] = [:]
            var restFrame: Double?
            var previous = -Double.infinity
            for t in frameTimes {
                let position = motion.position(at: t)
                #expect(position >= previous, "a glide never goes back")
                previous = position
                let sixths = (t * 6).rounded()
                if abs(t * 6 - sixths) < 1e-9 { samples[sixths] = position }
                if restFrame == nil, motion.isAtRest(at: t) { restFrame = t }
            }
            return (samples, restFrame)
        }
        let end = 4.0
        let rates = [30.0, 60.0, 144.0].map { rate in (0...Int(end * rate)).map { Double($0) / rate } }
        var irregular: [Double] = []
        var generator = 0x2545F4914F6CDD1D as UInt64
        var t = 0.0
        while t <= end {
            irregular.append(t)
            generator = generator &* 6364136223846793005 &+ 1442695040888963407
            t += 0.001 + Double(generator >> 40) / Double(1 << 24) * 0.05
        }
        irregular += (0...Int(end * 6)).map { Double($0) / 6 }
        irregular.sort()
        let reference = run(rates[0])
        #expect(reference.samples.count == 25)
        for frames in rates.dropFirst() + [irregular] {
            let run = run(frames)
            for (time, position) in reference.samples {
                #expect(abs(run.samples[time]! - position) < 1e-9, "at \(time / 6) s")
            }
            // Each comes to rest at its first frame past the same moment, at the same place.
            #expect(run.restFrame! >= motion.duration && run.restFrame! - motion.duration < 1.0 / 30)
        }
        #expect(motion.position(at: end) == motion.restPosition)
        #expect(abs(motion.restPosition - (100 + 1790 / 2.002002670673)) < 1e-9)
    }

    @Test func atRestNothingMoves() {
        let motion = ScrollMotion(offset: 0, velocity: 3000, range: ScrollRange(maximum: 400))
        let rest = motion.position(at: motion.duration)
        #expect(rest == 400)
        for step in 0..<1000 {
            let t = motion.duration + Double(step) * 0.0137
            #expect(motion.position(at: t) == 400)
            #expect(motion.velocity(at: t) == 0)
        }
    }
}
