import Components
import ComponentTestSupport
import Controls
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestFonts
@testable import TextInput

/// Fields under a finger and a mouse, as phones and desktops behave: a tap places the
/// caret and a long press selects a word, both with handles that drag their ends; a
/// finger's drag scrolls (the text, the page) and focuses nothing, where a mouse's
/// selects; a selection's drag resting past the text's edge scrolls the text on.
@MainActor
@Suite(.testFonts) struct TouchSelectionTests {
    struct Form: Component, Equatable {
        var note: String
        var scope: ComponentScope? { .byType }
        func body(_ context: BuildContext<Self>) -> some Component {
            ScrollView(.vertical) {
                Flexbox(style: .column(gap: 8, padding: 10)) {
                    TextField("Name", text: "hello world, and a line long enough to scroll sideways in its box", tag: "name")
                    TextArea("Note", text: note, minimumLines: 4, maximumLines: 4, tag: "note")
                    Box(fill: .color(.white), style: LayoutStyle()) {}.size(height: 600)
                    Box(fill: .color(.white), style: LayoutStyle()) {}.size(height: 10).testID("page.end")
                }
                .size(width: 300)
            }
            .testID("page")
        }
    }

    static let note = (1...60).map { "Line \($0) of the note" }.joined(separator: "\n")

    func host() throws -> ComponentHost {
        let host = try ComponentHost(Form(note: Self.note), size: Size(width: 320, height: 320), background: .white)
        host.paint()
        return host
    }

    func state(_ host: ComponentHost, _ tag: String) throws -> FieldState {
        try host.state(of: EditableField.self, testID: tag)
    }

    func touch(_ host: ComponentHost, _ phase: InputEvent, _ point: Point, _ time: Double) {
        host.handle(phase, at: point, time: time, kind: .touch)
        host.paint()
    }

    func tap(_ host: ComponentHost, _ point: Point, at time: Double) {
        touch(host, .pointerDown, point, time)
        touch(host, .pointerUp, point, time + 0.05)
    }

    /// Frames at 60 Hz from `start` to `end` (seconds), each painted.
    func frames(_ host: ComponentHost, from start: Double, to end: Double) {
        var time = start
        while time < end {
            time = min(end, time + 1.0 / 60)
            host.advanceAnimations(to: time)
            host.paint()
        }
    }

    func handles(_ host: ComponentHost, _ tag: String) -> [String] {
        FieldHandleEnd.allCases.map { "\(tag).handle.\($0)" }.filter { (try? host.frame(testID: $0)) != nil }
    }

    @Test func aTapPlacesTheCaretWithAHandleAndAHoldSelectsTheWordWithTwo() throws {
        let host = try host()
        let name = try host.frame(testID: "name")
        let onWorld = Point(x: name.minX + 70, y: name.midY)
        tap(host, onWorld, at: 1)
        var field = try state(host, "name")
        #expect(field.isFocused, "a tap focuses")
        #expect(field.editing.selection.isCaret)
        #expect(field.editing.selection.head > 6, "at the tap, in \"world\"")
        #expect(handles(host, "name") == ["name.handle.caret"])
        // The caret's handle hangs below the caret, inside the window.
        let caretHandle = try host.frame(testID: "name.handle.caret")
        #expect(caretHandle.midY > name.midY && caretHandle.width >= 44)

        // Held still for a long press: the word, with a handle at each end.
        touch(host, .pointerDown, onWorld, 5)
        #expect(try state(host, "name").editing.selection.isCaret, "not before its time")
        host.advanceAnimations(to: 5.5)
        host.paint()
        touch(host, .pointerUp, onWorld, 5.6)
        field = try state(host, "name")
        #expect(field.editing.selectedText == "world")
        #expect(handles(host, "name") == ["name.handle.start", "name.handle.end"])
        let start = try host.frame(testID: "name.handle.start"), end = try host.frame(testID: "name.handle.end")
        #expect(start.midX < end.midX)

        // A key puts the handles away; so does a mouse press.
        host.handle(KeyEvent(key: .right, modifiers: []))
        host.paint()
        #expect(handles(host, "name").isEmpty)
    }

