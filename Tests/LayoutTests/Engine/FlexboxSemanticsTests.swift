import Geometry
import Testing
import Layout

/// Small flexbox trees, built with the Swift API, and the frames Chromium gives the same
/// trees as `display: flex; box-sizing: border-box` divs (through the harness's
/// `oracle_chrome.py`, Chromium 156). Each test is also an example of the API: how to
/// get a given CSS flexbox behaviour from `LayoutStyle`.
///
/// Frames are compared within 1/32 pt (`expectChromiumLayout`).
@Suite struct FlexboxSemanticsTests {
    // MARK: justify-content

    /// One row per justify-content value, each 300 wide with three 40 × 20 items.
    @Test func justifyContentDistributesFreeSpace() {
        let values: [JustifyContent] = [.flexStart, .flexEnd, .center, .spaceBetween, .spaceAround, .spaceEvenly]
        let rows = values.map { value in
            LayoutNode(style: .with { $0.justifyContent = value; $0.width = .points(300) },
                       children: (0..<3).map { _ in LayoutNode.fixed(40, 20) })
        }
        let root = LayoutNode(style: .with { $0.flexDirection = .column }, children: rows)
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 300, 120,
                box(0, 0, 300, 20,
                    box(0, 0, 40, 20), box(40, 0, 40, 20), box(80, 0, 40, 20)),
                box(0, 20, 300, 20,
                    box(180, 0, 40, 20), box(220, 0, 40, 20), box(260, 0, 40, 20)),
                box(0, 40, 300, 20,
                    box(90, 0, 40, 20), box(130, 0, 40, 20), box(170, 0, 40, 20)),
                box(0, 60, 300, 20,
                    box(0, 0, 40, 20), box(130, 0, 40, 20), box(260, 0, 40, 20)),
                box(0, 80, 300, 20,
                    box(30, 0, 40, 20), box(130, 0, 40, 20), box(230, 0, 40, 20)),
                box(0, 100, 300, 20,
                    box(45, 0, 40, 20), box(130, 0, 40, 20), box(215, 0, 40, 20))))
    }

    /// Three 50-wide items that do not shrink in 100-wide rows, for each value, in `row`
    /// and in `rowReverse`: with negative free space, space-between falls back to
    /// flex-start, and space-around and space-evenly to center.
    @Test func justifyContentWithOverflowFallsBack() {
        let values: [JustifyContent] = [.flexStart, .flexEnd, .center, .spaceBetween, .spaceAround, .spaceEvenly]
        var rows: [LayoutNode] = []
        for direction in [FlexDirection.row, .rowReverse] {
            for value in values {
                rows.append(LayoutNode(style: .with {
                    $0.flexDirection = direction
                    $0.justifyContent = value
                    $0.width = .points(100)
                }, children: (0..<3).map { _ in LayoutNode.fixed(50, 10, .with { $0.flexShrink = 0 }) }))
            }
        }
        let root = LayoutNode(style: .with { $0.flexDirection = .column; $0.alignItems = .flexStart }, children: rows)
        expectChromiumLayout(root, width: 400, height: nil,
            box(0, 0, 100, 120,
                box(0, 0, 100, 10,
                    box(0, 0, 50, 10), box(50, 0, 50, 10), box(100, 0, 50, 10)),
                box(0, 10, 100, 10,
                    box(-50, 0, 50, 10), box(0, 0, 50, 10), box(50, 0, 50, 10)),
                box(0, 20, 100, 10,
                    box(-25, 0, 50, 10), box(25, 0, 50, 10), box(75, 0, 50, 10)),
                box(0, 30, 100, 10,
                    box(0, 0, 50, 10), box(50, 0, 50, 10), box(100, 0, 50, 10)),
                box(0, 40, 100, 10,
                    box(0, 0, 50, 10), box(50, 0, 50, 10), box(100, 0, 50, 10)),
                box(0, 50, 100, 10,
                    box(0, 0, 50, 10), box(50, 0, 50, 10), box(100, 0, 50, 10)),
                box(0, 60, 100, 10,
                    box(50, 0, 50, 10), box(0, 0, 50, 10), box(-50, 0, 50, 10)),
                box(0, 70, 100, 10,
                    box(100, 0, 50, 10), box(50, 0, 50, 10), box(0, 0, 50, 10)),
                box(0, 80, 100, 10,
                    box(75, 0, 50, 10), box(25, 0, 50, 10), box(-25, 0, 50, 10)),
                box(0, 90, 100, 10,
                    box(50, 0, 50, 10), box(0, 0, 50, 10), box(-50, 0, 50, 10)),
                box(0, 100, 100, 10,
                    box(100, 0, 50, 10), box(50, 0, 50, 10), box(0, 0, 50, 10)),
                box(0, 110, 100, 10,
                    box(100, 0, 50, 10), box(50, 0, 50, 10), box(0, 0, 50, 10))))
    }

    @Test func columnReverseJustifiesFromTheBottom() {
        let column = LayoutNode(style: .with {
            $0.flexDirection = .columnReverse
            $0.justifyContent = .spaceBetween
            $0.height = .points(200)
            $0.width = .points(50)
        }, children: [LayoutNode.fixed(50, 30), LayoutNode.fixed(50, 40), LayoutNode.fixed(50, 50)])
        expectChromiumLayout(column, width: nil, height: nil,
            box(0, 0, 50, 200,
                box(0, 170, 50, 30), box(0, 90, 50, 40), box(0, 0, 50, 50)))
    }

    // MARK: align-items and align-self

    /// One 100-high row per align-items value, with items of different heights and
    /// margins; the third item of each row has no height (stretch fills the line).
    @Test func alignItemsPlacesItemsInTheCrossAxis() {
        let values: [AlignItems] = [.flexStart, .flexEnd, .center, .stretch, .baseline]
        let rows = values.map { value in
            LayoutNode(style: .with { $0.alignItems = value; $0.height = .points(100); $0.width = .points(200) }, children: [
                LayoutNode.fixed(30, 20, .with { $0.margin.top = .points(10) }),
                LayoutNode.fixed(30, 50, .with { $0.margin.bottom = .points(5) }),
                LayoutNode(style: .with { $0.width = .points(30); $0.margin.top = .points(4) }),
            ])
        }
        let root = LayoutNode(style: .with { $0.flexDirection = .column }, children: rows)
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 200, 500,
                box(0, 0, 200, 100,
                    box(0, 10, 30, 20), box(30, 0, 30, 50), box(60, 4, 30, 0)),
                box(0, 100, 200, 100,
                    box(0, 80, 30, 20), box(30, 45, 30, 50), box(60, 100, 30, 0)),
                box(0, 200, 200, 100,
                    box(0, 45, 30, 20), box(30, 22.5, 30, 50), box(60, 52, 30, 0)),
                box(0, 300, 200, 100,
                    box(0, 10, 30, 20), box(30, 0, 30, 50), box(60, 4, 30, 96)),
                box(0, 400, 200, 100,
                    box(0, 30, 30, 20), box(30, 0, 30, 50), box(60, 50, 30, 0))))
    }

    @Test func alignSelfOverridesAlignItems() {
        let row = LayoutNode(style: .with { $0.alignItems = .center; $0.width = .points(200); $0.height = .points(60) }, children: [
            LayoutNode.fixed(20, 20),
            LayoutNode.fixed(20, 20, .with { $0.alignSelf = .flexEnd }),
            LayoutNode(style: .with { $0.width = .points(20); $0.alignSelf = .stretch }),
            LayoutNode.fixed(20, 20, .with { $0.alignSelf = .flexStart }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 60,
                box(0, 20, 20, 20), box(20, 40, 20, 20), box(40, 0, 20, 60), box(60, 0, 20, 20)))
    }

    /// Items without baselines are aligned by their bottom edges (a synthesized
    /// baseline); a nested row's baseline is its first item's.
    @Test func baselineAlignmentWithSynthesizedBaselines() {
        let nested = LayoutNode(style: .with { $0.padding.top = .points(6) }, children: [LayoutNode.fixed(10, 25), LayoutNode.fixed(10, 40)])
        let row = LayoutNode(style: .with { $0.alignItems = .baseline; $0.width = .points(200) }, children: [
            LayoutNode.fixed(20, 30),
            LayoutNode.fixed(20, 50, .with { $0.margin.top = .points(8) }),
            nested,
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 73,
                box(0, 28, 20, 30),
                box(20, 8, 20, 50),
                box(40, 27, 20, 46,
                    box(0, 6, 10, 25), box(10, 6, 10, 40))))
    }

    // MARK: auto margins

    @Test func autoMarginsAbsorbFreeSpaceInTheMainAxis() {
        let pushed = LayoutNode(style: .with { $0.width = .points(300) }, children: [
            LayoutNode.fixed(40, 20), LayoutNode.fixed(40, 20, .with { $0.margin.left = .auto }), LayoutNode.fixed(40, 20),
        ])
        let centered = LayoutNode(style: .with { $0.width = .points(300); $0.justifyContent = .flexEnd }, children: [
            LayoutNode.fixed(40, 20, .with { $0.margin.left = .auto; $0.margin.right = .auto }),
        ])
        let shared = LayoutNode(style: .with { $0.width = .points(300) }, children: [
            LayoutNode.fixed(40, 20, .with { $0.margin.right = .auto }), LayoutNode.fixed(40, 20, .with { $0.margin.right = .auto }), LayoutNode.fixed(40, 20),
        ])
        let root = LayoutNode(style: .with { $0.flexDirection = .column }, children: [pushed, centered, shared])
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 300, 60,
                box(0, 0, 300, 20,
                    box(0, 0, 40, 20), box(220, 0, 40, 20), box(260, 0, 40, 20)),
                box(0, 20, 300, 20,
                    box(130, 0, 40, 20)),
                box(0, 40, 300, 20,
                    box(0, 0, 40, 20), box(130, 0, 40, 20), box(260, 0, 40, 20))))
    }

    /// With negative free space, auto margins are 0 and justify-content applies.
    @Test func autoMarginsWithNegativeFreeSpaceAreZero() {
        let row = LayoutNode(style: .with { $0.width = .points(100); $0.justifyContent = .center }, children: [
            LayoutNode.fixed(80, 20, .with { $0.flexShrink = 0; $0.margin.left = .auto }),
            LayoutNode.fixed(80, 20, .with { $0.flexShrink = 0; $0.margin.right = .auto }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 100, 20,
                box(-30, 0, 80, 20), box(50, 0, 80, 20)))
    }

    @Test func autoMarginsInTheCrossAxis() {
        let row = LayoutNode(style: .with { $0.width = .points(200); $0.height = .points(100) }, children: [
            LayoutNode.fixed(30, 20, .with { $0.margin.top = .auto }),
            LayoutNode.fixed(30, 20, .with { $0.margin.top = .auto; $0.margin.bottom = .auto }),
            LayoutNode(style: .with { $0.width = .points(30); $0.margin.bottom = .auto }),
            // Taller than the line: the auto margin is 0 and the item stays at the start.
            LayoutNode.fixed(30, 140, .with { $0.margin.top = .auto; $0.alignSelf = .flexEnd }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 100,
                box(0, 80, 30, 20), box(30, 40, 30, 20), box(60, 0, 30, 0), box(90, 0, 30, 140)))
    }

    // MARK: flexible lengths

    @Test func growIsClampedByMaxWidthAndTheRestIsRedistributed() {
        let row = LayoutNode(style: .with { $0.width = .points(300); $0.height = .points(20) }, children: [
            LayoutNode(style: .with { $0.flexGrow = 1 }),
            LayoutNode(style: .with { $0.flexGrow = 1; $0.maxWidth = .points(50) }),
            LayoutNode(style: .with { $0.flexGrow = 1 }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 300, 20,
                box(0, 0, 125, 20), box(125, 0, 50, 20), box(175, 0, 125, 20)))
    }

    @Test func shrinkIsWeightedByBaseSizeAndClampedByMinWidth() {
        let row = LayoutNode(style: .with { $0.width = .points(240); $0.height = .points(20) }, children: [
            LayoutNode(style: .with { $0.flexBasis = .points(100) }),
            LayoutNode(style: .with { $0.flexBasis = .points(200) }),
            LayoutNode(style: .with { $0.flexBasis = .points(100); $0.minWidth = .points(90) }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 240, 20,
                box(0, 0, 50, 20), box(50, 0, 100, 20), box(150, 0, 90, 20)))
    }

    /// CSS Flexbox §9.7: the first round makes the first item too small (min 120) and
    /// the second too big (max 40); the total violation is positive, so only the first
    /// freezes; the next round freezes the second; the third takes the rest.
    @Test func flexibleLengthsFreezeViolationsInRounds() {
        let row = LayoutNode(style: .with { $0.width = .points(300); $0.height = .points(20) }, children: [
            LayoutNode(style: .with { $0.flexGrow = 1; $0.flexBasis = .points(0); $0.minWidth = .points(120) }),
            LayoutNode(style: .with { $0.flexGrow = 1; $0.flexBasis = .points(0); $0.maxWidth = .points(40) }),
            LayoutNode(style: .with { $0.flexGrow = 2; $0.flexBasis = .points(0) }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 300, 20,
                box(0, 0, 120, 20), box(120, 0, 40, 20), box(160, 0, 140, 20)))
    }

    /// Grow factors that sum below 1 take only that fraction of the free space.
    @Test func growFactorsBelowOneTakePartOfTheFreeSpace() {
        let row = LayoutNode(style: .with { $0.width = .points(200); $0.height = .points(20) }, children: [
            LayoutNode(style: .with { $0.flexGrow = 0.25; $0.flexBasis = .points(20) }),
            LayoutNode(style: .with { $0.flexGrow = 0.25; $0.flexBasis = .points(20) }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 20,
                box(0, 0, 60, 20), box(60, 0, 60, 20)))
    }

    /// `min-width: auto` keeps an item at least as wide as its content; `min-width: 0`
    /// lets it shrink below.
    @Test func automaticMinimumSizeKeepsContentVisible() {
        let row = LayoutNode(style: .with { $0.width = .points(100); $0.height = .points(20) }, children: [
            LayoutNode(style: .with { $0.flexBasis = .points(100) }, children: [LayoutNode.fixed(80, 10)]),
            LayoutNode(style: .with { $0.flexBasis = .points(100); $0.minWidth = .points(0) }, children: [LayoutNode.fixed(80, 10)]),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 100, 20,
                box(0, 0, 80, 20,
                    box(0, 0, 80, 10)),
                box(80, 0, 20, 20,
                    box(0, 0, 20, 10))))
    }

    // MARK: wrapping

    /// One 100 × 120 wrapping container per align-content value, each with five 40 × 30
    /// items (three lines); under stretch the items have no height and fill their line.
    @Test func alignContentPlacesWrappedLines() {
        let values: [AlignContent] = [.flexStart, .flexEnd, .center, .spaceBetween, .spaceAround, .spaceEvenly, .stretch]
        let containers = values.map { value in
            LayoutNode(style: .with {
                $0.flexWrap = .wrap
                $0.alignContent = value
                $0.width = .points(100)
                $0.height = .points(120)
            }, children: (0..<5).map { index in
                LayoutNode(style: .with {
                    $0.width = .points(40)
                    if value != .stretch || index == 0 { $0.height = .points(30) }
                })
            })
        }
        let root = LayoutNode(style: .with { $0.flexWrap = .wrap; $0.width = .points(500) }, children: containers)
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 500, 240,
                box(0, 0, 100, 120,
                    box(0, 0, 40, 30), box(40, 0, 40, 30), box(0, 30, 40, 30), box(40, 30, 40, 30),
                    box(0, 60, 40, 30)),
                box(100, 0, 100, 120,
                    box(0, 30, 40, 30), box(40, 30, 40, 30), box(0, 60, 40, 30), box(40, 60, 40, 30),
                    box(0, 90, 40, 30)),
                box(200, 0, 100, 120,
                    box(0, 15, 40, 30), box(40, 15, 40, 30), box(0, 45, 40, 30), box(40, 45, 40, 30),
                    box(0, 75, 40, 30)),
                box(300, 0, 100, 120,
                    box(0, 0, 40, 30), box(40, 0, 40, 30), box(0, 45, 40, 30), box(40, 45, 40, 30),
                    box(0, 90, 40, 30)),
                box(400, 0, 100, 120,
                    box(0, 5, 40, 30), box(40, 5, 40, 30), box(0, 45, 40, 30), box(40, 45, 40, 30),
                    box(0, 85, 40, 30)),
                box(0, 120, 100, 120,
                    box(0, 7.5, 40, 30), box(40, 7.5, 40, 30), box(0, 45, 40, 30), box(40, 45, 40, 30),
                    box(0, 82.5, 40, 30)),
                box(100, 120, 100, 120,
                    box(0, 0, 40, 30), box(40, 0, 40, 60), box(0, 60, 40, 30), box(40, 60, 40, 30),
                    box(0, 90, 40, 30))))
    }

    @Test func wrapReverseStacksLinesFromTheBottom() {
        let container = LayoutNode(style: .with {
            $0.flexWrap = .wrapReverse
            $0.alignItems = .flexStart
            $0.alignContent = .flexStart
            $0.width = .points(100)
            $0.height = .points(100)
            $0.padding = Edges(top: .points(5), right: .points(0), bottom: .points(10), left: .points(0))
        }, children: [LayoutNode.fixed(40, 20), LayoutNode.fixed(40, 30), LayoutNode.fixed(40, 20, .with { $0.margin.top = .points(4) })])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 100, 100,
                box(0, 70, 40, 20), box(40, 60, 40, 30), box(0, 40, 40, 20)))
    }

    @Test func gapsSeparateItemsAndLines() {
        let row = LayoutNode(style: .with {
            $0.flexWrap = .wrap
            $0.justifyContent = .spaceBetween
            $0.width = .points(130)
            $0.rowGap = .points(10)
            $0.columnGap = .points(5)
        }, children: (0..<5).map { _ in LayoutNode.fixed(40, 20) })
        let column = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.flexWrap = .wrap
            $0.width = .points(60)
            $0.height = .points(70)
            $0.rowGap = .percent(10)
            $0.columnGap = .points(8)
        }, children: (0..<4).map { _ in LayoutNode.fixed(20, 30) })
        let root = LayoutNode(style: .with { $0.flexDirection = .column; $0.alignItems = .flexStart }, children: [row, column])
        expectChromiumLayout(root, width: 300, height: nil,
            box(0, 0, 130, 120,
                box(0, 0, 130, 50,
                    box(0, 0, 40, 20), box(45, 0, 40, 20), box(90, 0, 40, 20), box(0, 30, 40, 20),
                    box(90, 30, 40, 20)),
                box(0, 50, 60, 70,
                    box(0, 0, 20, 30), box(0, 37, 20, 30), box(34, 0, 20, 30), box(34, 37, 20, 30))))
    }

    /// A wrapping column of definite height and auto width is as wide as its columns.
    @Test func columnWrapContainerIsAsWideAsItsColumns() {
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.height = .points(70) },
                                children: (0..<4).map { _ in LayoutNode.fixed(20, 30) })
        expectChromiumLayout(column, width: 300, height: nil,
            box(0, 0, 40, 70,
                box(0, 0, 20, 30), box(0, 30, 20, 30), box(20, 0, 20, 30), box(20, 30, 20, 30)))
    }

    /// Its max-content width is the sum of its lines' (items' outer max-content widths,
    /// gaps, padding); under wrap-reverse the first line is the rightmost.
    @Test func wrapReverseColumnIsAsWideAsItsColumns() {
        let column = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.flexWrap = .wrapReverse
            $0.height = .points(100)
            $0.columnGap = .points(5)
            $0.padding.left = .points(3)
        }, children: [
            LayoutNode(style: .with { $0.height = .points(60); $0.padding.left = .points(7) }, children: [LayoutNode(style: .with { $0.width = .points(30) })]),
            LayoutNode.fixed(20, 60, .with { $0.margin.left = .points(4) }),
            LayoutNode.fixed(10, 60),
        ])
        expectChromiumLayout(column, width: 500, height: 500,
            box(0, 0, 84, 100,
                box(47, 0, 37, 60, box(7, 0, 30, 60)), box(22, 0, 20, 60), box(3, 0, 10, 60)))
    }

    /// Its min-content width stays its widest item's: a 20-wide row squeezes it to 30.
    @Test func columnWrapMinContentIsTheWidestItem() {
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.height = .points(100) },
                                children: [LayoutNode.fixed(30, 60), LayoutNode.fixed(20, 60), LayoutNode.fixed(10, 60)])
        let row = LayoutNode(style: .with { $0.width = .points(20) }, children: [column])
        expectChromiumLayout(row, width: 500, height: 500,
            box(0, 0, 20, 100,
                box(0, 0, 30, 100, box(0, 0, 30, 60), box(30, 0, 20, 60), box(50, 0, 10, 60))))
    }

    /// A wrap-reverse column's baseline comes from its last (leftmost) line's first item:
    /// the 30-high one, so the empty sibling sits at 30.
    @Test func wrapReverseColumnBaselineComesFromItsLastLine() {
        let column = LayoutNode(style: .with { $0.height = .points(30); $0.flexDirection = .column; $0.flexWrap = .wrapReverse },
                                children: [LayoutNode(style: .with { $0.height = .points(10) }), LayoutNode(style: .with { $0.height = .points(110) })])
        let row = LayoutNode(style: .with { $0.alignItems = .baseline; $0.width = .points(800); $0.height = .points(600) },
                             children: [column, LayoutNode()])
        expectChromiumLayout(row, width: 800, height: 600,
            box(0, 0, 800, 600,
                box(0, 0, 0, 30, box(0, 0, 0, 10), box(0, 0, 0, 30)),
                box(0, 30, 0, 0)))
    }

    // MARK: positioning

    @Test func absoluteChildrenArePlacedByInsets() {
        let container = LayoutNode(style: .with {
            $0.width = .points(200)
            $0.height = .points(100)
            $0.padding = Edges(all: .points(10))
            $0.border = Edges(all: 2)
        }, children: [
            LayoutNode.absolute(.with { $0.inset.left = .points(5); $0.inset.top = .points(5); $0.width = .points(20); $0.height = .points(20) }),
            LayoutNode.absolute(.with { $0.inset.right = .points(5); $0.inset.bottom = .points(5); $0.width = .points(30); $0.height = .points(10) }),
            // Both horizontal insets: the width is what lies between them.
            LayoutNode.absolute(.with { $0.inset.left = .points(10); $0.inset.right = .percent(25); $0.inset.top = .percent(50); $0.height = .points(10) }),
            // All insets 0 and auto margins: centered.
            LayoutNode.absolute(.with {
                $0.inset = Edges(all: .points(0))
                $0.margin = Edges(all: .auto)
                $0.width = .points(40)
                $0.height = .points(20)
            }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 200, 100,
                box(7, 7, 20, 20), box(163, 83, 30, 10), box(12, 50, 137, 10), box(80, 40, 40, 20)))
    }

    /// Absolute children without insets sit where they would be as the only item:
    /// at the main-end edge in reverse directions, and as justify-content and
    /// align-items say.
    @Test func absoluteStaticPositionFollowsReverseDirectionsAndAlignment() {
        func container(_ direction: FlexDirection, justify: JustifyContent, align: AlignItems) -> LayoutNode {
            LayoutNode(style: .with {
                $0.flexDirection = direction
                $0.justifyContent = justify
                $0.alignItems = align
                $0.width = .points(120)
                $0.height = .points(80)
                $0.padding = Edges(top: .points(6), right: .points(8), bottom: .points(2), left: .points(4))
            }, children: [LayoutNode.fixed(30, 20), LayoutNode.absolute(.with { $0.width = .points(20); $0.height = .points(10) })])
        }
        let root = LayoutNode(style: .with { $0.flexDirection = .column }, children: [
            container(.rowReverse, justify: .flexStart, align: .flexStart),
            container(.columnReverse, justify: .flexStart, align: .flexEnd),
            container(.rowReverse, justify: .center, align: .center),
            container(.columnReverse, justify: .flexEnd, align: .stretch),
        ])
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 120, 320,
                box(0, 0, 120, 80,
                    box(82, 6, 30, 20), box(92, 6, 20, 10)),
                box(0, 80, 120, 80,
                    box(82, 58, 30, 20), box(92, 68, 20, 10)),
                box(0, 160, 120, 80,
                    box(43, 32, 30, 20), box(48, 37, 20, 10)),
                box(0, 240, 120, 80,
                    box(4, 6, 30, 20), box(4, 6, 20, 10))))
    }

    @Test func relativeInsetsOffsetItemsAfterLayout() {
        let row = LayoutNode(style: .with { $0.width = .points(200); $0.height = .points(50) }, children: [
            LayoutNode.fixed(30, 20, .with { $0.inset.left = .points(10); $0.inset.top = .points(5) }),
            LayoutNode.fixed(30, 20, .with { $0.inset.right = .points(10); $0.inset.bottom = .points(5) }),
            // left wins over right, top over bottom.
            LayoutNode.fixed(30, 20, .with { $0.inset = Edges(top: .points(4), right: .points(50), bottom: .points(50), left: .points(3)) }),
            LayoutNode.fixed(30, 20, .with { $0.inset.left = .percent(10); $0.inset.top = .percent(20) }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 50,
                box(10, 5, 30, 20), box(20, -5, 30, 20), box(63, 4, 30, 20), box(110, 10, 30, 20)))
    }

    @Test func displayNoneTakesNoSpace() {
        let row = LayoutNode(style: .with { $0.width = .points(200); $0.columnGap = .points(10) }, children: [
            LayoutNode.fixed(40, 20),
            LayoutNode(style: .with { $0.display = .none; $0.width = .points(50); $0.height = .points(50) },
                       children: [LayoutNode.fixed(10, 10)]),
            LayoutNode.fixed(40, 20, .with { $0.flexGrow = 1 }),
        ])
        expectChromiumLayout(row, width: nil, height: nil,
            box(0, 0, 200, 20,
                box(0, 0, 40, 20),
                box(0, 0, 0, 0,
                    box(0, 0, 0, 0)),
                box(50, 0, 150, 20)))
    }

    // MARK: aspect ratio

    /// A stretched cross size is definite, so the ratio gives the main size.
    @Test func aspectRatioWithAStretchedCrossSize() {
        let row = LayoutNode(style: .with { $0.width = .points(300); $0.height = .points(50) }, children: [
            LayoutNode(style: .with { $0.aspectRatio = 2 }),
            LayoutNode.fixed(20, 20),
        ])
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(120) }, children: [
            LayoutNode(style: .with { $0.aspectRatio = 3 }),
            LayoutNode(style: .with { $0.aspectRatio = 0.5; $0.width = .points(30); $0.alignSelf = .center }),
        ])
        let root = LayoutNode(style: .with { $0.flexDirection = .column; $0.alignItems = .flexStart }, children: [row, column])
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 300, 150,
                box(0, 0, 300, 50,
                    box(0, 0, 100, 50), box(100, 0, 20, 20)),
                box(0, 50, 120, 100,
                    box(0, 0, 120, 40), box(45, 40, 30, 60))))
    }

    // MARK: percentages

    /// Percent sizes of a definite container; percent padding and margins refer to the
    /// containing block's width on every side.
    @Test func percentagesResolveAgainstTheContainer() {
        let container = LayoutNode(style: .with { $0.width = .points(200); $0.height = .points(100) }, children: [
            LayoutNode(style: .with { $0.width = .percent(50); $0.height = .percent(25) }),
            LayoutNode(style: .with {
                $0.width = .percent(25)
                $0.padding = Edges(top: .percent(10), right: .percent(0), bottom: .percent(0), left: .percent(5))
                $0.margin.top = .percent(5)
            }, children: [LayoutNode(style: .with { $0.height = .points(10); $0.flexGrow = 1 })]),
            LayoutNode(style: .with { $0.flexBasis = .percent(10); $0.flexShrink = 0; $0.height = .points(10) }),
        ])
        expectChromiumLayout(container, width: nil, height: nil,
            box(0, 0, 200, 100,
                box(0, 0, 100, 25),
                box(100, 10, 50, 90,
                    box(10, 20, 40, 10)),
                box(150, 0, 20, 10)))
    }

    /// A percent height in a container of auto height is cyclic and behaves as auto; in a
    /// column of fixed height it resolves.
    @Test func percentHeightsInAutoAndFixedHeightContainers() {
        let autoRow = LayoutNode(style: .with { $0.width = .points(100); $0.alignItems = .flexStart }, children: [
            LayoutNode(style: .with { $0.width = .points(20); $0.height = .percent(50) }, children: [LayoutNode.fixed(10, 30)]),
            LayoutNode.fixed(20, 40),
        ])
        let fixedColumn = LayoutNode(style: .with { $0.flexDirection = .column; $0.height = .points(200) }, children: [
            LayoutNode(style: .with { $0.height = .percent(25) }),
            LayoutNode(style: .with { $0.flexBasis = .percent(50) }),
        ])
        let root = LayoutNode(style: .with { $0.alignItems = .flexStart }, children: [autoRow, fixedColumn])
        expectChromiumLayout(root, width: nil, height: nil,
            box(0, 0, 100, 200,
                box(0, 0, 100, 40,
                    box(0, 0, 20, 30,
                        box(0, 0, 10, 30)),
                    box(20, 0, 20, 40)),
                box(100, 0, 0, 200,
                    box(0, 0, 0, 50), box(0, 50, 0, 100))))
    }

    /// A percentage min-height of an indefinite size is 0 (CSS 2 §10.7), not the
    /// automatic minimum: the item keeps its 20 flex-basis over its 85-high content, and
    /// the column around it is 20 high; then the 50% of that 20 does not raise it.
    @Test func percentMinHeightOfAnIndefiniteSizeIsZero() {
        let root = LayoutNode(style: .with { $0.width = .points(250); $0.height = .points(400); $0.flexDirection = .column }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.flexBasis = .points(20); $0.minHeight = .percent(50) }, children: [
                    LayoutNode(style: .with { $0.height = .points(85) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 250, height: 400,
            box(0, 0, 250, 400, box(0, 0, 250, 20, box(0, 0, 250, 20, box(0, 0, 0, 85)))))
    }

    /// In a multi-line column an unstretched item fits its content in its line, which
    /// the 90-wide sibling made wider than the 20-wide container: the centred wrapping
    /// row is its max-content 84 (4 + 80), not 80 (its min-content, as within 20).
    @Test func multiLineColumnItemFitsItsContentInItsLine() {
        let root = LayoutNode(style: .with { $0.width = .points(250); $0.height = .points(400) }, children: [
            LayoutNode(style: .with { $0.width = .points(20); $0.flexDirection = .column; $0.flexWrap = .wrapReverse }, children: [
                LayoutNode(style: .with { $0.width = .points(90) }),
                LayoutNode(style: .with { $0.alignSelf = .center; $0.flexWrap = .wrap }, children: [
                    LayoutNode(style: .with { $0.margin.left = .points(4) }),
                    LayoutNode(style: .with { $0.width = .points(80) }),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 250, height: 400,
            box(0, 0, 250, 400,
                box(0, 0, 20, 400,
                    box(-70, 0, 90, 0),
                    box(-67, 0, 84, 0, box(4, 0, 0, 0), box(4, 0, 80, 0)))))
    }

    /// A wrapping column with `max-height: 75%` in a row of definite height (105) breaks
    /// its lines at 78.75 while its content height is measured: two lines, 65 high (the
    /// longest), not one line of 105 clamped to 78.75.
    @Test func percentMaxHeightBreaksAWrappingColumnWhileItIsMeasured() {
        let root = LayoutNode(style: .with { $0.width = .points(800); $0.height = .points(600) }, children: [
            LayoutNode(style: .with { $0.flexDirection = .column }, children: [
                LayoutNode(style: .with { $0.alignItems = .flexEnd }, children: [
                    LayoutNode(style: .with { $0.maxHeight = .percent(75); $0.flexDirection = .column; $0.flexWrap = .wrapReverse }, children: [
                        LayoutNode(style: .with { $0.height = .points(65) }),
                        LayoutNode(style: .with { $0.width = .points(60); $0.aspectRatio = 1.5 }),
                    ]),
                ]),
            ]),
        ])
        expectChromiumLayout(root, width: 800, height: 600,
            box(0, 0, 800, 600,
                box(0, 0, 60, 600,
                    box(0, 0, 60, 105,
                        box(0, 40, 60, 65, box(60, 0, 0, 65), box(0, 0, 60, 40))))))
    }

    /// The same as a column's item: its flex base size is its content as one line
    /// (327), then clamped by the max-height (80% of 400), not broken into lines at it.
    @Test func percentMaxHeightDoesNotBreakAColumnItemsFlexBase() {
        let root = LayoutNode(style: .with { $0.width = .points(250); $0.height = .points(400); $0.flexDirection = .column }, children: [
            LayoutNode(style: .with { $0.maxHeight = .percent(80); $0.flexDirection = .column; $0.flexWrap = .wrap }, children: [
                LayoutNode(style: .with { $0.flexBasis = .points(80) }),
                LayoutNode(style: .with { $0.height = .points(101) }),
                LayoutNode(style: .with { $0.height = .points(60) }),
                LayoutNode(style: .with { $0.height = .points(86) }),
            ]),
        ])
        expectChromiumLayout(root, width: 250, height: 400,
            box(0, 0, 250, 400,
                box(0, 0, 250, 320,
                    box(0, 0, 125, 80), box(0, 80, 125, 101), box(0, 181, 125, 60), box(125, 0, 125, 86))))
    }

    // MARK: content sizes

    /// An auto-height column is as tall as its items, gaps, padding and border; its
    /// auto-width items stretch to its width.
    @Test func columnWithAutoHeightWrapsItsItems() {
        let column = LayoutNode(style: .with {
            $0.flexDirection = .column
            $0.width = .points(150)
            $0.padding = Edges(all: .points(8))
            $0.border = Edges(top: 1, right: 0, bottom: 3, left: 0)
            $0.rowGap = .points(6)
        }, children: [
            LayoutNode.fixed(50, 20, .with { $0.alignSelf = .center }),
            LayoutNode(style: .with { $0.height = .points(30); $0.margin.bottom = .points(4) }),
            LayoutNode(children: [LayoutNode.fixed(20, 25), LayoutNode.fixed(20, 15)]),
        ])
        expectChromiumLayout(column, width: 1000, height: 1000,
            box(0, 0, 150, 111,
                box(50, 9, 50, 20),
                box(8, 35, 134, 30),
                box(8, 75, 134, 25,
                    box(0, 0, 20, 25), box(20, 0, 20, 15))))
    }

    /// An auto-sized root shrinks to its content within the available width; a wrapping
    /// root fills it.
    @Test func autoSizedRootsShrinkToFit() {
        let root = LayoutNode(style: .with { $0.flexWrap = .wrap; $0.padding = Edges(all: .points(5)) },
                              children: (0..<4).map { _ in LayoutNode.fixed(60, 20) })
        expectChromiumLayout(root, width: 150, height: nil,
            box(0, 0, 150, 50,
                box(5, 5, 60, 20), box(65, 5, 60, 20), box(5, 25, 60, 20), box(65, 25, 60, 20)))
    }
}
