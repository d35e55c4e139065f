import Graphics

/// What an editable text draws besides its glyphs: the selection's highlight behind
/// them and the caret over them (a composition's underline is an attribute of its text).
/// Offsets are UTF-16 offsets of the text, as `TextLayout`'s; both are placed on the
/// text's own layout when it is drawn (`TextLayout.selectionRects(for:)`, `caret(at:)`),
/// so they sit exactly on the glyphs at every scale. A caret between runs of opposite
/// directions is split: the paragraph direction's half above, the other's below.
public struct TextMarks: Hashable, Sendable {
    /// The highlighted text (empty: none).
    public var selection: Range<Int>
    public var selectionColor: Color
    /// Where the caret is drawn; nil draws none (while text is selected, say). The
    /// mounting layer blinks it (`CaretBlink`).
    public var caret: Int?
    public var caretColor: Color
    /// The caret's width in points (at least one device pixel is drawn).
    public var caretWidth: Double

    public init(selection: Range<Int> = 0..<0, selectionColor: Color = Color(red: 0.7, green: 0.82, blue: 1),
                caret: Int? = nil, caretColor: Color = .black, caretWidth: Double = 1.5) {
        self.selection = selection
        self.selectionColor = selectionColor
        self.caret = caret
        self.caretColor = caretColor
        self.caretWidth = caretWidth
    }
}

extension Text {
    /// This text with a selection highlight and a caret drawn on it (nil: none).
    public func marks(_ marks: TextMarks?) -> Text {
        var text = self
        text.content.marks = marks
        return text
    }
}
