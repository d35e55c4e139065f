import Testing
import CHarfBuzz
import TestFonts
@testable import TextRasterizer

/// Shaping through HarfBuzz: kerning, ligatures, Arabic joining, letter spacing, and
/// positions scaled from design units to the size.
@Suite(.testFonts) struct ShaperTests {
    static let face = try! FontFace(contentsOfFile: TestFonts.dejaVuSans)

    private func shape(_ string: String, size: Double = 20, rightToLeft: Bool = false, script: Script = .latin,
                       letterSpacing: Double = 0) -> ShapedRun {
        let units = Array(string.utf16)
        return units.withUnsafeBufferPointer {
            Shaper.shape($0, range: 0..<units.count, face: Self.face, size: size, rightToLeft: rightToLeft,
                         script: script, letterSpacing: letterSpacing)
        }
    }

    @Test func advancesAreHarfBuzzAdvancesScaledToTheSize() {
        let run = shape("H", size: 20)
        let glyph = Self.face.glyph(for: "H")!
        let designAdvance = Double(hb_font_get_glyph_h_advance_checked(Self.face, glyph))
        #expect(run.glyphs == [glyph])
        #expect(abs(run.advances[0] - designAdvance * 20 / 2048) < 1e-9)
        #expect(run.width == run.advances[0])
    }

    @Test func kerningPullsAVTogether() {
        let pair = shape("AV").width
        let apart = shape("A").width + shape("V").width
        #expect(pair < apart - 0.2, "AV \(pair) vs A+V \(apart)")
    }

    @Test func ligatureJoinsFiUnlessLettersAreSpaced() {
        #expect(shape("fi").glyphs.count == 1)
        let spaced = shape("fi", letterSpacing: 2)
        #expect(spaced.glyphs.count == 2)
        #expect(abs(spaced.width - (shape("f").width + shape("i").width + 4)) < 0.01)
    }

    @Test func arabicLettersTakeTheirJoiningForms() {
        let isolated = shape("ب", rightToLeft: true, script: .arabic).glyphs
        let joined = shape("ببب", rightToLeft: true, script: .arabic).glyphs
        #expect(joined.count == 3)
        // Initial, medial and final forms differ from each other and from the isolated one.
        #expect(Set(joined).count == 3)
        #expect(!joined.contains(isolated[0]))
        // Right to left: the visually first glyph is the logically last character.
        #expect(shape("ببب", rightToLeft: true, script: .arabic).clusters == [2, 1, 0])
    }

    @Test func clustersAreParagraphOffsetsOfTheRun() {
        let units = Array("ab cd".utf16)
        let run = units.withUnsafeBufferPointer {
            Shaper.shape($0, range: 3..<5, face: Self.face, size: 10, rightToLeft: false, script: .latin)
        }
        #expect(run.clusters == [3, 4])
        #expect(run.range == 3..<5)
    }
}

/// The design-unit advance of a glyph, straight from HarfBuzz.
private func hb_font_get_glyph_h_advance_checked(_ face: FontFace, _ glyph: UInt32) -> Int32 {
    hb_font_get_glyph_h_advance(face.harfBuzzFont, glyph)
}
