import Components

/// A text field's controller: it gives a multi-line field's document (`FieldDocument`)
/// the environment its rows are laid out in, and puts each table of rows the document
/// publishes (new heights measured, a new width) in the field's state at once, moving
/// the offset so that the first visible paragraph stays where it was.
final class FieldController: ComponentController<EditableField> {
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

    override func invalidate() {
        state.document?.attach(environment: nil) {}
    }
}
