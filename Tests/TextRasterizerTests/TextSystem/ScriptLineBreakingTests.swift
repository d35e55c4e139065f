import Testing
import TestFonts
@testable import TextRasterizer

/// Paragraphs in scripts without spaces between words, and Japanese under each CSS
/// strictness, wrapped at many widths: lines end only where their readers expect.
@Suite(.testFonts) struct ScriptLineBreakingTests {
    /// The widest piece that lines may not break (narrower lines force breaks inside it).
    private func minimum(_ string: String, style: ParagraphStyle) -> Double {
        TextFixture.system.minContentWidth(AttributedText(string, attributes: TextFixture.attributes(size: 16)), style: style)
    }

    /// The lines of `string` at `width` points, as strings.
    private func lines(_ string: String, width: Double, style: ParagraphStyle) -> [String] {
        let layout = TextFixture.system.layout(AttributedText(string, attributes: TextFixture.attributes(size: 16)),
                                               style: style, width: width)
        let units = Array(string.utf16)
        return layout.lines.map { String(decoding: units[$0.range], as: UTF16.self) }
    }

    /// Issue 18: `ประเทศไทยมีประ` | `ชากรประมาณหก` cut ประชากร ("population") in half.
    @Test func thaiLinesEndBetweenWords() {
        let text = "ประเทศไทยมีประชากรประมาณหกสิบล้านคน"
        let words = ["ประเทศ", "ไทย", "มี", "ประชากร", "ประมาณ", "หก", "สิบ", "ล้าน", "คน"]
        #expect(words.joined() == text)
        // Where a line may end: between the words only.
        var wordEnds: Set<Int> = []
        var offset = 0
        for word in words {
            offset += word.utf16.count
            wordEnds.insert(offset)
        }
        var sawWrapping = false
        let style = ParagraphStyle(language: "th")
        for width in stride(from: minimum(text, style: style).rounded(.up), through: 320, by: 7) {
            let pieces = lines(text, width: width, style: style)
            #expect(pieces.joined() == text)
            sawWrapping = sawWrapping || pieces.count > 1
            var end = 0
            for piece in pieces.dropLast() {
                end += piece.utf16.count
                #expect(wordEnds.contains(end), "at width \(width) a line ends inside a word: \(pieces)")
            }
        }
        #expect(sawWrapping)
    }

    /// CSS `line-break`: `strict` starts no line with small kana or ー; `normal` does at
    /// some widths (issue 18: キャッシ | ュ、ショ).
    @Test func japaneseStrictnessDecidesWhatALineMayStartWith() {
        let text = "キャッシュ、ショー、ワークショップ、チェックアウト"
        let forbiddenStarts: Set<Character> = ["ャ", "ュ", "ョ", "ッ", "ー", "ェ", "ァ", "ィ", "ゥ", "ォ"]
        var normalStarts = 0
        let strictStyle = ParagraphStyle(language: "ja", lineBreak: .strict)
        for width in stride(from: minimum(text, style: strictStyle).rounded(.up), through: 240, by: 4) {
            let strict = lines(text, width: width, style: strictStyle)
            for line in strict.dropFirst() {
                #expect(!forbiddenStarts.contains(line.first!), "strict at \(width): \(strict)")
            }
            let normal = lines(text, width: width, style: ParagraphStyle(language: "ja"))
            normalStarts += normal.dropFirst().filter { forbiddenStarts.contains($0.first!) }.count
            #expect(strict.joined() == text && normal.joined() == text)
        }
        #expect(normalStarts > 0, "normal never started a line with small kana or ー")
    }

    @Test func anywhereBreaksInsideWordsAndLooseBreaksMoreThanStrict() {
        let word = "AbstractSingletonProxyFactoryBean"
        let anywhere = lines(word, width: 60, style: ParagraphStyle(lineBreak: .anywhere))
        #expect(anywhere.count > 3 && anywhere.joined() == word)
        let text = "ワークショップ々ゝ〜です"
        let loose = Array(LineBreaker(language: "ja", strictness: .loose).breaks(in: text).opportunities).count
        let strict = Array(LineBreaker(language: "ja", strictness: .strict).breaks(in: text).opportunities).count
        #expect(loose > strict)
    }
}
