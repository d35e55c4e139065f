/// A length that may be `auto`: sizes, flex-basis, margins and insets.
///
/// Any Double is accepted: layout saturates lengths into ±`LayoutStyle.largestLength`
/// (Chromium's LayoutUnit range), NaN counting as 0, so that huge, infinite or NaN
/// lengths give finite frames (see `LayoutNode.style`).
public enum Length: Hashable, Sendable {
    /// The property's automatic value (`auto`; `none` for max sizes).
    case auto
    /// A length in points.
    case points(Double)
    /// A percentage (`50` is 50%) of the containing block's size in the matching axis
    /// (its width for margins and padding on every side, as CSS says).
    case percent(Double)

    /// The points this resolves to against `base` (nil when the base is indefinite),
    /// or nil for `auto` and for percentages of an indefinite base. A percentage
    /// saturates (points are saturated when the style is set on a node).
    @inline(__always)
    func resolve(_ base: Double?) -> Double? {
        switch self {
        case .auto: return nil
        case .points(let value): return value
        case .percent(let value): return base.map { percentage(value, of: $0) }
        }
    }

    /// A minimum size (min-width, min-height) against `base`: -1 for `auto` (the
    /// automatic minimum, decided later), 0 for a percentage of an indefinite base
    /// (CSS 2 §10.7), else the points. No optional: it is read for every flex item.
    @inline(__always)
    func resolveMinimum(_ base: Double?) -> Double {
        switch self {
        case .auto: return -1
        case .points(let value): return value
        case .percent(let value): return base.map { percentage(value, of: $0) } ?? 0
        }
    }

    var isAuto: Bool { if case .auto = self { return true } else { return false } }
    /// True for a length in points (definite whatever the containing block).
    var isPoints: Bool { if case .points = self { return true } else { return false } }
}

/// A length that cannot be `auto`: padding and gaps. Saturated as `Length` is.
public enum LengthPercentage: Hashable, Sendable {
    /// A length in points.
    case points(Double)
    /// A percentage (`50` is 50%) of the containing block's width (padding) or of the
    /// container's content box in the gap's axis (gaps).
    case percent(Double)

    public static let zero = LengthPercentage.points(0)

    /// The points this resolves to; a percentage of an indefinite base is 0. A
    /// percentage saturates (points are saturated when the style is set on a node).
    @inline(__always)
    func resolve(_ base: Double?) -> Double {
        switch self {
        case .points(let value): return value
        case .percent(let value): return base.map { percentage(value, of: $0) } ?? 0
        }
    }
}

/// `percent`% of `base`, floored to 1/64 of a point as Chromium's LayoutUnit does, so
/// that percentage sizes add up exactly as they do in the browser; saturated.
@inline(__always)
func percentage(_ percent: Double, of base: Double) -> Double {
    let value = base * percent / 100
    // The base and the percentage are finite (`Length.saturate()`), so the value is never
    // NaN: saturating it takes a sign, neither a branch nor a call, which keeps the
    // style accessors it is inlined into small. Within the range, scaling by 64 is exact.
    guard abs(value) <= LayoutStyle.largestLength else { return Double(signOf: value, magnitudeOf: LayoutStyle.largestLength) }
    return (value * 64).rounded(.down) / 64
}
