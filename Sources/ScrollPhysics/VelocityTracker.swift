/// The velocity of a pointer along one axis from time-stamped positions, as Android's
/// `VelocityTracker` estimates it: a least-squares fit over the samples of the last
/// `horizon` seconds (100 ms), differentiated at the newest sample.
///
/// Time comes with every sample, so the answer depends on where the pointer was when,
/// never on how often input was read: LVGL's momentum counted input reads and broke with
/// event-driven input (lvgl #6832). The fit is a second-degree polynomial when there are
/// three or more samples (Android's default, "lsq2"), a line through two, and 0 for
/// one. A pointer that rested `stopAfter` seconds (40 ms, Android's
/// `ASSUME_POINTER_STOPPED_TIME`) before it is asked has no velocity: holding still and
/// then lifting does not fling.
///
/// Holds at most `capacity` samples in a fixed ring: adding a sample allocates nothing
/// after the first.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public static let horizon = 0.100
    /// How long a pointer may rest before it counts as stopped, in seconds.
    public static let stopAfter = 0.040
    /// The most samples kept (Android keeps 20).
    public static let capacity = 20

    private var times: [Double] = []
    private var positions: [Double] = []
    /// Where the next sample goes once the ring is full.
    private var next = 0

    public init() {}

    /// Forgets every sample (a new press).
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        next = 0
    }

    /// Adds the pointer's `position` (points) at `time` (seconds, any origin, never
    /// decreasing). A sample older than the newest one starts the history over (a clock
    /// that went back has no meaningful velocity across the jump); non-finite values
    /// are ignored.
    public mutating func add(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if let newest = newestTime, time < newest { reset() }
        if times.count < Self.capacity {
            if times.isEmpty {
                times.reserveCapacity(Self.capacity)
                positions.reserveCapacity(Self.capacity)
            }
            times.append(time)
            positions.append(position)
        } else {
            times[next] = time
            positions[next] = position
            next = (next + 1) % Self.capacity
        }
    }

    /// The time of the newest sample, if any.
    public var newestTime: Double? {
        guard !times.isEmpty else { return nil }
        return times[(next + times.count - 1) % times.count]
    }

    /// The velocity (points per second) at the newest sample, asked at `time` (seconds,
    /// the same clock as the samples): 0 with fewer than two recent samples, or when the
    /// pointer rested longer than `stopAfter` before `time`.
    public func velocity(at time: Double) -> Double {
        guard let newest = newestTime, time - newest <= Self.stopAfter else { return 0 }
        // Sums for the normal equations of x(t) = a + b·t + c·t², t in milliseconds
        // relative to the newest sample (so the velocity there is b, and the sums of
        // powers of t stay far from underflow).
        var n = 0.0, st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0, sx = 0.0, stx = 0.0, st2x = 0.0
        let count = times.count
        for step in 0..<count {
            // Newest first, stopping at the horizon.
            let index = (next + count - 1 - step) % count
            let age = newest - times[index]
            guard age <= Self.horizon + 1e-9 else { break }
            let t = -age * 1000
            let x = positions[index] - positions[(next + count - 1) % count]
            let t2 = t * t
            n += 1; st += t; st2 += t2; st3 += t2 * t; st4 += t2 * t2
            sx += x; stx += t * x; st2x += t2 * x
        }
        guard n >= 2 else { return 0 }
        if n >= 3 {
            // Cramer's rule on the 3×3 system; a degenerate one (samples at equal
            // times) falls back to the line.
            let det = n * (st2 * st4 - st3 * st3) - st * (st * st4 - st3 * st2) + st2 * (st * st3 - st2 * st2)
            if abs(det) > 1e-9 * n * st2 * st4 {
                let detB = n * (stx * st4 - st3 * st2x) - sx * (st * st4 - st3 * st2) + st2 * (st * st2x - stx * st2)
                return detB / det * 1000
            }
        }
        let denominator = n * st2 - st * st
        guard abs(denominator) > 1e-9 * n * st2 else { return 0 }
        return (n * stx - st * sx) / denominator * 1000
    }
}
