import CHarfBuzz
import Testing
import TestFonts
@testable import TextRasterizer

/// Characters shared by scripts (spaces, punctuation, digits, marks: Unicode's Common and
/// Inherited) are drawn with the face of the text around them when it has them, as Pango
/// and browsers draw them (issue 18, item 5): the space between two Hangul words is the
/// Hangul face's, not the primary face's wider one.
///
/// Hangul (LexiGulim), Han (Droid Sans Fallback) and Devanagari (Lohit Devanagari, the
/// issue's other example) stand for scripts DejaVu Sans lacks.
@Suite(.testFonts) struct SharedCharacterFontTests {
    static let dejaVuSans = FontDescriptor(family: "DejaVu Sans")
    static let dejaVu = "DejaVu Sans"
    static let hangul = "LexiGulim"
    static let han = "Droid Sans Fallback"
    static let emoji = "Noto Color Emoji"

    /// The runs of `text` with DejaVu Sans as the primary face: UTF-16 ranges and the
    /// family names of their faces.
    static func runs(_ text: String, in database: FontDatabase) -> [(Range<Int>, String)] {
        let runs = database.itemize(text, descriptor: dejaVuSans)
        _ = FontItemizationTests.facesByScalar(text, runs)
        return runs.map { ($0.utf16Range, $0.face.familyName) }
    }

    static func expect(_ text: String, _ expected: [(Range<Int>, String)], in database: FontDatabase,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = runs(text, in: database)
        #expect(actual.map(\.0) == expected.map(\.0), "\(text)", sourceLocation: sourceLocation)
        #expect(actual.map(\.1) == expected.map(\.1), "\(text)", sourceLocation: sourceLocation)
    }

    @Test func theFacesAreTheOnesTheseTestsName() throws {
        let database = try TestFonts.database()
        #expect(database.face(for: Self.dejaVuSans)?.face.familyName == Self.dejaVu)
        #expect(try FontFace(contentsOfFile: TestFonts.lexiGulim).familyName == Self.hangul)
        #expect(try FontFace(contentsOfFile: TestFonts.droidSansFallback).familyName == Self.han)
        #expect(database.emojiFace?.familyName == Self.emoji)
    }

    @Test func aSpaceBetweenHangulWordsIsTheHangulFaces() throws {
        let database = try TestFonts.database()
        // DejaVu Sans has the space; before, it drew it and the text was three runs.
        Self.expect("안녕하세요 세계", [(0..<8, Self.hangul)], in: database)
        Self.expect("漢字 かな", [(0..<5, Self.han)], in: database)
    }

    /// Issue 18: between Devanagari words Pango draws the space in the Devanagari face, and
    /// Tessera drew DejaVu's (5.09 px at 16 px), so its lines were wider.
    @Test func aSpaceBetweenDevanagariWordsIsTheDevanagariFaces() throws {
        let database = try TestFonts.database()
        let text = "नमस्ते दुनिया"
        Self.expect(text, [(0..<text.utf16.count, "Lohit Devanagari")], in: database)
        let lohit = try #require(database.itemize(text, descriptor: Self.dejaVuSans).first?.face)
        let dejaVu = try #require(database.face(for: Self.dejaVuSans)?.face)
        let space: [UInt16] = [0x20]
        func spaceWidth(_ face: FontFace) -> Double {
            space.withUnsafeBufferPointer {
                Shaper.shape($0, range: 0..<1, face: face, size: 16, rightToLeft: false, script: Script(of: "न")).width
            }
        }
        #expect(abs(spaceWidth(dejaVu) - 5.09) < 0.01)
        #expect(spaceWidth(lohit) < spaceWidth(dejaVu), "Lohit's space \(spaceWidth(lohit)) px")
    }

    @Test func aSpaceTakesTheFaceOfTheRunBeforeIt() throws {
        let database = try TestFonts.database()
        Self.expect("hello 안녕", [(0..<6, Self.dejaVu), (6..<8, Self.hangul)], in: database)
        Self.expect("안녕 hello", [(0..<3, Self.hangul), (3..<8, Self.dejaVu)], in: database)
        Self.expect("漢字 hello 안녕 세계", [(0..<3, Self.han), (3..<9, Self.dejaVu), (9..<14, Self.hangul)], in: database)
    }

