import Geometry

/// Whole device rows in which a rounded rectangle, or a border's ring, has vertical
/// edges only, and the one or two horizontal intervals (device x) it covers there at
/// full height. Those rows are covered directly, pixel by pixel as `RectCoverage` does,
/// and only the rows of the corners' curves go through the rasterizer: a card's
/// straight sides cost a few spans per row instead of a rasterizer cell per edge.
///
/// Each pixel's coverage is a function of its own position (not of the clip), as
/// the rasterizer's is; it can differ from the rasterizer's by a rounding step.
struct StraightRows {
    var rows: Range<Int>
    var first: (minX: Double, maxX: Double)
    var second: (minX: Double, maxX: Double)?

    /// The straight rows of `shape` (painter coordinates, moved by `offset` to device
    /// pixels) within `clip`'s rows, or nil when there are none.
    init?(_ shape: RoundedRect, offset: (dx: Double, dy: Double), clip: PixelRect) {
        guard let band = Self.band(of: shape, offset: offset, clip: clip) else { return nil }
        self.init(rows: band.rows, first: (band.minX, band.maxX), second: nil)
    }

    /// The straight rows of the ring between `outer` and `inner` (inside it), as
    /// `Painter.strokeBorder` outlines it: the rows where both are straight, and the
    /// intervals left and right of the inner one. Nil when there are none, or when the
    /// inner one is narrower than a pixel (the two intervals could share one).
    init?(ring outer: RoundedRect, inner: RoundedRect, offset: (dx: Double, dy: Double), clip: PixelRect) {
        guard let o = Self.band(of: outer, offset: offset, clip: clip) else { return nil }
        // `Path.addRoundedRect` adds no contour for an empty inner shape.
        guard !inner.rect.isEmpty, inner.rect.isFinite else {
            self.init(rows: o.rows, first: (o.minX, o.maxX), second: nil)
            return
        }
        guard let i = Self.band(of: inner, offset: offset, clip: clip), i.maxX - i.minX >= 1 else { return nil }
        let lower = max(o.rows.lowerBound, i.rows.lowerBound), upper = min(o.rows.upperBound, i.rows.upperBound)
        guard lower < upper else { return nil }
        self.init(rows: lower..<upper, first: (o.minX, i.minX), second: (i.maxX, o.maxX))
    }

    private init(rows: Range<Int>, first: (minX: Double, maxX: Double), second: (minX: Double, maxX: Double)?) {
        self.rows = rows
        self.first = first
        self.second = second
    }

    /// The whole rows between the top corners' curves and the bottom ones', within
    /// `clip`'s rows. The top arcs of `Path.addRoundedRect` end at their centers'
    /// height and stay above it, the bottom ones below theirs; computed as it does, so
    /// no row here holds a piece of a curve.
    private static func band(of shape: RoundedRect, offset: (dx: Double, dy: Double),
                             clip: PixelRect) -> (rows: Range<Int>, minX: Double, maxX: Double)? {
        let r = shape.rect, k = shape.radii
        guard !r.isEmpty, r.isFinite else { return nil }
        let top = max(r.minY + k.topLeft.height, r.minY + k.topRight.height) + offset.dy
        let bottom = min(r.maxY - k.bottomLeft.height, r.maxY - k.bottomRight.height) + offset.dy
        let minX = r.minX + offset.dx, maxX = r.maxX + offset.dx
        guard top.isFinite, bottom.isFinite, minX.isFinite, maxX.isFinite else { return nil }
        let first = max(Double(clip.minY), top.rounded(.up)), last = min(Double(clip.maxY), bottom.rounded(.down))
        guard first < last else { return nil }
        return (Int(first)..<Int(last), minX, maxX)
    }
}
