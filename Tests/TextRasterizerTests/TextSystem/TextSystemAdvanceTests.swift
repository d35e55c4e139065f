import CHarfBuzz
import Testing
import TestFonts
@testable import TextRasterizer

/// Horizontal positions of laid-out text against HarfBuzz's for the same font file:
/// what a line is as wide as, and where each glyph's pen lands.
@Suite(.testFonts) struct TextSystemAdvanceTests {
    /// HarfBuzz's own shaping of `string` with a font made here from DejaVu Sans's file
    /// (not the engine's): glyph ids and advances in points at `size`.
    static func harfBuzzShaping(_ string: String, size: Double) -> (glyphs: [UInt32], advances: [Double]) {
        let blob = hb_blob_create_from_file(TestFonts.dejaVuSans)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
        let upem = Double(hb_face_get_upem(face))
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, string, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let glyphs = (0..<Int(count)).map { infos[$0].codepoint }
        // A new font's scale is its upem: positions come in design units.
        let advances = (0..<Int(count)).map { Double(positions[$0].x_advance) * size / upem }
        return (glyphs, advances)
    }

    /// Pen positions of a one-line layout, in visual order.
    static func pens(_ layout: TextLayout) -> (glyphs: [UInt32], x: [Double]) {
        let runs = layout.lines[0].runs
        return (runs.flatMap(\.glyphs), runs.flatMap(\.positionsX))
    }

    @Test func anUnboundedLineIsAsWideAsHarfBuzzShapesIt() {
        let string = "Hello, world"
        let layout = TextFixture.layout(TextFixture.text(string, size: 20))
        #expect(layout.lines.count == 1)
        let reference = Self.harfBuzzShaping(string, size: 20)
        #expect(Self.pens(layout).glyphs == reference.glyphs)
        #expect(abs(layout.size.width - reference.advances.reduce(0, +)) < 1e-9)
    }

    @Test func theLineWidthIsTheShapersWidth() {
        let string = "Hello, world"
        let units = Array(string.utf16)
        let shaped = units.withUnsafeBufferPointer {
            Shaper.shape($0, range: 0..<units.count, face: TextFixture.dejaVuSans, size: 20, rightToLeft: false, script: .latin)
        }
        let layout = TextFixture.layout(TextFixture.text(string, size: 20))
        #expect(abs(layout.size.width - shaped.width) < 1e-9)
        #expect(Self.pens(layout).glyphs == shaped.glyphs)
    }

    @Test(arguments: [10.0, 13.5, 48])
    func eachPenAdvancesByTheGlyphsHarfBuzzAdvance(size: Double) {
        // Digits are tabular in DejaVu Sans and never kerned: each advance is the glyph's own.
        let string = "0123456789 HIJ"
        let layout = TextFixture.layout(TextFixture.text(string, size: size))
        let (glyphs, xs) = Self.pens(layout)
        #expect(glyphs.count == string.count)
        #expect(xs.first == 0)
        let font = TextFixture.dejaVuSans.harfBuzzFont
        for index in 0..<(glyphs.count - 1) {
            let advance = Double(hb_font_get_glyph_h_advance(font, glyphs[index])) * size / 2048
            #expect(abs(xs[index + 1] - xs[index] - advance) < 1e-9, "glyph \(index)")
        }
    }

    @Test func kerningMakesAVNarrowerThanItsGlyphs() {
        let layout = TextFixture.layout(TextFixture.text("AVAVAV", size: 40))
        let font = TextFixture.dejaVuSans.harfBuzzFont
        let nominal = Self.pens(layout).glyphs.reduce(0.0) { $0 + Double(hb_font_get_glyph_h_advance(font, $1)) * 40 / 2048 }
        let reference = Self.harfBuzzShaping("AVAVAV", size: 40).advances.reduce(0, +)
        #expect(layout.size.width < nominal - 5, "DejaVu Sans kerns A and V")
        #expect(abs(layout.size.width - reference) < 1e-9)
    }
}
