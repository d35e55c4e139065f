import Components
import Geometry

/// Where a host's test queries look: the host's own tree, and the tree of every list row
/// mounted now (each row is a root of its own: a data source's item or a section header),
/// each with where it is shown in the host.
@MainActor
struct HostQueryPlace {
    /// The root that owns the place's components (state, controllers).
    let root: ComponentRoot
    /// The place's layout: the host's, or a mounted row's.
    let layout: LayoutBox
    /// Where the layout's coordinates start in the host's (points).
    let origin: Point
    /// For a row, the list node showing it: the responder chain of the row's components
    /// goes on from the list's element.
    let list: Node?
}

/// An element a host's test query found, and the place it is in.
@MainActor
struct HostLocatedElement {
    let located: LocatedElement
    let place: HostQueryPlace
}

extension ComponentHost {
    /// The host's tree, then the rows of each mounted list, in the order lists were mounted,
    /// then the overlay layer's roots.
    var queryPlaces: [HostQueryPlace] {
        var places: [HostQueryPlace] = []
        if let layout = root.layout.root { places.append(HostQueryPlace(root: root, layout: layout, origin: .zero, list: nil)) }
        for list in mounter.lists {
            for cell in list.children where !cell.isLeaving {
                guard let cellRoot = cell.cellRoot, let layout = cell.box else { continue }
                places.append(HostQueryPlace(root: cellRoot, layout: layout, origin: cell.absoluteFrame.origin, list: list))
            }
        }
        // The overlay layer's roots (popups, dialogs, toasts), bottom to top.
        for cell in mounter.overlayCells {
            guard let cellRoot = cell.cellRoot, let layout = cell.box else { continue }
            places.append(HostQueryPlace(root: cellRoot, layout: layout, origin: cell.absoluteFrame.origin, list: nil))
        }
        return places
    }

    /// The one element tagged `testID` in the host's tree or a mounted list row, its frame
    /// in the host's coordinates. A tagged element in a row that exists but is not mounted
    /// throws `.rowNotMounted`, naming the list and the row.
    func locate(testID: String) throws(TestQueryError) -> HostLocatedElement {
        finishPendingWorkIfWanted()
        var found: [HostLocatedElement] = []
        var known = Set<String>()
        for place in queryPlaces {
            place.layout.forEach { box, origin in
                guard let id = box.element.testID else { return }
                known.insert(id)
                guard id == testID else { return }
                let frame = Rect(x: origin.x + place.origin.x, y: origin.y + place.origin.y,
                                 width: box.frame.width, height: box.frame.height)
                found.append(HostLocatedElement(located: LocatedElement(element: box.element, frame: frame), place: place))
            }
        }
        guard let first = found.first else {
            if let (list, row) = unmountedRow(containing: testID) {
                throw .rowNotMounted(testID, list: list.element?.owner?.path ?? "a list", row: row)
            }
            throw .testIDNotFound(testID, known: known.sorted())
        }
        guard found.count == 1 else {
            throw .duplicateTestID(testID, owners: found.map { $0.located.element.owner?.path ?? "the root" })
        }
        return first
    }

    /// The mounted list and the index of its row whose tree is built but not mounted
    /// (outside the visible area and the overscan) and has an element tagged `testID`.
    private func unmountedRow(containing testID: String) -> (list: Node, row: Int)? {
        for list in mounter.lists {
            guard case .list(let content)? = list.element?.kind else { continue }
            let mounted = Set(list.children.compactMap { $0.cellSource.map(ObjectIdentifier.init) })
            for (index, row) in content.table.rows.enumerated() where !mounted.contains(ObjectIdentifier(row.source)) {
                guard let layout = row.layout, layout.contains(testID: testID) else { continue }
                return (list, index)
            }
        }
        return nil
    }

    /// The components at and above `found`'s element, innermost first, each with the root
    /// that owns it: a row's own components, then those above the list showing it (and, for
    /// a list inside a row, that row's and its list's).
    func owners(of found: HostLocatedElement) -> [(instance: ComponentInstance, root: ComponentRoot)] {
        var owners: [(ComponentInstance, ComponentRoot)] = []
        var current = found.located.element.owner
        var root = found.place.root
        var list = found.place.list
        while true {
            while let instance = current {
                owners.append((instance, root))
                current = instance.parent
            }
            guard let listNode = list else { return owners }
            // The list's element belongs to the tree of the cell around it, or to the host's.
            let cell = listNode.enclosingCell
            current = listNode.element?.owner
            root = cell?.cellRoot ?? self.root
            list = cell?.parent
        }
    }
}

extension Node {
    /// The list cell this node is in, if any.
    var enclosingCell: Node? {
        var ancestor = parent
        while let node = ancestor, node.cellRoot == nil { ancestor = node.parent }
        return ancestor
    }
}

extension LayoutBox {
    /// Whether an element of this subtree is tagged `testID`.
    func contains(testID: String) -> Bool {
        var pending = [self]
        while let box = pending.popLast() {
            if box.element.testID == testID { return true }
            pending.append(contentsOf: box.children)
        }
        return false
    }
}
