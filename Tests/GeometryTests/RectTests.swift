import Testing
@testable import Geometry

@Suite struct RectTests {
    @Test func intersectionOfOverlappingRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
    }
}
