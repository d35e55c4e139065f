import Testing
@testable import TextRasterizer
import TestFonts

/// `TextSystem.measure`: what Layout's measure and baseline callbacks get.
@Suite(.testFonts) struct TextSystemMeasurementTests {
    let system = TextFixture.system
    static let prose = "The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly "
        + "and a sphinx of black quartz judges my vow."

    @Test(arguments: [nil, 0.0, 100])
    func emptyTextIsZeroWideAndOneLineHigh(width: Double?) {
        for size in [12.0, 20, 37] {
            let measured = system.measure(TextFixture.text("", size: size), width: width)
            #expect(measured.size.width == 0)
            #expect(abs(measured.size.height - (TextFixture.ascent(atSize: size) + TextFixture.descent(atSize: size))) < 1e-9)
            #expect(abs(measured.firstBaseline - TextFixture.ascent(atSize: size)) < 1e-9)
            #expect(measured.lineCount == 1)
            #expect(!measured.isTruncated)
        }
    }

    @Test func theFirstBaselineIsTheAscentAtNormalLineHeight() {
        for size in [9.0, 14, 20, 64] {
            let measured = system.measure(TextFixture.text("Baseline", size: size), width: nil)
            #expect(abs(measured.firstBaseline - TextFixture.ascent(atSize: size)) < 1e-9)
            #expect(abs(measured.size.height - (TextFixture.ascent(atSize: size) + TextFixture.descent(atSize: size))) < 1e-9)
        }
    }

    @Test func widerConstraintsNeverMakeTallerTextAndWidthsStayWithin() {
        let text = TextFixture.text(Self.prose, size: 14)
        var previous: TextMeasurement?
        for width in stride(from: 50.0, through: 800, by: 10) {
            let measured = system.measure(text, width: width)
            #expect(measured.size.width <= width + 1e-9, "at \(width)")
            #expect(measured.size.width > 0)
            if let previous {
                #expect(measured.size.height <= previous.size.height + 1e-9, "at \(width)")
                #expect(measured.lineCount <= previous.lineCount, "at \(width)")
            }
            let lineHeight = TextFixture.ascent(atSize: 14) + TextFixture.descent(atSize: 14)
            #expect(abs(measured.size.height - Double(measured.lineCount) * lineHeight) < 1e-6)
            previous = measured
        }
        let unbounded = system.measure(text, width: nil)
        #expect(unbounded.lineCount == 1)
        #expect(system.measure(text, width: unbounded.size.width).lineCount == 1)
        #expect(system.measure(text, width: unbounded.size.width - 1).lineCount == 2)
    }

    /// The text of each line.
    private func lines(_ string: String, width: Double) -> [String] {
        let layout = TextFixture.layout(TextFixture.text(string, size: 14), width: width)
        let units = Array(string.utf16)
        return layout.lines.map { String(decoding: units[$0.range], as: UTF16.self) }
    }

    @Test func aLongWordBreaksInsideOnlyWhenNothingElseFits() {
        let word = "Pneumonoultramicroscopic"
        let wordWidth = system.measure(TextFixture.text(word, size: 14), width: nil).size.width
        let string = "a \(word) b"
        // Wide enough for the word: it moves to its own line whole.
        #expect(lines(string, width: wordWidth + 1) == ["a ", "\(word) ", "b"])
        // Narrower: the word moves to the next line first, then breaks inside.
        let half = system.measure(TextFixture.text("Pneumonoultra", size: 14), width: nil).size.width
        let broken = lines(string, width: half + 0.5)
        #expect(broken.first == "a ")
        #expect(broken.dropFirst().first == "Pneumonoultra")
        #expect(broken.joined() == string)
        for width in [half + 0.5, 30] {
            #expect(system.measure(TextFixture.text(string, size: 14), width: width).size.width <= width + 1e-9)
        }
    }

    /// Before the fix in `LineBuilder.lineRanges`, these never returned: a first cluster
    /// wider than the line made an empty line and started over at the same place.
    @Test(arguments: ["WWW", "e\u{301}e\u{301}e\u{301}", "😀😀😀", "漢字漢"])
    func aClusterWiderThanTheConstraintTakesALineAlone(string: String) {
        // Nothing is narrower than one cluster: each line holds one, and overflows.
        let layout = TextFixture.layout(TextFixture.text(string, size: 20), width: 5)
        let units = Array(string.utf16)
        #expect(layout.lines.map { String(decoding: units[$0.range], as: UTF16.self) } == string.map(String.init))
        #expect(layout.size.width > 5)
        #expect(system.measure(TextFixture.text(string, size: 20), width: 0).lineCount == 3)
    }

    @Test func maxLinesCapsTheLinesAndSaysItCut() {
        let text = TextFixture.text(Self.prose, size: 14)
        let full = system.measure(text, width: 200)
        #expect(full.lineCount >= 4)
        #expect(!full.isTruncated)
        for maxLines in 1..<full.lineCount {
            let capped = system.measure(text, style: ParagraphStyle(maxLines: maxLines), width: 200)
            #expect(capped.lineCount == maxLines)
            #expect(capped.isTruncated)
            #expect(abs(capped.size.height - full.size.height * Double(maxLines) / Double(full.lineCount)) < 1e-6)
            #expect(capped.size.width <= 200)
        }
        let exact = system.measure(text, style: ParagraphStyle(maxLines: full.lineCount), width: 200)
        #expect(exact.lineCount == full.lineCount)
        #expect(!exact.isTruncated)
        #expect(!system.measure(text, style: ParagraphStyle(maxLines: 99), width: 200).isTruncated)
    }

    @Test func hardBreaksCountAsLinesAtAnyWidth() {
        let text = TextFixture.text("one\ntwo\n\nfour", size: 14)
        #expect(system.measure(text, width: nil).lineCount == 4)
        #expect(system.measure(text, width: 1000).lineCount == 4)
        let capped = system.measure(text, style: ParagraphStyle(maxLines: 2), width: 1000)
        #expect(capped.lineCount == 2)
        #expect(capped.isTruncated)
    }
}
