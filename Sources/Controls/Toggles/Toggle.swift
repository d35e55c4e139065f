import Geometry
import Graphics
import Layout

/// A switch: a label and a track whose thumb slides to the end when it is on. A tap or a
/// click anywhere on the row, or Space or Enter while it has focus, sends `action`; the
/// owner flips its state, and the thumb slides and the track fills with the theme's
/// motion, whatever update made the change. The row is at least the theme's minimum
/// target high, for fingers.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: context.state.wifi, action: ToggleWifi())
/// ```
public struct Toggle: Component, Equatable {
    public let title: String
    public let isOn: Bool
    public let isEnabled: Bool
    /// Sent up the responder chain when the user flips it (never when disabled).
    public let action: (any Action)?

    /// The track's size and the thumb's inset, in points (at type scale 1; they grow with it).
    static let trackSize = Size(width: 51, height: 31)
    static let thumbInset = 2.0

    public init(_ title: String, isOn: Bool, isEnabled: Bool = true, action: (any Action)?) {
        self.title = title
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.action = action
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let scale = max(1, theme.typeScale)
        let track = Size(width: Self.trackSize.width * scale, height: Self.trackSize.height * scale)
        let thumb = track.height - 2 * Self.thumbInset
        return Button(looks: theme.rowLooks, cornerRadius: theme.cornerRadius,
                      padding: EdgeInsets(horizontal: theme.spacing * 1.5, vertical: theme.spacing / 2),
                      gap: theme.spacing * 2, isEnabled: isEnabled, isSelected: isOn, action: action) {
            Text(title, attributes: theme.text(.body)).flex(grow: 1, shrink: 1)
            // The thumb's place is the track's justification: a change of it moves the
            // thumb, and the track's own animation slides it there.
            Box(fill: .color(isOn ? theme.colors.accent : theme.colors.track), cornerRadii: CornerRadii(track.height / 2),
                style: LayoutStyle.row(align: .center, justify: isOn ? .flexEnd : .flexStart, padding: Self.thumbInset)) {
                Box(fill: .color(theme.colors.thumb), cornerRadii: CornerRadii(thumb / 2), style: LayoutStyle())
                    .size(width: thumb, height: thumb)
            }
            .size(width: track.width, height: track.height)
            .flex(grow: 0, shrink: 0)
            .animation(theme.motion)
        }
        .minSize(height: .points(theme.minimumTarget))
        .accessibility(role: .switch, states: isOn ? .checked : [], actions: isEnabled ? .toggle : [])
    }

    public static func == (lhs: Toggle, rhs: Toggle) -> Bool {
        lhs.title == rhs.title && lhs.isOn == rhs.isOn && lhs.isEnabled == rhs.isEnabled
            && actionsEqual(lhs.action, rhs.action)
    }
}
