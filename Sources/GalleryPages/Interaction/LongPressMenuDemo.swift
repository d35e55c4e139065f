import Components
import Geometry
import Graphics
import Layout
import TextRasterizer

/// A tile whose long press opens a menu floating under it (`.popup`): the menu's buttons
/// send their choice up from the tile, a tap outside or Escape sends `OverlayDismissed`.
/// From the keyboard, the focused tile opens it with Space or Enter (`Activate`), as a
/// context-menu key would.
public struct LongPressMenuDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var menuOpen = false
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
        return Box(fill: .color(GalleryColor.indigo), cornerRadii: CornerRadii(8),
                   style: LayoutStyle.row(align: .center, justify: .center).sized(width: 300, height: 56)) {
            Text(state.chosen.map { "Chose \($0)" } ?? "Hold me", attributes: GalleryStyle.font(14, weight: .bold, color: .white),
                 maxLines: 1)
                .testID("interaction.hold.label")
        }
        .onLongPress(send: OpenMenu())
        .focusable()
        .testID("interaction.hold")
        .popup(isPresented: state.menuOpen, id: "hold-menu", placement: PopupPlacement(side: .bottom, alignment: .start)) {
            Box(fill: .color(GalleryColor.panel), border: BoxBorder(width: 1, color: GalleryColor.separator),
                cornerRadii: CornerRadii(8), style: LayoutStyle.column(gap: 2, padding: 4).sized(width: 180)) {
                for item in Self.menuItems {
                    Button(title: AttributedText(item, attributes: GalleryStyle.font(14)),
                           titleStyle: ParagraphStyle(alignment: .natural, maxLines: 1), looks: .menuItem,
                           padding: EdgeInsets(top: 10, right: 12, bottom: 10, left: 12), action: Choose(item: item))
                        .testID("interaction.menu.\(item.lowercased())")
                }
            }
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is OpenMenu, is Activate:
            context.updateState(.synchronous) { $0.menuOpen = true }
        case let choose as Choose:
            context.updateState(.synchronous) {
                $0.chosen = choose.item
                $0.menuOpen = false
            }
        case let dismissed as OverlayDismissed where dismissed.id == "hold-menu":
            context.updateState(.synchronous) { $0.menuOpen = false }
        default:
            return false
        }
        return true
    }
}
