import Testing
@testable import Graphics
import Geometry

@Suite struct FillRectTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func integerRectFillsExactlyItsPixels() throws {
        let (fb, painter) = try makeCanvas(32, 24)
        painter.fill(Rect(x: 5, y: 6, width: 10, height: 7), with: .color(Self.red))
        for y in 0..<24 {
            for x in 0..<32 {
                let inside = x >= 5 && x < 15 && y >= 6 && y < 13
                #expect(fb[x, y] == (inside ? 0xFFFF_0000 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func halfTransparentRectOverWhite() throws {
        let (fb, painter) = try makeCanvas(20, 20, background: .white)
        painter.fill(Rect(x: 2, y: 3, width: 8, height: 9), with: .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        // Source 0x80800000 over white: alpha 128 + 255*127/255 = 255, red 128 + 127 = 255, green/blue 127.
        let expected: UInt32 = 0xFFFF_7F7F
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = x >= 2 && x < 10 && y >= 3 && y < 12
                #expect(fb[x, y] == (inside ? expected : 0xFFFF_FFFF), "(\(x), \(y))")
            }
        }
        expectPixel(fb[5, 5], near: exactSourceOver(0x8080_0000, 0xFFFF_FFFF), within: 1)
    }

    @Test func translucentFillsAccumulate() throws {
        let (fb, painter) = try makeCanvas(4, 4, background: .white)
        let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.25)
        painter.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .color(blue))
        painter.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .color(blue))
        let src = blue.premultipliedPixel
        let expected = exactSourceOver(Channels(src).doubles, exactSourceOver(src, 0xFFFF_FFFF))
        expectPixel(fb[1, 1], near: expected, within: 1.5)
    }

    enum Side: String, CaseIterable, Sendable { case left, right, top, bottom }

    /// Moving one edge of a 10x10 rect by a fraction: the column or row it cuts is
    /// covered by exactly that fraction, everything else is untouched or full.
    @Test(arguments: Side.allCases, [0.25, 0.5, 0.75, 0.1])
    func fractionalEdgeGivesPartialCoverage(side: Side, fraction: Double) throws {
        let (fb, painter) = try makeCanvas(30, 30)
        var r = Rect(x: 10, y: 10, width: 10, height: 10)
        let partial: Int
        switch side {
        case .left: r = Rect(x: 10 + (1 - fraction), y: 10, width: 10 - (1 - fraction), height: 10); partial = 10
        case .right: r = Rect(x: 10, y: 10, width: 10 + fraction, height: 10); partial = 20
        case .top: r = Rect(x: 10, y: 10 + (1 - fraction), width: 10, height: 10 - (1 - fraction)); partial = 10
        case .bottom: r = Rect(x: 10, y: 10, width: 10, height: 10 + fraction); partial = 20
        }
        painter.fill(r, with: .color(.black))
        let expected = Int((fraction * 255).rounded())
        for i in 10..<20 {
            let (x, y) = side == .left || side == .right ? (partial, i) : (i, partial)
            #expect(abs(alpha(fb[x, y]) - expected) <= 1, "(\(x), \(y)) alpha \(alpha(fb[x, y])) vs \(expected)")
            // Color channels stay zero (black), premultiplied.
            #expect(fb[x, y] & 0x00FF_FFFF == 0)
        }
        expectExactCoverage(fb, of: corners(r), within: 1, "\(r)")
    }

    @Test func quarterPixelOverlapIsAbout64() throws {
        let (fb, painter) = try makeCanvas(20, 20)
        painter.fill(Rect(x: 4.75, y: 2, width: 5, height: 3), with: .color(.black))
        #expect(alpha(fb[4, 3]) == 64)
        #expect(alpha(fb[5, 3]) == 255)
        #expect(alpha(fb[9, 3]) == 191)
        #expect(fb[3, 3] == 0 && fb[10, 3] == 0)
    }

    /// Corners of a rect with fractional edges get the product of the two edge coverages.
    @Test(arguments: [Rect(x: 10.5, y: 10.25, width: 10, height: 10),
                      Rect(x: 3.3, y: 4.6, width: 7.2, height: 5.9),
                      Rect(x: 0.75, y: 0.75, width: 1.5, height: 1.5),
                      Rect(x: 5.1, y: 5.9, width: 12.7, height: 0.4)])
    func cornersAreProductsOfEdgeCoverages(_ r: Rect) throws {
        let (fb, painter) = try makeCanvas(30, 30)
        painter.fill(r, with: .color(.black))
        func overlap(_ lo: Double, _ hi: Double, _ p: Int) -> Double {
            max(0, min(hi, Double(p + 1)) - max(lo, Double(p)))
        }
        var bad: [String] = []
        for y in 0..<30 {
            for x in 0..<30 {
                let exact = overlap(r.minX, r.maxX, x) * overlap(r.minY, r.maxY, y) * 255
                if abs(Double(alpha(fb[x, y])) - exact) > 1 { bad.append("(\(x), \(y)) \(alpha(fb[x, y])) vs \(exact)") }
            }
        }
        #expect(bad.isEmpty, "\(bad.prefix(10))")
        if r == Rect(x: 10.5, y: 10.25, width: 10, height: 10) {
            #expect(alpha(fb[10, 10]) == 96) // 0.5 * 0.75
            #expect(alpha(fb[20, 20]) == 32) // 0.5 * 0.25
            #expect(alpha(fb[20, 10]) == 96)
            #expect(alpha(fb[10, 20]) == 32)
            // Edges on the 1/16 grid: the supersampled reference is exact too.
            expectCoverage(fb, matches: .rect(r), within: 1)
        }
    }

    @Test(arguments: [Rect(x: 10.25, y: 5, width: 0.5, height: 3), Rect(x: 10.75, y: 5, width: 0.5, height: 3)])
    func rectNarrowerThanAPixel(_ r: Rect) throws {
        let (fb, painter) = try makeCanvas(20, 12)
        painter.fill(r, with: .color(.black))
        expectExactCoverage(fb, of: corners(r), within: 1)
        if r.minX == 10.25 {
            #expect(alpha(fb[10, 6]) == 128)
            #expect(fb[9, 6] == 0 && fb[11, 6] == 0)
        } else {
            #expect(alpha(fb[10, 6]) == 64 && alpha(fb[11, 6]) == 64)
        }
    }

    @Test func subPixelRectInBothDirections() throws {
        let (fb, painter) = try makeCanvas(4, 4)
        painter.fill(Rect(x: 1.25, y: 1.25, width: 0.5, height: 0.5), with: .color(.black))
        #expect(alpha(fb[1, 1]) == 64)
        expectUntouched(fb, outside: PixelRect(x: 1, y: 1, width: 1, height: 1), background: 0)
    }

    @Test(arguments: [
        Rect(x: 5, y: 5, width: 0, height: 10), Rect(x: 5, y: 5, width: 10, height: 0),
        Rect(x: 5, y: 5, width: -4, height: 10), Rect(x: 5, y: 5, width: 10, height: -4),
        Rect(x: 15, y: 15, width: -10, height: -10),
        Rect(x: .nan, y: 5, width: 10, height: 10), Rect(x: 5, y: 5, width: .nan, height: 10),
        Rect(x: 5, y: 5, width: 10, height: .nan),
        Rect(x: 5, y: 5, width: .infinity, height: 10), Rect(x: -.infinity, y: 0, width: .infinity, height: 10),
        Rect(x: 0, y: 0, width: 10, height: .infinity), Rect(x: .infinity, y: 0, width: 10, height: 10),
        Rect(x: 5, y: 5, width: -.infinity, height: 10),
    ])
    func degenerateRectsDrawNothing(_ r: Rect) throws {
        let (fb, painter) = try makeCanvas(20, 20, background: .white)
        painter.fill(r, with: .color(.black))
        painter.fill(r, with: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        painter.fill(r, with: .linearGradient(LinearGradient(from: .black, to: .black, start: .zero, end: Point(x: 10, y: 0))))
        painter.fill(RoundedRect(r, radius: 3), with: .color(.black))
        painter.fillEllipse(in: r, with: .color(.black))
        painter.strokeBorder(RoundedRect(r, radius: 0), widths: EdgeInsets(all: 2), colors: BorderColors(all: .black))
        painter.draw(try Image(width: 2, height: 2, filledWith: .black), in: r)
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    @Test func transparentColorDrawsNothing() throws {
        let (fb, painter) = try makeCanvas(10, 10, background: .white)
        painter.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .color(.clear))
        painter.fill(Rect(x: 0.5, y: 0.5, width: 5, height: 5), with: .color(Color(red: 1, green: 0, blue: 0, alpha: 0)))
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    struct Placement: Sendable, CustomTestStringConvertible {
        let rect: Rect
        let visible: PixelRect
        var testDescription: String { "\(rect)" }
    }

    @Test(arguments: [
        Placement(rect: Rect(x: -5, y: 3, width: 10, height: 4), visible: PixelRect(x: 0, y: 3, width: 5, height: 4)),
        Placement(rect: Rect(x: 15, y: 3, width: 10, height: 4), visible: PixelRect(x: 15, y: 3, width: 5, height: 4)),
        Placement(rect: Rect(x: 3, y: -5, width: 4, height: 10), visible: PixelRect(x: 3, y: 0, width: 4, height: 5)),
        Placement(rect: Rect(x: 3, y: 12, width: 4, height: 10), visible: PixelRect(x: 3, y: 12, width: 4, height: 4)),
        Placement(rect: Rect(x: -10, y: -10, width: 40, height: 40), visible: PixelRect(x: 0, y: 0, width: 20, height: 16)),
        Placement(rect: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), visible: PixelRect(x: 0, y: 0, width: 20, height: 16)),
        Placement(rect: Rect(x: 20, y: 0, width: 5, height: 5), visible: .zero),
        Placement(rect: Rect(x: -5, y: 0, width: 5, height: 5), visible: .zero),
        Placement(rect: Rect(x: 0, y: 16, width: 5, height: 5), visible: .zero),
        Placement(rect: Rect(x: 0, y: -5, width: 5, height: 5), visible: .zero),
        Placement(rect: Rect(x: 1e12, y: 1e12, width: 5, height: 5), visible: .zero),
        Placement(rect: Rect(x: -1e300, y: -1e300, width: 5, height: 5), visible: .zero),
    ])
    func rectsOutsideTheFramebufferAreClipped(_ p: Placement) throws {
        let (fb, painter) = try makeCanvas(20, 16)
        painter.fill(p.rect, with: .color(.black))
        expectUntouched(fb, outside: p.visible, background: 0)
        for y in p.visible.minY..<max(p.visible.minY, p.visible.maxY) {
            for x in p.visible.minX..<max(p.visible.minX, p.visible.maxX) { #expect(fb[x, y] == 0xFF00_0000) }
        }
    }

    @Test func partlyOutsideWithFractionalEdges() throws {
        let (fb, painter) = try makeCanvas(20, 16)
        let r = Rect(x: -3.5, y: 12.25, width: 30, height: 10)
        painter.fill(r, with: .color(.black))
        expectExactCoverage(fb, of: corners(r), within: 1)
        #expect(alpha(fb[0, 12]) == 191)
        #expect(alpha(fb[19, 15]) == 255)
    }

    /// Edges beyond ±9.2e18 (Int's range) that overlap the framebuffer fill it without
    /// trapping on a conversion to Int.
    @Test func enormousFiniteRectDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            let fb = try! Framebuffer(width: 10, height: 10)
            Painter(target: fb).fill(Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 5), with: .color(.black))
            precondition(fb[9, 4] == 0xFF00_0000)
        }
        await #expect(processExitsWith: .success) {
            let fb = try! Framebuffer(width: 10, height: 10)
            Painter(target: fb).draw(try Image(width: 1, height: 1, filledWith: .black),
                                     in: Rect(x: -1e19, y: 0, width: 2e19, height: 5))
        }
    }
}
