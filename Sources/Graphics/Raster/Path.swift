import Geometry

/// How the inside of a path is decided where outlines overlap or nest.
public enum FillRule: Sendable, Hashable {
    /// Inside where the outlines wind around a point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses an odd number of outlines.
    case evenOdd
}

/// A shape outline made of closed polygons ("contours"). Curves are flattened into
/// line segments as they are added, within `Path.flatteningTolerance`, so that the
/// rasterizer only ever sees lines.
///
/// Contours are closed implicitly; their direction matters for `.nonZero` filling
/// (a hole runs the other way round). `addRoundedRect` and `addEllipse` run clockwise
/// on screen unless asked otherwise.
public struct Path: Sendable, Hashable {
    /// Every contour's points, one contour after another.
    public private(set) var points: [Point] = []
    /// For each contour, the index in `points` one past its last point (a contour
    /// still open, not yet ended by `close()` or `move(to:)`, is included).
    public var contourEnds: [Int] {
        openContour ? closedContourEnds + [points.count] : closedContourEnds
    }
    private var closedContourEnds: [Int] = []

    /// Largest distance between a curve and the segments that replace it, in pixels.
    /// With arcs' chords balanced around the curve, edge coverage is within about
    /// 4/255 of the exact area.
    public static let flatteningTolerance = 1.0 / 32

    public init() {}

    /// True when there is no contour with at least three points (nothing to fill).
    public var isEmpty: Bool { !contours.contains { $0.count >= 3 } }

    /// The points of each contour.
    public var contours: [ArraySlice<Point>] {
        var start = 0
        return contourEnds.map { end in
            defer { start = end }
            return points[start..<end]
        }
    }

