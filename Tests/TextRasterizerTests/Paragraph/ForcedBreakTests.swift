import Testing
import TestFonts
@testable import TextRasterizer

/// Issue 18, item 6: a word longer than the line is broken inside, and each piece is
/// measured as it is drawn, shaped on its own (as Pango reshapes a broken item): shaped
/// with the next letter, the piece carried their kerning, the cut landed a letter off and
/// the line could overflow its box. No-break spaces at a cut hang at the line's end.
/// DejaVu Sans 16 px, through `TextSystem`.
@Suite(.testFonts) struct ForcedBreakTests {
    static let system = TextFixture.system

    static func layout(_ string: String, width: Double?) -> TextLayout {
        system.layout(TextFixture.text(string, size: 16), width: width)
    }

    /// What a line draws: from its first glyph's pen position to the last one's advance.
    static func drawnWidth(_ line: TextLayout.Line) -> Double {
        line.runs.reduce(0) { $0 + ($1.maxX - $1.minX) }
    }

    static func text(of line: TextLayout.Line, in string: String) -> String {
        String(decoding: Array(string.utf16)[line.range], as: UTF16.self)
    }

    /// Words with kerning pairs (DejaVu kerns "AV", "To", "Wa", "Ty", "F" before "a") or
    /// ligatures (DejaVu Sans's "ff", "fi", "fl"), and no break opportunity: every break
    /// is forced.
    static let words = ["AbstractSingletonProxyFactoryBean", "AVAVAVAVAVAVAVAVAVAV", "ToWaTyToWaTyToWaTyToWa",
                        "WAVYLATTEAVATARWAVYLATTE", "FaTeYoAvWoPaVeKyLTAYAw",
                        "Donaudampfschifffahrtsgesellschaft", "offfiffleffluffiestaffflowerfifflefl"]

    @Test(arguments: words)
    func everyPieceFitsAndIsAsWideAsItsTextShapedAlone(_ word: String) {
        let starts = GraphemeBoundaryTests.graphemeStarts(word)
        for limit in stride(from: 20.0, through: 300, by: 0.5) {
            let lines = Self.layout(word, width: limit).lines
            for line in lines {
                let piece = Self.text(of: line, in: word)
                let drawn = Self.drawnWidth(line)
                if piece.count > 1 { #expect(drawn <= limit + 1e-9, "\(piece) draws \(drawn) in \(limit)") }
                let alone = Self.layout(piece, width: nil).size.width
                #expect(abs(drawn - alone) < 0.01, "\(piece) draws \(drawn), shaped alone \(alone), at \(limit)")
                #expect(abs(line.frame.width - drawn) < 1e-9)
                #expect(starts.contains(line.range.lowerBound))
            }
            // Greedy: the next grapheme would not have fitted on any line but the last.
            for (line, next) in zip(lines, lines.dropFirst()) {
                let longer = String(decoding: Array(word.utf16)[line.range.lowerBound..<(next.range.lowerBound + 1)], as: UTF16.self)
                #expect(Self.layout(longer, width: nil).size.width > limit - 1e-9, "\(longer) fits in \(limit)")
            }
        }
    }

    /// The issue's line: in a 194.45 px box the first piece is "AbstractSingletonProxy"
    /// (191.3 px); "AbstractSingletonProxyF" measured 194.1 px with F's kerning to the
    /// "a" after it, drawn alone it is 195.6 px, wider than the box.
    @Test func theIssuesWordBreaksBeforeTheF() throws {
        let word = "AbstractSingletonProxyFactoryBean"
        #expect(abs(Self.layout("AbstractSingletonProxyF", width: nil).size.width - 195.5859375) < 0.01)
        let first = try #require(Self.layout(word, width: 194.45).lines.first)
        #expect(Self.text(of: first, in: word) == "AbstractSingletonProxy")
        #expect(Self.drawnWidth(first) <= 194.45)
        #expect(abs(Self.drawnWidth(first) - Self.layout("AbstractSingletonProxy", width: nil).size.width) < 0.01)
    }

    /// Issue 25, item 1: "Donaudampfschif" is 140.88 px alone and fits a 140.92 px box, but
    /// the paragraph shapes its "ff" as one ligature glyph (11.02 px, one glyph cluster
    /// over two letters): a cut between glyph clusters could only keep "Donaudampfschi"
    /// (135.25 px). Cuts go between grapheme clusters, the ligature undone at the cut.
    @Test func aCutInsideALigatureKeepsEveryLetterThatFits() throws {
        let word = "Donaudampfschifffahrtsgesellschaft"
        let piece = Self.layout("Donaudampfschif", width: nil).size.width
        #expect(abs(piece - 140.8828125) < 1e-6, "\(piece)")
        for limit in [140.8828125, 140.9, 140.92, 146.0] {
            let lines = Self.layout(word, width: limit).lines
            let first = try #require(lines.first)
            #expect(Self.text(of: first, in: word) == "Donaudampfschif", "at \(limit)")
            #expect(Self.drawnWidth(first) <= limit + 1e-9)
            #expect(abs(Self.drawnWidth(first) - piece) < 0.01)
            // The next line starts with the ligature's second f, drawn alone.
            #expect(Self.text(of: lines[1], in: word).hasPrefix("ffahrt"))
        }
        #expect(Self.text(of: Self.layout(word, width: 140.88).lines[0], in: word) == "Donaudampfschi")
    }

    /// A kerned pair cut by a line keeps no kerning: "AV" at a width that holds "A" only
    /// draws "A" as wide as "A" alone (the pair's kerning pulled V under A by 1.2 px).
    @Test func aCutKerningPairDrawsBothLettersUnkerned() {
        let a = Self.layout("A", width: nil).size.width, v = Self.layout("V", width: nil).size.width
        #expect(Self.layout("AV", width: nil).size.width < a + v - 0.5, "DejaVu kerns AV")
        let lines = Self.layout("AV", width: a + 0.5).lines
        #expect(lines.map(\.range) == [0..<1, 1..<2])
        let drawn: [Double] = lines.map { Self.drawnWidth($0) }
        #expect(drawn.count == 2)
        #expect(zip(drawn, [a, v]).allSatisfy { abs($0 - $1) < 0.01 }, "\(drawn) vs \([a, v])")
    }

    /// A no-break space where a word is cut hangs at the end of the line, as in Pango,
    /// instead of beginning the next line (it began it: "abcd" then " efgh").
    @Test func aNoBreakSpaceAtTheCutHangsAtTheLineEnd() {
        let string = "abcd\u{00A0}efghijkl"
        let limit = Self.layout("abcd", width: nil).size.width + 1
        let layout = Self.layout(string, width: limit)
        #expect(layout.lines.map(\.range).prefix(2) == [0..<5, 5..<9])
        // What shows fits: the space hangs past the edge, like a space at a break.
        #expect(layout.size.width <= limit)
        // At the end of the paragraph it is text, and counts.
        let trailing = Self.layout("abcd\u{00A0}", width: nil).size.width
        #expect(trailing > Self.layout("abcd", width: nil).size.width + 4)
    }
}
