import Components
import Geometry

/// A node held weakly (the mounter's list of overlay marks).
@MainActor
struct WeakNode {
    weak var node: Node?
}

extension Mounter {
    /// The overlay marks in the tree now (`OverlayMark`: an anchor's declaration), in the
    /// order they were first mounted: those showing an element and attached to the root
    /// (a list cell's pooled nodes are not). Forgets the marks that are gone.
    var mountedOverlayMarks: [Node] {
        overlayMarks.removeAll { $0.node == nil }
        return overlayMarks.compactMap { entry in
            guard let node = entry.node, node.element != nil, node.isAttached(to: root) else { return nil }
            return node
        }
    }

    func registerOverlayMark(_ node: Node) {
        guard !overlayMarks.contains(where: { $0.node === node }) else { return }
        overlayMarks.append(WeakNode(node: node))
    }

    /// Takes the overlay cells out of the root's children (the page's diff must not see
    /// them).
    func detachOverlayCells() {
        guard let root, root.children.last?.kind == .overlayCell else { return }
        root.setChildren(root.children.filter { $0.kind != .overlayCell })
    }

    /// Makes the overlay cells the root's last children, in order, and widens the root's
    /// visual bounds to them (nothing when they are already there).
    func attachOverlayCells() {
        guard let root, !overlayCells.isEmpty || root.children.last?.kind == .overlayCell else { return }
        let page = root.children.filter { $0.kind != .overlayCell }
        let cells = root.children.count - page.count
        if cells != overlayCells.count || zip(root.children[page.count...], overlayCells).contains(where: { $0 !== $1 }) {
            root.setChildren(page + overlayCells)
        }
        for cell in overlayCells {
            root.visualBounds = root.visualBounds.union(cell.visualBounds.offsetBy(dx: root.frame.minX, dy: root.frame.minY))
        }
    }

    /// A new or pooled overlay cell.
    func takeOverlayCell() -> Node {
        takeNode(.overlayCell)
    }

    /// Takes `cell` out of the overlay layer for good: its pixels are damaged and its
    /// nodes pooled.
    func removeOverlayCell(_ cell: Node, damage: inout Damage) {
        hideOverlayCell(cell, damage: &damage)
        unmount(cell)
    }

    /// Takes `cell` out of the tree, its pixels damaged; it keeps its nodes and comes back
    /// as a new cell (damaged whole) when mounted again.
    func hideOverlayCell(_ cell: Node, damage: inout Damage) {
        if cell.box != nil, let origin = cell.parent?.absoluteFrame.origin {
            damage.add(pixels(cell.visualBounds.offsetBy(dx: origin.x, dy: origin.y)))
        }
        overlayCells.removeAll { $0 === cell }
        cell.removeFromParent()
        cell.box = nil
    }
}

extension Node {
    /// Whether `root` is this node or one of its ancestors.
    func isAttached(to root: Node?) -> Bool {
        guard let root else { return false }
        var node: Node? = self
        while let current = node {
            if current === root { return true }
            node = current.parent
        }
        return false
    }
}
