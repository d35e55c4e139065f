import LibC

/// A critically damped spring on one axis pulling a position to `target`: the fastest
/// return that never oscillates, what a scroll view springs back with after it was
/// pulled past its edge (the rubber band) or glided past it. Flutter's iOS-style
/// `BouncingScrollSimulation` uses a spring of about this stiffness (ω ≈ 14 per second).
///
/// With displacement d₀ = start − target, velocity v₀ and angular frequency ω:
///
///     d(t) = (d₀ + (v₀ + ω·d₀)·t) · e^(−ω·t)
///
/// which crosses the target at most once and, once past its extremum, shrinks
/// monotonically. The spring *settles*, exactly at `target`, at `duration`: the moment
/// after which it would never again be `restDistance` (0.01 pt) away. So at rest the
/// position is the target itself, not a value creeping toward it, and nothing jitters.
public struct CriticallyDampedSpring: Equatable, Sendable {
    /// The default angular frequency ω, per second: content let go 100 pt past the edge
    /// is within 1 pt of it after 0.47 s and settles on it at 0.84 s.
    public static let defaultAngularFrequency = 14.0
    /// How close counts as there, in points.
    public static let restDistance = 0.01

    public let target: Double
    public let initialDisplacement: Double
    public let initialVelocity: Double
    public let angularFrequency: Double
    /// When the spring settles at `target` (seconds).
    public let duration: Double

    /// A spring from `start` moving at `velocity` toward `target` (non-finite values as 0,
    /// a non-positive or non-finite ω as the default).
    public init(target: Double, start: Double, velocity: Double, angularFrequency: Double = defaultAngularFrequency) {
        let omega = angularFrequency.isFinite && angularFrequency > 0 ? angularFrequency : Self.defaultAngularFrequency
        self.target = target
        initialDisplacement = start.isFinite ? start - target : 0
        initialVelocity = velocity.isFinite ? velocity : 0
        self.angularFrequency = omega
        duration = Self.settleTime(d0: initialDisplacement, v0: initialVelocity, omega: omega)
    }

    /// The displacement from the target `elapsed` seconds after the start.
    public func displacement(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        let t = max(0, elapsed)
        return (initialDisplacement + (initialVelocity + angularFrequency * initialDisplacement) * t)
            * exp(-angularFrequency * t)
    }

    /// The position `elapsed` seconds after the start: exactly `target` from `duration` on.
    public func position(at elapsed: Double) -> Double {
        elapsed < duration ? target + displacement(at: elapsed) : target
    }

    /// The velocity `elapsed` seconds after the start (0 from `duration` on).
    public func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        let t = max(0, elapsed), b = initialVelocity + angularFrequency * initialDisplacement
        // d'(t) = (b − ω·(d₀ + b·t)) · e^(−ω·t)
        return (b - angularFrequency * (initialDisplacement + b * t)) * exp(-angularFrequency * t)
    }

    /// When the spring passes through the target on its way (seconds), or nil when it
    /// only approaches it: a release that throws the content back into range.
    public var crossingTime: Double? {
        let b = initialVelocity + angularFrequency * initialDisplacement
        guard initialDisplacement != 0, b != 0 else { return nil }
        let t = -initialDisplacement / b
        return t > 0 && t < duration ? t : nil
    }

    /// The last time |d(t)| = restDistance: after the zero crossing and the extremum,
    /// |d| only shrinks, so bisection there finds it.
    private static func settleTime(d0: Double, v0: Double, omega: Double) -> Double {
        let b = v0 + omega * d0
        func magnitude(_ t: Double) -> Double { abs((d0 + b * t) * exp(-omega * t)) }
        // The extremum of d is at t = (b − ω·d₀) / (ω·b) = 1/ω − d₀/b; the crossing at −d₀/b.
        var low = 0.0
        if b != 0 { low = max(low, 1 / omega - d0 / b, -d0 / b) }
        guard magnitude(low) > restDistance else {
            // Already within reach at its last turn: settled as soon as it is within it.
            return magnitude(0) > restDistance ? low : 0
        }
        var high = low + 1 / omega
        while magnitude(high) > restDistance { high += 1 / omega }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if magnitude(middle) > restDistance { low = middle } else { high = middle }
        }
        return high
    }
}
