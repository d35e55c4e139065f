import LibC

/// A damped spring (mass, stiffness, damping), solved exactly: where a value pulled toward
/// its target is after a time, and how fast it moves, from any start and initial velocity
/// (a fling's or a drag's release). Under-damped springs overshoot and settle; critically
/// damped and over-damped ones do not overshoot. A spring decides its own duration: it is
/// at rest once within `restingDistance` of its target and slower than `restingSpeed`.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// How near the target (in the value's units: points, opacity, radians) and how slow
    /// (units a second) the value must be to be at rest; then it jumps to the target.
    public static let restingDistance = 0.001
    public static let restingSpeed = 0.01

    /// Throws `MotionParameterError` unless mass and stiffness are finite and above 0 and
    /// damping is finite and not negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(MotionParameterError) {
        try MotionParameterError.checkPositive(mass, "mass", of: "Spring")
        try MotionParameterError.checkPositive(stiffness, "stiffness", of: "Spring")
        try MotionParameterError.checkNotNegative(damping, "damping", of: "Spring")
        self.init(unchecked: mass, stiffness, damping)
    }

    /// A spring by how it looks: `duration` (seconds) is the period it would oscillate with
    /// undamped, as SwiftUI's and Apple's "response"; `bounce` 0 is critically damped
    /// (no overshoot), up to 1 (no damping), negative values over-damp. Mass 1.
    public init(duration: Double, bounce: Double = 0) throws(MotionParameterError) {
        try MotionParameterError.checkPositive(duration, "duration", of: "Spring")
        guard bounce.isFinite, bounce <= 1, bounce > -1 else {
            throw MotionParameterError(type: "Spring", parameter: "bounce", value: bounce, requirement: "in -1<..1")
        }
        let omega = 2 * Double.pi / duration
        // ζ = 1 - bounce for bounce ≥ 0; for negative bounce ζ = 1 / (1 + bounce) (over-damped).
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(unchecked: 1, omega * omega, 2 * zeta * omega)
    }

    private init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
    }

    /// Critically damped, settling in about half a second: the default for motion that
    /// should not bounce.
    public static let smooth = Spring(unchecked: 1, 157.91367041742973, 25.132741228718345)
    /// A little overshoot (bounce 0.3, 0.5 s): for things thrown or snapped into place.
    public static let bouncy = Spring(unchecked: 1, 157.91367041742973, 17.59291886010284)

    /// ζ: below 1 the spring overshoots, 1 is critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement from the target and the velocity `time` seconds after starting at
    /// `displacement` with `velocity` (units a second). Exact (closed form), so any frame
    /// rate samples the same curve.
    public func state(after time: Double, displacement x0: Double, velocity v0: Double) -> (displacement: Double, velocity: Double) {
        let t = max(0, time)
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(-ω₀t) (x₀ + (v₀ + ω₀x₀) t).
            let b = v0 + omega0 * x0
            let decay = exp(-omega0 * t)
            return (decay * (x0 + b * t), decay * (b - omega0 * (x0 + b * t)))
        } else if zeta < 1 {
            // Under-damped: x = e^(-ζω₀t) (A cos ω_d t + B sin ω_d t).
            let alpha = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + alpha * x0) / omegaD
            let decay = exp(-alpha * t)
            let c = cos(omegaD * t), s = sin(omegaD * t)
            return (decay * (a * c + b * s), decay * ((b * omegaD - alpha * a) * c - (a * omegaD + alpha * b) * s))
        } else {
            // Over-damped: x = C₁e^(r₁t) + C₂e^(r₂t).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Whether a value this far from its target and this fast is at rest.
    public static func isResting(displacement: Double, velocity: Double) -> Bool {
        abs(displacement) <= restingDistance && abs(velocity) <= restingSpeed
    }
}
