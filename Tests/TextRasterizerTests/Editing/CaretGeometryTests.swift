import Geometry
import Testing
import TestFonts
@testable import TextRasterizer

/// Carets, hit testing, selection highlights and visual movement on laid-out text
/// (`TextLayout+Carets`), in left-to-right, right-to-left and mixed paragraphs.
@Suite(.testFonts) struct CaretGeometryTests {
    /// The x extent of each visual cluster of line 0, left to right, with its text.
    static func spans(_ layout: TextLayout) -> [(start: Int, end: Int, minX: Double, maxX: Double)] {
        layout.clusterSpans(ofLine: 0).map { ($0.start, $0.end, $0.minX, $0.maxX) }
    }

    @Test func leftToRightCaretsSitAtEachClusterEdgeAndHitTestingFindsThem() {
        let layout = TextFixture.layout(TextFixture.text("abc"))
        let spans = Self.spans(layout)
        #expect(spans.map(\.start) == [0, 1, 2])
        #expect(layout.caret(at: 0).x == spans[0].minX)
        #expect(layout.caret(at: 1).x == spans[1].minX)
        #expect(layout.caret(at: 3).x == spans[2].maxX)
        #expect(layout.caret(at: 1).secondaryX == nil)
        for offset in 0...3 {
            let caret = layout.caret(at: offset)
            #expect(layout.offset(at: Point(x: caret.x + 0.4, y: caret.top + 1)) == offset)
        }
        // Left of the text and right of it: its ends; below the last line: the last line.
        #expect(layout.offset(at: Point(x: -10, y: 5)) == 0)
        #expect(layout.offset(at: Point(x: 500, y: 500)) == 3)
        #expect(layout.selectionRects(for: 1..<3) == [Rect(x: spans[1].minX, y: 0, width: spans[2].maxX - spans[1].minX,
                                                             height: layout.lines[0].frame.height)])
    }

    @Test func aRightToLeftParagraphStartsItsCaretAtTheRight() {
        let layout = TextFixture.layout(TextFixture.text("שלום"))
        #expect(layout.isRightToLeft)
        let spans = Self.spans(layout)
        // Visual order: the last letter is leftmost.
        #expect(spans.map(\.start) == [3, 2, 1, 0])
        #expect(layout.caret(at: 0).x == spans[3].maxX)
        #expect(layout.caret(at: 4).x == spans[0].minX)
        #expect(layout.offset(at: Point(x: spans[3].maxX - 0.5, y: 5)) == 0)
        #expect(layout.offset(at: Point(x: spans[0].minX + 0.5, y: 5)) == 4)
        // Right arrow moves toward the start of Hebrew text: 2 → 1.
        #expect(layout.visualNeighbour(of: 2, movingRight: true)?.offset == 1)
        #expect(layout.visualNeighbour(of: 0, movingRight: true) == nil)
    }

    /// "abc אבג": a b c ␠ in order, then the Hebrew reversed: ג ב א at the right.
    @Test func theCaretSplitsWhereDirectionsMeetAndArrowsMoveVisually() {
        let layout = TextFixture.layout(TextFixture.text("abc אבג"))
        let spans = Self.spans(layout)
        #expect(spans.map(\.start) == [0, 1, 2, 3, 6, 5, 4])
        let space = spans[3], alef = spans[6]
        // Offset 4: after the space (primary, the paragraph's direction) and before alef,
        // which is drawn at the far right (secondary).
        let caret = layout.caret(at: 4)
        #expect(caret.x == space.maxX)
        #expect(caret.secondaryX == alef.maxX)
        // The end of the text shows where the Hebrew run ends: left of gimel.
        #expect(layout.caret(at: 7).x == space.maxX)
        #expect(layout.caret(at: 7).secondaryX == nil)

        var offsets: [Int] = []
        var place: (offset: Int, x: Double)? = (0, layout.caret(at: 0).x)
        while let current = place, offsets.count < 20 {
            place = layout.visualNeighbour(of: current.offset, drawnAt: current.x, movingRight: true)
            if let place { offsets.append(place.offset) }
        }
        #expect(offsets == [1, 2, 3, 4, 6, 5, 4])
        var back: [Int] = []
        place = (4, alef.maxX)
        while let current = place, back.count < 20 {
            place = layout.visualNeighbour(of: current.offset, drawnAt: current.x, movingRight: false)
            if let place { back.append(place.offset) }
        }
        #expect(back == [5, 6, 7, 3, 2, 1, 0])
    }

    @Test func aSelectionAcrossADirectionBoundaryHighlightsExactlyItsGlyphs() {
        let layout = TextFixture.layout(TextFixture.text("abc אבג"))
        let spans = Self.spans(layout)
        // "c", " " and "א": c and the space side by side, alef alone at the right.
        let rects = layout.selectionRects(for: 2..<5)
        let height = layout.lines[0].frame.height
        #expect(rects == [Rect(x: spans[2].minX, y: 0, width: spans[3].maxX - spans[2].minX, height: height),
                          Rect(x: spans[6].minX, y: 0, width: spans[6].maxX - spans[6].minX, height: height)])
    }

    @Test func anEmojiSequenceIsOneCaretStop() {
        // 👩‍💻 is five UTF-16 units: a caret stop before and after it, none inside.
        let layout = TextFixture.layout(TextFixture.text("a👩‍💻b"))
        #expect(Self.spans(layout).map(\.start) == [0, 1, 6])
        #expect(layout.visualNeighbour(of: 1, movingRight: true)?.offset == 6)
        #expect(layout.visualNeighbour(of: 6, movingRight: false)?.offset == 1)
        let emoji = Self.spans(layout)[1]
        #expect(layout.offset(at: Point(x: emoji.minX + 1, y: 5)) == 1)
        #expect(layout.offset(at: Point(x: emoji.maxX - 1, y: 5)) == 6)
    }

    @Test func aCaretAtASoftBreakIsOnTheNextLineAndAfterANewlineOnANewLine() {
        let text = TextFixture.text("hello world")
        let wide = TextFixture.layout(text).size.width
        let layout = TextFixture.layout(text, width: wide * 0.7)
        try? #require(layout.lines.count == 2)
        let caret = layout.caret(at: 6)
        #expect(caret.lineIndex == 1)
        #expect(caret.top == layout.lines[1].frame.minY)
        #expect(caret.x == layout.lines[1].frame.minX)

        let broken = TextFixture.layout(TextFixture.text("ab\n"))
        #expect(broken.lines[0].textEnd == 2)
        let after = broken.caret(at: 3)
        #expect(after.x == 0)
        #expect(after.top == broken.lines[0].frame.maxY)
        // The newline's highlight shows past the text's end.
        let rects = broken.selectionRects(for: 0..<3)
        #expect(rects.count == 2)
        #expect(rects[1].minX == rects[0].maxX)
    }

    @Test func anEmptyParagraphHasACaretAsHighAsALine() {
        let layout = TextFixture.layout(TextFixture.text(""))
        let caret = layout.caret(at: 0)
        #expect(caret.x == 0)
        #expect(caret.height > 20)
        #expect(layout.offset(at: Point(x: 30, y: 3)) == 0)
    }
}

