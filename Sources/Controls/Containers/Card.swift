import Geometry
import Graphics
import Layout

/// A card: a rounded box of the theme's surface color with a thin separator border,
/// holding its content in a column, padded and spaced by the theme, under an optional
/// title. With an `action` it is one control: a tap, a click, or Space or Enter while it
/// has focus sends the action, and it tints as a row control does while hovered or
/// pressed (a disabled one is faded and sends nothing); it is then at least a finger's
/// target high. Without one it is only a surface.
///
/// ```swift
/// Card("Storage", action: OpenStorage()) {
///     ProgressBar("Used", value: context.state.used)
///     Text("12 GB free", attributes: theme.text(.caption, color: theme.colors.secondaryLabel))
/// }
/// ```
public struct Card: Component, Equatable {
    /// Above the content, in the theme's headline style (nil: none).
    public let title: String?
    public let isEnabled: Bool
    /// Sent up the responder chain when the user presses the card (nil: a card that is
    /// not a control).
    public let action: (any Action)?
    public let content: [any Component]

    /// The border's width.
    public static let borderWidth = 1.0

    public init(_ title: String? = nil, isEnabled: Bool = true, action: (any Action)? = nil,
                @ChildrenBuilder content: () -> [any Component]) {
        (self.title, self.isEnabled, self.action) = (title, isEnabled, action)
        self.content = content()
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let padding = theme.spacing * 2
        // Not clipped: a tappable card's focus ring is drawn outside its button.
        let surface = BoxAppearance(fill: .color(theme.colors.surface),
                                    border: BoxBorder(width: Self.borderWidth, color: theme.colors.separator),
                                    cornerRadii: CornerRadii(theme.cornerRadius), clipsContent: false)
        if let action {
            // The surface is the box; the button inside it only tints it (the row looks'
            // translucent hover and press) and fades the content when disabled.
            Box(appearance: surface, style: .column(), children: [
                Button(looks: theme.rowLooks, cornerRadius: max(0, theme.cornerRadius - Self.borderWidth),
                       padding: EdgeInsets(all: padding), isEnabled: isEnabled, action: action) {
                    // The button centers its content: a column that grows along its row
                    // fills it, and lays the content out as the plain card does.
                    Flexbox(style: .column(gap: theme.spacing), children: parts(theme)).flex(grow: 1, shrink: 1)
                }
                .minSize(height: .points(theme.minimumTarget)),
            ])
        } else {
            Box(appearance: surface, style: .column(gap: theme.spacing, padding: padding), children: parts(theme))
        }
    }

    /// The title, if any, and the content.
    private func parts(_ theme: Theme) -> [any Component] {
        // Its title is a heading: screen readers move between headings.
        let heading: [any Component] = title.map {
            [Text($0, attributes: theme.text(.headline)).accessibility(role: .heading)]
        } ?? []
        return heading + content
    }

    public static func == (lhs: Card, rhs: Card) -> Bool {
        lhs.title == rhs.title && lhs.isEnabled == rhs.isEnabled && actionsEqual(lhs.action, rhs.action)
            && componentsEqual(lhs.content, rhs.content)
    }
}
