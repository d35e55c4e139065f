import Foundation
import TestFonts
import Testing
@testable import TextRasterizer

/// Found by fuzzing (Fuzz/Targets/FontData.swift): a damaged font made FreeType render one
/// glyph as a 466 MB bitmap, which the rasterizer then copied. Glyphs over
/// `GlyphRasterizer.maxPixelCount` pixels now come out empty before anything that size
/// is allocated; ordinary glyphs of the same fonts are drawn as before.
@Suite struct HugeGlyphTests {
    /// The bytes of the font at `path` with bytes of table `tag` changed: `changes` maps
    /// offsets in the table to new values (FreeType does not check table checksums).
    private static func damaged(_ path: String, table tag: String, _ changes: [Int: UInt8]) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
        let record = try #require((0..<tableCount).map { 12 + 16 * $0 }.first {
            String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == tag
        })
        let table = bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
        for (offset, value) in changes { bytes[table + offset] = value }
        return bytes
    }

    @Test func glyphsOfAFontClaimingSixteenUnitsPerEmAreBoundedByTheirPixels() throws {
        // head.unitsPerEm (offset 18, big-endian) 2048 → 16: every glyph is 128 times larger.
        let bytes = try Self.damaged(TestFonts.dejaVuSans, table: "head", [18: 0, 19: 16])
        let face = try FontFace(data: bytes, name: "DejaVuSans-16upem.ttf")
        #expect(face.unitsPerEm == 16)
        let t = try #require(face.glyph(for: "T"))

        // At 300 pixels per em the T would be some 24,000 pixels a side.
        let huge = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: t, size: 300, phase: 0), of: face)
        #expect(huge.width == 0 && huge.height == 0)
        #expect(huge.pixelByteCount == 0)

        // At 1 pixel per em it is what the font says: about 78 em (1,251 units of 16) wide.
        let small = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: t, size: 1, phase: 0), of: face)
        #expect(abs(small.width - 78) <= 3, "\(small.width)")
        #expect(small.width * small.height <= GlyphRasterizer.maxPixelCount)
    }

    @Test func aColorStrikeClaimingOnePixelPerEmIsNotScaledToMillionsOfPixels() throws {
        // CBLC's first strike: ppemX and ppemY at 8 + 44 and 8 + 45. Noto's is 109.
        let bytes = try Self.damaged(TestFonts.notoColorEmoji, table: "CBLC", [52: 1, 53: 1])
        let face = try FontFace(data: bytes, name: "NotoColorEmoji-1ppem.ttf")
        let smile = try #require(face.glyph(for: "😀"))
        // The 136 x 128 bitmap scaled 48 times would be 6,528 x 6,144 pixels.
        let glyph = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: smile, size: 48, phase: 0), of: face)
        #expect(glyph.pixelByteCount == 0)
        // Scaled 8 times it is drawn.
        let drawn = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: smile, size: 8, phase: 0), of: face)
        #expect(abs(drawn.width - 136 * 8) <= 2, "\(drawn.width)")
    }

    @Test func theLargestSizeStillDrawsOrdinaryGlyphs() {
        let face = GlyphFonts.dejaVuSans
        let glyph = GlyphRasterizer.rasterize(GlyphKey(face: face, glyph: GlyphFonts.glyph("W"), size: 4096, phase: 0), of: face)
        #expect(glyph.width > 3700 && glyph.height > 2900, "\(glyph.width) x \(glyph.height)")
    }
}
