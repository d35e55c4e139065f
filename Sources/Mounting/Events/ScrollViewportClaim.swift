import Components

/// A motion's hold on the scroll viewport it moves (a fling's, an eased step's): the
/// viewport, its trips to the reuse pool when the motion began, and what the motion last
/// showed there. The motion yields when the viewport left the tree, or when something
/// else moved it since (a component's `ScrollTo`, the clamp written back after its content
/// shrank): its next frame would otherwise undo that move.
@MainActor
struct ScrollViewportClaim {
    let viewport: Node
    let unmountCount: Int
    /// The viewport's content (axes, offset, overscroll) as the motion last left it.
    var shown: ScrollContent?

    /// A claim on `viewport` as it is now.
    init(_ viewport: Node) {
        self.viewport = viewport
        unmountCount = viewport.unmountCount
        shown = viewport.scroll
    }

    /// Whether the motion still owns the viewport: mounted as it was, showing what the
    /// motion left.
    var isCurrent: Bool {
        viewport.unmountCount == unmountCount && viewport.scroll != nil && viewport.scroll == shown
    }
}
