import Geometry

extension Node {
    /// The deepest node under `point` (in this node's parent's coordinates) that accepts
    /// events, children before their parents and later children (on top) first;
    /// children clipped by a node are hit only inside it. Nil when none accepts.
    public func hitTest(_ point: Point) -> Node? {
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        let inside = local.x >= 0 && local.y >= 0 && local.x < frame.width && local.y < frame.height
        if clipsContent && !inside { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside && acceptsEvents ? self : nil
    }

    /// `point` (in the root node's coordinates) in this node's coordinates.
    public func convertFromRoot(_ point: Point) -> Point {
        let origin = absoluteFrame.origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The deepest scroll viewport under `point` (in this node's parent's coordinates),
    /// later children first, whether or not anything under the point accepts events:
    /// the wheel scrolls what is under the pointer.
    public func scrollViewport(at point: Point) -> Node? {
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        let inside = local.x >= 0 && local.y >= 0 && local.x < frame.width && local.y < frame.height
        if clipsContent && !inside { return nil }
        for child in children.reversed() {
            if let found = child.scrollViewport(at: local) { return found }
        }
        return inside && scroll != nil ? self : nil
    }

    /// The scroll viewports of this node's subtree (itself included), in drawing order,
    /// outer ones before those inside them.
    public var scrollViewports: [Node] {
        var found: [Node] = []
        var pending = [self]
        while let node = pending.popLast() {
            if node.scroll != nil { found.append(node) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The nearest scroll viewport above this node.
    var enclosingScrollViewport: Node? {
        var ancestor = parent
        while let node = ancestor, node.scroll == nil { ancestor = node.parent }
        return ancestor
    }
}
