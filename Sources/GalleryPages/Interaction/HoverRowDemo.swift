import Components
import Geometry
import Graphics
import Layout

/// A row that hears the mouse: `Hover` actions as the pointer enters and leaves, a hand
/// pointer over it, and a button inside with its own hovered look.
public struct HoverRowDemo: Component, Equatable {
    struct Pressed: Action, Equatable {}

    public init() {}

    public var scope: ComponentScope? { .byType }
    /// Whether the pointer is over the row.
    public func initialState() -> Bool { false }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let hovered = context.state
        return Box(fill: .color(hovered ? GalleryColor.fill : GalleryColor.panel),
                   border: BoxBorder(width: 1, color: GalleryColor.separator), cornerRadii: CornerRadii(8),
                   style: LayoutStyle.row(gap: 8, align: .center, padding: 10).sized(width: 300)) {
            Text(hovered ? "The mouse is over this row" : "Point at this row", attributes: GalleryStyle.body, maxLines: 1)
                .testID("interaction.hover.label")
            Button("Hover me", attributes: GalleryStyle.font(13, weight: .bold), action: Pressed())
        }
        .onHover(name: "row")
        .pointerStyle(.hand)
        .testID("interaction.hover")
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is Pressed:
            return true
        case let hover as Hover where hover.name == "row":
            context.updateState(.synchronous) { $0 = hover.isInside }
            return true
        default:
            return false
        }
    }
}
