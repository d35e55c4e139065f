// Turning damage from many small changes into a few rectangles. Repainting a rectangle
// has a fixed cost (a clip, a walk over the scene), so a handful of slightly larger
// rectangles beats many exact ones; `simplify` makes that trade.

extension Region {
    /// Grows the region a little so that fewer, larger rectangles describe it.
    ///
    /// Afterwards the region contains every pixel it contained before (damage may grow,
    /// never shrink), its rectangles are still disjoint, and there are at most
    /// `maxRects` of them (a `maxRects` below 1 counts as 1). Two passes:
    ///
    /// 1. **Nearby merging.** Two rectangles at most `mergeDistance` pixels apart (along
    ///    the axis where they are farther apart; 0 means touching, even at a corner) are
    ///    replaced by their bounding box when at least two-thirds of the box is damage:
    ///    the box may add at most half as many pixels as the damage it covers. Damage
    ///    means the pixels the region held before this pass, so a chain of merges
    ///    cannot pile waste on waste. Two text lines a few pixels apart merge; two
    ///    squares touching only at a corner do not. A negative `mergeDistance` skips
    ///    this pass.
    /// 2. **Count limit.** While more than `maxRects` rectangles remain, the pair whose
    ///    merge adds the fewest pixels is merged, however far apart the two are.
    ///
    /// A bounding box that partly overlaps other rectangles grows to swallow them too,
    /// which keeps the rectangles disjoint without cutting any. Both passes judge a
    /// merge by the box after that growth; pass 2 ranks pairs by their own bounding
    /// boxes and re-ranks a pair once when its box turns out to grow.
    ///
    /// Cost: roughly O(n²) for n rectangles (pass 2 re-ranks only the rectangles a
    /// merge affects), well under a millisecond for the usual damage region of under
    /// 100. So that a flood of damage cannot stall a frame, a region of more than 256
    /// rectangles that must end up with fewer is first snapped outward to a 16×16 grid
    /// over its bounds, which leaves at most 256 rectangles in about linear time.
    public mutating func simplify(maxRects: Int, mergeDistance: Int) {
        guard rects.count > 1 else { return }
        let limit = max(1, maxRects)
        if rects.count > Self.gridSize * Self.gridSize && rects.count > limit {
            snapToGrid()
        }
        if mergeDistance >= 0 {
            mergeNearby(within: mergeDistance)
            rects.removeAll { $0.isEmpty }
        }
        if rects.count > limit {
            mergeCheapest(downTo: limit)
            rects.removeAll { $0.isEmpty }
        }
    }

    /// This region grown as `simplify(maxRects:mergeDistance:)` describes.
    public func simplified(maxRects: Int, mergeDistance: Int) -> Region {
        var result = self
        result.simplify(maxRects: maxRects, mergeDistance: mergeDistance)
        return result
    }

    /// Cells per side of the grid that `snapToGrid` uses.
    private static let gridSize = 16

    /// Replaces the region by the grid cells its rectangles touch, on a grid of
    /// `gridSize` columns and rows laid over `bounds` (cells are at least a pixel wide).
    /// All edges then lie on grid lines, and exact union never cuts between them, so
    /// at most `gridSize`² disjoint rectangles remain.
    private mutating func snapToGrid() {
        let box = bounds
        let cellWidth = max(1, (box.width + Self.gridSize - 1) / Self.gridSize)
        let cellHeight = max(1, (box.height + Self.gridSize - 1) / Self.gridSize)
        func down(_ value: Int, _ origin: Int, _ cell: Int) -> Int {
            origin + (value - origin) / cell * cell
        }
        func up(_ value: Int, _ origin: Int, _ cell: Int) -> Int {
            origin + (value - origin + cell - 1) / cell * cell
        }
        var snapped = Region()
        for rect in rects {
            // The last row and column of cells may reach past the bounds; cut them there.
            snapped.formUnion(PixelRect(
                minX: down(rect.minX, box.minX, cellWidth), minY: down(rect.minY, box.minY, cellHeight),
                maxX: min(box.maxX, up(rect.maxX, box.minX, cellWidth)),
                maxY: min(box.maxY, up(rect.maxY, box.minY, cellHeight))))
        }
        self = snapped
    }

    // While merging, a rectangle that has been swallowed is left in place as an empty
    // rectangle, so indices stay valid; `simplify` drops them at the end. Empty
    // rectangles intersect nothing, so the helpers below skip them without checks.

    /// Whether a box of `area` pixels holding `damage` original pixels is at least
    /// two-thirds damage.
    private static func isWorthMerging(area: Int, damage: Int) -> Bool {
        area - damage <= damage / 2
    }

