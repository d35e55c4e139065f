import AllocationCount
import Foundation
import GalleryPages
import Tessera

/// `motion`: animation frames on a 1920 × 1080 host, each the frame clock's advance and
/// the paint of what moved, timed together (nothing presented).
///
/// - `reflow`: 100 cards in a wrapping grid that carries `.animation(.easeInOut)`, made
///   narrower or wider (as a window resize does) whenever the last change came to rest:
///   every card goes to its new place over 0.4 s. The change itself (rebuild, layout,
///   mount) is not timed; the frames that move the cards are.
/// - `rotate`: a 400 × 400 card with text, turned half a turn and scaled through its
///   transform (drawn into a layer, composited with bilinear filtering), back and forth.
///
/// Each reports `items`, `p99_ns`, `allocations` (the most any timed frame after the
/// first of its animation made, after an untimed warm-up of each change there and back)
/// and `matches_full_repaint` (the last frame against a full repaint). Issue 27's bars:
/// p99 ≤ 4 ms, 0 allocations per frame after the first. `TESSERA_TRACE_ALLOCATIONS=1`
/// prints the stack of each allocation those frames make.
@MainActor
final class MotionBenchScene: BenchScene {
    let width = 1
    let height = 1
    nonisolated static let size = Size(width: 1920, height: 1080)
    private let reflowHost: ComponentHost
    private let rotateHost: ComponentHost
    private var time = 0.0
    private var frames: [String: [UInt64]] = [:]
    private var allocations: [String: [UInt64]] = [:]
    /// Whether the last timed frame of a mode was the first of its animation.
    private var firstFrame: [String: Bool] = [:]

    init() throws {
        reflowHost = try ComponentHost(ReflowBenchGrid(), size: Self.size, background: GalleryPage.background)
        reflowHost.paint()
        rotateHost = try ComponentHost(RotateBenchCard(), size: Self.size, background: GalleryPage.background)
        rotateHost.paint()
        // Untimed: each change there and back once, so that what grows to its working
        // size once (the damage list's storage, the largest layer a turn needs) has.
        for host in [reflowHost, rotateHost] {
            for _ in 0..<2 {
                _ = host.root.send(BenchFlip(), from: host.root.layout.root!.element)
                host.paint()
                while host.isAnimating {
                    time += 1.0 / 60
                    host.advanceAnimations(to: time)
                    host.paint()
                }
            }
        }
    }

    var figures: [BenchFigure] {
        [figure("reflow", host: reflowHost, items: ReflowBenchGrid.count),
         figure("rotate", host: rotateHost, items: 1)]
    }

    func image() -> Graphics.Image? { rotateHost.image() }

    private func figure(_ mode: String, host: ComponentHost, items: Int) -> BenchFigure {
        BenchFigure(mode: mode, draw: { _ in }, details: {
            let sorted = (self.frames[mode] ?? []).sorted()
            return [("items", items),
                    ("p99_ns", Int(BenchReport.percentile(99, ofSorted: sorted))),
                    ("allocations", (self.allocations[mode] ?? []).max().map(Int.init) ?? -1),
                    ("matches_full_repaint", host.matchesFullRepaint() ? 1 : 0)]
        }, timedFrame: { self.frame(mode, host: host) })
    }

    /// One frame 1/60 s after the last; when the host is at rest, the next change first
    /// (untimed).
    private func frame(_ mode: String, host: ComponentHost) -> UInt64 {
        var first = false
        if !host.isAnimating {
            _ = host.root.send(BenchFlip(), from: host.root.layout.root!.element)
            host.paint()
            first = true
        }
        time += 1.0 / 60
        let tracing = !first && Self.tracesAllocations
        if tracing { tessera_allocation_trace(1) }
        let start = FrameTimer.now(), before = tessera_allocation_count()
        host.advanceAnimations(to: time)
        host.paint()
        let end = FrameTimer.now(), after = tessera_allocation_count()
        if tracing { tessera_allocation_trace(0) }
        // The first frame of an animation starts it (its start time, its damage's storage).
        if tessera_allocation_count_available() == 1, !first { allocations[mode, default: []].append(after - before) }
        frames[mode, default: []].append(end - start)
        return end - start
    }
}

extension MotionBenchScene {
    /// `TESSERA_TRACE_ALLOCATIONS=1`: the timed frames after the first of each animation
    /// write the stack of every allocation they make to standard error.
    nonisolated static let tracesAllocations = ProcessInfo.processInfo.environment["TESSERA_TRACE_ALLOCATIONS"] == "1"
}

/// Sent to a bench page to start its next change.
struct BenchFlip: Action {}

/// The reflow scene's grid: 100 scoped cards in a wrapping row, 1800 or 1200 points wide.
struct ReflowBenchGrid: Component, Equatable {
    nonisolated static let count = 100
    var scope: ComponentScope? { .byType }
    /// Whether the grid is narrow.
    func initialState() -> Bool { false }

    func body(_ context: BuildContext<Self>) -> some Component {
        // The root takes the host's size: the grid inside it is what narrows.
        Flexbox(style: LayoutStyle.column(align: .flexStart)) {
            Flexbox(style: LayoutStyle.row(gap: 10, wrap: .wrap, padding: 20)) {
                for id in 0..<Self.count { MotionCard(id: id) }
            }
            .size(width: context.state ? 1200 : 1800)
            .animation((try? Animation(.easeInOut, duration: 0.4)) ?? .easeInOut)
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is BenchFlip else { return false }
        context.updateState(.synchronous) { $0.toggle() }
        return true
    }
}

/// The rotate scene's card: 400 × 400, a title and lines of text, turned half a turn and
/// scaled to 1.2 or back, over 0.5 s.
struct RotateBenchCard: Component, Equatable {
    var scope: ComponentScope? { .byType }
    func initialState() -> Bool { false }

    func body(_ context: BuildContext<Self>) -> some Component {
        let turned = context.state
        return Flexbox(style: LayoutStyle.column(align: .center, justify: .center)) {
            Box(fill: .color(Color(hex: 0x5856D6)), cornerRadii: CornerRadii(24), style: LayoutStyle.column(gap: 12, padding: 24)) {
                Text("Turning", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans", weight: .bold),
                                                           size: 32, color: .white), maxLines: 1)
                for line in 0..<6 {
                    Text("Line \(line + 1) of the card turns with it", attributes: TextAttributes(
                        font: FontDescriptor(family: "DejaVu Sans"), size: 18, color: .white), maxLines: 1)
                }
            }
            .size(width: 400, height: 400)
            .transform(VisualTransform(rotation: turned ? .pi : 0, scale: turned ? 1.2 : 1))
        }
        .size(width: MotionBenchScene.size.width, height: MotionBenchScene.size.height)
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is BenchFlip else { return false }
        context.updateState(.synchronous, animation: (try? Animation(.easeInOut, duration: 0.5)) ?? .easeInOut) { $0.toggle() }
        return true
    }
}
