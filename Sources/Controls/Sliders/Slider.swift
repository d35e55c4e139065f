import Geometry
import Graphics
import Layout

/// What a slider sends up the responder chain while the user moves it: its `tag`, the
/// new value (in its range, on its steps), and whether the move is over (the release, a
/// key). The owner puts the value in its state.
public struct SliderMoved: Action, Equatable {
    public let tag: String
    public let value: Double
    public let isFinal: Bool

    public init(tag: String, value: Double, isFinal: Bool) {
        (self.tag, self.value, self.isFinal) = (tag, value, isFinal)
    }
}

/// A slider: a title and the value over a track with a thumb. Dragging the thumb, or
/// pressing anywhere on the track (which jumps there and drags on), moves it; while it
/// has focus, the arrow keys move it a step (a hundredth of the range when continuous)
/// and Page Up/Down a tenth, Home and End to the ends. Each move sends `SliderMoved`
/// with `tag`; the owner keeps the value. The track is a finger's target high.
///
/// ```swift
/// try Slider("Volume", value: context.state.volume, in: 0...100, step: 5, tag: "volume")
/// ```
public struct Slider: Component, Equatable {
    public let title: String
    /// The value shown, within `range` (a value outside is shown at the nearer end, and
    /// reported once, as an `invalidValue` diagnostic).
    public let value: Double
    public let range: ClosedRange<Double>
    /// The values it stops at, from the lower bound (nil: any value).
    public let step: Double?
    public let showsValue: Bool
    public let isEnabled: Bool
    public let tag: String
    /// The value as given, when it lay outside `range` (reported once while it does).
    let valueOutOfRange: Double?

    /// The thumb's diameter at type scale 1.
    static let thumb = 24.0

    /// Throws `ControlParameterError` for a bound that is not finite, an empty range, or a
    /// step that is not finite and above 0.
    public init(_ title: String, value: Double, in range: ClosedRange<Double>, step: Double? = nil,
                showsValue: Bool = true, isEnabled: Bool = true, tag: String) throws(ControlParameterError) {
        try ControlParameterError.check(range.lowerBound.isFinite, "Slider", "range.lowerBound", range.lowerBound, "finite")
        try ControlParameterError.check(range.upperBound.isFinite, "Slider", "range.upperBound", range.upperBound, "finite")
        try ControlParameterError.check(range.upperBound > range.lowerBound, "Slider", "range.upperBound",
                                        range.upperBound, "above the lower bound \(range.lowerBound)")
        if let step { try ControlParameterError.check(step.isFinite && step > 0, "Slider", "step", step, "finite and above 0") }
        (self.title, self.range, self.step, self.showsValue, self.isEnabled, self.tag) =
            (title, range, step, showsValue, isEnabled, tag)
        self.value = value.isNaN ? range.lowerBound : min(range.upperBound, max(range.lowerBound, value))
        valueOutOfRange = range.contains(value) ? nil : value
    }

    /// Where the value lies along the range, 0 to 1.
    var fraction: Double { (value - range.lowerBound) / (range.upperBound - range.lowerBound) }

