import TestSupport
import Testing
@testable import Geometry

/// Shorthand for the many rectangles below.
private func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelRect {
    PixelRect(x: x, y: y, width: width, height: height)
}

/// Whether no two rectangles of `region` share a pixel (works for any coordinates).
private func isDisjoint(_ region: Region) -> Bool {
    let rects = region.rects
    for i in rects.indices {
        for j in rects.indices where j > i && rects[i].intersects(rects[j]) { return false }
    }
    return true
}

@Suite struct RegionTests {
    // MARK: Basics

    @Test func emptyRegionHasNothing() {
        let region = Region()
        #expect(region.isEmpty)
        #expect(region.rects.isEmpty)
        #expect(region.area == 0)
        #expect(region.bounds == .zero)
        #expect(!region.contains(x: 0, y: 0))
        #expect(!region.intersects(rect(0, 0, 10, 10)))
        #expect(region == Region([]))
    }

    @Test func singleRectangle() {
        let region = Region(rect(2, 3, 4, 5))
        #expect(region.rects == [rect(2, 3, 4, 5)])
        #expect(region.area == 20)
        #expect(region.bounds == rect(2, 3, 4, 5))
        #expect(region.contains(x: 2, y: 3))
        #expect(region.contains(x: 5, y: 7))
        #expect(!region.contains(x: 6, y: 7))
        #expect(!region.contains(x: 5, y: 8))
    }

    @Test func emptyRectanglesAreIgnored() {
        let empties = [rect(0, 0, 0, 10), rect(0, 0, 10, 0), rect(5, 5, -3, 4), rect(5, 5, 4, -3)]
        for empty in empties {
            #expect(Region(empty).isEmpty)
            var region = Region(rect(0, 0, 10, 10))
            region.formUnion(empty)
            #expect(region.rects == [rect(0, 0, 10, 10)])
            region.formSubtraction(empty)
            #expect(region.rects == [rect(0, 0, 10, 10)])
            #expect(region.intersection(empty).isEmpty)
            #expect(region.contains(empty))
            #expect(!region.intersects(empty))
        }
        #expect(Region(empties).isEmpty)
    }

    @Test func unionOfOverlappingRectanglesCountsEachPixelOnce() {
        let region = Region([rect(0, 0, 10, 10), rect(5, 5, 10, 10)])
        #expect(region.area == 175)
        #expect(region.bounds == rect(0, 0, 15, 15))
        #expect(isDisjoint(region))
    }

    @Test func unionInsideExistingRectangleChangesNothing() {
        let region = Region(rect(0, 0, 10, 10)).union(rect(2, 2, 3, 3))
        #expect(region.rects == [rect(0, 0, 10, 10)])
    }

    @Test func unionReplacesTheRectanglesItCovers() {
        var region = Region((0..<10).map { rect($0 * 3, 0, 2, 2) })
        #expect(region.rects.count == 10)
        region.formUnion(rect(-1, -1, 40, 4))
        #expect(region.rects == [rect(-1, -1, 40, 4)])
    }

    @Test func rectanglesSharingAnEdgeJoinExactly() {
        // Side by side, stacked, and a row of tiles that only lines up once complete.
        #expect(Region([rect(0, 0, 10, 5), rect(10, 0, 6, 5)]).rects == [rect(0, 0, 16, 5)])
        #expect(Region([rect(0, 0, 10, 5), rect(0, 5, 10, 3)]).rects == [rect(0, 0, 10, 8)])
        let tiles = (0..<4).flatMap { row in (0..<4).map { column in rect(column * 8, row * 8, 8, 8) } }
        #expect(Region(tiles).rects == [rect(0, 0, 32, 32)])
    }

    @Test func containsRectangleNeedsEveryPixel() {
        let region = Region([rect(0, 0, 10, 10), rect(10, 0, 10, 5)])
        #expect(region.contains(rect(0, 0, 10, 10)))
        #expect(region.contains(rect(5, 0, 10, 5)))  // spans both rectangles
        #expect(!region.contains(rect(5, 0, 10, 6)))  // one row too many on the right
        #expect(!region.contains(rect(-1, 0, 2, 2)))
        #expect(region.contains(rect(50, 50, 0, 0)))  // empty: nothing to cover
        #expect(Region().contains(rect(0, 0, -1, 1)))
    }

