import Components
import Geometry
import Graphics
import Layout

/// A ball on a spring: dragged, it follows the finger (its transform's translation, no
/// animation); let go, it springs home from the drag's velocity (`Animation.spring`
/// with `initialVelocity`), overshooting as a thrown ball would.
public struct SpringBallDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var offset = Point.zero
        public var release: Point?
    }

    public static let traySize = Size(width: 300, height: 200)
    public static let ballSize = 56.0

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(GalleryColor.fill), cornerRadii: CornerRadii(8),
            style: LayoutStyle.column(align: .center, justify: .center)) {
            Box(fill: .color(GalleryColor.orange), cornerRadii: CornerRadii(Self.ballSize / 2), style: .column()) {}
                .size(width: Self.ballSize, height: Self.ballSize)
                .transform(VisualTransform(translation: context.state.offset))
                .onPan(name: "ball")
                .pointerStyle(.grab)
                .testID("motion.ball")
        }
        .size(width: Self.traySize.width, height: Self.traySize.height)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let pan = action as? Pan, pan.name == "ball" else { return false }
        switch pan.phase {
        case .began, .changed:
            context.updateState(.synchronous) { $0.offset = pan.translation }
        case .ended, .cancelled:
            // Home on a bouncy spring, starting at the finger's speed.
            let velocity = Point(x: max(-8_000, min(8_000, pan.velocity.x)), y: max(-8_000, min(8_000, pan.velocity.y)))
            let home = (try? Animation.spring(.bouncy, initialVelocity: velocity)) ?? .spring
            context.updateState(.synchronous, animation: home) {
                $0.offset = .zero
                $0.release = velocity
            }
        }
        return true
    }
}
