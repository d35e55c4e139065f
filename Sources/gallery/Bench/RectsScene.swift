import Foundation
import Tessera

/// rects-10k: 10,000 rounded rectangles at 50 % alpha on a white 1920x1080 canvas,
/// from the fixed pseudo-random sequence of bench-scene.md.
struct RectsScene: BenchScene {
    let width = 1920
    let height = 1080

    /// The scene's shapes, computed once: a frame times drawing, not arithmetic.
    private let shapes: [(RoundedRect, Paint)] = (0..<10_000).map { i in
        let rect = Rect(x: Double((i * 7919) % 1800), y: Double((i * 104729) % 1000),
                        width: Double(20 + i % 100), height: Double(10 + i % 70))
        let color = Color(red8: UInt8((i * 37) % 256), green8: UInt8((i * 91) % 256),
                          blue8: UInt8((i * 53) % 256)).withAlphaMultiplied(by: 0.5)
        // The radius is clamped to half the smaller side by RoundedRect, as CSS does.
        return (RoundedRect(rect, radius: Double(i % 12)), .color(color))
    }

    /// `full` with the span kernels the process chose (the widest the CPU has, unless
    /// `TESSERA_SPAN_KERNELS=portable`); `full-portable` with the portable Swift loops
    /// (the same pixels), for the ratio of the two in one run; `full-all-cores` with a
    /// `BandedPainter`, one band per core (the same pixels again).
    var figures: [BenchFigure] {
        let widest = SpanKernels.current
        return [
            BenchFigure(mode: "full", draw: { painter in
                SpanKernels.select(widest)
                draw(painter)
            }, details: { [("avx2", widest == .avx2 ? 1 : 0)] }),
            BenchFigure(mode: "full-portable", draw: { painter in
                SpanKernels.select(.portable)
                draw(painter)
                SpanKernels.select(widest)
            }),
            BenchFigure(mode: "full-all-cores", draw: { painter in
                let shapes = shapes
                banded.painter(for: painter.target).draw { Self.draw(shapes, $0) }
            }, details: { [("threads", banded.threads)] }),
        ]
    }

    /// The `BandedPainter` of `full-all-cores`, one band per core, made for the bench's
    /// framebuffer at its first frame.
    private let banded = BandedPainterSlot()

    private func draw(_ painter: Painter) { Self.draw(shapes, painter) }

    private nonisolated static func draw(_ shapes: [(RoundedRect, Paint)], _ painter: Painter) {
        painter.clear(.white)
        for (shape, paint) in shapes { painter.fill(shape, with: paint) }
    }
}

/// Holds the scene's banded painter (the scene is a value; its painter is made once).
@MainActor
private final class BandedPainterSlot {
    let threads = ProcessInfo.processInfo.activeProcessorCount
    private var banded: BandedPainter?

    func painter(for target: Framebuffer) -> BandedPainter {
        if let banded, banded.target === target { return banded }
        let made = BandedPainter(target: target, threads: threads)
        banded = made
        return made
    }
}
