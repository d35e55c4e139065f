/// The offsets a scroll view may rest at on one axis: `0...maximum`, where `maximum` is
/// how far the content reaches past the viewport (0 when it fits).
///
/// Every resting offset goes through `clamp` (content that shrank brings the offset back
/// to the new end), and every step of input through `consume`, which is also the nested
/// hand-off: what an inner scroll view cannot take at its edge goes to its ancestor.
public struct ScrollRange: Equatable, Sendable {
    /// The largest offset: content length minus viewport length, at least 0.
    public let maximum: Double

    /// The range for `content` points of content in a viewport of `viewport` points.
    /// Lengths that are not finite count as 0 (layout saturates, but a range must never
    /// hold infinity or NaN).
    public init(content: Double, viewport: Double) {
        let content = content.isFinite ? content : 0, viewport = viewport.isFinite ? viewport : 0
        maximum = max(0, content - viewport)
    }

    /// A range `0...maximum` (negative and non-finite maxima count as 0).
    public init(maximum: Double) {
        self.maximum = maximum.isFinite ? max(0, maximum) : 0
    }

    /// `offset` within the range (NaN as 0).
    public func clamp(_ offset: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        return min(max(offset, 0), maximum)
    }

    /// Whether `offset` is past an edge.
    public func isOverscrolled(_ offset: Double) -> Bool { offset < 0 || offset > maximum }

    /// How far `offset` is past the nearest edge: negative before 0, positive past the
    /// maximum, 0 inside.
    public func overscroll(_ offset: Double) -> Double {
        if offset < 0 { return offset }
        if offset > maximum { return offset - maximum }
        return 0
    }

    /// The edge nearest to `offset` when it is past one, else `offset`.
    public func nearestEdge(_ offset: Double) -> Double { clamp(offset) }

    /// Moves `offset` by `delta` as far as the range allows: the new offset and the part
    /// of `delta` left over, which a nested scroll view hands to its ancestor (a wheel
    /// turn that takes an inner list to its end scrolls the page with the rest).
    /// An offset already past an edge is first brought back to it.
    public func consume(_ delta: Double, from offset: Double) -> (offset: Double, unconsumed: Double) {
        let start = clamp(offset)
        let target = start + (delta.isFinite ? delta : 0)
        let end = clamp(target)
        return (end, target - end)
    }

    /// The offset nearest to `offset` at which a span `start...end` of the content (points
    /// from the content's start) shows in a viewport `length` long, within the range: what
    /// `scrollIntoView({block: "nearest"})` does (CSSOM View, "determine the scroll-into-view
    /// position", nearest). A span already in view, or one covering the whole viewport,
    /// moves nothing; one that fits comes in by its nearer edge; one longer than the
    /// viewport shows as much of itself as it can from the side it was cut off on.
    /// Non-finite values move nothing.
    public func offset(revealing start: Double, _ end: Double, viewport length: Double, from offset: Double) -> Double {
        let offset = clamp(offset)
        guard start.isFinite, end.isFinite, length.isFinite, end >= start else { return offset }
        let viewStart = offset, viewEnd = offset + length, fits = end - start <= length
        if start < viewStart, end > viewEnd { return offset }
        if start < viewStart { return clamp(fits ? start : end - length) }
        if end > viewEnd { return clamp(fits ? end - length : start) }
        return offset
    }
}
