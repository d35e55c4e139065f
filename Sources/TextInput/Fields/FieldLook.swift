import Components
import Graphics
import TextRasterizer

/// What a multi-line field's paragraphs show besides their text: the text's attributes,
/// the selection and the caret while focused, an input method's composition, and the
/// colors of the marks. A paragraph's row is built again when its share of this changes.
struct FieldLook: Equatable, Sendable {
    var attributes: TextAttributes
    var selection: TextSelection
    var isFocused: Bool
    var showsCaret: Bool
    var composition: TextComposition?
    var selectionColor: Color
    var caretColor: Color

    /// The paragraphs (indices into `paragraphs`) that show a mark: the selection's, or
    /// the caret's.
    func markedParagraphs(in paragraphs: [Range<Int>]) -> ClosedRange<Int> {
        let range = selection.range
        return FieldLook.paragraph(of: range.lowerBound, in: paragraphs)...FieldLook.paragraph(of: range.upperBound, in: paragraphs)
    }

    /// What the paragraph `range` of `text` shows in a multi-line field (never secure): its
    /// text, the composition when the caret is in it.
    func display(of range: Range<Int>, in text: String) -> FieldDisplay {
        FieldDisplay(paragraph: range, of: text, isSecure: false, caret: selection.head, composition: composition)
    }

    /// The marks of the paragraph `range` shown as `display`: its share of the selection
    /// (while focused) and the caret, if in it. Nil when it shows neither.
    func marks(of range: Range<Int>, _ display: FieldDisplay) -> TextMarks? {
        var marks = TextMarks(selectionColor: selectionColor, caretColor: caretColor, caretWidth: EditableField.caretWidth)
        if isFocused {
            let lower = max(selection.range.lowerBound, range.lowerBound), upper = min(selection.range.upperBound, range.upperBound)
            if lower < upper {
                marks.selection = display.shownOffset(of: lower - range.lowerBound)..<display.shownOffset(of: upper - range.lowerBound)
            }
        }
        let head = selection.head
        if showsCaret, selection.isCaret || display.composition != nil, range.contains(head) || range.upperBound == head {
            marks.caret = display.compositionCaret ?? display.shownOffset(of: head - range.lowerBound)
        }
        return marks.caret == nil && marks.selection.isEmpty ? nil : marks
    }

    /// The paragraph of `paragraphs` holding `offset` (a caret at a paragraph's end is in it).
    static func paragraph(of offset: Int, in paragraphs: [Range<Int>]) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
