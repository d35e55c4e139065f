/// A selection in a text: where it started (`anchor`) and where the caret is (`head`),
/// as UTF-8 offsets on grapheme boundaries. A caret is a selection whose two ends meet;
/// the head moves when a selection is extended, the anchor stays.
public struct TextSelection: Hashable, Sendable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret at `offset`.
    public static func caret(_ offset: Int) -> TextSelection { TextSelection(anchor: offset, head: offset) }

    public var isCaret: Bool { anchor == head }

    /// The selected offsets, in order.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }
}

/// How far a command moves or deletes.
public enum TextUnit: Sendable {
    /// One extended grapheme cluster (what a user sees as a character).
    case character
    /// To the start or end of a word (UAX #29, with ICU's dictionaries).
    case word
    /// To the start or end of the paragraph (Home, End).
    case paragraph
    /// The whole text (Ctrl+Home, Ctrl+End).
    case document
}

/// Which way along the text, in logical (storage) order.
public enum TextDirection: Sendable {
    case backward, forward
}
