import Geometry
import Graphics
import Layout

/// An indeterminate activity indicator: a ring with an accent arc that turns once a
/// second while it is shown. The turning is one long animation on the frame clock (a
/// day's worth of turns at an even speed), started when the indicator is mounted: it runs
/// no code of its own between frames, and when the indicator leaves the tree its node
/// goes, the animation with it, and the frames stop. With reduced motion it stands still.
/// It needs a scope: give several in one body keys (`.key("upload")`).
public struct ActivityIndicator: Component, Equatable {
    /// The diameter at type scale 1.
    public let size: Double

    public init(size: Double = 28) {
        self.size = size.isFinite ? max(8, size) : 28
    }

    public var scope: ComponentScope? { .byType }
    /// The turns it is on its way to (0 until mounted).
    public func initialState() -> Double { 0 }
    public static var controllerType: ComponentController<ActivityIndicator>.Type? { ActivityIndicatorController.self }

    /// A day of turns, one a second.
    static let turns = 86_400.0

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let side = size * max(1, theme.typeScale)
        let ring = max(2, side / 9)
        // The ring in the track color, its top quarter in the accent.
        let colors = BorderColors(top: theme.colors.accent, right: theme.colors.track, bottom: theme.colors.track,
                                  left: theme.colors.track)
        return Box(border: BoxBorder(widths: EdgeInsets(all: ring), colors: colors), cornerRadii: CornerRadii(side / 2),
                   style: LayoutStyle())
            .size(width: side, height: side)
            .transform(VisualTransform(rotation: context.state * 2 * .pi))
    }
}

/// Starts an indicator's turning when it is mounted.
final class ActivityIndicatorController: ComponentController<ActivityIndicator> {
    override func didMount() {
        let day = (try? Animation(.linear, duration: ActivityIndicator.turns)) ?? .linear
        updateState(.synchronous, animation: day) { $0 = ActivityIndicator.turns }
    }
}
