import Geometry
import Testing
import Layout

/// Boxes with an aspect ratio whose content decides or raises their height: the height
/// the ratio gives stays definite for the content (percentages, stretching), as in
/// Chromium. Each case is a shrunk disagreement with Chromium's frames.
@Suite struct AspectRatioTests {
    /// A row item 10 wide with ratio 1.75 is 110 high (its content), but its child's 40%
    /// resolves against the ratio's 5.71 (to 1/64 px: 2.28125).
    @Test func percentHeightResolvesAgainstTheRatioHeightWhenContentRaisesTheBox() {
        let row = LayoutNode(style: .with { $0.width = .points(800); $0.height = .points(600) }, children: [
            LayoutNode(style: .with { $0.alignSelf = .flexStart; $0.aspectRatio = 1.75 }, children: [
                LayoutNode(style: .with { $0.height = .percent(40); $0.margin.right = .points(10) }),
                LayoutNode(style: .with { $0.height = .points(110) }),
            ]),
        ])
        expectChromiumLayout(row, width: 800, height: 600,
            box(0, 0, 800, 600,
                box(0, 0, 10, 110, box(0, 0, 0, 2.28125), box(10, 0, 0, 110))))
    }

    /// A stretched child is sized to the ratio's height (0) before the content height is
    /// taken, so its overflowing content does not raise the box.
    @Test func stretchedContentDoesNotRaiseTheRatioHeight() {
        let row = LayoutNode(style: .with { $0.alignItems = .flexEnd; $0.width = .points(400); $0.height = .points(300) }, children: [
            LayoutNode(style: .with { $0.aspectRatio = 0.5 }, children: [
                LayoutNode(children: [LayoutNode(style: .with { $0.height = .points(1) })]),
            ]),
        ])
        expectChromiumLayout(row, width: 400, height: 300,
            box(0, 0, 400, 300,
                box(0, 300, 0, 0, box(0, 0, 0, 0, box(0, 0, 0, 1)))))
    }

