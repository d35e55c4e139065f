import Geometry

extension Node {
    /// The topmost node under `point` (in this node's parent's coordinates): the deepest,
    /// children before their parents and later children (on top) first; children clipped
    /// by a node are hit only inside it. Nil when nothing is there.
    ///
    /// **What is hit**: every node that shows an element, at its whole border box, drawn
    /// or not (as in browsers and UIKit): boxes, text, images, buttons, custom drawings,
    /// scroll viewports, and plain layout containers and spacers too. So whatever covers
    /// a point takes the press there (a translucent scrim, a card), and what lies beneath
    /// gets nothing; a tap on a container's empty area goes up that container's responder
    /// chain (`Tap`), which is harmless, and a container never hides its children, which
    /// are tested first. Only an element that opts out is skipped
    /// (`Component.hitTesting(_:)`: `.passThrough` skips it and its subtree,
    /// `.childrenOnly` its own box), nodes that show no element (a list's cells, whose
    /// rows' nodes are hit instead), and nodes leaving through a transition. The press goes to `pressTarget` of the node found.
    public func hitTest(_ point: Point) -> Node? {
        let hitTesting = element?.hitTesting ?? .standard
        if hitTesting == .passThrough { return nil }
        // Nothing of this subtree reaches the point: skip it whole (what makes a hit test
        // cost the depth of the tree, not its size). Zero: not mounted by a layout pass.
        if visualBounds != .zero, !visualBounds.contains(point) { return nil }
        // A transformed node is hit where it is drawn: the point taken back through its transform.
        var point = point
        if !transform.isIdentity {
            guard let inverse = transform.affine(about: frame).inverted() else { return nil }
            point = inverse.apply(to: point)
        }
        let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
        let inside = local.x >= 0 && local.y >= 0 && local.x < frame.width && local.y < frame.height
        if clipsContent && !inside { return nil }
        for child in children.reversed() where !child.isLeaving {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside && hitTesting == .standard && element != nil ? self : nil
    }

    /// The node a press on this one goes to: the nearest of it and its ancestors that
    /// takes presses itself (`acceptsEvents`: a button, so a tap on a content button's
    /// text or image presses the button, and the innermost one when buttons nest), else
    /// this node, whose responder chain hears a `Tap`.
    public var pressTarget: Node {
        var current: Node? = self
        while let node = current {
            if node.acceptsEvents { return node }
            current = node.parent
        }
        return self
    }

    /// `point` (in the root node's coordinates) in this node's coordinates.
    public func convertFromRoot(_ point: Point) -> Point {
        let origin = absoluteFrame.origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The scroll viewport the wheel and drags move at `point` (in this node's parent's
    /// coordinates): the innermost one around (or being) the node hit there, whether or
    /// not that node takes events. What covers the point decides: a scrim above a list
    /// keeps the wheel from it, unless it lets hits through.
    public func scrollViewport(at point: Point) -> Node? {
        hitTest(point)?.scrollViewportAround
    }

    /// This node if it is a scroll viewport, else the nearest one above it.
    var scrollViewportAround: Node? {
        scroll != nil ? self : enclosingScrollViewport
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
