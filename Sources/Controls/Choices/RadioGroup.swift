import Geometry
import Graphics
import Layout

/// What a radio group or a segmented control sends up the responder chain when the user
/// picks an option (a tap, a click, Space or Enter, or an arrow key moving to it): its
/// `tag` and the option's value. The owner puts the value in its state.
public struct ChoiceMade<Value: Hashable & Sendable>: Action, Equatable {
    public let tag: String
    public let value: Value

    public init(tag: String, value: Value) {
        (self.tag, self.value) = (tag, value)
    }
}

/// One option of a radio group or a segmented control: its title, the value it stands
/// for, and whether it can be picked (a disabled one is faded and skipped by the arrows).
public struct ChoiceOption<Value: Hashable & Sendable>: Sendable, Equatable {
    public let title: String
    public let value: Value
    public let isEnabled: Bool

    public init(_ title: String, value: Value, isEnabled: Bool = true) {
        (self.title, self.value, self.isEnabled) = (title, value, isEnabled)
    }
}

/// A radio group: a title over a column of options, one of them selected (a circle with
/// a dot). A tap, a click, or Space or Enter on the focused option sends `ChoiceMade`
/// with `tag` and its value; the owner keeps the selection. The options are an arrow-key
/// focus group, and, as in WAI-ARIA's radio group, the selection follows the arrows: Up
/// or Left selects the previous enabled option, Down or Right the next, going round. A
/// selection that is not among the options shows nothing selected. Each option is a
/// finger's target high; a disabled group is faded and takes no focus.
///
/// ```swift
/// try RadioGroup("Size", options: [ChoiceOption("Small", value: Size.small), ChoiceOption("Large", value: .large)],
///                selection: context.state.size, tag: "size")
/// // The owner: if let made = action as? ChoiceMade<Size>, made.tag == "size" { ... = made.value }
/// ```
///
/// The options' test IDs are the tag and their index: `"size.0"`, `"size.1"`.
public struct RadioGroup<Value: Hashable & Sendable>: Component, Equatable {
    /// Shown above the options (nothing when empty).
    public let title: String
    /// The options, top to bottom. An option repeating an earlier one's value is never
    /// shown selected (the first with the selected value is).
    public let options: [ChoiceOption<Value>]
    public let selection: Value?
    public let isEnabled: Bool
    public let tag: String

    /// Throws `ControlParameterError` for an empty list of options.
    public init(_ title: String, options: [ChoiceOption<Value>], selection: Value?, isEnabled: Bool = true,
                tag: String) throws(ControlParameterError) {
        try ControlParameterError.check(!options.isEmpty, "RadioGroup", "options.count", 0, "at least 1")
        (self.title, self.options, self.selection, self.isEnabled, self.tag) = (title, options, selection, isEnabled, tag)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let selected = options.firstIndex { $0.value == selection }
        let choices = ChoiceNeighbours(options: options, selected: selected, isEnabled: isEnabled, tag: tag)
        // Inset as the row controls' labels are, so titles line up in a list of controls.
        var titleStyle = LayoutStyle()
        titleStyle.padding = EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2)
            .map(LengthPercentage.points)
        return Flexbox(style: .column()) {
            if !title.isEmpty {
                // Faded as the disabled options are, by the theme's own disabled look.
                Box(opacity: isEnabled ? 1 : theme.rowLooks.disabled.contentOpacity, style: titleStyle) {
                    Text(title, attributes: theme.text(.headline))
                }
                // The group reads it as its name.
                .accessibilityHidden()
            }
            Flexbox(style: .column()) {
                for index in options.indices {
                    SelectionFollowsFocus(button: radio(index, isSelected: index == selected, theme: theme),
                                          previous: choices.choice(from: index, forward: false),
                                          next: choices.choice(from: index, forward: true))
                        .minSize(height: .points(theme.minimumTarget))
                        .testID("\(tag).\(index)")
                }
            }
            .focusGroup(wraps: true)
        }
        // A group of that name around the options, as GTK's and HTML's radio groups are.
        .accessibility(role: title.isEmpty ? nil : .group, label: title.isEmpty ? nil : title)
    }

    /// The option at `index`: the circle (with the dot when selected) and the title.
    private func radio(_ index: Int, isSelected: Bool, theme: Theme) -> Button {
        let side = Checkbox.side * max(1, theme.typeScale)
        let dot = isSelected ? side / 2 : 0
        let option = options[index]
        return Button(looks: theme.rowLooks, cornerRadius: theme.cornerRadius,
                      padding: EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2),
                      gap: theme.spacing * 1.5, isEnabled: isEnabled && option.isEnabled, isSelected: isSelected,
                      action: ChoiceMade(tag: tag, value: option.value)) {
            // The ring is the accent when selected, else the separator (3:1 against the
            // surface, WCAG 1.4.11); the dot grows in with the theme's motion.
            Box(border: BoxBorder(width: 2, color: isSelected ? theme.colors.accent : theme.colors.separator),
                cornerRadii: CornerRadii(side / 2), style: LayoutStyle.column(align: .center, justify: .center)) {
                Box(fill: .color(theme.colors.accent), cornerRadii: CornerRadii(side / 4), style: LayoutStyle())
                    .size(width: dot, height: dot)
            }
            .size(width: side, height: side)
            .flex(grow: 0, shrink: 0)
            .animation(theme.motion)
            Text(option.title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1)
        }
    }
}

