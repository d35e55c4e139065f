/// How an animated value goes from where it was to its target: at a steady pace, eased
/// along a CSS curve, in steps, or pulled by a spring (which decides its own duration and
/// carries velocity in and out).
public enum AnimationCurve: Hashable, Sendable {
    case linear
    case cubicBezier(CubicBezier)
    case steps(StepEasing)
    case spring(Spring)

    /// CSS `ease`, the default of CSS transitions.
    public static let ease = AnimationCurve.cubicBezier(.ease)
    public static let easeIn = AnimationCurve.cubicBezier(.easeIn)
    public static let easeOut = AnimationCurve.cubicBezier(.easeOut)
    public static let easeInOut = AnimationCurve.cubicBezier(.easeInOut)

    /// Output progress for input progress `x` (0...1) and its slope, for the curves that
    /// run over a duration (a spring has neither: see `Animation.sample`).
    func eased(_ x: Double) -> (value: Double, slope: Double) {
        switch self {
        case .linear: (x, 1)
        case .cubicBezier(let bezier): (bezier.value(at: x), bezier.slope(at: x))
        case .steps(let steps): (steps.value(at: x), 0)
        case .spring: (x, 1)
        }
    }
}