    /// Removes every contour, keeping the storage for reuse.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        closedContourEnds.removeAll(keepingCapacity: true)
        openContour = false
    }

    /// Starts a new contour at `p` (the previous one is closed).
    public mutating func move(to p: Point) {
        closeContour()
        points.append(p)
        openContour = true
    }

    /// Adds a straight segment from the current point to `p`.
    public mutating func line(to p: Point) {
        if !openContour { move(to: p); return }
        points.append(p)
    }

    /// Adds a quadratic Bézier curve from the current point through control point `c` to `p`.
    public mutating func quadCurve(to p: Point, control c: Point) {
        guard openContour, let p0 = points.last else { move(to: p); return }
        // Error of n uniform segments of a quadratic is |p0 - 2c + p| / (4 n²).
        let dd = p0 - c * 2 + p
        let n = Self.segmentCount(deviation: (dd.x * dd.x + dd.y * dd.y).squareRoot() / 4)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            points.append(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
    }

    /// Adds a cubic Bézier curve from the current point with controls `c1`, `c2` to `p`.
    public mutating func cubicCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard openContour, let p0 = points.last else { move(to: p); return }
        // Bound on the second derivative gives the segment count for the tolerance.
        let d1 = p0 - c1 * 2 + c2, d2 = c1 - c2 * 2 + p
        let m = max((d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
        let n = Self.segmentCount(deviation: m * 3 / 4)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
            points.append(Point(x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                                y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
        }
    }

    /// Closes the current contour.
    public mutating func close() { closeContour() }

    /// Adds a rectangle as a clockwise contour (counter-clockwise when `clockwise` is false).
    public mutating func addRect(_ r: Rect, clockwise: Bool = true) {
        guard !r.isEmpty, r.isFinite else { return }
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        move(to: corners[0])
        if clockwise {
            for c in corners.dropFirst() { line(to: c) }
        } else {
            for c in corners.dropFirst().reversed() { line(to: c) }
        }
        close()
    }

    /// Adds a rounded rectangle as one contour (its radii are already CSS-normalized).
    public mutating func addRoundedRect(_ rr: RoundedRect, clockwise: Bool = true) {
        let r = rr.rect
        guard !r.isEmpty, r.isFinite else { return }
        let start = points.count
        closeContour()
        let k = rr.radii
        // Clockwise on screen (y down): top edge left to right, then each corner.
        appendArc(center: Point(x: r.maxX - k.topRight.width, y: r.minY + k.topRight.height),
                  radii: k.topRight, from: -Double.pi / 2)
        appendArc(center: Point(x: r.maxX - k.bottomRight.width, y: r.maxY - k.bottomRight.height),
                  radii: k.bottomRight, from: 0)
        appendArc(center: Point(x: r.minX + k.bottomLeft.width, y: r.maxY - k.bottomLeft.height),
                  radii: k.bottomLeft, from: Double.pi / 2)
        appendArc(center: Point(x: r.minX + k.topLeft.width, y: r.minY + k.topLeft.height),
                  radii: k.topLeft, from: Double.pi)
        if !clockwise { reversePoints(from: start) }
        closedContourEnds.append(points.count)
    }

    /// Adds the ellipse inscribed in `r` as one contour.
    public mutating func addEllipse(in r: Rect, clockwise: Bool = true) {
        guard !r.isEmpty, r.isFinite else { return }
        let start = points.count
        closeContour()
        let radii = Size(width: r.width / 2, height: r.height / 2)
        for quarter in 0..<4 {
            appendArc(center: r.center, radii: radii, from: Double(quarter - 1) * Double.pi / 2)
        }
        if !clockwise { reversePoints(from: start) }
        closedContourEnds.append(points.count)
    }

    // MARK: - Private

    private var openContour = false
    /// The steps of the last arc radius flattened (`appendArc`): a rounded rectangle's four
    /// corners, and a painter's run of shapes with one radius, compute them once. A
    /// function of the radius alone, so the points are those of computing them each time;
    /// not part of the path's value (`==` and `hash` leave it out).
    private var lastArc: ArcSteps?

    /// How a quarter arc of radius `radius` is flattened.
    private struct ArcSteps {
        let radius: Double
        let count: Int
        let cos: Double, sin: Double
        /// How far inner vertices are pushed out (see `appendArc`).
        let push: Double

        init(radius: Double) {
            self.radius = radius
            // Chord error r(1 - cos(θ/2)) <= tolerance gives the angle step θ.
            let step = 2 * (1 - min(1, Path.flatteningTolerance / radius)).acos
            count = max(1, Int((Double.pi / 2 / step).rounded(.up)))
            let stepAngle = Double.pi / 2 / Double(count)
            (cos, sin) = (stepAngle.cos, stepAngle.sin)
            // Chords lie inside the curve; moving the inner vertices out by
            // sqrt(θ / sin θ) makes each chord's triangle as large as its sector, so the
            // coverage along the curve is right on average, not always too light.
            push = count > 1 ? (stepAngle / sin).squareRoot() : 1
        }
    }

    /// The rounded cosine and sine of the quarter turns arcs start at (-π/2 to 3π/2), as
    /// `angle.cos.rounded()` and `angle.sin.rounded()` give them.
    private static let quarterTurns: [(cos: Double, sin: Double)] = (-1..<4).map { quarter in
        let angle = Double(quarter) * Double.pi / 2
        return (angle.cos.rounded(), angle.sin.rounded())
    }

    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.points == rhs.points && lhs.closedContourEnds == rhs.closedContourEnds && lhs.openContour == rhs.openContour
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(points)
        hasher.combine(closedContourEnds)
        hasher.combine(openContour)
    }

    /// Reverses the points from `start` to the end in place (reversing the slice
    /// `points[start...]` copies it).
    private mutating func reversePoints(from start: Int) {
        var i = start, j = points.count - 1
        while i < j {
            points.swapAt(i, j)
            i += 1
            j -= 1
        }
    }

    private mutating func closeContour() {
        if openContour {
            closedContourEnds.append(points.count)
            openContour = false
        }
    }

    /// Appends a quarter ellipse, clockwise on screen, starting at angle `from` (a
    /// multiple of π/2: 0 = +x, π/2 = +y), both end points included. A zero radius adds the corner point.
    private mutating func appendArc(center: Point, radii: Size, from angle: Double) {
        let rMax = max(radii.width, radii.height)
        guard rMax > 0 else {
            points.append(center)
            return
        }
        if lastArc?.radius != rMax { lastArc = ArcSteps(radius: rMax) }
        let arc = lastArc!
        let n = arc.count, push = arc.push
        // Rotating a unit vector by a fixed step replaces a cos and a sin per point; the
        // end point is set exactly so that arcs meet the straight sides without a gap.
        let (stepCos, stepSin) = (arc.cos, arc.sin)
        var (c, s) = Self.quarterTurn(angle)
        let (endC, endS) = (-s, c)
        for i in 0..<n {
            let k = i == 0 ? 1 : push
            points.append(Point(x: center.x + radii.width * c * k, y: center.y + radii.height * s * k))
            (c, s) = (c * stepCos - s * stepSin, s * stepCos + c * stepSin)
        }
        points.append(Point(x: center.x + radii.width * endC, y: center.y + radii.height * endS))
    }

    /// `(angle.cos.rounded(), angle.sin.rounded())` for a multiple of π/2 (from a table
    /// for the four quarter turns; computed for any other angle).
    private static func quarterTurn(_ angle: Double) -> (Double, Double) {
        let quarter = (angle / (Double.pi / 2)).rounded()
        if quarter >= -1, quarter < 4, quarter * Double.pi / 2 == angle { return quarterTurns[Int(quarter) + 1] }
        return (angle.cos.rounded(), angle.sin.rounded())
    }

    private static func segmentCount(deviation: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(1000, max(1, Int((deviation / flatteningTolerance).squareRoot().rounded(.up))))
    }
}

