import Geometry

extension LayoutNode {
    /// Snaps the frames of the laid-out tree to device pixels (`scale` pixels per point)
    /// into `roundedFrame`: each absolute edge is snapped to the nearest pixel
    /// (`Double.snappedToPixels(scale:)`, the rule component layouts use too) and sizes
    /// are derived from the snapped edges, so adjacent siblings keep touching. Throws a
    /// `DimensionError` (and snaps nothing) unless `scale` is finite and greater than 0.
    public func roundLayout(scale: Double = 1) throws(DimensionError) {
        try SizeCheck.scale(scale)
        // Iterative, so that any depth fits in any stack: (node, parent's absolute
        // origin, parent's rounded absolute origin).
        var pending: [(LayoutNode, Double, Double, Double, Double)] = [(self, 0, 0, 0, 0)]
        while let (node, parentX, parentY, roundedParentX, roundedParentY) = pending.popLast() {
            let frame = node.frame
            let x = parentX + frame.x, y = parentY + frame.y
            let left = x.snappedToPixels(scale: scale), top = y.snappedToPixels(scale: scale)
            let right = (x + frame.width).snappedToPixels(scale: scale)
            let bottom = (y + frame.height).snappedToPixels(scale: scale)
            node.roundedFrame = Rect(x: left - roundedParentX, y: top - roundedParentY, width: right - left, height: bottom - top)
            for child in node.children { pending.append((child, x, y, left, top)) }
        }
    }
}
