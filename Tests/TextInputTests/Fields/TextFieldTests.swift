import Components
import ComponentTestSupport
import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts
@testable import TextInput

/// Text fields in a host, as a user drives them: a press focuses and places the caret,
/// typing and keys edit by grapheme cluster and word, undo, the clipboard, an input
/// method's composition, filters and limits; the caret and the selection are drawn.
@MainActor
@Suite(.testFonts) struct TextFieldTests {
    struct Form: Component, Equatable {
        var maxLength: Int?
        var clipboard: SharedClipboard
        var scope: ComponentScope? { .byType }
        func initialState() -> [String] { [] }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 8, padding: 10)) {
                TextField("Name", maxLength: maxLength, tag: "name")
                TextField("Age", keyboard: .digits, tag: "age")
                SecureField("Password", tag: "password")
                TextArea("Note", tag: "note")
            }
            .size(width: 300)
            .environment(\.clipboard, clipboard)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            if let changed = action as? TextChanged {
                context.updateState(.synchronous) { $0.append("\(changed.tag)=\(changed.text)") }
                return true
            }
            if let submitted = action as? TextSubmitted {
                context.updateState(.synchronous) { $0.append("submit \(submitted.tag)=\(submitted.text)") }
                return true
            }
            return false
        }
    }

    let clipboard = MemoryClipboard()

    func host(maxLength: Int? = nil) throws -> ComponentHost {
        let host = try ComponentHost(Form(maxLength: maxLength, clipboard: SharedClipboard(clipboard)),
                                     size: Size(width: 320, height: 320), background: .white)
        host.paint()
        return host
    }

    func press(_ host: ComponentHost, _ tag: String, atX x: Double? = nil) throws {
        let frame = try host.frame(testID: tag)
        let point = Point(x: x.map { frame.minX + $0 } ?? frame.maxX - 4, y: frame.midY)
        host.handle(.pointerDown, at: point, time: 0)
        host.handle(.pointerUp, at: point, time: 0.05)
    }

    func key(_ host: ComponentHost, _ key: Key, _ modifiers: KeyModifiers = []) {
        host.handle(KeyEvent(key: key, modifiers: modifiers))
        host.handle(KeyEvent(key: key, modifiers: modifiers, isDown: false))
    }

    func editing(_ host: ComponentHost, _ tag: String) throws -> EditableText {
        try host.state(of: EditableField.self, testID: tag).editing
    }

    @Test func aPressFocusesTheFieldAndTypingEditsItByGraphemeCluster() throws {
        let host = try host()
        #expect(host.focusedTextInput == nil)
        try press(host, "name")
        let input = try #require(host.focusedTextInput)
        #expect(input.traits.keyboard == .text)
        #expect(try host.frame(testID: "name").contains(Point(x: input.caret.midX, y: input.caret.midY)))
        #expect(host.handle(KeyEvent(key: .character("9"))), "a key that types is the field's, not an app shortcut")
        host.handle(TextInput("he"))
        host.handle(TextInput("\u{301}llo 👩‍💻"))
        #expect(try editing(host, "name").text == "he\u{301}llo 👩‍💻")
        key(host, .backspace)
        #expect(try editing(host, "name").text == "he\u{301}llo ", "the ZWJ sequence goes whole")
        key(host, .left)
        key(host, .left)
        key(host, .left)
        key(host, .left)
        key(host, .backspace)
        #expect(try editing(host, "name").text == "hllo ", "é with its combining accent goes whole")
        key(host, .character("z"), .control)
        #expect(try editing(host, "name").text == "he\u{301}llo ")
        let log = try host.state(of: Form.self)
        #expect(log.first == "name=he")
        #expect(log.last == "name=he\u{301}llo ")
    }

    @Test func wordKeysSelectionAndSubmit() throws {
        let host = try host()
        try press(host, "name")
        host.handle(TextInput("one two three"))
        key(host, .backspace, .control)
        #expect(try editing(host, "name").text == "one two ")
        key(host, .left, [.control, .shift])
        #expect(try editing(host, "name").selectedText == "two ")
        key(host, .character("a"), .control)
        #expect(try editing(host, "name").selectedText == "one two ")
        host.handle(TextInput("x"))
        key(host, .enter)
        #expect(try host.state(of: Form.self).last == "submit name=x")
    }

    @Test func copyCutAndPasteGoThroughTheEnvironmentsClipboard() throws {
        let host = try host()
        try press(host, "name")
        host.handle(TextInput("hello world"))
        key(host, .character("a"), .control)
        key(host, .character("c"), .control)
        #expect(clipboard.text(from: .clipboard) == "hello world")
        #expect(clipboard.text(from: .primarySelection) == "hello world", "a selection is X11's primary selection")
        key(host, .character("x"), .control)
        #expect(try editing(host, "name").text == "")
        key(host, .character("v"), .control)
        key(host, .character("v"), .control)
        #expect(try editing(host, "name").text == "hello worldhello world")
        // Invalid UTF-8 was already repaired by whoever made the String; control characters go.
        clipboard.setText("a\u{0}b\u{7}c\nd", for: .clipboard)
        key(host, .character("v"), .control)
        #expect(try editing(host, "name").text.hasSuffix("abc d"))
    }

    @Test func aSecureFieldShowsBulletsAndNeverCopiesOut() throws {
        let host = try host()
        try press(host, "password")
        #expect(host.focusedTextInput?.traits.isSecure == true)
        host.handle(TextInput("sécret"))
        key(host, .character("a"), .control)
        key(host, .character("c"), .control)
        #expect(clipboard.text(from: .clipboard) == nil)
        #expect(try editing(host, "password").text == "sécret")
    }

    @Test func filtersAndMaximumLengthsCutWhatComesIn() throws {
        let host = try host(maxLength: 3)
        try press(host, "age")
        host.handle(TextInput("12a3"))
        #expect(try editing(host, "age").text == "123")
        try press(host, "name")
        host.handle(TextInput("👩‍💻abcd"))
        #expect(try editing(host, "name").text == "👩‍💻ab", "three characters, a ZWJ sequence being one")
        let zero = try self.host(maxLength: 0)
        try press(zero, "name")
        zero.handle(TextInput("x"))
        #expect(try editing(zero, "name").text == "")
    }

    @Test func shiftClickExtendsTheSelectionFromItsAnchor() throws {
        let host = try host()
        try press(host, "name")
        host.handle(TextInput("hello world"))
        let frame = try host.frame(testID: "name")
        let afterH = Point(x: frame.minX + 18, y: frame.midY), inWorld = Point(x: frame.minX + 80, y: frame.midY)
        host.handle(.pointerDown, at: afterH, time: 30)
        host.handle(.pointerUp, at: afterH, time: 30.05)
        let anchor = try editing(host, "name").selection.head
        host.handle(.pointerDown, at: inWorld, time: 31, modifiers: .shift)
        host.handle(.pointerUp, at: inWorld, time: 31.05, modifiers: .shift)
        let selection = try editing(host, "name").selection
        #expect(selection.anchor == anchor)
        #expect(selection.head > anchor + 4, "from the first press to the second")
        // Without Shift a press places the caret again.
        host.handle(.pointerDown, at: afterH, time: 32)
        host.handle(.pointerUp, at: afterH, time: 32.05)
        #expect(try editing(host, "name").selection == .caret(anchor))
    }

    @Test func tenMegabytesPastedIntoALineKeepTheFirst65535Characters() throws {
        let host = try host()
        clipboard.setText(String(repeating: "0123456789", count: 1_048_576), for: .clipboard)
        try press(host, "name")
        key(host, .character("v"), .control)
        let text = try editing(host, "name").text
        #expect(text.count == EditableField.oneLineCharacterLimit)
        #expect(text.hasPrefix("0123456789"))
        // The caret is at the end, in view: the line scrolled.
        host.paint()
        #expect(try host.state(of: EditableField.self, testID: "name").scrollX > 100_000)
    }

    @Test func aCompositionShowsUnderlinedAndCommits() throws {
        let host = try host()
        try press(host, "name")
        host.handle(TextInput("a"))
        host.paint()
        let before = host.image()
        host.handle(TextComposition("かな", caret: 2))
        #expect(try host.state(of: EditableField.self, testID: "name").composition?.text == "かな")
        #expect(try editing(host, "name").text == "a", "a composition is not the text yet")
        host.paint()
        #expect(host.image() != before)
        host.handle(TextInput("仮名"))
        #expect(try editing(host, "name").text == "a仮名")
        #expect(try host.state(of: EditableField.self, testID: "name").composition == nil)
    }

    @Test func aTextAreaBreaksLinesAndMovesBetweenThem() throws {
        let host = try host()
        try press(host, "note")
        host.handle(TextInput("first"))
        key(host, .enter)
        host.handle(TextInput("second"))
        #expect(try editing(host, "note").text == "first\nsecond")
        key(host, .up)
        #expect(try editing(host, "note").selection.head <= 5)
        key(host, .home)
        #expect(try editing(host, "note").selection.head == 0)
        key(host, .enter, .control)
        #expect(try host.state(of: Form.self).last == "submit note=first\nsecond")
    }

    @Test func theCaretAndTheSelectionAreDrawnInTheThemesAccent() throws {
        let host = try host()
        let frame = try host.frame(testID: "name")
        try press(host, "name")
        host.handle(TextInput("mmmm"))
        host.paint()
        let accent = Theme.light.colors.accent.premultipliedPixel
        func channels(_ pixel: UInt32) -> [Double] { [16, 8, 0].map { Double((pixel >> $0) & 0xFF) } }
        func count(near target: [Double]) -> Int {
            let image = host.image()
            var found = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX + 2)..<Int(frame.maxX - 2) {
                    let pixel = channels(image[x, y])
                    if zip(pixel, target).allSatisfy({ abs($0 - $1) <= 8 }) { found += 1 }
                }
            }
            return found
        }
        #expect(count(near: channels(accent)) >= 15, "a caret as high as the line")
        key(host, .character("a"), .control)
        host.paint()
        let highlight = channels(accent).map { 255 * 0.7 + $0 * 0.3 }
        #expect(count(near: highlight) > 100, "the selection is highlighted")
    }

    @Test func theCaretBlinksTwiceASecondRepaintingOnlyItsTextThenRestsAndStopsInAnInactiveWindow() throws {
        let host = try host()
        try press(host, "name")
        host.handle(TextInput("abc"))
        host.paint()
        let now = host.events.now
        #expect(host.isCaretVisible)
        #expect(host.isAnimating)
        #expect(host.nextAnimationTime(after: now) == now + 0.5, "the loop sleeps half a second")
        host.advanceAnimations(to: now + 0.5)
        #expect(!host.isCaretVisible)
        let damage = host.paint()
        let field = try host.frame(testID: "name")
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { Double($0.height) <= field.height }, "only the text's line is repainted")
        host.advanceAnimations(to: now + 1.0)
        #expect(host.isCaretVisible)
        // Typing shows it at once and starts the blink again.
        host.advanceAnimations(to: now + 1.6)
        #expect(!host.isCaretVisible)
        host.handle(TextInput("d"))
        #expect(host.isCaretVisible)
        // Ten seconds without a change: it stays shown and wakes nothing.
        host.advanceAnimations(to: now + 12)
        #expect(host.isCaretVisible)
        #expect(!host.isAnimating)
        #expect(host.nextAnimationTime(after: now + 12) == nil)
        // An inactive window hides it and wakes nothing.
        host.handle(TextInput("e"))
        host.isWindowActive = false
        #expect(!host.isCaretVisible)
        #expect(host.nextAnimationTime(after: now + 12) == nil)
        host.isWindowActive = true
        #expect(host.isCaretVisible)
        // Reduced motion: shown, still.
        host.reducesMotion = true
        #expect(!host.isAnimating)
    }
}
