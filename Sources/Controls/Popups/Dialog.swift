import Geometry
import Graphics
import Layout

/// A modal dialog's content: a title, an optional message, and one to three buttons at
/// the trailing edge in the order given, each sending its action when pressed. Show it
/// with `alertDialog(isPresented:id:dismissible:_:)`, which also turns Escape (and a tap
/// on the scrim) into the cancel button's press; or as the content of the framework's
/// `dialog(isPresented:...)` yourself.
///
/// Keys: focus starts on the default button (else on the cancel button), so Enter
/// presses it; Tab and Shift+Tab go round the dialog's buttons only (a dialog traps
/// focus); Escape presses the cancel button. Each button is a finger's target high.
///
/// More than three buttons (or none, or two defaults or two cancels) is an error the
/// initializer throws (`ControlParameterError` naming `buttons`): with buttons written
/// in the code, `try!` says they are right; with buttons from data, handle it.
///
/// ```swift
/// let confirm = try Dialog("Delete “Notes”?", message: "You can’t undo this.", buttons: [
///     DialogButton("Cancel", role: .cancel, action: KeepFile()),
///     DialogButton("Delete", role: .destructive, action: DeleteFile()),
/// ])
/// Button("Delete…", action: AskToDelete())
///     .alertDialog(isPresented: context.state.asking, confirm)
/// ```
///
/// Test IDs: the dialog is `"dialog"`, its buttons `"dialog.button.0"`, ...
public struct Dialog: Component, Equatable {
    public let title: String
    public let message: String?
    public let buttons: [DialogButton]

    /// The most buttons a dialog has: more choices belong in a list.
    public static let maximumButtons = 3

    /// Throws `ControlParameterError` naming `buttons.count` for no buttons or more than
    /// three, and the role for two default or two cancel buttons.
    public init(_ title: String, message: String? = nil, buttons: [DialogButton]) throws(ControlParameterError) {
        let count = Double(buttons.count)
        try ControlParameterError.check(!buttons.isEmpty, "Dialog", "buttons.count", count, "at least 1")
        try ControlParameterError.check(buttons.count <= Self.maximumButtons, "Dialog", "buttons.count", count,
                                        "at most \(Self.maximumButtons)")
        for role in [DialogButton.Role.default, .cancel] {
            let same = Double(buttons.count(where: { $0.role == role }))
            try ControlParameterError.check(same <= 1, "Dialog", "the number of buttons with role .\(role)", same, "at most 1")
        }
        (self.title, self.message, self.buttons) = (title, message, buttons)
    }

    /// The button Escape presses.
    public var cancelButton: DialogButton? { buttons.first { $0.role == .cancel } }
    /// The button Enter presses.
    public var defaultButton: DialogButton? { buttons.first { $0.role == .default } }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let scale = max(1, theme.typeScale)
        // Focus starts on the first button in the Tab order: the default one, else cancel.
        let first = buttons.firstIndex { $0.role == .default } ?? buttons.firstIndex { $0.role == .cancel }
        // In a box of its own: a dialog's root takes its min and max sizes from the screen.
        return Flexbox(style: LayoutStyle()) {
            Box(fill: .color(theme.colors.surface), cornerRadii: CornerRadii(theme.cornerRadius * 1.5),
                style: .column(gap: theme.spacing * 2, padding: theme.spacing * 3)) {
                Text(title, attributes: theme.text(.title))
                if let message, !message.isEmpty {
                    Text(message, attributes: theme.text(.body, color: theme.colors.secondaryLabel))
                }
                Flexbox(style: .row(gap: theme.spacing, align: .center, justify: .flexEnd, wrap: .wrap)) {
                    for index in buttons.indices {
                        button(buttons[index], theme: theme)
                            .focusOrder(index == first ? 1 : 0)
                            .testID("dialog.button.\(index)")
                    }
                }
            }
            .minSize(width: .points(280))
            .maxSize(width: .points(420 * scale))
            .accessibility(role: .dialog, label: title, description: message, states: .modal)
            .testID("dialog")
        }
    }

    private func button(_ button: DialogButton, theme: Theme) -> some Component {
        let looks = theme.dialogButtonLooks(button.role)
        return Button(looks: looks, cornerRadius: theme.cornerRadius,
                      padding: EdgeInsets(horizontal: theme.spacing * 2, vertical: theme.spacing / 2),
                      action: button.action) {
            Text(button.title, attributes: theme.text(.headline, color: looks.normal.titleColor), maxLines: 1)
        }
        .minSize(width: .points(theme.minimumTarget * 2), height: .points(theme.minimumTarget))
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        // Keys reach here only when no button took them: Escape when the dialog may not be
        // dismissed (else the host turns it into `OverlayDismissed`), Enter with nothing focused.
        guard let key = action as? KeyEvent, key.isDown, !key.isRepeat, key.modifiers.isEmpty else { return false }
        let pressed = key.key == .escape ? cancelButton : key.key == .enter ? defaultButton : nil
        guard let pressed else { return false }
        context.send(pressed.action)
        return true
    }
}
