import Testing
import TestFonts
import TestSupport
@testable import TextRasterizer

/// Issue 18: nothing a paragraph is cut into (lines, shaping runs, glyph clusters) starts
/// inside a grapheme cluster, with Swift's `Character` boundaries as the oracle, and a
/// paragraph is as wide as its pieces shaped apart. DejaVu Sans 16 px and the test font
/// set's fallbacks (Noto Color Emoji for emoji), as `TextSystem` lays text out.
@Suite(.testFonts) struct GraphemeBoundaryTests {
    static let system = TextFixture.system

    /// UTF-16 offsets where the `Character`s of `string` start, and its end.
    static func graphemeStarts(_ string: String) -> Set<Int> {
        var starts: Set<Int> = [0]
        var offset = 0
        for character in string {
            offset += character.utf16.count
            starts.insert(offset)
        }
        return starts
    }

    static func width(_ string: String, at limit: Double? = nil) -> Double {
        system.layout(TextFixture.text(string, size: 16), width: limit).size.width
    }

    // MARK: the issue's examples

    /// Pango: 34.5 px. Tessera measured 54.4 px while the emoji's two UTF-16 units were
    /// shaped in two runs, and 94.2 px for the four units of "👍🏽".
    @Test(arguments: ["😀 x", "👍🏽 x", "🏳️‍🌈 x"])
    func anEmojiLedParagraphIsAsWideAsPango(_ string: String) {
        // The emoji's advance (2550 of 2048 units at 16 px) plus DejaVu's space and x.
        #expect(abs(Self.width(string) - 34.4765625) < 0.01, "\(Self.width(string))")
        let emoji = String(string.prefix(1)), rest = String(string.dropFirst())
        #expect(abs(Self.width(string) - (Self.width(emoji) + Self.width(rest))) < 0.5)
    }

    /// At 30 px the line ends after the flag and its space, never between its units
    /// (it gave 0..<1, 1..<4).
    @Test func aFlagBeforeAWordWrapsAfterItsSpace() {
        let string = "🏳️‍🌈 x"
        let lines = Self.system.layout(TextFixture.text(string, size: 16), width: 30).lines.map(\.range)
        #expect(lines == [0..<7, 7..<8])
        let emojiOnly = Self.system.layout(TextFixture.text("😀 x", size: 16), width: 30).lines.map(\.range)
        #expect(emojiOnly == [0..<3, 3..<4])
    }

    /// Emoji and marks too wide for the line: forced breaks fall between grapheme clusters.
    @Test(arguments: ["👍🏽👍🏽👍🏽👍🏽", "🇫🇷🇯🇵🇦🇦🇿🇿", "e\u{301}\u{323}e\u{301}\u{323}e\u{301}\u{323}e\u{301}\u{323}",
                      "1️⃣2️⃣3️⃣#️⃣", "👨‍👩‍👧‍👦👩🏽‍💻🧑‍🤝‍🧑", "ab\u{05B4}cd\u{05B4}ef\u{05B4}"])
    func forcedBreaksFallBetweenGraphemeClusters(_ string: String) {
        let starts = Self.graphemeStarts(string)
        for limit in stride(from: 0.0, through: 60, by: 3) {
            let lines = Self.system.layout(TextFixture.text(string, size: 16), width: limit).lines
            #expect(lines.count > 1 || limit > 0)
            for line in lines {
                #expect(starts.contains(line.range.lowerBound) && starts.contains(line.range.upperBound),
                        "\(line.range) at \(limit)")
            }
        }
    }

    /// A Hebrew point on a Latin letter is of the Hebrew script: it split the run, and the
    /// letter and its point were shaped apart.
    @Test func aMarkOfAnotherScriptStaysInItsBasesRun() {
        let paragraph = Self.system.shapedParagraph(TextFixture.text("ab\u{05B4}c", size: 16), style: ParagraphStyle())
        #expect(paragraph.runs.map(\.shaped.range) == [0..<4])
        #expect(paragraph.runs[0].shaped.clusters == [0, 1, 1, 3])
    }

    // MARK: random paragraphs

    /// Emoji sequences, marks, spaces and five scripts, in the clusters a paragraph holds.
    static let tokens: [String] = [
        "😀", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "🇯🇵", "🇦🇦", "1️⃣", "#️⃣", "❤️", "☺︎", "🧑🏿‍🚀",
        "Tessera", "AVATAR", "e\u{301}", "a\u{308}\u{323}", "x\u{20DD}", "ab\u{05B4}",
        "שָׁלוֹם", "עולם", "مرحبا", "بالعالم", "नमस्ते", "क्षत्रिय", "漢字", "仮名交じり", "1984", "(!)",
    ]

    /// A paragraph of random tokens; between them a space, two, or none, and now and then
    /// a lone mark or joiner (which the cluster before takes).
    static func randomString(_ random: inout SplitMix64) -> String {
        var string = ""
        for _ in 0..<random.int(in: 1..<9) {
            string += random.pick(tokens)
            string += random.pick(["", " ", " ", "  "])
            if random.chance(1, in: 8) { string += random.pick(["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}"]) }
        }
        return string
    }

    @Test func noLineRunOrClusterStartsInsideAGraphemeCluster() {
        var random = SplitMix64(seed: 18)
        for _ in 0..<150 {
            let string = Self.randomString(&random)
            let starts = Self.graphemeStarts(string)
            let text = TextFixture.text(string, size: 16)
            let paragraph = Self.system.shapedParagraph(text, style: ParagraphStyle())
            for run in paragraph.runs {
                #expect(starts.contains(run.shaped.range.lowerBound) && starts.contains(run.shaped.range.upperBound),
                        "run \(run.shaped.range) of \(string.debugDescription)")
                let inside = run.shaped.clusters.filter { !starts.contains($0) }
                #expect(inside.isEmpty, "clusters \(inside) of \(string.debugDescription)")
            }
            for limit in [0.0, 5, 12, 20, 30, 45, 60, 80, 110, 150, 200, 300] {
                let lines = Self.system.layout(text, width: limit).lines
                #expect(lines.first?.range.lowerBound == 0 && lines.last?.range.upperBound == string.utf16.count)
                for line in lines where !starts.contains(line.range.lowerBound) {
                    Issue.record("line \(line.range) at \(limit) of \(string.debugDescription)")
                }
            }
        }
    }

    /// Tokens joined by spaces are as wide as the tokens laid out alone and the spaces
    /// between them: no cluster is shaped twice or split between runs. A space takes the
    /// font of the token before it, or after it (`SharedCharacters`), so each space is
    /// measured between its two tokens: the width of the pair less the tokens alone.
    @Test func aParagraphIsAsWideAsItsPieces() {
        var random = SplitMix64(seed: 1_918)
        for _ in 0..<150 {
            let pieces = (0..<random.int(in: 1..<6)).map { _ in random.pick(Self.tokens) }
            let string = pieces.joined(separator: " ")
            let spaces = zip(pieces, pieces.dropFirst()).reduce(0.0) { total, pair in
                total + Self.width(pair.0 + " " + pair.1) - Self.width(pair.0) - Self.width(pair.1)
            }
            let sum = pieces.reduce(0) { $0 + Self.width($1) } + spaces
            #expect(abs(Self.width(string) - sum) < 0.5, "\(string.debugDescription): \(Self.width(string)) vs \(sum)")
        }
    }
}
