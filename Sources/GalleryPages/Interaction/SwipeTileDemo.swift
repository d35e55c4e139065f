import Components
import Geometry
import Graphics
import Layout

/// A tile that hears flings (`onSwipe`), or the Left and Right arrow keys while it has
/// focus: it says which way it went last.
public struct SwipeTileDemo: Component, Equatable {
    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> SwipeDirection? { nil }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(GalleryColor.teal), cornerRadii: CornerRadii(8),
            style: LayoutStyle.row(align: .center, justify: .center).sized(width: 300, height: 56)) {
            Text(context.state.map { "Swiped \($0)" } ?? "Swipe me left or right",
                 attributes: GalleryStyle.font(14, weight: .bold, color: .white), maxLines: 1)
                .testID("interaction.swipe-tile.label")
        }
        .onSwipe(.left, .right)
        .focusable()
        .testID("interaction.swipe-tile")
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        let direction: SwipeDirection
        switch action {
        case let swipe as Swipe: direction = swipe.direction
        case let key as KeyEvent where key.isDown && key.key == .left: direction = .left
        case let key as KeyEvent where key.isDown && key.key == .right: direction = .right
        default: return false
        }
        context.updateState(.synchronous) { $0 = direction }
        return true
    }
}
