import Testing
import TestFonts
@testable import TextRasterizer

/// Line building on DejaVu Sans with break opportunities after spaces and newlines (the
/// UAX #14 breaker is tested on its own): wrapping, hard breaks, emergency breaks,
/// max lines with an ellipsis, alignment and line heights.
@Suite(.testFonts) struct ShapedParagraphTests {
    static let face = try! FontFace(contentsOfFile: TestFonts.dejaVuSans)

    private func paragraph(_ string: String, size: Double = 20, direction: WritingDirection = .natural) -> ShapedParagraph {
        let units = Array(string.utf16)
        var breaks = [BreakKind](repeating: .none, count: units.count + 1)
        for (index, unit) in units.enumerated() {
            if unit == 0x0A { breaks[index + 1] = .mandatory } else if unit == 0x20 { breaks[index + 1] = .allowed }
        }
        breaks[units.count] = .mandatory
        let run = StyledRun(range: 0..<units.count, face: Self.face, size: size, letterSpacing: 0, attributesIndex: 0)
        return ShapedParagraph(units: units, fontRuns: [run], breaks: breaks, direction: direction, language: nil)
    }

    private func text(of line: TextLayout.Line, in string: String) -> String {
        let units = Array(string.utf16)
        return String(decoding: units[line.range], as: UTF16.self)
    }

    /// The visible width of one line of `string` (trailing spaces hang, so they do not count).
    private func width(_ string: String, size: Double = 20) -> Double {
        paragraph(string, size: size).layout(width: nil, style: ParagraphStyle()).size.width
    }

    /// The sum of the advances of `string` shaped alone.
    private func advance(_ string: String, size: Double = 20) -> Double {
        let units = Array(string.utf16)
        return units.withUnsafeBufferPointer {
            Shaper.shape($0, range: 0..<units.count, face: Self.face, size: size, rightToLeft: false, script: .latin).width
        }
    }

    @Test func unboundedTextIsOneLineAsWideAsItsAdvances() {
        let layout = paragraph("Hello world").layout(width: nil, style: ParagraphStyle())
        #expect(layout.lines.count == 1)
        let ascent = 1901.0 / 2048 * 20, descent = 483.0 / 2048 * 20
        #expect(abs(layout.size.height - (ascent + descent)) < 1e-9)
        #expect(abs(layout.firstBaseline - ascent) < 1e-9)
        #expect(abs(layout.size.width - advance("Hello world")) < 1e-9)
    }

