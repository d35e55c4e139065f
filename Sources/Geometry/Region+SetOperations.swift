// Exact set operations on regions. Each keeps `rects` disjoint: new rectangles are cut
// into at most four pieces around each rectangle they overlap, and pieces that line up
// with a neighbour along a whole edge are joined again so the list stays short.

extension Region {
    // MARK: Union

    /// Adds the pixels of `rect`.
    public mutating func formUnion(_ rect: PixelRect) {
        let added = rect.clippedToLimits
        guard !added.isEmpty else { return }
        if rects.contains(where: { $0.contains(added) }) { return }
        // Rectangles inside the new one would only fragment it; it replaces them.
        rects.removeAll { added.contains($0) }
        let existing = rects.count
        rects.append(added)
        // Cut the new rectangle around every old one it overlaps; the old ones stay whole.
        for index in 0..<existing where rects[index].intersects(added) {
            cut(rects[index], from: existing)
        }
        joinNeighbours(from: existing)
    }

    /// Adds the pixels of `other`.
    public mutating func formUnion(_ other: Region) {
        if isEmpty {
            self = other
            return
        }
        for rect in other.rects { formUnion(rect) }
    }

    /// The pixels of this region and of `rect`.
    public func union(_ rect: PixelRect) -> Region {
        var result = self
        result.formUnion(rect)
        return result
    }

    /// The pixels of either region.
    public func union(_ other: Region) -> Region {
        var result = self
        result.formUnion(other)
        return result
    }

    // MARK: Intersection

    /// Keeps only the pixels inside `rect`.
    public mutating func formIntersection(_ rect: PixelRect) {
        let clip = rect.clippedToLimits
        var kept = 0, trimmed = false
        for index in rects.indices {
            let part = rects[index].intersection(clip)
            if !part.isEmpty {
                trimmed = trimmed || part != rects[index]
                rects[kept] = part
                kept += 1
            }
        }
        rects.removeLast(rects.count - kept)
        // Trimming can leave neighbours with the same width, so they may join now.
        if trimmed { joinNeighbours(from: 0) }
    }

    /// The pixels of this region inside `rect`.
    public func intersection(_ rect: PixelRect) -> Region {
        var result = self
        result.formIntersection(rect)
        return result
    }

    /// Keeps only the pixels that `other` contains too.
    public mutating func formIntersection(_ other: Region) {
        self = intersection(other)
    }

    /// The pixels in both regions. The overlaps of two disjoint lists are disjoint, so
    /// they need no cutting.
    public func intersection(_ other: Region) -> Region {
        var result = Region()
        for own in rects {
            for theirs in other.rects {
                let part = own.intersection(theirs)
                if !part.isEmpty { result.rects.append(part) }
            }
        }
        result.joinNeighbours(from: 0)
        return result
    }

    // MARK: Subtraction

    /// Removes the pixels of `rect`.
    public mutating func formSubtraction(_ rect: PixelRect) {
        let hole = rect.clippedToLimits
        guard !hole.isEmpty else { return }
        // Move the rectangles the hole touches to the end, then cut only those.
        var untouched = 0
        for index in rects.indices where !rects[index].intersects(hole) {
            rects.swapAt(index, untouched)
            untouched += 1
        }
        guard untouched < rects.count else { return }
        cut(hole, from: untouched)
        joinNeighbours(from: untouched)
    }

    /// The pixels of this region outside `rect`.
    public func subtracting(_ rect: PixelRect) -> Region {
        var result = self
        result.formSubtraction(rect)
        return result
    }

    /// Removes the pixels of `other`.
    public mutating func formSubtraction(_ other: Region) {
        for rect in other.rects {
            if isEmpty { return }
            formSubtraction(rect)
        }
    }

    /// The pixels of this region that `other` does not contain.
    public func subtracting(_ other: Region) -> Region {
        var result = self
        result.formSubtraction(other)
        return result
    }

    // MARK: Building blocks

    /// Replaces every rectangle at `start` or later by its pieces outside `hole`.
    /// Pieces are appended at the end, where the loop meets them again but skips them
    /// as they no longer overlap the hole.
    mutating func cut(_ hole: PixelRect, from start: Int) {
        var index = start
        while index < rects.count {
            let piece = rects[index]
            guard piece.intersects(hole) else {
                index += 1
                continue
            }
            rects.swapAt(index, rects.count - 1)
            rects.removeLast()
            piece.forEachPiece(outside: hole) { rects.append($0) }
        }
    }

    /// Joins each rectangle at `start` or later with any rectangle it meets along a
    /// whole edge, repeatedly. A joined pair covers exactly the same pixels, so this
    /// only shortens the list. Rectangles before `start` are treated as already joined
    /// among themselves; each step either settles one rectangle or removes one, so the
    /// work is bounded by the list length times the number of new rectangles.
    mutating func joinNeighbours(from start: Int) {
        var settled = start
        while settled < rects.count {
            let piece = rects[settled]
            guard let partner = rects.indices.first(where: { $0 != settled && rects[$0].sharesEdge(with: piece) }) else {
                settled += 1
                continue
            }
            let joined = piece.union(rects[partner])
            if partner < settled {
                // Move the settled partner to the boundary, replace it by the joined
                // rectangle (which must be checked again), and drop the piece after it.
                settled -= 1
                rects.swapAt(partner, settled)
                rects[settled] = joined
                rects.swapAt(settled + 1, rects.count - 1)
                rects.removeLast()
            } else {
                rects[partner] = joined
                rects.swapAt(settled, rects.count - 1)
                rects.removeLast()
            }
        }
    }
}
