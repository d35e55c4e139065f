import TextRasterizer

/// Text being edited: a string and a selection, changed by the commands a text field
/// runs for keys, taps and typing. A value: a field keeps one in its state, and a test
/// runs commands on one and checks offsets.
///
/// Every offset is a UTF-8 offset on an extended grapheme cluster boundary: the caret
/// never stands inside `👩‍💻`, `é` written as `e` and a combining accent, a Hangul
/// syllable of jamo or a Devanagari conjunct, and Backspace takes such a cluster whole.
/// Offsets given from outside (a tap's position) are snapped to the nearest boundary
/// before it.
public struct EditableText: Hashable, Sendable {
    public private(set) var text: String
    public private(set) var selection: TextSelection

    /// `text` with the caret at its end, or `selection` snapped to grapheme boundaries.
    public init(_ text: String = "", selection: TextSelection? = nil) {
        self.text = text
        self.selection = .caret(text.utf8.count)
        if let selection { select(selection) }
    }

    /// The selected text (empty for a caret).
    public var selectedText: Substring {
        text[index(selection.range.lowerBound)..<index(selection.range.upperBound)]
    }

    /// The text's length in UTF-8 bytes: the largest offset.
    public var endOffset: Int { text.utf8.count }

    // MARK: commands

    /// Replaces the selection with `string` (typing, pasting, an input method's commit);
    /// the caret goes after it. Returns the edit, nil when nothing changed.
    @discardableResult
    public mutating func insert(_ string: String) -> TextEdit? {
        replace(selection.range, with: string)
    }

    /// Deletes the selection, or, at a caret, from the caret to the `unit`'s boundary in
    /// `direction` (Backspace: backward by character; Ctrl+Backspace: backward by word).
    /// Returns the edit, nil at the text's start (or end) with nothing selected.
    @discardableResult
    public mutating func delete(_ direction: TextDirection, by unit: TextUnit) -> TextEdit? {
        if !selection.isCaret { return replace(selection.range, with: "") }
        let target = boundary(from: selection.head, direction, by: unit)
        return replace(min(target, selection.head)..<max(target, selection.head), with: "")
    }

    /// Moves the caret by `unit` in `direction` (arrow keys, Home and End with their
    /// modifiers); `extending` moves only the selection's head (Shift). Without
    /// `extending`, a selection collapses to its start or end when moved by character,
    /// as every platform does.
    public mutating func move(_ direction: TextDirection, by unit: TextUnit, extending: Bool = false) {
        if !extending, !selection.isCaret, unit == .character {
            let range = selection.range
            selection = .caret(direction == .backward ? range.lowerBound : range.upperBound)
            return
        }
        let target = boundary(from: selection.head, direction, by: unit)
        selection = extending ? TextSelection(anchor: selection.anchor, head: target) : .caret(target)
    }

    /// Sets the selection, each end snapped to the grapheme boundary at or before it
    /// (clamped to the text).
    public mutating func select(_ selection: TextSelection) {
        self.selection = TextSelection(anchor: snapped(selection.anchor), head: snapped(selection.head))
    }

    /// Selects the word at `offset`, or the spaces or punctuation there (a double click).
    public mutating func selectWord(at offset: Int) {
        let offset = snapped(offset)
        let paragraph = paragraphRange(around: offset)
        let words = WordBoundaries(text[index(paragraph.lowerBound)..<index(paragraph.upperBound)])
        guard let segment = words.segment(at: offset - paragraph.lowerBound) else {
            selection = .caret(offset)
            return
        }
        // ICU's word rules skip joiners (WB4), so a word boundary can fall inside a
        // grapheme cluster (`🇦‍🇦🇦`): the selection widens to whole clusters.
        selection = TextSelection(anchor: snapped(paragraph.lowerBound + segment.lowerBound),
                                  head: snapped(paragraph.lowerBound + segment.upperBound, roundingUp: true))
    }

    /// Selects the paragraph at `offset`, without its line break (a triple click).
    public mutating func selectParagraph(at offset: Int) {
        let paragraph = paragraphRange(around: snapped(offset))
        selection = TextSelection(anchor: paragraph.lowerBound, head: paragraph.upperBound)
    }

    /// Selects everything (Ctrl+A).
    public mutating func selectAll() {
        selection = TextSelection(anchor: 0, head: endOffset)
    }

