import Geometry

/// How a change animates: a curve, how long it takes (curves other than springs), and how
/// long it waits first. A value type that components hand to the motion system (with a
/// state update, on an element, for what appears and disappears); presets cover the
/// common cases.
///
/// Time is read, never counted in frames: `sample(elapsed:from:to:velocity:)` gives the
/// value at any time, so a frame that comes late shows where the value is then, and every
/// animation of a frame samples the same frame time.
public struct Animation: Hashable, Sendable {
    public let curve: AnimationCurve
    /// Seconds from start to end; a spring ignores it (its physics decides).
    public let duration: Double
    /// Seconds before it starts moving.
    public let delay: Double
    /// Points a second a moved element starts with (a drag's or a fling's release,
    /// `Pan.velocity`), along x and y of its place and of its transform's translation,
    /// when it is not already moving (an interrupted animation hands on its own). Springs
    /// use it; the other curves start from rest.
    public var initialVelocity: Point = .zero

    /// Throws `MotionParameterError` unless `duration` and `delay` are finite and not
    /// negative.
    public init(_ curve: AnimationCurve, duration: Double = 0.25, delay: Double = 0) throws(MotionParameterError) {
        try MotionParameterError.checkNotNegative(duration, "duration", of: "Animation")
        try MotionParameterError.checkNotNegative(delay, "delay", of: "Animation")
        self.init(unchecked: curve, duration, delay)
    }

    init(unchecked curve: AnimationCurve, _ duration: Double, _ delay: Double) {
        (self.curve, self.duration, self.delay) = (curve, duration, delay)
    }

    /// CSS's default transition: `ease` over a quarter of a second.
    public static let `default` = Animation(unchecked: .ease, 0.25, 0)
    public static let easeInOut = Animation(unchecked: .easeInOut, 0.25, 0)
    public static let easeOut = Animation(unchecked: .easeOut, 0.25, 0)
    public static let linear = Animation(unchecked: .linear, 0.25, 0)
    /// The critically damped spring (`Spring.smooth`).
    public static let spring = Animation(unchecked: .spring(.smooth), 0, 0)

    /// A spring animation: `spring`'s physics, from the velocity the value has when it
    /// starts (that of an animation it interrupts, else `initialVelocity`: a drag's
    /// release). Throws `MotionParameterError` for a negative or non-finite delay or a
    /// non-finite velocity.
    public static func spring(_ spring: Spring = .smooth, initialVelocity: Point = .zero,
                              delay: Double = 0) throws(MotionParameterError) -> Animation {
        for (value, name) in [(initialVelocity.x, "initialVelocity.x"), (initialVelocity.y, "initialVelocity.y")]
            where !value.isFinite {
            throw MotionParameterError(type: "Animation", parameter: name, value: value, requirement: "finite")
        }
        var animation = try Animation(.spring(spring), duration: 0, delay: delay)
        animation.initialVelocity = initialVelocity
        return animation
    }

    /// One number of an animated value `elapsed` seconds after the animation began, going
    /// from `from` to `to`, having `velocity` (units a second) when it began: its value,
    /// its velocity, and whether it has arrived (then the value is exactly `to`). Springs
    /// start with `velocity`; the other curves start from rest, as CSS transitions do, and
    /// their velocity is the curve's slope.
    public func sample(elapsed: Double, from: Double, to: Double, velocity: Double = 0)
        -> (value: Double, velocity: Double, isFinished: Bool) {
        let time = elapsed - delay
        let spring: Spring? = if case .spring(let spring) = curve { spring } else { nil }
        guard time > 0 else {
            // Not moving yet (its first instant, or waiting out the delay): where it began.
            return (from, delay == 0 ? velocity : 0, from == to && (spring == nil || velocity == 0))
        }
        if let spring {
            let state = spring.state(after: time, displacement: from - to, velocity: velocity)
            if Spring.isResting(displacement: state.displacement, velocity: state.velocity) { return (to, 0, true) }
            return (to + state.displacement, state.velocity, false)
        }
        guard duration > 0, time < duration else { return (to, 0, true) }
        let (eased, slope) = curve.eased(time / duration)
        return (from + (to - from) * eased, (to - from) * slope / duration, false)
    }
}
