import Testing
@testable import TextRasterizer

/// Found by fuzzing (Fuzz/Targets/AttributedTextLayout.swift): characters outside the BMP
/// (emoji, math letters) at the start of a paragraph, before its first letter of a real
/// script, took that script on their first UTF-16 unit only, so a shaping run began
/// between the two halves of the pair. HarfBuzz then got lone surrogates: "😀 abc" drew
/// two missing-glyph boxes, and thousands of emoji made thousands of runs, which line
/// building scanned for every line (a 16,000-line paragraph took minutes).
@Suite struct SurrogatePairRunTests {
    /// The paragraph as TextSystem shapes it: its font runs from the test font set, breaks
    /// after spaces.
    private static func paragraph(_ string: String) -> ShapedParagraph {
        let units = Array(string.utf16)
        let descriptor = TextFixture.sans
        let fontRuns = TextFixture.fonts.itemize(string, descriptor: descriptor).map {
            StyledRun(range: $0.utf16Range, face: $0.face, size: 20, letterSpacing: 0, attributesIndex: 0)
        }
        var breaks = [BreakKind](repeating: .none, count: units.count + 1)
        for (index, unit) in units.enumerated() where unit == 0x20 { breaks[index + 1] = .allowed }
        breaks[units.count] = .mandatory
        return ShapedParagraph(units: units, fontRuns: fontRuns, breaks: breaks, direction: .natural, language: nil,
                               words: WordShapeCache())
    }

    @Test(arguments: ["😀 abc", "1😀 abc", "𝐀𝐁 Ж", "\u{301}👍🏽 שלום", "😀😀😀😀 مرحبا", "(𝑥) = 2"])
    func noRunStartsInsideASurrogatePair(_ string: String) {
        let units = Array(string.utf16)
        for run in Self.paragraph(string).runs where run.shaped.range.lowerBound < units.count {
            #expect(!UTF16.isTrailSurrogate(units[run.shaped.range.lowerBound]),
                    "a run starts at \(run.shaped.range.lowerBound), the second half of a pair")
        }
    }

    @Test func anEmojiBeforeLatinTextIsShapedWithItsGlyph() throws {
        let layout = TextFixture.layout(TextFixture.text("😀 abc", size: 24))
        let runs = try #require(layout.lines.first).runs
        let emoji = try #require(TextFixture.fonts.emojiFace)
        #expect(runs.map(\.face) == [emoji, TextFixture.dejaVuSans])
        #expect(runs.first?.glyphs == [try #require(emoji.glyph(for: "😀"))])
        #expect(!runs.contains { $0.glyphs.contains(0) }, "a missing-glyph box")
    }

    @Test func anEmojiBeforeLatinTextIsDrawnInColor() throws {
        let rendering = try TextRendering(TextFixture.text("😀 abc", size: 32), name: "emoji-first")
        let line = try #require(rendering.layout.lines.first)
        let emojiRun = try #require(line.runs.first)
        let area = rendering.area(of: line, from: emojiRun.minX, to: emojiRun.maxX)
        let yellow = rendering.count(in: area) { x, y in
            let p = rendering.rgb(x, y)
            return p.red > 200 && p.green > 150 && p.blue < 100
        }
        #expect(Double(yellow) > 0.25 * 32 * 32, "a yellow face (\(yellow) yellow pixels)")
    }

    @Test func thousandsOfLeadingEmojiMakeOneRun() {
        // The fuzzer's case, shortened: marks, emoji, then Hebrew.
        let string = "\u{20DD}\u{1AB0}" + String(repeating: "😀", count: 3000) + "\u{200C}" + String(repeating: "ש", count: 40)
        let runs = Self.paragraph(string).runs
        let emojiRuns = runs.filter { $0.shaped.face.hasColorGlyphs }
        #expect(emojiRuns.count == 1)
        // The emoji and the non-joiner after them (it draws nothing, so it joins the run).
        #expect(emojiRuns.first?.shaped.glyphs.count == 3001)
        #expect(runs.count <= 4, "\(runs.count) runs")
    }
}
