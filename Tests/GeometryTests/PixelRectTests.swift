import Testing
@testable import Geometry

@Suite struct PixelRectTests {
    @Test func edgesAndArea() {
        let r = PixelRect(x: -2, y: 3, width: 5, height: 4)
        #expect(r.minX == -2 && r.minY == 3 && r.maxX == 3 && r.maxY == 7)
        #expect(r.area == 20)
        #expect(PixelRect(minX: -2, minY: 3, maxX: 3, maxY: 7) == r)
        #expect(r.rect == Rect(x: -2, y: 3, width: 5, height: 4))
    }

    @Test func emptyRectsHaveNoArea() {
        #expect(PixelRect.zero.isEmpty)
        #expect(PixelRect(x: 0, y: 0, width: 0, height: 5).area == 0)
        #expect(PixelRect(x: 0, y: 0, width: -3, height: -5).area == 0)  // not 15
        #expect(PixelRect(minX: 5, minY: 0, maxX: 2, maxY: 5).isEmpty)
        #expect(!PixelRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func containsPixel() {
        let r = PixelRect(x: 0, y: 0, width: 3, height: 2)
        #expect(r.contains(x: 0, y: 0))
        #expect(r.contains(x: 2, y: 1))
        #expect(!r.contains(x: 3, y: 1))
        #expect(!r.contains(x: 2, y: 2))
        #expect(!r.contains(x: -1, y: 0))
        #expect(!PixelRect(x: 0, y: 0, width: 0, height: 2).contains(x: 0, y: 0))
    }

    @Test func containsRect() {
        let r = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(r))
        #expect(r.contains(PixelRect(x: 9, y: 9, width: 1, height: 1)))
        #expect(!r.contains(PixelRect(x: 9, y: 9, width: 2, height: 1)))
        #expect(r.contains(PixelRect(x: 50, y: 50, width: 0, height: 0)))
        #expect(!PixelRect.zero.contains(PixelRect.zero))
    }

    @Test func intersection() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(PixelRect(x: 5, y: -5, width: 10, height: 10)) == PixelRect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)) == .zero)
        #expect(!a.intersects(PixelRect(x: 0, y: 10, width: 5, height: 5)))
        #expect(a.intersects(PixelRect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(PixelRect(x: 2, y: 2, width: -1, height: 5)))
    }

    @Test func unionIgnoresEmptyRects() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.union(PixelRect(x: 20, y: -5, width: 5, height: 5)) == PixelRect(minX: 0, minY: -5, maxX: 25, maxY: 10))
        #expect(a.union(PixelRect(x: 100, y: 100, width: 0, height: 0)) == a)
        #expect(PixelRect(x: -100, y: 0, width: -4, height: 4).union(a) == a)
    }

    @Test func offsetAndOutset() {
        let r = PixelRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.offsetBy(dx: -1, dy: 10) == PixelRect(x: 0, y: 12, width: 3, height: 4))
        #expect(r.outset(by: 2) == PixelRect(x: -1, y: 0, width: 7, height: 8))
        #expect(r.outset(by: -1) == PixelRect(x: 2, y: 3, width: 1, height: 2))
        #expect(r.outset(by: -2).isEmpty)
    }

    @Test func description() {
        #expect(PixelRect(x: 1, y: 2, width: 3, height: 4).description == "PixelRect(x: 1, y: 2, width: 3, height: 4)")
    }

    // The internal helpers `Region` is built on.

    @Test func clippingToTheCoordinateLimitNeverOverflows() {
        let limit = PixelRect.coordinateLimit
        let inside = PixelRect(x: -5, y: 5, width: 10, height: 10)
        #expect(inside.clippedToLimits == inside)
        #expect(PixelRect(x: .max, y: 0, width: .max, height: 1).clippedToLimits == .zero)
        #expect(PixelRect(x: 0, y: 0, width: .max, height: .max).clippedToLimits
            == PixelRect(minX: 0, minY: 0, maxX: limit, maxY: limit))
        #expect(PixelRect(x: .min, y: -1, width: .max, height: 2).clippedToLimits
            == PixelRect(minX: -limit, minY: -1, maxX: -1, maxY: 1))
        #expect(PixelRect(x: 0, y: 0, width: -1, height: 5).clippedToLimits == .zero)
    }

    @Test func piecesOutsideAHoleCoverTheRestExactly() {
        let r = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let holes = [
            PixelRect(x: 3, y: 3, width: 4, height: 4),  // middle: four pieces
            PixelRect(x: -5, y: 2, width: 8, height: 20),  // left and bottom edges
            PixelRect(x: -1, y: -1, width: 12, height: 12),  // everything
            PixelRect(x: 20, y: 20, width: 3, height: 3),  // nothing
        ]
        for hole in holes {
            var pieces: [PixelRect] = []
            r.forEachPiece(outside: hole) { pieces.append($0) }
            #expect(pieces.count <= 4)
            for y in -2..<12 {
                for x in -2..<12 {
                    let expected = r.contains(x: x, y: y) && !hole.contains(x: x, y: y)
                    #expect(pieces.filter { $0.contains(x: x, y: y) }.count == (expected ? 1 : 0))
                }
            }
        }
    }

    @Test func sharedEdges() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.sharesEdge(with: PixelRect(x: 10, y: 0, width: 5, height: 10)))
        #expect(a.sharesEdge(with: PixelRect(x: 0, y: -3, width: 10, height: 3)))
        #expect(!a.sharesEdge(with: PixelRect(x: 10, y: 0, width: 5, height: 9)))
        #expect(!a.sharesEdge(with: PixelRect(x: 11, y: 0, width: 5, height: 10)))
    }

    /// Every Double converts to a pixel coordinate without trapping: beyond the limit
    /// (infinities too) is the limit, NaN is 0.
    @Test func coordinatesOfAnyDouble() {
        let limit = PixelRect.coordinateLimit
        #expect(PixelRect.coordinate(12) == 12)
        #expect(PixelRect.coordinate(-7) == -7)
        #expect(PixelRect.coordinate(-0.0) == 0)
        #expect(PixelRect.coordinate(1e300) == limit)
        #expect(PixelRect.coordinate(-.greatestFiniteMagnitude) == -limit)
        #expect(PixelRect.coordinate(.infinity) == limit)
        #expect(PixelRect.coordinate(-.infinity) == -limit)
        #expect(PixelRect.coordinate(.nan) == 0)
    }
}
