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
        times.sort()
        let middle = times.count / 2
        return times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
