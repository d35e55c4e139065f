import Geometry

/// Turns line segments into exact-area pixel coverage, one path at a time.
///
/// A sparse-cell scanline rasterizer: every segment deposits, in each pixel cell it
/// crosses, its signed height (`cover`) and that height times its mean distance from
/// the cell's left edge (`area`). Sweeping a row left to right, a pixel's coverage is
/// the covers accumulated to its left, plus its own cell's `cover - area`; between
/// cells the coverage is constant, so shape interiors come out as long spans. The
/// work follows the outline's length, not the shape's area.
///
/// Coverage does not depend on the clip: the pixels inside any clip are bit for bit
/// those of rasterizing without it, so a region repainted under a narrower clip is
/// exact. Heights are whole multiples of 1/65536 pixel (`Int32`), which sum exactly in
/// any order; a segment's height in each cell is the difference of its quantized
/// heights at the cell's sides, each a function of that side's position alone. So
/// what lies left of the clip is summed into the clip's first column in one step (the
/// same integer the cells there would have summed to), cells right of the clip are
/// never made, and every cell inside gets the same cover and area as without a clip.
///
/// Cells live in one pool, linked per row in x order; the pool and the row table are
/// reused from path to path, so steady-state drawing allocates nothing.
final class CoverageRasterizer {
    private struct Cell {
        var x: Int32
        var next: Int32
        /// Signed height, in units of 1/65536 pixel.
        var cover: Int32
        /// Sum of each piece's height (same units) times its mean distance from the
        /// cell's left edge (0...1).
        var area: Float
    }

    /// Height units per pixel.
    private static let one: Double = 65536
    /// Converts a cell's accumulated units to pixels (exact: a power of two).
    private static let unit: Float = 1 / 65536

    private var cells: UnsafeMutablePointer<Cell>
    private var cellCapacity = 1024
    private var cellCount = 0
    private var rowHeads: UnsafeMutablePointer<Int32>
    private var rowCapacity = 0

    /// Device pixels that may receive coverage: rows and columns outside are ignored.
    private var clip = PixelRect.zero
    private var touchedTop = Int.max
    private var touchedBottom = Int.min
    /// The cell touched last, which the next segment piece very often hits again.
    private var lastRow = -1
    private var lastX: Int32 = 0
    private var lastIndex: Int32 = -1

    init() {
        cells = .allocate(capacity: cellCapacity)
        rowHeads = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        rowHeads.deallocate()
    }

    /// Starts a new path whose coverage is kept within `clip` and whose segments all
    /// lie within `bounds` rows. Returns false when nothing can be visible.
    func begin(clip: PixelRect, bounds: PixelRect) -> Bool {
        let band = PixelRect(minX: clip.minX, minY: max(clip.minY, bounds.minY),
                             maxX: clip.maxX, maxY: min(clip.maxY, bounds.maxY))
        guard !band.isEmpty, !clip.isEmpty else { return false }
        self.clip = band
        if band.height > rowCapacity {
            rowHeads.deallocate()
            rowCapacity = max(band.height, 2 * rowCapacity)
            rowHeads = .allocate(capacity: rowCapacity)
        }
        rowHeads.update(repeating: -1, count: band.height)
        cellCount = 0
        touchedTop = Int.max
        touchedBottom = Int.min
        lastRow = -1
        return true
    }

