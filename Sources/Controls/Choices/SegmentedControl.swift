import Geometry
import Graphics
import Layout

/// A segmented control: a row of equal segments in a rounded track, the selected one
/// filled with the accent. A tap, a click, or Space or Enter on the focused segment sends
/// `ChoiceMade` with `tag` and its value; the owner keeps the selection, and the fill
/// slides to the new segment with the theme's motion, whatever update made the change.
/// The segments are an arrow-key focus group whose selection follows the arrows: Left
/// or Up selects the previous enabled segment, Right or Down the next, going round. A
/// selection that is not among the options shows nothing selected. The segments are a
/// finger's target high; a disabled control is faded and takes no focus.
///
/// ```swift
/// try SegmentedControl(options: ["Day", "Week", "Month"], selection: context.state.span, tag: "span")
/// // The owner: if let made = action as? ChoiceMade<String>, made.tag == "span" { ... = made.value }
/// ```
///
/// The segments' test IDs are the tag and their index: `"span.0"`, `"span.1"`.
public struct SegmentedControl<Value: Hashable & Sendable>: Component, Equatable {
    /// The segments, left to right. An option repeating an earlier one's value is never
    /// shown selected (the first with the selected value is).
    public let options: [ChoiceOption<Value>]
    public let selection: Value?
    public let isEnabled: Bool
    public let tag: String

    /// The track's border width.
    static var border: Double { 1 }

    /// Throws `ControlParameterError` for an empty list of options.
    public init(options: [ChoiceOption<Value>], selection: Value?, isEnabled: Bool = true,
                tag: String) throws(ControlParameterError) {
        try ControlParameterError.check(!options.isEmpty, "SegmentedControl", "options.count", 0, "at least 1")
        (self.options, self.selection, self.isEnabled, self.tag) = (options, selection, isEnabled, tag)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let selected = options.firstIndex { $0.value == selection }
        let choices = ChoiceNeighbours(options: options, selected: selected, isEnabled: isEnabled, tag: tag)
        let fade = theme.rowLooks.disabled.contentOpacity
        // A disabled control fades as a whole (its box), so its segments do not fade again.
        var looks = theme.rowLooks
        if !isEnabled { looks.disabled.contentOpacity = 1 }
        let radius = max(0, theme.cornerRadius - Self.border)
        // Not clipped: the focused segment's ring is drawn outside it.
        return Box(fill: .color(theme.colors.surface), border: BoxBorder(width: Self.border, color: theme.colors.separator),
                   cornerRadii: CornerRadii(theme.cornerRadius), opacity: isEnabled ? 1 : fade, clipsContent: false,
                   style: LayoutStyle.row()) {
            for index in options.indices {
                SelectionFollowsFocus(
                    button: Button(looks: looks, cornerRadius: radius, padding: padding(theme), isEnabled: isEnabled && options[index].isEnabled,
                                   isSelected: index == selected, action: ChoiceMade(tag: tag, value: options[index].value)) {
                        Text(options[index].title, attributes: theme.text(.body), maxLines: 1)
                    },
                    previous: choices.choice(from: index, forward: false), next: choices.choice(from: index, forward: true))
                    .flex(grow: 1, shrink: 1, basis: .points(0))
                    .minSize(height: .points(theme.minimumTarget))
                    .testID("\(tag).\(index)")
            }
            if let selected {
                fill(at: selected, radius: radius, theme: theme,
                     rightToLeft: context.environment.layoutDirection == .rightToLeft)
            }
        }
        .focusGroup(wraps: true)
    }

    /// The accent over the selected segment, drawn over the segments and letting presses
    /// through to them. Its place is layout (the row's space shared out before and after
    /// it), so the animation on it slides it. It shows the titles again in the accent's
    /// text color, placed as the segments' are and held still while it slides, so each
    /// title is in the accent's text color exactly where the fill covers it.
    private func fill(at selected: Int, radius: Double, theme: Theme, rightToLeft: Bool) -> some Component {
        let count = Double(options.count)
        // Right to left, the copy's first title is at its right: the segments left of the
        // fill are those after the selected one.
        let before = rightToLeft ? count - 1 - Double(selected) : Double(selected)
        return Flexbox(style: .row()) {
            Flexbox(style: LayoutStyle(), children: []).flex(grow: Double(selected), shrink: 0, basis: .points(0))
            Box(fill: .color(theme.colors.accent), cornerRadii: CornerRadii(radius), style: LayoutStyle()) {
                // As wide as the whole row, back by the segments before the fill: the
                // percentages are of the fill's width, a segment's.
                Flexbox(style: .row()) {
                    for option in options {
                        Flexbox(style: paddedCenter(theme)) {
                            Text(option.title, attributes: theme.text(.body, color: theme.colors.onAccent), maxLines: 1)
                        }
                        .flex(grow: 1, shrink: 1, basis: .points(0))
                    }
                }
                .position(Edges(top: .points(0), right: .auto, bottom: .points(0), left: .percent(-100 * before)))
                .width(.percent(100 * count))
            }
            .flex(grow: 1, shrink: 0, basis: .points(0))
            Flexbox(style: LayoutStyle(), children: []).flex(grow: count - 1 - Double(selected), shrink: 0, basis: .points(0))
        }
        .position(top: 0, right: 0, bottom: 0, left: 0)
        .hitTesting(.passThrough)
        // The titles again, for their color: the segments read them once.
        .accessibilityHidden()
        .animation(theme.motion)
    }

    /// A segment's padding: a row control's.
    private func padding(_ theme: Theme) -> EdgeInsets {
        EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2)
    }

    /// A segment's content box as its button lays it out: padded, centered both ways.
    private func paddedCenter(_ theme: Theme) -> LayoutStyle {
        var style = LayoutStyle.row(align: .center, justify: .center)
        style.padding = padding(theme).map(LengthPercentage.points)
        return style
    }
}

extension SegmentedControl where Value == String {
    /// A segmented control whose options' values are their titles.
    public init(options: [String], selection: String?, isEnabled: Bool = true, tag: String) throws(ControlParameterError) {
        try self.init(options: options.map { ChoiceOption($0, value: $0) }, selection: selection, isEnabled: isEnabled,
                      tag: tag)
    }
}