    @Test func intersectsNeedsOneSharedPixel() {
        let region = Region([rect(0, 0, 10, 10), rect(20, 0, 10, 10)])
        #expect(region.intersects(rect(9, 9, 5, 5)))
        #expect(!region.intersects(rect(10, 0, 10, 10)))  // fills the gap exactly
        #expect(!region.intersects(rect(0, 10, 30, 5)))  // touches the bottom edges only
    }

    @Test func subtractingAHoleLeavesTheFrame() {
        let frame = Region(rect(0, 0, 10, 10)).subtracting(rect(3, 3, 4, 4))
        #expect(frame.area == 84)
        #expect(frame.rects.count == 4)
        #expect(isDisjoint(frame))
        #expect(!frame.contains(x: 3, y: 3))
        #expect(!frame.contains(x: 6, y: 6))
        #expect(frame.contains(x: 2, y: 3))
        #expect(frame.contains(x: 7, y: 6))
        #expect(frame.bounds == rect(0, 0, 10, 10))
        // Filling the hole again gives back one rectangle.
        #expect(frame.union(rect(3, 3, 4, 4)).rects == [rect(0, 0, 10, 10)])
    }

    @Test func subtractingEverythingLeavesNothing() {
        var region = Region([rect(0, 0, 10, 10), rect(20, 20, 5, 5)])
        region.formSubtraction(rect(-5, -5, 100, 100))
        #expect(region.isEmpty)
        #expect(Region(rect(0, 0, 10, 10)).subtracting(Region(rect(0, 0, 10, 10))).isEmpty)
    }

    @Test func intersectionWithRectangleAndRegion() {
        let region = Region([rect(0, 0, 10, 10), rect(20, 0, 10, 10)])
        let clipped = region.intersection(rect(5, 5, 20, 20))
        #expect(clipped == Region([rect(5, 5, 5, 5), rect(20, 5, 5, 5)]))
        let other = Region([rect(8, 0, 14, 3), rect(0, 8, 2, 2)])
        let both = region.intersection(other)
        #expect(both == Region([rect(8, 0, 2, 3), rect(20, 0, 2, 3), rect(0, 8, 2, 2)]))
        #expect(both.area == 6 + 6 + 4)
        var formed = region
        formed.formIntersection(other)
        #expect(formed == both)
        #expect(region.intersection(Region()).isEmpty)
    }

    @Test func unionOfRegions() {
        let a = Region([rect(0, 0, 10, 10), rect(20, 0, 10, 10)])
        let b = Region(rect(5, 0, 20, 10))
        #expect(a.union(b).rects == [rect(0, 0, 30, 10)])
        #expect(Region().union(a) == a)
        #expect(a.union(Region()) == a)
    }

    @Test func offsetMovesEveryPixel() {
        let region = Region([rect(0, 0, 10, 10), rect(10, 10, 5, 5)])
        let moved = region.offsetBy(dx: -3, dy: 7)
        #expect(moved == Region([rect(-3, 7, 10, 10), rect(7, 17, 5, 5)]))
        #expect(moved.area == region.area)
        #expect(moved.offsetBy(dx: 3, dy: -7) == region)
    }

    @Test func equalityComparesPixelsNotRectangles() {
        // The same L shape split two different ways.
        let tall = Region([rect(0, 0, 10, 20), rect(10, 0, 10, 10)])
        let wide = Region([rect(0, 0, 20, 10), rect(0, 10, 10, 10)])
        #expect(tall.rects != wide.rects)
        #expect(tall == wide)
        #expect(tall.hashValue == wide.hashValue)
        // Same area and bounds (so the same hash), different pixels.
        let diagonal = Region([rect(0, 0, 1, 1), rect(1, 1, 1, 1)])
        let antidiagonal = Region([rect(1, 0, 1, 1), rect(0, 1, 1, 1)])
        #expect(diagonal != antidiagonal)
        #expect(Set([tall, wide, diagonal, antidiagonal]).count == 3)
    }

