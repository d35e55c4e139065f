import TestSupport
import Testing
import Geometry
import Layout
import Synchronization

/// Hostile input must never poison a layout: whatever the styles, available sizes and
/// measure callbacks say, every frame, unrounded and rounded, is a finite rectangle, and
/// deep trees lay out on a small thread stack.
@Suite struct LayoutRobustnessTests {
    static let seeds: [UInt64] = Array(1...1000)

    @Test func everyFrameOfRandomHostileTreesIsFinite() {
        let failures = Self.nonFiniteLayouts(seeds: Self.seeds, infiniteCallbacks: false)
        #expect(failures.isEmpty, "\(failures.count) of \(Self.seeds.count) trees:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// A hostile tree laid out again after one of its nodes changes stays finite too
    /// (the incremental path mixes cached results with fresh ones).
    @Test func relayoutAfterChangingHostileTreesStaysFinite() {
        var failures: [String] = []
        for seed in Self.seeds.prefix(500) {
            var generator = HostileTreeGenerator(seed: seed)
            let root = generator.tree()
            let width = generator.availableSize(), height = generator.availableSize()
            root.computeLayout(availableWidth: width, availableHeight: height)
            let nodes = root.subtree
            var random = SplitMix64(seed: seed &* 31)
            random.pick(nodes).style = generator.style()
            random.pick(nodes).markDirty()
            root.computeLayout(availableWidth: width, availableHeight: height)
            root.roundLayout(scale: 2)
            if let problem = Self.firstNonFiniteFrame(root) { failures.append("seed \(seed): \(problem)") }
        }
        #expect(failures.isEmpty, "\(failures.count) relayouts:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// The same trees with callbacks that may also answer ±infinity. In a child
    /// process with a time limit, since some of these trees make layout loop forever.
    @Test func randomTreesWithInfiniteCallbackResultsStayFinite() async {
        await #expect(processExitsWith: .success) {
            let progress = Progress()
            let failures = runOnThread(timeout: 5) {
                LayoutRobustnessTests.nonFiniteLayouts(seeds: LayoutRobustnessTests.seeds, infiniteCallbacks: true, progress: progress)
            }
            guard let failures else {
                Issue.record("seed \(progress.seed.withLock { $0 }) did not finish within 5 s")
                return
            }
            #expect(failures.isEmpty, "\(failures.count) of \(LayoutRobustnessTests.seeds.count) trees:\n\(failures.prefix(10).joined(separator: "\n"))")
        }
    
    }

    /// Flex factors and sizes whose product overflows to infinity (here 1e10 × 1e300)
    /// still end in a finite layout.
    @Test func flexibleLengthsTerminateWithHugeFactors() async {
        await #expect(processExitsWith: .success) {
            let frames = runOnThread(timeout: 3) { () -> [Rect] in
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
                Issue.record("layout did not finish within 3 s")
                return
            }
            #expect(frames.allSatisfy { $0.isFinite }, "\(frames)")
        }
    
    }

    // MARK: infinite callback results, minimal trees

    @Test func infiniteMeasuredHeightGivesFiniteRoundedFrame() {
        let leaf = LayoutNode()
        leaf.measure = { _ in Size(width: 10, height: .infinity) }
        leaf.computeLayout(availableWidth: nil, availableHeight: nil)
        leaf.roundLayout(scale: 2)
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

    @Test func infiniteBaselineGivesFiniteRoundedFrames() {
        let text = LayoutNode()
        text.measure = { _ in Size(width: 10, height: 15) }
        text.baseline = { _ in .infinity }
        let row = LayoutNode(style: .with { $0.alignItems = .baseline }, children: [LayoutNode(children: [text])])
        row.computeLayout(availableWidth: 0, availableHeight: nil)
        row.roundLayout(scale: 2)
        #expect(row.roundedFrame.isFinite, "row \(row.frame), rounded \(row.roundedFrame)")
    
    }

    // MARK: deep trees

    /// Layout and rounding of a 1,000-deep chain give the exact frames (on a stack big
    /// enough for the engine's recursion).
    @Test func thousandDeepChainLaysOutExactly() {
        let frames = DeepChain.layOutOnThread(depth: 1000, stackSize: 64 << 20)
        #expect(frames?.deepest == Rect(x: 0.25, y: 0.25, width: 7.5, height: 3.5))
        #expect(frames?.root == Rect(x: 0, y: 0, width: 507, height: 503))
    }

    /// The same chain on a 512 KiB thread stack (a secondary thread's usual size). It
    /// runs in a child process, so that a stack overflow fails this test only.
    @Test func thousandDeepChainLaysOutOnA512KiBStack() async {
        await #expect(processExitsWith: .success) {
            let frames = DeepChain.layOutOnThread(depth: 1000, stackSize: 512 * 1024)
            #expect(frames?.deepest == Rect(x: 0.25, y: 0.25, width: 7.5, height: 3.5))
        }
    
    }

    // MARK: helpers

    /// A line per tree of `seeds` whose layout has a non-finite frame or asked a measure
    /// function for an impossible size. `progress` holds the seed being laid out.
    private static func nonFiniteLayouts(seeds: [UInt64], infiniteCallbacks: Bool, progress: Progress? = nil) -> [String] {
        var failures: [String] = []
        for seed in seeds {
            progress?.seed.withLock { $0 = seed }
            var generator = HostileTreeGenerator(seed: seed, infiniteCallbacks: infiniteCallbacks)
            let root = generator.tree()
            let width = generator.availableSize(), height = generator.availableSize()
            root.computeLayout(availableWidth: width, availableHeight: height)
            root.roundLayout(scale: 2)
            let available = "available \(width.map { "\($0)" } ?? "nil") x \(height.map { "\($0)" } ?? "nil")"
            if let problem = firstNonFiniteFrame(root) { failures.append("seed \(seed) (\(available)): \(problem)") }
            if let constraint = generator.invalidConstraints.invalid.first {
                failures.append("seed \(seed) (\(available)): a measure function was asked \(constraint)")
            }
        }
        return failures
    }

    /// The seed a run of `nonFiniteLayouts` is at, read by the thread that waits for it.
    private final class Progress: Sendable {
        let seed = Mutex<UInt64>(0)
    }

    /// The path (`root/2/0`: the root's third child's first child) and frames of the
    /// first node whose frame or rounded frame is not finite.
    private static func firstNonFiniteFrame(_ root: LayoutNode) -> String? {
        var stack: [(LayoutNode, String)] = [(root, "root")]
        while let (node, path) = stack.popLast() {
            if !node.frame.isFinite || !node.roundedFrame.isFinite {
                return "\(path): frame \(node.frame), rounded \(node.roundedFrame)"
            }
            for (index, child) in node.children.enumerated().reversed() { stack.append((child, "\(path)/\(index)")) }
        }
        return nil
    }
}
