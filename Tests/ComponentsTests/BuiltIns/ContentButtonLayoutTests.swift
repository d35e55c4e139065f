import Geometry
import Layout
import Testing
@testable import Components

/// A content button lays its children out as a flex container inside its padding and
/// border: a row (or column), centered both ways, `gap` apart.
@MainActor
struct ContentButtonLayoutTests {
    @Test func aRowOfContentCenteredInsideThePadding() {
        let root = layOut(Flexbox(style: .column(align: .flexStart)) {
            Button(padding: EdgeInsets(all: 10), gap: 6, action: nil) {
                block(20, 20)
                block(30, 10)
            }
        }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(1) == Rect(0, 0, 76, 40))
        #expect(root.frame(2) == Rect(10, 10, 20, 20))
        #expect(root.frame(3) == Rect(36, 15, 30, 10))
    }

    @Test func aWiderButtonCentersItsContentAndTheBorderIsInside() {
        let root = layOut(Flexbox(style: .column(align: .flexStart)) {
            Button(borderWidth: 2, padding: EdgeInsets(all: 4), direction: .column, gap: 2, action: nil) {
                block(20, 10)
                block(10, 10)
            }
            .width(100)
        }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(1) == Rect(0, 0, 100, 34))
        #expect(root.frame(2) == Rect(40, 6, 20, 10))
        #expect(root.frame(3) == Rect(45, 18, 10, 10))
    }

    @Test func contentAndTitledButtonsAreOneElementKind() {
        let root = layOut(Flexbox {
            Button(action: nil) { block(10, 10) }
            Button("Add", action: nil)
        }, in: .exactly(Size(width: 200, height: 100)))
        guard case .button(let content) = root.layout.elements[1].kind,
              case .button(let titled) = root.layout.elements[3].kind else {
            Issue.record("not buttons")
            return
        }
        #expect(!content.showsTitle && titled.showsTitle)
        #expect(root.layout.elements[1].children.count == 1 && root.layout.elements[3].children.isEmpty)
    }

    @Test func equalContentMakesEqualButtons() {
        struct Add: Action, Equatable {}
        let a = Button(action: Add()) { block(10, 10) }
        #expect(a == Button(action: Add()) { block(10, 10) })
        #expect(a != Button(action: Add()) { block(10, 12) })
        #expect(a != Button(gap: 4, action: Add()) { block(10, 10) })
    }
}
