import AllocationCount
import GalleryPages
import Tessera

/// `controls`: the Controls page (`ControlsPage`) at 1920 × 1080.
///
/// - `build`: a new host of the page: build, layout, mount and the first full paint.
///   Issue 28's bar: ≤ 8 ms.
/// - `slider-drag`: one pointer move of a drag on the Brightness slider (continuous, so
///   every move moves it; 2 pt a frame, back and forth across the track): the arena,
///   `Pan`, `SliderMoved`, the page's state update, rebuild, layout, mount and paint. `median_ns` (bar ≤ 0.3 ms), `pixels_painted`
///   (the most in one frame) against `thumb_and_track_areas` (the thumb's old and new
///   areas and the track between them), `allocations_paint`.
/// - `theme-switch`: a tap on "Dark" to its painted frame, light to dark or back (the
///   switch's own slide runs on afterwards, untimed). Bar: ≤ 10 ms.
@MainActor
final class ControlsBenchScene: BenchScene {
    let width = 1
    let height = 1
    nonisolated static let size = Size(width: 1920, height: 1080)
    private let dragHost: ComponentHost
    private let themeHost: ComponentHost
    private var time = 0.0
    private var x = 0.0
    private var step = 2.0
    private var track = Rect.zero
    private var frames: [String: [UInt64]] = [:]
    private var paintAllocations: [UInt64] = []
    private var mostPixels = 0

    init() throws {
        dragHost = try ComponentHost(ControlsPage(size: Self.size), size: Self.size, background: GalleryPage.background)
        dragHost.paint()
        themeHost = try ComponentHost(ControlsPage(size: Self.size), size: Self.size, background: GalleryPage.background)
        themeHost.paint()
        track = try dragHost.frame(testID: "controls.brightness.track")
        x = track.midX
        dragHost.handle(.pointerDown, at: Point(x: x, y: track.midY), time: time)
        // Past the slop: the slider's pan has the sequence when timing starts.
        for _ in 0..<6 { move() }
        dragHost.paint()
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "build", draw: { _ in }, details: { [] }, timedFrame: { try self.buildFrame() }),
            BenchFigure(mode: "slider-drag", draw: { _ in }, details: {
                // The thumb's old and new areas and the filled track between, in pixels.
                let thumb = 24.0, margin = 2.0
                let areas = 2 * (thumb + margin) * (thumb + margin) + abs(self.step) * thumb
                return [("pixels_painted", self.mostPixels), ("thumb_and_track_areas", Int(areas)),
                        ("allocations_paint", self.paintAllocations.dropFirst(3).max().map(Int.init) ?? -1),
                        ("matches_full_repaint", self.dragHost.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { self.dragFrame() }),
            BenchFigure(mode: "theme-switch", draw: { _ in }, details: {
                [("matches_full_repaint", self.themeHost.matchesFullRepaint() ? 1 : 0)]
            }, timedFrame: { try self.themeFrame() }),
        ]
    }

    func image() -> Graphics.Image? { themeHost.image() }

    private func buildFrame() throws -> UInt64 {
        let start = FrameTimer.now()
        let host = try ComponentHost(ControlsPage(size: Self.size), size: Self.size, background: GalleryPage.background)
        host.paint()
        return FrameTimer.now() - start
    }

    /// A move 10 ms after the last, bouncing between the track's ends.
    private func move() {
        if x + step > track.maxX - 20 || x + step < track.minX + 20 { step = -step }
        x += step
        time += 0.010
        dragHost.handle(.pointerMoved, at: Point(x: x, y: track.midY), time: time)
    }

    private func dragFrame() -> UInt64 {
        let start = FrameTimer.now()
        move()
        let before = tessera_allocation_count()
        dragHost.paint()
        let end = FrameTimer.now()
        if tessera_allocation_count_available() == 1 { paintAllocations.append(tessera_allocation_count() - before) }
        mostPixels = max(mostPixels, dragHost.lastPaint.paintedPixels)
        return end - start
    }

    private func themeFrame() throws -> UInt64 {
        // The last switch's slide ends first, untimed.
        time += 1
        themeHost.advanceAnimations(to: time)
        themeHost.paint()
        let start = FrameTimer.now()
        try themeHost.tap(testID: "controls.dark")
        themeHost.paint()
        return FrameTimer.now() - start
    }
}