    @Test func draggingAHandleMovesItsEndAndNeverClosesTheSelection() throws {
        let host = try host()
        let name = try host.frame(testID: "name")
        let onHello = Point(x: name.minX + 20, y: name.midY)
        touch(host, .pointerDown, onHello, 1)
        host.advanceAnimations(to: 1.5)
        touch(host, .pointerUp, onHello, 1.6)
        #expect(try state(host, "name").editing.selectedText == "hello")

        // The end handle dragged right takes in " world".
        let end = try host.frame(testID: "name.handle.end")
        let grab = Point(x: end.midX, y: end.midY)
        touch(host, .pointerDown, grab, 2)
        var x = grab.x
        for step in 1...8 {
            x += 5
            touch(host, .pointerMoved, Point(x: x, y: grab.y), 2 + Double(step) * 0.02)
        }
        touch(host, .pointerUp, Point(x: x, y: grab.y), 2.3)
        let extended = try state(host, "name").editing.selectedText
        #expect(extended.hasPrefix("hello w"), "got \(extended)")

        // The start handle dragged onto the end stops short of closing the selection.
        let start = try host.frame(testID: "name.handle.start")
        touch(host, .pointerDown, Point(x: start.midX, y: start.midY), 3)
        touch(host, .pointerMoved, Point(x: start.midX + 20, y: start.midY), 3.05)
        let target = try host.frame(testID: "name.handle.end")
        touch(host, .pointerMoved, Point(x: target.minX + 2, y: start.midY), 3.1)
        touch(host, .pointerUp, Point(x: target.minX + 2, y: start.midY), 3.2)
        let selection = try state(host, "name").editing.selection
        #expect(!selection.isCaret)
        #expect(handles(host, "name") == ["name.handle.start", "name.handle.end"])
    }

    @Test func aFingersDragScrollsTheTextAreaAndFocusesNothingWhereAMouseSelects() throws {
        let host = try host()
        let note = try host.frame(testID: "note")
        let from = Point(x: note.midX, y: note.maxY - 12)
        let selection = try state(host, "note").editing.selection
        touch(host, .pointerDown, from, 1)
        for step in 1...10 {
            touch(host, .pointerMoved, Point(x: from.x, y: from.y - Double(step) * 6), 1 + Double(step) * 0.016)
        }
        touch(host, .pointerUp, Point(x: from.x, y: from.y - 60), 1.2)
        var field = try state(host, "note")
        #expect(field.position.offset.y > 30, "the note's own viewport scrolled: \(field.position.offset.y)")
        #expect(!field.isFocused, "a scroll focuses nothing")
        #expect(field.editing.selection == selection)
        host.advanceAnimations(by: 3)
        host.paint()

        // The mouse's drag over the same text selects it.
        host.handle(.pointerDown, at: from, time: 10)
        for step in 1...6 {
            host.handle(.pointerMoved, at: Point(x: from.x, y: from.y - Double(step) * 6), time: 10 + Double(step) * 0.016)
        }
        host.handle(.pointerUp, at: Point(x: from.x, y: from.y - 36), time: 10.2)
        field = try state(host, "note")
        #expect(field.isFocused)
        #expect(field.editing.selectedText.contains("\n"), "a line and more: \(field.editing.selectedText)")
        #expect(handles(host, "note").isEmpty, "a mouse's selection has no handles")
    }

