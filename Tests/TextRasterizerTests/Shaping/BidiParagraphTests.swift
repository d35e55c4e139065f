import Testing
@testable import TextRasterizer

/// Embedding levels from FriBidi and the visual order of runs (UAX #9).
@Suite struct BidiParagraphTests {
    @Test func hebrewInsideAnEnglishParagraph() {
        let text = Array("abc אבג def".utf16)
        let bidi = BidiParagraph(text, direction: .natural)
        #expect(!bidi.isRightToLeft)
        #expect(Array(bidi.levels[0..<3]) == [0, 0, 0])
        #expect(Array(bidi.levels[4..<7]) == [1, 1, 1])
        #expect(Array(bidi.levels[8..<11]) == [0, 0, 0])
    }

    @Test func firstStrongCharacterSetsANaturalParagraph() {
        #expect(BidiParagraph(Array("שלום world".utf16), direction: .natural).isRightToLeft)
        #expect(!BidiParagraph(Array("123 world".utf16), direction: .natural).isRightToLeft)
        #expect(BidiParagraph(Array("world".utf16), direction: .rightToLeft).isRightToLeft)
    }

    @Test func numbersInRightToLeftTextKeepTheirOrder() {
        let bidi = BidiParagraph(Array("אבג 123".utf16), direction: .natural)
        // European digits in an RTL paragraph sit at level 2: left to right inside.
        #expect(Array(bidi.levels[4..<7]) == [2, 2, 2])
    }

    @Test func surrogatePairsShareTheirCharactersLevel() {
        let text = Array("א😀ב".utf16)
        let bidi = BidiParagraph(text, direction: .natural)
        #expect(bidi.levels.count == text.count)
        #expect(bidi.levels[1] == bidi.levels[2])
    }

    @Test func visualOrderOfRuns() {
        #expect(BidiParagraph.visualOrder(ofRunLevels: [0, 1, 0]) == [0, 1, 2])
        #expect(BidiParagraph.visualOrder(ofRunLevels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiParagraph.visualOrder(ofRunLevels: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiParagraph.visualOrder(ofRunLevels: [1, 1]) == [1, 0])
        #expect(BidiParagraph.visualOrder(ofRunLevels: []) == [])
    }
}
