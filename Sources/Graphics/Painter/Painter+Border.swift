import Geometry

/// The color of each side of a border.
public struct BorderColors: Hashable, Sendable {
    public var top: Color
    public var left: Color
    public var bottom: Color
    public var right: Color

    public init(top: Color, left: Color, bottom: Color, right: Color) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// One color on every side.
    public init(_ all: Color) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    var isUniform: Bool { top == left && left == bottom && bottom == right }
}

extension Painter {
    /// Strokes a border inside the edge of `shape`: the ring between `shape` and the
    /// same shape inset by `widths`, whose corners follow CSS (inner radius = outer
    /// radius minus the adjacent width). Each side takes its own color; where two
    /// colors meet at a corner the boundary runs from the outer corner towards the
    /// inner one, as browsers draw it. Negative widths count as zero.
    public func strokeBorder(_ shape: RoundedRect, widths: EdgeInsets, colors: BorderColors) {
        guard !shape.isEmpty, shape.rect.isFinite else { return }
        func clean(_ w: Double) -> Double { w.isFinite ? max(0, w) : 0 }
        let w = EdgeInsets(top: clean(widths.top), left: clean(widths.left),
                           bottom: clean(widths.bottom), right: clean(widths.right))
        guard w.top + w.left + w.bottom + w.right > 0 else { return }
        let inner = shape.inset(by: w)
        var ring = Path()
        ring.addRoundedRect(shape)
        ring.addRoundedRect(inner, clockwise: false)
        if colors.isUniform {
            fillPath(ring, rule: .nonZero, paint: .color(colors.top))
            return
        }
        for side in BorderSide.allCases {
            let color = side.color(in: colors)
            guard side.width(in: w) > 0, color.premultipliedPixel != 0 else { continue }
            let part = ConvexClip(side.region(outer: shape, inner: inner, widths: w)).clip(ring)
            fillPath(part, rule: .nonZero, paint: .color(color))
        }
    }
}

/// One side of a border and the region of the box whose ring pixels take its color.
private enum BorderSide: CaseIterable {
    case top, right, bottom, left

    func color(in c: BorderColors) -> Color {
        switch self {
        case .top: c.top
        case .right: c.right
        case .bottom: c.bottom
        case .left: c.left
        }
    }

    func width(in w: EdgeInsets) -> Double {
        switch self {
        case .top: w.top
        case .right: w.right
        case .bottom: w.bottom
        case .left: w.left
        }
    }

    /// A convex polygon bounded by the side's outer edge and the two corner diagonals
    /// (outer corner through inner corner), reaching as deep as the inner corner curves
    /// go, so that every ring pixel falls in exactly one side's region.
    func region(outer: RoundedRect, inner: RoundedRect, widths w: EdgeInsets) -> [Point] {
        let o = outer.rect, r = inner.radii
        let tl = Point(x: o.minX, y: o.minY), tr = Point(x: o.maxX, y: o.minY)
        let br = Point(x: o.maxX, y: o.maxY), bl = Point(x: o.minX, y: o.maxY)
        // A point on the diagonal from `corner` along (dx, dy) (the two widths there),
        // `depth` further in along the side's normal axis than the inner corner.
        func deep(_ corner: Point, _ dx: Double, _ dy: Double, alongY: Bool, depth: Double) -> Point {
            let across = alongY ? abs(dy) : abs(dx)
            guard across > 0 else { return corner }
            let s = (across + depth) / across
            return Point(x: corner.x + dx * s, y: corner.y + dy * s)
        }
        let (a, b, pa, pb): (Point, Point, Point, Point)
        switch self {
        case .top:
            (a, b) = (tl, tr)
            pa = deep(tl, w.left, w.top, alongY: true, depth: r.topLeft.height)
            pb = deep(tr, -w.right, w.top, alongY: true, depth: r.topRight.height)
        case .right:
            (a, b) = (tr, br)
            pa = deep(tr, -w.right, w.top, alongY: false, depth: r.topRight.width)
            pb = deep(br, -w.right, -w.bottom, alongY: false, depth: r.bottomRight.width)
        case .bottom:
            (a, b) = (br, bl)
            pa = deep(br, -w.right, -w.bottom, alongY: true, depth: r.bottomRight.height)
            pb = deep(bl, w.left, -w.bottom, alongY: true, depth: r.bottomLeft.height)
        case .left:
            (a, b) = (bl, tl)
            pa = deep(bl, w.left, -w.bottom, alongY: false, depth: r.bottomLeft.width)
            pb = deep(tl, w.left, w.top, alongY: false, depth: r.topLeft.width)
        }
        // When the two diagonals cross before reaching their depth, the region is the
        // triangle up to the crossing.
        if let x = Self.intersection(a, pa, b, pb) { return [a, b, x] }
        return [a, b, pb, pa]
    }

    /// Where segments p1→p2 and q1→q2 cross (strictly inside both), if they do.
    private static func intersection(_ p1: Point, _ p2: Point, _ q1: Point, _ q2: Point) -> Point? {
        let d1 = p2 - p1, d2 = q2 - q1
        let denominator = d1.x * d2.y - d1.y * d2.x
        guard abs(denominator) > 1e-12 else { return nil }
        let e = q1 - p1
        let t = (e.x * d2.y - e.y * d2.x) / denominator
        let u = (e.x * d1.y - e.y * d1.x) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return nil }
        return p1 + d1 * t
    }
}
