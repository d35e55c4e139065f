/// Undo and redo for an `EditableText` (Ctrl+Z; Ctrl+Shift+Z and Ctrl+Y), with typing
/// grouped into words: characters typed one after another undo together up to and with
/// the spaces after them, and Backspaces in a row undo together. A caret moved or a
/// selection made between edits ends the group (`endGroup`).
///
/// What the steps hold (their text and the steps themselves) is bounded by `byteLimit`:
/// past it the oldest steps are forgotten, so a day of typing keeps memory flat.
public struct EditHistory: Sendable {
    public let byteLimit: Int
    private var undoSteps: [TextEdit] = []
    private var redoSteps: [TextEdit] = []
    private var byteCount = 0
    /// Whether the last step may take the next edit (a group is open).
    private var isOpen = false

    public init(byteLimit: Int = 1 << 20) {
        self.byteLimit = byteLimit
    }

    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Keeps `edit`, made just now, joined to the last step when it continues the typing
    /// or the Backspaces of that step. Forgets what could be redone.
    public mutating func record(_ edit: TextEdit) {
        redoSteps.removeAll()
        if isOpen, let last = undoSteps.last, let joined = Self.join(last, edit) {
            byteCount -= Self.bytes(of: last)
            undoSteps[undoSteps.count - 1] = joined
            byteCount += Self.bytes(of: joined)
        } else {
            undoSteps.append(edit)
            byteCount += Self.bytes(of: edit)
        }
        isOpen = true
        while byteCount > byteLimit, undoSteps.count > 1 {
            byteCount -= Self.bytes(of: undoSteps.removeFirst())
        }
    }

    /// Ends the open group: the next edit is a step of its own.
    public mutating func endGroup() {
        isOpen = false
    }

    /// Takes back the last step. Returns false when there is none.
    @discardableResult
    public mutating func undo(_ text: inout EditableText) -> Bool {
        guard let step = undoSteps.popLast() else { return false }
        byteCount -= Self.bytes(of: step)
        text.revert(step)
        redoSteps.append(step)
        isOpen = false
        return true
    }

    /// Does the last undone step again. Returns false when there is none.
    @discardableResult
    public mutating func redo(_ text: inout EditableText) -> Bool {
        guard let step = redoSteps.popLast() else { return false }
        text.reapply(step)
        undoSteps.append(step)
        byteCount += Self.bytes(of: step)
        isOpen = false
        return true
    }

    /// `next` as part of `last`: typing that continues at the end of typed text (a word
    /// and the spaces after it; a letter after a space starts a new word), or a Backspace
    /// just before text the last Backspaces removed. Nil when it does not continue it.
    private static func join(_ last: TextEdit, _ next: TextEdit) -> TextEdit? {
        let lastEnd = last.range.lowerBound + last.inserted.utf8.count
        if next.removed.isEmpty, !last.inserted.isEmpty, next.range.lowerBound == lastEnd, next.inserted.count == 1,
           !(last.inserted.last!.isWhitespace && !next.inserted.first!.isWhitespace) {
            return TextEdit(range: last.range, removed: last.removed, inserted: last.inserted + next.inserted,
                            selectionBefore: last.selectionBefore, selectionAfter: next.selectionAfter)
        }
        if next.inserted.isEmpty, last.inserted.isEmpty, !last.removed.isEmpty, next.range.upperBound == last.range.lowerBound,
           next.removed.count == 1 {
            return TextEdit(range: next.range.lowerBound..<last.range.upperBound, removed: next.removed + last.removed,
                            inserted: "", selectionBefore: last.selectionBefore, selectionAfter: next.selectionAfter)
        }
        return nil
    }

    /// What a step costs: its text, and the step itself with its strings' headers (a
    /// step of one typed letter costs far more than its byte: counting text alone let a
    /// day of typing grow memory thirty times past the limit).
    private static func bytes(of edit: TextEdit) -> Int {
        edit.removed.utf8.count + edit.inserted.utf8.count + MemoryLayout<TextEdit>.stride + 2 * 32
    }
}
