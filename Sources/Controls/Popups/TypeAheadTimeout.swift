/// Forgets what was typed into a popup list (`PopupListState.typed`) `TypeAhead.window`
/// seconds after the last letter, on the root's timer clock: one wake-up while letters
/// come, none otherwise. The component adds the letters; this only clears them.
final class TypeAheadTimeout<C: Component>: ComponentController<C> where C.State == PopupListState {
    private var timeout: ControllerTimer?

    override func didUpdateComponent(from oldComponent: C, oldState: PopupListState) {
        guard state.typed != oldState.typed else { return }
        timeout?.cancel()
        timeout = nil
        guard !state.typed.isEmpty else { return }
        timeout = startTimer(.after(seconds: TypeAhead.window)) { [weak self] in
            self?.updateState(.synchronous) { $0.typed = "" }
        }
    }
}
