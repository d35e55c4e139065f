import Testing
@testable import Graphics
import Geometry
import TestSupport

@Suite struct RoundedClipTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let translucentBlue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)

    static let shapes: [RoundedRect] = [
        RoundedRect(Rect(x: 10, y: 10, width: 60, height: 40), radius: 12),
        RoundedRect(Rect(x: 10.5, y: 9.25, width: 50.5, height: 41.5), radius: 7.5),
        RoundedRect(Rect(x: 5, y: 5, width: 70, height: 50),
                    radii: CornerRadii(topLeft: 0, topRight: 20, bottomRight: 3, bottomLeft: 30)),
        RoundedRect(Rect(x: 20, y: 10, width: 40, height: 40), radius: 100),
        RoundedRect(Rect(x: -20, y: -10, width: 60, height: 40), radius: 25),
    ]

    /// Filling everything through a rounded clip gives what filling the rounded
    /// rectangle gives: within one per channel on the curve, exactly elsewhere.
    @Test(arguments: shapes, [red, translucentBlue])
    func clippedFloodEqualsRoundedFill(_ shape: RoundedRect, _ color: Color) throws {
        let (clipped, pc) = try makeCanvas(80, 60, background: .white)
        pc.withClip(shape) { pc.fill(Rect(x: 0, y: 0, width: 80, height: 60), with: .color(color)) }
        let (filled, pf) = try makeCanvas(80, 60, background: .white)
        pf.fill(shape, with: .color(color))
        for y in 0..<60 {
            for x in 0..<80 {
                let a = clipped[x, y], b = filled[x, y]
                if b == 0xFFFF_FFFF || b == color.premultipliedPixel {
                    #expect(a == b, "(\(x), \(y)) \(hex(a)) vs \(hex(b))")
                } else {
                    #expect(channelDistance(a, b) <= 1, "(\(x), \(y)) \(hex(a)) vs \(hex(b))")
                }
            }
        }
        #expect(pc.clipBounds == PixelRect(x: 0, y: 0, width: 80, height: 60), "clip restored")
    }

    /// A clip over which nothing is drawn gives back every pixel exactly.
    @Test(arguments: shapes)
    func drawingNothingChangesNothing(_ shape: RoundedRect) throws {
        var rng = SplitMix64(seed: 5)
        let fb = try Framebuffer(width: 80, height: 60)
        for y in 0..<60 { for x in 0..<80 { fb[x, y] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 } }
        let before = fb.makeImage()
        let painter = Painter(target: fb)
        painter.withClip(shape) {}
        #expect(fb.makeImage() == before)
    }

    /// With square corners on whole pixels, the clip is exactly a rectangular one.
    @Test func squareCornersOnWholePixelsEqualARectangularClip() throws {
        let rect = Rect(x: 12, y: 7, width: 41, height: 30)
        func draw(_ p: Painter) {
            p.fill(RoundedRect(Rect(x: 0, y: 0, width: 70, height: 50), radius: 20), with: .color(Self.translucentBlue))
            p.fillEllipse(in: Rect(x: 30.5, y: 20.5, width: 35, height: 30), with: .color(Self.red))
        }
        let (a, pa) = try makeCanvas(70, 50, background: .white)
        pa.withClip(RoundedRect(rect, radius: 0)) { draw(pa) }
        let (b, pb) = try makeCanvas(70, 50, background: .white)
        pb.withClip(rect) { draw(pb) }
        #expect(differingPixels(a, b).isEmpty)
    }

    /// Fractional edges are anti-aliased: a clip edge at x = 10.5 lets half through.
    @Test func fractionalEdgesBlendByCoverage() throws {
        let (fb, p) = try makeCanvas(40, 30, background: .white)
        p.withClip(RoundedRect(Rect(x: 10.5, y: 5, width: 20, height: 20.25), radius: 0)) {
            p.fill(Rect(x: 0, y: 0, width: 40, height: 30), with: .color(.black))
        }
        expectPixel(fb[10, 10], near: [255, 127.5, 127.5, 127.5], within: 1)
        #expect(fb[11, 10] == 0xFF00_0000)
        #expect(fb[9, 10] == 0xFFFF_FFFF)
        expectPixel(fb[20, 25], near: [255, 191.25, 191.25, 191.25], within: 1)
        #expect(fb[20, 26] == 0xFFFF_FFFF)
    }

    /// Nested rounded clips intersect; rectangular clips and translations compose.
    @Test func nestedClipsIntersect() throws {
        let (fb, p) = try makeCanvas(60, 60, background: .white)
        p.withTranslation(dx: 5, dy: 5) {
            p.withClip(RoundedRect(Rect(x: 0, y: 0, width: 30, height: 50), radius: 10)) {
                p.withClip(RoundedRect(Rect(x: 15, y: 0, width: 35, height: 50), radius: 10)) {
                    p.fill(Rect(x: -5, y: -5, width: 60, height: 60), with: .color(.black))
                }
            }
        }
        #expect(fb[27, 30] == 0xFF00_0000)   // in both
        #expect(fb[10, 30] == 0xFFFF_FFFF)   // only in the first
        #expect(fb[45, 30] == 0xFFFF_FFFF)   // only in the second
        #expect(fb[21, 6] == 0xFFFF_FFFF)    // in the second's rounded corner
        #expect(p.clipBounds == fb.bounds)
    }

    /// Inside an opacity group, the clipped drawing is composited with the group.
    @Test func insideAnOpacityGroup() throws {
        let shape = RoundedRect(Rect(x: 10, y: 10, width: 40, height: 30), radius: 8)
        let (a, pa) = try makeCanvas(60, 50, background: .white)
        pa.withOpacity(0.5) {
            pa.withClip(shape) { pa.fill(Rect(x: 0, y: 0, width: 60, height: 50), with: .color(Self.red)) }
        }
        let (b, pb) = try makeCanvas(60, 50, background: .white)
        pb.withOpacity(0.5) { pb.fill(shape, with: .color(Self.red)) }
        #expect(differingPixels(a, b, tolerance: 1).isEmpty)
        #expect(a[30, 25] == b[30, 25])
    }

    /// The coverage does not depend on the clip: a scene with rounded clips repainted
    /// under random narrower clips gives exactly the full drawing's pixels there.
    @Test func repaintingUnderANarrowerClipIsExact() throws {
        var rng = SplitMix64(seed: 21)
        for _ in 0..<300 {
            let x = Double(rng.int(in: 0..<40)), y = Double(rng.int(in: 0..<30))
            let outer = RoundedRect(Rect(x: x + 0.5, y: y, width: Double(rng.int(in: 10..<60)), height: Double(rng.int(in: 10..<50))),
                                    radius: Double(rng.int(in: 0..<25)) + 0.5)
            let inner = RoundedRect(outer.rect.insetBy(dx: 4, dy: 3).offsetBy(dx: Double(rng.int(in: -8..<8)), dy: 2), radius: 6)
            func draw(_ p: Painter) {
                p.withClip(outer) {
                    p.fill(Rect(x: 0, y: 0, width: 100, height: 80), with: .color(Self.translucentBlue))
                    p.withOpacity(0.7) {
                        p.withClip(inner) {
                            p.fill(RoundedRect(Rect(x: x, y: y + 5, width: 30, height: 30), radius: 9), with: .color(Self.red))
                        }
                    }
                }
            }
            let (full, pf) = try makeCanvas(100, 80, background: .white)
            draw(pf)
            let cx = rng.int(in: 0..<90), cy = rng.int(in: 0..<70)
            let clip = PixelRect(x: cx, y: cy, width: rng.int(in: 1..<(100 - cx)), height: rng.int(in: 1..<(80 - cy)))
            let (part, pp) = try makeCanvas(100, 80, background: .white)
            pp.withClip(clip.rect) { draw(pp) }
            for py in clip.minY..<clip.maxY {
                for px in clip.minX..<clip.maxX where part[px, py] != full[px, py] {
                    Issue.record("(\(px), \(py)) \(hex(part[px, py])) vs \(hex(full[px, py]))")
                }
            }
        }
    }

    /// Shapes that miss the clip, empty shapes and non-finite ones draw nothing.
    @Test func degenerateShapesDrawNothing() throws {
        let (fb, p) = try makeCanvas(30, 30, background: .white)
        for shape in [RoundedRect(Rect(x: 40, y: 40, width: 10, height: 10), radius: 3),
                      RoundedRect(Rect(x: 5, y: 5, width: 0, height: 10), radius: 3),
                      RoundedRect(Rect(x: .nan, y: 5, width: 10, height: 10), radius: 3)] {
            var ran = false
            p.withClip(shape) {
                ran = true
                p.fill(Rect(x: 0, y: 0, width: 30, height: 30), with: .color(.black))
            }
            #expect(ran)
        }
        expectAll(fb, equal: 0xFFFF_FFFF)
    }
}
