import Testing
import TestFonts
@testable import TextRasterizer

/// `TextSystem.minContentWidth`: the widest piece between two break opportunities, from
/// the shaped paragraph, against what Components used to read off a layout at width 0
/// (`widthZeroReference`, the old `TextMeasurer.longestWordWidth`, kept here as the
/// oracle), and against widths worked out by hand.
@Suite(.testFonts) struct MinContentWidthTests {
    static let system = TextFixture.system

    struct Sample: Sendable, CustomTestStringConvertible {
        let text: AttributedText
        let style: ParagraphStyle
        let name: String
        var testDescription: String { name }
    }

    static var samples: [Sample] {
        let sans = TextFixture.attributes(size: 17)
        var spaced = sans
        spaced.letterSpacing = 1.5
        var bold = TextFixture.attributes(size: 23)
        bold.font = FontDescriptor(family: "DejaVu Sans", weight: .bold)
        var clamped = ParagraphStyle()
        clamped.maxLines = 1
        clamped.truncation = .middle
        var rtl = ParagraphStyle()
        rtl.direction = .rightToLeft
        var justified = ParagraphStyle()
        justified.alignment = .justified
        let plain: [(String, String)] = [
            ("empty", ""),
            ("one word", "Supercalifragilistic"),
            ("words", "The quick brown fox jumps over the lazy dog"),
            ("trailing spaces", "wide   narrow    "),
            ("leading spaces", "   indented words"),
            ("hard breaks", "first line\nsecond much longer line\n\nlast"),
            ("separators", "a\u{2028}bbbbbbbbb\u{2029}cc"),
            ("hyphens and slashes", "state-of-the-art input/output e-mail"),
            ("punctuation", "“Quoted,” (parenthesised) — dashed… end."),
            ("no-break space", "100\u{00A0}km and 5\u{00A0}kg"),
            ("CJK", "漢字仮名交じり文、句読点。"),
            ("mixed scripts", "Greek Ωμέγα, Cyrillic Жжжжж, Hebrew שלום עולם"),
            ("Arabic", "مرحبا بالعالم الكبير"),
            ("emoji", "👍🏽 family 👨‍👩‍👧‍👦 flags 🇫🇷🇯🇵"),
            ("combining marks", "e\u{301}e\u{301}e\u{301} a\u{308}\u{323}"),
            ("digits", "3.14159 2,718,281 1/2"),
        ]
        var samples = plain.map { Sample(text: AttributedText($0.1, attributes: sans), style: ParagraphStyle(), name: $0.0) }
        samples += [
            Sample(text: AttributedText("letter spaced words here", attributes: spaced), style: ParagraphStyle(), name: "letter spacing"),
            Sample(text: TextFixture.text([("small ", sans), ("BIGGER", bold), ("tail words", sans)]), style: ParagraphStyle(),
                   name: "runs of two sizes inside a word"),
            Sample(text: AttributedText("one line clamped with an ellipsis", attributes: sans), style: clamped, name: "maxLines ignored"),
            Sample(text: AttributedText("right to left paragraph אבג דהו", attributes: sans), style: rtl, name: "RTL paragraph"),
            Sample(text: AttributedText("justified text wraps between words", attributes: sans), style: justified, name: "justified"),
        ]
        return samples
    }

    @Test(arguments: samples)
    func matchesTheWidthOfALayoutAtWidthZero(_ sample: Sample) {
        let width = Self.system.minContentWidth(sample.text, style: sample.style)
        let reference = Self.widthZeroReference(sample.text, style: sample.style)
        #expect(abs(width - reference) < 1e-9, "\(width) vs \(reference)")
        // Never wider than the text on one line, and that width does not wrap it inside a word.
        let unbounded = Self.system.layout(sample.text, style: sample.style, width: nil).size.width
        #expect(width <= unbounded + 1e-9)
    }

    @Test func theWidestWordWithoutItsSpaces() {
        let attributes = TextFixture.attributes(size: 20)
        func advance(_ string: String) -> Double {
            Self.system.layout(AttributedText(string, attributes: attributes), width: nil).size.width
        }
        let text = AttributedText("a bb    cccccc  dd", attributes: attributes)
        #expect(Self.system.minContentWidth(text) == advance("cccccc"))
        // At that width no word breaks ("a bb", "cccccc", "dd"); a little less breaks one.
        let width = Self.system.minContentWidth(text)
        #expect(Self.system.layout(text, width: width).lines.map(\.range) == [0..<8, 8..<16, 16..<18])
        #expect(Self.system.layout(text, width: width - 0.01).lines.map(\.range)[1] == 8..<13)
        #expect(Self.system.minContentWidth(AttributedText("", attributes: attributes)) == 0)
        #expect(Self.system.minContentWidth(AttributedText("   ", attributes: attributes)) == 0)
    }

    /// Each piece between two break opportunities laid out alone, on one line (its spaces
    /// at the end hang): the widest. It was a layout at width 0, whose one-cluster lines
    /// added up to the word; now a line that cuts a word where its letters kern is shaped
    /// on its own, as in Pango, so those lines no longer add up to the word with its kerning.
    static func widthZeroReference(_ text: AttributedText, style: ParagraphStyle) -> Double {
        let string = text.string
        let breaks = LineBreaker(language: style.language ?? "en").breaks(in: string)
        let count = string.utf16.count
        var opportunities: [Int] = []
        var utf8Offset = 0, utf16Offset = 0
        for scalar in string.unicodeScalars {
            utf8Offset += scalar.utf8.count
            utf16Offset += scalar.utf16.count
            if breaks[utf8Offset: utf8Offset] != .prohibited { opportunities.append(utf16Offset) }
        }
        if opportunities.last != count { opportunities.append(count) }
        var unclamped = style
        unclamped.maxLines = nil
        unclamped.alignment = .left
        let units = Array(string.utf16)
        var widest = 0.0, start = 0
        for end in opportunities where end > start {
            // The piece with the attributes of the runs it crosses.
            var piece = AttributedText()
            for run in text.runs {
                let lower = max(start, run.utf16Range.lowerBound), upper = min(end, run.utf16Range.upperBound)
                if lower < upper { piece.append(String(decoding: units[lower..<upper], as: UTF16.self), attributes: run.attributes) }
            }
            widest = max(widest, system.layout(piece, style: unclamped, width: nil).size.width)
            start = end
        }
        return widest
    }
}
