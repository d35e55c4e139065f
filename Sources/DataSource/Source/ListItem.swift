import Components
import Geometry

/// One item of a `ListDataSource`: its model, its exact size, and the root its component
/// lives in while the item is near a list's view (or keeps state or controllers), for as
/// long as the item is in the data source (through moves, updates and scrolling).
///
/// An item far from every view whose root holds nothing but what building its component
/// again would make (`ComponentRoot.keepsOnlyInitialState`) lets go of the root: it is
/// then a model and a size, and is built again, off the main actor, as a view approaches
/// (the data source's working range), or at once when mounting reaches it first.
@MainActor
final class ListItem<Model: Sendable>: ListRowSource {
    /// The item's model; setting it (an update) makes background builds of the old one
    /// stale.
    var model: Model {
        didSet { generation &+= 1 }
    }
    /// Counts model changes: a background build started for an older model is dropped.
    private(set) var generation = 0
    /// The root, while the item is built.
    var root: ComponentRoot?
    /// The size the data source last published for the item (what a resize is measured
    /// from, and the row's height while the item is not built).
    var size: Size
    /// The type of the item's root component: rows of one type share reused cells.
    var reuseKey: ObjectIdentifier
    /// The size range the item was last laid out in.
    var sizeRange: SizeRange
    /// Whether the item is laid out at the data source's row width (its changeset gave no
    /// size range) rather than at `sizeRange`, pinned by its changeset.
    var followsWidth: Bool
    /// The width pass laying the item out again in the background, if one is: its
    /// commits wait for the pass to publish them together.
    var relayoutPass: Int?
    /// Set while a changeset's update rebuilds the item: its commit waits for the
    /// changeset to be applied as a whole, and it is not let go of.
    var isUpdating = false
    /// Set while the item is built in the background for the working range.
    var isHydrating = false
    /// The item's index in the rows last published.
    var rowIndex = 0
    /// Where the item is built again when mounting asks for it before the working range did.
    weak var dataSource: ListDataSource<Model>?

    init(model: Model, prepared: PreparedItem, followsWidth: Bool, dataSource: ListDataSource<Model>) {
        self.model = model
        size = prepared.size
        reuseKey = prepared.reuseKey
        sizeRange = prepared.sizeRange
        self.followsWidth = followsWidth
        self.dataSource = dataSource
    }

    /// The item's row, as the next table shows it.
    var row: ListRow { ListRow(source: self, height: size.height, reuseKey: reuseKey) }

    /// Takes the root's latest size and component type (an update may change them).
    func refreshRow() {
        guard let root else { return }
        size = root.layout.size
        reuseKey = ObjectIdentifier(type(of: root.component))
    }

    /// The root, built now if the item has none.
    func builtRoot() -> ComponentRoot? {
        if root == nil { dataSource?.buildNow(self) }
        return root
    }

    var builtTree: ListRowTree? {
        guard let root, let layout = root.layout.root else { return nil }
        return ListRowTree(root: root, layout: layout)
    }

    func tree(width: Double) -> ListRowTree? {
        _ = builtRoot()
        return builtTree
    }
}

/// An item built and laid out off the main actor: its size and root component type,
/// and the tree itself when it is kept (the first items of a changeset, near where it
/// inserts; the others are built again when a view approaches them).
struct PreparedItem: Sendable {
    let tree: PreparedRoot?
    let size: Size
    let reuseKey: ObjectIdentifier
    /// The size range it was laid out in.
    let sizeRange: SizeRange

    init(_ prepared: PreparedRoot, keepsTree: Bool, sizeRange: SizeRange) {
        self.sizeRange = sizeRange
        tree = keepsTree ? prepared : nil
        size = prepared.layout.size
        reuseKey = ObjectIdentifier(type(of: prepared.component))
    }
}