    /// Issue 25, item 4: punctuation and digits are the first face's of the list that
    /// has them, as Pango and Chromium draw them (Chromium 156 with these fonts at 160 px:
    /// the comma, full stop and digits between Hangul words are DejaVu Sans's 51, 51 and
    /// 102 px wide, not LexiGulim's 45, 45 and 89), though LexiGulim has them too. The
    /// spaces stay the Hangul face's (Pango's rule; see ARCHITECTURE), and CJK brackets
    /// DejaVu Sans lacks go with the Hangul around them.
    @Test func punctuationAndDigitsAreTheFirstFacesThatHasThem() throws {
        let database = try TestFonts.database()
        Self.expect("안녕, 세계 2024!", [(0..<2, Self.hangul), (2..<4, Self.dejaVu), (4..<7, Self.hangul),
                                      (7..<12, Self.dejaVu)], in: database)
        Self.expect("「안녕」 (세계)", [(0..<5, Self.hangul), (5..<6, Self.dejaVu), (6..<8, Self.hangul),
                                    (8..<9, Self.dejaVu)], in: database)
        // The space after DejaVu Sans's comma keeps its face, as Pango keeps the current font.
        Self.expect("नमस्ते, दुनिया", [(0..<6, "Lohit Devanagari"), (6..<8, Self.dejaVu), (8..<14, "Lohit Devanagari")],
                    in: database)
    }

    @Test func sharedCharactersBeforeTheFirstLetterTakeTheLetterAftersFace() throws {
        let database = try TestFonts.database()
        Self.expect(" 안녕", [(0..<3, Self.hangul)], in: database)
        // Punctuation is the primary face's, and the space after it keeps that face.
        Self.expect("(1) 안녕", [(0..<4, Self.dejaVu), (4..<6, Self.hangul)], in: database)
        Self.expect("1. 漢字", [(0..<3, Self.dejaVu), (3..<5, Self.han)], in: database)
        // A text of shared characters only is the primary face's.
        Self.expect("1, 2 (3)", [(0..<8, Self.dejaVu)], in: database)
    }

    @Test func aCharacterTheRunBeforeLacksTakesTheNextLettersFace() throws {
        let database = try TestFonts.database()
        // DejaVu Sans lacks 「: it goes with the Hangul after it, not to Droid Sans
        // Fallback, the first face in the fallback order that has it.
        Self.expect("hello「안녕」", [(0..<5, Self.dejaVu), (5..<9, Self.hangul)], in: database)
    }

    @Test func aCharacterNoNeighbourHasFallsBackAsBefore() throws {
        let database = try TestFonts.database()
        // Droid Sans Fallback has no digits: the primary face draws them.
        Self.expect("漢1字", [(0..<1, Self.han), (1..<2, Self.dejaVu), (2..<3, Self.han)], in: database)
        // LexiGulim has no combining acute: the space and its mark go to DejaVu Sans.
        Self.expect("안녕 \u{301}", [(0..<2, Self.hangul), (2..<4, Self.dejaVu)], in: database)
        // Neither DejaVu Sans nor LexiGulim has 〆 (U+3006, Common): its fallback face.
        Self.expect("안녕〆", [(0..<2, Self.hangul), (2..<3, Self.han)], in: database)
    }

    @Test func marksStayWithTheirBase() throws {
        let database = try TestFonts.database()
        // Droid Sans Fallback has the voiced sound mark, DejaVu Sans does not.
        Self.expect("か\u{3099} か\u{3099}", [(0..<5, Self.han)], in: database)
        Self.expect("e\u{301} 漢", [(0..<3, Self.dejaVu), (3..<4, Self.han)], in: database)
    }

    @Test func emojiKeepTheEmojiFaceAndLendItsSpacesToNoOne() throws {
        let database = try TestFonts.database()
        // Noto Color Emoji has the space and the digits (for keycaps); they stay text.
        let emoji = try #require(database.emojiFace)
        #expect(emoji.covers(" ") && emoji.covers("1"))
        Self.expect("😀 1", [(0..<2, Self.emoji), (2..<4, Self.dejaVu)], in: database)
        Self.expect("안녕 😀 세계", [(0..<3, Self.hangul), (3..<5, Self.emoji), (5..<8, Self.hangul)], in: database)
        Self.expect("1\u{FE0F}\u{20E3} 안녕", [(0..<3, Self.emoji), (3..<6, Self.hangul)], in: database)
    }

    @Test func latinTextIsStillOneRunOfThePrimaryFace() throws {
        let database = try TestFonts.database()
        Self.expect("Hello, world!", [(0..<13, Self.dejaVu)], in: database)
        Self.expect("(1) Ωμέγα, «Жж» — 42.", [(0..<21, Self.dejaVu)], in: database)
    }

    // MARK: Widths

