import Graphics

/// A button of a `Dialog`: its title, its role, and the action it sends up the
/// responder chain when pressed.
///
/// ```swift
/// DialogButton("Delete", role: .destructive, action: DeleteFile())
/// ```
public struct DialogButton: Sendable, Equatable {
    /// What a button does for the dialog, which decides its look and its keys.
    public enum Role: Sendable, Equatable {
        /// The answer the dialog expects: the accent filled; Enter presses it (focus
        /// starts on it).
        case `default`
        /// Closes without doing anything: the accent's text on nothing; Escape presses
        /// it (and a tap on the scrim, when the dialog may be dismissed).
        case cancel
        /// Destroys or cannot be undone: the critical color filled.
        case destructive
    }

    public let title: String
    public let role: Role
    public let action: any Action

    public init(_ title: String, role: Role = .default, action: some Action) {
        self.title = title
        self.role = role
        self.action = action
    }

    public static func == (lhs: DialogButton, rhs: DialogButton) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role && actionsEqual(lhs.action, rhs.action)
    }
}

extension Theme {
    /// A dialog's button of `role`: the accent filled for the default one, the critical
    /// color filled for a destructive one, the accent's text on nothing for cancel.
    func dialogButtonLooks(_ role: DialogButton.Role) -> ButtonLooks {
        let (fill, text): (Color?, Color) = switch role {
        case .default: (colors.accent, colors.onAccent)
        case .destructive: (colors.critical, colors.onCritical)
        case .cancel: (nil, colors.accent)
        }
        func look(_ tint: Double) -> ButtonLook {
            if let fill { return ButtonLook(background: fill.tinted(toward: colors.label, by: tint), titleColor: text) }
            return ButtonLook(background: tint == 0 ? nil : BoxFill.color(colors.label.withAlphaMultiplied(by: tint)),
                              titleColor: text)
        }
        return ButtonLooks(normal: look(0), highlighted: look(0.24), selected: look(0), hovered: look(0.12))
    }
}
