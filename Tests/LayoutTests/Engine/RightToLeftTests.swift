import TestSupport
import Testing
import Geometry
import Layout

/// `LayoutStyle.direction`: right-to-left containers, with the frames Chromium gives
/// (`direction: rtl` on the same trees; most are cases of `Fixtures/chrome/rtl-issue28`),
/// and relayout after a node's direction changes.
@Suite struct RightToLeftTests {
    private static func rtl(_ configure: (inout LayoutStyle) -> Void = { _ in }) -> LayoutStyle {
        .with {
            $0.direction = .rightToLeft
            configure(&$0)
        }
    }

    /// CSS Flexbox §2: a row's main-start is the inline start, the right in rtl. The
    /// padding stays physical: 20 on the right, 10 on the left; so do the margins.
    @Test func rowOfFixedItemsStartsAtTheRight() {
        let row = LayoutNode(style: Self.rtl {
            $0.width = .points(300)
            $0.height = .points(100)
            $0.padding.left = .points(10)
            $0.padding.right = .points(20)
        }, children: [
            .fixed(50, 20),
            .fixed(60, 20, .with { $0.margin.left = .points(5); $0.margin.right = .points(7) }),
            .fixed(70, 20),
        ])
        expectChromiumLayout(row, width: 300, height: 200,
            box(0, 0, 300, 100,
                box(230, 0, 50, 20), box(163, 0, 60, 20), box(88, 0, 70, 20)))
    }

    /// A column's cross-start is the inline start too: flex-start items sit at the
    /// right, flex-end ones at the left (after the padding-left), stretched ones fill
    /// the content box.
    @Test func columnAlignsFlexStartItemsAtTheRight() {
        let column = LayoutNode(style: Self.rtl {
            $0.flexDirection = .column
            $0.alignItems = .flexStart
            $0.width = .points(300)
            $0.height = .points(100)
            $0.padding.left = .points(10)
        }, children: [
            .fixed(50, 20),
            .fixed(60, 20, .with { $0.alignSelf = .flexEnd }),
            .fixed(70, 20, .with { $0.alignSelf = .center }),
            LayoutNode(style: .with { $0.height = .points(20); $0.alignSelf = .stretch }),
        ])
        expectChromiumLayout(column, width: 300, height: 200,
            box(0, 0, 300, 100,
                box(250, 0, 50, 20), box(10, 20, 60, 20), box(120, 40, 70, 20), box(10, 60, 290, 20)))
    }

    /// `rowReverse` runs from the left in rtl; overflow goes out at the left of an rtl
    /// row (its end), as it goes out at the right of an ltr one.
    @Test func rowReverseStartsAtTheLeftAndRowsOverflowToTheLeft() {
        let reversed = LayoutNode(style: Self.rtl { $0.flexDirection = .rowReverse; $0.width = .points(200); $0.height = .points(50) },
                                  children: [.fixed(50, 20), .fixed(60, 20)])
        expectChromiumLayout(reversed, width: nil, height: nil,
            box(0, 0, 200, 50, box(0, 0, 50, 20), box(50, 0, 60, 20)))
        let overflowing = LayoutNode(style: Self.rtl { $0.width = .points(100); $0.height = .points(100) }, children: [
            .fixed(80, 20, .with { $0.flexShrink = 0 }), .fixed(70, 20, .with { $0.flexShrink = 0 }),
        ])
        expectChromiumLayout(overflowing, width: 300, height: 200,
            box(0, 0, 100, 100, box(20, 0, 80, 20), box(-50, 0, 70, 20)))
    }

