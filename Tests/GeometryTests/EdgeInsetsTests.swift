import Testing
@testable import Geometry

@Suite struct EdgeInsetsTests {
    @Test func initializers() {
        #expect(EdgeInsets() == .zero)
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, right: 3, bottom: 3, left: 3))
        #expect(EdgeInsets(horizontal: 2, vertical: 5) == EdgeInsets(top: 5, right: 2, bottom: 5, left: 2))
        #expect(EdgeInsets(horizontal: 2) == EdgeInsets(top: 0, right: 2, bottom: 0, left: 2))
        #expect(EdgeInsets(left: 1) == EdgeInsets(top: 0, right: 0, bottom: 0, left: 1))
    }

    @Test func sums() {
        let insets = EdgeInsets(top: 1, right: 4, bottom: 3, left: 2)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets(all: -2).horizontal == -4)
    }

    @Test func description() {
        #expect(EdgeInsets(top: 1, right: 2, bottom: 3, left: 4).description
            == "Edges(top: 1.0, right: 2.0, bottom: 3.0, left: 4.0)")
    }

    @Test func generic() {
        let colors = Edges(top: "red", right: "green", bottom: "blue", left: "black")
        #expect(colors.map(\.count) == Edges(top: 3, right: 5, bottom: 4, left: 5))
        #expect(!colors.isUniform)
        #expect(Edges(all: "x").isUniform)
        #expect(EdgeInsets(top: 1, right: 2, bottom: 3, left: 4).map { $0 * 2 } == EdgeInsets(top: 2, right: 4, bottom: 6, left: 8))
    }
}
