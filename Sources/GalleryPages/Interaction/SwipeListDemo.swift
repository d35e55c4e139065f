import Components
import DataSource
import Geometry
import Layout

/// Swipe to delete on a DataSource `List`: each row pans sideways (`SwipeRow`), the list
/// scrolls vertically, and a row let go far or fast enough sends `DeleteMessage`, which
/// the demo's controller turns into a changeset (`ListDataSource.update(to:)`).
public struct SwipeListDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var source: ListDataSource<SwipeMessage>?
        public var deleted = 0

        public static func == (lhs: State, rhs: State) -> Bool {
            lhs.source === rhs.source && lhs.deleted == rhs.deleted
        }
    }

    public static let listSize = Size(width: SwipeRow.width, height: 260)
    /// The messages the list starts with.
    public static let messages = (0..<24).map {
        SwipeMessage(id: $0, text: ["Lunch at noon?", "Build 2,731 passed", "New photo from Ada", "Meeting moved to 3 pm",
                                    "Your parcel is on its way", "Invoice #\($0 + 1000)"][$0 % 6] + " · \($0 + 1)")
    }

    /// Whether changesets are applied before the call that makes them returns (a still
    /// render) or prepared in the background (an app).
    public var appliesAtOnce: Bool

    public init(appliesAtOnce: Bool = false) {
        self.appliesAtOnce = appliesAtOnce
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }
    public static var controllerType: ComponentController<SwipeListDemo>.Type? { SwipeListController.self }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 6)) {
            Text("Deleted: \(context.state.deleted)", attributes: GalleryStyle.caption, maxLines: 1)
                .testID("interaction.swipe.count")
            if let source = context.state.source {
                List(source, id: "swipe", style: LayoutStyle.column().sized(width: Self.listSize.width,
                                                                            height: Self.listSize.height))
                    .testID("interaction.swipe.list")
            }
        }
    }
}

/// Owns the swipe list's data source: fills it, and deletes the rows swiped away.
public final class SwipeListController: ComponentController<SwipeListDemo> {
    private let source = ListDataSource<SwipeMessage> { SwipeRow(message: $0) }
    private var messages = SwipeListDemo.messages

    public required init(_ context: ControllerContext<SwipeListDemo>) {
        super.init(context)
        try? source.setRowWidth(SwipeRow.width)
        _ = try? source.update(to: messages, mode: component.appliesAtOnce ? .synchronous : .asynchronous)
        let source = source
        updateState(.synchronous) { $0.source = source }
    }

    public override func handle(_ action: any Action) -> Bool {
        guard let delete = action as? DeleteMessage else { return false }
        messages.removeAll { $0.id == delete.id }
        _ = try? source.update(to: messages, mode: component.appliesAtOnce ? .synchronous : .asynchronous)
        updateState(.synchronous) { $0.deleted += 1 }
        return true
    }
}