    /// The value at `fraction` of the range, on a step, in the range.
    func value(at fraction: Double) -> Double {
        let raw = range.lowerBound + min(1, max(0, fraction)) * (range.upperBound - range.lowerBound)
        guard let step else { return raw }
        let stepped = range.lowerBound + ((raw - range.lowerBound) / step).rounded() * step
        return min(range.upperBound, max(range.lowerBound, stepped))
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let thumb = Self.thumb * max(1, theme.typeScale)
        let fraction = fraction
        if let given = valueOutOfRange {
            context.reportInvalidValue("Slider \"\(title)\" was given the value \(given), outside its range \(range), and shows \(value)",
                                       fix: "pass a value in the range (clamp it where it is computed), or widen the range")
        }
        // Inset as the row controls' labels are, so titles line up in a list of controls.
        var style = LayoutStyle.column(gap: theme.spacing / 2)
        style.padding = EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2).map(LengthPercentage.points)
        return Box(opacity: isEnabled ? 1 : 0.45, style: style) {
            Flexbox(style: LayoutStyle.row(gap: theme.spacing, align: .baseline)) {
                Text(title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1)
                if showsValue {
                    Text(Self.format(value), attributes: theme.text(.body, color: theme.colors.secondaryLabel), maxLines: 1)
                }
            }
            // The track reads the title and the value.
            .accessibilityHidden()
            // The filled part, the thumb and the rest share the width in proportion to the
            // value: the thumb's centre is at `fraction` of the width less a thumb.
            Flexbox(style: LayoutStyle.row(align: .center)) {
                Box(fill: .color(theme.colors.accent), cornerRadii: CornerRadii(2), style: LayoutStyle())
                    .size(height: 4).flex(grow: fraction, shrink: 0, basis: .points(0))
                Box(fill: .color(theme.colors.thumb), border: BoxBorder(width: 1, color: theme.colors.separator),
                    cornerRadii: CornerRadii(thumb / 2), style: LayoutStyle())
                    .size(width: thumb, height: thumb).flex(grow: 0, shrink: 0)
                Box(fill: .color(theme.colors.track), cornerRadii: CornerRadii(2), style: LayoutStyle())
                    .size(height: 4).flex(grow: 1 - fraction, shrink: 0, basis: .points(0))
            }
            .minSize(height: .points(theme.minimumTarget))
            .onPan(name: "slider", axes: .horizontal, claimsOnPress: true)
            .focusable(isEnabled)
            .accessibility(role: .slider, label: title, value: Self.format(value),
                           range: AccessibilityRange(value: value, minimum: range.lowerBound, maximum: range.upperBound,
                                                     step: step ?? 0),
                           states: isEnabled ? [] : .disabled, actions: isEnabled ? [.increment, .decrement] : [])
            .testID("\(tag).track")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        // A disabled slider keeps its drags (they move nothing) from what is around it.
        guard isEnabled else { return action is Pan }
        if let pan = action as? Pan, pan.name == "slider" {
            let thumb = Self.thumb * max(1, context.environment.theme.typeScale)
            let usable = max(1, pan.size.width - thumb)
            let along = (pan.location.x - thumb / 2) / usable
            // Right to left, the range runs from the right edge (the row is mirrored).
            let rightToLeft = context.environment.layoutDirection == .rightToLeft
            let moved = value(at: rightToLeft ? 1 - along : along)
            let isFinal = pan.phase == .ended || pan.phase == .cancelled
            if moved != value || isFinal { context.send(SliderMoved(tag: tag, value: moved, isFinal: isFinal)) }
            return true
        }
        if let key = action as? KeyEvent, key.isDown,
           let moved = value(after: key.key, rightToLeft: context.environment.layoutDirection == .rightToLeft) {
            if moved != value { context.send(SliderMoved(tag: tag, value: moved, isFinal: true)) }
            return true
        }
        return false
    }

    /// The value a key moves to: a step (or a hundredth) for an arrow, a tenth of the
    /// range for Page Up/Down, the ends for Home and End; nil for other keys. Left and
    /// Right follow the screen: right to left, Left moves up the range.
    func value(after key: Key, rightToLeft: Bool = false) -> Double? {
        let span = range.upperBound - range.lowerBound
        let small = step ?? span / 100, large = max(small, span / 10)
        let target: Double
        switch key {
        case .up: target = value + small
        case .down: target = value - small
        case .right: target = rightToLeft ? value - small : value + small
        case .left: target = rightToLeft ? value + small : value - small
        case .pageUp: target = value + large
        case .pageDown: target = value - large
        case .home: target = range.lowerBound
        case .end: target = range.upperBound
        default: return nil
        }
        return self.value(at: (target - range.lowerBound) / span)
    }

    /// The value as the label shows it: whole numbers without a fraction, else one decimal.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