    @Test func descriptionListsRectangles() {
        #expect(Region(rect(1, 2, 3, 4)).description == "Region([PixelRect(x: 1, y: 2, width: 3, height: 4)])")
    }

    // MARK: Against a brute-force reference

    /// The window every random rectangle (and every offset of one) stays inside.
    private static let window = rect(-16, -16, 80, 80)

    /// A random rectangle near the origin, sometimes empty or inverted.
    private static func randomRect(_ random: inout SplitMix64, large: Bool = false) -> PixelRect {
        let sizes = large ? 12..<40 : -2..<16
        return rect(random.int(in: -6..<24), random.int(in: -6..<24),
                    random.int(in: sizes), random.int(in: sizes))
    }

    /// A random region of up to four rectangles, with its reference pixels.
    private static func randomRegion(_ random: inout SplitMix64, large: Bool = false) -> (Region, PixelSet) {
        let rects = (0..<random.int(in: 0..<5)).map { _ in randomRect(&random, large: large) }
        var pixels = PixelSet(window: window)
        for rect in rects { pixels.insert(rect) }
        return (Region(rects), pixels)
    }

    /// Checks everything `region` reports against `pixels`; records a failure and
    /// returns false at the first mismatch.
    private static func matches(_ region: Region, _ pixels: PixelSet, _ random: inout SplitMix64,
                                _ context: String) -> Bool {
        guard let painted = PixelSet(painting: region, window: window) else {
            Issue.record("rectangles overlap, are empty or leave the window (\(context)): \(region)")
            return false
        }
        var ok = true
        func check(_ condition: Bool, _ what: String) {
            if ok && !condition {
                Issue.record("\(what) (\(context)): \(region)")
                ok = false
            }
        }
        check(painted == pixels, "pixels differ from the reference")
        check(region.area == pixels.count, "area \(region.area) is not the pixel count \(pixels.count)")
        check(region.bounds == pixels.bounds, "bounds \(region.bounds) should be \(pixels.bounds)")
        check(region.isEmpty == (pixels.count == 0), "isEmpty is wrong")
        for _ in 0..<8 {
            let x = random.int(in: -8..<60), y = random.int(in: -8..<60)
            check(region.contains(x: x, y: y) == pixels.contains(x: x, y: y), "contains(x: \(x), y: \(y)) is wrong")
            let probe = randomRect(&random)
            check(region.contains(probe) == pixels.containsAll(of: probe), "contains(\(probe)) is wrong")
            check(region.intersects(probe) == pixels.containsAny(of: probe), "intersects(\(probe)) is wrong")
        }
        let reordered = Region(region.rects.reversed())
        check(reordered == region && reordered.hashValue == region.hashValue, "reordered copy differs")
        return ok
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomOperationsMatchReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var region = Region()
        var pixels = PixelSet(window: Self.window)
        for step in 0..<60 {
            let context = "seed \(seed), step \(step)"
            switch random.int(in: 0..<10) {
            case 0, 1, 2:
                let added = Self.randomRect(&random)
                if random.chance(1, in: 2) { region.formUnion(added) } else { region = region.union(added) }
                pixels.insert(added)
            case 3:
                let (other, otherPixels) = Self.randomRegion(&random)
                if random.chance(1, in: 2) { region.formUnion(other) } else { region = region.union(other) }
                pixels.insert(otherPixels)
            case 4:
                let hole = Self.randomRect(&random)
                if random.chance(1, in: 2) { region.formSubtraction(hole) } else { region = region.subtracting(hole) }
                pixels.remove(hole)
            case 5:
                let (other, otherPixels) = Self.randomRegion(&random)
                if random.chance(1, in: 2) { region.formSubtraction(other) } else { region = region.subtracting(other) }
                pixels.remove(otherPixels)
            case 6:
                let clip = Self.randomRect(&random, large: true)
                if random.chance(1, in: 2) { region.formIntersection(clip) } else { region = region.intersection(clip) }
                pixels.keep(clip)
            case 7:
                let (other, otherPixels) = Self.randomRegion(&random, large: true)
                if random.chance(1, in: 2) { region.formIntersection(other) } else { region = region.intersection(other) }
                pixels.keep(otherPixels)
            case 8:
                // Offsets are checked on a copy so the region stays inside the window.
                let dx = random.int(in: -4..<5), dy = random.int(in: -4..<5)
                guard Self.matches(region.offsetBy(dx: dx, dy: dy), pixels.shifted(dx: dx, dy: dy),
                                   &random, context + " (offset \(dx), \(dy))") else { return }
            default:
                break
            }
            guard Self.matches(region, pixels, &random, context) else { return }
        }
    }

