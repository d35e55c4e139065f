import Geometry
import Graphics
import Layout

/// A dropdown: a field showing the selected option's title (or `placeholder` when
/// nothing is selected) and a chevron, which opens a list of the options in a popup
/// below it (above, near the bottom of the screen; lined up with the field's start, or
/// its end beside a title), the selected one checked. Choosing
/// an option sends `ChoiceMade` with `tag` and its value, as a radio group does, and
/// closes the list; the owner keeps the selection. A tap outside or Escape closes the
/// list and changes nothing. The list scrolls when it is long.
///
/// By keyboard alone: Tab reaches the field; Space, Enter, Down or Up opens the list on
/// the selected option; Up, Down, Home, End, Page Up and Page Down move the highlight
/// over the enabled options; Enter or Space chooses; Escape closes; Tab closes and moves
/// on. Typing letters goes to the first option starting with them (letters within a
/// second of each other add up, on the root's timer clock), also while the list is
/// closed (it opens). Keyboard focus stays on the field while the list is open, and the
/// option the keys are on is drawn with an accent ring (WAI-ARIA's select-only combobox).
///
/// Whether the list is open is the picker's own state, so it needs a scope: it is told
/// apart from its siblings by `tag`. A picker without options shows its placeholder,
/// is drawn disabled and cannot open. An option repeating an earlier one's value is
/// never shown selected (the first with the selected value is).
///
/// ```swift
/// Picker("Fruit", options: ["Apple", "Banana", "Cherry"], selection: context.state.fruit, tag: "fruit")
/// // The owner: if let made = action as? ChoiceMade<String>, made.tag == "fruit" { ... = made.value }
/// ```
///
/// Test IDs: the field is `"TAG.field"`, its title `"TAG.value"`, the open list
/// `"TAG.list"` and its options `"TAG.row.0"`, `"TAG.row.1"`, ...
public struct Picker<Value: Hashable & Sendable>: Component, Equatable {
    /// Shown before the field (nothing when nil or empty).
    public let title: String?
    public let options: [ChoiceOption<Value>]
    public let selection: Value?
    /// What the field shows when no option is selected.
    public let placeholder: String
    public let isEnabled: Bool
    public let tag: String

    public init(_ title: String? = nil, options: [ChoiceOption<Value>], selection: Value?, placeholder: String = "Choose…",
                isEnabled: Bool = true, tag: String) {
        (self.title, self.options, self.selection, self.placeholder, self.isEnabled, self.tag) =
            (title, options, selection, placeholder, isEnabled, tag)
    }

    public var scope: ComponentScope? { .identifier(tag) }
    public func initialState() -> PopupListState { PopupListState() }
    public static var controllerType: ComponentController<Picker>.Type? { TypeAheadTimeout<Picker>.self }