    @Test func aFingersDragAlongALineScrollsItsTextAndDownTheFieldScrollsThePage() throws {
        let host = try host()
        let name = try host.frame(testID: "name")
        let from = Point(x: name.maxX - 20, y: name.midY)
        touch(host, .pointerDown, from, 1)
        for step in 1...10 {
            touch(host, .pointerMoved, Point(x: from.x - Double(step) * 8, y: from.y), 1 + Double(step) * 0.016)
        }
        touch(host, .pointerUp, Point(x: from.x - 80, y: from.y), 1.2)
        var field = try state(host, "name")
        #expect(field.scrollX == 80, "the line's text moved with the finger, and stayed: \(field.scrollX)")
        #expect(!field.isFocused)
        // Back the other way, past the start: it stops there.
        touch(host, .pointerDown, from, 2)
        touch(host, .pointerMoved, Point(x: from.x + 30, y: from.y), 2.05)
        touch(host, .pointerMoved, Point(x: from.x + 130, y: from.y), 2.1)
        touch(host, .pointerUp, Point(x: from.x + 130, y: from.y), 2.15)
        #expect(try state(host, "name").scrollX == 0)

        // Down over the field: the page takes it.
        let pageBefore = try host.frame(testID: "name").minY
        touch(host, .pointerDown, from, 3)
        for step in 1...10 {
            touch(host, .pointerMoved, Point(x: from.x, y: from.y - Double(step) * 8), 3 + Double(step) * 0.016)
        }
        touch(host, .pointerUp, Point(x: from.x, y: from.y - 80), 3.2)
        host.advanceAnimations(by: 3)
        host.paint()
        field = try state(host, "name")
        #expect(try host.frame(testID: "name").minY < pageBefore - 40, "the page scrolled")
        #expect(!field.isFocused, "and the field was not focused by it")
    }

    @Test func aTextAreaScrolledOutOfThePageIsNotAListThatCannotScroll() throws {
        let log = DiagnosticLog()
        let host = try ComponentHost(Form(note: "Two\nlines"), size: Size(width: 320, height: 320), background: .white,
                                     diagnostics: log.handler)
        host.paint()
        // The page scrolls the note (as tall as its rows) out of view: it can come back.
        try host.scrollIntoView(testID: "page.end", animated: false)
        host.paint()
        #expect(try host.frame(testID: "note").maxY < 0)
        #expect(log.of(.listCannotScroll).isEmpty, "\(log.all.map(\.message))")
    }

    @Test func aWheelStepOverTheTextAreaEasesItsTextDown() throws {
        let host = try host()
        let note = try host.frame(testID: "note")
        host.handle(.scroll(dx: 0, dy: 40, granularity: .step), at: Point(x: note.midX, y: note.midY), time: 1)
        host.paint()
        frames(host, from: 1, to: 1.05)
        let early = try state(host, "note").position.offset.y
        frames(host, from: 1.05, to: 2)
        let rest = try state(host, "note").position.offset.y
        #expect(rest == 40, "a step of 40 pt")
        #expect(early > 0 && early < 40, "eased: \(early) pt after 50 ms")
    }

    @Test func aSelectionsDragRestingPastTheEdgeScrollsOnFasterTheFartherItIs() throws {
        let host = try host()
        let note = try host.frame(testID: "note")
        let inside = Point(x: note.midX, y: note.midY)
        host.handle(.pointerDown, at: inside, time: 1)
        // Just below the box: the text scrolls on while the pointer rests there.
        host.handle(.pointerMoved, at: Point(x: inside.x, y: note.maxY + 5), time: 1.05)
        let first = try state(host, "note").position.offset.y
        frames(host, from: 1.05, to: 2.05)
        let slow = try state(host, "note").position.offset.y - first
        #expect(slow > 40, "a second resting 5 pt past the edge scrolled \(slow) pt")
        #expect(host.nextAnimationTime(after: 2.05) != nil, "and it goes on")
        // Farther past it: faster.
        host.handle(.pointerMoved, at: Point(x: inside.x, y: note.maxY + 60), time: 2.1)
        let second = try state(host, "note").position.offset.y
        frames(host, from: 2.1, to: 2.6)
        let fast = try state(host, "note").position.offset.y - second
        #expect(fast > slow, "half a second 60 pt past scrolled \(fast) pt, more than a second at 5 pt")
        // The selection's head follows the pointer down into what scrolled in.
        let field = try state(host, "note")
        #expect(field.editing.selection.head > field.editing.selection.anchor + 200)
        // Back inside, it stops; the release leaves nothing waking.
        host.handle(.pointerMoved, at: inside, time: 2.7)
        let rest = try state(host, "note").position.offset.y
        frames(host, from: 2.7, to: 3.7)
        #expect(try state(host, "note").position.offset.y == rest)
        host.handle(.pointerUp, at: inside, time: 3.8)
        host.advanceAnimations(to: 5)
        #expect(host.nextAnimationTime(after: 5) == nil)
    }
}
