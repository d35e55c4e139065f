import Geometry
import Testing
import Layout

/// Small trees on which the engine and Chromium disagreed, found by comparing random
/// cases with `oracle_chrome.py` and shrinking them; each holds Chromium's frames. Those
/// the engine still gets wrong are known issues, and the comment says what differs.
@Suite struct ChromiumDisagreementTests {
    // MARK: absolute positioning

    /// Width from the two horizontal insets; the height comes from the ratio, not from
    /// the two vertical insets.
    @Test func absoluteBoxWithAspectRatioAndAllInsets() {
        let container = LayoutNode(style: .with { $0.width = .points(200); $0.height = .points(100) }, children: [
            LayoutNode.absolute(.with { $0.inset = Edges(all: .points(10)); $0.aspectRatio = 2 }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 200, 100,
                box(10, 10, 180, 90)),
            knownIssue: "AbsoluteBox.size stretches the height between the insets (80) instead of taking it from the ratio (90)")
    }

    /// The static position of an absolute child aligned `baseline` is the cross-start
    /// edge of the physical top, also under wrap-reverse.
    @Test func absoluteStaticPositionWithBaselineInWrapReverse() {
        let container = LayoutNode(style: .with {
            $0.flexWrap = .wrapReverse
            $0.alignItems = .baseline
            $0.width = .points(100)
            $0.height = .points(100)
        }, children: [LayoutNode.absolute(.with { $0.width = .points(10); $0.height = .points(10) })])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 100, 100,
                box(0, 0, 10, 10)))
    }

    // MARK: baselines

    /// A row-reverse container's first baseline comes from its physically first item
    /// (its last child), here the 30-high one.
    @Test func rowReverseContainerBaselineComesFromItsLeftmostItem() {
        let reversed = LayoutNode(style: .with { $0.flexDirection = .rowReverse },
                                  children: [LayoutNode.fixed(10, 20), LayoutNode.fixed(10, 30)])
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [reversed, LayoutNode.fixed(10, 10)])
        expectChromiumLayout(row, width: 200, height: nil,
            box(0, 0, 30, 30,
                box(0, 0, 20, 30,
                    box(10, 0, 10, 20), box(0, 0, 10, 30)),
                box(20, 20, 10, 10)))
    }

    /// An item whose baseline is above its top (its content overflows upward) is not
    /// moved down: the line's largest ascent may be negative.
    @Test func negativeBaselineDoesNotPushTheItemDown() {
        let overflowing = LayoutNode(style: .with { $0.flexDirection = .column; $0.height = .points(20) }, children: [
            LayoutNode.fixed(10, 10, .with { $0.margin.top = .points(-30) }),
        ])
        let row = LayoutNode(style: .with { $0.alignItems = .baseline; $0.height = .points(100) }, children: [overflowing])
        expectChromiumLayout(row, width: 200, height: nil,
            box(0, 0, 10, 100,
                box(0, 0, 10, 20,
                    box(0, -30, 10, 10))))
    }

    /// A line's cross size is its largest ascent plus its largest descent, and a descent
    /// may be negative (the baseline below the item's bottom): the first line is 51 high,
    /// not 105.
    @Test func negativeDescentShrinksTheBaselineLine() {
        let first = LayoutNode(style: .with { $0.flexBasis = .percent(60) }, children: [
            LayoutNode(style: .with { $0.height = .points(51) }, children: [LayoutNode(style: .with { $0.height = .points(105) })]),
        ])
        let second = LayoutNode(style: .with { $0.height = .points(115); $0.aspectRatio = 2 })
        let container = LayoutNode(style: .with {
            $0.flexWrap = .wrap
            $0.alignItems = .baseline
            $0.width = .points(250)
            $0.height = .points(400)
        }, children: [first, second])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 250, 400,
                box(0, 0, 150, 51,
                    box(0, 0, 0, 51,
                        box(0, 0, 0, 105))),
                box(0, 168, 230, 115)))
    }

    // MARK: intrinsic sizes

    /// An item that cannot shrink contributes at least its flex basis to its container's
    /// min-content width too: the outer item cannot shrink below 50.
    @Test func flexBasisFloorsTheMinContentContributionOfAnItemThatCannotShrink() {
        let row = LayoutNode(style: .with { $0.width = .points(200) }, children: [
            LayoutNode(style: .with { $0.flexBasis = .points(10) }, children: [
                LayoutNode(style: .with { $0.flexBasis = .points(50); $0.flexShrink = 0; $0.height = .points(10) }),
            ]),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 10,
                box(0, 0, 50, 10,
                    box(0, 0, 50, 10))))
    }

    // MARK: percentages and aspect ratios

    /// In a column of auto height, an item's definite flex-basis makes its height
    /// definite for its children's percentages: 80% of 130.
    @Test func percentHeightInsideAColumnItemWithADefiniteFlexBasis() {
        let column = LayoutNode(style: .with { $0.flexDirection = .column }, children: [
            LayoutNode(style: .with { $0.flexBasis = .points(130) }, children: [
                LayoutNode(style: .with { $0.height = .percent(80); $0.width = .points(10) }),
            ]),
        ])
        expectChromiumLayout(column, width: nil, height: nil,
            box(0, 0, 10, 130,
                box(0, 0, 10, 130,
                    box(0, 0, 10, 104))))
    }

    /// A column ratio item whose height is a percentage of an indefinite height (so it
    /// behaves as auto) is not raised by its content in Chromium: its computed height is
    /// not `auto`, so the ratio's 0 stands and the 150-high child overflows. (Fixed with
    /// the rule that a definite height keeps its content suggestion: random-seed7.)
    @Test func percentHeightRatioItemInAnAutoHeightColumnIsNotRaisedByItsContent() {
        let row = LayoutNode(style: .with { $0.width = .points(400); $0.height = .points(300) }, children: [
            LayoutNode(style: .with { $0.alignSelf = .flexStart; $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.height = .percent(50); $0.aspectRatio = 1 }, children: [
                    LayoutNode(style: .with { $0.minHeight = .points(150) }),
                ]),
            ]),
        ])
        expectChromiumLayout(row, width: 400, height: 300,
            box(0, 0, 400, 300,
                box(0, 0, 0, 0, box(0, 0, 0, 0, box(0, 0, 0, 150)))))
    }

    /// A baseline-aligned wrap-reverse column is as wide as its line's largest ascent plus
    /// largest descent (9 + 12), not its widest item's margin box (12).
    @Test func baselineAlignedColumnIntrinsicWidthCountsAscentAndDescent() {
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.flexWrap = .wrapReverse; $0.alignItems = .baseline }, children: [
            LayoutNode(style: .with { $0.margin.left = .points(9) }),
            LayoutNode(style: .with { $0.margin.right = .points(12) }),
        ])
        let row = LayoutNode(style: .with { $0.width = .points(320); $0.height = .points(480) }, children: [column])
        expectChromiumLayout(row, width: 320, height: 480,
            box(0, 0, 320, 480,
                box(0, 0, 21, 480, box(9, 0, 0, 0), box(9, 0, 0, 0))))
    }

    /// A column item with a definite flex-basis (20) is as wide as its content at that
    /// height, as it is laid out: its ratio child stretched to 20 is 30 wide, and so is
    /// the item, overflowing its 0-wide wrap-reverse column to the left.
    @Test func columnItemWithADefiniteBasisIsAsWideAsItsContentAtThatHeight() {
        let root = LayoutNode(style: .with { $0.width = .points(375); $0.height = .points(812) }, children: [
            LayoutNode(style: .with { $0.alignSelf = .baseline; $0.flexDirection = .column; $0.flexWrap = .wrapReverse }, children: [
                LayoutNode(style: .with { $0.flexBasis = .points(20) }, children: [LayoutNode(style: .with { $0.aspectRatio = 1.5 })]),
            ]),
        ])
        expectChromiumLayout(root, width: 375, height: 812,
            box(0, 0, 375, 812,
                box(0, 0, 0, 20, box(-30, 0, 30, 20, box(0, 0, 30, 20)))),
            knownIssue: "determineHypotheticalCross measures the item without a height after a definite flex-basis (0 wide): passing its flexed height makes every such subtree measure its intrinsic widths again, +4% instructions on the bench's deep tree")
    }

    /// An item stretched in a row whose width changed after its first measurement (0
    /// wide as a wrap-reverse column's item, then stretched to 250): Chromium subtracts
    /// the 10% bottom margin as resolved against the first width (0), not the final
    /// 25, so the item is 140 high (with `marginTop` it is still placed at y 25). Seen on
    /// seeds 11 and 22 with 1%-10% margins of rows sized by their content.
    @Test func stretchedItemSubtractsAPercentMarginResolvedAgainstAnEarlierWidth() {
        let root = LayoutNode(style: .with { $0.width = .points(250); $0.height = .points(400); $0.flexDirection = .column; $0.flexWrap = .wrapReverse }, children: [
            LayoutNode(children: [
                LayoutNode(style: .with { $0.minHeight = .points(140) }),
                LayoutNode(style: .with { $0.margin.bottom = .percent(10) }),
            ]),
        ])
        expectChromiumLayout(root, width: 250, height: 400,
            box(0, 0, 250, 400, box(0, 0, 250, 140, box(0, 0, 0, 140), box(0, 0, 0, 140))),
            knownIssue: "stretchItem subtracts the margin at the row's final width (25): Chromium keeps a layout from an earlier width (a cache keyed without the percentage base, it seems); no rule found that holds on every case")
    }
}
