import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// A body listing several components, from a loop and a branch: painted as a column.
private struct Stripes: Component, Equatable {
    var colors: [Color]
    var footer: Bool

    func body(_ context: BuildContext<Self>) -> some Component {
        for color in colors {
            Box(color: color).height(10)
        }
        if footer { Box(color: .black).height(5) }
    }
}

@MainActor
@Suite struct BodyColumnPaintTests {
    @Test func aBodysComponentsArePaintedAsAColumnOfFullWidthRows() throws {
        let red = try Color(css: "#FF0000"), blue = try Color(css: "#0000FF")
        let image = try Snapshot.image(of: Stripes(colors: [red, blue], footer: true), size: Size(width: 20, height: 40))
        let rows = [0, 9, 10, 19, 20, 24, 25, 39].map { image[10, $0] }
        #expect(rows == [0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF, 0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF])
        #expect(image[0, 5] == 0xFFFF_0000 && image[19, 5] == 0xFFFF_0000, "rows stretch to the full width")
    }
}
