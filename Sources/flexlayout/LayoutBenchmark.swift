import Layout
import LayoutJSON

/// `--bench`: the time of layout alone, without parsing, printing or tree building.
enum LayoutBenchmark {
    /// The median of `runs` layouts of the case's tree, each after every cached result
    /// was discarded (the discarding is not timed: it is not layout). An even number of
    /// runs takes the mean of the middle two, rounded down, as Python's
    /// `int(statistics.median(...))` does for the peers.
    static func medianNanoseconds(of layoutCase: LayoutCase, runs: Int) -> Int64 {
        let clock = ContinuousClock()
        var times: [Int64] = []
        times.reserveCapacity(runs)
        for _ in 0..<runs {
            layoutCase.root.discardCachedLayout()
            let elapsed = clock.measure {
                layoutCase.root.computeLayout(availableWidth: layoutCase.availableWidth,
                                              availableHeight: layoutCase.availableHeight)
            }
            times.append(nanoseconds(elapsed))
        }
        return median(times)
    }

    /// `--bench-relayout`: the median full layout (caches discarded) and the median
    /// relayout after the leaf in the middle of the tree (in document order) changes
    /// its width by one point, alternately growing and shrinking.
    static func relayout(of layoutCase: LayoutCase, runs: Int) -> (full: Int64, relayout: Int64) {
        let full = medianNanoseconds(of: layoutCase, runs: runs)
        var leaves: [LayoutNode] = []
        collectLeaves(layoutCase.root, into: &leaves)
        let leaf = leaves[leaves.count / 2]
        let original = leaf.style
        let clock = ContinuousClock()
        var times: [Int64] = []
        layoutCase.root.computeLayout(availableWidth: layoutCase.availableWidth, availableHeight: layoutCase.availableHeight)
        for run in 0..<runs {
            var changed = original
            let width: Double
            if case .points(let value) = original.width { width = value } else { width = leaf.frame.width }
            changed.width = .points(width + (run % 2 == 0 ? 1 : 0))
            leaf.style = changed
            let elapsed = clock.measure {
                layoutCase.root.computeLayout(availableWidth: layoutCase.availableWidth,
                                              availableHeight: layoutCase.availableHeight)
            }
            times.append(nanoseconds(elapsed))
        }
        leaf.style = original
        return (full, median(times))
    }

    private static func collectLeaves(_ node: LayoutNode, into leaves: inout [LayoutNode]) {
        if node.children.isEmpty { leaves.append(node) }
        for child in node.children { collectLeaves(child, into: &leaves) }
    }

    private static func median(_ values: [Int64]) -> Int64 {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
