import Geometry

/// The rows a virtualized list shows, stacked top to bottom: each row is the tree of its
/// own `ComponentRoot` (a data source's item), reached through its `ListRowSource`, with
/// its height, placed at `top` within the list. Immutable: a data source makes a new
/// table whenever a row comes, goes or changes height, and the list's element carries
/// it, so layout (off the main actor) reads the total height and mounting (on it) finds
/// the rows in view by binary search.
///
/// Heights are exact: they are the rows' prepared layouts, never an estimate, so the
/// scroll range and the indicator never jump as rows come into view (Slint #9208,
/// Flutter #25652 average the heights of rows not yet seen).
public final class ListRowTable: Sendable {
    /// The rows in order (section headers among them).
    public let rows: [ListRow]
    /// The sum of the rows' heights.
    public let contentHeight: Double
    /// For each row, the index of the header of its section (the row itself for a
    /// header), -1 for none; empty when the table has no header.
    let headers: [Int]
    /// Told by mounting what each list shows of the table (the data source, keeping the
    /// rows near it built).
    public weak let viewportObserver: (any ListViewportObserver)?
    /// How the change that made this table from the one before animates in the lists
    /// showing it (rows inserted fade in, removed ones fade out, the others slide); nil:
    /// at once. A data source sets it from `enqueue(_:animation:)` or from a row's own
    /// animated update.
    public let animation: Animation?

    /// A table of `rows`, each placed below the one before it (a row's `top` and a
    /// header's `sectionEnd` are worked out here, whatever they were), whose lists tell
    /// `viewportObserver` what they show, and show the change to it with `animation`.
    public init(rows: consuming [ListRow], viewportObserver: (any ListViewportObserver)? = nil,
                animation: Animation? = nil) {
        self.viewportObserver = viewportObserver
        self.animation = animation
        var placed = rows
        var top = 0.0
        var lastHeader: Int?
        var headers: [Int] = []
        for index in placed.indices {
            placed[index].top = top
            if placed[index].isHeader {
                // A header's section ends where the next header starts.
                if let lastHeader { placed[lastHeader].sectionEnd = top }
                if lastHeader == nil { headers = Array(repeating: -1, count: index) }
                lastHeader = index
            }
            if let lastHeader { headers.append(lastHeader) }
            top += placed[index].height
        }
        if let lastHeader { placed[lastHeader].sectionEnd = top }
        self.rows = placed
        contentHeight = top
        self.headers = headers
    }

    /// A table with no rows.
    public static let empty = ListRowTable(rows: [])

    /// The index of the first row whose bottom is below `y` (`rows.count` if none):
    /// the first row that shows in a window starting at `y`.
    public func firstRow(endingBelow y: Double) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].top + rows[middle].height > y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The header of the section that row `index` is in (the header itself when it is
    /// one), nil when there is none.
    public func header(ofRow index: Int) -> Int? {
        guard !headers.isEmpty, !rows.isEmpty else { return nil }
        let header = headers[min(max(0, index), rows.count - 1)]
        return header >= 0 ? header : nil
    }

    /// The index of the row of `source`, if it is in the table (a linear search: for
    /// changes, not for frames).
    public func index(of source: any ListRowSource) -> Int? {
        let id = ObjectIdentifier(source)
        return rows.firstIndex { ObjectIdentifier($0.source) == id }
    }

    /// The index of the row whose built root is `root`, if it is in the table (a linear
    /// search: for tests and tools).
    @MainActor
    public func index(of root: ComponentRoot) -> Int? {
        rows.firstIndex { $0.root === root }
    }
}

/// One row of a `ListRowTable`: where its tree comes from (an item's or a section
/// header's root) and its height as of when the table was made.
public struct ListRow: Sendable {
    /// The row's tree, built or not: the root that owns the row's components (its state
    /// and controllers, where actions sent from its elements start, then going on from
    /// the list) and the root's layout, whose size is the row's frame at `top`.
    public let source: any ListRowSource
    /// The row's height: its tree's, exactly (kept while the tree is not built).
    public let height: Double
    /// Rows whose roots have the same root component type share reused cells.
    public let reuseKey: ObjectIdentifier
    /// Whether the row is a section header: in a list with sticky headers it stays at
    /// the top of the visible area until the end of its section pushes it up.
    public let isHeader: Bool
    /// The row's top within the list (set by the table).
    public internal(set) var top: Double = 0
    /// For a header, where its section ends (list coordinates; set by the table): a
    /// sticky header's bottom edge does not pass it. Nil for other rows.
    public internal(set) var sectionEnd: Double?

    /// A row whose tree comes from `source` and is `height` tall.
    public init(source: any ListRowSource, height: Double, reuseKey: ObjectIdentifier, isHeader: Bool = false) {
        self.source = source
        self.height = height
        self.reuseKey = reuseKey
        self.isHeader = isHeader
    }

    /// The row's root if its tree is built now.
    @MainActor public var root: ComponentRoot? { source.builtTree?.root }
    /// The row's layout if its tree is built now.
    @MainActor public var layout: LayoutBox? { source.builtTree?.layout }
}

/// What a list element shows: a table of rows, how far beyond the visible area rows
/// are mounted (points, above and below), and whether section headers stick to the top.
/// Two contents are equal when they show the same table object the same way.
public struct ListContent: Equatable, Sendable {
    public let table: ListRowTable
    public let overscan: Double
    public let stickyHeaders: Bool

    /// Content showing `table`, mounting rows up to `overscan` points outside the visible
    /// area (a non-finite or negative overscan is 0).
    public init(table: ListRowTable, overscan: Double, stickyHeaders: Bool = false) {
        self.table = table
        self.overscan = overscan.isFinite ? max(0, overscan) : 0
        self.stickyHeaders = stickyHeaders
    }

    public static func == (lhs: ListContent, rhs: ListContent) -> Bool {
        lhs.table === rhs.table && lhs.overscan == rhs.overscan && lhs.stickyHeaders == rhs.stickyHeaders
    }
}
