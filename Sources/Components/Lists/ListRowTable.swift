import Geometry

/// The rows a virtualized list shows, stacked top to bottom: each row is the laid-out
/// tree of its own `ComponentRoot` (a data source's item), placed at `top` within the
/// list. Immutable: a data source makes a new table whenever what it shows changes, and
/// the list's element carries it, so layout (off the main actor) reads the total height
/// and mounting (on it) finds the rows in view by binary search.
///
/// Heights are exact: they are the rows' prepared layouts, never an estimate, so the
/// scroll range and the indicator never jump as rows come into view (Slint #9208,
/// Flutter #25652 average the heights of rows not yet seen).
public final class ListRowTable: Sendable {
    /// The rows in order (section headers among them).
    public let rows: [ListRow]
    /// The sum of the rows' heights.
    public let contentHeight: Double
    /// For each row, the index of the sticky header of its section (the row itself for
    /// a header), -1 for none; empty when the table has no sticky header.
    let stickyHeaders: [Int]

    /// A table of `rows`, each placed below the one before it (a row's `top` and a
    /// sticky header's `stickyLimit` are worked out here, whatever they were).
    public init(rows: [ListRow]) {
        var placed = rows
        var top = 0.0
        var lastSticky: Int?
        var headers: [Int] = []
        for index in placed.indices {
            placed[index].top = top
            if placed[index].isStickyHeader {
                // A sticky header's section ends where the next header starts.
                if let lastSticky { placed[lastSticky].stickyLimit = top }
                if lastSticky == nil { headers = Array(repeating: -1, count: index) }
                lastSticky = index
            }
            if let lastSticky { headers.append(lastSticky) }
            top += placed[index].height
        }
        if let lastSticky { placed[lastSticky].stickyLimit = top }
        self.rows = placed
        contentHeight = top
        stickyHeaders = headers
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

    /// The sticky header of the section that row `index` is in (the header itself when
    /// it is one), nil when there is none.
    public func stickyHeader(atOrAbove index: Int) -> Int? {
        guard !stickyHeaders.isEmpty, !rows.isEmpty else { return nil }
        let header = stickyHeaders[min(max(0, index), rows.count - 1)]
        return header >= 0 ? header : nil
    }

    /// The index of the row shown by `root`, if it is in the table (a linear search:
    /// for changes, not for frames).
    public func index(of root: ComponentRoot) -> Int? {
        let id = ObjectIdentifier(root)
        return rows.firstIndex { ObjectIdentifier($0.root) == id }
    }
}

/// One row of a `ListRowTable`: an item's (or a section header's) root and the layout
/// it had when the table was made.
public struct ListRow: Sendable {
    /// The root that owns the row's components: its state and controllers, and where
    /// actions sent from the row's elements start (then they go on from the list).
    public let root: ComponentRoot
    /// The root's layout: the row's frame is its size, at `top`.
    public let layout: LayoutBox
    /// Rows whose roots have the same root component type share reused cells.
    public let reuseKey: ObjectIdentifier
    /// Whether the row is a sticky section header: it stays at the top of the list's
    /// visible area until the end of its section pushes it up.
    public let isStickyHeader: Bool
    /// The row's top within the list (set by the table).
    public internal(set) var top: Double = 0
    /// For a sticky header, the bottom edge it may not pass: where its section ends
    /// (list coordinates; set by the table). Nil for other rows.
    public internal(set) var stickyLimit: Double?

    /// A row for `root` showing `layout` (the root's latest, normally).
    public init(root: ComponentRoot, layout: LayoutBox, reuseKey: ObjectIdentifier, isStickyHeader: Bool = false) {
        self.root = root
        self.layout = layout
        self.reuseKey = reuseKey
        self.isStickyHeader = isStickyHeader
    }

    /// The row's height (its layout's).
    public var height: Double { layout.frame.height }
}

/// What a list element shows: a table of rows and how far beyond the visible area rows
/// are mounted (points, above and below). Two contents are equal when they show the same
/// table object with the same overscan.
public struct ListContent: Equatable, Sendable {
    public let table: ListRowTable
    public let overscan: Double

    /// Content showing `table`, mounting rows up to `overscan` points outside the visible area.
    public init(table: ListRowTable, overscan: Double) {
        self.table = table
        self.overscan = overscan.isFinite ? max(0, overscan) : 0
    }

    public static func == (lhs: ListContent, rhs: ListContent) -> Bool {
        lhs.table === rhs.table && lhs.overscan == rhs.overscan
    }
}
