import Geometry

/// Coverage of an axis-aligned rectangle with fractional edges, without the general
/// rasterizer: each pixel's coverage is the product of its row's and its column's
/// overlap with the rectangle.
enum RectCoverage {
    /// Emits the spans of `rect` (device pixels) inside `clip`.
    static func sweep<Sink: SpanSink>(_ rect: Rect, clip: PixelRect, into sink: inout Sink) {
        guard !rect.isEmpty, rect.isFinite, !clip.isEmpty else { return }
        // Cut to the clip first: the edges that remain are small enough for Int, and
        // edges moved onto the clip's whole-pixel bounds do not change any coverage.
        guard let rect = rect.intersection(clip.rect) else { return }
        let px = rect.enclosingPixels.intersection(clip)
        guard !px.isEmpty else { return }
        // Columns: a partial pixel on each side, full coverage between.
        let innerMinX = Int(rect.minX.rounded(.up)), innerMaxX = Int(rect.maxX.rounded(.down))
        for y in px.minY..<px.maxY {
            let vy = min(rect.maxY, Double(y + 1)) - max(rect.minY, Double(y))
            guard vy > 0 else { continue }
            if innerMinX > innerMaxX {
                // Narrower than one pixel, inside one column.
                emit(&sink, y: y, x: px.minX, count: 1, fraction: vy * rect.width, clip: px)
                continue
            }
            if Double(innerMinX) > rect.minX {
                emit(&sink, y: y, x: innerMinX - 1, count: 1, fraction: vy * (Double(innerMinX) - rect.minX), clip: px)
            }
            if innerMaxX > innerMinX {
                emit(&sink, y: y, x: innerMinX, count: innerMaxX - innerMinX, fraction: vy, clip: px)
            }
            if rect.maxX > Double(innerMaxX) {
                emit(&sink, y: y, x: innerMaxX, count: 1, fraction: vy * (rect.maxX - Double(innerMaxX)), clip: px)
            }
        }
    }

    @inline(__always)
    private static func emit<Sink: SpanSink>(_ sink: inout Sink, y: Int, x: Int, count: Int, fraction: Double, clip: PixelRect) {
        let x0 = max(x, clip.minX), x1 = min(x + count, clip.maxX)
        guard x1 > x0 else { return }
        let c = UInt32(min(1, fraction) * 255 + 0.5)
        if c != 0 { sink.span(y: y, x: x0, count: x1 - x0, coverage: c) }
    }
}
