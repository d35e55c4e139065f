import Geometry
import Layout
import Testing
import TextRasterizer
@testable import Components
import TestFonts

/// Text: measured by the text system through its layout node's measure function.
@Suite(.testFonts)
@MainActor
struct TextLayoutTests {
    static let sentence = "The quick brown fox jumps over the lazy dog near the riverbank"
    let system = TextSystem.shared
    /// A row whose items keep their own heights.
    static var topAligned: LayoutStyle {
        var style = LayoutStyle()
        style.alignItems = .flexStart
        return style
    }

    @Test func oneLineWhenWide() {
        let root = layOut(Text(Self.sentence, attributes: dejaVu()), in: SizeRange(max: Size(width: 1000, height: 1000)))
        let unwrapped = system.measure(AttributedText(Self.sentence, attributes: dejaVu()), width: nil)
        #expect(unwrapped.lineCount == 1)
        // Shrink-to-fit: as wide as the line, as tall as one line (16 points of DejaVu Sans 14).
        #expect(root.layout.size == Size(width: pixel(unwrapped.size.width), height: pixel(unwrapped.size.height)))
        #expect(root.layout.size.height == 16)
        #expect(root.layout.size.width > 300 && root.layout.size.width < 500)
    }

    @Test func wrapsAtANarrowWidth() {
        let wide = layOut(Text(Self.sentence, attributes: dejaVu()), in: .width(1000))
        let narrow = layOut(Text(Self.sentence, attributes: dejaVu()), in: SizeRange(max: Size(width: 120, height: 1000)))
        #expect(narrow.layout.size.width <= 120)
        #expect(narrow.layout.size.height > wide.layout.size.height)
        let expected = system.measure(AttributedText(Self.sentence, attributes: dejaVu()), width: 120)
        #expect(expected.lineCount >= 4)
        #expect(narrow.layout.size.height == pixel(expected.size.height))
        // Exactly 1000 wide, one line.
        #expect(wide.layout.size == Size(width: 1000, height: 16))
    }

    @Test func relayoutAtANewWidthMeasuresAgain() {
        let root = layOut(Text(Self.sentence, attributes: dejaVu()), in: .width(1000))
        #expect(root.layout.size.height == 16)
        root.update(sizeRange: .width(100))
        #expect(root.layout.size.width == 100)
        #expect(root.layout.size.height >= 16 * 5)
        // A range that is no longer exact: the root shrinks to the text again.
        root.update(sizeRange: SizeRange(max: Size(width: 1000, height: 1000)))
        let unwrapped = system.measure(AttributedText(Self.sentence, attributes: dejaVu()), width: nil).size
        #expect(root.layout.size == Size(width: pixel(unwrapped.width), height: 16))
    }

    @Test func maxLinesCutsTheHeight() {
        let clamped = layOut(Text(Self.sentence, attributes: dejaVu(), maxLines: 2), in: .width(100))
        let free = layOut(Text(Self.sentence, attributes: dejaVu()), in: .width(100))
        #expect(clamped.layout.size.height == 33)
        #expect(free.layout.size.height > 33)
        let measured = system.measure(AttributedText(Self.sentence, attributes: dejaVu()),
                                      style: ParagraphStyle(maxLines: 2), width: 100)
        #expect(measured.isTruncated)
        #expect(measured.lineCount == 2)
    }

    @Test func lineHeightSetsTheLineBoxes() {
        let root = layOut(Text(Self.sentence, attributes: dejaVu(), lineHeight: .fixed(30)), in: .width(100))
        let lines = system.measure(AttributedText(Self.sentence, attributes: dejaVu()), width: 100).lineCount
        #expect(root.layout.size.height == Double(lines * 30))
    }

    @Test func aTextInARowWrapsBetweenWordsNotInsideThem() {
        // 80 of 100 points are taken: the text is as wide as its longest word ("wonderful")
        // and overflows rather than breaking the word.
        let text = "Hello wonderful world"
        let root = layOut(Flexbox(style: Self.topAligned) {
            block(80, 10).flex(shrink: 0)
            Text(text, attributes: dejaVu())
        }, in: .exactly(Size(width: 100, height: 200)))
        let word = system.measure(AttributedText("wonderful", attributes: dejaVu()), width: nil).size.width
        let frame = root.frame(2)
        #expect(abs(frame.width - word) <= 1)
        #expect(frame.width > 60)
        let atThatWidth = system.measure(AttributedText(text, attributes: dejaVu()), width: frame.width)
        #expect(atThatWidth.lineCount == 3)
        #expect(frame.height == 49)
    }

    @Test func aSingleLineTextShrinksAndTruncates() {
        let root = layOut(Flexbox(style: Self.topAligned) {
            block(80, 10).flex(shrink: 0)
            Text(Self.sentence, attributes: dejaVu(), maxLines: 1)
        }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(2) == Rect(80, 0, 120, 16))
    }

