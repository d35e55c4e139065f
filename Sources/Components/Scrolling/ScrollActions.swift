import Geometry

/// Asks the nearest `ScrollView` above the sender to show its content at `offset`
/// (points from the content's top-left corner; clamped to what the content allows when
/// laid out). Sent by a component inside the scroll view ("back to top"), and by the
/// mounting layer for wheel input.
public struct ScrollTo: Action, Equatable {
    public var offset: Point
    /// Whether `offset` may lie past the content's edges (the mounting layer's drags and
    /// flings: the rubber band and the bounce); otherwise layout clamps it.
    public var allowsOverscroll: Bool

    public init(offset: Point, allowsOverscroll: Bool = false) {
        self.offset = offset
        self.allowsOverscroll = allowsOverscroll
    }
}

/// Layout clamped a scroll view's offset (its content shrank, or the viewport grew):
/// the root sends this from the viewport element when it commits, so the state holds
/// the offset the user sees, and a later growth of the content does not jump back.
struct ScrollOffsetClamped: Action {
    let offset: Point
}

/// A scroll viewport whose offset layout clamped, for the root to tell its `ScrollView`.
struct ScrollClamp: Sendable {
    let element: Element
    let offset: Point
}
