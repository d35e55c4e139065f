import Geometry
import Layout

extension Component {
    /// This component opening a menu of `items` in a popup below it when it is long
    /// pressed (half a second, a finger or the mouse), or when Shift+F10 is pressed while
    /// it (or something inside it) has focus, as desktops open a context menu from the
    /// keyboard. The menu behaves as a `Menu`'s: choosing an item sends its action up the
    /// responder chain from here and closes it; the arrows, letters, Enter, Escape and a
    /// tap outside work the same. A component that is not a control takes focus only
    /// when made `focusable()`.
    ///
    /// ```swift
    /// NoteCard(note: note)
    ///     .focusable()
    ///     .contextMenu([
    ///         MenuItem("Duplicate", action: Duplicate(id: note.id)),
    ///         MenuItem("Delete", role: .destructive, action: Delete(id: note.id)),
    ///     ])
    /// ```
    ///
    /// The menu is the anchor's own state, told apart from its siblings by `tag`
    /// (give siblings with a context menu each their own). Test IDs: `"TAG.list"`,
    /// `"TAG.row.0"`, ...
    public func contextMenu(_ items: [MenuItem], tag: String = "context-menu") -> ContextMenuAnchor<Self> {
        ContextMenuAnchor(content: self, items: items, tag: tag)
    }
}

/// A component with a context menu (see `Component.contextMenu(_:tag:)`).
public struct ContextMenuAnchor<Content: Component>: Component {
    public let content: Content
    public let items: [MenuItem]
    public let tag: String

    public var scope: ComponentScope? { .identifier(tag) }
    public func initialState() -> PopupListState { PopupListState() }
    public static var controllerType: ComponentController<ContextMenuAnchor>.Type? {
        TypeAheadTimeout<ContextMenuAnchor>.self
    }

    var responder: MenuResponder { MenuResponder(id: tag, items: items) }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        // The long press is on the popup's anchor wrapper, around the content: the
        // content's own gestures stay its own, and an inner long press wins over it.
        return content
            .popup(isPresented: state.isOpen && !items.isEmpty, id: tag,
                   placement: PopupPlacement(side: .bottom, alignment: .start)) {
                PopupList(id: tag, rows: items.map(\.row), highlighted: state.highlighted, scroll: state.scroll,
                          showsMarks: false)
            }
            .onLongPress(send: ContextMenuRequested(tag: tag))
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        let state = context.state
        if let requested = action as? ContextMenuRequested, requested.tag == tag {
            if !items.isEmpty { responder.open(on: nil, context) }
            return true
        }
        if let key = action as? KeyEvent, key.isDown, !state.isOpen, key.key == .function(10), key.modifiers == .shift {
            let first = ListCursor(enabled: responder.enabled, rowsPerPage: 1).first
            if !items.isEmpty { responder.open(on: first, context) }
            return true
        }
        return responder.handle(action, context)
    }
}

extension ContextMenuAnchor: Equatable where Content: Equatable {}

/// A long press asked for a context menu.
struct ContextMenuRequested: Action, Equatable {
    let tag: String
}