    /// The Hangul face's shaping of each piece of `string`, alone, at `size`.
    static func widthOfPieces(_ string: String, _ pieces: [Range<Int>], face: FontFace, size: Double) -> Double {
        let units = Array(string.utf16)
        return units.withUnsafeBufferPointer { buffer in
            pieces.reduce(0) { width, range in
                width + Shaper.shape(buffer, range: range, face: face, size: size, rightToLeft: false, script: Script(of: "한")).width
            }
        }
    }

    /// A glyph's advance in points.
    static func advance(of scalar: Unicode.Scalar, in face: FontFace, size: Double) -> Double {
        var glyph: hb_codepoint_t = 0
        #expect(hb_font_get_nominal_glyph(face.harfBuzzFont, scalar.value, &glyph) != 0)
        return Double(hb_font_get_glyph_h_advance(face.harfBuzzFont, glyph)) * size / Double(face.unitsPerEm)
    }

    @Test func theHangulLineIsAsWideAsItsPiecesInTheHangulFace() throws {
        let string = "안녕하세요 세계"
        let size = 16.0
        let lexi = try FontFace(contentsOfFile: TestFonts.lexiGulim)
        let layout = TextFixture.layout(TextFixture.text(string, size: size))
        let expected = Self.widthOfPieces(string, [0..<5, 5..<6, 6..<8], face: lexi, size: size)
        #expect(abs(layout.size.width - expected) < 0.01, "\(layout.size.width) against \(expected)")

        // The space's advance is the Hangul face's (LexiGulim's is 5.33 at 16 px, wider
        // than DejaVu Sans's 5.09; the fonts had narrower ones), not DejaVu Sans's.
        let run = try #require(layout.lines.first?.runs.first)
        #expect(layout.lines[0].runs.count == 1)
        #expect(run.face.familyName == Self.hangul)
        let hangulSpace = Self.advance(of: " ", in: lexi, size: size)
        let dejaVuSpace = Self.advance(of: " ", in: TextFixture.dejaVuSans, size: size)
        #expect(abs(hangulSpace - dejaVuSpace) > 0.2)
        try #require(run.positionsX.count == 8)
        #expect(abs(run.positionsX[6] - run.positionsX[5] - hangulSpace) < 0.01)
    }

    /// Issue 25, item 4: a Korean line with punctuation is as wide as its Hangul in
    /// LexiGulim and its comma, full stop and digits in DejaVu Sans, as Chromium draws it,
    /// so it breaks where that width says.
    @Test func koreanPunctuationIsMeasuredInThePrimaryFace() throws {
        let string = "안녕, 세계 2024."
        let size = 16.0
        let lexi = try FontFace(contentsOfFile: TestFonts.lexiGulim)
        let dejaVu = TextFixture.dejaVuSans
        let expected = Self.widthOfPieces(string, [0..<2, 4..<7], face: lexi, size: size)
            + Self.widthOfPieces(string, [2..<4, 7..<12], face: dejaVu, size: size)
        let text = TextFixture.text(string, size: size)
        let layout = TextFixture.layout(text)
        #expect(abs(layout.size.width - expected) < 0.01, "\(layout.size.width) against \(expected)")
        #expect(TextFixture.layout(text, width: expected + 0.01).lines.count == 1)
        // One point narrower, "2024." goes to the next line (ICU: no break before the stop).
        let lines = TextFixture.layout(text, width: expected - 1).lines
        #expect(lines.map(\.range) == [0..<7, 7..<12])
    }

    @Test func hangulWordsBreakWhereTheirPiecesInTheHangulFaceSay() throws {
        // Drawn with DejaVu Sans's spaces the line was 0.25 px narrower per space than
        // Pango draws it with these fonts (with the fonts, wider), so it broke
        // where Pango does not.
        let string = "안녕하세요 세계 여러분 반갑습니다"
        let size = 16.0
        let lexi = try FontFace(contentsOfFile: TestFonts.lexiGulim)
        var pieces: [Range<Int>] = []
        var start = 0
        for (offset, unit) in string.utf16.enumerated() where unit == 0x20 {
            pieces += [start..<offset, offset..<offset + 1]
            start = offset + 1
        }
        pieces.append(start..<string.utf16.count)
        let width = Self.widthOfPieces(string, pieces, face: lexi, size: size)
        let spaces = Double(pieces.count / 2)
        let difference = abs(Self.advance(of: " ", in: lexi, size: size) - Self.advance(of: " ", in: TextFixture.dejaVuSans, size: size))
        let text = TextFixture.text(string, size: size)
        #expect(TextFixture.layout(text, width: width + 0.01).lines.count == 1)
        // Where DejaVu Sans's spaces would have fit, the Hangul face's do not.
        #expect(TextFixture.layout(text, width: width - spaces * difference / 2).lines.count == 2)
    }
}
