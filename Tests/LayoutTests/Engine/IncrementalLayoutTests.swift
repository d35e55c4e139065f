import TestSupport
import Testing
import Geometry
import Layout

/// Relayout after a change does only the work the change needs (measure callbacks count
/// their calls) and gives exactly the frames a fresh tree with the change gets.
@Suite struct IncrementalLayoutTests {
    /// A small screen: a header row (a growing title and a badge) above a body row of
    /// two columns, the right one holding a text and a footer.
    ///
    ///     root (column, 300 wide, padding 10)
    ///     ├── header (row, column gap 5): title (grows), badge (20 wide)
    ///     └── body (row): left (column, 100 wide): leftText
    ///                     right (column, flex: 1 1 0, so 180 wide): rightText, footer
    struct Screen {
        let root: LayoutNode
        let header: LayoutNode, body: LayoutNode, left: LayoutNode, right: LayoutNode
        let title = CountedTextLeaf(words: 6, style: .with { $0.flexGrow = 1 })
        let badge = CountedTextLeaf(words: 2, style: .with { $0.width = .points(20) })
        let leftText = CountedTextLeaf(words: 4)
        let rightText = CountedTextLeaf(words: 30)
        let footer = CountedTextLeaf(words: 3, style: .with { $0.padding.top = .points(4) })

        var leaves: [CountedTextLeaf] { [title, badge, leftText, rightText, footer] }

