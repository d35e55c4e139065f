import Geometry
import Locking

extension Painter {
    /// Runs `body` with drawing clipped to a rounded rectangle (painter coordinates), its
    /// curved and fractional edges anti-aliased: each pixel ends as the drawing blended
    /// over what was there by the shape's coverage, `c·drawn + (1 − c)·before`, which is
    /// what compositing the drawing through a coverage mask gives (`(c·layer) over
    /// before`, since `drawn = layer over before`).
    ///
    /// The clip is narrowed to the shape's whole pixels for `body`; inside it, only the
    /// pixels the shape covers partly are kept aside before and blended after (those of
    /// the corners' boxes and of fractional edges), so the rest is drawn directly, bit
    /// for bit as under a rectangular clip, and no layer is needed. The coverage does not
    /// depend on the clip (see `CoverageRasterizer`), so a damaged part repainted under a
    /// narrower clip comes out exactly as in a full repaint. Nests with other clips and
    /// opacity groups; allocates nothing once its scratch buffers have grown.
    public func withClip<R>(_ shape: RoundedRect, _ body: () throws -> R) rethrows -> R {
        let device = deviceRect(shape.rect)
        guard !shape.isEmpty, device.isFinite else { return try withClip(Rect.zero, body) }
        let area = device.enclosingPixels.intersection(clipBounds)
        guard !area.isEmpty else { return try withClip(Rect.zero, body) }
        let areaRect = Rect(x: Double(area.minX) - translation.dx, y: Double(area.minY) - translation.dy,
                            width: Double(area.width), height: Double(area.height))
        let edges = RoundedClipEdges(rect: device, radii: shape.radii)
        let scratch = DrawingScratch.take()
        defer { DrawingScratch.recycle(scratch) }
        let count = scratch.plan(edges, area: area)
        guard count > 0 else { return try withClip(areaRect, body) }

        // The shape's coverage of the pixels kept aside, and what they hold now.
        scratchPath.removeAll()
        scratchPath.addRoundedRect(shape)
        let path = scratchPath
        let surface = surface
        withClip(areaRect) {
            scratch.withBuffers { rows, coverage, _ in
                var sink = RoundedClipCoverageSink(rows: rows, coverage: coverage, top: area.minY)
                sweep(path, rule: .nonZero, into: &sink)
            }
        }
        scratch.forEachRun { y, x, count, offset, _, saved in
            (saved + offset).update(from: surface.row(y, x), count: count)
        }
        defer {
            // Drawn pixels blended back with what was there by the coverage.
            scratch.forEachRun { y, x, count, offset, coverage, saved in
                let p = surface.row(y, x)
                for i in 0..<count {
                    p[i] = Self.mix(p[i], saved[offset + i], coverage: UInt32(coverage[offset + i]))
                }
            }
        }
        return try withClip(areaRect, body)
    }

