/// How far content follows a finger that drags it past the edge: less and less the
/// further it goes, never more than the viewport's length. The curve is the one iOS's
/// scroll views are observed to follow (`UIScrollView`'s rubber band, as commonly
/// reconstructed):
///
///     shown(x) = (1 − 1 / (x·c / d + 1)) · d  =  x·c·d / (x·c + d)
///
/// for a pull of x points beyond the edge in a viewport of d points, with c = 0.55.
/// Its slope at the edge is c (the content moves at 55% of the finger), and it tends to
/// d. Slint has no rubber band at all (slint #2661).
public enum RubberBand {
    /// iOS's constant.
    public static let constant = 0.55

    /// How far past the edge the content shows for a finger `overscroll` points past it
    /// (either sign) in a viewport of `dimension` points. A viewport of 0 shows nothing.
    public static func shown(overscroll: Double, dimension: Double, constant c: Double = constant) -> Double {
        guard overscroll.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let shown = x * c * dimension / (x * c + dimension)
        return overscroll < 0 ? -shown : shown
    }

    /// The finger's overscroll that shows `shown` points past the edge: the inverse, for
    /// a drag that starts while the content is already stretched (caught during a spring
    /// back). `shown` is kept under the dimension.
    public static func overscroll(shown: Double, dimension: Double, constant c: Double = constant) -> Double {
        guard shown.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let y = min(abs(shown), dimension * (1 - 1e-9))
        let x = y * dimension / (c * (dimension - y))
        return shown < 0 ? -x : x
    }
}
