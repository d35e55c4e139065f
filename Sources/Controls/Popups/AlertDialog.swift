extension Component {
    /// This component presenting `dialog` as a modal dialog while `isPresented` (the
    /// framework's `dialog(isPresented:...)`: centered over a scrim that takes every
    /// press below, Tab kept inside, focus back where it was when it closes). Escape
    /// presses the dialog's cancel button, and so does a tap on the scrim when
    /// `dismissible`; a dialog without a cancel button must be answered by one of its
    /// buttons. The buttons' actions go up the responder chain from here: the owner sets
    /// `isPresented` to false when it hears them.
    ///
    /// ```swift
    /// Button("Sign out…", action: AskToSignOut())
    ///     .alertDialog(isPresented: context.state.asking, try! Dialog("Sign out?", buttons: [
    ///         DialogButton("Cancel", role: .cancel, action: StaySignedIn()),
    ///         DialogButton("Sign out", action: SignOut()),
    ///     ]))
    /// ```
    public func alertDialog(isPresented: Bool, id: String = "alert", dismissible: Bool = true,
                            _ dialog: Dialog) -> AlertDialogAnchor<Self> {
        AlertDialogAnchor(content: self, dialog: dialog, isPresented: isPresented, id: id, isDismissible: dismissible)
    }
}

/// A component presenting a `Dialog` (see `Component.alertDialog(isPresented:id:dismissible:_:)`):
/// it turns the dialog's dismissal (Escape, a tap on the scrim) into its cancel
/// button's action.
public struct AlertDialogAnchor<Content: Component>: Component {
    public let content: Content
    public let dialog: Dialog
    public let isPresented: Bool
    /// The framework dialog's id (two presented with one id show once).
    public let id: String
    /// Whether a tap on the scrim presses the cancel button (Escape always does).
    public let isDismissible: Bool

    public func body(_ context: BuildContext<Self>) -> some Component {
        // Without a cancel button nothing may dismiss it; not dismissible, Escape reaches
        // the dialog itself, which presses its cancel button.
        content.dialog(isPresented: isPresented, id: id, dismissible: isDismissible && dialog.cancelButton != nil) {
            dialog
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let dismissed = action as? OverlayDismissed, dismissed.id == id, let cancel = dialog.cancelButton else {
            return false
        }
        context.send(cancel.action)
        return true
    }
}

extension AlertDialogAnchor: Equatable where Content: Equatable {}
