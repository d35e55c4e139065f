import Geometry
import Graphics
import Layout

/// A checkbox: a label beside a square that is empty, checked, or mixed (a dash: some of
/// what it stands for is on, as a "select all" over a partly selected list). A tap, a
/// click or Space sends `action`; the owner decides the next value (usually on after
/// mixed). The square fills with the theme's motion; the row is a finger's target high.
///
/// ```swift
/// Checkbox("Email me updates", value: context.state.updates ? .on : .off, action: ToggleUpdates())
/// ```
public struct Checkbox: Component, Equatable {
    /// What a checkbox shows.
    public enum Value: Sendable, Equatable {
        case off, on, mixed
    }

    public let title: String
    public let value: Value
    public let isEnabled: Bool
    /// Sent up the responder chain when the user presses it (never when disabled).
    public let action: (any Action)?

    /// The square's side at type scale 1.
    static let side = 22.0

    public init(_ title: String, value: Value, isEnabled: Bool = true, action: (any Action)?) {
        self.title = title
        self.value = value
        self.isEnabled = isEnabled
        self.action = action
    }

    /// A checkbox that is on or off.
    public init(_ title: String, isOn: Bool, isEnabled: Bool = true, action: (any Action)?) {
        self.init(title, value: isOn ? .on : .off, isEnabled: isEnabled, action: action)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let side = Self.side * max(1, theme.typeScale)
        let filled = value != .off
        return Button(looks: theme.rowLooks, cornerRadius: theme.cornerRadius,
                      padding: EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2),
                      gap: theme.spacing * 1.5, isEnabled: isEnabled, isSelected: value == .on, action: action) {
            // An empty square is its edge (3:1 against the surface, WCAG 1.4.11); a filled
            // one is the accent with the mark in the accent's text color.
            Box(fill: .color(filled ? theme.colors.accent : .clear),
                border: filled ? nil : BoxBorder(width: 2, color: theme.colors.separator),
                cornerRadii: CornerRadii(side / 5), style: LayoutStyle.column(align: .center, justify: .center)) {
                if value == .on {
                    Icon(.checkmark, size: Self.side * 0.75, color: theme.colors.onAccent)
                } else if value == .mixed {
                    Box(fill: .color(theme.colors.onAccent), cornerRadii: CornerRadii(1), style: LayoutStyle())
                        .size(width: side / 2, height: 2.5)
                }
            }
            .size(width: side, height: side)
            .flex(grow: 0, shrink: 0)
            .animation(theme.motion)
            Text(title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1)
        }
        .minSize(height: .points(theme.minimumTarget))
        .accessibility(role: .checkbox, states: value == .on ? .checked : value == .mixed ? .mixed : [],
                       actions: isEnabled ? .toggle : [])
    }

    public static func == (lhs: Checkbox, rhs: Checkbox) -> Bool {
        lhs.title == rhs.title && lhs.value == rhs.value && lhs.isEnabled == rhs.isEnabled
            && actionsEqual(lhs.action, rhs.action)
    }
}