    /// Adds the segment from (x0, y0) to (x1, y1), in device pixels. Its direction
    /// gives the sign of its winding (downwards is positive).
    @inline(__always)
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let dir: Int32 = y1 > y0 ? 1 : -1
        let (xa, ya, xb, yb) = y1 > y0 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let top = Double(clip.minY), bottom = Double(clip.maxY)
        guard yb > top, ya < bottom else { return }
        let dxdy = (xb - xa) / (yb - ya)
        // Where the segment crosses a row boundary depends on that boundary alone, so
        // the rows inside the clip get the same pieces as without it.
        var y = max(ya, top)
        let yEnd = min(yb, bottom)
        var row = Int(Self.floor(y))
        var x = xa + (y - ya) * dxdy
        while y < yEnd {
            let rowTop = Double(row)
            let nextY = min(rowTop + 1, yEnd)
            let nextX = nextY == yb ? xb : xa + (nextY - ya) * dxdy
            // Heights within the row (exact: y - row loses no bits), quantized; most
            // pieces run from one row boundary to the next.
            let q0: Int32 = y == rowTop ? 0 : Self.rounded(y - rowTop, scaledBy: Self.one)
            let q1: Int32 = nextY == rowTop + 1 ? 65536 : Self.rounded(nextY - rowTop, scaledBy: Self.one)
            if q1 != q0 { addRowPiece(row: row, x0: x, q0: q0, x1: nextX, q1: q1, dir: dir) }
            y = nextY
            x = nextX
            row += 1
        }
    }

    /// Calls `sink` with every covered span, row by row, left to right.
    func sweep<Sink: SpanSink>(rule: FillRule, into sink: inout Sink) {
        guard touchedTop <= touchedBottom else { return }
        let right = Int32(clip.maxX)
        let unit = Self.unit
        for row in touchedTop...touchedBottom {
            var index = rowHeads[row - clip.minY]
            guard index >= 0 else { continue }
            var acc: Int32 = 0
            var x = Int32(clip.minX)
            while index >= 0 {
                let cell = cells[Int(index)]
                if cell.x > x && acc != 0 {
                    let c = rule.coverage(Float(acc) * unit)
                    if c != 0 { sink.span(y: row, x: Int(x), count: Int(cell.x - x), coverage: c) }
                }
                let own = acc &+ cell.cover
                let c = rule.coverage((Float(own) - cell.area) * unit)
                if c != 0 { sink.span(y: row, x: Int(cell.x), count: 1, coverage: c) }
                acc = own
                x = cell.x + 1
                index = cell.next
            }
            if x < right && acc != 0 {
                let c = rule.coverage(Float(acc) * unit)
                if c != 0 { sink.span(y: row, x: Int(x), count: Int(right - x), coverage: c) }
            }
        }
    }

    // MARK: - Cells

    /// `v * scale` rounded to a whole number (ties to even), for results below 2^31 in
    /// magnitude: adding 1.5 * 2^52 leaves it in the low bits of the sum, without the
    /// range checks of a conversion.
    @inline(__always)
    private static func rounded(_ v: Double, scaledBy scale: Double = 1) -> Int32 {
        Int32(truncatingIfNeeded: (v * scale + 6_755_399_441_055_744.0).bitPattern)
    }

    /// `v` rounded down, for |v| < 2^31 (no call to libm, no range checks).
    @inline(__always)
    private static func floor(_ v: Double) -> Int32 {
        let r = rounded(v)
        return Double(r) > v ? r &- 1 : r
    }

    /// One segment piece inside row `row`, from x0 to x1, its ends at quantized heights
    /// q0 < q1 within the row (x0 at q0); `dir` is its winding.
    @inline(__always)
    private func addRowPiece(row: Int, x0: Double, q0: Int32, x1: Double, q1: Int32, dir: Int32) {
        let left = Double(clip.minX), right = Double(clip.maxX)
        let lo = min(x0, x1), hi = max(x0, x1)
        if hi <= left {
            // Entirely left of the clip: the whole height counts for every visible pixel.
            addCell(row: row, x: clip.minX, cover: dir &* (q1 &- q0), area: 0)
            return
        }
        if lo >= right { return }
        if lo >= left {
            let cx = Int(Self.floor(lo))
            if hi <= Double(cx + 1) {
                // Inside one cell (the common case: steep edges).
                let cover = dir &* (q1 &- q0)
                addCell(row: row, x: cx, cover: cover, area: Float(cover) * Float((lo + hi) / 2 - Double(cx)))
                return
            }
        }
        // Across cells, left to right. The height at each cell side is a function of
        // that side alone, so a cell's share is the same whichever cells the clip keeps,
        // and the shares left of the clip add up to the height at its left edge.
        let increasing = x0 <= x1
        let qLo = increasing ? q0 : q1, qHi = increasing ? q1 : q0
        let sign = increasing ? dir : 0 &- dir
        let vLo = Double(qLo), slope = (Double(qHi) - Double(qLo)) / (hi - lo)
        let qMin = Double(q0), qMax = Double(q1)
        @inline(__always) func height(at side: Double) -> Int32 {
            Self.rounded(min(qMax, max(qMin, vLo + (side - lo) * slope)))
        }
        var c: Int, x: Double, q: Int32, carried: Int32
        if lo < left {
            c = clip.minX
            x = left
            q = height(at: left)
            carried = sign &* (q &- qLo)
        } else {
            c = Int(Self.floor(lo))
            x = lo
            q = qLo
            carried = 0
        }
        let end = min(hi, right)
        while x < end {
            let nx = min(Double(c + 1), hi)
            let nq = nx >= hi ? qHi : height(at: nx)
            let cover = sign &* (nq &- q)
            if cover != 0 || carried != 0 {
                addCell(row: row, x: c, cover: cover &+ carried, area: Float(cover) * Float((x + nx) / 2 - Double(c)))
            }
            carried = 0
            x = nx
            q = nq
            c += 1
        }
    }

    @inline(__always)
    private func addCell(row: Int, x: Int, cover: Int32, area: Float) {
        let x32 = Int32(truncatingIfNeeded: x)
        if row == lastRow && x32 == lastX {
            cells[Int(lastIndex)].cover &+= cover
            cells[Int(lastIndex)].area += area
            return
        }
        let slot = row - clip.minY
        var prev: Int32 = -1
        var index = rowHeads[slot]
        while index >= 0 && cells[Int(index)].x < x32 {
            prev = index
            index = cells[Int(index)].next
        }
        if index >= 0 && cells[Int(index)].x == x32 {
            cells[Int(index)].cover &+= cover
            cells[Int(index)].area += area
        } else {
            if cellCount == cellCapacity { growCells() }
            let new = Int32(cellCount)
            cells[cellCount] = Cell(x: x32, next: index, cover: cover, area: area)
            cellCount += 1
            if prev < 0 { rowHeads[slot] = new } else { cells[Int(prev)].next = new }
            index = new
        }
        lastRow = row
        lastX = x32
        lastIndex = index
        if row < touchedTop { touchedTop = row }
        if row > touchedBottom { touchedBottom = row }
    }

    private func growCells() {
        let bigger = UnsafeMutablePointer<Cell>.allocate(capacity: cellCapacity * 2)
        bigger.moveInitialize(from: cells, count: cellCount)
        cells.deallocate()
        cells = bigger
        cellCapacity *= 2
    }
}
