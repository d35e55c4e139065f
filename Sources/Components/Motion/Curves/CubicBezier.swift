/// A CSS cubic Bézier easing (`cubic-bezier(x1, y1, x2, y2)`, CSS Easing Functions 1 §3.1):
/// the curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), read as
/// output progress (y) for input progress (x). The ease family are presets.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Throws `MotionParameterError` unless x1 and x2 are in 0...1 (so x is monotonic, as
    /// CSS requires) and every number is finite; y1 and y2 may leave 0...1 (overshoot).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(MotionParameterError) {
        for (value, name) in [(x1, "x1"), (x2, "x2")] where !(value >= 0 && value <= 1) {
            throw MotionParameterError(type: "CubicBezier", parameter: name, value: value, requirement: "in 0...1")
        }
        for (value, name) in [(y1, "y1"), (y2, "y2")] where !value.isFinite {
            throw MotionParameterError(type: "CubicBezier", parameter: name, value: value, requirement: "finite")
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// CSS `ease`.
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`.
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// CSS `ease-out`.
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// CSS `ease-in-out`.
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)

    /// The output progress at input progress `x` (clamped to 0...1).
    public func value(at x: Double) -> Double {
        let x = min(1, max(0, x.isFinite ? x : 0))
        if x == 0 || x == 1 { return x }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }

    /// dy/dx at input progress `x`: how fast the output moves, per unit of input.
    public func slope(at x: Double) -> Double {
        let t = parameter(forX: min(1, max(0, x.isFinite ? x : 0)))
        let dx = Self.derivative(t, x1, x2)
        let dy = Self.derivative(t, y1, y2)
        // A vertical tangent (dx 0) only at an end with x1 or x2 at 0: the slope there is
        // the limit, which is steep but finite for a drawn curve; cap it.
        return dx > 1e-9 ? dy / dx : (dy == 0 ? 0 : dy.sign == .minus ? -1e6 : 1e6)
    }

    /// The curve's parameter t whose x is `x`: Newton's method from x itself (a few
    /// steps for every curve CSS allows), bisection when the slope is too flat for it.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let dx = Self.derivative(t, x1, x2)
            guard abs(dx) > 1e-6 else { break }
            t -= error / dx
            guard t >= 0, t <= 1 else { break }
        }
        // x(t) rises monotonically on 0...1 (x1 and x2 in 0...1): bisection always ends.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at t, its ends at 0 and 1: 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³.
    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
