import Components

/// A text field's controller: it gives a multi-line field's document (`FieldDocument`)
/// the environment its rows are laid out in, and puts each table of rows the document
/// publishes (new heights measured, a new width) in the field's state at once, moving
/// the offset so that the first visible paragraph stays where it was. It also times
/// presses: one held still for half a second selects the word under it (a finger's
/// double click), as on phones and GTK's touch screens.
final class FieldController: ComponentController<EditableField> {
    /// How long a press is held still before it selects a word.
    static let holdDelay = GestureThresholds.longPressDuration
    private var holdTimer: ControllerTimer?

    required init(_ context: ControllerContext<EditableField>) {
        super.init(context)
        state.document?.attach(environment: layoutEnvironment) { [weak self] in self?.showLatestRows() }
    }

    private func showLatestRows() {
        guard !isInvalidated, let document = state.document else { return }
        let offset = state.position.offset
        let anchored = document.takeTable(anchoring: offset.y).offset
        updateState(.synchronous) { state in
            state.rowsVersion &+= 1
            if anchored != offset.y, state.position.offset == offset { state.position.offset.y = anchored }
        }
    }

    /// The field handled `action` first (a `Pan` of its box) and passed it on.
    override func handle(_ action: any Action) -> Bool {
        guard let pan = action as? Pan, pan.name == EditableField.panName else { return false }
        switch pan.phase {
        case .began:
            holdTimer?.cancel()
            guard component.isEnabled, state.lastPress?.count == 1 else { return true }
            holdTimer = startTimer(.after(seconds: Self.holdDelay)) { [weak self] in self?.selectHeldWord() }
        case .changed:
            if abs(pan.translation.x) > GestureThresholds.touchSlop || abs(pan.translation.y) > GestureThresholds.touchSlop {
                holdTimer?.cancel()
            }
        case .ended, .cancelled:
            holdTimer?.cancel()
        }
        return true
    }

    private func selectHeldWord() {
        holdTimer = nil
        guard let press = state.lastPress else { return }
        updateState(.synchronous) { state in
            guard state.lastPress?.time == press.time else { return }
            state.editing.selectWord(at: press.offset)
            state.caretX = nil
        }
    }

    override func invalidate() {
        holdTimer?.cancel()
        state.document?.attach(environment: nil) {}
    }
}
