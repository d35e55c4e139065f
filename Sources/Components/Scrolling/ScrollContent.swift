import Geometry

/// What a scroll viewport element is (`ElementKind.scroll`): the axes it scrolls on and
/// the offset its `ScrollView`'s state asks for. Layout places the content shifted by the
/// offset clamped to what the content allows (`LayoutBox.maximumScrollOffset`); mounting
/// clips the content to the viewport and sends it wheel input.
public struct ScrollContent: Equatable, Sendable {
    public var axes: ScrollAxes
    /// The requested offset of the content's top-left corner from the viewport's, in
    /// points (positive: the content moved up and left).
    public var offset: Point

    public init(axes: ScrollAxes, offset: Point) {
        self.axes = axes
        self.offset = offset
    }

    /// `offset` within `0...maximum` on the scrolled axes, 0 on the others (non-finite
    /// values as 0).
    public func clamped(to maximum: Point) -> Point {
        func clamp(_ value: Double, _ limit: Double, _ axis: ScrollAxes) -> Double {
            guard axes.contains(axis), value.isFinite, limit.isFinite else { return 0 }
            return min(max(value, 0), max(limit, 0))
        }
        return Point(x: clamp(offset.x, maximum.x, .horizontal), y: clamp(offset.y, maximum.y, .vertical))
    }
}
