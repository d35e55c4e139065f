import Geometry
import Testing
@testable import TextRasterizer
import TestFonts

/// Text cut by `maxLines`, checked on pixels: the ellipsis's three dots, at the tail, the
/// head or the middle of the last line.
@Suite(.testFonts) struct TextSystemTruncationPixelTests {
    static let alphabet = "abcdefghijklmnopqrstuvwxyz"
    static let box = 150.0

    /// True for a blob of ink that is one of the ellipsis's dots at size 20: small,
    /// and standing on the baseline.
    static func isDot(_ blob: PixelRect, baselineRow: Int) -> Bool {
        blob.width <= 4 && blob.height <= 4 && abs(blob.maxY - baselineRow) <= 1
    }

    /// The blobs of ink on the line, left to right, each marked dot or not.
    static func dots(_ rendering: TextRendering, line: TextLayout.Line) -> [Bool] {
        let rows = rendering.rows(of: line)
        let area = PixelRect(x: rendering.canvas.minX, y: rows.lowerBound, width: rendering.canvas.width, height: rows.count)
        return rendering.inkBlobs(in: area).map { isDot($0, baselineRow: rendering.baselineRow(of: line)) }
    }

    static func render(_ truncation: ParagraphStyle.Truncation, name: String) throws -> TextRendering {
        let style = ParagraphStyle(maxLines: 1, truncation: truncation)
        return try TextRendering(TextFixture.text(alphabet), style: style, width: box, name: name)
    }

    @Test func theTailEllipsisEndsTheLineAtItsRightEnd() throws {
        let rendering = try Self.render(.tail, name: "truncation-tail")
        #expect(rendering.layout.isTruncated)
        let line = try #require(rendering.layout.lines.first)
        #expect(line.frame.maxX <= Self.box + 1e-9)
        #expect(line.frame.maxX > Self.box - 30, "no more cut than a letter and the ellipsis need")
        let dots = Self.dots(rendering, line: line)
        #expect(dots.suffix(3) == [true, true, true])
        #expect(!dots.dropLast(3).contains(true), "only letters before the ellipsis")
        // The last dot's ink is in the last 8 pixels of the line.
        let lastInk = try #require(rendering.inkBox(rows: rendering.rows(of: line)))
        #expect(lastInk.maxX > Int(line.frame.maxX) - 8)
        #expect(lastInk.minX <= 2, "the text starts at the left edge")
    }

    @Test func theHeadEllipsisStartsTheLine() throws {
        let rendering = try Self.render(.head, name: "truncation-head")
        let line = try #require(rendering.layout.lines.first)
        let dots = Self.dots(rendering, line: line)
        #expect(dots.prefix(3) == [true, true, true])
        #expect(!dots.dropFirst(3).contains(true))
        let ink = try #require(rendering.inkBox(rows: rendering.rows(of: line)))
        #expect(ink.minX < 8, "the first dot is in the first 8 pixels")
        // What is left is the end of the alphabet.
        #expect(rendering.layout.lines[0].runs.last?.glyphs.last == TextFixture.dejaVuSans.glyph(for: "z"))
        #expect(line.frame.maxX <= Self.box + 1e-9)
    }

    @Test func theMiddleEllipsisHasTextOnBothSides() throws {
        let rendering = try Self.render(.middle, name: "truncation-middle")
        let line = try #require(rendering.layout.lines.first)
        let dots = Self.dots(rendering, line: line)
        let first = try #require(dots.firstIndex(of: true))
        #expect(dots[first..<min(first + 3, dots.count)] == [true, true, true])
        #expect(dots.filter { $0 }.count == 3)
        let lettersBefore = first, lettersAfter = dots.count - first - 3
        #expect(abs(lettersBefore - lettersAfter) <= 1, "about as much kept on each side (\(lettersBefore), \(lettersAfter))")
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(glyphs.first == TextFixture.dejaVuSans.glyph(for: "a"))
        #expect(glyphs.last == TextFixture.dejaVuSans.glyph(for: "z"))
        #expect(line.frame.maxX <= Self.box + 1e-9)
    }

    @Test func onlyTheLastOfSeveralLinesIsCut() throws {
        let string = "one two three four five six seven eight nine ten eleven twelve"
        let rendering = try TextRendering(TextFixture.text(string), style: ParagraphStyle(maxLines: 2), width: Self.box,
                                          name: "truncation-two-lines")
        #expect(rendering.layout.lines.count == 2)
        #expect(rendering.layout.isTruncated)
        #expect(!Self.dots(rendering, line: rendering.layout.lines[0]).contains(true))
        #expect(Self.dots(rendering, line: rendering.layout.lines[1]).suffix(3) == [true, true, true])
    }

    @Test func textThatFitsHasNoEllipsis() throws {
        let rendering = try TextRendering(TextFixture.text("abcdef"), style: ParagraphStyle(maxLines: 1), width: Self.box,
                                          name: "truncation-none")
        #expect(!rendering.layout.isTruncated)
        #expect(!Self.dots(rendering, line: rendering.layout.lines[0]).contains(true))
        #expect(Self.dots(rendering, line: rendering.layout.lines[0]).count == 6)
    }
}
