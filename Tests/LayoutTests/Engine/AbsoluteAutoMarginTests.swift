import Geometry
import Testing
import Layout

/// Auto margins of absolutely positioned boxes with both insets in an axis, when the
/// box does not fit (negative free space): Chromium's answers (CSS Position 3 §4.1,
/// CSS 2 §10.3.7 and §10.6.4).
@Suite struct AbsoluteAutoMarginTests {
    /// Vertical auto margins share negative free space equally: the box moves up by half
    /// the overflow.
    @Test func verticalAutoMarginsShareNegativeSpace() {
        let container = LayoutNode(style: .with { $0.width = .points(200); $0.height = .points(100) }, children: [
            LayoutNode.absolute(.with {
                $0.inset.top = .points(10)
                $0.inset.bottom = .points(10)
                $0.width = .points(20)
                $0.height = .points(90)
                $0.margin.top = .auto
                $0.margin.bottom = .auto
            }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 200, 100,
                box(0, 5, 20, 90)))
    }

    /// Horizontally (ltr) the start margin is 0 instead.
    @Test func horizontalAutoMarginsLeaveTheStartMarginAtZero() {
        let container = LayoutNode(style: .with { $0.width = .points(100); $0.height = .points(100) }, children: [
            LayoutNode.absolute(.with {
                $0.inset.left = .points(10)
                $0.inset.right = .points(20)
                $0.minWidth = .points(90)
                $0.margin.left = .auto
                $0.margin.right = .auto
            }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 100, 100,
                box(10, 0, 90, 0)))
    }

    /// When the insets overlap, the inset-modified containing block is 0 wide at the
    /// start inset: an auto-sized box fills it and a single auto margin is 0, in both
    /// axes (a percentage inset too).
    @Test func autoMarginInANegativeInsetModifiedBlock() {
        let container = LayoutNode(style: .with { $0.width = .points(100); $0.height = .points(100) }, children: [
            LayoutNode.absolute(.with {
                $0.inset = Edges(top: .points(10), right: .points(200), bottom: .points(200), left: .percent(10))
                $0.margin.left = .auto
                $0.margin.top = .auto
            }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 100, 100,
                box(10, 10, 0, 0)))
    }

    /// A box wider than that 0-wide block (its padding) overflows it: the auto margin
    /// takes the negative space (-5), not the insets' (-115).
    @Test func paddedBoxInANegativeInsetModifiedBlock() {
        let container = LayoutNode(style: .with { $0.width = .points(100); $0.height = .points(100) }, children: [
            LayoutNode.absolute(.with {
                $0.inset = Edges(top: .points(10), right: .points(200), bottom: .points(200), left: .points(10))
                $0.padding.left = .points(5)
                $0.minHeight = .points(5)
                $0.margin.left = .auto
                $0.margin.top = .auto
                $0.margin.bottom = .auto
            }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 100, 100,
                box(5, 7.5, 5, 5)))
    }
}
