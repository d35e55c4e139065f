import Layout

/// A virtualized stack of rows: the element that shows a `ListRowTable`, as tall as its
/// rows together and as wide as its parent makes it. Mounting shows only the rows that
/// reach into what its scroll views show, plus `overscan` points above and below (see
/// `ListRowTable`). Put it in a `ScrollViewport` whose offset a component keeps, as a
/// data source's `List` and a `TextArea` do.
public struct ListRows: Component, Equatable {
    public let table: ListRowTable
    public let overscan: Double
    public let stickyHeaders: Bool

    /// Rows of `table`, mounted up to `overscan` points outside the visible area; with
    /// `stickyHeaders`, a section's header stays at the top while its section scrolls.
    public init(table: ListRowTable, overscan: Double = 256, stickyHeaders: Bool = false) {
        self.table = table
        self.overscan = overscan
        self.stickyHeaders = stickyHeaders
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = LayoutStyle()
        style.height = .points(table.contentHeight)
        style.flexShrink = 0
        return Element(kind: .list(ListContent(table: table, overscan: overscan, stickyHeaders: stickyHeaders)), style: style,
                       owner: builder.owner)
    }

    public static func == (lhs: ListRows, rhs: ListRows) -> Bool {
        lhs.table === rhs.table && lhs.overscan == rhs.overscan && lhs.stickyHeaders == rhs.stickyHeaders
    }
}
