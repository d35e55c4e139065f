import AllocationCount
import Tessera

/// `transform`: a 400 × 400 subtree (a gradient, rounded rectangles, an ellipse, a
/// border) drawn rotated by 30° about its centre into a white 1920 × 1080 framebuffer,
/// through `Painter.withTransform` (drawn into a layer, composited with bilinear
/// filtering). Issue 27's bar: p99 ≤ 4 ms per frame.
///
/// - `plain`: the subtree drawn untransformed, for comparison.
/// - `rotate-30`: the whole `withTransform` call (drawing the layer and compositing it).
///
/// Each reports `p99_ns` and `allocations_paint` (the most any timed frame allocated).
/// The subtree's own drawing allocates (a gradient builds its lookup table per fill), so
/// `rotate-30` allocating as much as `plain` shows the transform adds none once the
/// painter's layer pool is warm. Clearing the framebuffer between frames is not timed.
final class TransformBenchScene: BenchScene {
    let width = 1
    let height = 1
    private let framebuffer: Framebuffer
    private let painter: Painter
    private var frames: [String: [UInt64]] = [:]
    private var allocations: [String: [UInt64]] = [:]

    static let subtree = Rect(x: 760, y: 340, width: 400, height: 400)
    static let turn = AffineTransform(rotation: .pi / 6).around(subtree.center)

    init() throws {
        framebuffer = try Framebuffer(width: 1920, height: 1080)
        painter = Painter(target: framebuffer)
    }

    var figures: [BenchFigure] {
        // The rotated figure last: `--png` writes its frame.
        [figure("plain") { painter in Self.drawSubtree(painter) },
         figure("rotate-30") { painter in
             painter.withTransform(Self.turn, source: Self.subtree) { Self.drawSubtree(painter) }
         }]
    }

    func image() -> Graphics.Image? { framebuffer.makeImage() }

    private func figure(_ mode: String, _ draw: @escaping (Painter) -> Void) -> BenchFigure {
        BenchFigure(mode: mode, draw: { _ in }, details: {
            let sorted = (self.frames[mode] ?? []).sorted()
            return [("p99_ns", Int(BenchReport.percentile(99, ofSorted: sorted))),
                    ("allocations_paint", (self.allocations[mode] ?? []).dropFirst(3).max().map(Int.init) ?? -1)]
        }, timedFrame: {
            self.painter.clear(.white)
            let start = FrameTimer.now(), before = tessera_allocation_count()
            draw(self.painter)
            let end = FrameTimer.now(), after = tessera_allocation_count()
            if tessera_allocation_count_available() == 1 { self.allocations[mode, default: []].append(after - before) }
            self.frames[mode, default: []].append(end - start)
            return end - start
        })
    }

    /// The subtree, inside `subtree`.
    static func drawSubtree(_ painter: Painter) {
        let r = subtree
        painter.fill(RoundedRect(r, radius: 24), with: .linearGradient(LinearGradient(
            from: Color(red: 0.1, green: 0.3, blue: 0.8), to: Color(red: 0.9, green: 0.5, blue: 0.1),
            start: r.origin, end: Point(x: r.maxX, y: r.maxY))))
        for i in 0..<4 {
            let box = Rect(x: r.minX + 30 + Double(i) * 90, y: r.minY + 40, width: 70, height: 120)
            painter.fill(RoundedRect(box, radius: 12), with: .color(Color(red: 1, green: 1, blue: 1, alpha: 0.7)))
        }
        painter.fillEllipse(in: Rect(x: r.minX + 60, y: r.minY + 200, width: 280, height: 160),
                            with: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        painter.strokeBorder(RoundedRect(r, radius: 24), widths: EdgeInsets(all: 4), colors: BorderColors(all: .black))
    }
}
