import Geometry
import Graphics
import Layout

/// A toast (a snackbar): a short message on the theme's inverse surface, with an
/// optional action button ("Undo") in the inverse accent. Shown by the framework's
/// toasts (`toasts(edge:)` around the app, `ShowToast` from inside it); the one-liner
/// is `ShowToast.message(_:actionTitle:action:duration:id:)`:
///
/// ```swift
/// context.send(ShowToast.message("Note deleted", actionTitle: "Undo", action: RestoreNote(id: note.id)))
/// ```
///
/// A press on its action sends `action` up the responder chain from the toasts' place
/// (the component that has `.toasts(edge:)`, and those around it: where the app handles
/// it) and hides the toast at once. A toast is drawn in the theme around its
/// `.toasts(edge:)`: set the theme outside it (`App().toasts().environment(\.theme, .dark)`).
/// Its action is a finger's target high. Test IDs: `"toast"`, its action `"toast.action"`.
public struct Toast: Component, Equatable {
    public let message: String
    /// The action button's title (nil: no button).
    public let actionTitle: String?
    public let action: (any Action)?

    public init(_ message: String, actionTitle: String? = nil, action: (any Action)? = nil) {
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    public var scope: ComponentScope? { .byType }
    /// Whether its action was pressed (it then shows nothing until its time is up).
    public func initialState() -> Bool { false }

    public func body(_ context: BuildContext<Self>) -> some Component {
        // In a box of its own: a toast's root takes its min and max sizes from the screen.
        if !context.state {
            Flexbox(style: LayoutStyle()) { pill(context.environment.theme) }
        }
    }

    /// The toast's look: the message and the action on the inverse surface.
    private func pill(_ theme: Theme) -> some Component {
        Box(fill: .color(theme.colors.inverseSurface), cornerRadii: CornerRadii(theme.minimumTarget / 2),
            style: .row(gap: theme.spacing, align: .center)) {
            Text(message, attributes: theme.text(.body, color: theme.colors.onInverseSurface), maxLines: 2)
                .flex(grow: 1, shrink: 1)
                .margin(EdgeInsets(horizontal: theme.spacing * 2, vertical: theme.spacing))
            if let actionTitle, action != nil {
                Button(looks: theme.toastActionLooks, cornerRadius: theme.minimumTarget / 2,
                       padding: EdgeInsets(horizontal: theme.spacing * 2, vertical: 0), action: ToastActionPressed()) {
                    Text(actionTitle, attributes: theme.text(.headline, color: theme.colors.inverseAccent), maxLines: 1)
                }
                .minSize(height: .points(theme.minimumTarget))
                .flex(shrink: 0)
                .margin(EdgeInsets(top: 2, right: 2, bottom: 2, left: 0))
                .testID("toast.action")
            }
        }
        .minSize(width: .points(theme.minimumTarget * 4), height: .points(theme.minimumTarget + 4))
        .maxSize(width: .points(560 * max(1, theme.typeScale)))
        .testID("toast")
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is ToastActionPressed else { return false }
        context.updateState(.synchronous) { $0 = true }
        if let chosen = self.action { context.send(chosen) }
        return true
    }

    public static func == (lhs: Toast, rhs: Toast) -> Bool {
        lhs.message == rhs.message && lhs.actionTitle == rhs.actionTitle && actionsEqual(lhs.action, rhs.action)
    }
}

extension Theme {
    /// A toast's action: its title in the inverse accent on nothing, a tint of the
    /// toast's text color under the pointer and while pressed.
    var toastActionLooks: ButtonLooks {
        let tint = colors.onInverseSurface
        return ButtonLooks(
            normal: ButtonLook(background: nil, titleColor: colors.inverseAccent),
            highlighted: ButtonLook(background: tint.withAlphaMultiplied(by: 0.2), titleColor: colors.inverseAccent),
            hovered: ButtonLook(background: tint.withAlphaMultiplied(by: 0.1), titleColor: colors.inverseAccent))
    }
}

/// A toast's action button was pressed.
struct ToastActionPressed: Action, Equatable {}

extension ShowToast {
    /// Seconds a toast shows: a short message, and one with an action (longer, to give
    /// time to reach the button).
    public static let messageDuration = 4.0
    public static let actionDuration = 8.0

    /// Shows a themed `Toast` with `text` (and an action button when `actionTitle` and
    /// `action` are given) for `duration` seconds (nil: `messageDuration`, or
    /// `actionDuration` with an action). Send it up the responder chain from inside
    /// `.toasts(edge:)`.
    ///
    /// ```swift
    /// Button("Save", action: ShowToast.message("Saved"))
    /// ```
    public static func message(_ text: String, actionTitle: String? = nil, action: (any Action)? = nil,
                               duration: Double? = nil, id: String? = nil) -> ShowToast {
        let hasAction = actionTitle != nil && action != nil
        return ShowToast(Toast(text, actionTitle: actionTitle, action: action),
                         duration: duration ?? (hasAction ? actionDuration : messageDuration), id: id)
    }
}
