/// Where the caret and the selection are in an editable element's text, as assistive
/// technologies read them (AT-SPI's Text interface: `CaretOffset`, `GetSelection`):
/// UTF-8 offsets into the element's accessibility value, `head` the caret's end.
public struct AccessibilityTextSelection: Hashable, Sendable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// The selected offsets, in order (empty: a caret).
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }
}

/// What an assistive technology asks an editable element to do to its text (AT-SPI's
/// EditableText and Text interfaces): sent to the element like typed text, from
/// `ComponentHost.performAccessibilityTextEdit(_:on:)`. Offsets are UTF-8 offsets into
/// the element's accessibility value; an element moves them to the nearest character
/// (grapheme) boundary. A field handles it as the user's own edit would be handled: the
/// same filter, length limit and undo history, and a `TextChanged` for its owner.
public struct AccessibilityTextEdit: Action, Equatable {
    public enum Kind: Equatable, Sendable {
        /// Puts the caret, or a selection, there.
        case select(AccessibilityTextSelection)
        /// Replaces the text in `range` with `text`, leaving the caret after it.
        case replace(Range<Int>, with: String)
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// Not reported when unhandled: the host tells the assistive technology instead.
    public static var reportsWhenUnhandled: Bool { false }
}
