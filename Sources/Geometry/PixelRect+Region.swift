// Pixel-rectangle arithmetic that `Region` is built on. Internal: the public surface
// of `PixelRect` stays small, and these helpers assume the clamped coordinates that
// only `Region` guarantees.

extension PixelRect {
    /// This rectangle cut down to the square `±coordinateLimit`, or `.zero` when nothing
    /// of it lies there. Computed without overflow for any input, so that every later
    /// sum of two edges (and every area) stays far from `Int`'s limits.
    var clippedToLimits: PixelRect {
        guard width > 0, height > 0 else { return .zero }
        let limit = PixelRect.coordinateLimit
        func clamp(_ value: Int) -> Int { min(max(value, -limit), limit) }
        // A positive width can only overflow upwards, so an overflowed end is "far right".
        let (xEnd, xOverflow) = x.addingReportingOverflow(width)
        let (yEnd, yOverflow) = y.addingReportingOverflow(height)
        let x0 = clamp(x), x1 = xOverflow ? limit : clamp(xEnd)
        let y0 = clamp(y), y1 = yOverflow ? limit : clamp(yEnd)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// Calls `body` with the disjoint pieces (at most four) that cover exactly the pixels
    /// of this rectangle outside `hole`: a full-width band above the hole, a full-width
    /// band below it, and the parts left and right of it in between. Full-width bands
    /// first keeps pieces wide, which is how the next row of damage usually lines up.
    func forEachPiece(outside hole: PixelRect, _ body: (PixelRect) -> Void) {
        let cut = intersection(hole)
        guard !cut.isEmpty else {
            if !isEmpty { body(self) }
            return
        }
        if cut.minY > minY { body(PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY)) }
        if cut.minX > minX { body(PixelRect(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY)) }
        if cut.maxX < maxX { body(PixelRect(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY)) }
        if cut.maxY < maxY { body(PixelRect(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY)) }
    }

    /// Whether the two rectangles lie side by side along one whole edge, so that their
    /// bounding box covers exactly their pixels and nothing more.
    func sharesEdge(with other: PixelRect) -> Bool {
        if minY == other.minY && maxY == other.maxY {
            return maxX == other.minX || other.maxX == minX
        }
        if minX == other.minX && maxX == other.maxX {
            return maxY == other.minY || other.maxY == minY
        }
        return false
    }
}
