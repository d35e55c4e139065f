import AllocationCount
import GalleryPages
import Tessera

/// `interaction`: input through the gesture arena to a painted frame, on a 1920 × 1080
/// host.
///
/// - `drag`: a 320 × 180 card with a title and a button dragged across the page by
///   `onPan`, one pointer move per frame (8 pt right and 3 pt down, bouncing at the
///   edges): the move through the arena, the `Pan` action, the synchronous state update,
///   rebuild, layout, mount and paint, timed together. `pixels_painted` (the most in one
///   frame) and `card_areas` (the card's old and new areas, in device pixels, the bar:
///   painting no more than those), `p99_ns`, `allocations_paint` (the most any timed
///   frame's paint made).
/// - `hover`: the mouse moving over the components-10k feed (30,111 elements, 1024 pt
///   wide), 1 pt per move along the rows, where no look changes: the hit test and the
///   hover bookkeeping. `p99_ns`.
///
/// Both check at the end that the frame shown equals a full repaint.
@MainActor
final class InteractionBenchScene: BenchScene {
    let width = 1
    let height = 1
    nonisolated static let size = Size(width: 1920, height: 1080)
    private let dragHost: ComponentHost
    private let hoverHost: ComponentHost
    private var pointer = Point(x: 200, y: 150)
    private var step = Point(x: 8, y: 3)
    private var time = 0.0
    private var dragFrames: [UInt64] = []
    private var paintAllocations: [UInt64] = []
    private var mostPixels = 0
    private var hoverFrames: [UInt64] = []
    private var hoverX = 10.0, hoverY = 300.0

    init() throws {
        dragHost = try ComponentHost(DragBenchPage(), size: Self.size, background: GalleryPage.background)
        dragHost.paint()
        hoverHost = try ComponentHost(BenchFeed(sections: 10, groups: 10, rows: 100), size: Size(width: 1024, height: 1080))
        hoverHost.paint()
        // The press and the moves past the slop: the card's pan has won when timing starts.
        dragHost.handle(.pointerDown, at: pointer, time: time)
        for _ in 0..<4 { move() }
        dragHost.paint()
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "drag", draw: { _ in }, details: {
                let sorted = self.dragFrames.sorted()
                let card = DragBenchPage.cardSize
                return [("p99_ns", Int(BenchReport.percentile(99, ofSorted: sorted))),
                        ("pixels_painted", self.mostPixels),
                        ("card_areas", Int(2 * card.width * card.height)),
                        ("allocations_paint", self.paintAllocations.dropFirst(3).max().map(Int.init) ?? -1),
                        ("matches_full_repaint", self.dragHost.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.dragFrame() }),
            BenchFigure(mode: "hover", draw: { _ in }, details: {
                let sorted = self.hoverFrames.sorted()
                return [("p99_ns", Int(BenchReport.percentile(99, ofSorted: sorted))),
                        ("needs_paint", self.hoverHost.needsPaint ? 1 : 0),
                        ("matches_full_repaint", self.hoverHost.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.hoverFrame() }),
        ]
    }

    func image() -> Graphics.Image? { dragHost.image() }

    /// One pointer move 10 ms after the last, bouncing the card between the page's edges.
    private func move() {
        if pointer.x + step.x > Self.size.width - 200 || pointer.x + step.x < 200 { step.x = -step.x }
        if pointer.y + step.y > Self.size.height - 150 || pointer.y + step.y < 150 { step.y = -step.y }
        pointer = Point(x: pointer.x + step.x, y: pointer.y + step.y)
        time += 0.010
        dragHost.handle(.pointerMoved, at: pointer, time: time)
    }

    private func dragFrame() -> UInt64 {
        let start = FrameTimer.now()
        move()
        let paintAllocationsBefore = tessera_allocation_count()
        dragHost.paint()
        let end = FrameTimer.now()
        if tessera_allocation_count_available() == 1 {
            paintAllocations.append(tessera_allocation_count() - paintAllocationsBefore)
        }
        mostPixels = max(mostPixels, dragHost.lastPaint.paintedPixels)
        dragFrames.append(end - start)
        return end - start
    }

    private func hoverFrame() -> UInt64 {
        hoverX += 1
        if hoverX > 1000 { hoverX = 10; hoverY += 37 }
        if hoverY > 1060 { hoverY = 10 }
        let start = FrameTimer.now()
        hoverHost.hover(at: Point(x: hoverX, y: hoverY))
        let end = FrameTimer.now()
        hoverFrames.append(end - start)
        return end - start
    }
}

/// The drag scene's page: a card (title, a line, a button) that `onPan` moves.
struct DragBenchPage: Component, Equatable {
    struct State: Sendable, Equatable {
        var offset = Point(x: 40, y: 60)
        var start: Point?
    }

    nonisolated static let cardSize = Size(width: 320, height: 180)
    var scope: ComponentScope? { .byType }
    func initialState() -> State { State() }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: InteractionBenchScene.size.width, height: InteractionBenchScene.size.height)) {
            Box(fill: .color(Color(hex: 0x007AFF)), cornerRadii: CornerRadii(12),
                style: LayoutStyle.column(gap: 8, padding: 16)) {
                Text("Drag me", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans", weight: .bold),
                                                           size: 20, color: .white), maxLines: 1)
                Text("One pointer move per frame", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans"),
                                                                            size: 13, color: .white), maxLines: 1)
                Button("A button inside", action: Tap(location: .zero))
            }
            .size(width: Self.cardSize.width, height: Self.cardSize.height)
            .position(top: context.state.offset.y, left: context.state.offset.x)
            .onPan(name: "card")
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let pan = action as? Pan else { return action is Tap }
        context.updateState(.synchronous) { state in
            if pan.phase == .began { state.start = state.offset }
            guard let start = state.start else { return }
            state.offset = Point(x: start.x + pan.translation.x, y: start.y + pan.translation.y)
        }
        return true
    }
}