    @Test func aTextWithoutBreaksIsAsNarrowAsItself() {
        let root = layOut(Flexbox(style: Self.topAligned) {
            block(80, 10).flex(shrink: 0)
            Text("Unbreakable", attributes: dejaVu())
        }, in: .exactly(Size(width: 100, height: 100)))
        let width = system.measure(AttributedText("Unbreakable", attributes: dejaVu()), width: nil).size.width
        #expect(root.frame(2).width == width.rounded(.up), "its width rounded up to a whole pixel, which snapping keeps")
        #expect(root.frame(2).height == 16)
    }

    @Test func baselinesAlign() {
        var row = LayoutStyle()
        row.alignItems = .baseline
        let root = layOut(Flexbox(style: row) {
            Text("small", attributes: dejaVu(10))
            Text("Large", attributes: dejaVu(30))
        }, in: SizeRange(max: Size(width: 500, height: 500)))
        let small = system.measure(AttributedText("small", attributes: dejaVu(10)), width: nil).firstBaseline
        let large = system.measure(AttributedText("Large", attributes: dejaVu(30)), width: nil).firstBaseline
        #expect(root.frame(1).minY == pixel(large - small))
        #expect(root.frame(2).minY == 0)
        #expect(large - small > 10)
    }

    @Test func attributedTextAndItsParagraphStyleReachTheElement() {
        var text = AttributedText("Bold ", attributes: dejaVu())
        var bold = dejaVu()
        bold.font.weight = .bold
        text.append("move", attributes: bold)
        let style = ParagraphStyle(alignment: .center, maxLines: 3, truncation: .middle)
        let root = layOut(Text(text, style: style), in: .width(200))
        #expect(root.layout.elements[0].kind == .text(TextContent(text: text, paragraph: style)))
    }

    @Test func measureFunctionOfText() throws {
        let content = TextContent(text: AttributedText(Self.sentence, attributes: dejaVu()))
        let measure = try #require(ElementKind.text(content).measureFunction(in: LayoutEnvironment()))
        let wide = measure(MeasureConstraint(width: .maxContent, height: .maxContent))
        let narrowest = measure(MeasureConstraint(width: .minContent, height: .maxContent))
        let longestWord = system.measure(AttributedText("riverbank", attributes: dejaVu()), width: nil).size.width
        #expect(narrowest.width == longestWord.rounded(.up), "intrinsic widths are whole device pixels")
        #expect(wide.height == system.measure(content.text, width: nil).size.height)
        let at150 = measure(MeasureConstraint(width: .definite(150), height: .maxContent))
        #expect(at150.width <= 150)
        #expect(at150 == system.measure(content.text, width: 150).size)
    }
}

/// The narrowest width of texts, and its cache.
@Suite(.testFonts)
struct TextMinContentTests {
    let system = TextSystem.shared

    func minContent(_ text: AttributedText, _ environment: LayoutEnvironment = LayoutEnvironment()) -> Double {
        let kind = ElementKind.text(TextContent(text: text))
        return kind.measureFunction(in: environment)!(MeasureConstraint(width: .minContent, height: .maxContent)).width
    }

    @Test func mixedRunsTakeTheWidestWordInItsOwnFont() {
        var text = AttributedText("tiny ", attributes: dejaVu(10))
        text.append("HUGE", attributes: dejaVu(40))
        text.append(" words here", attributes: dejaVu(10))
        let huge = system.measure(AttributedText("HUGE", attributes: dejaVu(40)), width: nil).size.width
        #expect(minContent(text) == huge.rounded(.up))
        #expect(huge > 90)
    }

    @Test func ideographsBreakBetweenCharacters() {
        let text = AttributedText("日本語のテキストです", attributes: dejaVu())
        let whole = system.measure(text, width: nil).size.width
        let narrowest = minContent(text)
        #expect(narrowest > 5)
        #expect(narrowest < whole / 4)
    }

    @Test func hardBreaksOnlyGiveTheWidestLine() {
        let text = AttributedText("Short\nConsiderably", attributes: dejaVu())
        let widest = system.measure(AttributedText("Considerably", attributes: dejaVu()), width: nil).size.width
        #expect(minContent(text) == widest.rounded(.up))
    }

    @Test func trailingSpacesDoNotCount() {
        let text = AttributedText("ab      cd", attributes: dejaVu())
        let word = system.measure(AttributedText("ab", attributes: dejaVu()), width: nil).size.width
        #expect(minContent(text) == word.rounded(.up))
    }

    @Test func widthsAreCachedPerEnvironment() {
        let content = TextContent(text: AttributedText("a b", attributes: dejaVu()))
        // Room for two entries of this size.
        let cache = TextWidthCache(byteLimit: 2 * (content.text.byteCost + TextWidthCache.entryOverhead))
        var calls = 0
        for _ in 0..<3 { _ = cache.minContentWidth(of: content, system: system) { calls += 1; return 5 } }
        #expect(calls == 1)
        let other = TextContent(text: AttributedText("c d", attributes: dejaVu()))
        let third = TextContent(text: AttributedText("e f", attributes: dejaVu()))
        _ = cache.minContentWidth(of: other, system: system) { 6 }
        _ = cache.minContentWidth(of: third, system: system) { 7 }  // full: the least recently used goes
        #expect(cache.minContentWidth(of: content, system: system) { calls += 1; return 5 } == 5)
        #expect(calls == 2)
    }
}
