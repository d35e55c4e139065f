import Geometry
import Graphics
import Layout
import Testing
@testable import Components

/// What the element kinds carry for drawing.
@MainActor
struct AppearanceTests {
    @Test func gradientFollowsTheBoxsFrame() {
        let fill = BoxFill.linearGradient(BoxGradient(from: .white, to: .black, start: .topLeft, end: .bottomRight))
        let paint = fill.paint(in: Rect(10, 20, 100, 50))
        #expect(paint == .linearGradient(LinearGradient(from: .white, to: .black, start: Point(x: 10, y: 20),
                                                        end: Point(x: 110, y: 70))))
        #expect(BoxFill.color(.white).paint(in: .zero) == .color(.white))
    }

    @Test func boxElementCarriesItsAppearance() {
        let appearance = BoxAppearance(fill: .color(.white), border: BoxBorder(width: 1, color: .black),
                                       cornerRadii: CornerRadii(8), opacity: 0.5, clipsContent: false)
        let root = layOut(Box(appearance: appearance, style: sized(20, 20)), in: SizeRange(max: Size(width: 50, height: 50)))
        #expect(root.layout.elements[0].kind == .box(appearance))
        #expect(root.layout.size == Size(width: 20, height: 20))
    }

    @Test func spacerAndContainerKinds() {
        let root = layOut(Flexbox { Spacer() }, in: .exactly(Size(width: 10, height: 10)))
        #expect(root.layout.elements.map(\.kind) == [.container, .spacer])
    }
}
