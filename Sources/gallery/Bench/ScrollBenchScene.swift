import AllocationCount
import GalleryPages
import Tessera

/// `scroll` (bench-scene.md): a 1920 × 1080 host scrolling the cards canvas, three of
/// them in a column (3,240 pt tall, so a two-second fling has room to glide).
///
/// - `step`: one 16 px step down (or up, at the ends) with blit scrolling; the state
///   update, layout and mount are untimed, the paint (the move and the repaint of the
///   exposed strip and the indicator) is timed. `pixels_painted` counts what the painter
///   drew, not the moved pixels; `allocations` is the most any timed paint made.
/// - `full-repaint`: the same frame painted from scratch.
/// - `step-frame`: the whole step (state update, rebuild, layout, mount, paint).
/// - `fling`: per-frame times of flings released at 4,000 pt/s (about two seconds of
///   glide), frames at 60 Hz: moving the fling, rebuilding, laying out, mounting,
///   painting (everything but presenting); `p50_ns`, `p99_ns` and `moving_frames` over
///   the frames that moved the content.
///
/// Each mode checks at its end that the host's frame equals a full repaint
/// (`matches_full_repaint`). The content is scrolled through once before any figure:
/// text is laid out when it first comes into view, and the figures are the steady state.
@MainActor
final class ScrollBenchScene: BenchScene {
    let width = 1
    let height = 1
    nonisolated static let size = Size(width: 1920, height: 1080)
    static let step = 16.0
    private let host: ComponentHost
    /// The viewport's element now (each build makes a new one; an action sent from an
    /// old one reaches the scroll view as it was then, with its state then).
    private var viewport: Element? { host.mounter.root?.scrollViewports.first?.element }
    private var offset = 0.0
    private var direction = 1.0
    private var maximum: Double
    /// Allocations of each frame, by mode (the first three, untimed warm-up, left out).
    private var stepAllocations: [UInt64] = []
    private var frameAllocations: [UInt64] = []
    private var flingAllocations: [UInt64] = []
    private var pixelsPainted = 0
    private var blitted = true
    private var flingFrames: [UInt64] = []
    private var flingFrame = 0
    private var flingTime = 0.0
    private var clock = 0.0