    /// In a column of auto height, a stretched item's height from its ratio is definite:
    /// its child's 25% is a quarter of 214.28.
    @Test func ratioHeightIsDefiniteInAnAutoHeightColumn() {
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(375) }, children: [
            LayoutNode(style: .with { $0.aspectRatio = 1.75 }, children: [LayoutNode(style: .with { $0.height = .percent(25) })]),
        ])
        expectChromiumLayout(column, width: 375, height: 812,
            box(0, 0, 375, 214.28125,
                box(0, 0, 375, 214.28125, box(0, 0, 0, 53.5625))))
    }

    /// With `margin-top: auto` the item is not stretched; the ratio box inside it is
    /// 0 wide and as high as its content, and its ratio child stretches to that.
    @Test func ratioBoxesInsideAnItemWithAnAutoTopMargin() {
        let column = LayoutNode(style: .with { $0.width = .points(375); $0.height = .points(812) }, children: [
            LayoutNode(style: .with { $0.margin.top = .auto }, children: [
                LayoutNode(style: .with { $0.aspectRatio = 1 }, children: [
                    LayoutNode(style: .with { $0.aspectRatio = 1 }),
                    LayoutNode(style: .with { $0.height = .points(110) }),
                ]),
            ]),
        ])
        expectChromiumLayout(column, width: 375, height: 812,
            box(0, 0, 375, 812,
                box(0, 702, 0, 110,
                    box(0, 0, 0, 110, box(0, 0, 0, 110), box(0, 0, 0, 110)))))
    }

    /// In a column, the automatic minimum height of an item with an aspect ratio is
    /// clamped by its max-width through the ratio (§4.5): the item is 40 × 20 and its
    /// 50-high content overflows.
    @Test func transferredMaxWidthClampsTheAutomaticMinimumHeight() {
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(100); $0.height = .points(300) }, children: [
            LayoutNode(style: .with { $0.maxWidth = .points(40); $0.aspectRatio = 2 }, children: [
                LayoutNode(style: .with { $0.height = .points(50) }),
            ]),
        ])
        expectChromiumLayout(column, width: nil, height: nil,
            box(0, 0, 100, 300,
                box(0, 0, 40, 20,
                    box(0, 0, 0, 50))))
    }

    /// A baseline-aligned column (not stretched) holding a ratio box: the box's height
    /// from the ratio is definite for its child's 40%.
    @Test func ratioBoxInABaselineAlignedColumn() {
        let row = LayoutNode(style: .with { $0.alignItems = .baseline; $0.width = .points(600); $0.height = .points(400) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.aspectRatio = 2 }, children: [
                    LayoutNode(style: .with { $0.height = .percent(40); $0.width = .points(95) }),
                ]),
            ]),
        ])
        expectChromiumLayout(row, width: 600, height: 400,
            box(0, 0, 600, 400,
                box(0, 0, 95, 47.5, box(0, 0, 95, 47.5, box(0, 0, 95, 19)))))
    }

    /// A percentage min-height (100% of the stretched row's 500) transfers through the
    /// ratio to the width: 250, also for the auto-width row around it.
    @Test func percentMinHeightTransfersThroughTheRatio() {
        let root = LayoutNode(style: .with { $0.width = .points(500); $0.height = .points(500) }, children: [
            LayoutNode(children: [
                LayoutNode(style: .with { $0.minHeight = .percent(100); $0.alignSelf = .baseline; $0.aspectRatio = 0.5 }),
            ]),
        ])
        expectChromiumLayout(root, width: 500, height: 500,
            box(0, 0, 500, 500, box(0, 0, 250, 500, box(0, 0, 250, 500))))
    }

    /// In a column, the content that may raise a ratio item's height is measured with an
    /// indefinite height: its 150% child counts as auto there, so the item stays at the
    /// ratio's 100 and the child, laid out in it, is 150 and overflows.
    @Test func columnItemContentIsMeasuredWithoutTheRatioHeight() {
        let column = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.alignItems = .flexStart
            $0.width = .points(400)
            $0.height = .points(300)
        }, children: [
            LayoutNode(style: .with { $0.aspectRatio = 1; $0.width = .points(100); $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.flexShrink = 0; $0.height = .percent(150) }),
            ]),
        ])
        expectChromiumLayout(column, width: 400, height: 300,
            box(0, 0, 400, 300, box(0, 0, 100, 100, box(0, 0, 100, 150))))
    }

    /// A wrapping column item whose height comes from its ratio (0 here: it is 0 wide)
    /// breaks its lines at that height also when its content minimum is measured: each
    /// item is a line, so the content is one item's 7, not 14.
    @Test func wrappingColumnRatioItemBreaksLinesAtTheRatioHeight() {
        let root = LayoutNode(style: .with { $0.width = .points(360); $0.height = .points(640) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.aspectRatio = 2; $0.flexDirection = .columnReverse; $0.flexWrap = .wrap }, children: [
                    LayoutNode(style: .with { $0.margin.bottom = .points(7) }),
                    LayoutNode(style: .with { $0.margin.bottom = .points(7) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 360, height: 640,
            box(0, 0, 360, 640,
                box(0, 0, 0, 640,
                    box(0, 0, 0, 7, box(0, 0, 0, 0), box(0, 0, 0, 0)))))
    }

    /// A wrapping column whose height comes from its aspect ratio breaks its lines at
    /// that height (0 here), also when its content made it taller: each item starts a line.
    @Test func columnWrapBreaksLinesAtItsRatioHeight() {
        let container = LayoutNode(style: .with { $0.width = .points(400); $0.height = .points(300) }, children: [
            LayoutNode(style: .with {
                $0.flexDirection = .column
                $0.flexWrap = .wrap
                $0.aspectRatio = 0.5
                $0.alignSelf = .flexStart
            }, children: [LayoutNode(style: .with { $0.flexBasis = .points(45) }), LayoutNode()]),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 400, 300,
                box(0, 0, 0, 45,
                    box(0, 0, 0, 45), box(0, 0, 0, 0))))
    }

    // MARK: issue 25, item 4

    /// A column item with a ratio and a percentage height of an indefinite container
    /// (laid out as auto): its automatic minimum is the ratio's height (0, from its
    /// 0 width), not its 100-high content as for an `auto` height (Chromium).
    @Test func percentHeightOfAnIndefiniteContainerLeavesTheRatioHeightAlone() {
        let root = LayoutNode(style: .with { $0.width = .points(320) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.height = .percent(66); $0.aspectRatio = 1.75 }, children: [
                    LayoutNode(style: .with { $0.height = .points(100) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 320, height: nil,
            box(0, 0, 320, 0,
                box(0, 0, 0, 0, box(0, 0, 0, 0, box(0, 0, 0, 100)))))
    }

    /// A ratio item's height from its ratio (40 / 1.5) is definite for its children: a
    /// child stretched in that single line takes it, although its own ratio and 40
    /// width would make it 40 high, and does not raise the item.
    @Test func stretchedChildOfARatioBoxTakesTheRatioHeightOverItsOwnRatio() {
        let root = LayoutNode(style: .with { $0.width = .points(360) }, children: [
            LayoutNode(style: .with { $0.aspectRatio = 1.5 }, children: [
                LayoutNode(style: .with { $0.width = .points(40); $0.aspectRatio = 1 }),
            ]),
        ])
        expectChromiumLayout(root, width: 360, height: 640,
            box(0, 0, 360, 26.65625,
                box(0, 0, 40, 26.65625, box(0, 0, 40, 26.65625))))
    }

    /// A row item stretched to the container's 600 has that definite height (its
    /// max-width caps the width the ratio gives): its child's 20% is 120, not a fifth of
    /// 600 / 2.
    @Test func stretchedRatioItemIsDefiniteAtTheStretchedHeight() {
        let row = LayoutNode(style: .with { $0.width = .points(800); $0.height = .points(600) }, children: [
            LayoutNode(style: .with { $0.maxWidth = .percent(75); $0.aspectRatio = 2 }, children: [
                LayoutNode(style: .with { $0.height = .percent(20) }),
            ]),
        ])
        expectChromiumLayout(row, width: 800, height: 600,
            box(0, 0, 800, 600, box(0, 0, 600, 600, box(0, 0, 0, 120))))
    }

    /// A column item of auto height raised by its min-height to 125: its width follows
    /// through the ratio (93.75), not floored by its content's 105.
    @Test func columnItemWidthFollowsItsFlexedHeightWithoutAContentFloor() {
        let root = LayoutNode(style: .with { $0.width = .points(1024); $0.height = .points(768) }, children: [
            LayoutNode(style: .with { $0.height = .points(120); $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.minHeight = .points(125); $0.alignSelf = .flexEnd; $0.aspectRatio = 0.75 }, children: [
                    LayoutNode(style: .with { $0.width = .points(105) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 1024, height: 768,
            box(0, 0, 1024, 768,
                box(0, 0, 105, 120,
                    box(11.25, 0, 93.75, 125, box(0, 0, 93.75, 125)))))
    }

    /// With a definite height (150, capped at 60) the width is the ratio-dependent axis
    /// and the min-content width (110) floors it: 110, not 60 × 1.75 (CSS Sizing 4 §5.1).
    @Test func columnItemWithADefiniteHeightKeepsItsMinContentWidth() {
        let root = LayoutNode(style: .with { $0.width = .points(375); $0.height = .points(812) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with {
                    $0.height = .points(150)
                    $0.maxHeight = .points(60)
                    $0.alignSelf = .center
                    $0.aspectRatio = 1.75
                }, children: [LayoutNode(style: .with { $0.width = .points(110) })]),
            ]),
        ])
        expectChromiumLayout(root, width: 375, height: 812,
            box(0, 0, 375, 812,
                box(0, 0, 110, 812, box(0, 0, 110, 60, box(0, 0, 110, 60)))))
    }

    /// A row item's content size suggestion (its child's min-width, 95) is not capped by
    /// its max-height through the ratio (10): it is 95 wide and 10 high.
    @Test func rowContentSuggestionIsNotCappedByATransferredMaxHeight() {
        let row = LayoutNode(style: .with { $0.width = .points(250); $0.height = .points(400) }, children: [
            LayoutNode(style: .with { $0.maxHeight = .points(10); $0.aspectRatio = 1 }, children: [
                LayoutNode(style: .with { $0.minWidth = .points(95) }),
            ]),
        ])
        expectChromiumLayout(row, width: 250, height: 400,
            box(0, 0, 250, 400, box(0, 0, 95, 10, box(0, 0, 95, 10))))
    }

    /// A baseline-aligned ratio item (20 × 40) finds its baseline with the ratio's height
    /// definite, as it is laid out: its first child's 33% is 13.19 high, whose bottom is
    /// the baseline the empty item meets.
    @Test func baselineOfARatioItemSeesItsRatioHeight() {
        let row = LayoutNode(style: .with { $0.width = .points(400); $0.height = .points(300) }, children: [
            LayoutNode(style: .with { $0.alignItems = .baseline }, children: [
                LayoutNode(),
                LayoutNode(style: .with { $0.aspectRatio = 0.5 }, children: [
                    LayoutNode(style: .with { $0.height = .percent(33) }),
                    LayoutNode(style: .with { $0.width = .points(20) }),
                ]),
            ]),
        ])
        expectChromiumLayout(row, width: 400, height: 300,
            box(0, 0, 400, 300,
                box(0, 0, 20, 300,
                    box(0, 13.1875, 0, 0),
                    box(0, 0, 20, 40, box(0, 0, 0, 13.1875), box(0, 0, 20, 40)))))
    }

    /// A stretched ratio item with a definite height (85, shrunk toward 56): its height is
    /// not ratio-dependent, so its wrapping column is measured without breaking at the
    /// ratio's 32.5 and its automatic minimum is the one line's 72.
    @Test func definiteHeightRatioItemMeasuresItsWrappingColumnAsOneLine() {
        let root = LayoutNode(style: .with { $0.width = .points(1024); $0.height = .points(768) }, children: [
            LayoutNode(style: .with { $0.width = .points(65); $0.height = .points(56); $0.flexDirection = .column }, children: [
                LayoutNode(style: .with {
                    $0.height = .points(85)
                    $0.aspectRatio = 2
                    $0.flexDirection = .column
                    $0.flexWrap = .wrap
                    $0.rowGap = .points(16)
                }, children: [LayoutNode(style: .with { $0.height = .points(40) }), LayoutNode(), LayoutNode()]),
            ]),
        ])
        expectChromiumLayout(root, width: 1024, height: 768,
            box(0, 0, 1024, 768,
                box(0, 0, 65, 56,
                    box(0, 0, 65, 72, box(0, 0, 65, 40), box(0, 56, 65, 0), box(0, 72, 65, 0)))))
    }

    /// A wrapping column with a ratio (0 wide, so 0 high by the ratio) is measured with
    /// its lines broken at the ratio's height but its child's 30% unresolved (auto): the
    /// content's 115 raises it, and then the 30% is of that 115.
    @Test func ratioHeightBreaksLinesButDoesNotResolvePercentagesWhileMeasuring() {
        let root = LayoutNode(style: .with { $0.width = .points(400); $0.height = .points(300) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.aspectRatio = 2; $0.flexDirection = .column; $0.flexWrap = .wrap }, children: [
                    LayoutNode(style: .with { $0.height = .percent(30) }, children: [LayoutNode(style: .with { $0.height = .points(115) })]),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 400, height: 300,
            box(0, 0, 400, 300,
                box(0, 0, 0, 300, box(0, 0, 0, 115, box(0, 0, 0, 34.5, box(0, 0, 0, 115))))))
    }
}
