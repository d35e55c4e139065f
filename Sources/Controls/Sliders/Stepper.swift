import Foundation
import Geometry
import Graphics
import Layout

/// What a stepper sends up the responder chain when the user steps it: its `tag` and the
/// new value (in its range). The owner puts the value in its state.
public struct StepperMoved: Action, Equatable {
    public let tag: String
    public let value: Double

    public init(tag: String, value: Double) {
        (self.tag, self.value) = (tag, value)
    }
}

/// A stepper: a title, the value, and − and + buttons that take a step off or add one
/// (on the steps from the lower bound; the ends of the range stop it, and the button
/// that would pass one is disabled there). The row takes focus (one Tab stop, as
/// WAI-ARIA's spin button): then Up, Right or + steps up, Down, Left or − steps down,
/// Home and End go to the ends. Each step sends `StepperMoved` with `tag`; the owner
/// keeps the value. The row and the buttons are a finger's target high.
///
/// ```swift
/// try Stepper("Copies", value: context.state.copies, in: 1...99, tag: "copies")
/// // The owner: if let moved = action as? StepperMoved, moved.tag == "copies" { ... = moved.value }
/// ```
///
/// Test IDs: the row is the tag, its parts `"copies.value"`, `"copies.decrement"` and
/// `"copies.increment"`.
public struct Stepper: Component, Equatable {
    public let title: String
    /// The value shown, within `range` (a value outside is shown at the nearer end).
    public let value: Double
    public let range: ClosedRange<Double>
    /// What a press or a key adds or takes off.
    public let step: Double
    public let isEnabled: Bool
    public let tag: String

    /// Throws `ControlParameterError` for a bound that is not finite, an empty range, or a
    /// step that is not finite and above 0.
    public init(_ title: String, value: Double, in range: ClosedRange<Double>, step: Double = 1, isEnabled: Bool = true,
                tag: String) throws(ControlParameterError) {
        try ControlParameterError.check(range.lowerBound.isFinite, "Stepper", "range.lowerBound", range.lowerBound, "finite")
        try ControlParameterError.check(range.upperBound.isFinite, "Stepper", "range.upperBound", range.upperBound, "finite")
        try ControlParameterError.check(range.upperBound > range.lowerBound, "Stepper", "range.upperBound",
                                        range.upperBound, "above the lower bound \(range.lowerBound)")
        try ControlParameterError.check(step.isFinite && step > 0, "Stepper", "step", step, "finite and above 0")
        (self.title, self.range, self.step, self.isEnabled, self.tag) = (title, range, step, isEnabled, tag)
        self.value = value.isNaN ? range.lowerBound : min(range.upperBound, max(range.lowerBound, value))
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let side = theme.minimumTarget * max(1, theme.typeScale)
        // A disabled stepper fades as a whole (its row), so its buttons do not fade again.
        var looks = theme.rowLooks
        if !isEnabled { looks.disabled.contentOpacity = 1 }
        // Inset as the row controls' labels are, so titles line up in a list of controls.
        var style = LayoutStyle.row(gap: theme.spacing * 1.5, align: .center)
        style.padding = EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2).map(LengthPercentage.points)
        // Rounded as the row controls are, for the focus ring around it.
        return Box(cornerRadii: CornerRadii(theme.cornerRadius), opacity: isEnabled ? 1 : theme.rowLooks.disabled.contentOpacity,
                   style: style) {
            // The row reads its title and value; its buttons are its increment and
            // decrement actions.
            Text(title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1).accessibilityHidden()
            Text(Self.format(value, step: step), attributes: theme.text(.body), maxLines: 1)
                .flex(grow: 0, shrink: 0)
                .testID("\(tag).value")
                .accessibilityHidden()
            // The buttons in one rounded outline, a divider between them. They are pressed,
            // not focused: the row is the one Tab stop, and its keys step.
            Box(border: BoxBorder(width: 1, color: theme.colors.separator), cornerRadii: CornerRadii(theme.cornerRadius),
                style: LayoutStyle.row()) {
                stepButton("−", by: -1, isEnabled: value > range.lowerBound, looks: looks, side: side, theme: theme)
                    .testID("\(tag).decrement")
                Divider(.vertical)
                stepButton("+", by: 1, isEnabled: value < range.upperBound, looks: looks, side: side, theme: theme)
                    .testID("\(tag).increment")
            }
            .flex(grow: 0, shrink: 0)
            .accessibilityHidden()
        }
        .minSize(height: .points(theme.minimumTarget))
        .focusable(isEnabled)
        .accessibility(role: .spinButton, label: title, value: Self.format(value, step: step),
                       range: AccessibilityRange(value: value, minimum: range.lowerBound, maximum: range.upperBound, step: step),
                       states: isEnabled ? [] : .disabled,
                       actions: isEnabled ? [.increment, .decrement] : [])
        .testID(tag)
    }

    /// The − or + button: `steps` steps from the value, a square a finger's target wide.
    private func stepButton(_ mark: String, by steps: Int, isEnabled: Bool, looks: ButtonLooks, side: Double,
                            theme: Theme) -> some Component {
        Button(looks: looks, cornerRadius: max(0, theme.cornerRadius - 1), padding: EdgeInsets(),
               isEnabled: self.isEnabled && isEnabled, action: StepperMoved(tag: tag, value: value(steppedBy: steps))) {
            Text(mark, attributes: theme.text(.title), maxLines: 1)
        }
        .size(width: side, height: side)
        .focusable(false)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard isEnabled, let key = action as? KeyEvent, key.isDown, key.modifiers.subtracting(.shift).isEmpty,
              let moved = value(after: key.key, rightToLeft: context.environment.layoutDirection == .rightToLeft)
        else { return false }
        if moved != value { context.send(StepperMoved(tag: tag, value: moved)) }
        return true
    }

    /// The value a key moves to: a step for the arrows and + and −, the ends for Home and
    /// End; nil for other keys. Left and Right follow the screen: right to left, where
    /// + is at the left, Left steps up.
    func value(after key: Key, rightToLeft: Bool = false) -> Double? {
        switch key {
        case .up, .character("+"), .character("="): value(steppedBy: 1)
        case .down, .character("-"): value(steppedBy: -1)
        case .right: value(steppedBy: rightToLeft ? -1 : 1)
        case .left: value(steppedBy: rightToLeft ? 1 : -1)
        case .home: range.lowerBound
        case .end: range.upperBound
        default: nil
        }
    }

    /// The value `steps` steps on, on the steps from the lower bound (a value between two
    /// goes to the one beside it first), held in the range.
    func value(steppedBy steps: Int) -> Double {
        let position = (value - range.lowerBound) / step
        // A hair's tolerance, so a value a rounding error off a step counts as on it.
        let tolerance = 1e-9
        let from = steps > 0 ? (position + tolerance).rounded(.down) : (position - tolerance).rounded(.up)
        let stepped = range.lowerBound + (from + Double(steps)) * step
        return min(range.upperBound, max(range.lowerBound, stepped))
    }

    /// The value as the stepper shows it: with as many decimals as the step has (up to 3).
    static func format(_ value: Double, step: Double) -> String {
        let decimals = (0...3).first { places in
            let scaled = step * pow(10, Double(places))
            return abs(scaled - scaled.rounded()) < 1e-9 * max(1, scaled)
        } ?? 3
        let factor = pow(10, Double(decimals))
        // Adding 0 turns -0 (a small negative value rounded) into 0.
        return String(format: "%.\(decimals)f", (value * factor).rounded() / factor + 0)
    }
}