    /// Pass 1: merges pairs within `distance` whose box is at least two-thirds original
    /// damage, in rounds until a round merges nothing.
    private mutating func mergeNearby(within distance: Int) {
        // The original pixels inside each rectangle: its own area at first, then the sum
        // over what it swallowed.
        var damage = rects.map(\.area)
        // The round in which each rectangle last grew. After the first round a pair is
        // looked at again only if one of its rectangles grew since the round before:
        // a pair that failed can pass only once one of them has changed (bar rare
        // effects through third rectangles), and skipping the rest keeps rounds cheap.
        var grownIn = [Int](repeating: 0, count: rects.count)
        var round = 0
        var mergedAny = true
        while mergedAny {
            round += 1
            mergedAny = false
            for index in rects.indices where !rects[index].isEmpty {
                for other in index + 1 ..< rects.count {
                    let rect = rects[index], candidate = rects[other]
                    guard !candidate.isEmpty, grownIn[index] >= round - 1 || grownIn[other] >= round - 1,
                          rect.gap(to: candidate) <= distance else { continue }
                    // The pair's own box must pass before the costlier swallowing check.
                    let pair = rect.union(candidate)
                    guard Self.isWorthMerging(area: pair.area, damage: damage[index] + damage[other]) else { continue }
                    let box = swallowingBox(pair)
                    var boxDamage = 0
                    for inside in rects.indices where box.intersects(rects[inside]) {
                        boxDamage += damage[inside]
                    }
                    if Self.isWorthMerging(area: box.area, damage: boxDamage) {
                        merge(into: box, at: index)
                        damage[index] = boxDamage
                        grownIn[index] = round
                        mergedAny = true
                    }
                }
            }
        }
    }

    /// A rectangle's best known merge in pass 2.
    private struct Partner {
        /// The index of the other rectangle (-1 when there is none).
        var index: Int
        /// The pixels the merge adds.
        var waste: Int
        /// Whether `waste` counts the growth of a box that swallows other rectangles;
        /// otherwise it is the pair's own bounding box, the cheap estimate.
        var includesSwallowing: Bool
    }

    /// Pass 2: merges the cheapest pair until at most `limit` rectangles are left.
    /// Each rectangle remembers its cheapest partner, so a merge only re-ranks the
    /// rectangles whose partner changed instead of all pairs.
    private mutating func mergeCheapest(downTo limit: Int) {
        var live = rects.count
        var partners = rects.indices.map { cheapestPartner(of: $0) }
        while live > limit {
            var first = -1
            for index in rects.indices where !rects[index].isEmpty {
                if first < 0 || partners[index].waste < partners[first].waste { first = index }
            }
            let pair = rects[first].union(rects[partners[first].index])
            let box = swallowingBox(pair)
            if box != pair && !partners[first].includesSwallowing {
                // The estimate missed the growth: rank this pair again by what it really adds.
                partners[first].waste = box.area - coveredArea(in: box)
                partners[first].includesSwallowing = true
                continue
            }
            live -= merge(into: box, at: first) - 1
            for index in rects.indices where index != first && !rects[index].isEmpty {
                let known = partners[index]
                if known.index < 0 || known.index == first || rects[known.index].isEmpty {
                    partners[index] = cheapestPartner(of: index)
                } else {
                    let waste = rects[index].mergeWaste(with: box)
                    if waste < known.waste {
                        partners[index] = Partner(index: first, waste: waste, includesSwallowing: false)
                    }
                }
            }
            partners[first] = cheapestPartner(of: first)
        }
    }

    /// The live rectangle whose bounding box with the one at `index` adds the fewest
    /// pixels, judged by the pair's own box.
    private func cheapestPartner(of index: Int) -> Partner {
        var best = Partner(index: -1, waste: .max, includesSwallowing: false)
        let rect = rects[index]
        for other in rects.indices where other != index && !rects[other].isEmpty {
            let waste = rect.mergeWaste(with: rects[other])
            if waste < best.waste { best = Partner(index: other, waste: waste, includesSwallowing: false) }
        }
        return best
    }

    /// `box` grown until it overlaps no rectangle only partly: the smallest rectangle
    /// containing `box` and every rectangle it ends up touching. Replacing those by it
    /// keeps the list disjoint.
    private func swallowingBox(_ box: PixelRect) -> PixelRect {
        var box = box
        var grew = true
        while grew {
            grew = false
            for rect in rects where box.intersects(rect) && !box.contains(rect) {
                box = box.union(rect)
                grew = true
            }
        }
        return box
    }

    /// The pixels of the rectangles overlapping a box from `swallowingBox`, all of
    /// which lie inside it.
    private func coveredArea(in box: PixelRect) -> Int {
        var covered = 0
        for rect in rects where box.intersects(rect) {
            covered += rect.area
        }
        return covered
    }

    /// Replaces every rectangle inside `box` by `box` itself, stored at `index`.
    /// Returns how many rectangles were replaced.
    @discardableResult
    private mutating func merge(into box: PixelRect, at index: Int) -> Int {
        var replaced = 0
        for other in rects.indices where box.intersects(rects[other]) {
            rects[other] = .zero
            replaced += 1
        }
        rects[index] = box
        return replaced
    }
}
