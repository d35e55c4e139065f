import Testing
@testable import Geometry

@Suite struct PointTests {
    @Test func arithmetic() {
        let a = Point(x: 1, y: 2), b = Point(x: 3, y: -4)
        #expect(a + b == Point(x: 4, y: -2))
        #expect(a - b == Point(x: -2, y: 6))
        #expect(a * 2.5 == Point(x: 2.5, y: 5))
        #expect(a.offsetBy(dx: -1, dy: 1) == Point(x: 0, y: 3))
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(a.description == "(1.0, 2.0)")
    }
}
