import Components
import Geometry

/// A text field's state: the text being edited with its selection and undo history, the
/// owner's `text` it last saw, focus, an input method's composition, where the caret was
/// drawn, how far a one-line field is scrolled (a multi-line one keeps its scroll
/// position and its paragraphs as list rows, `FieldDocument`), the last press (for
/// double and triple clicks), and whether a touch's selection handles show.
public struct FieldState: Sendable {
    var editing: EditableText
    /// A field's undo steps: 256 KB of them (thousands of words), then the oldest go.
    var history = EditHistory(byteLimit: FieldState.historyByteLimit)
    /// The `text` prop last adopted: an owner that passes a different one (not the text
    /// the field has) replaces the field's text.
    var givenText: String
    var isFocused = false
    var composition: TextComposition?
    /// Where the caret was drawn (layout x): which of an offset's two places it is at
    /// (`TextLayout.visualNeighbour`), and the column Up and Down keep.
    var caretX: Double?
    /// How far a one-line field's text is scrolled left to keep the caret in view.
    var scrollX = 0.0
    /// A multi-line field's paragraphs as the rows of a list (nil in a one-line field):
    /// the same object in every state of the field.
    let document: FieldDocument?
    /// Where a multi-line field's viewport shows its paragraphs from.
    var position = ScrollPosition()
    /// Counts the tables of rows the document published: each rebuilds the field.
    var rowsVersion = 0
    /// The last press: when (seconds on the events' clock), where (and at which text
    /// offset), and how many presses in a row it made.
    var lastPress: (time: Double, location: Point, offset: Int, count: Int)?
    /// Whether the selection (or the caret) shows handles to drag: it was made by touch.
    /// A key, typing or a mouse press puts them away.
    var showsHandles = false
    /// The box's size when a handler last saw it: where the handles are placed.
    var boxSize: Size?

    static let historyByteLimit = 256 << 10

    init(text: String, isMultiline: Bool) {
        editing = EditableText(text)
        givenText = text
        // A line of body text at the standard theme, until the document measures one.
        document = isMultiline ? FieldDocument(text: text, lineHeight: 20) : nil
    }
}
