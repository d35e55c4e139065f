import LibC

/// A fling's glide on one axis after the finger lifts: the velocity decays exponentially
/// with elapsed time, as iOS's `UIScrollView.decelerationRate` describes it (the
/// velocity is multiplied by `rate` every millisecond; `.normal` is 0.998), until it is
/// below `restSpeed`, where the glide stops where it is.
///
/// With k = −ln(rate) · 1000 per second, starting at `start` with velocity v₀:
///
///     v(t) = v₀ · e^(−k·t)
///     x(t) = start + v₀ / k · (1 − e^(−k·t))       for t < duration
///     duration = ln(|v₀| / restSpeed) / k,  rest = start + (v₀ − restSpeed·sign v₀) / k
///
/// A 1000 pt/s fling at the normal rate glides 494.5 pt and stops after 2.300 s. Position
/// and velocity are functions of elapsed time alone, so any frame rate (or none) sees the
/// same glide: LVGL's momentum decayed per input read and broke when input became
/// event-driven (lvgl #6832). This models iOS's curve, not Android's OverScroller spline.
public struct FlingDeceleration: Equatable, Sendable {
    /// iOS's `UIScrollView.DecelerationRate.normal`: velocity kept per millisecond.
    public static let normalRate = 0.998
    /// iOS's `.fast`.
    public static let fastRate = 0.99
    /// Below this speed (points per second) the glide ends: 10 pt/s moves a 60 Hz frame
    /// 0.17 pt, so the stop cannot be seen.
    public static let defaultRestSpeed = 10.0

    /// Where the glide starts, and its velocity then (points, points per second).
    public let start: Double
    public let initialVelocity: Double
    /// The decay constant k, per second.
    public let decay: Double
    /// How long the glide lasts (seconds; 0 when it starts below `restSpeed`).
    public let duration: Double
    /// Where it stops.
    public let restPosition: Double

    /// A glide from `start` at `velocity` (non-finite velocities count as 0), losing
    /// `1 − rate` of its velocity every millisecond (`rate` in (0, 1); others are taken
    /// as `normalRate`), ending below `restSpeed`.
    public init(start: Double, velocity: Double, rate: Double = normalRate, restSpeed: Double = defaultRestSpeed) {
        let rate = rate > 0 && rate < 1 ? rate : Self.normalRate
        let restSpeed = restSpeed.isFinite && restSpeed > 0 ? restSpeed : Self.defaultRestSpeed
        let velocity = velocity.isFinite ? velocity : 0
        self.start = start
        initialVelocity = velocity
        decay = -log(rate) * 1000
        if abs(velocity) > restSpeed {
            duration = log(abs(velocity) / restSpeed) / decay
            restPosition = start + (velocity - (velocity < 0 ? -restSpeed : restSpeed)) / decay
        } else {
            duration = 0
            restPosition = start
        }
    }

    /// The position `elapsed` seconds after the start (the rest position from `duration` on).
    public func position(at elapsed: Double) -> Double {
        guard elapsed < duration else { return restPosition }
        guard elapsed > 0 else { return start }
        return start + initialVelocity / decay * (1 - exp(-decay * elapsed))
    }

    /// The velocity `elapsed` seconds after the start (0 from `duration` on).
    public func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        return initialVelocity * exp(-decay * max(0, elapsed))
    }

    /// When the glide passes `position` (seconds), or nil when it stops before it (or
    /// moves away from it).
    public func time(reaching position: Double) -> Double? {
        let distance = position - start
        guard distance != 0 else { return 0 }
        guard (distance > 0) == (initialVelocity > 0), abs(distance) < abs(restPosition - start) else { return nil }
        // x(t) = position  ⇔  e^(−k·t) = 1 − distance·k / v₀
        return -log(1 - distance * decay / initialVelocity) / decay
    }
}
