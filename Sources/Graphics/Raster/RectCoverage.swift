import Geometry

/// Coverage of an axis-aligned rectangle with fractional edges, without the general
/// rasterizer: each pixel's coverage is the product of its row's and its column's
/// overlap with the rectangle.
enum RectCoverage {
    /// Emits the spans of `rect` (device pixels) inside `clip`. A pixel's coverage does
    /// not depend on the clip.
    static func sweep<Sink: SpanSink>(_ rect: Rect, clip: PixelRect, into sink: inout Sink) {
        guard !rect.isEmpty, rect.isFinite else { return }
        sweep(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, clip: clip, into: &sink)
    }

    /// Emits the spans of the rectangle with these edges (device pixels, finite) inside
    /// `clip`.
    static func sweep<Sink: SpanSink>(minX: Double, minY: Double, maxX: Double, maxY: Double, clip: PixelRect,
                                      into sink: inout Sink) {
        guard !clip.isEmpty else { return }
        // Edges cut to the clip: small enough for Int, and an edge moved onto the clip's
        // whole-pixel bounds changes no coverage inside. (Edges, not a `Rect`: a width
        // recomputed from cut edges could move the other edge by a rounding error.)
        let minX = max(minX, Double(clip.minX)), maxX = min(maxX, Double(clip.maxX))
        let minY = max(minY, Double(clip.minY)), maxY = min(maxY, Double(clip.maxY))
        guard minX < maxX, minY < maxY else { return }
        let px = PixelRect(minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
                           maxX: Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up)))
        // Columns: a partial pixel on each side, full coverage between.
        let innerMinX = Int(minX.rounded(.up)), innerMaxX = Int(maxX.rounded(.down))
        for y in px.minY..<px.maxY {
            let vy = min(maxY, Double(y + 1)) - max(minY, Double(y))
            guard vy > 0 else { continue }
            if innerMinX > innerMaxX {
                // Narrower than one pixel, inside one column.
                emit(&sink, y: y, x: px.minX, count: 1, fraction: vy * (maxX - minX))
                continue
            }
            if Double(innerMinX) > minX {
                emit(&sink, y: y, x: innerMinX - 1, count: 1, fraction: vy * (Double(innerMinX) - minX))
            }
            if innerMaxX > innerMinX {
                emit(&sink, y: y, x: innerMinX, count: innerMaxX - innerMinX, fraction: vy)
            }
            if maxX > Double(innerMaxX) {
                emit(&sink, y: y, x: innerMaxX, count: 1, fraction: vy * (maxX - Double(innerMaxX)))
            }
        }
    }

    @inline(__always)
    private static func emit<Sink: SpanSink>(_ sink: inout Sink, y: Int, x: Int, count: Int, fraction: Double) {
        let c = UInt32(min(1, fraction) * 255 + 0.5)
        if c != 0 { sink.span(y: y, x: x, count: count, coverage: c) }
    }
}
