import Testing
@testable import TextInput

/// Undo and redo: typing grouped into words, Backspaces in a row together, a moved caret
/// ending a group, and the byte bound.
@Suite struct EditHistoryTests {
    func type(_ string: String, into text: inout EditableText, history: inout EditHistory) {
        for character in string {
            if let edit = text.insert(String(character)) { history.record(edit) }
        }
    }

    @Test func typingUndoesAWordAndItsSpacesAtATime() {
        var text = EditableText(), history = EditHistory()
        type("hello big world", into: &text, history: &history)
        var undone = history.undo(&text)
        #expect(undone && text.text == "hello big ")
        undone = history.undo(&text)
        #expect(undone && text.text == "hello ")
        undone = history.undo(&text)
        #expect(undone && text.text == "")
        undone = history.undo(&text)
        #expect(!undone)
        let redone = history.redo(&text) && history.redo(&text)
        #expect(redone)
        #expect(text.text == "hello big ")
        #expect(text.selection == .caret(10))
    }

    @Test func backspacesInARowUndoTogether() {
        var text = EditableText("abcdef"), history = EditHistory()
        for _ in 0..<3 { if let edit = text.delete(.backward, by: .character) { history.record(edit) } }
        #expect(text.text == "abc")
        history.undo(&text)
        #expect(text.text == "abcdef")
        #expect(text.selection == .caret(6))
    }

    @Test func aMovedCaretEndsTheGroup() {
        var text = EditableText(), history = EditHistory()
        type("ab", into: &text, history: &history)
        text.move(.backward, by: .character)
        history.endGroup()
        type("X", into: &text, history: &history)
        #expect(text.text == "aXb")
        history.undo(&text)
        #expect(text.text == "ab")
        #expect(text.selection == .caret(1))
        history.undo(&text)
        #expect(text.text == "")
    }

    @Test func aNewEditForgetsWhatCouldBeRedone() {
        var text = EditableText(), history = EditHistory()
        type("one", into: &text, history: &history)
        history.undo(&text)
        type("two", into: &text, history: &history)
        #expect(!history.canRedo)
        let redone = history.redo(&text)
        #expect(!redone)
        #expect(text.text == "two")
    }

    @Test func theStepsAreBoundedByBytesTheirOwnIncluded() {
        var text = EditableText(), history = EditHistory(byteLimit: 1_500)
        // 100 words typed: the history keeps the newest steps within 1,500 bytes, each step
        // costing its 5 bytes of text and the step itself.
        for _ in 0..<100 { type("word ", into: &text, history: &history) }
        let stepCost = 5 + MemoryLayout<TextEdit>.stride + 64
        var undone = 0
        while history.undo(&text) { undone += 1 }
        #expect(undone == 1_500 / stepCost, "\(1_500 / stepCost) steps of \(stepCost) bytes fit in 1,500")
        #expect(undone >= 5 && undone < 20)
        #expect(text.text.utf8.count == 500 - 5 * undone)
    }
}
