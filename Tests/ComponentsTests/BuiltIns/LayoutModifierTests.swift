import Geometry
import Layout
import Testing
@testable import Components

/// The per-child layout modifiers: what they set, and that chains merge.
@MainActor
struct LayoutModifierTests {
    @Test func chainedModifiersMergeIntoOneWrapper() {
        let modified = filler().flex(grow: 2, shrink: 0).margin(4).width(.percent(50)).alignSelf(.center)
        #expect(type(of: modified) == LayoutModified<Box>.self)
        let root = layOut(Flexbox { modified }, in: .exactly(Size(width: 200, height: 100)))
        let style = root.layout.elements[1].style
        #expect(style.flexGrow == 2)
        #expect(style.flexShrink == 0)
        #expect(style.margin == Edges(all: .points(4)))
        #expect(style.width == .percent(50))
        #expect(style.alignSelf == .center)
    }

    @Test func percentWidthAndMargins() {
        let root = layOut(Flexbox {
            filler().width(.percent(25)).height(.percent(50)).margin(EdgeInsets(top: 10, right: 0, bottom: 0, left: 20))
        }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(1) == Rect(20, 10, 50, 50))
    }

    @Test func autoMarginPushesToTheEnd() {
        let root = layOut(Flexbox {
            block(20, 20)
            block(30, 20).margin(Edges(top: .points(0), right: .points(0), bottom: .points(0), left: .auto))
        }, in: .exactly(Size(width: 200, height: 50)))
        #expect(root.frame(2) == Rect(170, 0, 30, 20))
    }

    @Test func minAndMaxSizesBoundGrowth() {
        let root = layOut(Flexbox {
            filler().flex(grow: 1).maxSize(width: .points(60))
            filler().flex(grow: 1).minSize(width: .points(150))
        }, in: .exactly(Size(width: 200, height: 40)))
        #expect(root.frame(1).width == 50)
        #expect(root.frame(2).width == 150)

        let capped = layOut(Flexbox {
            filler().flex(grow: 1).maxSize(width: .points(60))
            filler().flex(grow: 1)
        }, in: .exactly(Size(width: 200, height: 40)))
        #expect(capped.frame(1).width == 60)
        #expect(capped.frame(2) == Rect(60, 0, 140, 40))
    }

    @Test func flexBasisAndShrink() {
        let root = layOut(Flexbox {
            filler().flex(shrink: 0, basis: .points(150))
            filler().flex(shrink: 1, basis: .points(150))
        }, in: .exactly(Size(width: 200, height: 40)))
        #expect(root.frame(1).width == 150)
        #expect(root.frame(2) == Rect(150, 0, 50, 40))
    }

    @Test func alignSelfOverridesTheParentsAlignment() {
        let root = layOut(Flexbox {
            filler().width(10)
            block(10, 10).alignSelf(.flexEnd)
            block(10, 10).alignSelf(.center)
        }, in: .exactly(Size(width: 100, height: 50)))
        #expect(root.frame(1) == Rect(0, 0, 10, 50))
        #expect(root.frame(2) == Rect(10, 40, 10, 10))
        #expect(root.frame(3) == Rect(20, 20, 10, 10))
    }

    @Test func sizeModifierOnAComposite() {
        struct Card: Component, Equatable {
            func body(_ context: BuildContext<Card>) -> some Component { Box(color: .white) }
        }
        let root = layOut(Flexbox { Card().size(width: 33, height: 44) }, in: .exactly(Size(width: 100, height: 100)))
        #expect(root.frame(1) == Rect(0, 0, 33, 44))
    }

    @Test func modifiedComponentsAreEqualWhenTheirPartsAre() {
        #expect(block(1, 2).flex(grow: 1).margin(3) == block(1, 2).flex(grow: 1).margin(3))
        #expect(block(1, 2).flex(grow: 1) != block(1, 2).flex(grow: 2))
        #expect(block(1, 2).alignSelf(nil) != block(1, 2).flex())
    }
}
