import CHarfBuzz
import Geometry
import Testing
import TestFonts
@testable import TextRasterizer

/// Per-character fallback over the test fonts, on pixels: every script of a mixed string
/// gets a real glyph with ink, CJK from Droid Sans Fallback, and the emoji in color.
@Suite(.testFonts) struct TextSystemFallbackPixelTests {
    /// Latin, Greek, Cyrillic, Arabic, Hebrew, CJK and emoji, one character each.
    static let mixed = "Aα Жب ש漢字😀"

    /// One drawn glyph: its face, id, and the columns of its advance.
    struct PlacedGlyph {
        var face: FontFace
        var glyph: UInt32
        var minX: Double
        var maxX: Double
    }

    static func placedGlyphs(_ line: TextLayout.Line) -> [PlacedGlyph] {
        line.runs.flatMap { run in
            run.glyphs.indices.map { index in
                let advance = Double(hb_font_get_glyph_h_advance(run.face.harfBuzzFont, run.glyphs[index])) * run.face.scale(atSize: run.size)
                let x = run.positionsX[index]
                return PlacedGlyph(face: run.face, glyph: run.glyphs[index], minX: x, maxX: x + advance)
            }
        }
    }

    @Test func everyCharacterGetsARealGlyphWithInk() throws {
        let rendering = try TextRendering(TextFixture.text(Self.mixed, size: 24), name: "fallback-mixed")
        let line = try #require(rendering.layout.lines.first)
        #expect(rendering.layout.lines.count == 1)
        let glyphs = Self.placedGlyphs(line)
        #expect(glyphs.count == Self.mixed.count)
        for placed in glyphs {
            #expect(placed.glyph != 0, "no .notdef box (\(placed.face))")
        }
        let space = TextFixture.dejaVuSans.glyph(for: " ")
        for placed in glyphs where placed.glyph != space {
            // Ink within the glyph's advance (one pixel of slack for side bearings).
            let area = rendering.area(of: line, from: placed.minX - 1, to: placed.maxX + 1)
            #expect(rendering.count(in: area, where: rendering.isInk) > 6, "ink for glyph \(placed.glyph) of \(placed.face)")
        }
    }

    @Test func eachScriptComesFromTheFaceThatHasIt() throws {
        let line = try #require(TextFixture.layout(TextFixture.text(Self.mixed, size: 24)).lines.first)
        let faces = Self.placedGlyphs(line).map { $0.face.path }
        // Visual order: "Aα Ж", then "ب ש" right to left, then CJK and the emoji.
        #expect(faces.count == 10)
        #expect(faces.prefix(7).allSatisfy { $0 == TestFonts.dejaVuSans })
        #expect(faces[7] == TestFonts.droidSansFallback)
        #expect(faces[8] == TestFonts.droidSansFallback)
        #expect(faces[9] == TestFonts.notoColorEmoji)
        let droid = Self.placedGlyphs(line)[7]
        #expect(droid.glyph == droid.face.glyph(for: "漢"))
    }

    @Test func theEmojiIsDrawnInColor() throws {
        let rendering = try TextRendering(TextFixture.text("ab😀cd", size: 32), name: "fallback-emoji")
        let line = try #require(rendering.layout.lines.first)
        let emoji = try #require(Self.placedGlyphs(line).first { $0.face.hasColorGlyphs })
        let area = rendering.area(of: line, from: emoji.minX, to: emoji.maxX)
        let yellow = rendering.count(in: area) { x, y in
            let p = rendering.rgb(x, y)
            return p.red > 200 && p.green > 150 && p.blue < 100
        }
        #expect(Double(yellow) > 0.25 * 32 * 32, "a yellow face (\(yellow) yellow pixels)")
        // Outside the emoji, the text is black on white: nothing yellow.
        let before = rendering.area(of: line, from: -10, to: emoji.minX - 1)
        #expect(rendering.count(in: before) { x, y in
            let p = rendering.rgb(x, y)
            return p.red - p.blue > 60
        } == 0)
        // The emoji stands on the baseline with the letters, about an em tall.
        let ink = try #require(rendering.inkBox(in: area))
        #expect(ink.height >= 26 && ink.height <= 40, "\(ink)")
        #expect(abs(ink.maxY - rendering.baselineRow(of: line)) <= 9)
    }
}
