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
/// Cells live in one pool, linked per row in x order; the pool and the row table are
/// reused from path to path, so steady-state drawing allocates nothing.
final class CoverageRasterizer {
    private struct Cell {
        var x: Int32
        var next: Int32
        var cover: Float
        var area: Float
    }

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
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let dir: Float = y1 > y0 ? 1 : -1
        let (xa, ya, xb, yb) = y1 > y0 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let top = Double(clip.minY), bottom = Double(clip.maxY)
        guard yb > top, ya < bottom else { return }
        let dxdy = (xb - xa) / (yb - ya)
        var y = max(ya, top)
        let yEnd = min(yb, bottom)
        var row = Int(y.rounded(.down))
        var x = xa + (y - ya) * dxdy
        while y < yEnd {
            let nextY = min(Double(row + 1), yEnd)
            let nextX = nextY == yb ? xb : xa + (nextY - ya) * dxdy
            addRowPiece(row: row, x0: x, x1: nextX, dy: Float(nextY - y) * dir)
            y = nextY
            x = nextX
            row += 1
        }
    }

    /// Calls `sink` with every covered span, row by row, left to right.
    func sweep<Sink: SpanSink>(rule: FillRule, into sink: inout Sink) {
        guard touchedTop <= touchedBottom else { return }
        let right = Int32(clip.maxX)
        for row in touchedTop...touchedBottom {
            var index = rowHeads[row - clip.minY]
            guard index >= 0 else { continue }
            var acc: Float = 0
            var x = Int32(clip.minX)
            while index >= 0 {
                let cell = cells[Int(index)]
                if cell.x > x {
                    let c = rule.coverage(acc)
                    if c != 0 { sink.span(y: row, x: Int(x), count: Int(cell.x - x), coverage: c) }
                }
                let c = rule.coverage(acc + cell.cover - cell.area)
                if c != 0 { sink.span(y: row, x: Int(cell.x), count: 1, coverage: c) }
                acc += cell.cover
                x = cell.x + 1
                index = cell.next
            }
            if x < right {
                let c = rule.coverage(acc)
                if c != 0 { sink.span(y: row, x: Int(x), count: Int(right - x), coverage: c) }
            }
        }
    }

    // MARK: - Cells

    /// One segment piece inside row `row`, from x0 to x1, with signed height `dy`.
    @inline(__always)
    private func addRowPiece(row: Int, x0: Double, x1: Double, dy: Float) {
        let left = Double(clip.minX), right = Double(clip.maxX)
        var lo = min(x0, x1), hi = max(x0, x1)
        if hi <= left {
            // Entirely left of the clip: the whole height counts for every visible pixel.
            addCell(row: row, x: clip.minX, cover: dy, area: 0)
            return
        }
        if lo >= right { return }
        var dy = dy
        if lo < left || hi > right {
            // Split off the parts outside the clip; height is shared in proportion to width.
            let width = hi - lo
            if lo < left {
                let part = dy * Float((left - lo) / width)
                addCell(row: row, x: clip.minX, cover: part, area: 0)
                lo = left
            }
            hi = min(hi, right)
            dy = dy * Float((hi - lo) / width)
        }
        let cx = Int(lo.rounded(.down))
        if hi <= Double(cx + 1) {
            addCell(row: row, x: cx, cover: dy, area: dy * Float((lo + hi) / 2 - Double(cx)))
            return
        }
        let dyPerX = dy / Float(hi - lo)
        var x = lo
        var c = cx
        while x < hi {
            let nx = min(Double(c + 1), hi)
            let part = dyPerX * Float(nx - x)
            addCell(row: row, x: c, cover: part, area: part * Float((x + nx) / 2 - Double(c)))
            x = nx
            c += 1
        }
    }

    @inline(__always)
    private func addCell(row: Int, x: Int, cover: Float, area: Float) {
        let x32 = Int32(truncatingIfNeeded: x)
        if row == lastRow && x32 == lastX {
            cells[Int(lastIndex)].cover += cover
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
            cells[Int(index)].cover += cover
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
