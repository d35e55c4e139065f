import Geometry
import Graphics
import Layout

/// A disclosure: a header row (a title and a chevron) that shows its content below it
/// when expanded. A tap or a click on the header, or Space or Enter while it has focus,
/// sends `action`; the owner flips its state, and the chevron turns and the content fades
/// in or out with the theme's motion. When the owner's update animates
/// (`updateState(_:animation:_:)` with the theme's motion), or an `animation(_:)` is
/// around it, the disclosure grows or shrinks and the rows below slide along; without
/// one they jump. The header is a finger's target high; a disabled
/// one is faded and sends nothing.
///
/// ```swift
/// Disclosure("Advanced", isExpanded: context.state.showsAdvanced, action: ToggleAdvanced()) {
///     Toggle("Debug logging", isOn: context.state.debug, action: ToggleDebug())
/// }
/// // The owner, on ToggleAdvanced:
/// // context.updateState(.synchronous, animation: context.environment.theme.motion) { $0.showsAdvanced.toggle() }
/// ```
public struct Disclosure: Component, Equatable {
    public let title: String
    public let isExpanded: Bool
    public let isEnabled: Bool
    /// Sent up the responder chain when the user presses the header (never when disabled).
    public let action: (any Action)?
    /// Shown under the header while expanded, in a column.
    public let content: [any Component]

    public init(_ title: String, isExpanded: Bool, isEnabled: Bool = true, action: (any Action)?,
                @ChildrenBuilder content: () -> [any Component]) {
        (self.title, self.isExpanded, self.isEnabled, self.action) = (title, isExpanded, isEnabled, action)
        self.content = content()
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        let padding = EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2)
        // Not clipped: the header's focus ring is drawn outside it. The rows below are
        // drawn after the content, so while they slide they cover it.
        return Flexbox(style: .column()) {
            Button(looks: theme.rowLooks, cornerRadius: theme.cornerRadius, padding: padding, gap: theme.spacing * 2,
                   isEnabled: isEnabled, action: action) {
                Text(title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1)
                // Points to the end when collapsed (right; left, right to left), down when
                // expanded (turned the other way, right to left); turns whatever update
                // flips it.
                Icon(rightToLeft ? .chevronLeft : .chevronRight, size: ThemeTextStyle.body.size,
                     color: theme.colors.secondaryLabel)
                    .transform(VisualTransform(rotation: isExpanded ? (rightToLeft ? -.pi / 2 : .pi / 2) : 0))
                    .animation(theme.motion)
            }
            .minSize(height: .points(theme.minimumTarget))
            .accessibility(states: isExpanded ? [.expandable, .expanded] : .expandable, actions: isEnabled ? .toggle : [])
            // The content fades in and out with the theme's motion whatever update flips
            // it; sizes and places (this disclosure's, the rows' below) follow the
            // update's animation, so they move together.
            if isExpanded {
                Flexbox(style: .column(gap: theme.spacing), children: content)
                    .transition(Transition.opacity.animation(theme.motion))
            }
        }
    }

    public static func == (lhs: Disclosure, rhs: Disclosure) -> Bool {
        lhs.title == rhs.title && lhs.isExpanded == rhs.isExpanded && lhs.isEnabled == rhs.isEnabled
            && actionsEqual(lhs.action, rhs.action) && componentsEqual(lhs.content, rhs.content)
    }
}
