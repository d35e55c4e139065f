/// A popup list's scrolling, kept by the control that presents it: the list's viewport
/// sends `ScrollTo` (the wheel, a drag) and `ScrollOffsetClamped` up from the popup,
/// and they reach the control, which stores the position as a `ScrollView` would. The
/// control keeps it (not the list) so that a key moving the highlight can scroll the
/// list to it in the same update.
enum PopupListScrolling {
    /// Stores the position `action` asks for when it is a scroll action and the list is
    /// open; returns whether it was one.
    @MainActor
    static func handle<C: Component>(_ action: any Action, isOpen: Bool, _ context: ActionContext<C>) -> Bool
        where C.State == PopupListState {
        guard isOpen else { return false }
        // The list's viewport is in another root: scrolls are set at once, not eased.
        return context.keepScrollPosition(action, at: \.scroll, eases: false)
    }
}
