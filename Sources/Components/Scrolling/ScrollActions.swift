import Geometry

/// Asks the nearest `ScrollView` above the sender to show its content at `offset`
/// (points from the content's top-left corner; clamped to what the content allows when
/// laid out; a non-finite coordinate counts as 0). Sent by a component inside the scroll
/// view (a "back to top" button's action), by a controller (`ComponentController.send`),
/// and by the mounting layer for input.
///
/// `animated`: the content eases there over `ScrollStepCurve.defaultDuration` from where
/// it is shown (the mounting layer runs the curve on the frame clock, from the next
/// frame), as a wheel click does; otherwise it is there at once. A root with no mounting
/// layer shows nothing, so there an animated scroll is set at once too.
public struct ScrollTo: Action, Equatable {
    public var offset: Point
    /// Whether `offset` may lie past the content's edges (the mounting layer's drags and
    /// flings: the rubber band and the bounce); otherwise layout clamps it. An animated
    /// scroll always stays within the edges.
    public var allowsOverscroll: Bool
    /// Whether the content eases to `offset` rather than jumping there.
    public var animated: Bool

    public init(offset: Point, allowsOverscroll: Bool = false, animated: Bool = false) {
        self.offset = offset
        self.allowsOverscroll = allowsOverscroll
        self.animated = animated
    }
}

/// Layout clamped a scroll view's offset (its content shrank, or the viewport grew):
/// the root sends this from the viewport element when it commits, so the state holds
/// the offset the user sees, and a later growth of the content does not jump back.
/// A component that keeps a `ScrollViewport`'s offset itself (as `ScrollView` and a
/// data source's `List` do) handles it by storing `offset`.
public struct ScrollOffsetClamped: Action {
    /// The offset layout showed.
    public let offset: Point
}

/// A scroll viewport whose offset layout clamped, for the root to tell its `ScrollView`.
struct ScrollClamp: Sendable {
    let element: Element
    let offset: Point
}
