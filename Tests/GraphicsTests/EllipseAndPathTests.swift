import Testing
@testable import Graphics
import Geometry

@Suite struct EllipseAndPathTests {
    @Test(arguments: [Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: 5.5, y: 10.25, width: 70, height: 30),
                      Rect(x: 20, y: 3, width: 12, height: 60), Rect(x: 3, y: 3, width: 2, height: 2),
                      Rect(x: 30.3, y: 30.7, width: 5.2, height: 3.9), Rect(x: -20, y: -10, width: 60, height: 40),
                      Rect(x: 50, y: 40, width: 60, height: 40)])
    func ellipseMatchesSupersampledReference(_ r: Rect) throws {
        let (fb, painter) = try makeCanvas(80, 70)
        painter.fillEllipse(in: r, with: .color(.black))
        expectCoverage(fb, matches: .ellipse(r), within: curvedEdgeTolerance, "\(r)")
    }

    @Test func circleIsSymmetric() throws {
        let (fb, painter) = try makeCanvas(70, 70)
        painter.fillEllipse(in: Rect(x: 10, y: 10, width: 50, height: 50), with: .color(.black))
        var worst = 0
        for y in 0..<70 {
            for x in 0..<70 {
                let a = alpha(fb[x, y])
                worst = max(worst, abs(a - alpha(fb[69 - x, y])), abs(a - alpha(fb[x, 69 - y])), abs(a - alpha(fb[y, x])))
            }
        }
        #expect(worst <= 1, "largest asymmetry \(worst)/255")
        // Exact values where the answer is known: center full, bounding-box corners empty,
        // the four extreme points half-covered columns/rows.
        #expect(fb[35, 35] == 0xFF00_0000)
        #expect(fb[10, 10] == 0 && fb[59, 59] == 0 && fb[59, 10] == 0 && fb[10, 59] == 0)
        #expect(fb[9, 34] == 0 && fb[60, 34] == 0 && fb[34, 9] == 0 && fb[34, 60] == 0)
        #expect(alpha(fb[10, 34]) > 200 && alpha(fb[10, 34]) < 255)
    }

    @Test(arguments: [Rect(x: 10, y: 10, width: 0, height: 20), Rect(x: 10, y: 10, width: 20, height: 0),
                      Rect(x: 10, y: 10, width: -5, height: 20), Rect(x: 10, y: 10, width: 20, height: -5),
                      Rect(x: .nan, y: 10, width: 20, height: 20), Rect(x: 10, y: 10, width: .infinity, height: 20),
                      Rect(x: 10, y: 10, width: 20, height: .nan)])
    func emptyEllipseDrawsNothing(_ r: Rect) throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.fillEllipse(in: r, with: .color(.black))
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    /// A 40x40 square with a 20x20 square inside, both clockwise: non-zero fills the
    /// inner square (winding 2), even-odd leaves it empty.
    @Test(arguments: [FillRule.nonZero, FillRule.evenOdd])
    func nestedSameDirectionSquares(_ rule: FillRule) throws {
        let (fb, painter) = try makeCanvas(60, 60)
        var path = Path()
        path.addRect(Rect(x: 10, y: 10, width: 40, height: 40))
        path.addRect(Rect(x: 20, y: 20, width: 20, height: 20))
        painter.fill(path, rule: rule, with: .color(.black))
        for y in 0..<60 {
            for x in 0..<60 {
                let outer = x >= 10 && x < 50 && y >= 10 && y < 50
                let inner = x >= 20 && x < 40 && y >= 20 && y < 40
                let filled = outer && (rule == .nonZero || !inner)
                #expect(fb[x, y] == (filled ? 0xFF00_0000 : 0), "\(rule) (\(x), \(y))")
            }
        }
    }

    @Test func oppositeDirectionMakesAHoleWithNonZero() throws {
        let (fb, painter) = try makeCanvas(60, 60)
        var path = Path()
        path.addRect(Rect(x: 10, y: 10, width: 40, height: 40))
        path.addRect(Rect(x: 20, y: 20, width: 20, height: 20), clockwise: false)
        painter.fill(path, with: .color(.black))
        #expect(fb[30, 30] == 0)
        #expect(fb[15, 30] == 0xFF00_0000)
        var ring = Path()
        ring.addEllipse(in: Rect(x: 5, y: 5, width: 50, height: 50))
        ring.addEllipse(in: Rect(x: 15, y: 15, width: 30, height: 30), clockwise: false)
        let (fb2, painter2) = try makeCanvas(60, 60)
        painter2.fill(ring, with: .color(.black))
        expectCoverage(fb2, matches: ReferenceShape.ellipse(Rect(x: 5, y: 5, width: 50, height: 50))
            .subtracting(.ellipse(Rect(x: 15, y: 15, width: 30, height: 30))), within: curvedEdgeTolerance)
    }

    /// Two overlapping circles with even-odd: the lens where they overlap is empty.
    /// Pixels that both outlines cross are skipped: an accumulating-area rasterizer (like
    /// FreeType's) applies the fill rule to the pixel's summed winding area, not per
    /// sub-area, so there the coverage is only approximate.
    @Test func evenOddOverlap() throws {
        let (fb, painter) = try makeCanvas(80, 60)
        var path = Path()
        let a = Rect(x: 5, y: 5, width: 40, height: 40), b = Rect(x: 30, y: 10, width: 40, height: 40)
        path.addEllipse(in: a)
        path.addEllipse(in: b)
        painter.fill(path, rule: .evenOdd, with: .color(.black))
        let ea = ReferenceShape.ellipse(a), eb = ReferenceShape.ellipse(b)
        var bad: [String] = []
        var skipped = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let ca = ea.coverage(x: x, y: y), cb = eb.coverage(x: x, y: y)
                if ca > 0, ca < 1, cb > 0, cb < 1 { skipped += 1; continue }
                // Where at most one outline crosses the pixel, the xor coverage is exact.
                let expected = Int(((ca + cb - 2 * ca * cb) * 255).rounded())
                if abs(alpha(fb[x, y]) - expected) > curvedEdgeTolerance { bad.append("(\(x), \(y)) \(alpha(fb[x, y])) vs \(expected)") }
            }
        }
        #expect(skipped <= 8)
        #expect(bad.isEmpty, "\(bad.prefix(10))")
        #expect(fb[40, 28] == 0, "the lens is empty")
        #expect(fb[15, 25] == 0xFF00_0000 && fb[60, 30] == 0xFF00_0000)
    }

    static let triangles: [[Point]] = [
        [Point(x: 10, y: 10), Point(x: 60, y: 15), Point(x: 25, y: 50)],
        [Point(x: 40.3, y: 2.7), Point(x: 77.9, y: 55.1), Point(x: 3.2, y: 40.6)],
        // Partly outside on the left and top.
        [Point(x: -20, y: 5), Point(x: 30, y: -12), Point(x: -5, y: 45)],
        // Partly outside on the right and bottom.
        [Point(x: 50, y: 30), Point(x: 110, y: 20), Point(x: 70, y: 90)],
        // A thin sliver.
        [Point(x: 5, y: 5), Point(x: 75, y: 8), Point(x: 6, y: 6)],
    ]

    @Test(arguments: triangles)
    func triangleMatchesReference(_ points: [Point]) throws {
        for clockwise in [true, false] {
            let (fb, painter) = try makeCanvas(80, 60)
            var path = Path()
            let ordered = clockwise ? points : points.reversed()
            path.move(to: ordered[0])
            for p in ordered.dropFirst() { path.line(to: p) }
            path.close()
            painter.fill(path, with: .color(.black))
            // Straight edges have no flattening error: compare with the exact area (a
            // 16x16 grid cannot resolve thin slivers, nor 45° edges running through samples).
            expectExactCoverage(fb, of: points, within: 1, "clockwise \(clockwise)")
        }
    }

    /// A parabolic segment: the region between a quadratic curve (apex at y = 10) and its chord.
    @Test func quadraticCurveFills() throws {
        let (fb, painter) = try makeCanvas(80, 50)
        var path = Path()
        path.move(to: Point(x: 10, y: 40))
        path.quadCurve(to: Point(x: 70, y: 40), control: Point(x: 40, y: -20))
        path.close()
        painter.fill(path, with: .color(.black))
        // x is linear in t (the control point is centered), y(t) = 40 - 120 t + 120 t².
        let shape = ReferenceShape(bounds: Rect(x: 10, y: 10, width: 60, height: 30)) { x, y in
            let t = (x - 10) / 60
            guard t >= 0, t <= 1 else { return false }
            return y >= 40 - 120 * t + 120 * t * t && y <= 40
        }
        expectCoverage(fb, matches: shape, within: curvedEdgeTolerance, "parabola")
        #expect(fb[40, 20] == 0xFF00_0000)
        #expect(fb[40, 9] == 0)
    }

    /// A circle made of four cubic Béziers (the usual κ = 0.5523 approximation, off by
    /// under 0.03 % of the radius) matches the circle reference.
    @Test func cubicCurvesFillACircle() throws {
        let (fb, painter) = try makeCanvas(70, 70)
        let c = Point(x: 35, y: 35), r = 25.0, k = 0.552_284_749_8 * r
        var path = Path()
        path.move(to: Point(x: c.x + r, y: c.y))
        path.cubicCurve(to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k), control2: Point(x: c.x + k, y: c.y + r))
        path.cubicCurve(to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r), control2: Point(x: c.x - r, y: c.y + k))
        path.cubicCurve(to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k), control2: Point(x: c.x - k, y: c.y - r))
        path.cubicCurve(to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r), control2: Point(x: c.x + r, y: c.y - k))
        path.close()
        painter.fill(path, with: .color(.black))
        expectCoverage(fb, matches: .ellipse(Rect(x: 10, y: 10, width: 50, height: 50)), within: curvedEdgeTolerance, "cubic circle")
    }

    /// Flattened curves stay within `Path.flatteningTolerance` (1/32 px) of the curve:
    /// the points are the curve at uniform t, and the curve between two of them never
    /// strays further than that from the chord.
    @Test func curvesAreFlattenedWithinTolerance() {
        func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
            let d = b - a, len2 = d.x * d.x + d.y * d.y
            let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / len2)) : 0
            let q = a + d * t
            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        let p0 = Point(x: 0, y: 0), c1 = Point(x: 0, y: 100), c2 = Point(x: 100, y: 100), p3 = Point(x: 100, y: 0)
        func cubic(_ t: Double) -> Point {
            let u = 1 - t
            return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
        }
        let qc = Point(x: 50, y: -80)
        func quad(_ t: Double) -> Point { p0 * ((1 - t) * (1 - t)) + qc * (2 * (1 - t) * t) + p3 * (t * t) }
        for (name, curve) in [("cubic", cubic), ("quad", quad)] as [(String, (Double) -> Point)] {
            var path = Path()
            path.move(to: p0)
            if name == "cubic" { path.cubicCurve(to: p3, control1: c1, control2: c2) } else { path.quadCurve(to: p3, control: qc) }
            path.close()
            let n = path.points.count - 1
            #expect(n > 10, "\(name): \(n) segments")
            #expect(path.contourEnds == [path.points.count])
            var worst = 0.0
            for i in 0..<n {
                let a = path.points[i], b = path.points[i + 1]
                for k in 1..<8 {
                    let t = (Double(i) + Double(k) / 8) / Double(n)
                    worst = max(worst, distance(curve(t), toSegment: a, b))
                }
            }
            #expect(worst <= Path.flatteningTolerance * 1.01, "\(name): worst chord distance \(worst)")
            let last = path.points[n]
            #expect(abs(last.x - p3.x) < 1e-9 && abs(last.y - p3.y) < 1e-9)
        }
    }

    @Test func pathBookkeeping() {
        var path = Path()
        #expect(path.isEmpty)
        path.addRect(Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(path.points == [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)])
        #expect(path.contourEnds == [4])
        path.addRect(Rect(x: 0, y: 0, width: 2, height: 2), clockwise: false)
        #expect(Array(path.points[4...]) == [Point(x: 0, y: 0), Point(x: 0, y: 2), Point(x: 2, y: 2), Point(x: 2, y: 0)])
        #expect(path.contours.count == 2)
        path.addRect(Rect(x: 0, y: 0, width: -2, height: 2))
        #expect(path.contours.count == 2)
        path.removeAll()
        #expect(path.isEmpty && path.points.isEmpty && path.contourEnds.isEmpty)
        // A contour of two points has no area.
        path.move(to: .zero)
        path.line(to: Point(x: 5, y: 5))
        path.close()
        #expect(path.isEmpty)
    }

    @Test func degeneratePathsDrawNothing() throws {
        let (fb, painter) = try makeCanvas(20, 20, background: .white)
        painter.fill(Path(), with: .color(.black))
        var line = Path()
        line.move(to: Point(x: 1, y: 1))
        line.line(to: Point(x: 15, y: 15))
        line.close()
        painter.fill(line, with: .color(.black))
        var flat = Path()
        flat.move(to: Point(x: 1, y: 5))
        flat.line(to: Point(x: 15, y: 5))
        flat.line(to: Point(x: 8, y: 5))
        flat.close()
        painter.fill(flat, with: .color(.black))
        var bad = Path()
        bad.move(to: Point(x: .nan, y: 1))
        bad.line(to: Point(x: 10, y: .infinity))
        bad.line(to: Point(x: 5, y: 5))
        bad.close()
        painter.fill(bad, with: .color(.black))
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    /// Contours are closed implicitly: a contour whose last point was added without
    /// `close()` still fills.
    @Test func unclosedContourStillFills() throws {
        let (fb, painter) = try makeCanvas(40, 40)
        var path = Path()
        path.move(to: Point(x: 5, y: 5))
        path.line(to: Point(x: 35, y: 5))
        path.line(to: Point(x: 5, y: 35))
        #expect(!path.isEmpty)
        painter.fill(path, with: .color(.black))
        #expect(fb[8, 8] == 0xFF00_0000)
    }

    /// Path.swift:25 documents that "1/32 px keeps the coverage error on curved edges at
    /// about 2/255". The chords are inscribed (every vertex on the curve, every chord
    /// inside it), so the error is one-sided: measured against a 64x64 supersampled
    /// reference, edge pixels of an r = 25 circle are ~4.4/255 too light on average and up
    /// to ~8/255 at worst, for circles, ellipses and rounded-rect corners alike.
    @Test(arguments: [Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: 5.5, y: 10.25, width: 70, height: 30)])
    func curvedEdgesMeetTheDocumentedAccuracy(_ r: Rect) throws {
        let (fb, painter) = try makeCanvas(80, 70)
        painter.fillEllipse(in: r, with: .color(.black))
        let shape = ReferenceShape.ellipse(r)
        var worst = 0.0, bias = 0.0, edgePixels = 0
        for y in 0..<70 {
            for x in 0..<80 {
                let exact = shape.coverage(x: x, y: y, samples: 64) * 255
                let d = Double(alpha(fb[x, y])) - exact
                worst = max(worst, abs(d))
                if exact > 0.5, exact < 254.5 { bias += d; edgePixels += 1 }
            }
        }
        bias /= Double(edgePixels)
        withKnownIssue("Path.appendArc balances chord areas, but the first and last chord of each quarter still cut inside the curve") {
            #expect(worst <= 3, "largest error \(worst)/255")
            #expect(abs(bias) <= 1, "mean signed error on edge pixels \(bias)/255")
        }
    }

    /// A shape far below the framebuffer (y beyond Int's range) must simply be invisible.
    @Test func shapeFarOutsideDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            let fb = try! Framebuffer(width: 10, height: 10)
            Painter(target: fb).fillEllipse(in: Rect(x: 0, y: 1e20, width: 5, height: 5), with: .color(.black))
        }
        await #expect(processExitsWith: .success) {
            let fb = try! Framebuffer(width: 10, height: 10)
            Painter(target: fb).fill(RoundedRect(Rect(x: 0, y: -1e20, width: 5, height: 5), radius: 2), with: .color(.black))
        }
    }
}
