import Geometry

extension LayoutNode {
    /// Snaps the frames of the laid-out tree to device pixels (`scale` pixels per point)
    /// into `roundedFrame`: each absolute edge is rounded to the nearest pixel and sizes
    /// are derived from the rounded edges, so adjacent siblings keep touching.
    public func roundLayout(scale: Double = 1) {
        precondition(scale > 0 && scale.isFinite, "LayoutNode.roundLayout: scale must be positive and finite")
        // Iterative, so that any depth fits in any stack: (node, parent's absolute
        // origin, parent's rounded absolute origin).
        var pending: [(LayoutNode, Double, Double, Double, Double)] = [(self, 0, 0, 0, 0)]
        while let (node, parentX, parentY, roundedParentX, roundedParentY) = pending.popLast() {
            let frame = node.frame
            let x = parentX + frame.x, y = parentY + frame.y
            let left = snap(x, scale), top = snap(y, scale)
            let right = snap(x + frame.width, scale), bottom = snap(y + frame.height, scale)
            node.roundedFrame = Rect(x: left - roundedParentX, y: top - roundedParentY, width: right - left, height: bottom - top)
            for child in node.children { pending.append((child, x, y, left, top)) }
        }
    }
}

/// Rounds to the nearest device pixel, halves up (as renderers snap edges).
@inline(__always)
private func snap(_ value: Double, _ scale: Double) -> Double {
    (value * scale + 0.5).rounded(.down) / scale
}
