import Components
import Controls
import Geometry
import Graphics
import Layout
import TextRasterizer

/// The component behind `TextField`, `SecureField` and `TextArea`: the text in its state
/// (`FieldState`), shown in a themed box as `Text` with `TextMarks`, edited by keys,
/// typing, an input method's compositions, presses and drags. A one-line field shows
/// one paragraph, scrolled sideways to keep the caret in view; a multi-line field shows
/// a paragraph per line of its text (`FieldParagraph`) as the rows of a list
/// (`ListRows`, from its `FieldDocument`) in a viewport it scrolls itself, so only the
/// paragraphs in view are built, and an edit builds its own. Built on public API only.
struct EditableField: Component, Equatable {
    var tag: String
    var text: String
    var placeholder: String
    var isMultiline: Bool
    var isSecure: Bool
    var keyboard: KeyboardKind
    var filter: InputFilter?
    /// The most characters (grapheme clusters) the text may hold; nil for no limit.
    var maxLength: Int?
    var validationMessage: String?
    var isEnabled: Bool
    var isReadOnly: Bool
    /// A multi-line field's height in lines before it grows.
    var minimumLines: Int
    /// The most characters a one-line field holds without a `maxLength`: GTK's entries
    /// hold 65,535 too. A line is laid out whole at each keystroke; a pasted 10 MB line
    /// would take seconds to shape, so its first 65,535 characters are taken.
    static let oneLineCharacterLimit = 65_535
    /// A multi-line field's most lines before it scrolls (nil: it grows with its text,
    /// unless its parent gives it a height).
    var maximumLines: Int? = nil

    var scope: ComponentScope? { .identifier(tag) }

    /// What the field is to a screen reader beyond a text field.
    private var accessibilityStates: AccessibilityStates {
        var states: AccessibilityStates = []
        if !isMultiline { states.insert(.singleLine) }
        if isSecure { states.insert(.secret) }
        if isReadOnly { states.insert(.readOnly) }
        if !isEnabled { states.insert(.disabled) }
        return states
    }

    func initialState() -> FieldState { FieldState(text: text, isMultiline: isMultiline) }

    static var controllerType: ComponentController<EditableField>.Type? { FieldController.self }

    /// The caret's width, in points.
    static let caretWidth = 1.5
    /// Presses this close in time (seconds) and space (points) count as one double or
    /// triple click.
    static let multiPressInterval = 0.45, multiPressDistance = 6.0