    /// Absolutely positioned children: with both horizontal insets auto, the static
    /// position is the inline start (the right, inside the border); a lone `left` or
    /// `right` is physical; with both set, `right` wins in rtl (CSS 2 §10.3.7: the
    /// containing block's direction).
    @Test func absoluteChildrenStartAtTheRight() {
        let container = LayoutNode(style: Self.rtl {
            $0.width = .points(200)
            $0.height = .points(100)
            $0.padding.left = .points(10)
            $0.border.right = 3
        }, children: [
            .fixed(30, 20),
            .absolute(.with { $0.width = .points(20); $0.height = .points(20) }),
            .absolute(.with { $0.width = .points(20); $0.height = .points(20); $0.inset.left = .points(5) }),
            .absolute(.with { $0.width = .points(20); $0.height = .points(20); $0.inset.right = .points(5) }),
            .absolute(.with {
                $0.width = .points(20)
                $0.height = .points(20)
                $0.inset.left = .points(5)
                $0.inset.right = .points(5)
            }),
        ])
        expectChromiumLayout(container, width: 300, height: 200,
            box(0, 0, 200, 100,
                box(167, 0, 30, 20), box(177, 0, 20, 20), box(5, 0, 20, 20), box(172, 0, 20, 20), box(172, 0, 20, 20)))
    }

    /// Relative offsets are physical, and `right` wins over `left` in an rtl container.
    @Test func relativeOffsetsArePhysicalAndRightWins() {
        let row = LayoutNode(style: Self.rtl { $0.width = .points(200); $0.height = .points(100) }, children: [
            .fixed(20, 20, .with { $0.inset.left = .points(5) }),
            .fixed(20, 20, .with { $0.inset.right = .points(5) }),
            .fixed(20, 20, .with { $0.inset.right = .points(5); $0.inset.left = .points(7) }),
        ])
        expectChromiumLayout(row, width: 300, height: 200,
            box(0, 0, 200, 100, box(185, 0, 20, 20), box(155, 0, 20, 20), box(135, 0, 20, 20)))
    }

    /// Baseline alignment in an rtl column: the synthesized baseline stays the items'
    /// left edge (line-left), and the group sits at the cross-start, the right.
    @Test func columnBaselineIsTheLeftEdgeWithTheGroupAtTheRight() {
        let column = LayoutNode(style: Self.rtl {
            $0.flexDirection = .column
            $0.alignItems = .baseline
            $0.width = .points(200)
            $0.height = .points(100)
        }, children: [
            .fixed(20, 20, .with { $0.margin.left = .points(10) }),
            .fixed(40, 20, .with { $0.margin.right = .points(10) }),
            .fixed(30, 20),
        ])
        expectChromiumLayout(column, width: 300, height: 200,
            box(0, 0, 200, 100, box(150, 0, 20, 20), box(150, 20, 40, 20), box(150, 40, 30, 20)))
    }

    /// A node's direction is its own: the engine does not inherit it. An ltr child of
    /// an rtl row lays its children out left to right; so does a child left at the
    /// default, which the JSON decoder (and CSS) would have made rtl.
    @Test func directionIsTheNodesOwnNotInherited() {
        let explicitLTR = LayoutNode(style: .with { $0.direction = .leftToRight; $0.width = .points(120) },
                                     children: [.fixed(30, 20), .fixed(40, 20)])
        let rtlChild = LayoutNode(style: Self.rtl { $0.width = .points(60) }, children: [.fixed(20, 20), .fixed(10, 20)])
        let root = LayoutNode(style: Self.rtl { $0.width = .points(200); $0.height = .points(100) }, children: [explicitLTR, rtlChild])
        expectChromiumLayout(root, width: 300, height: 200,
            box(0, 0, 200, 100,
                box(80, 0, 120, 100, box(0, 0, 30, 20), box(30, 0, 40, 20)),
                box(20, 0, 60, 100, box(40, 0, 20, 20), box(30, 0, 10, 20))))

        let defaultChild = LayoutNode(style: .with { $0.width = .points(60) }, children: [.fixed(20, 20), .fixed(10, 20)])
        let parent = LayoutNode(style: Self.rtl { $0.width = .points(200); $0.height = .points(100) }, children: [defaultChild])
        parent.computeLayout(availableWidth: 300, availableHeight: 200)
        #expect(defaultChild.frame.x == 140)
        #expect(defaultChild.children.map(\.frame.x) == [0, 20])
    }

