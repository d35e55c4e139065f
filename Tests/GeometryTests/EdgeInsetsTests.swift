import Testing
@testable import Geometry

@Suite struct EdgeInsetsTests {
    @Test func initializers() {
        #expect(EdgeInsets() == .zero)
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(EdgeInsets(horizontal: 2, vertical: 5) == EdgeInsets(top: 5, left: 2, bottom: 5, right: 2))
        #expect(EdgeInsets(horizontal: 2) == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        #expect(EdgeInsets(left: 1) == EdgeInsets(top: 0, left: 1, bottom: 0, right: 0))
    }

    @Test func sums() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets(all: -2).horizontal == -4)
    }

    @Test func description() {
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description
            == "EdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
    }
}
