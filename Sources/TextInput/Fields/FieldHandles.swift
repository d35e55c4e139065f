import Components
import Controls
import Geometry
import Graphics
import Layout

/// A selection handle: a bar along one end of a selection made by touch with a knob
/// above the start or below the end (as iOS draws them: they stay inside the field's
/// padding, where nothing else is pressed), or a knob below the caret a tap placed. Its
/// target, as large as the theme's touch targets and centered on the knob, drags its end
/// (`FieldPressGesture`). Placed in the field's coordinates.
struct FieldHandle: Component, Equatable {
    let end: FieldHandleEnd
    /// The caret it marks, in the field's box.
    let caret: Rect
    let color: Color
    let target: Double
    let gesture: FieldPressGesture
    /// "TAG.handle.start", ".end" or ".caret": for tests and tools.
    let testID: String

    /// The knob's diameter and the bar's width, in points.
    static let knob = 12.0, bar = 2.0

    func body(_ context: BuildContext<Self>) -> some Component {
        let knob = Self.knob
        // The knob's center: above a start, below an end or a caret.
        let center = Point(x: caret.midX, y: end == .start ? caret.minY - knob / 2 + 1 : caret.maxY + knob / 2 - 1)
        // A caret's target starts at the line's foot: a press on the text above it is the
        // text's (a long press there selects a word).
        let origin = Point(x: center.x - target / 2, y: end == .caret ? caret.maxY : center.y - target / 2)
        return Flexbox(style: LayoutStyle()) {
            if end != .caret {
                Box(fill: .color(color), style: LayoutStyle()).size(width: Self.bar, height: caret.height)
                    .position(top: caret.minY - origin.y, left: caret.midX - Self.bar / 2 - origin.x)
            }
            Box(fill: .color(color), cornerRadii: CornerRadii(knob / 2), style: LayoutStyle()).size(width: knob, height: knob)
                .position(top: center.y - knob / 2 - origin.y, left: (target - knob) / 2)
        }
        .size(width: target, height: target)
        .position(top: origin.y, left: origin.x)
        .gesture(gesture)
        .testID(testID)
    }
}

extension EditableField {
    /// The handles the field shows: a touch's selection's two, or a tap's caret's one,
    /// at the ends still in view; none while unfocused, disabled, or after a key.
    func handles(_ state: FieldState, theme: Theme) -> [FieldHandle] {
        guard state.showsHandles, state.isFocused, isEnabled, state.composition == nil, let size = state.boxSize else { return [] }
        let geometry = FieldGeometry(self, state: state, size: size, theme: theme)
        let textArea = geometry.metrics.textArea(inBox: size)
        let selection = state.editing.selection
        let ends: [(FieldHandleEnd, Int)] = selection.isCaret
            ? (isReadOnly ? [] : [(.caret, selection.head)])
            : [(.start, selection.range.lowerBound), (.end, selection.range.upperBound)]
        return ends.compactMap { end, offset in
            let caret = caretRect(of: offset, geometry, boxHeight: size.height)
            // An end scrolled out of the text's area has no handle until it is back.
            let inView = isMultiline ? (textArea.minY...textArea.maxY).contains(caret.midY)
                                     : (textArea.minX - 1...textArea.maxX + 1).contains(caret.midX)
            guard inView else { return nil }
            let gesture = FieldPressGesture(handle: end, hotspot: Point(x: caret.midX, y: caret.midY), textArea: textArea,
                                            scrollAxis: textScrollAxis)
            return FieldHandle(end: end, caret: caret, color: theme.colors.accent, target: theme.minimumTarget, gesture: gesture,
                               testID: "\(tag).handle.\(end)")
        }
    }

    /// Where the caret at text offset `offset` is drawn in the box: scrolled, and at a
    /// composition's own caret when there is one.
    func caretRect(of offset: Int, _ geometry: FieldGeometry, boxHeight: Double?) -> Rect {
        let (index, shown) = geometry.shown(offset)
        let display = geometry.display(index)
        let caret = geometry.layout(index).caret(at: offset == geometry.state.editing.selection.head
                                                   ? display.compositionCaret ?? shown : shown)
        let origin = geometry.origin(boxHeight: boxHeight)
        return Rect(x: origin.x + caret.x, y: origin.y + geometry.top(of: index) + caret.top,
                    width: Self.caretWidth, height: caret.height)
    }
}
