import Geometry
import Testing
@testable import Layout

/// `LayoutNode.contentInsets`: border plus padding as layout resolved them, which
/// painting takes for the content box instead of resolving padding again.
@Suite struct ContentInsetsTests {
    /// Padding percentages are of the containing block's width: the parent's content
    /// box (200 - 2 × 10 = 180), not its border box (200).
    @Test func percentagePaddingIsOfTheParentsContentWidth() {
        let child = LayoutNode(style: .with {
            $0.padding = Edges(top: .percent(10), right: .points(3), bottom: .percent(5), left: .percent(10))
            $0.border = EdgeInsets(top: 1, right: 2, bottom: 3, left: 4)
            $0.height = .points(80)
        })
        let parent = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.width = .points(200)
            $0.padding = Edges(all: .points(10))
        }, children: [child])
        parent.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame.width == 180)
        #expect(child.contentInsets == EdgeInsets(top: 18 + 1, right: 3 + 2, bottom: 9 + 3, left: 18 + 4))
        #expect(parent.contentInsets == EdgeInsets(all: 10))
    }

    /// The root's percentages are of the available width; an absolutely positioned
    /// child's are of the parent's padding box.
    @Test func rootAndAbsoluteChildren() {
        let child = LayoutNode(style: .with {
            $0.position = .absolute
            $0.padding = Edges(all: .percent(10))
        })
        let root = LayoutNode(style: .with {
            $0.width = .points(300)
            $0.padding = Edges(all: .percent(5))
            $0.border = EdgeInsets(all: 2)
        }, children: [child])
        root.computeLayout(availableWidth: 300, availableHeight: nil)
        #expect(root.contentInsets == EdgeInsets(all: 15 + 2))
        // Padding box: 300 - 2 × 2 (border) = 296.
        #expect(child.contentInsets == EdgeInsets(all: 29.59375))
    }

    @Test func beforeLayoutPercentagesAreZero() {
        let node = LayoutNode(style: .with { $0.padding = Edges(top: .percent(50), right: .points(4), bottom: .zero, left: .zero) })
        #expect(node.contentInsets == EdgeInsets(right: 4))
    }
}
