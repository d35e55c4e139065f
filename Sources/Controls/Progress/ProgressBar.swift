import Geometry
import Graphics
import Layout

/// A determinate progress bar: a track filled to `value` (0 to 1; outside, the nearer
/// end; not a number, empty), with an optional title and percentage above it. A new
/// value fills smoothly with the theme's motion.
///
/// ```swift
/// ProgressBar("Downloading", value: context.state.received / total)
/// ```
public struct ProgressBar: Component, Equatable {
    public let title: String?
    public let value: Double
    public let showsPercentage: Bool

    public init(_ title: String? = nil, value: Double, showsPercentage: Bool = true) {
        self.title = title
        self.value = value.isNaN ? 0 : min(1, max(0, value))
        self.showsPercentage = showsPercentage
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let height = 6 * max(1, theme.typeScale)
        // Inset as the row controls' labels are, so titles line up in a list of controls.
        var style = LayoutStyle.column(gap: theme.spacing / 2)
        style.padding = EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2).map(LengthPercentage.points)
        return Flexbox(style: style) {
            if title != nil || showsPercentage {
                Flexbox(style: LayoutStyle.row(gap: theme.spacing, align: .baseline)) {
                    Text(title ?? "", attributes: theme.text(.body)).flex(grow: 1, shrink: 1)
                    if showsPercentage {
                        Text("\(Int((value * 100).rounded()))%",
                             attributes: theme.text(.body, color: theme.colors.secondaryLabel), maxLines: 1)
                    }
                }
            }
            // The filled part and the rest share the width in proportion to the value.
            Box(fill: .color(theme.colors.track), cornerRadii: CornerRadii(height / 2), style: LayoutStyle.row()) {
                Box(fill: .color(theme.colors.accent), cornerRadii: CornerRadii(height / 2), style: LayoutStyle())
                    .flex(grow: value, shrink: 0, basis: .points(0))
                Flexbox(style: LayoutStyle(), children: []).flex(grow: 1 - value, shrink: 0, basis: .points(0))
            }
            .size(height: height)
            .animation(theme.motion)
        }
        // One element: the title is its name and the fraction its value.
        .accessibility(role: .progressBar, label: title ?? "", range: AccessibilityRange(value: value))
    }
}