    /// `drawn · c + before · (255 − c)`, over 255, correctly rounded per channel (two
    /// channels per multiply; no lane can overflow): exact at 0 and 255, and a valid
    /// premultiplied pixel when both inputs are.
    @inline(__always)
    static func mix(_ drawn: UInt32, _ before: UInt32, coverage c: UInt32) -> UInt32 {
        if c == 255 { return drawn }
        if c == 0 { return before }
        let k = 255 &- c
        var rb = (drawn & 0x00FF_00FF) &* c &+ (before & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((drawn >> 8) & 0x00FF_00FF) &* c &+ ((before >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }
}

/// A rounded rectangle in device pixels, with what tells which pixels it may cover only
/// partly: its edges and the extent of each corner's curve.
struct RoundedClipEdges {
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    let radii: CornerRadii

    /// `radii` as a `RoundedRect` normalized them.
    init(rect: Rect, radii: CornerRadii) {
        minX = rect.minX
        minY = rect.minY
        maxX = rect.maxX
        maxY = rect.maxY
        self.radii = radii
    }

    /// The columns of row `y` whose pixels the shape may cover partly, clipped to
    /// `minColumn..<maxColumn`: at most two ranges (left and right), or one for the
    /// whole row. Pixels between them lie inside the rectangle and outside every
    /// corner's box, where the shape is the rectangle, so they are covered fully.
    func partialColumns(row y: Int, minColumn: Int, maxColumn: Int) -> (Range<Int>, Range<Int>) {
        let top = Double(y), bottom = Double(y + 1)
        let outerLeft = max(minColumn, Self.floor(minX)), outerRight = min(maxColumn, Self.ceil(maxX))
        guard outerLeft < outerRight else { return (0..<0, 0..<0) }
        // A row the top or bottom edge crosses is partly covered everywhere.
        if top < minY || bottom > maxY { return (outerLeft..<outerRight, 0..<0) }
        func inTop(_ corner: Size) -> Bool { corner.height > 0 && top < minY + corner.height }
        func inBottom(_ corner: Size) -> Bool { corner.height > 0 && bottom > maxY - corner.height }
        var left = Self.ceil(minX), right = Self.floor(maxX)
        if inTop(radii.topLeft) { left = max(left, Self.ceil(minX + radii.topLeft.width)) }
        if inBottom(radii.bottomLeft) { left = max(left, Self.ceil(minX + radii.bottomLeft.width)) }
        if inTop(radii.topRight) { right = min(right, Self.floor(maxX - radii.topRight.width)) }
        if inBottom(radii.bottomRight) { right = min(right, Self.floor(maxX - radii.bottomRight.width)) }
        if left >= right { return (outerLeft..<outerRight, 0..<0) }
        let first = outerLeft..<max(outerLeft, min(left, outerRight))
        let second = min(outerRight, max(right, outerLeft))..<outerRight
        return (first, second)
    }

    private static func floor(_ v: Double) -> Int { PixelRect.coordinate(v.rounded(.down)) }

    private static func ceil(_ v: Double) -> Int { PixelRect.coordinate(v.rounded(.up)) }
}

/// Scratch memory for drawing that a `Painter` has no stored room for: the pixels a
/// rounded clip keeps aside (runs on rows, with their coverage and their pixels from
/// before the drawing). Reused through a small shared pool (nested clips each take one),
/// so steady-state drawing allocates nothing.
final class DrawingScratch: @unchecked Sendable {
    // Unchecked: a scratch is used by one painter at a time, between `take` and `recycle`.
    /// Per row of the area: first column and count of its two runs, and the offset of
    /// its first pixel in `coverage` and `saved` (5 numbers a row).
    private var rows: [Int] = []
    private var top = 0
    private var rowCount = 0
    private var coverage: [UInt8] = []
    private var saved: [UInt32] = []

    private static let pool = Lock<[DrawingScratch]>([])

    static func take() -> DrawingScratch {
        pool.withLock { $0.popLast() } ?? DrawingScratch()
    }

    static func recycle(_ scratch: DrawingScratch) {
        pool.withLock { pool in
            if pool.count < 16 { pool.append(scratch) }
        }
    }

    /// Lays out the runs of `edges`' partly covered pixels inside `area`; returns their
    /// number of pixels. Coverage starts at 0 (a pixel no span reaches is not covered).
    func plan(_ edges: RoundedClipEdges, area: PixelRect) -> Int {
        top = area.minY
        rowCount = area.height
        let needed = rowCount * 5
        if rows.count < needed { rows.append(contentsOf: repeatElement(0, count: needed - rows.count)) }
        var total = 0
        for index in 0..<rowCount {
            let (a, b) = edges.partialColumns(row: top + index, minColumn: area.minX, maxColumn: area.maxX)
            rows[index * 5] = a.lowerBound
            rows[index * 5 + 1] = a.count
            rows[index * 5 + 2] = b.lowerBound
            rows[index * 5 + 3] = b.count
            rows[index * 5 + 4] = total
            total += a.count + b.count
        }
        if coverage.count < total {
            coverage.append(contentsOf: repeatElement(0, count: total - coverage.count))
            saved.append(contentsOf: repeatElement(0, count: total - saved.count))
        }
        coverage.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.update(repeating: 0, count: total)
        }
        return total
    }

    func withBuffers(_ body: (UnsafeBufferPointer<Int>, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt32>) -> Void) {
        rows.withUnsafeBufferPointer { rows in
            coverage.withUnsafeMutableBufferPointer { coverage in
                saved.withUnsafeMutableBufferPointer { saved in
                    body(UnsafeBufferPointer(rebasing: rows[0..<rowCount * 5]), coverage.baseAddress!, saved.baseAddress!)
                }
            }
        }
    }

    /// Calls `body` with each run: row, first column, count, offset in the buffers, and
    /// the coverage and saved-pixel buffers.
    func forEachRun(_ body: (_ y: Int, _ x: Int, _ count: Int, _ offset: Int, UnsafeMutablePointer<UInt8>,
                             UnsafeMutablePointer<UInt32>) -> Void) {
        let top = self.top
        withBuffers { rows, coverage, saved in
            for index in 0..<(rows.count / 5) {
                let base = index * 5
                var offset = rows[base + 4]
                for run in 0..<2 {
                    let x = rows[base + run * 2], count = rows[base + run * 2 + 1]
                    guard count > 0 else { continue }
                    body(top + index, x, count, offset, coverage, saved)
                    offset += count
                }
            }
        }
    }
}

/// Writes a rounded clip's coverage into the runs it keeps aside (other spans are
/// inside the shape, fully covered, or outside the area).
struct RoundedClipCoverageSink: SpanSink {
    let rows: UnsafeBufferPointer<Int>
    let coverage: UnsafeMutablePointer<UInt8>
    let top: Int

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage c: UInt32) {
        let index = y - top
        guard index >= 0, index * 5 < rows.count else { return }
        let base = index * 5
        var offset = rows[base + 4]
        for run in 0..<2 {
            let start = rows[base + run * 2], length = rows[base + run * 2 + 1]
            let x0 = max(x, start), x1 = min(x + count, start + length)
            if x0 < x1 {
                (coverage + offset + (x0 - start)).update(repeating: UInt8(truncatingIfNeeded: c), count: x1 - x0)
            }
            offset += length
        }
    }
}
