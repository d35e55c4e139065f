import Geometry
import Testing
import Layout

/// A row item's contribution to its container's intrinsic width when it has a definite
/// flex-basis (§9.9.3 as Chromium does it): capped by the basis when it cannot grow,
/// floored by it when it cannot shrink, then clamped by min/max-width, `min-width: auto`
/// being the automatic minimum. Chromium's frames of shrunk disagreements.
@Suite struct IntrinsicContributionTests {
    /// An item that cannot grow contributes at most its flex basis, even with a wider
    /// `width`: the auto-width middle row is 10 wide.
    @Test func flexBasisCapsTheContributionOfAnItemThatCannotGrow() {
        let row = LayoutNode(style: .with { $0.width = .points(200) }, children: [
            LayoutNode(children: [LayoutNode(style: .with { $0.flexBasis = .points(10); $0.width = .points(26); $0.height = .points(10) })]),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 10,
                box(0, 0, 10, 10,
                    box(0, 0, 10, 10))))
    }

    /// `flex-basis: 0` with `width: 30` and no content: the automatic minimum is 0, so
    /// the item contributes 0.
    @Test func zeroBasisWithAWidthContributesNothing() {
        let root = LayoutNode(style: .with { $0.width = .points(360); $0.height = .points(640) }, children: [
            LayoutNode(children: [LayoutNode(style: .with { $0.flexBasis = .points(0); $0.width = .points(30) })]),
        ])
        expectChromiumLayout(root, width: 360, height: 640,
            box(0, 0, 360, 640, box(0, 0, 0, 640, box(0, 0, 0, 640))))
    }

    /// The basis floors an item that cannot shrink before max-width clamps it: 120.
    @Test func maxWidthClampsTheBasisOfAnItemThatCannotShrink() {
        let root = LayoutNode(style: .with { $0.height = .points(640) }, children: [
            LayoutNode(style: .with { $0.flexBasis = .points(145); $0.flexShrink = 0; $0.maxWidth = .points(120) }),
        ])
        expectChromiumLayout(root, width: 360, height: 640,
            box(0, 0, 120, 640, box(0, 0, 120, 640)))
    }

    /// The automatic minimum (the content's 110) raises the basis-capped contribution
    /// again: the wrapping row is 110 + 75 wide.
    @Test func automaticMinimumFloorsTheBasisCap() {
        let root = LayoutNode(style: .with { $0.height = .points(768) }, children: [
            LayoutNode(style: .with { $0.flexWrap = .wrap }, children: [
                LayoutNode(style: .with { $0.flexBasis = .points(35) }, children: [LayoutNode(style: .with { $0.width = .points(110) })]),
                LayoutNode(style: .with { $0.width = .points(75) }),
            ]),
        ])
        expectChromiumLayout(root, width: 1024, height: 768,
            box(0, 0, 185, 768,
                box(0, 0, 185, 768,
                    box(0, 0, 110, 768, box(0, 0, 110, 768)), box(110, 0, 75, 768))))
    }

    /// The automatic minimum is never above the max-width: 40, not the content's 121.
    @Test func automaticMinimumStaysWithinTheMaxWidth() {
        let root = LayoutNode(style: .with { $0.width = .points(600); $0.height = .points(400) }, children: [
            LayoutNode(children: [
                LayoutNode(style: .with { $0.flexBasis = .points(0); $0.maxWidth = .points(40) }, children: [
                    LayoutNode(style: .with { $0.width = .points(121) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 600, height: 400,
            box(0, 0, 600, 400, box(0, 0, 40, 400, box(0, 0, 40, 400, box(0, 0, 40, 400)))))
    }

    /// A wrapping column aligns its items by their synthesized baselines (their left
    /// edges), so a line is as wide as the largest left margin (10) plus the largest rest
    /// (60): 70, also without any height to break it into lines (the wrap-reverse case
    /// is `ChromiumDisagreementTests.baselineAlignedColumnIntrinsicWidthCountsAscentAndDescent`).
    @Test func baselinesWidenASingleLineWrappingColumn() {
        let root = LayoutNode(style: .with { $0.width = .points(600) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.alignItems = .baseline }, children: [
                LayoutNode(style: .with { $0.width = .points(60) }),
                LayoutNode(style: .with { $0.margin.left = .points(10) }),
            ]),
        ])
        expectChromiumLayout(root, width: 600, height: 400,
            box(0, 0, 600, 0, box(0, 0, 70, 0, box(10, 0, 60, 0), box(10, 0, 0, 0))))
    }

    /// In a wrapping row the basis (45) caps a non-growing item's max-content
    /// contribution only: its min-content one (65, its child's min-width) is the row's
    /// min-content width, so the row is 65 wide although the item is 60 (its min-width).
    @Test func basisDoesNotCapTheMinContentContributionInAWrappingRow() {
        let root = LayoutNode(style: .with { $0.width = .points(375) }, children: [
            LayoutNode(style: .with { $0.flexWrap = .wrap }, children: [
                LayoutNode(style: .with { $0.flexBasis = .points(45); $0.minWidth = .points(60) }, children: [
                    LayoutNode(style: .with { $0.minWidth = .points(65) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 375, height: nil,
            box(0, 0, 375, 0, box(0, 0, 65, 0, box(0, 0, 60, 0, box(0, 0, 65, 0)))))
    }
}
