import Geometry
import Layout

extension LayoutNode {
    /// This node and all its descendants in pre-order (parents before children),
    /// collected without recursion so that very deep trees are fine.
    var subtree: [LayoutNode] {
        var result: [LayoutNode] = []
        var stack: [LayoutNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The `frame` of every node of the subtree, in pre-order.
    var subtreeFrames: [Rect] { subtree.map(\.frame) }

    /// The rounded frame's edges in the root's coordinates: `roundedFrame` is relative
    /// to the parent's rounded frame, so the parents' rounded origins are added up.
    var absoluteRoundedFrame: Rect {
        var frame = roundedFrame
        var ancestor = parent
        while let node = ancestor {
            frame = frame.offsetBy(dx: node.roundedFrame.x, dy: node.roundedFrame.y)
            ancestor = node.parent
        }
        return frame
    }

    /// The unrounded frame in the root's coordinates.
    var absoluteFrame: Rect {
        var frame = self.frame
        var ancestor = parent
        while let node = ancestor {
            frame = frame.offsetBy(dx: node.frame.x, dy: node.frame.y)
            ancestor = node.parent
        }
        return frame
    }
}
