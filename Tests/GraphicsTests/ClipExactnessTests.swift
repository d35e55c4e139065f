import Testing
@testable import Graphics
import Geometry
import TestSupport

/// Drawing does not depend on the clip: under any clip, the pixels inside are bit for
/// bit those of the unclipped drawing (which damage repainting needs), for outlines cut
/// by a clip edge anywhere on a curve, gradients and scaled images alike.
@Suite struct ClipExactnessTests {
    enum Shape: CaseIterable, Sendable {
        case roundedFill, gradientRoundedFill, uniformBorder, fourColorBorder, path, gradientRect, scaledImage
    }

    static let image: Image = {
        var rng = SplitMix64(seed: 99)
        return try! Image(width: 16, height: 12, pixels: (0..<192).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 })
    }()

    /// One random drawing of `shape`, and a random clip.
    struct Case {
        let rect: Rect
        let radius: Double
        let width: Double
        let clip: PixelRect

        init(_ rng: inout SplitMix64) {
            let x = Double(rng.int(in: -10..<50)) + Double(rng.int(in: 0..<4)) / 4
            let y = Double(rng.int(in: -10..<50)) + Double(rng.int(in: 0..<4)) / 4
            rect = Rect(x: x, y: y, width: Double(rng.int(in: 4..<60)) + 0.5, height: Double(rng.int(in: 4..<60)))
            radius = Double(rng.int(in: 1..<30)) + 0.25
            width = Double(rng.int(in: 1..<8))
            let cx = rng.int(in: 0..<90), cy = rng.int(in: 0..<90)
            clip = PixelRect(x: cx, y: cy, width: rng.int(in: 1..<(100 - cx)), height: rng.int(in: 1..<(100 - cy)))
        }

        func draw(_ shape: Shape, _ p: Painter) {
            let rounded = RoundedRect(rect, radius: radius)
            switch shape {
            case .roundedFill:
                let paint = Paint.color(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.7))
                p.fill(rounded, with: paint)
            case .gradientRoundedFill:
                let paint = Paint.linearGradient(LinearGradient(from: .black, to: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5),
                                                                start: rect.origin, end: Point(x: rect.maxX, y: rect.maxY)))
                p.fill(rounded, with: paint)
            case .uniformBorder:
                let colors = BorderColors(all: Color(red: 0, green: 0, blue: 0, alpha: 0.8))
                p.strokeBorder(rounded, widths: EdgeInsets(all: width), colors: colors)
            case .fourColorBorder:
                let widths = EdgeInsets(top: width, right: width + 1, bottom: 2.5, left: 1)
                let colors = BorderColors(top: .black, right: Color(red: 0, green: 1, blue: 0), bottom: Color(red: 0, green: 0, blue: 1, alpha: 0.5), left: Color(red: 1, green: 0, blue: 0))
                p.strokeBorder(rounded, widths: widths, colors: colors)
            case .gradientRect:
                // A round width: positions fall on table boundaries.
                let box = Rect(x: rect.minX.rounded(), y: rect.minY, width: 51, height: rect.height)
                let paint = Paint.linearGradient(LinearGradient(from: .black, to: Color(red: 0, green: 0.5, blue: 1),
                                                                start: box.origin, end: Point(x: box.maxX, y: box.minY)))
                p.fill(box, with: paint)
            case .scaledImage:
                // Scaled by 1.5 and by an odd factor.
                let box = Rect(x: rect.minX, y: rect.minY, width: 24, height: rect.height)
                p.draw(ClipExactnessTests.image, in: box, opacity: 0.9)
            case .path:
                var path = Path()
                path.move(to: rect.origin)
                path.line(to: Point(x: rect.maxX, y: rect.minY + radius))
                path.quadCurve(to: Point(x: rect.minX + width, y: rect.maxY), control: Point(x: rect.maxX, y: rect.maxY))
                path.close()
                let paint = Paint.color(Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.9))
                p.fill(path, rule: .evenOdd, with: paint)
            }
        }
    }

    /// 600 random drawings per shape under random clips: every pixel inside the clip
    /// equals the unclipped drawing's, and nothing outside is touched.
    @Test(arguments: Shape.allCases)
    func clippedDrawingEqualsUnclipped(_ shape: Shape) throws {
        var rng = SplitMix64(seed: 7)
        var differing = 0, outside = 0
        for _ in 0..<600 {
            let c = Case(&rng)
            let (full, pf) = try makeCanvas(100, 100, background: .white)
            c.draw(shape, pf)
            let (part, pp) = try makeCanvas(100, 100, background: .white)
            pp.withClip(c.clip.rect) { c.draw(shape, pp) }
            for y in 0..<100 {
                for x in 0..<100 {
                    if c.clip.contains(x: x, y: y) {
                        if part[x, y] != full[x, y] { differing += 1 }
                    } else if part[x, y] != 0xFFFF_FFFF {
                        outside += 1
                    }
                }
            }
        }
        #expect(differing == 0)
        #expect(outside == 0)
    }

    /// The target's edges cut like a clip: shapes reaching past its right and bottom
    /// edges draw the pixels of a larger target there.
    @Test(arguments: Shape.allCases)
    func drawingDoesNotDependOnTheTargetsExtent(_ shape: Shape) throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<100 {
            let c = Case(&rng)
            let (small, ps) = try makeCanvas(100, 100, background: .white)
            c.draw(shape, ps)
            let (large, pl) = try makeCanvas(160, 160, background: .white)
            c.draw(shape, pl)
            for y in 0..<100 {
                for x in 0..<100 where small[x, y] != large[x, y] {
                    Issue.record("\(shape) (\(x), \(y)) \(hex(small[x, y])) vs \(hex(large[x, y]))")
                }
            }
        }
    }

    /// Under a translation and inside an opacity group the clip still changes nothing.
    @Test func translatedAndGroupedDrawingIsInvariant() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<100 {
            let c = Case(&rng)
            func draw(_ p: Painter) {
                p.withTranslation(dx: 3, dy: -2) {
                    p.withOpacity(0.6) { c.draw(.fourColorBorder, p) }
                }
            }
            let (full, pf) = try makeCanvas(100, 100, background: .white)
            draw(pf)
            let (part, pp) = try makeCanvas(100, 100, background: .white)
            pp.withClip(c.clip.rect) { draw(pp) }
            for y in c.clip.minY..<c.clip.maxY {
                for x in c.clip.minX..<c.clip.maxX where part[x, y] != full[x, y] {
                    Issue.record("(\(x), \(y)) \(hex(part[x, y])) vs \(hex(full[x, y]))")
                }
            }
        }
    }
}

extension ClipExactnessTests {
    /// The plain `fill`, `strokeBorder` and `draw(_:in:)` under random clips, pixel by
    /// pixel against the unclipped drawing: where a clip's edge cuts a curve the
    /// rasterizer sums the same coverage (heights are whole units, which add up exactly
    /// in any order), and gradients and scaled images compute each pixel's position from
    /// its own coordinates, not from its span's start.
    @Test(arguments: [Shape.roundedFill, .gradientRect, .scaledImage])
    func plainMethodsAreExactUnderClips(_ shape: Shape) throws {
        var rng = SplitMix64(seed: 7)
        var differing = 0
        for _ in 0..<600 {
            let c = Case(&rng)
            let (full, pf) = try makeCanvas(100, 100, background: .white)
            c.draw(shape, pf)
            let (part, pp) = try makeCanvas(100, 100, background: .white)
            pp.withClip(c.clip.rect) { c.draw(shape, pp) }
            for y in c.clip.minY..<c.clip.maxY {
                for x in c.clip.minX..<c.clip.maxX where part[x, y] != full[x, y] {
                    #expect(channelDistance(part[x, y], full[x, y]) <= 1)
                    differing += 1
                }
            }
        }
        #expect(differing == 0)
    }
}
