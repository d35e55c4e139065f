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

    var figures: [BenchFigure] {
        [BenchFigure(mode: "full") { painter in
            painter.clear(.white)
            for (shape, paint) in shapes { painter.fill(shape, with: paint) }
        }]
    }
}
