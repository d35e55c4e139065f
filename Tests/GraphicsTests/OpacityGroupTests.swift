import Testing
@testable import Graphics
import Geometry

@Suite struct OpacityGroupTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Channels(0xFFFF_FFFF).doubles

    static func twoRects(_ painter: Painter, _ a: Color = red, _ b: Color = blue) {
        painter.fill(Rect(x: 10, y: 10, width: 20, height: 20), with: .color(a))
        painter.fill(Rect(x: 20, y: 20, width: 20, height: 20), with: .color(b))
    }

    /// Inside a 50 % group the overlap shows only the top rect at 50 %, exactly as a
    /// single rect would; drawing the rects at 50 % each without a group lets the red
    /// show through in the overlap.
    @Test func overlapDoesNotDoubleBlend() throws {
        let (group, pg) = try makeCanvas(50, 50, background: .white)
        pg.withOpacity(0.5) { Self.twoRects(pg) }

        let (single, ps) = try makeCanvas(50, 50, background: .white)
        ps.fill(Rect(x: 20, y: 20, width: 20, height: 20), with: .color(Self.blue.withAlphaMultiplied(by: 0.5)))
        #expect(group[25, 25] == single[25, 25], "\(hex(group[25, 25])) vs \(hex(single[25, 25]))")
        expectPixel(group[25, 25], near: exactSourceOver(exactScale(0xFF00_00FF, 0.5), Self.white), within: 1.5)
        expectPixel(group[12, 12], near: exactSourceOver(exactScale(0xFFFF_0000, 0.5), Self.white), within: 1.5)
        expectPixel(group[35, 35], near: exactSourceOver(exactScale(0xFF00_00FF, 0.5), Self.white), within: 1.5)
        #expect(group[5, 5] == 0xFFFF_FFFF && group[45, 45] == 0xFFFF_FFFF)
        #expect(Channels(group[25, 25]).g == Channels(group[25, 25]).r, "no red in the overlap")

        let (separate, pn) = try makeCanvas(50, 50, background: .white)
        Self.twoRects(pn, Self.red.withAlphaMultiplied(by: 0.5), Self.blue.withAlphaMultiplied(by: 0.5))
        #expect(separate[12, 12] == group[12, 12])
        #expect(separate[35, 35] == group[35, 35])
        // Without a group the red underneath darkens green and blue in the overlap.
        #expect(Channels(separate[25, 25]).g < Channels(group[25, 25]).g - 30, "\(hex(separate[25, 25])) vs \(hex(group[25, 25]))")
        expectPixel(separate[25, 25], near: exactSourceOver(exactScale(0xFF00_00FF, 0.5),
                                                            exactSourceOver(exactScale(0xFFFF_0000, 0.5), Self.white)), within: 2)
    }

    @Test(arguments: [0.0, -0.5, .nan, 0.001])
    func zeroOpacityDrawsNothing(_ opacity: Double) throws {
        let (fb, painter) = try makeCanvas(50, 50, background: .white)
        painter.withOpacity(opacity) {
            Self.twoRects(painter)
            painter.fillEllipse(in: Rect(x: 0, y: 0, width: 50, height: 50), with: .color(.black))
            painter.clear(.black)
        }
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    /// Opacities that round to 255/255 run the body straight on the target.
    @Test(arguments: [1.0, 1.5, 0.999])
    func fullOpacityEqualsNoGroup(_ opacity: Double) throws {
        let scene = { (p: Painter) in
            Self.twoRects(p, Self.red, Self.blue.withAlphaMultiplied(by: 0.7))
            p.fillEllipse(in: Rect(x: 5.5, y: 7.25, width: 30, height: 20), with: .color(Color(red: 0, green: 1, blue: 0, alpha: 0.4)))
            p.strokeBorder(RoundedRect(Rect(x: 2, y: 2, width: 46, height: 46), radius: 9), widths: EdgeInsets(all: 2.5),
                           colors: BorderColors(all: .black))
        }
        let (plain, pp) = try makeCanvas(50, 50, background: .white)
        scene(pp)
        let (grouped, pg) = try makeCanvas(50, 50, background: .white)
        pg.withOpacity(opacity) { scene(pg) }
        #expect(pixels(of: grouped) == pixels(of: plain))
    }

    /// Groups nest: a rect in a 50 % group inside a 50 % group shows at 25 %.
    @Test func nestedGroupsMultiply() throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.withOpacity(0.5) {
            painter.fill(Rect(x: 0, y: 0, width: 10, height: 40), with: .color(Self.blue))
            painter.withOpacity(0.5) {
                painter.fill(Rect(x: 20, y: 0, width: 10, height: 40), with: .color(Self.red))
                painter.fill(Rect(x: 25, y: 0, width: 10, height: 40), with: .color(Self.red))
            }
        }
        expectPixel(fb[5, 5], near: exactSourceOver(exactScale(0xFF00_00FF, 0.5), Self.white), within: 1.5)
        expectPixel(fb[22, 5], near: exactSourceOver(exactScale(0xFFFF_0000, 0.25), Self.white), within: 2)
        #expect(fb[27, 5] == fb[22, 5], "overlap inside the inner group does not double")
        #expect(fb[32, 5] == fb[22, 5])
        #expect(fb[15, 5] == 0xFFFF_FFFF && fb[37, 5] == 0xFFFF_FFFF)
    }

    /// Anti-aliased edges inside a group: coverage and group opacity multiply.
    @Test func antiAliasedEdgesInsideAGroup() throws {
        let (fb, painter) = try makeCanvas(30, 10)
        painter.withOpacity(0.5) {
            painter.fill(Rect(x: 10.5, y: 0, width: 10, height: 10), with: .color(.black))
        }
        #expect(abs(alpha(fb[10, 5]) - 64) <= 1)
        #expect(abs(alpha(fb[15, 5]) - 128) <= 1)
        #expect(alpha(fb[20, 5]) == alpha(fb[10, 5]))
        #expect(fb[9, 5] == 0 && fb[21, 5] == 0)
    }

    /// Layers are reused between groups: what one group drew must not leak into the next.
    @Test func consecutiveGroupsStartClean() throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.withOpacity(0.5) { painter.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black)) }
        let afterFirst = pixels(of: fb)
        painter.withOpacity(0.5) {}
        painter.withClip(Rect(x: 0, y: 0, width: 20, height: 20)) { painter.withOpacity(0.3) {} }
        painter.withOpacity(0.7) { painter.withOpacity(0.5) {} }
        #expect(pixels(of: fb) == afterFirst)
        // A smaller group after a big one, and a big one after the small one.
        painter.withClip(Rect(x: 5, y: 5, width: 10, height: 10)) {
            painter.withOpacity(0.5) { painter.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(Self.red)) }
        }
        painter.withOpacity(0.5) { painter.fill(Rect(x: 30, y: 30, width: 5, height: 5), with: .color(Self.blue)) }
        expectPixel(fb[7, 7], near: exactSourceOver(exactScale(0xFFFF_0000, 0.5), Channels(afterFirst[0]).doubles), within: 2)
        #expect(fb[20, 20] == afterFirst[0])
        expectPixel(fb[32, 32], near: exactSourceOver(exactScale(0xFF00_00FF, 0.5), Channels(afterFirst[0]).doubles), within: 2)
    }

    /// A group inside a clip only covers the clip, and a translation inside it still applies.
    @Test func groupUnderClipAndTranslation() throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.withClip(Rect(x: 10, y: 10, width: 20, height: 20)) {
            painter.withOpacity(0.5) {
                painter.withTranslation(dx: 5, dy: 5) {
                    painter.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black))
                }
            }
        }
        let half = fb[20, 20]
        expectPixel(half, near: exactSourceOver(exactScale(0xFF00_0000, 0.5), Self.white), within: 1.5)
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = x >= 10 && x < 30 && y >= 10 && y < 30
                #expect(fb[x, y] == (inside ? half : 0xFFFF_FFFF), "(\(x), \(y))")
            }
        }
    }

    /// Every primitive drawn in a 50 % group equals the same primitive drawn in a group-free
    /// frame and composited at 50 % (checked against exact math, ±2).
    @Test func everyPrimitiveInAGroup() throws {
        let image = try Image(width: 3, height: 3, filledWith: Color(red: 0, green: 0.5, blue: 1))
        let mask = try AlphaMask(width: 4, height: 2, coverage: [255, 128, 64, 0, 255, 255, 255, 255])
        let scene = { (p: Painter) in
            p.fill(RoundedRect(Rect(x: 2, y: 2, width: 20, height: 12), radius: 4), with: .color(Self.red))
            p.fillEllipse(in: Rect(x: 25, y: 2, width: 12, height: 12), with: .color(Self.blue))
            p.strokeBorder(RoundedRect(Rect(x: 2, y: 18, width: 16, height: 16), radius: 3), widths: EdgeInsets(all: 2),
                           colors: BorderColors(top: .black, right: .black, bottom: Self.blue, left: Self.red))
            p.fill(Rect(x: 20, y: 18, width: 16, height: 6),
                   with: .linearGradient(LinearGradient(from: .black, to: Self.red, start: Point(x: 20, y: 0), end: Point(x: 36, y: 0))))
            p.draw(mask, x: 20, y: 26, color: .black)
            p.draw(image, in: Rect(x: 30, y: 26, width: 6, height: 6))
        }
        let (layer, pl) = try makeCanvas(40, 40)
        scene(pl)
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.withOpacity(0.5) { scene(painter) }
        for y in 0..<40 {
            for x in 0..<40 {
                expectPixel(fb[x, y], near: exactSourceOver(exactScale(layer[x, y], 0.5), Self.white), within: 2, "(\(x), \(y))")
            }
        }
    }
}
