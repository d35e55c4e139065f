import CFreeType
import Graphics
import Testing
import TestFonts
@testable import TextRasterizer

/// Outline glyphs as coverage masks, subpixel phases, and color emoji scaled to size.
@Suite(.testFonts) struct GlyphRasterizerTests {
    let face = GlyphFonts.dejaVuSans

    @Test func capitalHHasTwoStemsAndACrossbar() throws {
        let glyph = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: GlyphFonts.glyph("H"), size: 32, phase: 0), of: face)
        let mask = try #require(glyph.mask)
        // Columns covered (> 200) over at least 90% of the height: the stems.
        let stemColumns = (0..<mask.width).filter { x in
            (0..<mask.height).filter { mask.coverage[$0 * mask.width + x] > 200 }.count * 10 >= mask.height * 9
        }
        let stems = runs(stemColumns)
        #expect(stems.count == 2, "stem columns \(stemColumns)")
        for stem in stems { #expect((2...4).contains(stem.count), "stem \(stem)") }
        // A row a quarter down crosses the two stems only; the middle row is one crossbar.
        func coveredRuns(row y: Int) -> Int { runs((0..<mask.width).filter { mask.coverage[y * mask.width + $0] > 128 }).count }
        #expect(coveredRuns(row: mask.height / 4) == 2)
        #expect(coveredRuns(row: mask.height / 2) == 1)
        // Cap height of DejaVu Sans is 1493 units: 23.3 px at 32 px per em.
        #expect(glyph.top == 24)
        #expect(mask.height == 24)
    }

    @Test func boundsMatchFreeTypesMetrics() throws {
        for scalar in ["H", "g", "j", "Q", "@", "f"] as [Unicode.Scalar] {
            let id = GlyphFonts.glyph(scalar)
            let glyph = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: id, size: 32, phase: 0), of: face)
            let mask = try #require(glyph.mask)
            let metrics = face.withFreeTypeFace { ft -> FT_Glyph_Metrics in
                FT_Set_Char_Size(ft, 0, 32 * 64, 72, 72)
                FT_Load_Glyph(ft, id, Int32(FT_LOAD_NO_HINTING))
                return ft.pointee.glyph.pointee.metrics
            }
            // The bitmap is the outline's box rounded outwards to whole pixels.
            let left = floor64(metrics.horiBearingX), right = ceil64(metrics.horiBearingX + metrics.width)
            let top = ceil64(metrics.horiBearingY), bottom = floor64(metrics.horiBearingY - metrics.height)
            #expect(glyph.left == left, "\(scalar)")
            #expect(glyph.top == top, "\(scalar)")
            #expect(mask.width == right - left, "\(scalar)")
            #expect(mask.height == top - bottom, "\(scalar)")
            // Every edge of the box is touched by some coverage.
            #expect(mask.coverage.prefix(mask.width).contains { $0 > 0 }, "\(scalar) top row")
            #expect(mask.coverage.suffix(mask.width).contains { $0 > 0 }, "\(scalar) bottom row")
        }
    }

    /// The centroid of pixel coverage follows the outline only up to how partial edge
    /// pixels weigh: about 0.05 px for 14 px stems, less for large ones.
    @Test(arguments: [(14.0, 0.07), (128.0, 0.02)])
    func subpixelPhasesShiftCoverageByQuarterPixels(size: Double, tolerance: Double) throws {
        for scalar in ["H", "o", "l"] as [Unicode.Scalar] {
            let glyphs = (0..<4).map { phase in
                GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: GlyphFonts.glyph(scalar), size: size, phase: phase), of: face)
            }
            let centroids = glyphs.map(\.coverageCentroidX)
            let inks = try glyphs.map { try #require($0.mask).coverage.reduce(0) { $0 + Int($1) } }
            for phase in 1..<4 {
                let shift = centroids[phase] - centroids[0]
                #expect(abs(shift - Double(phase) / 4) < tolerance, "\(scalar) phase \(phase): \(centroids)")
                // Moving the outline does not change how much it covers.
                #expect(abs(inks[phase] - inks[0]) * 100 <= inks[0], "\(scalar) ink \(inks)")
            }
        }
    }

    /// The left edge of the stem of 'l', read from the coverage of its first pixel in a
    /// middle row (exact area coverage: the uncovered part is the edge's fraction).
    @Test func subpixelPhasesMoveTheStemEdgeExactly() throws {
        let edges = try (0..<4).map { phase -> Double in
            let glyph = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: GlyphFonts.glyph("l"), size: 32, phase: phase), of: face)
            let mask = try #require(glyph.mask)
            let row = Array(mask.coverage[(mask.height / 2 * mask.width)...].prefix(mask.width))
            let first = try #require(row.firstIndex { $0 > 0 })
            #expect(row[first + 1] == 255, "the stem is wider than two pixels: \(row)")
            return Double(glyph.left + first + 1) - Double(row[first]) / 255
        }
        for phase in 1..<4 { #expect(abs(edges[phase] - edges[0] - Double(phase) / 4) < 0.01, "\(edges)") }
    }

    @Test func subpixelPositionsQuantizeToQuarters() {
        func split(_ x: Double) -> [Int] { let p = SubpixelPosition(x); return [p.pixel, p.phase] }
        #expect(split(10.0) == [10, 0])
        #expect(split(10.3) == [10, 1])
        #expect(split(10.6) == [10, 2])
        #expect(split(10.74) == [10, 3])
        #expect(split(10.9) == [11, 0])
        #expect(split(-0.25) == [-1, 3])
        #expect(split(-1.5) == [-2, 2])
    }

    @Test func spaceIsEmpty() {
        let glyph = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: GlyphFonts.glyph(" "), size: 14, phase: 2), of: face)
        guard case .empty = glyph.content else { Issue.record("space drew \(glyph.width)x\(glyph.height)"); return }
        #expect(glyph.pixelByteCount == 0)
    }

    @Test func sizesAreKeyedInSixtyFourthsAndClamped() {
        #expect(GlyphKey.fixedSize(14) == 896)
        #expect(GlyphKey.fixedSize(14.004) == 896)
        #expect(GlyphKey.fixedSize(0) == 1)
        #expect(GlyphKey.fixedSize(.nan) == 1)
        #expect(GlyphKey.fixedSize(.infinity) == 4096 * 64)
        #expect(GlyphKey(face: face, glyph: 1, size: 14, phase: 5).phase == 1)
    }

    @Test(arguments: [32.0, 14.0, 200.0])
    func emojiIsAColorImageScaledToTheSize(size: Double) throws {
        let emoji = GlyphFonts.notoColorEmoji
        #expect(emoji.hasColorGlyphs && emoji.isBitmapOnly)
        let glyph = GlyphRasterizer.rasterize(GlyphKey(face: emoji, glyph: GlyphFonts.glyph("😀", in: emoji), size: size, phase: 0), of: emoji)
        let image = try #require(glyph.image)
        try PNG.write(image, toFile: "/tmp/tessera-glyphs-emoji-\(Int(size)).png")
        // Noto's strike is 109 px per em with 136 x 128 bitmaps.
        let scale = size / 109
        #expect(abs(Double(image.width) - 136 * scale) <= 1.5, "\(image.width)")
        #expect(abs(Double(image.height) - 128 * scale) <= 1.5, "\(image.height)")
        // The face sits on the baseline, about an em high.
        #expect(abs(Double(glyph.top) - 0.93 * size) <= 0.1 * size + 1, "top \(glyph.top)")
        // Opaque pixels are mostly yellow: red and green high, blue low.
        let opaque = image.pixels.filter { $0 >> 24 == 255 }
        #expect(opaque.count * 3 > image.pixels.count)
        let yellow = opaque.filter { PremultipliedPixel.red($0) > 200 && PremultipliedPixel.green($0) > 150 && PremultipliedPixel.blue($0) < 100 }
        #expect(yellow.count * 2 > opaque.count, "\(yellow.count) yellow of \(opaque.count)")
        // Every pixel is validly premultiplied.
        #expect(image.pixels.allSatisfy { p in
            let a = p >> 24
            return PremultipliedPixel.red(p) <= a && PremultipliedPixel.green(p) <= a && PremultipliedPixel.blue(p) <= a
        })
    }

    private func runs(_ sorted: [Int]) -> [[Int]] {
        var result: [[Int]] = []
        for x in sorted {
            if let last = result.last?.last, last + 1 == x { result[result.count - 1].append(x) } else { result.append([x]) }
        }
        return result
    }

    private func floor64(_ v: FT_Pos) -> Int { Int((Double(v) / 64).rounded(.down)) }
    private func ceil64(_ v: FT_Pos) -> Int { Int((Double(v) / 64).rounded(.up)) }
}
