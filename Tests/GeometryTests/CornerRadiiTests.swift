import Testing
@testable import Geometry

@Suite struct CornerRadiiTests {
    @Test func initializers() {
        #expect(CornerRadii(4) == CornerRadii(topLeft: 4, topRight: 4, bottomRight: 4, bottomLeft: 4))
        #expect(CornerRadii(topRight: 2).topRight == Size(2))
        #expect(CornerRadii(topRight: 2).topLeft == .zero)
    }

    @Test func isZeroWhenNoCornerIsRoundOnBothAxes() {
        #expect(CornerRadii.zero.isZero)
        #expect(CornerRadii(topLeft: Size(width: 5, height: 0), topRight: .zero,
                            bottomRight: Size(width: 0, height: 3), bottomLeft: .zero).isZero)
        #expect(!CornerRadii(bottomLeft: 1).isZero)
    }
}
