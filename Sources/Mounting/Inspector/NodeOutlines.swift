import Geometry

/// Where the inspector outlines one mounted node: its border box in device pixels, the
/// pixels its clipping ancestors let it show in, and its depth in the tree (the outline's
/// color). What the outline covers is inside what mounting damages for the node, so an
/// outline drawn only inside each frame's damage stays right.
public struct NodeOutline: Sendable, Hashable {
    /// The node's border box, in device pixels (rounded outward as painting does).
    public var rect: PixelRect
    /// What its clipping ancestors (and the framebuffer) leave visible.
    public var clip: PixelRect
    /// 0 for the root node.
    public var depth: Int
}

extension ComponentHost {
    /// Appends the outline of every node whose visible part reaches into `area` (device
    /// pixels) to `outlines`, parents before children; subtrees whose visual extent misses
    /// it are skipped.
    public func collectOutlines(touching area: PixelRect, into outlines: inout [NodeOutline]) {
        guard let root = mounter.root, !area.isEmpty else { return }
        let scale = scale
        func pixels(_ rect: Rect) -> PixelRect {
            // NodePainter's rounding: edges within a rounding error of a whole pixel are on it.
            func snapped(_ value: Double) -> Double {
                let whole = value.rounded()
                return abs(value - whole) < 1e-7 ? whole : value
            }
            let minX = snapped(rect.minX * scale), minY = snapped(rect.minY * scale)
            let maxX = snapped(rect.maxX * scale), maxY = snapped(rect.maxY * scale)
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).enclosingPixels
        }
        // An explicit stack: a 1,000-deep tree must not need 1,000 frames of this function.
        var pending: [(node: Node, parentOrigin: Point, clip: PixelRect, depth: Int)] =
            [(root, .zero, framebuffer.bounds.intersection(area), 0)]
        while let (node, parentOrigin, clip, depth) = pending.popLast() {
            guard !clip.isEmpty,
                  pixels(node.visualBounds.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)).intersects(clip) else { continue }
            let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            let rect = pixels(frame)
            if rect.intersects(clip) { outlines.append(NodeOutline(rect: rect, clip: clip, depth: depth)) }
            let childClip = node.clipsContent ? clip.intersection(rect) : clip
            // Reversed, so the stack pops them in order.
            for child in node.children.reversed() {
                pending.append((child, frame.origin, childClip, depth + 1))
            }
        }
    }
}