    /// The index of the selected option, if one is.
    var selectedIndex: Int? { options.firstIndex { $0.value == selection } }
    /// Whether the field takes presses and keys.
    var canOpen: Bool { isEnabled && !options.isEmpty }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let state = context.state
        let selected = selectedIndex
        let rows = options.indices.map {
            PopupListRow(title: options[$0].title, isMarked: $0 == selected, isEnabled: options[$0].isEnabled)
        }
        let hasTitle = title.map { !$0.isEmpty } ?? false
        var style = LayoutStyle.row(gap: theme.spacing * 1.5, align: .center)
        if hasTitle {
            // Inset as the row controls' labels are, so titles line up in a list of controls.
            style.padding = EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2).map(LengthPercentage.points)
        }
        return Flexbox(style: style) {
            if let title, hasTitle {
                // The field reads the title as its name.
                Text(title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1).accessibilityHidden()
            }
            PopupField(title: selected.map { options[$0].title } ?? placeholder, isPlaceholder: selected == nil,
                       accessibilityRole: .comboBox, accessibilityName: hasTitle ? title : nil,
                       isOpen: state.isOpen, isEnabled: canOpen, action: PickerFieldPressed(tag: tag), tag: tag)
                // Beside a title the field is at the row's end: the list lines up with that end.
                .popup(isPresented: state.isOpen && canOpen, id: tag,
                       placement: PopupPlacement(side: .bottom, alignment: hasTitle ? .end : .start)) {
                    PopupList(id: tag, rows: rows, highlighted: state.highlighted, scroll: state.scroll, showsMarks: true)
                }
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        let state = context.state
        let metrics = PopupListMetrics(theme: context.environment.theme, rowCount: options.count)
        let cursor = ListCursor(enabled: options.map(\.isEnabled), rowsPerPage: metrics.rowsPerPage)
        switch action {
        case let pressed as PickerFieldPressed where pressed.tag == tag:
            // A tap lands on the popup's barrier while the list is open: only Space or
            // Enter on the focused field press it then, and they choose.
            if state.isOpen {
                choose(state.highlighted, context)
            } else {
                open(context, metrics: metrics, on: selectedIndex ?? cursor.first)
            }
            return true
        case let chosen as PopupRowChosen where chosen.list == tag:
            choose(chosen.index, context)
            return true
        case let dismissed as OverlayDismissed where dismissed.id == tag:
            context.updateState(.synchronous) { $0.close() }
            return true
        case let key as KeyEvent:
            return handle(key, state: state, cursor: cursor, metrics: metrics, context)
        default:
            return PopupListScrolling.handle(action, isOpen: state.isOpen, context)
        }
    }

    @MainActor
    private func handle(_ key: KeyEvent, state: PopupListState, cursor: ListCursor, metrics: PopupListMetrics,
                        _ context: ActionContext<Self>) -> Bool {
        guard canOpen, key.isDown else { return false }
        if let letter = TypeAhead.letter(of: key) {
            let typed = state.typed + String(letter)
            guard let row = TypeAhead.row(for: typed, titles: options.map(\.title), enabled: cursor.enabled,
                                          current: state.isOpen ? state.highlighted : selectedIndex) else {
                context.updateState(.synchronous) { $0.typed = typed }
                return true
            }
            context.updateState(.synchronous) {
                if $0.isOpen {
                    $0.highlighted = row
                    $0.reveal(metrics)
                } else {
                    $0.open(on: row, metrics: metrics)
                }
                $0.typed = typed
            }
            return true
        }
        guard key.modifiers.isEmpty else { return false }
        if !state.isOpen {
            guard key.key == .down || key.key == .up else { return false }
            open(context, metrics: metrics, on: selectedIndex ?? (key.key == .down ? cursor.first : cursor.last))
            return true
        }
        if key.key == .tab {
            // Closes, and leaves the key to move focus on.
            context.updateState(.synchronous) { $0.close() }
            return false
        }
        guard let row = cursor.row(after: key.key, from: state.highlighted) else {
            // Other keys go nowhere while the list is open (no page scrolls under it).
            return key.key == .left || key.key == .right
        }
        context.updateState(.synchronous) {
            $0.highlighted = row
            $0.reveal(metrics)
        }
        return true
    }

    @MainActor
    private func open(_ context: ActionContext<Self>, metrics: PopupListMetrics, on row: Int?) {
        context.updateState(.synchronous) { $0.open(on: row, metrics: metrics) }
    }

    /// Closes the list and, for an enabled option, sends its choice.
    @MainActor
    private func choose(_ index: Int?, _ context: ActionContext<Self>) {
        context.updateState(.synchronous) { $0.close() }
        guard let index, options.indices.contains(index), options[index].isEnabled else { return }
        context.send(ChoiceMade(tag: tag, value: options[index].value))
    }
}

extension Picker where Value == String {
    /// A picker whose options' values are their titles.
    public init(_ title: String? = nil, options: [String], selection: String?, placeholder: String = "Choose…",
                isEnabled: Bool = true, tag: String) {
        self.init(title, options: options.map { ChoiceOption($0, value: $0) }, selection: selection,
                  placeholder: placeholder, isEnabled: isEnabled, tag: tag)
    }
}

/// A picker's field was pressed (a tap, a click, Space or Enter while it has focus).
struct PickerFieldPressed: Action, Equatable {
    let tag: String
}
