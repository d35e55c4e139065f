/// A smooth scroll step on one axis: from `start` to `target` in `duration`, easing out
/// to a stop exactly on the target, as browsers' smooth scrolling shows a wheel click,
/// an arrow key, a page key or a scroll to an element (Firefox's
/// `general.smoothScroll`, Chromium's scroll animations).
///
/// The curve is the cubic Hermite segment from `start` moving at `initialVelocity` to
/// `target` at rest. With Δ = target − start, slope m = initialVelocity · duration and
/// u = 1 − elapsed / duration:
///
///     position = target + (m − 3Δ)·u² + (2Δ − m)·u³
///
/// A step from rest gets m = 2Δ, the quadratic ease-out (a quarter of the way after an
/// eighth of the time: the first frame already moves). A step taken while one is under
/// way starts where the content is shown, keeps its velocity and adds its own kick, as
/// a second turn of a wheel speeds up the first: m = velocity · duration + 2 · (how far
/// the new step moves the target). m is kept between 0 and 3Δ (in Δ's direction), where
/// the cubic is monotonic: the content never overshoots the target nor turns back
/// before it (a step against the motion starts from a stop instead).
///
/// Closed-form in elapsed time, like the fling (`ScrollMotion`): frames at any rate see
/// the same positions, and from `duration` on the position is `target` itself.
public struct ScrollStepCurve: Equatable, Sendable {
    /// 150 ms: Firefox's smooth scroll of lines, pages and other keys
    /// (`general.smoothScroll.lines.durationMaxMS` and its siblings). Long enough for the
    /// eye to follow the text across the step, short enough that a held key (25 steps a
    /// second) or a spun wheel keeps up, each step adding to the target.
    public static let defaultDuration = 0.15

    public let start: Double
    public let target: Double
    /// The velocity at the start (points per second, the offset's direction).
    public let initialVelocity: Double
    /// When the curve reaches the target (seconds); 0 when it starts there.
    public let duration: Double

    /// A step from `start` moving at `velocity` (points per second) to `target`, where
    /// the motion under way was heading for `previousTarget` (nil: it was at rest, and
    /// `start` is where it rests). Non-finite positions and velocities count as the
    /// target and 0; a non-finite or non-positive duration as the default.
    public init(from start: Double, velocity: Double = 0, previousTarget: Double? = nil, to target: Double,
                duration: Double = defaultDuration) {
        let target = target.isFinite ? target : (start.isFinite ? start : 0)
        let start = start.isFinite ? start : target
        let duration = duration.isFinite && duration > 0 ? duration : Self.defaultDuration
        let previous = previousTarget.flatMap { $0.isFinite ? $0 : nil } ?? start
        let distance = target - start
        self.start = start
        self.target = target
        guard distance != 0 else {
            initialVelocity = 0
            self.duration = 0
            return
        }
        let kick = 2 * (target - previous)
        let slope = (velocity.isFinite ? velocity : 0) * duration + kick
        // Within 0...3Δ (3Δ...0 going back): monotonic, no overshoot.
        let bounded = distance > 0 ? min(max(slope, 0), 3 * distance) : max(min(slope, 0), 3 * distance)
        initialVelocity = bounded / duration
        self.duration = duration
    }

    /// The position `elapsed` seconds after the start (`start` until then, `target` from
    /// `duration` on: both exactly).
    public func position(at elapsed: Double) -> Double {
        guard elapsed < duration else { return target }
        guard elapsed > 0 else { return start }
        let (distance, slope, u) = terms(at: elapsed)
        return target + (slope - 3 * distance) * u * u + (2 * distance - slope) * u * u * u
    }

    /// The velocity `elapsed` seconds after the start (points per second; 0 from
    /// `duration` on).
    public func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        let (distance, slope, u) = terms(at: elapsed)
        // d/dt = −(1/T) · d/du
        return -(2 * (slope - 3 * distance) * u + 3 * (2 * distance - slope) * u * u) / duration
    }

    /// Whether the curve has reached the target at `elapsed`.
    public func isAtRest(at elapsed: Double) -> Bool { elapsed >= duration }

    private func terms(at elapsed: Double) -> (distance: Double, slope: Double, u: Double) {
        (target - start, initialVelocity * duration, 1 - max(0, elapsed) / duration)
    }
}
