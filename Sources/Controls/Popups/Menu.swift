import Geometry
import Graphics
import Layout

/// A menu button: a field titled `title` with a chevron that opens a list of commands in
/// a popup below it (above, near the bottom of the screen). Choosing one sends its
/// item's action up the responder chain and closes the menu; a tap outside or Escape
/// closes it and sends nothing. A long list scrolls.
///
/// By keyboard alone: Tab reaches the button; Space or Enter opens the menu (Down opens
/// it on the first item, Up on the last); Up, Down, Home, End, Page Up and Page Down move
/// the highlight over the enabled items; letters go to the first item starting with
/// them; Enter or Space chooses the highlighted item (with none, closes); Escape closes;
/// Tab closes and moves on. Focus stays on the button while the menu is open, and the
/// item the keys are on is drawn with an accent ring.
///
/// Whether the menu is open is its own state: it is told apart from its siblings by
/// `tag` (its title unless given). A menu without items is drawn disabled and cannot open.
///
/// ```swift
/// Menu("Sort", items: [
///     MenuItem("By name", action: SortBy(.name)),
///     MenuItem("By date", action: SortBy(.date)),
///     MenuItem("Clear history", role: .destructive, action: ClearHistory()),
/// ])
/// ```
///
/// Test IDs: the button is `"TAG.field"`, the open list `"TAG.list"` and its items
/// `"TAG.row.0"`, `"TAG.row.1"`, ...
public struct Menu: Component, Equatable {
    public let title: String
    public let items: [MenuItem]
    public let isEnabled: Bool
    public let tag: String

    public init(_ title: String, items: [MenuItem], isEnabled: Bool = true, tag: String? = nil) {
        (self.title, self.items, self.isEnabled, self.tag) = (title, items, isEnabled, tag ?? title)
    }

    public var scope: ComponentScope? { .identifier(tag) }
    public func initialState() -> PopupListState { PopupListState() }
    public static var controllerType: ComponentController<Menu>.Type? { TypeAheadTimeout<Menu>.self }

    var canOpen: Bool { isEnabled && !items.isEmpty }
    var responder: MenuResponder { MenuResponder(id: tag, items: items) }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        return PopupField(title: title, isPlaceholder: false, isOpen: state.isOpen, isEnabled: canOpen,
                          action: MenuButtonPressed(tag: tag), tag: tag)
            .popup(isPresented: state.isOpen && canOpen, id: tag, placement: PopupPlacement(side: .bottom, alignment: .start)) {
                PopupList(id: tag, rows: items.map(\.row), highlighted: state.highlighted, scroll: state.scroll,
                          showsMarks: false)
            }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        let state = context.state
        if let pressed = action as? MenuButtonPressed, pressed.tag == tag {
            // While the menu is open a tap lands on its barrier: Space or Enter pressed it.
            if state.isOpen { responder.choose(state.highlighted, context) } else { responder.open(on: nil, context) }
            return true
        }
        if let key = action as? KeyEvent, key.isDown, key.modifiers.isEmpty, canOpen, !state.isOpen,
           key.key == .down || key.key == .up {
            let cursor = ListCursor(enabled: responder.enabled, rowsPerPage: 1)
            responder.open(on: key.key == .down ? cursor.first : cursor.last, context)
            return true
        }
        return responder.handle(action, context)
    }
}

/// A menu's button was pressed (a tap, a click, Space or Enter while it has focus).
struct MenuButtonPressed: Action, Equatable {
    let tag: String
}
