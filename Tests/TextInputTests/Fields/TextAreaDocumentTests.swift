import Components
import ComponentTestSupport
import Controls
import Foundation
import Geometry
@testable import Mounting
import Testing
import TestFonts
import TestSupport
@testable import TextInput
import TextRasterizer

/// A `TextArea` of a long text: its paragraphs are list rows (`FieldDocument`), built only
/// in view, following every edit by difference, with heights measured where they are
/// seen and in the background elsewhere, the view kept in place when they arrive.
@MainActor
@Suite(.testFonts) struct TextAreaDocumentTests {
    struct Page: Component, Equatable {
        var text: String
        var width = 400.0
        func body(_ context: BuildContext<Self>) -> some Component {
            TextArea(text: text, tag: "document").width(width).height(300)
        }
    }

    static func document(lines: Int, length: Int = 40) -> String {
        (0..<lines).map { line in
            String(repeating: "word\(line % 10) ", count: length / 6 + 1).prefix(length) + ""
        }.joined(separator: "\n")
    }

    func host(_ text: String, width: Double = 400) throws -> ComponentHost {
        let host = try ComponentHost(Page(text: text, width: width), size: Size(width: width, height: 300), background: .white)
        host.paint()
        host.finishPendingWork()
        host.paint()
        return host
    }

    func state(_ host: ComponentHost) throws -> FieldState {
        try host.state(of: EditableField.self, testID: "document")
    }

    func key(_ host: ComponentHost, _ key: Key, _ modifiers: KeyModifiers = []) {
        host.handle(KeyEvent(key: key, modifiers: modifiers))
        host.handle(KeyEvent(key: key, modifiers: modifiers, isDown: false))
    }

    static let look = FieldLook(attributes: Theme.light.text(.body), selection: .caret(0), isFocused: false, showsCaret: false,
                                composition: nil, selectionColor: .black, caretColor: .black)

    @Test func twentyThousandLinesBuildOnlyTheParagraphsInView() throws {
        let host = try host(Self.document(lines: 20_000))
        let document = try #require(try state(host).document)
        #expect(document.paragraphs.count == 20_000)
        #expect((1...40).contains(document.builtRowCount), "a screenful of rows (and the overscan), not the document")
        // Scrolling down builds what comes into view, and no more.
        host.handle(.scroll(dx: 0, dy: 3000), at: Point(x: 200, y: 150), time: 0)
        host.advanceAnimations(by: 1)
        host.paint()
        #expect(try state(host).position.offset.y == 3000)
        #expect(document.builtRowCount < 80)
    }

    @Test func anEditFollowsTheTextAndRepaintsOnlyItsLine() throws {
        let text = Self.document(lines: 2_000)
        let host = try host(text)
        host.handle(.scroll(dx: 0, dy: 10_000), at: Point(x: 200, y: 150), time: 0)
        host.advanceAnimations(by: 1)
        host.paint()
        host.handle(.pointerDown, at: Point(x: 60, y: 150), time: 2)
        host.handle(.pointerUp, at: Point(x: 60, y: 150), time: 2.05)
        host.paint()
        let caret = try state(host).editing.selection.head
        #expect(caret > 10_000)
        let before = host.image()
        host.handle(TextInput("é"))
        host.paint()
        let line = try #require(host.focusedTextInput).caret
        let painted = host.lastPaint.paintedPixels
        #expect(painted > 0 && Double(painted) <= 400 * (line.height + 2), "only the edited line is repainted")
        #expect(host.image().pixels != before.pixels)
        // A line break splits the paragraph; Backspace joins it again.
        key(host, .enter)
        host.handle(TextInput("new"))
        var expected = text
        let index = expected.utf8.index(expected.utf8.startIndex, offsetBy: caret)
        expected.insert(contentsOf: "é\nnew", at: index)
        #expect(try state(host).editing.text == expected)
        let document = try #require(try state(host).document)
        #expect(document.paragraphs.count == 2_001)
        #expect(document.paragraphs == FieldDocument.paragraphRanges(in: expected, from: 0, to: expected.utf8.count))
        for _ in 0..<4 { key(host, .backspace) }
        var restored = text
        restored.insert("é", at: restored.utf8.index(restored.utf8.startIndex, offsetBy: caret))
        #expect(try state(host).editing.text == restored)
        #expect(document.paragraphs.count == 2_000)
        // What the partial repaints left equals a full repaint of the same tree.
        host.paint()
        let shown = host.image()
        host.paintAll()
        #expect(shown.pixels == host.image().pixels)
    }

