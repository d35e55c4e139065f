/// Where a list row's tree comes from: its maker keeps the row's root and layout built
/// while the row is near a list's view, and may let go of them far from it, keeping only
/// the row's height in the table (a working range, as Texture's ranges; see
/// `ListDataSource`). Mounting asks for the tree of each row it shows, telling it the
/// list's laid-out width.
///
/// Main actor only: roots live there. A source is Sendable as main-actor classes are,
/// so a `ListRowTable` holding sources can be read for heights from any thread.
@MainActor
public protocol ListRowSource: AnyObject, Sendable {
    /// The row's tree as it is now: nil while the source keeps only the row's height.
    var builtTree: ListRowTree? { get }
    /// The row's tree, built now (on the main actor) if it is not: mounting asks for the
    /// rows it shows. `width` is the list's laid-out width: a source whose rows follow
    /// it lays the row out there (a data source's items follow their lists' widths in
    /// width passes instead, `ListDataSource+Width.swift`). Nil when the row's component
    /// builds nothing.
    func tree(width: Double) -> ListRowTree?
}

/// A built row: the root that owns its components (state, controllers, where its actions
/// start) and the root's layout.
public struct ListRowTree {
    public let root: ComponentRoot
    public let layout: LayoutBox

    public init(root: ComponentRoot, layout: LayoutBox) {
        self.root = root
        self.layout = layout
    }
}

/// A row that is one root, always built: a section header, or a table made by hand.
@MainActor
public final class ListRootSource: ListRowSource {
    public let root: ComponentRoot

    public init(_ root: ComponentRoot) {
        self.root = root
    }

    public var builtTree: ListRowTree? {
        root.layout.root.map { ListRowTree(root: root, layout: $0) }
    }

    public func tree(width: Double) -> ListRowTree? { builtTree }
}

/// Hears which part of a table a mounted list shows (list coordinates, overscan
/// included) and how wide the list is laid out, so the table's maker keeps the rows near
/// it built, lets go of those far from it, and lays its rows out at the list's width.
/// Called by mounting in every pass over a list's rows, so it must be cheap when nothing
/// moved far and the width is the same, and must not publish a new table from inside
/// the call.
@MainActor
public protocol ListViewportObserver: AnyObject, Sendable {
    /// `list` (an object that stays the same for one mounted list: keep it weakly, a list
    /// that goes away with its host says nothing more) shows `area` of `table`; nil when
    /// it shows nothing any more (hidden, or unmounted). `width` is the list's laid-out
    /// width in points (0 when it shows nothing).
    func list(_ list: AnyObject, shows area: Range<Double>?, width: Double, of table: ListRowTable)
}