    @Test func wrapsAtSpacesWithinTheWidth() {
        let string = "one two three four five six seven"
        let limit = width("one two three") + 1
        let layout = paragraph(string).layout(width: limit, style: ParagraphStyle())
        #expect(layout.lines.map { text(of: $0, in: string) } == ["one two three ", "four five six ", "seven"])
        // A line's frame includes its hanging space; what is visible fits.
        for line in layout.lines { #expect(line.frame.width <= limit + advance(" ")) }
        #expect(layout.size.width <= limit)
    }

    @Test func hardBreaksEndLines() {
        let string = "a\nb\n\nc"
        let layout = paragraph(string).layout(width: nil, style: ParagraphStyle())
        #expect(layout.lines.count == 4)
        // The newline takes no glyph.
        #expect(layout.lines[0].runs.flatMap(\.glyphs).count == 1)
    }

    @Test func aWordWiderThanTheLineBreaksInside() {
        let string = "abcdefghij xy"
        let limit = width("abcd") + 0.5
        let layout = paragraph(string).layout(width: limit, style: ParagraphStyle())
        #expect(layout.lines.map { text(of: $0, in: string) }.prefix(2) == ["abcd", "efgh"])
        for line in layout.lines { #expect(line.frame.width <= limit + advance(" ")) }
    }

    @Test func maxLinesEndsInATailEllipsis() {
        let string = "one two three four five six seven"
        let limit = width("one two three") + 1
        var style = ParagraphStyle()
        style.maxLines = 2
        let layout = paragraph(string).layout(width: limit, style: style)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 2)
        let last = layout.lines[1]
        let ellipsis = Self.face.glyph(for: "…")!
        #expect(last.runs.last?.glyphs.last == ellipsis)
        #expect(last.frame.maxX <= limit + 1e-9)
    }

    @Test func headAndMiddleTruncationOnOneLine() {
        let string = "abcdefghijklmnopqrstuvwxyz"
        let limit = width("abcdefghij")
        let ellipsis = Self.face.glyph(for: "…")!
        var style = ParagraphStyle()
        style.maxLines = 1
        style.truncation = .head
        let head = paragraph(string).layout(width: limit, style: style).lines[0]
        #expect(head.runs.first?.glyphs.first == ellipsis)
        #expect(head.runs.last?.glyphs.last == Self.face.glyph(for: "z"))
        style.truncation = .middle
        let middle = paragraph(string).layout(width: limit, style: style).lines[0]
        let glyphs = middle.runs.flatMap(\.glyphs)
        #expect(glyphs.first == Self.face.glyph(for: "a"))
        #expect(glyphs.last == Self.face.glyph(for: "z"))
        #expect(glyphs.contains(ellipsis))
        #expect(middle.frame.width <= limit + 1e-9)
    }

    @Test func alignmentPlacesLinesInTheBox() {
        let string = "ab"
        let box = 200.0
        let natural = paragraph(string).layout(width: box, style: ParagraphStyle()).lines[0]
        #expect(natural.frame.minX == 0)
        let right = paragraph(string).layout(width: box, style: ParagraphStyle(alignment: .right)).lines[0]
        #expect(abs(right.frame.maxX - box) < 1e-9)
        let center = paragraph(string).layout(width: box, style: ParagraphStyle(alignment: .center)).lines[0]
        #expect(abs(center.frame.midX - box / 2) < 1e-9)
        let hebrew = paragraph("שלום").layout(width: box, style: ParagraphStyle()).lines[0]
        #expect(abs(hebrew.frame.maxX - box) < 1e-9, "natural alignment of a right-to-left paragraph is right")
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() {
        let string = "aa bb cc dd ee ff gg"
        let limit = width("aa bb cc") + 5
        let layout = paragraph(string).layout(width: limit, style: ParagraphStyle(alignment: .justified))
        #expect(layout.lines.count >= 2)
        let first = layout.lines[0]
        // The last glyph before the hanging space ends at the right edge.
        let lastRun = first.runs.last!
        let lastVisible = lastRun.positionsX[lastRun.positionsX.count - 2] + width("c")
        #expect(abs(lastVisible - limit) < 0.05)
        #expect(layout.lines.last!.frame.minX == 0)
    }

    @Test func lineHeightsMultipleAndFixed() {
        let two = paragraph("a\nb").layout(width: nil, style: ParagraphStyle(lineHeight: .multiple(1.5)))
        #expect(abs(two.size.height - 60) < 1e-9)
        #expect(abs(two.lines[1].frame.minY - 30) < 1e-9)
        let fixed = paragraph("a").layout(width: nil, style: ParagraphStyle(lineHeight: .fixed(40)))
        let ascent = 1901.0 / 2048 * 20, descent = 483.0 / 2048 * 20
        #expect(abs(fixed.firstBaseline - ((40 - ascent - descent) / 2 + ascent)) < 1e-9)
    }

    @Test func mixedDirectionsAreOrderedVisually() {
        let string = "abc אבג def"
        let line = paragraph(string).layout(width: nil, style: ParagraphStyle()).lines[0]
        // The Hebrew run sits between the Latin ones, and its glyphs go right to left:
        // the first logical letter (א) is its rightmost glyph.
        let hebrew = try! #require(line.runs.first { $0.glyphs.contains(Self.face.glyph(for: "א")!) })
        #expect(hebrew.glyphs.last == Self.face.glyph(for: "א"))
        #expect(hebrew.glyphs.first == Self.face.glyph(for: "ג"))
        #expect(line.runs.first!.glyphs.first == Self.face.glyph(for: "a"))
        #expect(line.runs.last!.glyphs.last == Self.face.glyph(for: "f"))
        for (left, right) in zip(line.runs, line.runs.dropFirst()) { #expect(left.maxX <= right.minX + 1e-9) }
    }

    @Test func emptyTextIsOneLineHighAndZeroWide() {
        let layout = paragraph("").layout(width: 100, style: ParagraphStyle())
        #expect(layout.size.width == 0)
        #expect(abs(layout.size.height - (1901.0 + 483.0) / 2048 * 20) < 1e-9)
    }
}
