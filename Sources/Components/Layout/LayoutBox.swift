import Geometry
import Instrumentation

/// One element as laid out, with its children: an immutable snapshot that the main
/// actor reads while the next layout runs.
///
/// Persistent: a subtree that layout did not touch (its node was not laid out again and
/// did not move within its parent) is the same `LayoutBox` object in the next result,
/// so making a result after a small change costs the changed path and the siblings it
/// moved, and mounting can skip every box it has seen before.
public final class LayoutBox: Sendable {
    public let element: Element
    /// The border box relative to the parent's, with absolute edges snapped to the
    /// pixel grid (so adjacent boxes neither overlap nor leave gaps).
    public let frame: Rect
    public let children: [LayoutBox]

    /// The frame as layout computed it, before snapping: text is laid out again at this
    /// width when drawn, so it wraps where layout measured it.
    public let unroundedFrame: Rect
    /// From the border box in to the content box (border plus padding, in points), as
    /// layout resolved them (`LayoutNode.contentInsets`): where content is drawn.
    public let contentInsets: EdgeInsets
    /// What else the box was made from, to tell whether the next layout changed it:
    /// where the absolute origin falls inside a device pixel (snapping depends on
    /// nothing else, so a box that moved by whole pixels with an ancestor is still
    /// right), and the node's perform count.
    let pixelPhase: Point
    let performCount: UInt64
    /// For a scroll viewport, how far its content can scroll on each axis (content
    /// extent minus viewport, at least 0); zero for every other box.
    public let maximumScrollOffset: Point
    /// For a scroll viewport, the offset its content is shown at (the requested one,
    /// clamped unless overscroll is allowed, snapped to device pixels); zero otherwise.
    public let scrollOffset: Point

    init(element: Element, frame: Rect, children: [LayoutBox], unroundedFrame: Rect, contentInsets: EdgeInsets,
         pixelPhase: Point, performCount: UInt64, maximumScrollOffset: Point = .zero, scrollOffset: Point = .zero) {
        self.maximumScrollOffset = maximumScrollOffset
        self.scrollOffset = scrollOffset
        self.element = element
        self.frame = frame
        self.children = children
        self.unroundedFrame = unroundedFrame
        self.contentInsets = contentInsets
        self.pixelPhase = pixelPhase
        self.performCount = performCount
        LiveObjects.created(.layoutBox)
    }

    deinit { LiveObjects.destroyed(.layoutBox) }

    /// Calls `body` with every box of the subtree, parents first, and the box's origin in
    /// the subtree root's parent coordinates.
    public func forEach(_ body: (LayoutBox, _ origin: Point) -> Void) {
        var pending: [(LayoutBox, Point)] = [(self, .zero)]
        while let (box, parentOrigin) = pending.popLast() {
            let origin = Point(x: parentOrigin.x + box.frame.minX, y: parentOrigin.y + box.frame.minY)
            body(box, origin)
            for child in box.children.reversed() { pending.append((child, origin)) }
        }
    }
}
