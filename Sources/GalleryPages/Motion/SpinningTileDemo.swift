import Components
import Geometry
import Graphics
import Layout

/// A tile turned and scaled through its transform: each tap on "Spin" turns it a full
/// turn further and swaps its size, over a second, drawn through a layer
/// (`Painter.withTransform`), its label turning with it.
public struct SpinningTileDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var turns = 0
    }

    struct Spin: Action, Equatable {}

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let turns = context.state.turns
        return Flexbox(style: .column(gap: 12, align: .center)) {
            Box(fill: .linearGradient(BoxGradient(from: GalleryColor.purple, to: GalleryColor.pink, start: .topLeft,
                                                  end: .bottomRight)),
                cornerRadii: CornerRadii(14), style: LayoutStyle.column(align: .center, justify: .center)) {
                Text("Tessera", attributes: GalleryStyle.font(18, weight: .bold, color: .white), maxLines: 1)
            }
            .size(width: 120, height: 120)
            .transform(VisualTransform(rotation: Double(turns) * 2 * .pi + .pi / 12, scale: turns % 2 == 0 ? 1 : 1.3))
            .testID("motion.tile")
            .margin(EdgeInsets(all: 30))
            Button("Spin", attributes: GalleryStyle.font(13, weight: .bold), action: Spin())
                .testID("motion.spin")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Spin else { return false }
        let turn = (try? Animation(.easeInOut, duration: 1)) ?? .easeInOut
        context.updateState(.synchronous, animation: turn) { $0.turns += 1 }
        return true
    }
}