    // MARK: body

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let state = adopted(context.state)
        let geometry = FieldGeometry(self, state: state, size: nil, theme: theme)
        let colors = theme.colors
        let look = look(state, theme: theme)
        let isEmpty = state.editing.text.isEmpty && state.composition == nil
        let metrics = geometry.metrics
        var boxStyle = isMultiline ? LayoutStyle.column() : LayoutStyle.row(align: .center)
        boxStyle.padding = EdgeInsets(horizontal: metrics.horizontalPadding, vertical: metrics.verticalPadding)
            .map(LengthPercentage.points)
        let lineHeight = theme.text(.body).size * 1.2
        let chrome = 2 * (metrics.verticalPadding + metrics.borderWidth)
        let minimumHeight = isMultiline ? Double(max(1, minimumLines)) * lineHeight + chrome : theme.minimumTarget
        let maximumHeight = isMultiline ? maximumLines.map { max(minimumHeight, Double(max(1, $0)) * lineHeight + chrome) } : nil
        let placeholder = FieldParagraph(text: AttributedText(placeholder, attributes: theme.text(.body, color: colors.secondaryLabel)),
                                         style: paragraphStyle,
                                         marks: TextMarks(caret: look.showsCaret ? 0 : nil, caretColor: colors.accent,
                                                          caretWidth: Self.caretWidth))
        return Flexbox(style: LayoutStyle.column(gap: theme.spacing / 3)) {
            Box(fill: .color(isReadOnly || !isEnabled ? colors.background : colors.surface),
                border: BoxBorder(width: metrics.borderWidth,
                                  color: validationMessage != nil ? colors.critical : state.isFocused ? colors.accent : colors.separator),
                cornerRadii: CornerRadii(theme.cornerRadius), style: boxStyle) {
                if isMultiline {
                    // A viewport the field scrolls, onto a row per paragraph: only those
                    // in view are built, and an edit builds its own again.
                    if isEmpty {
                        viewport(placeholder, state)
                    } else {
                        viewport(ListRows(table: geometry.table ?? .empty), state)
                    }
                } else {
                    // One line, as wide as its text or the box, scrolled to keep the caret in view.
                    (isEmpty ? placeholder : line(geometry, look: look)).flex(grow: 0, shrink: 0).minSize(width: .percent(100))
                        .margin(Edges(top: .points(0), right: .points(0), bottom: .points(0), left: .points(-state.scrollX)))
                }
            }
            .minSize(height: .points(minimumHeight))
            .maxSize(height: maximumHeight.map { .points($0) })
            .flex(grow: isMultiline ? 1 : 0, shrink: isMultiline ? 1 : 0)
            .gesture(FieldPressGesture(insets: metrics.textInsets, scrollAxis: textScrollAxis))
            .acceptsTextInput(TextInputTraits(keyboard: keyboard, caret: caretRectInBox(geometry), isSecure: isSecure))
            .focusable(isEnabled)
            // Named by its placeholder unless labelled (`Labelled`, `accessibilityLabel`),
            // which then describes it; its text is its value, never read out when secure.
            .accessibility(role: .textField, label: self.placeholder, description: self.placeholder,
                           value: isSecure ? "" : state.editing.text,
                           states: accessibilityStates,
                           textSelection: isSecure ? nil : AccessibilityTextSelection(anchor: state.editing.selection.anchor,
                                                                                      head: state.editing.selection.head))
            .testID(tag)
            if let validationMessage {
                Text(validationMessage, attributes: theme.text(.caption, color: colors.critical)).testID("\(tag).message")
            }
            // Outside the box, which clips: a handle's target reaches past it.
            for handle in handles(state, theme: theme) { handle }
        }
    }

    /// A multi-line field's viewport onto `content`, as tall as the box lets it be.
    private func viewport(_ content: some Component, _ state: FieldState) -> some Component {
        ScrollViewport(content: ScrollContent(axes: .vertical, offset: state.position.offset,
                                              allowsOverscroll: state.position.allowsOverscroll),
                       style: LayoutStyle(), child: content)
            .flex(grow: 1, shrink: 1).minSize(height: .points(0))
    }

    /// What the text shows besides itself: its color, the selection and caret, a composition.
    func look(_ state: FieldState, theme: Theme) -> FieldLook {
        let colors = theme.colors
        return FieldLook(attributes: theme.text(.body, color: isEnabled ? colors.label : colors.secondaryLabel),
                         selection: state.editing.selection, isFocused: state.isFocused,
                         showsCaret: state.isFocused && isEnabled && !isReadOnly, composition: state.composition,
                         selectionColor: colors.accent.withAlphaMultiplied(by: 0.3), caretColor: colors.accent)
    }

    /// A one-line field's paragraph as shown (bullets in a secure field), with its marks.
    private func line(_ geometry: FieldGeometry, look: FieldLook) -> FieldParagraph {
        let display = geometry.display(0)
        return FieldParagraph(text: display.attributed(look.attributes), style: paragraphStyle,
                              marks: look.marks(of: geometry.paragraphs[0], display))
    }

    var paragraphStyle: ParagraphStyle { ParagraphStyle() }

    /// The way the text scrolls: sideways in a one-line field, down in a multi-line one.
    var textScrollAxis: ScrollAxes { isMultiline ? .vertical : .horizontal }

    /// Where the caret is in the field's box, for an input method's candidate window.
    private func caretRectInBox(_ geometry: FieldGeometry) -> Rect {
        caretRect(of: geometry.state.editing.selection.head, geometry, boxHeight: nil)
    }

    // MARK: actions

    @MainActor
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case let focus as FocusChanged:
            var state = adopted(context.state)
            state.isFocused = focus.isFocused
            state.history.endGroup()
            if !focus.isFocused {
                state.composition = nil
                state.showsHandles = false
            }
            commit(state, from: context)
            // An on-screen keyboard around shows (or hides) itself, then the field is
            // scrolled into view above it.
            context.send(TextInputFocusChanged(tag: tag, keyboard: focus.isFocused && !isReadOnly ? keyboard : nil))
            if focus.isFocused { context.scrollIntoView(animated: true) }
            return true
        case let key as KeyEvent:
            guard isEnabled else { return false }
            guard let command = FieldCommand(key, isMultiline: isMultiline) else {
                // A key that types (its text comes next as `TextInput`) is the field's, not
                // a shortcut of the app around it.
                if case .character = key.key, key.modifiers.isSubset(of: .shift) { return true }
                return false
            }
            perform(command, context)
            return true
        case let typed as Components.TextInput:
            guard isEnabled, !isReadOnly else { return false }
            var state = adopted(context.state)
            state.composition = nil
            state.showsHandles = false
            insert(typed.text, into: &state, context)
            return true
        case let composition as TextComposition:
            guard isEnabled, !isReadOnly else { return false }
            var state = adopted(context.state)
            if state.composition == nil, !state.editing.selection.isCaret, !composition.text.isEmpty,
               let edit = state.editing.delete(.forward, by: .character) {
                // A composition starting over a selection replaces it, as typing does.
                state.history.record(edit)
            }
            state.composition = composition.text.isEmpty ? nil : composition
            state.showsHandles = false
            keepCaretVisible(&state, context)
            commit(state, from: context, textBefore: context.state.editing.text)
            return true
        case let edit as AccessibilityTextEdit:
            guard isEnabled else { return false }
            var state = adopted(context.state)
            state.composition = nil
            state.showsHandles = false
            switch edit.kind {
            case .select(let selection):
                state.editing.select(TextSelection(anchor: selection.anchor, head: selection.head))
                state.history.endGroup()
                state.caretX = nil
                keepCaretVisible(&state, context)
                commit(state, from: context)
            case .replace(let range, let text):
                // As if the user selected the range and typed: the same filter and limit.
                guard !isReadOnly else { return false }
                state.editing.select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
                insert(text, into: &state, context)
            }
            return true
        case let press as FieldPress:
            guard isEnabled else { return true }
            self.press(press, context)
            return true
        default:
            // A multi-line field's viewport (the wheel, layout's clamp). It is not the
            // field's outermost element, so scrolls are set at once.
            return isMultiline && context.keepScrollPosition(action, at: \.position, eases: false)
        }
    }

    /// The state with the owner's `text` adopted when the owner changed it to something
    /// other than what the field holds (an owner that echoes `TextChanged` changes nothing).
    func adopted(_ state: FieldState) -> FieldState {
        guard text != state.givenText else { return state }
        var state = state
        if text != state.editing.text {
            state.editing = EditableText(text)
            state.history = EditHistory(byteLimit: FieldState.historyByteLimit)
            state.composition = nil
            state.scrollX = 0
        }
        state.givenText = text
        return state
    }

    /// Applies `state` now and tells the owner when the text changed.
    @MainActor
    private func commit(_ state: FieldState, from context: ActionContext<Self>, textBefore: String? = nil) {
        let before = textBefore ?? adopted(context.state).editing.text
        context.updateState(.synchronous) { $0 = state }
        if state.editing.text != before {
            context.send(TextChanged(tag: tag, text: state.editing.text))
        }
    }

    /// Inserts `string` as typed, filtered (the filter, one line, control characters) and
    /// cut to the room `maxLength` leaves.
    @MainActor
    private func insert(_ string: String, into state: inout FieldState, _ context: ActionContext<Self>) {
        let before = state.editing.text
        let accepted = accepted(string, replacing: state.editing)
        if !accepted.isEmpty || !state.editing.selection.isCaret, let edit = state.editing.insert(accepted) {
            state.history.record(edit)
        }
        state.caretX = nil
        keepCaretVisible(&state, context)
        commit(state, from: context, textBefore: before)
    }

    /// What of `string` the field takes in place of `editing`'s selection: control
    /// characters other than line breaks (and tabs) dropped, line breaks made spaces in a
    /// one-line field, the filter applied, and no more characters than `maxLength` leaves.
    func accepted(_ string: String, replacing editing: EditableText) -> String {
        var kept = String(string.unicodeScalars.compactMap { scalar -> Character? in
            switch scalar.value {
            case 0x0A, 0x0D, 0x2028, 0x2029: return isMultiline ? (scalar.value == 0x0D ? nil : "\n") : " "
            case 0x09: return "\t"
            case 0x00..<0x20, 0x7F..<0xA0: return nil
            default: return Character(scalar)
            }
        })
        if let filter = filter ?? InputFilter.implied(by: keyboard) { kept = filter.filter(kept) }
        if let maxLength = maxLength ?? (isMultiline ? nil : Self.oneLineCharacterLimit) {
            let room = max(0, maxLength) - (editing.text.count - editing.selectedText.count)
            kept = room > 0 ? String(kept.prefix(room)) : ""
        }
        return kept
    }

    // MARK: keys

    @MainActor
    private func perform(_ command: FieldCommand, _ context: ActionContext<Self>) {
        var state = adopted(context.state)
        state.showsHandles = false
        let before = state.editing.text
        let geometry = FieldGeometry(self, state: state, size: context.laidOutSize, theme: context.environment.theme)
        let clipboard = context.environment.clipboard
        let editable = !isReadOnly
        var isEdit = false
        switch command {
        case .moveVisually(let right, let extending):
            moveVisually(right: right, extending: extending, &state, geometry)
        case .move(var direction, let unit, let extending):
            // Ctrl+Right moves toward the end of a left-to-right paragraph, the start of a right-to-left one.
            let paragraph = geometry.paragraph(of: state.editing.selection.head)
            if unit == .word, geometry.layout(paragraph).isRightToLeft { direction = direction == .forward ? .backward : .forward }
            state.editing.move(direction, by: unit, extending: extending)
            state.caretX = nil
        case .moveToLineEdge(let end, let extending):
            let (paragraph, shown) = geometry.shown(state.editing.selection.head)
            let layout = geometry.layout(paragraph)
            let line = layout.lines[layout.lineIndex(forOffset: shown)]
            let target = geometry.textOffset(paragraph: paragraph, shown: end ? line.textEnd : line.range.lowerBound)
            state.editing.select(TextSelection(anchor: extending ? state.editing.selection.anchor : target, head: target))
            state.caretX = nil
        case .moveLine(let down, let extending):
            let (paragraph, shown) = geometry.shown(state.editing.selection.head)
            let layout = geometry.layout(paragraph)
            let caret = layout.caret(at: shown)
            let x = state.caretX ?? caret.x
            let y = down ? caret.top + caret.height + 1 : caret.top - 1
            let target: Int
            if y >= 0, y < layout.size.height {
                target = geometry.textOffset(paragraph: paragraph, shown: layout.offset(at: Point(x: x, y: y)))
            } else if y < 0, paragraph > 0 {
                // Into the last line of the paragraph above.
                let above = geometry.layout(paragraph - 1)
                target = geometry.textOffset(paragraph: paragraph - 1,
                                             shown: above.offset(at: Point(x: x, y: above.size.height - 1)))
            } else if y >= layout.size.height, paragraph < geometry.paragraphs.count - 1 {
                let below = geometry.layout(paragraph + 1)
                target = geometry.textOffset(paragraph: paragraph + 1, shown: below.offset(at: Point(x: x, y: 1)))
            } else {
                target = y < 0 ? 0 : state.editing.endOffset
            }
            state.editing.select(TextSelection(anchor: extending ? state.editing.selection.anchor : target, head: target))
            state.caretX = x
        case .delete(let direction, let unit):
            guard editable else { break }
            if let edit = state.editing.delete(direction, by: unit) { state.history.record(edit) }
            isEdit = true
        case .selectAll:
            state.editing.selectAll()
        case .copy, .cut:
            // A secret is never copied out of its field.
            guard !isSecure, !state.editing.selection.isCaret else { break }
            clipboard.setText(String(state.editing.selectedText))
            if command == .cut, editable, let edit = state.editing.delete(.forward, by: .character) {
                state.history.endGroup()
                state.history.record(edit)
                state.history.endGroup()
                isEdit = true
            }
        case .paste:
            guard editable, let pasted = clipboard.text() else { break }
            state.history.endGroup()
            return insert(pasted, into: &state, context)
        case .undo:
            guard editable else { break }
            state.history.endGroup()
            state.history.undo(&state.editing)
            isEdit = true
        case .redo:
            guard editable else { break }
            state.history.redo(&state.editing)
            isEdit = true
        case .newline:
            guard editable else { break }
            return insert("\n", into: &state, context)
        case .submit:
            context.send(TextSubmitted(tag: tag, text: state.editing.text))
            return
        }
        if !isEdit { state.history.endGroup() } else { state.caretX = nil }
        if !isSecure, !state.editing.selection.isCaret {
            context.environment.clipboard.setText(String(state.editing.selectedText), for: .primarySelection)
        }
        keepCaretVisible(&state, context)
        commit(state, from: context, textBefore: before)
    }

    /// Left and Right: a selection collapses to its edge on that side; a caret steps over
    /// the cluster beside it on screen, to the next or previous line at a line's end.
    private func moveVisually(right: Bool, extending: Bool, _ state: inout FieldState, _ geometry: FieldGeometry) {
        let (paragraph, head) = geometry.shown(state.editing.selection.head)
        let layout = geometry.layout(paragraph)
        // The logical direction that goes right on screen (used at a line's end).
        let forward: TextDirection = right != layout.isRightToLeft ? .forward : .backward
        if !extending, !state.editing.selection.isCaret {
            state.editing.move(forward, by: .character)
            state.caretX = nil
            return
        }
        if let step = layout.visualNeighbour(of: head, drawnAt: state.caretX, movingRight: right) {
            let target = geometry.textOffset(paragraph: paragraph, shown: step.offset)
            state.editing.select(TextSelection(anchor: extending ? state.editing.selection.anchor : target, head: target))
            state.caretX = step.x
        } else if isMultiline {
            state.editing.move(forward, by: .character, extending: extending)
            state.caretX = nil
        }
    }

    // MARK: presses

    /// A mouse press places the caret (two in a row select a word, three the paragraph,
    /// Shift extends the selection) and its drag selects; a finger's tap places the caret
    /// and its long press selects the word, both with handles to drag; a handle moves its
    /// end. A drag resting past the text's edge scrolls the text on (`press.scroll`).
    @MainActor
    private func press(_ press: FieldPress, _ context: ActionContext<Self>) {
        let theme = context.environment.theme
        guard let size = boxSize(context) else { return }
        var state = adopted(context.state)
        state.boxSize = size
        state.caretX = nil
        state.composition = nil
        state.history.endGroup()
        if press.scroll != .zero { scroll(&state, by: press.scroll, size: size, theme: theme) }
        let geometry = FieldGeometry(self, state: state, size: size, theme: theme)
        // A drag past the text's edge selects to the edge; the text scrolls in from there.
        let area = geometry.metrics.textArea(inBox: size)
        var location = press.location
        if press.phase == .dragged {
            if isMultiline {
                location.y = min(max(location.y, area.minY), max(area.minY, area.maxY - 1))
            } else {
                location.x = min(max(location.x, area.minX), area.maxX)
            }
        }
        let offset = geometry.offset(at: location, boxHeight: size.height)
        switch press.phase {
        case .pressed:
            if let handle = press.handle {
                // The handle's end becomes the selection's head: the one a drag moves.
                let range = state.editing.selection.range
                switch handle {
                case .start: state.editing.select(TextSelection(anchor: range.upperBound, head: range.lowerBound))
                case .end: state.editing.select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
                case .caret: break
                }
            } else {
                state.showsHandles = false
                switch pressCount(at: press.location, offset: offset, time: press.time, &state) {
                case 2: state.editing.selectWord(at: offset)
                case 3: state.editing.selectParagraph(at: offset)
                // Shift+click extends the selection to the press (from its anchor).
                default: state.editing.select(press.modifiers.contains(.shift)
                                                  ? TextSelection(anchor: state.editing.selection.anchor, head: offset) : .caret(offset))
                }
            }
        case .tapped:
            state.showsHandles = true
            switch pressCount(at: press.location, offset: offset, time: press.time, &state) {
            case 2: state.editing.selectWord(at: offset)
            case 3: state.editing.selectParagraph(at: offset)
            default: state.editing.select(.caret(offset))
            }
        case .held:
            state.showsHandles = true
            state.lastPress = nil
            state.editing.selectWord(at: offset)
        case .dragged:
            let selection = state.editing.selection
            if press.handle == .caret {
                state.editing.select(.caret(offset))
            } else if press.handle == nil || offset != selection.anchor {
                // A selection's handle never closes it to a caret: its handles would go.
                state.editing.select(TextSelection(anchor: selection.anchor, head: offset))
            }
        case .scrolled:
            // A finger moved the text sideways: the caret stays where it is.
            commit(state, from: context)
            return
        case .released, .cancelled:
            if !isSecure, !state.editing.selection.isCaret {
                context.environment.clipboard.setText(String(state.editing.selectedText), for: .primarySelection)
            }
        }
        // A drag's text scrolls at the edge's pace (`press.scroll`), not a line a frame.
        if press.phase != .dragged { keepCaretVisible(&state, context, size: size) }
        commit(state, from: context)
    }

    /// Counts a press at `location` (`offset` in the text) at `now` (seconds on the events'
    /// clock) with the ones just before it:
    /// 1, 2 (a double click or tap) or 3, then 1 again.
    private func pressCount(at location: Point, offset: Int, time now: Double, _ state: inout FieldState) -> Int {
        var count = 1
        if let last = state.lastPress, now - last.time < Self.multiPressInterval,
           abs(last.location.x - location.x) < Self.multiPressDistance,
           abs(last.location.y - location.y) < Self.multiPressDistance {
            count = last.count % 3 + 1
        }
        state.lastPress = (now, location, offset, count)
        return count
    }

    /// Scrolls the text by `delta` (points; positive: toward the end) within its range: a
    /// one-line field's sideways, a multi-line field's down.
    private func scroll(_ state: inout FieldState, by delta: Point, size: Size, theme: Theme) {
        let geometry = FieldGeometry(self, state: state, size: size, theme: theme)
        if isMultiline {
            let viewport = geometry.metrics.textArea(inBox: size).height
            let end = max(0, geometry.contentHeight - viewport)
            state.position.offset.y = min(max(0, state.position.offset.y + delta.y), end).rounded()
        } else {
            let end = max(0, geometry.layout(0).size.width.rounded(.up) - (geometry.innerWidth ?? 0) + Self.caretWidth)
            state.scrollX = min(max(0, state.scrollX + delta.x), end).rounded()
        }
    }

    // MARK: scrolling

    /// Scrolls the text by the least that shows the caret: a one-line field's sideways,
    /// a multi-line field's viewport up or down.
    @MainActor
    private func keepCaretVisible(_ state: inout FieldState, _ context: ActionContext<Self>, size: Size? = nil) {
        let theme = context.environment.theme
        guard let size = size ?? boxSize(context) else { return }
        let geometry = FieldGeometry(self, state: state, size: size, theme: theme)
        let (index, shown) = geometry.shown(state.editing.selection.head)
        let layout = geometry.layout(index)
        let caret = layout.caret(at: geometry.display(index).compositionCaret ?? shown)
        if isMultiline {
            let viewport = geometry.metrics.textArea(inBox: size).height
            let top = geometry.top(of: index) + caret.top, bottom = top + caret.height
            var offset = state.position.offset.y
            if bottom - offset > viewport { offset = bottom - viewport }
            if top < offset { offset = top }
            state.position.offset.y = min(max(0, offset), max(0, geometry.contentHeight - viewport)).rounded()
            return
        }
        let inner = geometry.innerWidth ?? 0
        let x = caret.x
        var scroll = state.scrollX
        if x - scroll > inner - Self.caretWidth { scroll = x - inner + Self.caretWidth }
        if x < scroll { scroll = x }
        let widest = max(0, layout.size.width.rounded(.up) - inner + Self.caretWidth)
        state.scrollX = min(max(0, scroll), widest).rounded()
    }

    /// The box's size as last laid out: the field's, less the validation message below it.
    @MainActor
    private func boxSize(_ context: ActionContext<Self>) -> Size? {
        guard let size = context.laidOutSize else { return nil }
        guard let validationMessage else { return size }
        let theme = context.environment.theme
        let message = TextSystem.shared.measure(AttributedText(validationMessage, attributes: theme.text(.caption)), width: size.width)
        return Size(width: size.width, height: size.height - theme.spacing / 3 - message.size.height.snappedToPixels(scale: 1))
    }
}

/// One paragraph of a field's text: a composite, so that a build reuses the paragraphs an
/// edit did not touch whole (their elements, layout and nodes), and only the edited one
/// is built, measured and painted again.
struct FieldParagraph: Component, Equatable {
    let text: AttributedText
    let style: ParagraphStyle
    let marks: TextMarks?

    func body(_ context: BuildContext<Self>) -> some Component {
        Text(text, style: style).marks(marks)
    }
}
