import Testing
@testable import Graphics
import Geometry
import TestSupport

/// `fill(_: RoundedRect)` and uniform `strokeBorder` cover the rows between the corners'
/// curves directly (`StraightRows`) and rasterize only the others: the pixels are those
/// of rasterizing the whole outline, within a rounding step, and stay exact under clips.
///
/// The step shows where an edge's coverage times 255 is a tie (x.5): an edge at .3 or
/// .7 of a pixel, as the translations by tenths here make common, is rounded one way in
/// double precision and may be the other way in the rasterizer's single precision.
@Suite struct StraightRowsTests {
    /// A random rounded rectangle with fractional edges, per-corner (sometimes elliptical,
    /// sometimes square) radii, border widths (sometimes 0, sometimes thicker than the
    /// box), a fractional translation and a clip.
    struct Case {
        let shape: RoundedRect
        let widths: EdgeInsets
        let offset: (dx: Double, dy: Double)
        let clip: PixelRect

        init(_ rng: inout SplitMix64) {
            func quarter(_ range: Range<Int>) -> Double { Double(rng.int(in: range)) + Double(rng.int(in: 0..<8)) / 8 }
            let rect = Rect(x: quarter(-10..<60), y: quarter(-10..<60), width: quarter(1..<70), height: quarter(1..<70))
            func corner() -> Size {
                if rng.chance(1, in: 5) { return .zero }
                let w = quarter(0..<25)
                return rng.chance(1, in: 3) ? Size(width: w, height: quarter(0..<25)) : Size(width: w, height: w)
            }
            shape = RoundedRect(rect, radii: CornerRadii(topLeft: corner(), topRight: corner(),
                                                         bottomRight: corner(), bottomLeft: corner()))
            func width() -> Double { rng.chance(1, in: 6) ? 0 : quarter(0..<(rng.chance(1, in: 8) ? 40 : 6)) }
            let (top, left, bottom, right) = (width(), width(), width(), width())
            widths = EdgeInsets(top: top, right: right, bottom: bottom, left: left)
            offset = (Double(rng.int(in: -5..<5)) + 0.1 * Double(rng.int(in: 0..<10)), Double(rng.int(in: -5..<5)) + 0.3)
            let cx = rng.int(in: 0..<90), cy = rng.int(in: 0..<90)
            clip = PixelRect(x: cx, y: cy, width: rng.int(in: 1..<(100 - cx)), height: rng.int(in: 1..<(100 - cy)))
        }

        var ring: Path {
            var path = Path()
            path.addRoundedRect(shape)
            path.addRoundedRect(shape.inset(by: widths), clockwise: false)
            return path
        }

        var outline: Path {
            var path = Path()
            path.addRoundedRect(shape)
            return path
        }
    }

    static let color = Color(red: 0.1, green: 0.5, blue: 0.8, alpha: 0.75)
    static let gradient = Paint.linearGradient(LinearGradient(from: .black, to: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5),
                                                              start: Point(x: 0, y: 0), end: Point(x: 90, y: 70)))

    /// The same pixels, within one step, as filling the outline through the rasterizer
    /// alone; and rarely off by that step (ties, see above).
    @Test func fillMatchesTheRasterizedOutline() throws {
        var rng = SplitMix64(seed: 5)
        var differing = 0, covered = 0
        for _ in 0..<400 {
            let c = Case(&rng)
            for paint in [Paint.color(Self.color), Self.gradient] {
                let (direct, pd) = try makeCanvas(100, 100, background: .white)
                pd.withTranslation(dx: c.offset.dx, dy: c.offset.dy) { pd.fill(c.shape, with: paint) }
                let (rasterized, pr) = try makeCanvas(100, 100, background: .white)
                pr.withTranslation(dx: c.offset.dx, dy: c.offset.dy) { pr.fill(c.outline, with: paint) }
                for y in 0..<100 {
                    for x in 0..<100 where rasterized[x, y] != 0xFFFF_FFFF {
                        covered += 1
                        guard direct[x, y] != rasterized[x, y] else { continue }
                        differing += 1
                        #expect(channelDistance(direct[x, y], rasterized[x, y]) <= 1,
                                "(\(x), \(y)) \(hex(direct[x, y])) vs \(hex(rasterized[x, y]))")
                    }
                }
            }
        }
        #expect(differing * 100 <= covered, "\(differing) of \(covered) pixels differ")
    }

    /// A uniform border gives the pixels of its ring rasterized as one outline, within one
    /// step (rarely off by it), whatever its widths: zero on some sides, thicker than the
    /// box, inner shape narrower than a pixel.
    @Test func uniformBorderMatchesTheRasterizedRing() throws {
        var rng = SplitMix64(seed: 6)
        var differing = 0, covered = 0
        for _ in 0..<400 {
            let c = Case(&rng)
            let (direct, pd) = try makeCanvas(100, 100, background: .white)
            pd.withTranslation(dx: c.offset.dx, dy: c.offset.dy) {
                pd.strokeBorder(c.shape, widths: c.widths, colors: BorderColors(all: Self.color))
            }
            let (rasterized, pr) = try makeCanvas(100, 100, background: .white)
            if c.widths.top + c.widths.left + c.widths.bottom + c.widths.right > 0 {
                pr.withTranslation(dx: c.offset.dx, dy: c.offset.dy) { pr.fill(c.ring, with: .color(Self.color)) }
            }
            for y in 0..<100 {
                for x in 0..<100 where rasterized[x, y] != 0xFFFF_FFFF || direct[x, y] != 0xFFFF_FFFF {
                    covered += 1
                    guard direct[x, y] != rasterized[x, y] else { continue }
                    differing += 1
                    #expect(channelDistance(direct[x, y], rasterized[x, y]) <= 1,
                            "(\(x), \(y)) \(hex(direct[x, y])) vs \(hex(rasterized[x, y]))")
                }
            }
        }
        #expect(differing * 100 <= covered, "\(differing) of \(covered) pixels differ")
    }

    /// Under random clips (and a fractional translation) the pixels inside are those of
    /// the unclipped drawing, for fills and borders of every kind of corner.
    @Test func clippedDrawingEqualsUnclipped() throws {
        var rng = SplitMix64(seed: 8)
        for _ in 0..<400 {
            let c = Case(&rng)
            func draw(_ p: Painter) {
                p.withTranslation(dx: c.offset.dx, dy: c.offset.dy) {
                    p.fill(c.shape, with: Self.gradient)
                    p.strokeBorder(c.shape, widths: c.widths, colors: BorderColors(all: Self.color))
                }
            }
            let (full, pf) = try makeCanvas(100, 100, background: .white)
            draw(pf)
            let (part, pp) = try makeCanvas(100, 100, background: .white)
            pp.withClip(c.clip.rect) { draw(pp) }
            for y in 0..<100 {
                for x in 0..<100 {
                    if c.clip.contains(x: x, y: y) {
                        if part[x, y] != full[x, y] {
                            Issue.record("(\(x), \(y)) \(hex(part[x, y])) vs \(hex(full[x, y]))")
                        }
                    } else if part[x, y] != 0xFFFF_FFFF {
                        Issue.record("(\(x), \(y)) outside the clip drawn")
                    }
                }
            }
        }
    }
}
