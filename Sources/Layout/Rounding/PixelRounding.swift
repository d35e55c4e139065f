import Geometry

extension LayoutNode {
    /// Snaps the frames of the laid-out tree to device pixels (`scale` pixels per point)
    /// into `roundedFrame`: each absolute edge is rounded to the nearest pixel and sizes
    /// are derived from the rounded edges, so adjacent siblings keep touching.
    public func roundLayout(scale: Double = 1) {
        precondition(scale > 0 && scale.isFinite, "LayoutNode.roundLayout: scale must be positive and finite")
        roundFrames(parentX: 0, parentY: 0, roundedParentX: 0, roundedParentY: 0, scale: scale)
    }

    private func roundFrames(parentX: Double, parentY: Double, roundedParentX: Double, roundedParentY: Double, scale: Double) {
        let x = parentX + frame.x
        let y = parentY + frame.y
        let left = snap(x, scale), top = snap(y, scale)
        let right = snap(x + frame.width, scale), bottom = snap(y + frame.height, scale)
        roundedFrame = Rect(x: left - roundedParentX, y: top - roundedParentY, width: right - left, height: bottom - top)
        for child in children {
            child.roundFrames(parentX: x, parentY: y, roundedParentX: left, roundedParentY: top, scale: scale)
        }
    }
}

/// Rounds to the nearest device pixel, halves up (as renderers snap edges).
@inline(__always)
private func snap(_ value: Double, _ scale: Double) -> Double {
    (value * scale + 0.5).rounded(.down) / scale
}