    /// Mirrored frames round as any frames do: each absolute edge to the nearest pixel.
    @Test func roundingKeepsMirroredSiblingsTouching() throws {
        let row = LayoutNode(style: Self.rtl { $0.width = .points(100); $0.height = .points(10) },
                             children: (0..<3).map { _ in LayoutNode(style: .with { $0.flexGrow = 1 }) })
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        try row.roundLayout(scale: 1)
        let frames = row.children.map(\.roundedFrame)
        #expect(frames.map(\.x) == [67, 33, 0])
        #expect(frames.map(\.width) == [33, 34, 33])
    }

    // MARK: relayout

    /// Flipping a container's direction relays out its children (its cache is dirty),
    /// giving the frames of a tree built with that direction, and flipping it back
    /// gives the first frames again.
    @Test func flippingDirectionRelaysOutAsFromScratch() {
        func tree(_ direction: LayoutDirection) -> LayoutNode {
            LayoutNode(style: .with { $0.width = .points(300); $0.padding.left = .points(10) }, children: [
                LayoutNode(style: .with { $0.direction = direction; $0.flexGrow = 1; $0.columnGap = .points(4) },
                           children: [.fixed(50, 20), .fixed(60, 30)]),
                .fixed(40, 10),
            ])
        }
        let changed = tree(.leftToRight)
        changed.computeLayout(availableWidth: nil, availableHeight: nil)
        let before = changed.subtreeFrames
        changed.children[0].style.direction = .rightToLeft
        #expect(changed.isDirty && changed.children[0].isDirty && !changed.children[1].isDirty)
        changed.computeLayout(availableWidth: nil, availableHeight: nil)
        let fresh = tree(.rightToLeft)
        fresh.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(changed.subtreeFrames == fresh.subtreeFrames)
        #expect(changed.children[0].children.map(\.frame.x) == [200, 136])
        changed.children[0].style.direction = .leftToRight
        changed.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(changed.subtreeFrames == before)
    }

    /// Any node of a random tree (absolute children, wrapping, reversed axes, hostile
    /// values) turned rtl: relayout gives exactly the frames of the same tree laid out
    /// from scratch.
    @Test func randomDirectionFlipsRelayOutAsFromScratch() {
        var failures: [String] = []
        for seed in UInt64(1)...200 {
            let (changed, available) = Self.randomTree(seed: seed)
            changed.computeLayout(availableWidth: available.width, availableHeight: available.height)
            Self.flipRandomNodes(of: changed, seed: seed)
            changed.computeLayout(availableWidth: available.width, availableHeight: available.height)

            let (fresh, _) = Self.randomTree(seed: seed)
            Self.flipRandomNodes(of: fresh, seed: seed)
            fresh.computeLayout(availableWidth: available.width, availableHeight: available.height)
            let nodes = zip(changed.subtree, fresh.subtree)
            if let index = nodes.enumerated().first(where: { $0.element.0.frame != $0.element.1.frame })?.offset {
                failures.append("seed \(seed), node \(index) in pre-order: relayout \(changed.subtree[index].frame), from scratch \(fresh.subtree[index].frame)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 200:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    private static func randomTree(seed: UInt64) -> (LayoutNode, (width: Double?, height: Double?)) {
        var generator = HostileTreeGenerator(seed: seed)
        let root = generator.tree()
        return (root, (generator.availableSize(), generator.availableSize()))
    }

    /// Turns a random container, and then the root, right-to-left.
    private static func flipRandomNodes(of root: LayoutNode, seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x0D1_2EC7)
        let containers = root.subtree.filter { !$0.children.isEmpty }
        if !containers.isEmpty { random.pick(containers).style.direction = .rightToLeft }
        root.style.direction = .rightToLeft
    }
}
