import Components

/// Who a focused element is across rebuilds: the path of the component whose body made
/// it (its scope's identity, so a new instance of the same component is the same owner),
/// where it sits in that body's elements (child indices up to the body's outermost
/// element), its test ID, and in a list the row's root (each row is a root of its own,
/// so its paths repeat from row to row). A rebuild that makes the element again, on this
/// node or another, makes it again with the same identity.
@MainActor
struct FocusIdentity: Hashable {
    let ownerPath: String?
    let placeInOwner: [Int]
    let testID: String?
    let row: ObjectIdentifier?

    init(_ node: Node) {
        let ownerPath = node.element?.owner?.path
        var place: [Int] = []
        var current = node
        while let parent = current.parent, let element = parent.element, element.owner?.path == ownerPath {
            place.append(parent.children.firstIndex { $0 === current } ?? -1)
            current = parent
        }
        self.ownerPath = ownerPath
        placeInOwner = place
        testID = node.element?.testID
        var cell: Node? = current
        while let candidate = cell, candidate.cellRoot == nil { cell = candidate.parent }
        row = cell?.cellRoot.map(ObjectIdentifier.init)
    }
}