/// Which option the arrow keys go to from each option of a choice control: the enabled
/// ones in order, going round, as its focus group (`focusGroup(wraps: true)`) moves.
struct ChoiceNeighbours<Value: Hashable & Sendable> {
    let options: [ChoiceOption<Value>]
    let selected: Int?
    let isEnabled: Bool
    let tag: String

    /// What an arrow from the option at `index` sends: the next (or previous) enabled
    /// option's choice; nil when that is the option selected already.
    func choice(from index: Int, forward: Bool) -> ChoiceMade<Value>? {
        guard isEnabled else { return nil }
        let count = options.count
        for distance in 1..<max(count, 1) {
            let candidate = ((index + (forward ? distance : -distance)) % count + count) % count
            guard options[candidate].isEnabled else { continue }
            return candidate == selected ? nil : ChoiceMade(tag: tag, value: options[candidate].value)
        }
        return nil
    }
}

/// An option's button in an arrow-key focus group whose selection follows focus
/// (WAI-ARIA's radio group): an arrow pressed on it sends the choice of the option the
/// arrow moves focus to, and leaves the key unhandled, so the focus group moves focus
/// there as it would anyway.
struct SelectionFollowsFocus<Value: Hashable & Sendable>: Component, Equatable {
    let button: Button
    /// What Up or Left sends, and Down or Right (nil: nothing).
    let previous: ChoiceMade<Value>?
    let next: ChoiceMade<Value>?

    func body(_ context: BuildContext<Self>) -> some Component {
        // One of a set that one is chosen from: a radio button, checked when chosen.
        button.accessibility(role: .radioButton, states: button.content.isSelected ? .checked : [])
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let key = action as? KeyEvent, key.isDown, key.modifiers.isEmpty else { return false }
        // Left and Right follow the screen, as the focus group's arrows do.
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        switch key.key {
        case .down: if let next { context.send(next) }
        case .up: if let previous { context.send(previous) }
        case .right: if let choice = rightToLeft ? previous : next { context.send(choice) }
        case .left: if let choice = rightToLeft ? next : previous { context.send(choice) }
        default: break
        }
        // The group moves focus with the key: only a key nobody handled does.
        return false
    }
}

extension RadioGroup where Value == String {
    /// A radio group whose options' values are their titles.
    public init(_ title: String, options: [String], selection: String?, isEnabled: Bool = true,
                tag: String) throws(ControlParameterError) {
        try self.init(title, options: options.map { ChoiceOption($0, value: $0) }, selection: selection,
                      isEnabled: isEnabled, tag: tag)
    }
}
