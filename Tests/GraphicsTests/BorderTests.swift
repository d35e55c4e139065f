import Testing
@testable import Graphics
import Geometry

@Suite struct BorderTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let yellow = Color(red: 1, green: 1, blue: 0)
    static let fourColors = BorderColors(top: red, right: green, bottom: blue, left: yellow)

    @Test func uniformOnePixelBorder() throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.strokeBorder(RoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 0),
                             widths: EdgeInsets(all: 1), colors: BorderColors(all: Self.red))
        for y in 0..<40 {
            for x in 0..<40 {
                let inBox = x >= 10 && x < 30 && y >= 10 && y < 30
                let onRing = inBox && (x == 10 || x == 29 || y == 10 || y == 29)
                #expect(fb[x, y] == (onRing ? 0xFFFF_0000 : 0xFFFF_FFFF), "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [EdgeInsets.zero, EdgeInsets(all: -3), EdgeInsets(all: .nan), EdgeInsets(all: -.infinity),
                      EdgeInsets(top: 0, right: 0, bottom: .nan, left: -1)])
    func zeroOrInvalidWidthsDrawNothing(_ widths: EdgeInsets) throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        let shape = RoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 4)
        painter.strokeBorder(shape, widths: widths, colors: BorderColors(all: .black))
        painter.strokeBorder(shape, widths: widths, colors: Self.fourColors)
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    @Test func transparentColorsDrawNothing() throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        let shape = RoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 4)
        painter.strokeBorder(shape, widths: EdgeInsets(all: 3), colors: BorderColors(all: .clear))
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    /// Mid-side pixels take their side's color exactly; next to each corner's diagonal
    /// the pixels on either side take the two adjacent colors; the diagonal pixel mixes both.
    @Test func perSideColors() throws {
        let (fb, painter) = try makeCanvas(60, 60)
        painter.strokeBorder(RoundedRect(Rect(x: 10, y: 10, width: 40, height: 40), radius: 0),
                             widths: EdgeInsets(all: 5), colors: Self.fourColors)
        let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, yellow: UInt32 = 0xFFFF_FF00
        // Middle of each side, across its whole width.
        for d in 0..<5 {
            #expect(fb[30, 10 + d] == red, "top \(d)")
            #expect(fb[49 - d, 30] == green, "right \(d)")
            #expect(fb[30, 49 - d] == blue, "bottom \(d)")
            #expect(fb[10 + d, 30] == yellow, "left \(d)")
        }
        // Corners: (pixel above/right of the diagonal, pixel below/left, the two colors).
        // Top-left: above the diagonal is top (red), below is left (yellow).
        #expect(fb[12, 11] == red && fb[11, 12] == yellow)
        #expect(fb[47, 11] == red && fb[48, 12] == green)      // top-right
        #expect(fb[48, 47] == green && fb[47, 48] == blue)     // bottom-right
        #expect(fb[12, 48] == blue && fb[11, 47] == yellow)    // bottom-left
        // Pixels the diagonal cuts in half carry both colors.
        let tl = Channels(fb[12, 12]), tr = Channels(fb[47, 12]), br = Channels(fb[47, 47]), bl = Channels(fb[12, 47])
        #expect(tl.r > 100 && tl.g > 60 && tl.b == 0, "top-left \(tl)")      // red + yellow (green from yellow only)
        #expect(tr.r > 60 && tr.g > 60 && tr.b == 0, "top-right \(tr)")      // red + green
        #expect(br.g > 60 && br.b > 60 && br.r == 0, "bottom-right \(br)")   // green + blue
        #expect(bl.b > 60 && bl.r > 60 && bl.g > 60, "bottom-left \(bl)")    // blue + yellow
        // Interior and outside untouched.
        for y in 15..<45 { for x in 15..<45 where fb[x, y] != 0 { Issue.record("interior (\(x), \(y))") } }
        expectUntouched(fb, outside: PixelRect(x: 10, y: 10, width: 40, height: 40), background: 0)
    }

    @Test func zeroWidthSideGetsNoColor() throws {
        let (fb, painter) = try makeCanvas(60, 60)
        painter.strokeBorder(RoundedRect(Rect(x: 10, y: 10, width: 40, height: 40), radius: 6),
                             widths: EdgeInsets(top: 0, right: 4, bottom: 4, left: 4), colors: Self.fourColors)
        // Red only comes from the top (yellow has red too, so look where yellow is not: the right half).
        for y in 0..<60 { for x in 31..<60 where Channels(fb[x, y]).r != 0 { Issue.record("red at (\(x), \(y))") } }
        #expect(fb[30, 10] == 0)
        #expect(fb[30, 49] == 0xFF00_00FF)
    }

    @Test func transparentSideLeavesAGap() throws {
        let (fb, painter) = try makeCanvas(60, 60, background: .white)
        painter.strokeBorder(RoundedRect(Rect(x: 10, y: 10, width: 40, height: 40), radius: 0), widths: EdgeInsets(all: 4),
                             colors: BorderColors(top: .clear, right: Self.green, bottom: Self.blue, left: Self.yellow))
        for d in 0..<4 { #expect(fb[30, 10 + d] == 0xFFFF_FFFF) }
        #expect(fb[30, 49] == 0xFF00_00FF)
    }

    /// Thick border on rounded corners: the inner curve has radius outer - width, so a
    /// pixel inside it (but inside the inner rect's corner box) stays untouched and one
    /// between the curves is colored.
    @Test func thickBorderInnerRadiusIsOuterMinusWidth() throws {
        let (fb, painter) = try makeCanvas(80, 80)
        let shape = RoundedRect(Rect(x: 10, y: 10, width: 60, height: 60), radius: 20)
        #expect(shape.inset(by: EdgeInsets(all: 8)).radii == CornerRadii(12))
        #expect(shape.inset(by: EdgeInsets(all: 8)).rect == Rect(x: 18, y: 18, width: 44, height: 44))
        painter.strokeBorder(shape, widths: EdgeInsets(all: 8), colors: BorderColors(all: Self.red))
        // Inner top-left curve: center (30, 30), radius 12. Pixel (22, 22) lies wholly inside it.
        #expect(fb[22, 22] == 0)
        #expect(fb[57, 22] == 0 && fb[57, 57] == 0 && fb[22, 57] == 0)
        // Pixels (18, 18) and (19, 19) lie wholly between the curves (distance 14-17 from (30, 30)).
        #expect(fb[18, 18] == 0xFFFF_0000 && fb[19, 19] == 0xFFFF_0000)
        #expect(fb[61, 61] == 0xFFFF_0000 && fb[61, 18] == 0xFFFF_0000 && fb[18, 61] == 0xFFFF_0000)
        // Outside the outer curve (center (30, 30), radius 20): (11, 11) is untouched.
        #expect(fb[11, 11] == 0)
        // Straight parts: exact band of 8 px.
        #expect(fb[40, 10] == 0xFFFF_0000 && fb[40, 17] == 0xFFFF_0000 && fb[40, 18] == 0)
    }

    struct BorderCase: Sendable, CustomTestStringConvertible {
        let rect: Rect
        let radii: CornerRadii
        let widths: EdgeInsets
        let name: String
        /// Set when the side regions are known to leave part of the ring uncolored.
        var knownGap: String? = nil
        var testDescription: String { name }

        /// The ring computed here: outer rounded rect minus the inner one (rect inset by
        /// the widths, radii reduced by the adjacent widths, then CSS-clamped).
        var reference: ReferenceShape {
            let outer = cssClamped(radii, in: rect)
            let inner = rect.inset(by: widths)
            func shrink(_ r: Size, _ dx: Double, _ dy: Double) -> Size {
                Size(width: max(0, r.width - dx), height: max(0, r.height - dy))
            }
            let innerRadii = CornerRadii(topLeft: shrink(outer.topLeft, widths.left, widths.top),
                                         topRight: shrink(outer.topRight, widths.right, widths.top),
                                         bottomRight: shrink(outer.bottomRight, widths.right, widths.bottom),
                                         bottomLeft: shrink(outer.bottomLeft, widths.left, widths.bottom))
            let ring = ReferenceShape.roundedRect(rect, radii)
            return inner.isEmpty ? ring : ring.subtracting(.roundedRect(inner, innerRadii))
        }
    }

    static let cases: [BorderCase] = [
        BorderCase(rect: Rect(x: 10, y: 10, width: 20, height: 20), radii: .zero, widths: EdgeInsets(all: 1), name: "1px square"),
        BorderCase(rect: Rect(x: 10, y: 10, width: 60, height: 60), radii: CornerRadii(20), widths: EdgeInsets(all: 8), name: "r20 w8"),
        BorderCase(rect: Rect(x: 5, y: 10, width: 80, height: 50), radii: CornerRadii(15),
                   widths: EdgeInsets(top: 2, right: 20, bottom: 6, left: 10), name: "r15 unequal widths",
                   knownGap: "top region self-intersects: its top-left diagonal point lands right of the top-right one"),
        BorderCase(rect: Rect(x: 10, y: 10, width: 70, height: 50),
                   radii: CornerRadii(topLeft: Size(width: 30, height: 12), topRight: Size(width: 8, height: 25),
                                      bottomRight: Size(20), bottomLeft: .zero),
                   widths: EdgeInsets(all: 5), name: "elliptical radii w5",
                   knownGap: "left region is concave (deep top-left diagonal, shallow bottom-left one)"),
        BorderCase(rect: Rect(x: 10, y: 10, width: 60, height: 40), radii: CornerRadii(4), widths: EdgeInsets(all: 10),
                   name: "radius smaller than width"),
        BorderCase(rect: Rect(x: 10.5, y: 10.25, width: 40.3, height: 30.6), radii: CornerRadii(7.5), widths: EdgeInsets(all: 3.5),
                   name: "fractional"),
        BorderCase(rect: Rect(x: 10, y: 10, width: 30, height: 30), radii: CornerRadii(6), widths: EdgeInsets(all: 20),
                   name: "widths exceed box"),
        BorderCase(rect: Rect(x: 10, y: 10, width: 60, height: 40), radii: CornerRadii(topLeft: 25, topRight: 2, bottomRight: 18, bottomLeft: 9),
                   widths: EdgeInsets(top: 12, right: 7, bottom: 3, left: 1), name: "mixed radii and widths"),
        BorderCase(rect: Rect(x: 10, y: 10, width: 60, height: 40), radii: CornerRadii(12),
                   widths: EdgeInsets(top: 0, right: 6, bottom: 6, left: 6), name: "no top side"),
    ]

    /// A uniform-color border matches the supersampled ring (within `curvedEdgeTolerance`
    /// on curves).
    @Test(arguments: cases)
    func uniformBorderMatchesReference(_ c: BorderCase) throws {
        let (fb, painter) = try makeCanvas(90, 70)
        painter.strokeBorder(RoundedRect(c.rect, radii: c.radii), widths: c.widths, colors: BorderColors(all: .black))
        expectCoverage(fb, matches: c.reference, within: curvedEdgeTolerance, c.name)
    }

    /// The four side regions partition the ring: each side drawn alone (the others
    /// transparent) and their coverages added up give the uniform border's coverage.
    @Test(arguments: cases)
    func sideRegionsPartitionTheRing(_ c: BorderCase) throws {
        let shape = RoundedRect(c.rect, radii: c.radii)
        let (whole, wholePainter) = try makeCanvas(90, 70)
        wholePainter.strokeBorder(shape, widths: c.widths, colors: BorderColors(all: .black))
        var sides: [Framebuffer] = []
        for k in 0..<4 {
            let (fb, painter) = try makeCanvas(90, 70)
            let pick = { (i: Int) in i == k ? Color.black : Color.clear }
            painter.strokeBorder(shape, widths: c.widths,
                                 colors: BorderColors(top: pick(0), right: pick(3), bottom: pick(2), left: pick(1)))
            sides.append(fb)
        }
        var bad: [String] = []
        for y in 0..<70 {
            for x in 0..<90 {
                let sum = sides.reduce(0) { $0 + alpha($1[x, y]) }
                if abs(sum - alpha(whole[x, y])) > 3 { bad.append("(\(x), \(y)) sides \(sides.map { alpha($0[x, y]) }) vs \(alpha(whole[x, y]))") }
            }
        }
        #expect(bad.isEmpty, "\(c.name): \(bad.count) pixels: \(bad.prefix(8))")
    }

    /// Unequal widths with rounded corners: a straight stretch of the top edge, wholly
    /// inside the ring, gets no color at all when the sides have their own colors.
    @Test func perSideColorsCoverTheWholeRing() throws {
        let shape = RoundedRect(Rect(x: 5, y: 10, width: 80, height: 50), radius: 15)
        let widths = EdgeInsets(top: 2, right: 20, bottom: 6, left: 10)
        let (fb, painter) = try makeCanvas(90, 70)
        painter.strokeBorder(shape, widths: widths, colors: Self.fourColors)
        let (uniform, pu) = try makeCanvas(90, 70)
        pu.strokeBorder(shape, widths: widths, colors: BorderColors(all: .black))
        #expect(uniform[66, 10] == 0xFF00_0000 && uniform[66, 11] == 0xFF00_0000)
        #expect(fb[40, 10] == 0xFFFF_0000, "top middle is red")
        #expect(fb[66, 10] == 0xFFFF_0000, "top edge at x = 66: \(hex(fb[66, 10]))")
        // (66, 11) is cut by the shallow top-right diagonal: red above, yellow below, and
        // like every renderer that paints sides separately the two coverages conflate.
        #expect(alpha(fb[66, 11]) >= 192, "top edge at x = 66: \(hex(fb[66, 11]))")
    }

    /// Border widths larger than the box: the whole shape is filled.
    @Test func widthsLargerThanTheBoxFillTheShape() throws {
        let shape = RoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 5)
        let (a, pa) = try makeCanvas(40, 40)
        pa.strokeBorder(shape, widths: EdgeInsets(all: 15), colors: BorderColors(all: .black))
        let (b, pb) = try makeCanvas(40, 40)
        pb.fill(shape, with: .color(.black))
        #expect(differingPixels(a, b, tolerance: 1).isEmpty)
        #expect(a[20, 20] == 0xFF00_0000)

        // Per-side colors: four triangles meeting in the middle.
        let (c, pc) = try makeCanvas(40, 40)
        pc.strokeBorder(RoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: 0), widths: EdgeInsets(all: 15),
                        colors: Self.fourColors)
        #expect(c[20, 11] == 0xFFFF_0000)
        #expect(c[28, 20] == 0xFF00_FF00)
        #expect(c[19, 28] == 0xFF00_00FF)
        #expect(c[11, 19] == 0xFFFF_FF00)
    }

    /// Two nearly equal side colors make the border take the per-side path; its coverage
    /// should still be the uniform ring's. Where two sides meet, each side's anti-aliased
    /// half is blended separately (0.5 then 0.5 over it gives 0.75), so a pixel wholly
    /// inside the ring ends up only ~75 % opaque: a visible light seam along each diagonal.
    @Test func perSideColorsHaveNoSeamsOnTheDiagonals() throws {
        let shape = RoundedRect(Rect(x: 10, y: 10, width: 40, height: 40), radius: 0)
        let (uniform, pu) = try makeCanvas(60, 60)
        pu.strokeBorder(shape, widths: EdgeInsets(all: 6), colors: BorderColors(all: .black))
        let (split, ps) = try makeCanvas(60, 60)
        let nearlyBlack = Color(red8: 1, green8: 0, blue8: 0)
        ps.strokeBorder(shape, widths: EdgeInsets(all: 6),
                        colors: BorderColors(top: .black, right: nearlyBlack, bottom: .black, left: nearlyBlack))
        // Off the diagonals they agree exactly.
        #expect(alpha(split[30, 12]) == 255 && alpha(split[12, 30]) == 255)
        withKnownIssue("Painter+Border.swift:45-50 fills each side separately; coverage of adjacent sides conflates on the diagonal") {
            var worst = 0
            for y in 0..<60 { for x in 0..<60 { worst = max(worst, abs(alpha(split[x, y]) - alpha(uniform[x, y]))) } }
            #expect(worst <= 3, "largest alpha difference \(worst)/255 (e.g. diagonal pixel (12, 12): \(alpha(split[12, 12])) vs \(alpha(uniform[12, 12])))")
        }
    }
}
