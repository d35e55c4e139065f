/// What a menu does with the actions that reach its presenter (a `Menu`, a
/// `ContextMenuAnchor`) once it is open, written once for both: a chosen row sends its
/// item's action and closes; a dismissal closes; the arrows, Home, End and the page keys
/// move the highlight; letters find an item; Enter or Space (`Activate` on a focused
/// element that is not a button) choose the highlighted item; Tab closes and moves on;
/// the list's scrolls are stored.
struct MenuResponder {
    /// The popup's id.
    let id: String
    let items: [MenuItem]

    var enabled: [Bool] { items.map(\.isEnabled) }

    @MainActor
    func handle<C: Component>(_ action: any Action, _ context: ActionContext<C>) -> Bool where C.State == PopupListState {
        let state = context.state
        switch action {
        case let chosen as PopupRowChosen where chosen.list == id:
            choose(chosen.index, context)
        case let dismissed as OverlayDismissed where dismissed.id == id:
            context.updateState(.synchronous) { $0.close() }
        case is Activate where state.isOpen:
            choose(state.highlighted, context)
        case let key as KeyEvent where state.isOpen && key.isDown:
            return handle(key, context)
        default:
            return PopupListScrolling.handle(action, isOpen: state.isOpen, context)
        }
        return true
    }

    /// Opens the menu, on `row` when the keys opened it (nil: no item highlighted).
    @MainActor
    func open<C: Component>(on row: Int?, _ context: ActionContext<C>) where C.State == PopupListState {
        let metrics = PopupListMetrics(theme: context.environment.theme, rowCount: items.count)
        context.updateState(.synchronous) { $0.open(on: row, metrics: metrics) }
    }

    /// Closes the menu and, for an enabled item, sends its action.
    @MainActor
    func choose<C: Component>(_ index: Int?, _ context: ActionContext<C>) where C.State == PopupListState {
        context.updateState(.synchronous) { $0.close() }
        guard let index, items.indices.contains(index), items[index].isEnabled else { return }
        context.send(items[index].action)
    }

    @MainActor
    private func handle<C: Component>(_ key: KeyEvent, _ context: ActionContext<C>) -> Bool where C.State == PopupListState {
        let state = context.state
        let metrics = PopupListMetrics(theme: context.environment.theme, rowCount: items.count)
        if let letter = TypeAhead.letter(of: key) {
            let typed = state.typed + String(letter)
            let row = TypeAhead.row(for: typed, titles: items.map(\.title), enabled: enabled, current: state.highlighted)
            context.updateState(.synchronous) {
                $0.typed = typed
                if let row {
                    $0.highlighted = row
                    $0.reveal(metrics)
                }
            }
            return true
        }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter:
            choose(state.highlighted, context)
            return true
        case .tab:
            context.updateState(.synchronous) { $0.close() }
            return false
        default:
            guard let row = ListCursor(enabled: enabled, rowsPerPage: metrics.rowsPerPage)
                .row(after: key.key, from: state.highlighted) else { return key.key == .left || key.key == .right }
            context.updateState(.synchronous) {
                $0.highlighted = row
                $0.reveal(metrics)
            }
            return true
        }
    }
}
