import Testing
@testable import Geometry

@Suite struct SizeTests {
    @Test func emptiness() {
        #expect(Size.zero.isEmpty)
        #expect(Size(width: 5, height: 0).isEmpty)
        #expect(Size(width: -1, height: 5).isEmpty)
        #expect(Size(width: .nan, height: 5).isEmpty)
        #expect(!Size(3).isEmpty)
    }

    @Test func scalingAndDescription() {
        #expect(Size(width: 2, height: 3) * 1.5 == Size(width: 3, height: 4.5))
        #expect(Size(4) == Size(width: 4, height: 4))
        #expect(Size(width: 2, height: 3).description == "2.0x3.0")
    }
}
