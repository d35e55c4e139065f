import Components
import Geometry
import Graphics
import Layout

/// Appear and disappear: "Post" puts a new notice on top of a stack of three. The new one
/// drops in from above and fades in, the oldest shrinks and fades out where it was while
/// the others slide down (`Transition`s of keyed `Notice` components, in an update that
/// animates); "Clear" lets every notice leave at once.
public struct NoticeStackDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        /// The notices shown, newest first, by number.
        public var ids = [2, 1, 0]
    }

    struct Post: Action, Equatable {}
    struct Clear: Action, Equatable {}

    /// How many notices show at most.
    public static let capacity = 3
    public static let messages = ["Backup finished", "Printer is low on cyan", "Update ready to install",
                                  "Meeting in 10 minutes", "Download complete"]

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 10)) {
            Flexbox(style: .row(gap: 8)) {
                Button("Post", attributes: GalleryStyle.font(13, weight: .bold), action: Post())
                    .testID("motion.notice.post")
                Button("Clear", attributes: GalleryStyle.font(13, weight: .bold), looks: .secondary, action: Clear())
                    .testID("motion.notice.clear")
            }
            Flexbox(style: .column(gap: 6)) {
                for id in context.state.ids {
                    Notice(id: id)
                        .transition(.asymmetric(insertion: .move(by: Point(x: 0, y: -24)), removal: .scale(0.7)))
                }
            }
            .size(width: 300, height: Double(Self.capacity) * (Notice.height + 6))
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        let settle = (try? Animation(.spring(Spring(mass: 1, stiffness: 260, damping: 24)))) ?? .spring
        switch action {
        case is Post:
            context.updateState(.synchronous, animation: settle) { state in
                state.ids.insert((state.ids.max() ?? -1) + 1, at: 0)
                if state.ids.count > Self.capacity { state.ids.removeLast() }
            }
        case is Clear:
            context.updateState(.synchronous, animation: .default) { $0.ids.removeAll() }
        default:
            return false
        }
        return true
    }
}

/// One notice of the stack, scoped by its number: it keeps its node as it slides down,
/// and comes and goes through the stack's transition.
public struct Notice: Component, Equatable {
    public let id: Int
    public static let height = 44.0

    public var scope: ComponentScope? { .identifier(id) }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let tint = GalleryColor.tiles[id % GalleryColor.tiles.count]
        return Box(fill: .color(GalleryColor.fill), cornerRadii: CornerRadii(10),
                   style: LayoutStyle.row(gap: 10, align: .center, padding: 12)) {
            Box(fill: .color(tint), cornerRadii: CornerRadii(5), style: .column()).size(width: 10, height: 10)
            Text(NoticeStackDemo.messages[id % NoticeStackDemo.messages.count], attributes: GalleryStyle.body, maxLines: 1)
                .flex(grow: 1, shrink: 1)
            Text("#\(id + 1)", attributes: GalleryStyle.caption, maxLines: 1)
        }
        .size(width: 300, height: Self.height)
        .testID("motion.notice.\(id)")
    }
}
