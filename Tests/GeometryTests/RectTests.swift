import Testing
@testable import Geometry

@Suite struct RectTests {
    @Test func edgesAndCenter() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.minY == 20 && r.maxX == 40 && r.maxY == 60)
        #expect(r.midX == 25 && r.midY == 40)
        #expect(r.center == Point(x: 25, y: 40))
        #expect(r.origin == Point(x: 10, y: 20))
        #expect(r.size == Size(width: 30, height: 40))
    }

    @Test func emptinessAndFiniteness() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 5, height: 0).isEmpty)
        #expect(Rect(x: 10, y: 0, width: -5, height: 4).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 4).isEmpty)
        #expect(!Rect(x: -3, y: -3, width: 1, height: 1).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: .infinity, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: 1, height: .nan).isFinite)
    }

    @Test func intersectionOfOverlappingRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.intersects(b))
        // Touching edges share no area.
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(!a.intersects(Rect(x: 0, y: 10, width: 5, height: 5)))
        #expect(a.intersection(Rect(x: 2, y: 2, width: 0, height: 5)) == nil)
    }

    @Test func containsPointIncludesTopLeftEdgesOnly() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.999, y: 5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
        #expect(!Rect(x: 0, y: 0, width: -1, height: 10).contains(Point(x: -0.5, y: 5)))
    }

    @Test func containsRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
        #expect(!r.contains(Rect(x: 8, y: 8, width: 3, height: 1)))
        #expect(r.contains(Rect(x: 100, y: 100, width: 0, height: 0)))  // empty inside non-empty
        #expect(!Rect.zero.contains(Rect.zero))
    }

    @Test func unionIgnoresEmptyRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.union(Rect(x: 100, y: 100, width: 0, height: 3)) == a)
        #expect(Rect(x: -50, y: 0, width: -1, height: 3).union(a) == a)
    }

    @Test func insetAndOffset() {
        let r = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, right: 4, bottom: 3, left: 2))
            == Rect(x: 12, y: 11, width: 94, height: 46))
        #expect(r.inset(by: EdgeInsets(all: -5)) == Rect(x: 5, y: 5, width: 110, height: 60))
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 15, width: 80, height: 40))
        #expect(r.insetBy(dx: 60, dy: 0).isEmpty)
        #expect(r.offsetBy(dx: -10, dy: 2.5) == Rect(x: 0, y: 12.5, width: 100, height: 50))
    }

    @Test func enclosingPixelsRoundsOutwards() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).enclosingPixels == PixelRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Rect(x: 0.5, y: 0.25, width: 1, height: 1).enclosingPixels == PixelRect(x: 0, y: 0, width: 2, height: 2))
        #expect(Rect(x: -0.5, y: -1.5, width: 0.25, height: 3).enclosingPixels
            == PixelRect(minX: -1, minY: -2, maxX: 0, maxY: 2))
        #expect(Rect(x: 3.2, y: 3.2, width: 0.1, height: 0.1).enclosingPixels == PixelRect(x: 3, y: 3, width: 1, height: 1))
    }

    @Test func enclosingPixelsOfEmptyOrNonFiniteRectsIsZero() {
        #expect(Rect(x: 5, y: 5, width: 0, height: 3).enclosingPixels == .zero)
        #expect(Rect(x: 5, y: 5, width: -2, height: 3).enclosingPixels == .zero)
        #expect(Rect(x: .nan, y: 0, width: 2, height: 3).enclosingPixels == .zero)
        #expect(Rect(x: 0, y: 0, width: .infinity, height: 3).enclosingPixels == .zero)
    }

    @Test func enclosingPixelsClampsToCoordinateLimit() {
        let limit = PixelRect.coordinateLimit
        let huge = Rect(x: -1e300, y: -1e12, width: 2e300, height: 2e12).enclosingPixels
        #expect(huge == PixelRect(minX: -limit, minY: -limit, maxX: limit, maxY: limit))
        // Entirely beyond the limit: nothing of it is addressable.
        #expect(Rect(x: 1e15, y: 0, width: 10, height: 10).enclosingPixels.isEmpty)
    }

    @Test func description() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "Rect(x: 1.0, y: 2.0, width: 3.0, height: 4.0)")
    }
}
