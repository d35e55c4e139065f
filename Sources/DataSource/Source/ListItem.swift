import Components
import Geometry
import Instrumentation

/// One item of a `ListDataSource`: its model and the root its component lives in, for
/// as long as the item is in the data source (through moves, updates and scrolling out
/// of view).
@MainActor
final class ListItem<Model: Sendable> {
    var model: Model
    let root: ComponentRoot
    /// The size the data source last published for the item (what a resize is measured from).
    var size: Size
    /// Set while a changeset's update rebuilds the item: its commit waits for the
    /// changeset to be applied as a whole.
    var isUpdating = false

    /// The item's row as of its root's latest commit (nil when it builds nothing):
    /// publishing a table copies it rather than asking the root again for each item.
    private(set) var row: ListRow?

    init(model: Model, root: ComponentRoot) {
        self.model = model
        self.root = root
        size = root.layout.size
        refreshRow()
    }

    /// Takes the root's latest layout (and component type, which an update may change).
    func refreshRow() {
        size = root.layout.size
        row = root.layout.root.map { ListRow(root: root, layout: $0, reuseKey: ObjectIdentifier(type(of: root.component))) }
    }
}
