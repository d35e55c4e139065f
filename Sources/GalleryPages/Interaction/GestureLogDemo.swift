import Components
import Geometry
import Graphics
import Layout

/// A long press that opens a small menu (inline under the tile: the popup layer shows it
/// floating), a tile that hears swipes, and a row that hears the mouse (hover looks, a
/// hand pointer, `Hover` actions): the last thing each did is the demo's state.
public struct GestureLogDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var menuOpen = false
        public var lastSwipe: SwipeDirection?
        public var hovered = false
        public var chosen: String?
    }

    struct OpenMenu: Action, Equatable {}
    struct Choose: Action, Equatable { var item: String }

    public static let menuItems = ["Copy", "Share", "Delete"]

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        return Flexbox(style: .column(gap: 10)) {
            Box(fill: .color(GalleryColor.indigo), cornerRadii: CornerRadii(8),
                style: LayoutStyle.row(align: .center, justify: .center).sized(width: 300, height: 56)) {
                Text(state.chosen.map { "Chose \($0)" } ?? "Hold me", attributes: GalleryStyle.font(14, weight: .bold, color: .white),
                     maxLines: 1)
                    .testID("interaction.hold.label")
            }
            .onLongPress(send: OpenMenu())
            .testID("interaction.hold")
            if state.menuOpen {
                Flexbox(style: .row(gap: 6)) {
                    for item in Self.menuItems {
                        Button(item, attributes: GalleryStyle.font(13), looks: .secondary, action: Choose(item: item))
                            .testID("interaction.menu.\(item.lowercased())")
                    }
                }
            }
            Box(fill: .color(GalleryColor.teal), cornerRadii: CornerRadii(8),
                style: LayoutStyle.row(align: .center, justify: .center).sized(width: 300, height: 56)) {
                Text(state.lastSwipe.map { "Swiped \($0)" } ?? "Swipe me left or right",
                     attributes: GalleryStyle.font(14, weight: .bold, color: .white), maxLines: 1)
                    .testID("interaction.swipe-tile.label")
            }
            .onSwipe(.left, .right)
            .testID("interaction.swipe-tile")
            Box(fill: .color(state.hovered ? GalleryColor.fill : GalleryColor.panel),
                border: BoxBorder(width: 1, color: GalleryColor.separator), cornerRadii: CornerRadii(8),
                style: LayoutStyle.row(gap: 8, align: .center, padding: 10).sized(width: 300)) {
                Text(state.hovered ? "The mouse is over this row" : "Point at this row",
                     attributes: GalleryStyle.body, maxLines: 1)
                    .testID("interaction.hover.label")
                Button("Hover me", attributes: GalleryStyle.font(13, weight: .bold), action: Choose(item: "the button"))
            }
            .onHover(name: "row")
            .pointerStyle(.hand)
            .testID("interaction.hover")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is OpenMenu:
            context.updateState(.synchronous) { $0.menuOpen = true }
        case let choose as Choose:
            context.updateState(.synchronous) {
                $0.chosen = choose.item
                $0.menuOpen = false
            }
        case let swipe as Swipe:
            context.updateState(.synchronous) { $0.lastSwipe = swipe.direction }
        case let hover as Hover where hover.name == "row":
            context.updateState(.synchronous) { $0.hovered = hover.isInside }
        default:
            return false
        }
        return true
    }
}
