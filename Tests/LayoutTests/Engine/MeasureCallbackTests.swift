import Testing
import Geometry
import Layout

/// Measured leaves (text-like content) and baseline callbacks inside rows and columns.
///
/// The text is `WordsMeasure`: 10 words of 10 × 20 points that wrap within a definite
/// width, so its min-content width is one word (10) and its max-content width all words
/// on one line (100).
@Suite struct MeasureCallbackTests {
    /// A leaf measured as `words` words, recording what it is asked.
    private func text(words: Int = 10, lineHeight: Double = 20, style: LayoutStyle = LayoutStyle(),
                      calls: CallCounter = CallCounter()) -> LayoutNode {
        let node = LayoutNode(style: style)
        node.measure = calls.counting(WordsMeasure(count: words, lineHeight: lineHeight).callAsFunction)
        return node
    }

    // MARK: content sizes

    @Test func autoWidthRootTakesTheMaxContentWidth() {
        let calls = CallCounter()
        let leaf = text(calls: calls)
        leaf.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        // Its intrinsic widths were asked for, then it was measured at its width.
        #expect(calls.constraints.map(\.width).contains(.maxContent))
        #expect(calls.constraints.last?.width == .definite(100))
    }

    @Test func autoWidthRowRootTakesItsTextsMaxContentWidth() {
        let leaf = text()
        let row = LayoutNode(children: [leaf])
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(row.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func autoWidthRootFitsTheAvailableWidthAndWraps() {
        let leaf = text()
        leaf.computeLayout(availableWidth: 35, availableHeight: nil)
        // 35 points hold 3 words a line: 4 lines.
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 35, height: 80))
    }

    /// A text next to a 30-wide box that does not shrink, in rows of several widths: it
    /// keeps its max-content width when there is room, shrinks and wraps when there is
    /// not, and never gets narrower than its min-content width (one word).
    @Test(arguments: zip([200.0, 60, 45, 20], [Size(width: 100, height: 20), Size(width: 30, height: 80),
                                               Size(width: 15, height: 200), Size(width: 10, height: 200)]))
    func rowItemShrinksDownToItsMinContentWidth(rowWidth: Double, expected: Size) {
        let leaf = text()
        let box = LayoutNode(style: .with { $0.width = .points(30); $0.flexShrink = 0 })
        let row = LayoutNode(style: .with { $0.width = .points(rowWidth) }, children: [leaf, box])
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(leaf.frame.size == expected)
        #expect(box.frame.x == expected.width)
        #expect(row.frame.height == expected.height)
    }

    @Test func columnStretchesItsTextToItsWidthAndTheTextWraps() {
        let leaf = text()
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(35) }, children: [leaf])
        column.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 35, height: 80))
        #expect(column.frame.height == 80)
    }

    @Test func wrappedTextsStackInAnAutoHeightColumn() {
        let first = text(words: 7), second = text(words: 3)
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(25) }, children: [first, second])
        column.computeLayout(availableWidth: nil, availableHeight: nil)
        // Two words a line: 4 lines, then 2 lines.
        #expect(first.frame == Rect(x: 0, y: 0, width: 25, height: 80))
        #expect(second.frame == Rect(x: 0, y: 80, width: 25, height: 40))
        #expect(column.frame.height == 120)
    }

    @Test func paddingAndBorderSurroundTheMeasuredSize() {
        let style = LayoutStyle.with {
            $0.padding = Edges(top: .points(2), right: .points(5), bottom: .points(4), left: .points(3))
            $0.border = Edges(all: 1)
        }
        let auto = text(style: style)
        auto.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(auto.frame == Rect(x: 0, y: 0, width: 100 + 8 + 2, height: 20 + 6 + 2))

        // Stretched in a 60-wide column, the content box is 50 wide: 5 words a line.
        let calls = CallCounter()
        let stretched = text(style: style, calls: calls)
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(60) }, children: [stretched])
        column.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(calls.constraints.last?.width == .definite(50))
        #expect(stretched.frame == Rect(x: 0, y: 0, width: 60, height: 40 + 6 + 2))
    }

    @Test func aFixedHeightIsOfferedToTheMeasureFunctionAsTheContentHeight() {
        let calls = CallCounter()
        let leaf = text(style: .with { $0.height = .points(50); $0.padding = Edges(all: .points(5)) }, calls: calls)
        leaf.computeLayout(availableWidth: 200, availableHeight: nil)
        #expect(calls.constraints.last == MeasureConstraint(width: .definite(100), height: .definite(40)))
        #expect(leaf.frame == Rect(x: 0, y: 0, width: 110, height: 50))
    }

    // MARK: baselines

    /// A text whose first baseline is `ascent` below its content-box top.
    private func text(words: Int = 10, lineHeight: Double = 20, ascent: Double, style: LayoutStyle = LayoutStyle()) -> LayoutNode {
        let node = text(words: words, lineHeight: lineHeight, style: style)
        node.baseline = { _ in ascent }
        return node
    }

    @Test func baselineAlignedItemsLineUpTheirBaselines() {
        let small = text(words: 2, ascent: 15, style: .with { $0.margin.top = .points(3) })
        let large = text(words: 2, lineHeight: 30, ascent: 24, style: .with { $0.padding.top = .points(10) })
        // No baseline callback and no children: the baseline is the bottom border edge.
        let box = LayoutNode(style: .with { $0.width = .points(10); $0.height = .points(40) })
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [small, large, box])
        row.computeLayout(availableWidth: nil, availableHeight: nil)

        let baselines = [small.frame.y + 15, large.frame.y + 10 + 24, box.frame.y + 40]
        #expect(baselines == [40, 40, 40])
        // Deepest descent below the baseline: the large text's 6.
        #expect(row.frame.height == 46)
    }

    @Test func baselineCallbackGetsTheContentBoxSize() {
        var seen: [Size] = []
        let leaf = text(style: .with { $0.padding = Edges(all: .points(4)); $0.border = Edges(all: 1) })
        leaf.baseline = { size in
            seen.append(size)
            return 15
        }
        let row = LayoutNode(style: .with { $0.alignItems = .baseline; $0.width = .points(300) }, children: [leaf])
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0 == Size(width: 100, height: 20) })
    }

    @Test func containerBaselineComesFromItsFirstChild() {
        let label = text(words: 3, ascent: 15)
        let first = text(words: 3, ascent: 15, style: .with { $0.padding.top = .points(5) })
        let second = text(words: 3, lineHeight: 40, ascent: 30)
        let column = LayoutNode(style: .with { $0.flexDirection = .column; $0.padding.top = .points(7) },
                                children: [first, second])
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [label, column])
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        // The column's baseline is its first child's: 7 + 5 + 15 below its top.
        #expect(column.frame.y + first.frame.y + 5 + 15 == label.frame.y + 15)
        #expect(label.frame.y == 12)
    }

    /// A row's baseline is the one its baseline-aligned items share, even when its first
    /// item is not baseline-aligned.
    @Test func rowBaselineComesFromItsBaselineAlignedItems() {
        let tall = LayoutNode(style: .with { $0.width = .points(10); $0.height = .points(50); $0.alignSelf = .flexStart })
        let inner = text(words: 3, ascent: 15, style: .with { $0.alignSelf = .baseline; $0.margin.top = .points(8) })
        let nested = LayoutNode(children: [tall, inner])
        let label = text(words: 3, ascent: 15)
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [label, nested])
        row.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(nested.frame.y + inner.frame.y + 15 == label.frame.y + 15)
        #expect(label.frame.y == 8)
    }
}
