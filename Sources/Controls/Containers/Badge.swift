import Geometry
import Graphics
import Layout

/// A badge: a small pill with a count or a short text, in the accent or, for what needs
/// attention (failures, unread alerts), a critical red; its text in the color that reads
/// on it. A count above 99 shows as "99+", so the pill stays small. A short text or a
/// single digit makes a circle. It is not a control: put it beside what it counts.
///
/// ```swift
/// Flexbox(style: .row(gap: 8, align: .center)) {
///     Text("Inbox", attributes: theme.text(.body)).flex(grow: 1)
///     try Badge(count: context.state.unread)
/// }
/// ```
public struct Badge: Component, Equatable {
    /// What a badge's color says.
    public enum Role: Sendable, Equatable {
        /// The theme's accent: news, a count.
        case accent
        /// Red: something failed or needs attention.
        case critical
    }

    public let text: String
    public let role: Role

    /// The largest count shown as is; above it, "99+".
    static let largestCount = 99

    public init(_ text: String, role: Role = .accent) {
        (self.text, self.role) = (text, role)
    }

    /// A badge showing `count`, or "99+" above 99. Throws `ControlParameterError` for a
    /// negative count.
    public init(count: Int, role: Role = .accent) throws(ControlParameterError) {
        try ControlParameterError.check(count >= 0, "Badge", "count", Double(count), "at least 0")
        self.init(count > Self.largestCount ? "\(Self.largestCount)+" : "\(count)", role: role)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let (fill, ink) = role == .accent ? (theme.colors.accent, theme.colors.onAccent)
            : (theme.colors.critical, theme.colors.onCritical)
        var attributes = theme.text(.caption, color: ink)
        attributes.font.weight = .bold
        // A line of caption text with half the theme's spacing above and below: as wide
        // as high at least, so one character makes a circle.
        let height = attributes.size + theme.spacing
        var style = LayoutStyle.row(align: .center, justify: .center)
        style.padding = EdgeInsets(horizontal: theme.spacing / 2, vertical: 0).map(LengthPercentage.points)
        return Box(fill: .color(fill), cornerRadii: CornerRadii(height / 2), style: style) {
            Text(text, attributes: attributes, maxLines: 1)
        }
        .size(height: height)
        .minSize(width: .points(height))
        .flex(grow: 0, shrink: 0)
        .alignSelf(.center)
    }
}