    @Test func manySmallRectanglesMatchReference() {
        var random = SplitMix64(seed: 99)
        let window = rect(0, 0, 256, 256)
        var region = Region()
        var pixels = PixelSet(window: window)
        for _ in 0..<600 {
            let added = rect(random.int(in: 0..<240), random.int(in: 0..<240),
                             random.int(in: 1..<17), random.int(in: 1..<17))
            region.formUnion(added)
            pixels.insert(added)
        }
        #expect(PixelSet(painting: region, window: window) == pixels)
        #expect(region.area == pixels.count)
        // Splitting new rectangles around old ones must not make the list explode.
        #expect(region.rects.count < 3 * 600)
    }

    // MARK: Extreme coordinates

    @Test func hugeCoordinatesAreClippedWithoutTrapping() {
        let limit = PixelRect.coordinateLimit
        #expect(Region(rect(.max, .max, .max, .max)).isEmpty)
        #expect(Region(rect(.min, 0, 10, 10)).isEmpty)
        let lowerLeft = Region(rect(.min, .min, .max, .max))  // ends at -1 on both axes
        #expect(lowerLeft.rects == [PixelRect(minX: -limit, minY: -limit, maxX: -1, maxY: -1)])
        #expect(lowerLeft.area == (limit - 1) * (limit - 1))

        var plane = Region(rect(.min / 2, .min / 2, .max, .max))
        #expect(plane.bounds == PixelRect(minX: -limit, minY: -limit, maxX: limit, maxY: limit))
        #expect(plane.area == 1 << 62)
        #expect(plane.contains(rect(-limit, -limit, 2 * limit, 2 * limit)))
        #expect(!plane.contains(rect(.max - 5, 0, 100, 1)))
        #expect(!plane.contains(rect(-limit - 1, 0, 2, 2)))
        #expect(!plane.intersects(rect(.max - 5, .max - 5, 100, 100)))
        #expect(plane.intersects(rect(.min, .min, .max, .max)))
        #expect(!plane.contains(x: .max, y: 0))

        plane.formSubtraction(rect(-10, -10, 20, 20))
        #expect(plane.area == (1 << 62) - 400)
        #expect(isDisjoint(plane))
        // The lower-left quadrant ends at -1, so it refills 9x9 pixels of the hole.
        #expect(plane.union(rect(.min, .min, .max, .max)).area == (1 << 62) - 400 + 81)
        plane.formIntersection(rect(.max, .max, 1, 1))
        #expect(plane.isEmpty)
    }

    @Test func hugeOffsetsDropPixelsWithoutTrapping() {
        let limit = PixelRect.coordinateLimit
        let region = Region([rect(-limit, -limit, 10, 10), rect(limit - 10, limit - 10, 10, 10)])
        #expect(region.offsetBy(dx: .max, dy: .max).isEmpty)
        #expect(region.offsetBy(dx: .min, dy: .min).isEmpty)
        #expect(region.offsetBy(dx: .max, dy: 0).isEmpty)
        #expect(region.offsetBy(dx: 5, dy: 0).area == 100 + 50)
        #expect(region.offsetBy(dx: 2 * limit - 10, dy: 2 * limit - 10).rects == [rect(limit - 10, limit - 10, 10, 10)])
    }
}