extension CaretGeometryTests {
    /// A letter spacing of -20 at 48 pt draws each cluster back over the one before it:
    /// arrows then move logically, so a walk to the right across a line visits every
    /// cluster boundary once and ends (stepping by x went round in circles; the
    /// `AttributedTextLayout` fuzz target found it).
    @Test(arguments: ["abc", "שלום", "abc אבג"])
    func overlappingClustersAreWalkedInLogicalOrderAndTheWalkEnds(_ string: String) {
        let attributes = TextAttributes(font: TextFixture.sans, size: 48, color: .black, letterSpacing: -40)
        let layout = TextFixture.layout(AttributedText(string, attributes: attributes))
        let spans = Self.spans(layout)
        #expect(spans.contains { $0.maxX < $0.minX }, "the clusters do not overlap: the test tests nothing")
        let count = string.utf16.count
        var offsets: [Int] = []
        var place: (offset: Int, x: Double)? = (layout.isRightToLeft ? count : 0, layout.caret(at: layout.isRightToLeft ? count : 0).x)
        while let current = place, offsets.count <= 2 * count {
            place = layout.visualNeighbour(of: current.offset, drawnAt: current.x, movingRight: true)
            if let place { offsets.append(place.offset) }
        }
        #expect(offsets == (layout.isRightToLeft ? Array((0..<count).reversed()) : Array(1...count)))
    }
}
