import Components
import Geometry
import ScrollPhysics

/// The root's scroll requests (`ScrollRequestHandler`): an animated `ScrollTo` from a
/// component, and an element to bring into view. They run here because here is where
/// elements are shown (the mounted nodes' frames, the viewports' ranges) and where the
/// frame clock steps motions. A request takes its viewports from the finger of a drag
/// and from a fling, as a program's scroll does in a browser.
extension EventDispatcher: ScrollRequestHandler {
    public func animateScroll(_ viewport: Element, to offset: Point) -> Bool {
        guard let node = mountedNode(showing: viewport), let content = node.scroll else { return false }
        // `clamped(to:)`: within the range, a non-finite coordinate as 0 (as layout shows it).
        let target = ScrollContent(axes: content.axes, offset: offset)
            .clamped(to: node.box?.maximumScrollOffset ?? .zero)
        endDrag(of: node)
        ease(node, to: target, at: nil)
        return true
    }

    public func scrollIntoView(_ element: Element, animated: Bool) {
        guard let node = mountedNode(showing: element) else { return }
        scrollIntoView(node.absoluteFrame, inside: node, animated: animated)
    }

    /// Moves every scroll viewport around `node` (the node itself excluded), innermost
    /// first, by the least that shows `frame` (the root's coordinates): what
    /// `scrollIntoView(_:animated:)` does for a mounted element, and what a test query
    /// does for an element of a list row that is not mounted (`node` is then the list).
    func scrollIntoView(_ frame: Rect, inside node: Node, animated: Bool) {
        let scale = root.environment.scale
        // The element's frame in the root's coordinates, as it will be shown once the
        // viewports inside the current one have moved, cut to what they show of it.
        var shown = frame
        var moves: [(viewport: Node, offset: Point)] = []
        var current = node.enclosingScrollViewport
        while let viewport = current {
            if let content = viewport.scroll {
                let maximum = viewport.box?.maximumScrollOffset ?? .zero
                let frame = viewport.absoluteFrame
                let displayed = content.displayed(maximum: maximum, scale: scale)
                let heading = heading(of: viewport, content, maximum: maximum)
                // The element in the content's coordinates: where it is at offset 0.
                let span = shown.offsetBy(dx: displayed.x - frame.minX, dy: displayed.y - frame.minY)
                var offset = heading
                if content.axes.contains(.horizontal) {
                    offset.x = ScrollRange(maximum: maximum.x).offset(revealing: span.minX, span.maxX,
                                                                      viewport: frame.width, from: heading.x)
                }
                if content.axes.contains(.vertical) {
                    offset.y = ScrollRange(maximum: maximum.y).offset(revealing: span.minY, span.maxY,
                                                                      viewport: frame.height, from: heading.y)
                }
                if offset != heading || content.allowsOverscroll { moves.append((viewport, offset)) }
                let after = ScrollContent(axes: content.axes, offset: offset).displayed(maximum: maximum, scale: scale)
                shown = shown.offsetBy(dx: displayed.x - after.x, dy: displayed.y - after.y).intersection(frame) ?? frame
            }
            current = viewport.enclosingScrollViewport
        }
        // Every offset is worked out before any is sent: a send rebuilds and remounts.
        for move in moves {
            endDrag(of: move.viewport)
            if animated {
                ease(move.viewport, to: move.offset, at: nil)
            } else {
                flings.removeAll { $0.viewport === move.viewport }
                eases.removeAll { $0.viewport === move.viewport }
                scroll(move.viewport, to: move.offset, allowsOverscroll: false)
            }
        }
    }

    /// The mounted node showing `element`, if any. Walks the tree: for requests, not for
    /// every frame.
    private func mountedNode(showing element: Element) -> Node? {
        var pending = tree().map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.element === element { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    /// A program's scroll of the viewport a finger drags ends the drag: the content is the
    /// program's now (the finger's later moves and release do nothing).
    private func endDrag(of viewport: Node) {
        (arena?.winner?.recognizer as? ScrollDragRecognizer)?.yield(viewport)
    }
}
