import Testing
import Geometry
@testable import Layout

/// The comparison rules themselves, on hand-made frames: a conformance test is only as
/// good as the comparer that says "pass".
@Suite struct LayoutComparisonTests {
    private func tree(hiddenChild: Bool) -> LayoutNode {
        var hidden = LayoutStyle()
        hidden.display = hiddenChild ? .none : .flex
        let grandchild = LayoutNode()
        let root = LayoutNode(children: [LayoutNode(), LayoutNode(style: hidden, children: [grandchild])])
        root.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        root.children[0].frame = Rect(x: 10, y: 0, width: 20.04, height: 50)
        root.children[1].frame = Rect(x: -77, y: 3, width: 0, height: 0)
        grandchild.frame = Rect(x: 5, y: 5, width: 0, height: 0)
        return root
    }

    private let expected = ExpectedLayout(x: 0, y: 0, width: 100, height: 50, children: [
        ExpectedLayout(x: 10, y: 0, width: 20, height: 50, children: []),
        ExpectedLayout(x: 30, y: 0, width: 0, height: 0, children: [
            ExpectedLayout(x: 0, y: 0, width: 0, height: 0, children: []),
        ]),
    ])

    @Test func withinToleranceAndHiddenPositionsPass() {
        #expect(LayoutComparison.mismatches(tree(hiddenChild: true), expected, rounded: false, tolerance: 0.05).isEmpty)
    }

    @Test func visibleNodesAreComparedEverywhere() {
        let found = LayoutComparison.mismatches(tree(hiddenChild: false), expected, rounded: false, tolerance: 0.05)
        #expect(found.map(\.description) == [
            "root/1 x: expected 30, got -77", "root/1 y: expected 0, got 3",
            "root/1/0 x: expected 0, got 5", "root/1/0 y: expected 0, got 5",
        ])
        let exact = LayoutComparison.mismatches(tree(hiddenChild: true), expected, rounded: false, tolerance: 0)
        #expect(exact.map(\.description) == ["root/0 width: expected 20, got 20.04"])
    }

    @Test func hiddenNodesMustHaveNoSize() {
        let root = tree(hiddenChild: true)
        root.children[1].children[0].frame = Rect(x: 0, y: 0, width: 4, height: 0.5)
        let found = LayoutComparison.mismatches(root, expected, rounded: false, tolerance: 0.05)
        #expect(found.map(\.description) == ["root/1/0 width: expected 0, got 4", "root/1/0 height: expected 0, got 0.5"])
    }

    @Test func roundedFramesAreTheOnesComparedWhenRounding() throws {
        let root = tree(hiddenChild: true)
        try root.roundLayout(scale: 1)
        let found = LayoutComparison.mismatches(root, expected, rounded: true, tolerance: 0)
        #expect(found.isEmpty)
        let missingChild = ExpectedLayout(x: 0, y: 0, width: 100, height: 50, children: [])
        #expect(LayoutComparison.mismatches(root, missingChild, rounded: true, tolerance: 0).map(\.description) ==
                ["root children: expected 0, got 2"])
    }
}