    init() throws {
        host = try ComponentHost(ScrollingCards(), size: Self.size, background: CardsScene.background)
        host.paint()
        maximum = host.root.layout.root.map(Self.maximumOffset) ?? 0
        guard viewport != nil else { throw BenchSceneError.missing("the scroll viewport") }
        // One pass over the whole content first: text is laid out when it first comes
        // into view (those frames allocate); the figures are the steady state after.
        for offset in Swift.stride(from: 0.0, through: maximum, by: Self.step) + [0] {
            if let viewport { _ = host.root.send(ScrollTo(offset: Point(x: 0, y: offset)), from: viewport) }
            host.paint()
        }
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "step", draw: { _ in }, details: {
                [("pixels_painted", self.pixelsPainted), ("blitted", self.blitted ? 1 : 0),
                 ("allocations", self.allocationFigure(self.stepAllocations, .median)),
                 ("allocations_max", self.allocationFigure(self.stepAllocations, .max)),
                 ("matches_full_repaint", self.host.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.stepFrame(timingPaintOnly: true) }),
            BenchFigure(mode: "full-repaint", draw: { _ in self.host.paintAll() }, details: {
                [("pixels_painted", Int(Self.size.width * Self.size.height))]
            }),
            BenchFigure(mode: "step-frame", draw: { _ in }, details: {
                [("allocations", self.allocationFigure(self.frameAllocations, .median)),
                 ("allocations_max", self.allocationFigure(self.frameAllocations, .max)),
                 ("matches_full_repaint", self.host.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.stepFrame(timingPaintOnly: false) }),
            BenchFigure(mode: "fling", draw: { _ in }, details: {
                let sorted = self.flingFrames.sorted()
                func rank(_ percent: Int) -> Int { Int(BenchReport.percentile(percent, ofSorted: sorted)) }
                return [("moving_frames", sorted.count), ("p50_ns", rank(50)), ("p99_ns", rank(99)),
                        ("allocations", self.allocationFigure(self.flingAllocations, .median)),
                        ("allocations_max", self.allocationFigure(self.flingAllocations, .max)),
                        ("matches_full_repaint", self.host.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.flingFrameTime() }),
        ]
    }

    func image() -> Graphics.Image? { host.image() }

    // MARK: frames

    /// One 16 pt step: bounces between the ends so every step moves a full 16 pt.
    private func stepFrame(timingPaintOnly: Bool) -> UInt64 {
        if offset + direction * Self.step > maximum || offset + direction * Self.step < 0 { direction = -direction }
        offset += direction * Self.step
        let frameStart = FrameTimer.now(), frameAllocationsBefore = tessera_allocation_count()
        if let viewport { _ = host.root.send(ScrollTo(offset: Point(x: 0, y: offset)), from: viewport) }
        let paintStart = FrameTimer.now(), paintAllocationsBefore = tessera_allocation_count()
        host.paint()
        let end = FrameTimer.now(), allocationsAfter = tessera_allocation_count()
        pixelsPainted = host.lastPaint.paintedPixels
        blitted = blitted && !host.lastPaint.moves.isEmpty
        if timingPaintOnly {
            stepAllocations.append(allocationsAfter - paintAllocationsBefore)
            return end - paintStart
        }
        frameAllocations.append(allocationsAfter - frameAllocationsBefore)
        return end - frameStart
    }

    /// One 60 Hz frame of a fling; a new fling starts after 120 frames or when the
    /// content came to rest.
    private func flingFrameTime() -> UInt64 {
        if flingFrame == 0 || flingFrame >= 120 { startFling() }
        flingFrame += 1
        flingTime += 1.0 / 60
        let start = FrameTimer.now(), allocationsBefore = tessera_allocation_count()
        host.advanceAnimations(to: flingTime)
        host.paint()
        let nanoseconds = FrameTimer.now() - start
        let allocations = tessera_allocation_count() - allocationsBefore
        // Frames after the content came to rest (the indicators waiting to fade) do not
        // count: the figure is the cost of a moving frame.
        if !host.lastPaint.moves.isEmpty {
            flingFrames.append(nanoseconds)
            flingAllocations.append(allocations)
        } else {
            flingFrame = 120
        }
        return nanoseconds
    }

    /// Back at the top, a drag up at 4,000 pt/s released (untimed).
    private func startFling() {
        offset = 0
        if let viewport { _ = host.root.send(ScrollTo(offset: .zero), from: viewport) }
        host.advanceAnimations(to: clock + 10)
        clock += 20
        host.paint()
        var y = 1_000.0, time = clock
        host.handle(.pointerDown, at: Point(x: 960, y: y), time: time)
        for _ in 0..<12 {
            y -= 40
            time += 0.010
            host.handle(.pointerMoved, at: Point(x: 960, y: y), time: time)
        }
        host.handle(.pointerUp, at: Point(x: 960, y: y), time: time)
        host.paint()
        flingTime = time
        flingFrame = 0
    }

    // MARK: checks

    private enum Statistic { case median, max }

    /// The median or largest count per timed frame, or -1 when this build cannot count
    /// (a sanitizer's allocator).
    private func allocationFigure(_ counts: [UInt64], _ statistic: Statistic) -> Int {
        let timed = counts.dropFirst(3).sorted()
        guard tessera_allocation_count_available() == 1, !timed.isEmpty else { return -1 }
        return Int(statistic == .median ? timed[timed.count / 2] : timed[timed.count - 1])
    }

    private static func maximumOffset(_ box: LayoutBox) -> Double {
        var found = 0.0
        box.forEach { box, _ in found = max(found, box.maximumScrollOffset.y) }
        return found
    }
}

/// The scroll scene's content: three cards canvases in a column in a scroll view that
/// fills the host.
struct ScrollingCards: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component {
        ScrollView(.both, style: .fixed(width: ScrollBenchScene.size.width, height: ScrollBenchScene.size.height)) {
            Flexbox(style: .column()) {
                for index in 0..<3 { CardsPage().key(index) }
            }
        }
    }
}