        init() {
            header = LayoutNode(style: .with { $0.columnGap = .points(5) }, children: [title.node, badge.node])
            left = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(100) }, children: [leftText.node])
            right = LayoutNode(style: .with { $0.flexDirection = .column; $0.flexGrow = 1; $0.flexBasis = .points(0) }, children: [rightText.node, footer.node])
            body = LayoutNode(children: [left, right])
            root = LayoutNode(style: .with {
                $0.flexDirection = .column
                $0.width = .points(300)
                $0.padding = Edges(all: .points(10))
            }, children: [header, body])
        }

        func layout() { root.computeLayout(availableWidth: 400, availableHeight: nil) }

        func resetCounts() { for leaf in leaves { leaf.calls.reset() } }

        /// The leaves whose measure function ran since the last reset.
        var measuredLeaves: [LayoutNode] { leaves.filter { $0.calls.count > 0 }.map(\.node) }
    }

    /// Lays out a screen, applies `change` and lays it out again; lays out a fresh
    /// screen that had the change from the start. Returns the changed screen (its
    /// counters count the relayout only) and the fresh one.
    private func relayout(after change: (Screen) -> Void) -> (changed: Screen, fresh: Screen) {
        let changed = Screen()
        changed.layout()
        changed.resetCounts()
        change(changed)
        changed.layout()
        let fresh = Screen()
        change(fresh)
        fresh.layout()
        return (changed, fresh)
    }

    @Test func relayoutWithNothingChangedMeasuresNothing() {
        let screen = Screen()
        screen.layout()
        let before = screen.root.subtreeFrames
        screen.resetCounts()
        screen.layout()
        #expect(screen.measuredLeaves.isEmpty)
        #expect(screen.root.subtreeFrames == before)
    }

    @Test func changingOneLeafStyleRemeasuresOnlyThatLeaf() {
        let (changed, fresh) = relayout { $0.leftText.node.style.padding.top = .points(7) }
        #expect(changed.measuredLeaves.map(ObjectIdentifier.init) == [ObjectIdentifier(changed.leftText.node)])
        #expect(changed.root.subtreeFrames == fresh.root.subtreeFrames)
        // The change took effect: the left column and the body grew by 7.
        #expect(changed.leftText.node.frame.height == 20 + 7)
    }

    @Test func changingAGrowingLeafWidthRemeasuresOnlyThatLeaf() {
        let (changed, fresh) = relayout { $0.title.node.style.width = .points(150) }
        #expect(changed.measuredLeaves.map(ObjectIdentifier.init) == [ObjectIdentifier(changed.title.node)])
        #expect(changed.root.subtreeFrames == fresh.root.subtreeFrames)
    }

    @Test func markDirtyRemeasuresOnlyThatLeaf() {
        let (changed, fresh) = relayout { screen in
            screen.rightText.words = 45
            screen.rightText.node.markDirty()
        }
        #expect(changed.measuredLeaves.map(ObjectIdentifier.init) == [ObjectIdentifier(changed.rightText.node)])
        #expect(changed.root.subtreeFrames == fresh.root.subtreeFrames)
        // 45 words of 10 in the right column (300 - 20 - 100 = 180 wide): 18 a line, 3 lines.
        #expect(changed.rightText.node.frame == Rect(x: 0, y: 0, width: 180, height: 60))
    }

    @Test func settingAnIdenticalStyleDoesNotDirty() {
        let screen = Screen()
        screen.layout()
        screen.resetCounts()
        screen.badge.node.style = .with { $0.width = .points(20) }
        screen.title.node.style.flexGrow = 1
        #expect(!screen.badge.node.isDirty && !screen.title.node.isDirty && !screen.root.isDirty)
        screen.layout()
        #expect(screen.measuredLeaves.isEmpty)
    }

    @Test func aChangeDirtiesTheNodeAndItsAncestorsOnly() {
        let screen = Screen()
        screen.layout()
        #expect(screen.root.subtree.allSatisfy { !$0.isDirty })
        screen.footer.node.style.height = .points(30)
        let dirty = screen.root.subtree.filter(\.isDirty).map(ObjectIdentifier.init)
        let expected = [screen.root, screen.body, screen.right, screen.footer.node].map(ObjectIdentifier.init)
        #expect(dirty == expected)
        screen.layout()
        #expect(screen.root.subtree.allSatisfy { !$0.isDirty })
    }

    /// A parent points its children back to itself without keeping a side table
    /// (`LayoutNode.parent` is not weak); one that goes away first leaves them roots,
    /// which can be dirtied and adopted again.
    @Test func aChildThatOutlivesItsParentBecomesARoot() {
        let child = LayoutNode(style: .with { $0.height = .points(10) })
        do {
            let parent = LayoutNode(children: [LayoutNode(), child])
            #expect(child.parent === parent)
            child.markDirty()
        }
        #expect(child.parent == nil)
        child.markDirty()
        let adopter = LayoutNode(style: .with { $0.width = .points(40); $0.flexDirection = .column })
        adopter.appendChild(child)
        #expect(child.parent === adopter)
        adopter.computeLayout(availableWidth: 100, availableHeight: 100)
        #expect(child.frame == Rect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func insertingAChildRelaysOutAsFromScratch() {
        let extra = { LayoutNode(style: .with { $0.height = .points(12); $0.flexGrow = 1 }) }
        let (changed, fresh) = relayout { $0.right.insertChild(extra(), at: 1) }
        #expect(changed.root.subtreeFrames == fresh.root.subtreeFrames)
        // Below the 30 words on two lines of 18; the column has no free space to grow into.
        #expect(changed.right.children[1].frame == Rect(x: 0, y: 40, width: 180, height: 12))
    }

    @Test func removingAChildRelaysOutAsFromScratch() {
        let (changed, fresh) = relayout { $0.header.removeChild(at: 1) }
        #expect(changed.root.subtreeFrames == fresh.root.subtreeFrames)
        #expect(changed.title.node.frame.width == 280)
    }

    /// Any single change to a random tree (a new style for one node, a dirtied leaf)
    /// relays out to exactly the frames of the same tree laid out from scratch.
    @Test func randomChangesRelayOutAsFromScratch() {
        var failures: [String] = []
        for seed in UInt64(1)...300 {
            let (changed, available) = Self.randomTree(seed: seed)
            changed.computeLayout(availableWidth: available.width, availableHeight: available.height)
            Self.applyRandomChange(to: changed, seed: seed)
            changed.computeLayout(availableWidth: available.width, availableHeight: available.height)

            let (fresh, _) = Self.randomTree(seed: seed)
            Self.applyRandomChange(to: fresh, seed: seed)
            fresh.computeLayout(availableWidth: available.width, availableHeight: available.height)
            let nodes = zip(changed.subtree, fresh.subtree)
            if let index = nodes.enumerated().first(where: { $0.element.0.frame != $0.element.1.frame })?.offset {
                failures.append("seed \(seed), node \(index) in pre-order: relayout \(changed.subtree[index].frame), from scratch \(fresh.subtree[index].frame)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 300:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    private static func randomTree(seed: UInt64) -> (LayoutNode, (width: Double?, height: Double?)) {
        var generator = HostileTreeGenerator(seed: seed)
        let root = generator.tree()
        return (root, (generator.availableSize(), generator.availableSize()))
    }

    private static func applyRandomChange(to root: LayoutNode, seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        var styles = HostileTreeGenerator(seed: seed ^ 0xC0FFEE)
        let nodes = root.subtree
        random.pick(nodes).style = styles.style()
        random.pick(nodes).markDirty()
    }

    /// 50 nested containers, alternating row and column, all content-sized (flex-basis
    /// auto), each holding a measured leaf before the next container: one layout from
    /// scratch must measure each leaf a bounded number of times, not a number that
    /// doubles with each level.
    @Test(arguments: [nil, 800.0])
    func nestedContentSizedTreeMeasuresEachLeafBoundedTimes(availableWidth: Double?) {
        var leaves: [CountedTextLeaf] = []
        let root = LayoutNode()
        var container = root
        for level in 0..<50 {
            let next = LayoutNode(style: .with {
                $0.flexDirection = level.isMultiple(of: 2) ? .column : .row
                $0.padding = Edges(all: .points(1))
            })
            let leaf = CountedTextLeaf(words: 3 + level % 5)
            leaves.append(leaf)
            container.appendChild(leaf.node)
            container.appendChild(next)
            container = next
        }
        root.computeLayout(availableWidth: availableWidth, availableHeight: nil)
        let counts = leaves.map(\.calls.count)
        #expect(counts.allSatisfy { $0 <= 8 }, "measure calls per leaf, outermost first: \(counts)")
    }
}
