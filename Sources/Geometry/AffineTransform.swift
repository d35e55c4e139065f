import LibC

/// A 2D affine transform (scale, rotation, shear, translation), as CSS and CoreGraphics
/// write it: a point (x, y) maps to
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// in a space whose y axis points down, so a positive rotation turns clockwise on screen
/// (as CSS `rotate()` does).
///
/// A transform is always finite: every initializer, and `then(_:)`, gives the identity
/// when a component would not be finite (NaN or infinite input, or an overflowing
/// product), so an animation that computes a bad value shows its subtree untransformed
/// instead of making everything downstream NaN. A transform may be singular (scale 0):
/// `inverted()` is then nil, and a painter draws nothing through it.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The linear part (scale, rotation, shear): x' = a·x + c·y, y' = b·x + d·y.
    public let a: Double, b: Double, c: Double, d: Double
    /// The translation, added after the linear part.
    public let tx: Double, ty: Double

    /// The transform with these components, or the identity if any is not finite.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (1, 0, 0, 1, 0, 0)
            return
        }
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves every point by (x, y).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales by `scale` in both directions about the origin.
    public init(scale: Double) {
        self.init(scaleX: scale, y: scale)
    }

    /// Scales by `x` horizontally and `y` vertically about the origin (negative values
    /// mirror).
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Rotates by `radians` about the origin, clockwise on screen (y points down).
    /// Quarter turns are exact: a sine or cosine within 1e-15 of 0 or ±1 is snapped, so
    /// a rotation by `.pi / 2` maps whole-pixel points onto whole-pixel points instead of
    /// off by 6e-17.
    public init(rotation radians: Double) {
        func snapped(_ v: Double) -> Double {
            if abs(v) < 1e-15 { return 0 }
            if abs(abs(v) - 1) < 1e-15 { return v < 0 ? -1 : 1 }
            return v
        }
        let cosine = snapped(cos(radians)), sine = snapped(sin(radians))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// This transform applied first, then `next`: `t.then(next).apply(to: p)` equals
    /// `next.apply(to: t.apply(to: p))`. (CoreGraphics's `t.concatenating(next)`, and
    /// CSS `transform: next t` read right to left.)
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * next.a + b * next.c,
                        b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c,
                        d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx,
                        ty: tx * next.b + ty * next.d + next.ty)
    }

    /// This transform with `anchor` as its fixed point instead of the origin, as CSS
    /// `transform-origin`: e.g. `AffineTransform(rotation: θ).around(frame.center)` turns
    /// a subtree about its centre. (Moves `anchor` to the origin, applies this transform,
    /// moves back.)
    public func around(_ anchor: Point) -> AffineTransform {
        AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .then(self)
            .then(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The transform that undoes this one, or nil when this one is singular (it squashes
    /// the plane onto a line or a point, as a scale of 0 does) or its inverse would not be
    /// finite.
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let itx = -(ia * tx + ic * ty), ity = -(ib * tx + id * ty)
        guard ia.isFinite, ib.isFinite, ic.isFinite, id.isFinite, itx.isFinite, ity.isFinite else { return nil }
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: itx, ty: ity)
    }

    /// Where `p` lands. (Non-finite points give non-finite results.)
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The smallest axis-aligned rectangle containing `rect` transformed (its four
    /// corners). An empty or non-finite `rect` gives `Rect.zero`.
    public func boundingBox(of rect: Rect) -> Rect {
        guard !rect.isEmpty, rect.isFinite else { return .zero }
        // Four corners without an array: painters call this on every transformed draw,
        // which allocates nothing.
        let p0 = apply(to: Point(x: rect.minX, y: rect.minY)), p1 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p2 = apply(to: Point(x: rect.minX, y: rect.maxY)), p3 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x)), maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y)), maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True for the identity.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform only moves points (the identity included).
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    public var description: String { "AffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}
