import Geometry
import Layout
import Testing
@testable import Components

/// `.hitTesting(_:)`: set like a layout modifier, on the element the component builds,
/// kept through the copies that tagging and wrappers make, and nothing on screen.
@MainActor
struct HitTestingModifierTests {
    @Test func itMergesIntoALayoutModifierChainAndChangesNoFrame() {
        let modified = filler().width(40).hitTesting(.passThrough).height(30)
        #expect(type(of: modified) == LayoutModified<Box>.self)
        let root = layOut(Flexbox { modified }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.layout.elements[1].hitTesting == .passThrough)
        #expect(root.frame(1) == Rect(0, 0, 40, 30))
        let plain = layOut(Flexbox { filler().width(40).height(30) }, in: .exactly(Size(width: 200, height: 100)))
        #expect(plain.layout.elements[1].hitTesting == .standard)
        #expect(plain.frame(1) == root.frame(1))
    }

    @Test func aTestIDAndAWrapperKeepIt() {
        let root = layOut(Flexbox {
            filler().hitTesting(.childrenOnly).testID("layer").width(20)
            block(10, 10).hitTesting(.passThrough).overlay(filler()).margin(5)
        }, in: .exactly(Size(width: 200, height: 100)))
        let elements = root.layout.elements
        #expect(elements.first { $0.testID == "layer" }?.hitTesting == .childrenOnly)
        // The overlay's wrapper takes the margin and passes hits to the pair (its own box
        // would hide a content that lets them through); the block inside keeps its setting.
        #expect(elements.filter { $0.hitTesting == .passThrough }.count == 1)
        #expect(elements.filter { $0.hitTesting == .childrenOnly }.count == 2)
        #expect(elements.first { $0.style.margin == Edges(all: .points(5)) }?.hitTesting == .childrenOnly)
    }
}
