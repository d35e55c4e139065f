import Testing
import TestFonts
@testable import TextRasterizer

/// Shaping a paragraph a word at a time gives the glyphs of shaping it whole, and each
/// distinct word is shaped once.
@Suite(.testFonts) struct WordShapeCacheTests {
    static let face = try! FontFace(contentsOfFile: TestFonts.dejaVuSans)

    private func paragraph(_ string: String, words: WordShapeCache?) -> ShapedParagraph {
        let units = Array(string.utf16)
        var breaks = [BreakKind](repeating: .none, count: units.count + 1)
        breaks[units.count] = .mandatory
        let run = StyledRun(range: 0..<units.count, face: Self.face, size: 14, letterSpacing: 0, attributesIndex: 0)
        return ShapedParagraph(units: units, fontRuns: [run], breaks: breaks, direction: .natural, language: nil, words: words)
    }

    @Test func wordByWordEqualsWhole() {
        let string = "Typography: office affluent Wave, AV fjord—naïve café 12.5%  twice  spaced "
        let whole = paragraph(string, words: nil).runs
        let byWords = paragraph(string, words: WordShapeCache()).runs
        #expect(whole.count == byWords.count)
        for (a, b) in zip(whole, byWords) {
            #expect(a.shaped.glyphs == b.shaped.glyphs)
            #expect(a.shaped.clusters == b.shaped.clusters)
            #expect(a.shaped.advances == b.shaped.advances)
            #expect(abs(a.shaped.width - b.shaped.width) < 1e-9)
        }
    }

    @Test func eachDistinctWordIsShapedOnce() {
        let cache = WordShapeCache()
        _ = paragraph("the cat and the dog and the cat", words: cache)
        // "the ", "cat ", "and ", "dog " and the final "cat" (no space after it).
        #expect(cache.count == 5)
        _ = paragraph("the dog", words: cache)
        #expect(cache.count == 6) // "dog" without a space is new; "the " is reused
    }

    @Test func rightToLeftRunsAreShapedWhole() {
        let cache = WordShapeCache()
        _ = paragraph("שלום עולם", words: cache)
        #expect(cache.count == 0)
    }
}
