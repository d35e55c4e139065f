import Testing
@testable import Graphics
import Geometry

@Suite struct RoundedRectTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        let rect: Rect
        let radii: CornerRadii
        let name: String
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(rect: Rect(x: 10, y: 10, width: 100, height: 60), radii: CornerRadii(10), name: "uniform r10"),
        Shape(rect: Rect(x: 10, y: 10, width: 100, height: 60),
              radii: CornerRadii(topLeft: 0, topRight: 10, bottomRight: 20, bottomLeft: 30), name: "per-corner 0/10/20/30"),
        Shape(rect: Rect(x: 10, y: 10, width: 100, height: 40), radii: CornerRadii(50), name: "stadium (r50 on 100x40)"),
        Shape(rect: Rect(x: 10, y: 10, width: 100, height: 60),
              radii: CornerRadii(topLeft: Size(width: 30, height: 10), topRight: Size(width: 10, height: 30),
                                 bottomRight: Size(width: 40, height: 20), bottomLeft: Size(width: 5, height: 25)),
              name: "elliptical corners"),
        Shape(rect: Rect(x: 10.3, y: 10.7, width: 50.5, height: 30.2), radii: CornerRadii(8), name: "fractional rect r8"),
        Shape(rect: Rect(x: 4.5, y: 4.5, width: 9, height: 7), radii: CornerRadii(2.5), name: "small r2.5"),
        Shape(rect: Rect(x: 20, y: 20, width: 60, height: 60), radii: CornerRadii(1000), name: "huge radius -> circle"),
        Shape(rect: Rect(x: 10, y: 10, width: 100, height: 60),
              radii: CornerRadii(topLeft: 60, topRight: 60, bottomRight: 0, bottomLeft: 0), name: "overlapping top corners"),
    ]

    /// Every pixel within `curvedEdgeTolerance` of the 16x16 supersampled reference (radii
    /// clamped by the test); straight edges and the inside are exact.
    @Test(arguments: shapes)
    func matchesSupersampledReference(_ s: Shape) throws {
        let (fb, painter) = try makeCanvas(120, 90)
        painter.fill(RoundedRect(s.rect, radii: s.radii), with: .color(.black))
        expectCoverage(fb, matches: .roundedRect(s.rect, s.radii), within: curvedEdgeTolerance, s.name)
        // Nothing outside the rectangle's pixels.
        expectUntouched(fb, outside: s.rect.enclosingPixels, background: 0)
    }

    @Test func cornerPixelsOutsideArcUntouchedInsideFull() throws {
        let (fb, painter) = try makeCanvas(120, 80)
        painter.fill(RoundedRect(Rect(x: 10, y: 10, width: 100, height: 60), radius: 10), with: .color(.black))
        // The four corner pixels of the bounding box lie wholly outside the arcs.
        for (x, y) in [(10, 10), (109, 10), (109, 69), (10, 69), (11, 11), (108, 68)] {
            #expect(fb[x, y] == 0, "(\(x), \(y)) \(hex(fb[x, y]))")
        }
        // Pixels wholly inside the arcs (farthest corner < r - 1/32 from the center) are full.
        for (x, y) in [(14, 14), (105, 14), (105, 65), (14, 65), (12, 16), (16, 12)] {
            #expect(fb[x, y] == 0xFF00_0000, "(\(x), \(y)) \(hex(fb[x, y]))")
        }
        // Straight edges are exact.
        #expect(fb[60, 10] == 0xFF00_0000 && fb[60, 9] == 0)
        #expect(fb[10, 40] == 0xFF00_0000 && fb[9, 40] == 0)
        #expect(fb[109, 40] == 0xFF00_0000 && fb[110, 40] == 0)
        #expect(fb[60, 69] == 0xFF00_0000 && fb[60, 70] == 0)
        // Interior is exactly the color.
        for y in 20..<60 { for x in 20..<100 where fb[x, y] != 0xFF00_0000 { Issue.record("(\(x), \(y))") } }
    }

    /// Along the diagonal of each corner, the arc crosses at r(1 - 1/√2) ≈ 0.29 r from
    /// the corner: with radii 0, 10, 20 and 30 the first covered diagonal pixel differs.
    @Test func perCornerRadiiAreVisibleAtEachCorner() throws {
        let (fb, painter) = try makeCanvas(120, 80)
        let r = Rect(x: 10, y: 10, width: 100, height: 60)
        painter.fill(RoundedRect(r, radii: CornerRadii(topLeft: 0, topRight: 10, bottomRight: 20, bottomLeft: 30)),
                     with: .color(.black))
        // (corner pixel, step toward the inside, radius)
        let corners: [(x: Int, y: Int, dx: Int, dy: Int, radius: Double)] = [
            (10, 10, 1, 1, 0), (109, 10, -1, 1, 10), (109, 69, -1, -1, 20), (10, 69, 1, -1, 30),
        ]
        for c in corners {
            let crossing = c.radius * (1 - 1 / 2.0.squareRoot())
            // Pixels k along the diagonal span [k, k+1] from the corner on both axes.
            for k in 0..<12 {
                let value = alpha(fb[c.x + k * c.dx, c.y + k * c.dy])
                if Double(k + 1) <= crossing - 0.01 {
                    #expect(value == 0, "radius \(c.radius) diagonal pixel \(k): \(value)")
                } else if Double(k) >= crossing + 0.75 {
                    #expect(value == 255, "radius \(c.radius) diagonal pixel \(k): \(value)")
                }
            }
        }
        #expect(fb[10, 10] == 0xFF00_0000, "square top-left corner")
        // The first row: how many pixels at each end stay untouched grows with the radius.
        func untouchedRun(row y: Int, from x: Int, step: Int) -> Int {
            var n = 0
            while fb[x + n * step, y] == 0 { n += 1 }
            return n
        }
        let top = (left: untouchedRun(row: 10, from: 10, step: 1), right: untouchedRun(row: 10, from: 109, step: -1))
        let bottom = (left: untouchedRun(row: 69, from: 10, step: 1), right: untouchedRun(row: 69, from: 109, step: -1))
        #expect(top.left == 0)
        #expect(top.right < bottom.right && bottom.right < bottom.left, "\(top) \(bottom)")
    }

    @Test func oversizedRadiiScaleDownAsCSS() throws {
        let stadium = RoundedRect(Rect(x: 10, y: 10, width: 100, height: 40), radius: 50)
        #expect(stadium.radii == CornerRadii(20))
        // One corner too big for its sides: every radius scales by the same factor.
        let rr = RoundedRect(Rect(x: 0, y: 0, width: 100, height: 50),
                             radii: CornerRadii(topLeft: 80, topRight: 40, bottomRight: 10, bottomLeft: 0))
        // Sides: top 100 / (80 + 40), left 50 / (80 + 0), right 50 / (40 + 10), bottom 100 / 10: f = 50 / 80.
        let f = 50.0 / 80.0
        #expect(rr.radii == CornerRadii(topLeft: 80 * f, topRight: 40 * f, bottomRight: 10 * f, bottomLeft: 0))
        #expect(rr.radii == cssClamped(CornerRadii(topLeft: 80, topRight: 40, bottomRight: 10, bottomLeft: 0), in: rr.rect))

        let (fb, painter) = try makeCanvas(120, 60)
        painter.fill(stadium, with: .color(.black))
        expectCoverage(fb, matches: .roundedRect(stadium.rect, CornerRadii(20)), within: curvedEdgeTolerance, "stadium")
        // A stadium: the ends are half circles, so the leftmost column is touched only near the middle.
        #expect(fb[10, 10] == 0 && fb[10, 49] == 0)
        #expect(alpha(fb[10, 29]) > 0 && alpha(fb[10, 29]) < 255)
        #expect(fb[60, 10] == 0xFF00_0000 && fb[30, 30] == 0xFF00_0000)
    }

    @Test func radiiNormalization() {
        let r = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(RoundedRect(r, radius: -5).radii == .zero)
        #expect(RoundedRect(r, radius: .nan).radii == .zero)
        #expect(RoundedRect(r, radius: .infinity).radii == .zero)
        #expect(RoundedRect(r, radii: CornerRadii(topLeft: Size(width: 5, height: 0), topRight: Size(5),
                                                   bottomRight: .zero, bottomLeft: .zero)).radii
                == CornerRadii(topLeft: 0, topRight: 5, bottomRight: 0, bottomLeft: 0))
        #expect(RoundedRect(Rect(x: 0, y: 0, width: -1, height: 5), radius: 3).radii == .zero)
    }

    /// Degenerate radii draw exactly the plain rectangle.
    @Test(arguments: [0.0, -5, .nan, .infinity])
    func degenerateRadiusDrawsThePlainRect(_ radius: Double) throws {
        let rect = Rect(x: 3.5, y: 2.25, width: 20, height: 10)
        let (a, pa) = try makeCanvas(30, 20)
        let (b, pb) = try makeCanvas(30, 20)
        pa.fill(RoundedRect(rect, radius: radius), with: .color(.black))
        pb.fill(rect, with: .color(.black))
        #expect(pixels(of: a) == pixels(of: b))
    }

    @Test func ellipticalRadiiDifferPerAxis() throws {
        let (fb, painter) = try makeCanvas(120, 80)
        let r = Rect(x: 10, y: 10, width: 100, height: 60)
        let radii = CornerRadii(topLeft: Size(width: 30, height: 10), topRight: Size(width: 10, height: 30),
                                bottomRight: Size(10), bottomLeft: Size(10))
        painter.fill(RoundedRect(r, radii: radii), with: .color(.black))
        expectCoverage(fb, matches: .roundedRect(r, radii), within: curvedEdgeTolerance)
        // Top-left is wide and flat: the top row is untouched 12 px in, the left column is full 12 px down.
        #expect(fb[22, 10] == 0)
        #expect(fb[10, 22] == 0xFF00_0000)
        // Top-right is narrow and tall: the mirror image.
        #expect(fb[109, 22] == 0)
        #expect(fb[97, 10] == 0xFF00_0000)
    }

    @Test func symmetricShapeGivesSymmetricPixels() throws {
        let (fb, painter) = try makeCanvas(80, 60)
        painter.fill(RoundedRect(Rect(x: 10, y: 10, width: 60, height: 40), radius: 13.7), with: .color(.black))
        var worst = 0
        for y in 0..<60 {
            for x in 0..<80 {
                worst = max(worst, abs(alpha(fb[x, y]) - alpha(fb[79 - x, y])), abs(alpha(fb[x, y]) - alpha(fb[x, 59 - y])))
            }
        }
        #expect(worst <= 1)
    }

    @Test func translucentPaintBlendsByCoverage() throws {
        let (fb, painter) = try makeCanvas(60, 40, background: .white)
        let rect = Rect(x: 5, y: 5, width: 50, height: 30)
        let color = Color(red: 0, green: 0, blue: 1, alpha: 0.6)
        painter.fill(RoundedRect(rect, radius: 12), with: .color(color))
        let shape = ReferenceShape.roundedRect(rect, CornerRadii(12))
        let src = color.premultipliedPixel
        for y in 0..<40 {
            for x in 0..<60 {
                let c = shape.coverage(x: x, y: y)
                expectPixel(fb[x, y], near: exactSourceOver(exactScale(src, c), Channels(0xFFFF_FFFF).doubles),
                            within: Double(curvedEdgeTolerance), "(\(x), \(y))")
            }
        }
    }
}