    @Test(arguments: 0..<4)
    func randomEditsKeepTheParagraphsThoseOfTheText(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) + 1)
        var text = Self.document(lines: 50, length: 12)
        let document = FieldDocument(text: text, lineHeight: 20)
        let pieces = ["a", "\n", "é", "\n\n", "👩‍💻", "line\nbreak\n", "", "שלום\n"]
        for _ in 0..<300 {
            // Whole characters are cut, as the editing model cuts.
            let characters = Array(text)
            let lower = Int.random(in: 0...characters.count, using: &generator)
            let upper = min(characters.count, lower + Int.random(in: 0...30, using: &generator))
            text = String(characters[..<lower]) + pieces.randomElement(using: &generator)! + String(characters[upper...])
            let (table, paragraphs) = document.rows(of: text, look: Self.look)
            #expect(paragraphs == FieldDocument.paragraphRanges(in: text, from: 0, to: text.utf8.count))
            #expect(table.rows.count == paragraphs.count)
            #expect(document.rowIndicesAreTheirPlaces)
        }
    }

    @Test func wrappedParagraphsAreMeasuredInTheBackgroundAndTheViewStaysPut() async throws {
        // Paragraphs of different lengths at 200 points: some wrap to several lines.
        let text = (0..<600).map { String(repeating: "tessera ", count: 1 + $0 % 9) }.joined(separator: "\n")
        let host = try host(text, width: 200)
        host.handle(.scroll(dx: 0, dy: 4000), at: Point(x: 100, y: 150), time: 0)
        host.advanceAnimations(by: 1)
        host.paint()
        host.finishPendingWork()
        host.paint()
        let document = try #require(try state(host).document)
        let topParagraph = document.paragraph(atContentY: try state(host).position.offset.y)
        let topOffset = try state(host).position.offset.y - document.top(ofParagraph: topParagraph)
        // Wait for the background pass (it measures 600 paragraphs in milliseconds).
        for _ in 0..<500 where document.needsMeasuringNow {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!document.needsMeasuringNow)
        host.finishPendingWork()
        host.paint()
        let heights = document.tableHeights
        let innerWidth = try host.frame(testID: "document").width - 2 * (1 + Theme.light.spacing)
        let attributes = Theme.light.text(.body, color: Theme.light.colors.label)
        for (index, range) in FieldDocument.paragraphRanges(in: text, from: 0, to: text.utf8.count).enumerated() {
            let paragraph = String(text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
                ..< text.utf8.index(text.utf8.startIndex, offsetBy: range.upperBound)])!
            let measured = TextSystem.shared.measure(AttributedText(paragraph, attributes: attributes), width: innerWidth)
                .size.height.snappedToPixels(scale: 1)
            #expect(heights[index] == measured, "paragraph \(index)")
        }
        #expect(heights.contains { $0 > heights.min()! * 1.5 }, "some paragraphs wrap")
        // The paragraph at the top stays where it was, whatever the heights above it became.
        let offset = try state(host).position.offset.y
        #expect(document.paragraph(atContentY: offset) == topParagraph)
        #expect(abs(offset - document.top(ofParagraph: topParagraph) - topOffset) < 0.001)
    }

    @Test func theCaretStaysInViewAsItMovesAndTypes() throws {
        let host = try host(Self.document(lines: 300))
        let field = try host.frame(testID: "document")
        host.handle(.pointerDown, at: Point(x: 50, y: 20), time: 0)
        host.handle(.pointerUp, at: Point(x: 50, y: 20), time: 0.05)
        key(host, .end, .control)
        host.paint()
        var caret = try #require(host.focusedTextInput).caret
        #expect(try state(host).position.offset.y > 1000)
        #expect(caret.minY >= field.minY && caret.maxY <= field.maxY)
        #expect(try state(host).editing.selection.head == Self.document(lines: 300).utf8.count)
        key(host, .home, .control)
        host.handle(TextInput("top "))
        host.paint()
        caret = try #require(host.focusedTextInput).caret
        #expect(try state(host).position.offset.y == 0)
        #expect(caret.minY >= field.minY && caret.maxY <= field.maxY)
    }
}
