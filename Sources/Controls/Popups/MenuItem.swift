/// A command of a `Menu` or a context menu (`contextMenu(_:)`): its title, whether it
/// destroys something (its title in the critical color), whether it can be chosen now,
/// and the action it sends up the responder chain when chosen.
///
/// ```swift
/// MenuItem("Delete", role: .destructive, action: DeleteNote(id: note.id))
/// ```
public struct MenuItem: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        case standard
        /// Destroys or cannot be undone: drawn in the theme's critical color.
        case destructive
    }

    public let title: String
    public let role: Role
    /// A disabled item is faded, skipped by the arrow keys and not chosen.
    public let isEnabled: Bool
    public let action: any Action

    public init(_ title: String, role: Role = .standard, isEnabled: Bool = true, action: some Action) {
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.action = action
    }

    /// The row a popup list shows for it.
    var row: PopupListRow {
        PopupListRow(title: title, isDestructive: role == .destructive, isEnabled: isEnabled)
    }

    public static func == (lhs: MenuItem, rhs: MenuItem) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role && lhs.isEnabled == rhs.isEnabled
            && actionsEqual(lhs.action, rhs.action)
    }
}
