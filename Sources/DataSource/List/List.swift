import Components
import Geometry
import Layout

/// A virtualized, vertically scrolling list of a `ListDataSource`'s items: only the rows
/// in view and `overscan` points around them are mounted, and the cells of rows that
/// leave are reused by rows that enter (see the DataSource module comment).
///
/// Its state is the rows it shows and its scroll position: a changeset the data source
/// applies shows at once (the list's controller updates the state synchronously), and
/// when rows above the first visible row change, the offset moves with them so that row
/// stays where it was on screen (CSS scroll anchoring), unless the list is at its top,
/// where new rows at the top show. Size it with `style` (a height, or flex-grow).
public struct List<Model: Sendable>: Component {
    public typealias State = ListState

    public let dataSource: ListDataSource<Model>
    public var style: LayoutStyle
    /// How far above and below the visible area rows are mounted, in points.
    public var overscan: Double
    /// Whether section headers stay at the top while their section scrolls under them.
    public var stickyHeaders: Bool
    /// The list's scope: by type, or by the `id` it was given.
    public var scope: ComponentScope?

    /// A list of `dataSource`'s rows.
    public init(_ dataSource: ListDataSource<Model>, style: LayoutStyle = LayoutStyle(), overscan: Double = 256,
                stickyHeaders: Bool = false) {
        self.dataSource = dataSource
        self.style = style
        self.overscan = overscan
        self.stickyHeaders = stickyHeaders
        scope = .byType
    }

    /// A list whose scope is told apart from its siblings' by `id`.
    public init(_ dataSource: ListDataSource<Model>, id: some Hashable & Sendable, style: LayoutStyle = LayoutStyle(),
                overscan: Double = 256, stickyHeaders: Bool = false) {
        self.init(dataSource, style: style, overscan: overscan, stickyHeaders: stickyHeaders)
        scope = .identifier(id)
    }

    public static var controllerType: ComponentController<List<Model>>.Type? { ListController<Model>.self }

    public func initialState() -> ListState { ListState(table: dataSource.table) }

    public func body(_ context: BuildContext<Self>) -> ScrollViewport<ListRows> {
        let state = context.state
        return ScrollViewport(content: ScrollContent(axes: .vertical, offset: state.position.offset,
                                                     allowsOverscroll: state.position.allowsOverscroll),
                              style: style, child: ListRows(table: state.table, overscan: overscan, stickyHeaders: stickyHeaders))
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        context.keepScrollPosition(action, at: \.position)
    }

    public static func == (lhs: List, rhs: List) -> Bool {
        lhs.dataSource === rhs.dataSource && lhs.style == rhs.style && lhs.overscan == rhs.overscan && lhs.scope == rhs.scope
            && lhs.stickyHeaders == rhs.stickyHeaders
    }
}

extension List: Equatable {}

/// A `List`'s state: the rows it shows and its scroll position.
public struct ListState: Sendable, Equatable {
    public var table: ListRowTable
    public var position: ScrollPosition

    /// Rows shown from the top.
    public init(table: ListRowTable, position: ScrollPosition = ScrollPosition()) {
        self.table = table
        self.position = position
    }

    public static func == (lhs: ListState, rhs: ListState) -> Bool {
        lhs.table === rhs.table && lhs.position == rhs.position
    }
}
