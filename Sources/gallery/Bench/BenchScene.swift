import Tessera

/// A benchmark scene: a canvas size and the figures measured on it. Scenes run on the
/// main thread (component roots live on the main actor).
@MainActor
protocol BenchScene {
    var width: Int { get }
    var height: Int { get }
    var figures: [BenchFigure] { get }
    /// The frame `--png` writes, when the scene draws somewhere else than the bench's
    /// framebuffer (a component host); nil: the bench's framebuffer.
    func image() -> Graphics.Image?
}

extension BenchScene {
    func image() -> Graphics.Image? { nil }
}

/// One timed figure of a scene (`mode` in the JSON line): what one frame draws, and
/// facts about the last frame to report beside the times (e.g. a paragraph's lines).
struct BenchFigure {
    let mode: String
    let draw: (Painter) -> Void
    var details: () -> [(name: String, value: Int)] = { [] }
    /// For a figure whose frame is not one call of `draw` (a process start, an input
    /// event until its frame is on screen): runs one frame and returns its nanoseconds.
    var timedFrame: (() throws -> UInt64)?
}

extension ComponentHost {
    /// Whether the frame shown equals a full repaint of the same tree: the benches' last
    /// check that their partial frames were exact.
    @MainActor
    func matchesFullRepaint() -> Bool {
        paint()
        let shown = image()
        paintAll()
        return shown.pixels == image().pixels
    }
}