    /// Replaces `range` (grapheme-aligned offsets) with `string`, the caret after it.
    /// Returns the edit, nil when nothing changed.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with string: String) -> TextEdit? {
        let range = snapped(range.lowerBound)..<snapped(range.upperBound)
        let removed = String(text[index(range.lowerBound)..<index(range.upperBound)])
        guard !(removed.isEmpty && string.isEmpty) else { return nil }
        let before = selection
        text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: string)
        // Inserted text may join the cluster after it (a zero-width joiner): the caret goes
        // to the boundary at or after the insertion's end.
        selection = .caret(snapped(range.lowerBound + string.utf8.count, roundingUp: true))
        return TextEdit(range: range, removed: removed, inserted: string, selectionBefore: before,
                        selectionAfter: selection)
    }

    /// Undoes `edit`, the last one applied: its text comes back, and its selection.
    mutating func revert(_ edit: TextEdit) {
        let end = edit.range.lowerBound + edit.inserted.utf8.count
        text.replaceSubrange(index(edit.range.lowerBound)..<index(end), with: edit.removed)
        selection = edit.selectionBefore
    }

    /// Does `edit` again, after `revert`.
    mutating func reapply(_ edit: TextEdit) {
        text.replaceSubrange(index(edit.range.lowerBound)..<index(edit.range.upperBound), with: edit.inserted)
        selection = edit.selectionAfter
    }

    // MARK: boundaries

    /// The offset `unit` away from `offset` in `direction`.
    func boundary(from offset: Int, _ direction: TextDirection, by unit: TextUnit) -> Int {
        switch (unit, direction) {
        case (.document, .backward): return 0
        case (.document, .forward): return endOffset
        case (.paragraph, .backward): return paragraphRange(around: offset).lowerBound
        case (.paragraph, .forward): return paragraphRange(around: offset).upperBound
        case (.character, .backward):
            // The start of the cluster that ends here (never a backward step: see `snapped`).
            return offset == 0 ? 0 : snapped(offset - 1)
        case (.character, .forward):
            return offset == endOffset ? offset
                : text.utf8.distance(from: text.startIndex, to: text.index(after: index(offset)))
        case (.word, _):
            return wordBoundary(from: offset, direction)
        }
    }

    /// Forward: the end of the next word (across line breaks, as GTK moves); backward:
    /// the start of the previous one.
    private func wordBoundary(from offset: Int, _ direction: TextDirection) -> Int {
        var offset = offset
        // A word in this paragraph, else the paragraph's end, else across the line break
        // into the next paragraph (at most two paragraphs are segmented).
        for _ in 0..<2 {
            let paragraph = paragraphRange(around: offset)
            let words = WordBoundaries(text[index(paragraph.lowerBound)..<index(paragraph.upperBound)])
            let local = offset - paragraph.lowerBound
            switch direction {
            // Word boundaries widen to whole clusters (see `selectWord`).
            case .forward:
                if let end = words.wordEnd(after: local) { return snapped(paragraph.lowerBound + end, roundingUp: true) }
                if offset < paragraph.upperBound || offset == endOffset { return paragraph.upperBound }
            case .backward:
                if let start = words.wordStart(before: local) { return snapped(paragraph.lowerBound + start) }
                if offset > paragraph.lowerBound || offset == 0 { return paragraph.lowerBound }
            }
            offset = boundary(from: offset, direction, by: .character)
        }
        return offset
    }

    /// The paragraph holding `offset`: from after the line break before it to the line
    /// break after it (a caret just before a line break is in the paragraph it ends).
    func paragraphRange(around offset: Int) -> Range<Int> {
        let bytes = text.utf8
        var end = index(offset)
        while end < bytes.endIndex, !Self.isLineBreak(bytes[end]) { end = bytes.index(after: end) }
        return bytes.distance(from: bytes.startIndex, to: paragraphStart(before: index(offset)))
            ..< bytes.distance(from: bytes.startIndex, to: end)
    }

    /// Where the paragraph holding `index` starts: after the line break before it (CR LF
    /// is one cluster: an index between its two bytes is in the line break).
    private func paragraphStart(before index: String.Index) -> String.Index {
        let bytes = text.utf8
        var start = index
        if start > bytes.startIndex, start < bytes.endIndex, bytes[start] == 0x0A,
           bytes[bytes.index(before: start)] == 0x0D {
            start = bytes.index(before: start)
        }
        while start > bytes.startIndex, !Self.isLineBreak(bytes[bytes.index(before: start)]) {
            start = bytes.index(before: start)
        }
        return start
    }

    /// LF and CR end paragraphs (CR LF is one cluster whose CR ends the paragraph).
    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// `offset` clamped to the text and moved to the grapheme boundary at or before it
    /// (at or after it when `roundingUp`): found walking forward from a boundary before it
    /// (`safeStart`). Walking backward is not exact: Swift's backward steps count regional
    /// indicators across a joiner (`🇦‍🇦🇦` has its boundary after the joiner, not inside the
    /// pair), as the fuzz target found.
    func snapped(_ offset: Int, roundingUp: Bool = false) -> Int {
        let offset = min(max(offset, 0), endOffset)
        guard offset < endOffset else { return endOffset }
        var boundary = safeStart(before: offset)
        while true {
            let next = text.index(after: boundary)
            let nextOffset = text.utf8.distance(from: text.startIndex, to: next)
            if nextOffset > offset {
                let here = text.utf8.distance(from: text.startIndex, to: boundary)
                return roundingUp && here < offset ? nextOffset : here
            }
            boundary = next
        }
    }

    /// A grapheme boundary at or before `offset`, near it in most text: the text's start,
    /// the start of a line (UAX #29 GB4), or a place between two ASCII scalars other than
    /// CR LF (no rule joins them: neither is an extender, a joiner, a prepend, a jamo or a
    /// regional indicator).
    private func safeStart(before offset: Int) -> String.Index {
        let bytes = text.utf8
        var position = index(offset)
        while position > bytes.startIndex {
            let before = bytes[bytes.index(before: position)]
            if before == 0x0A { break }
            if before < 0x80, before != 0x0D, bytes[position] < 0x80 { break }
            position = bytes.index(before: position)
        }
        return position
    }

    /// The string index of a UTF-8 offset (O(1) for Swift's native UTF-8 strings).
    private func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}

/// One change of an `EditableText`: `range` of the text before it (UTF-8 offsets) held
/// `removed` and now holds `inserted`; the selections before and after, for undo and redo.
public struct TextEdit: Hashable, Sendable {
    public let range: Range<Int>
    public let removed: String
    public let inserted: String
    public let selectionBefore: TextSelection
    public let selectionAfter: TextSelection
}
