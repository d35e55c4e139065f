import Geometry

extension LayoutNode {
    /// Lays out the tree rooted here in the given space (nil: unbounded in that axis).
    ///
    /// The root is laid out as a browser lays out an absolutely positioned box at the
    /// top-left corner of a containing block of the available size: an auto width or
    /// height shrinks to fit the content within the available space (max-content when
    /// unbounded); the root's percentages resolve against the available size and behave
    /// as `auto` on an unbounded axis. Its insets and `position` are ignored.
    ///
    /// Afterwards every node's `frame` holds its border box relative to its parent.
    /// Only what changed since the last call is recomputed.
    public func computeLayout(availableWidth: Double?, availableHeight: Double?) {
        // TODO: the engine
    }
}
