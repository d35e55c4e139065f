import Components
import Geometry
import Graphics
import Layout

/// A grid of cards that reflows with a spring: the grid carries `.animation(.spring)`, so
/// whatever changes its cards' places (a card removed or added, a shuffle, the window
/// resized) animates, each card on its own node (`MotionCard`'s scope); a card added
/// grows in and one removed shrinks away (`Transition.scale`).
public struct ReflowGridDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var ids = Array(0..<12)
        /// A fixed shuffle order, so every machine shows the same.
        public var shuffles = 0
    }

    struct Remove: Action, Equatable {}
    struct Add: Action, Equatable {}
    struct Shuffle: Action, Equatable {}

    /// How wide the grid is: the page's width decides, so a window resized reflows it.
    public var width: Double

    public init(width: Double = 436) {
        self.width = width
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 10)) {
            Flexbox(style: .row(gap: 8)) {
                Button("Remove first", attributes: GalleryStyle.font(13, weight: .bold), action: Remove())
                    .testID("motion.grid.remove")
                Button("Add", attributes: GalleryStyle.font(13, weight: .bold), looks: .secondary, action: Add())
                    .testID("motion.grid.add")
                Button("Shuffle", attributes: GalleryStyle.font(13, weight: .bold), looks: .secondary, action: Shuffle())
                    .testID("motion.grid.shuffle")
            }
            Flexbox(style: LayoutStyle.row(gap: 8, wrap: .wrap)) {
                for id in context.state.ids { MotionCard(id: id).transition(.scale(0.6)) }
            }
            .size(width: width)
            .animation(.spring)
            .testID("motion.grid")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is Remove:
            context.updateState(.synchronous) { if !$0.ids.isEmpty { $0.ids.removeFirst() } }
        case is Add:
            context.updateState(.synchronous) { state in
                // The lowest number not shown: a card removed comes back as itself.
                let shown = Set(state.ids)
                let id = (0...).first { !shown.contains($0) }!
                state.ids.insert(id, at: min(2, state.ids.count))
            }
        case is Shuffle:
            context.updateState(.synchronous) {
                // A rotation by a third and a reversal of the first half: a fixed reorder.
                let third = max(1, $0.ids.count / 3)
                $0.ids = Array($0.ids[third...] + $0.ids[..<third])
                $0.ids[..<($0.ids.count / 2)].reverse()
                $0.shuffles += 1
            }
        default:
            return false
        }
        return true
    }
}

/// One card of the reflow grid, scoped by its number so that it keeps its node when it
/// moves among the others.
public struct MotionCard: Component, Equatable {
    public let id: Int
    public static let size = Size(width: 100, height: 64)

    public init(id: Int) {
        self.id = id
    }

    public var scope: ComponentScope? { .identifier(id) }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(GalleryColor.tiles[id % GalleryColor.tiles.count]), cornerRadii: CornerRadii(8),
            style: LayoutStyle.column(align: .center, justify: .center)) {
            Text("\(id + 1)", attributes: GalleryStyle.font(18, weight: .bold, color: .white), maxLines: 1)
        }
        .size(width: Self.size.width, height: Self.size.height)
        .testID("motion.card.\(id)")
    }
}
