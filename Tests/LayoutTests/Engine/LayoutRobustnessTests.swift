import Foundation
import TestSupport
import Testing
import Geometry
@testable import Layout
import Locking

/// Hostile input must never poison a layout: whatever the styles, available sizes and
/// measure callbacks say, every frame lies within ±`LayoutStyle.largestLength` (sizes
/// within 0...largestLength), every rounded frame is finite, and deep trees lay out on
/// a small thread stack.
@Suite struct LayoutRobustnessTests {
    /// The property test: 100,000 random hostile trees (`HostileTreeGenerator`: the
    /// extremes of Double in styles, available sizes and callbacks), in four child
    /// processes of 25,000 seeds that run side by side. A child process, because a
    /// layout that never ends must fail the test, not hang it: a tree that has not
    /// finished after 10 s is reported by its seed.
    @Test(arguments: 0..<4)
    func hostileTreesGiveFramesWithinTheRange(quarter: Int) async {
        await #expect(processExitsWith: .success) { [quarter] in
            let seeds = UInt64(quarter * 25_000 + 1)...UInt64((quarter + 1) * 25_000)
            let progress = LayoutRobustnessTests.SeedProgress()
            guard let failures = LayoutRobustnessTests.runWatched(progress, { LayoutRobustnessTests.layoutProblems(seeds: seeds, progress: progress) }) else {
                Issue.record("seed \(progress.seed.withLock { $0 }) did not finish within 10 s")
                return
            }
            #expect(failures.isEmpty, "\(failures.count) of \(seeds.count) trees:\n\(failures.prefix(10).joined(separator: "\n"))")
        }
    }

    /// A hostile tree laid out again after one of its nodes changes stays within the
    /// range too (the incremental path mixes cached results with fresh ones).
    @Test func relayoutAfterChangingHostileTreesStaysWithinTheRange() throws {
        var failures: [String] = []
        for seed in UInt64(1)...2_000 {
            var generator = HostileTreeGenerator(seed: seed, maxNodes: Self.maxNodes)
            let root = generator.tree(maxDepth: Self.maxDepth)
            let width = generator.availableSize(), height = generator.availableSize()
            root.computeLayout(availableWidth: width, availableHeight: height)
            let nodes = root.subtree
            var random = SplitMix64(seed: seed &* 31)
            random.pick(nodes).style = generator.style()
            random.pick(nodes).markDirty()
            root.computeLayout(availableWidth: width, availableHeight: height)
            try root.roundLayout(scale: 2)
            if let problem = Self.firstFrameOutOfRange(root) { failures.append("seed \(seed): \(problem)") }
        }
        #expect(failures.isEmpty, "\(failures.count) relayouts:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// Flex factors and sizes whose product would overflow to infinity unsaturated
    /// (1e10 × 1e300) end in a finite layout, and the §9.7 loop ends.
    @Test func flexibleLengthsTerminateWithHugeFactors() async {
        await #expect(processExitsWith: .success) {
            // A limit only for a loop that never ends: a busy machine can hold a thread for seconds.
            let frames = runOnThread(timeout: 60) { () -> [Rect] in
                let item = LayoutNode(style: .with {
                    $0.width = .points(1e300)
                    $0.flexShrink = 1e10
                    $0.minWidth = .points(0)
                })
                let row = LayoutNode(style: .with { $0.width = .points(100); $0.height = .points(100) }, children: [item])
                row.computeLayout(availableWidth: nil, availableHeight: nil)
                return row.subtreeFrames
            }
            guard let frames else {
                Issue.record("layout did not finish within 60 s")
                return
            }
            #expect(frames.allSatisfy { $0.isFinite }, "\(frames)")
        }
    
    }

    // MARK: infinite callback results, minimal trees

    @Test func infiniteMeasuredHeightGivesFiniteRoundedFrame() throws {
        let leaf = LayoutNode()
        leaf.measure = { _ in Size(width: 10, height: .infinity) }
        leaf.computeLayout(availableWidth: nil, availableHeight: nil)
        try leaf.roundLayout(scale: 2)
        #expect(leaf.roundedFrame.isFinite, "frame \(leaf.frame), rounded \(leaf.roundedFrame)")
    
    }

    @Test func infiniteMeasuredHeightsOfSiblingsGiveFiniteFrames() {
        let first = LayoutNode(), second = LayoutNode()
        first.measure = { _ in Size(width: 10, height: .infinity) }
        second.measure = { _ in Size(width: 10, height: .infinity) }
        let column = LayoutNode(style: .with { $0.flexDirection = .column }, children: [first, second])
        column.computeLayout(availableWidth: nil, availableHeight: nil)
        #expect(column.frame.isFinite && second.frame.isFinite, "column \(column.frame), second \(second.frame)")
    
    }

    @Test func infiniteBaselineGivesFiniteRoundedFrames() throws {
        let text = LayoutNode()
        text.measure = { _ in Size(width: 10, height: 15) }
        text.baseline = { _ in .infinity }
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [LayoutNode(children: [text])])
        row.computeLayout(availableWidth: 0, availableHeight: nil)
        try row.roundLayout(scale: 2)
        #expect(row.roundedFrame.isFinite, "row \(row.frame), rounded \(row.roundedFrame)")
    
    }

    // MARK: deep trees

    /// Layout and rounding of a 1,000-deep chain give the exact frames (on a stack big
    /// enough for the engine's recursion).
    @Test func thousandDeepChainLaysOutExactly() throws {
        let frames = try DeepChain.layOutOnThread(depth: 1000, stackSize: 64 << 20)
        #expect(frames?.deepest == Rect(x: 0.25, y: 0.25, width: 7.5, height: 3.5))
        #expect(frames?.root == Rect(x: 0, y: 0, width: 507, height: 503))
    }

    /// The same chain on a 512 KiB thread stack (a secondary thread's usual size). It
    /// runs in a child process, so that a stack overflow fails this test only.
    @Test func thousandDeepChainLaysOutOnA512KiBStack() async {
        await #expect(processExitsWith: .success) {
            let frames = try DeepChain.layOutOnThread(depth: 1000, stackSize: 512 * 1024)
            #expect(frames?.deepest == Rect(x: 0.25, y: 0.25, width: 7.5, height: 3.5))
        }
    
    }

    // MARK: helpers

    /// The size of the random trees: small (about 10 nodes on average), so that 100,000
    /// of them lay out in seconds in a debug build, and deep enough to nest containers.
    static let maxNodes = 16
    static let maxDepth = 4
    /// The scales the trees are rounded at.
    private static let scales = [1, 2, 1.5, 3, 0.75]

    /// A line per tree of `seeds` whose layout has a frame out of range or asked a
    /// measure function for an impossible size. `progress` holds the seed being laid out.
    static func layoutProblems(seeds: ClosedRange<UInt64>, progress: SeedProgress) -> [String] {
        var failures: [String] = []
        for seed in seeds {
            progress.seed.withLock { $0 = seed }
            var generator = HostileTreeGenerator(seed: seed, maxNodes: maxNodes)
            let root = generator.tree(maxDepth: maxDepth)
            let width = generator.availableSize(), height = generator.availableSize()
            root.computeLayout(availableWidth: width, availableHeight: height)
            let available = "available \(width.map { "\($0)" } ?? "nil") x \(height.map { "\($0)" } ?? "nil")"
            do {
                try root.roundLayout(scale: scales[Int(seed % UInt64(scales.count))])
            } catch {
                failures.append("seed \(seed) (\(available)): \(error)")
            }
            if let problem = firstFrameOutOfRange(root) { failures.append("seed \(seed) (\(available)): \(problem)") }
            if let constraint = generator.invalidConstraints.invalid.first {
                failures.append("seed \(seed) (\(available)): a measure function was asked \(constraint)")
            }
        }
        return failures
    }

    /// Runs `work` on a thread of its own and waits for it while `progress` moves: nil
    /// when its seed stayed the same for 10 s (the thread then runs on until the process
    /// ends, which is why the callers are exit tests).
    static func runWatched<Result: Sendable>(_ progress: SeedProgress, _ work: @escaping @Sendable () -> Result) -> Result? {
        let box = Lock<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let result = work()
            box.withLock { $0 = result }
            done.signal()
        }.start()
        var lastSeed = UInt64.max
        while done.wait(timeout: .now() + 10) == .timedOut {
            let seed = progress.seed.withLock { $0 }
            if seed == lastSeed { return nil }
            lastSeed = seed
        }
        return box.withLock { $0 }
    }

    /// The seed a run of `layoutProblems` is at, read by the thread that waits for it.
    final class SeedProgress: Sendable {
        let seed = Lock<UInt64>(0)
    }

    /// The path (`root/2/0`: the root's third child's first child) and frames of the
    /// first node whose frame is out of range, whose rounded frame is not finite, or
    /// whose frame as layout wrote it (before `frame` saturates it) is not finite: the
    /// arithmetic itself must never overflow or make a NaN.
    private static func firstFrameOutOfRange(_ root: LayoutNode) -> String? {
        let limit = LayoutStyle.largestLength
        var stack: [(LayoutNode, String)] = [(root, "root")]
        while let (node, path) = stack.popLast() {
            let frame = node.frame
            // Comparisons with NaN are false, so NaN fails these too.
            let inRange = abs(frame.x) <= limit && abs(frame.y) <= limit
                && frame.width >= 0 && frame.width <= limit && frame.height >= 0 && frame.height <= limit
            if !inRange || !node.roundedFrame.isFinite || !node.layoutFrame.isFinite {
                return "\(path): frame \(node.frame) (as written \(node.layoutFrame)), rounded \(node.roundedFrame)"
            }
            for (index, child) in node.children.enumerated().reversed() { stack.append((child, "\(path)/\(index)")) }
        }
        return nil
    }
}
