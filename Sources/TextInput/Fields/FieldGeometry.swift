import Components
import Controls
import Geometry
import TextRasterizer

/// The spacing of a field's box at a theme.
struct FieldMetrics {
    let borderWidth = 1.0
    let horizontalPadding: Double
    let verticalPadding: Double
    let attributes: TextAttributes

    init(theme: Theme) {
        horizontalPadding = theme.spacing
        verticalPadding = theme.spacing / 2
        attributes = theme.text(.body)
    }

    /// Where the text starts in the box.
    var textLeft: Double { borderWidth + horizontalPadding }

    /// The box's border and padding around the text.
    var textInsets: EdgeInsets {
        EdgeInsets(horizontal: textLeft, vertical: borderWidth + verticalPadding)
    }

    /// The text's area in a box of `size`: inside the border and padding (past its edges
    /// a drag scrolls the text; a multi-line field's viewport is as tall).
    func textArea(inBox size: Size) -> Rect {
        let area = Rect(origin: .zero, size: size).inset(by: textInsets)
        return Rect(x: area.minX, y: area.minY, width: max(0, area.width), height: max(0, area.height))
    }
}

/// A field's text as it is shown: paragraphs (a multi-line field shows each line of its
/// text as a paragraph of its own, a row of its document's list, so an edit lays out and
/// repaints one paragraph, not the document), each with its shown text (`FieldDisplay`),
/// laid out at the box's width on demand, where each starts (the rows' tops, scrolled),
/// and the map between the text's offsets and paragraphs' offsets.
/// Made for one body or one handler; what it shows and lays out of a paragraph is kept
/// for its life (a handler asks for the caret's paragraph several times).
final class FieldGeometry {
    let field: EditableField
    let state: FieldState
    let metrics: FieldMetrics
    /// Each paragraph's UTF-8 range in the text, its line break left out (one range for a
    /// one-line field).
    let paragraphs: [Range<Int>]
    /// A multi-line field's rows: where each paragraph starts in the scrolled content.
    let table: ListRowTable?
    /// The box's width inside its border and padding (nil before the first layout).
    let innerWidth: Double?
    private var displays: [Int: FieldDisplay] = [:]
    private var layouts: [Int: TextLayout] = [:]

    init(_ field: EditableField, state: FieldState, size: Size?, theme: Theme) {
        self.field = field
        self.state = state
        let metrics = FieldMetrics(theme: theme)
        self.metrics = metrics
        if let document = state.document {
            (table, paragraphs) = document.rows(of: state.editing.text, look: field.look(state, theme: theme))
        } else {
            table = nil
            paragraphs = [0..<state.editing.endOffset]
        }
        innerWidth = size.map { max(0, $0.width - 2 * metrics.textLeft) }
    }

    /// The paragraph holding `offset` (a caret at a paragraph's end is in it).
    func paragraph(of offset: Int) -> Int {
        FieldLook.paragraph(of: offset, in: paragraphs)
    }

    /// Where paragraph `index` starts below the first one (0 in a one-line field).
    func top(of index: Int) -> Double {
        guard let table, index < table.rows.count else { return 0 }
        return table.rows[index].top
    }

    /// What paragraph `index` shows: its text, the composition when the caret is in it.
    func display(_ index: Int) -> FieldDisplay {
        if let display = displays[index] { return display }
        let display = makeDisplay(index)
        displays[index] = display
        return display
    }

    private func makeDisplay(_ index: Int) -> FieldDisplay {
        FieldDisplay(paragraph: paragraphs[index], of: state.editing.text, isSecure: field.isSecure,
                     caret: state.editing.selection.head, composition: state.composition)
    }

    /// Paragraph `index` laid out as shown: at the box's width in a multi-line field; in
    /// a one-line field as wide as its text, and at least as the box (where a
    /// right-to-left line aligns to the right).
    func layout(_ index: Int) -> TextLayout {
        if let layout = layouts[index] { return layout }
        let text = display(index).attributed(metrics.attributes)
        let width: Double?
        if field.isMultiline {
            width = innerWidth
        } else {
            let natural = TextSystem.shared.measure(text, style: field.paragraphStyle, width: nil).size.width
            width = max(natural, innerWidth ?? 0)
        }
        let layout = TextSystem.shared.layout(text, style: field.paragraphStyle, width: width)
        layouts[index] = layout
        return layout
    }

    /// Where the caret of text offset `offset` is: its paragraph and the shown offset in it.
    func shown(_ offset: Int) -> (paragraph: Int, offset: Int) {
        let index = paragraph(of: offset)
        return (index, display(index).shownOffset(of: offset - paragraphs[index].lowerBound))
    }

    /// The text offset of shown offset `shown` in paragraph `index`.
    func textOffset(paragraph index: Int, shown: Int) -> Int {
        paragraphs[index].lowerBound + display(index).textOffset(of: shown)
    }

    /// The first paragraph's top-left corner in the box: a one-line field's text is
    /// centered in the box's height and scrolled sideways, a multi-line field's paragraphs
    /// scrolled up.
    func origin(boxHeight: Double?) -> Point {
        if !field.isMultiline, let boxHeight {
            return Point(x: metrics.textLeft - state.scrollX, y: (boxHeight - layout(0).size.height) / 2)
        }
        return Point(x: metrics.textLeft, y: metrics.borderWidth + metrics.verticalPadding - state.position.offset.y)
    }

    /// The text offset at `point` (the box's coordinates): in the paragraph whose row is
    /// at its y (the first or last beyond them).
    func offset(at point: Point, boxHeight: Double?) -> Int {
        let origin = origin(boxHeight: boxHeight)
        let y = point.y - origin.y
        let index = table.map { min(max(0, $0.firstRow(endingBelow: y)), paragraphs.count - 1) } ?? 0
        let shown = layout(index).offset(at: Point(x: point.x - origin.x, y: y - top(of: index)))
        return textOffset(paragraph: index, shown: shown)
    }

    /// The height a multi-line field's paragraphs take together.
    var contentHeight: Double { table?.contentHeight ?? layout(0).size.height }
}
