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
    /// Whether `offset` may lie past the content's edges and is shown there unclamped:
    /// while a finger stretches the content (the rubber band) and while a fling bounces
    /// or springs back. Layout then neither clamps it nor writes a clamp back.
    public var allowsOverscroll: Bool

    public init(axes: ScrollAxes, offset: Point, allowsOverscroll: Bool = false) {
        self.axes = axes
        self.offset = offset
        self.allowsOverscroll = allowsOverscroll
    }

    /// `offset` within `0...maximum` on the scrolled axes, 0 on the others (non-finite
    /// values as 0). Clamps even when overscroll is allowed: see `shown(maximum:)`.
    public func clamped(to maximum: Point) -> Point {
        func clamp(_ value: Double, _ limit: Double, _ axis: ScrollAxes) -> Double {
            guard axes.contains(axis), value.isFinite, limit.isFinite else { return 0 }
            return min(max(value, 0), max(limit, 0))
        }
        return Point(x: clamp(offset.x, maximum.x, .horizontal), y: clamp(offset.y, maximum.y, .vertical))
    }

    /// The offset to show: `offset` on the scrolled axes (finite, else 0) when overscroll
    /// is allowed, else `clamped(to:)`.
    public func shown(maximum: Point) -> Point {
        guard allowsOverscroll else { return clamped(to: maximum) }
        func value(_ value: Double, _ axis: ScrollAxes) -> Double { axes.contains(axis) && value.isFinite ? value : 0 }
        return Point(x: value(offset.x, .horizontal), y: value(offset.y, .vertical))
    }

    /// Where layout places the content at `scale` device pixels per point: `shown(maximum:)`
    /// snapped to device pixels (the one rule, `Double.snappedToPixels`), so the content
    /// moves by whole pixels; without overscroll, never past `maximum`. The frames of the
    /// content's boxes are offset by exactly this.
    public func displayed(maximum: Point, scale: Double) -> Point {
        let shown = shown(maximum: maximum)
        let snapped = Point(x: shown.x.snappedToPixels(scale: scale), y: shown.y.snappedToPixels(scale: scale))
        guard !allowsOverscroll else { return snapped }
        return Point(x: min(snapped.x, maximum.x), y: min(snapped.y, maximum.y))
    }
}
