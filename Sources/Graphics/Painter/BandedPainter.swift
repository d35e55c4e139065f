import Dispatch
import Geometry

/// Paints one drawing on several cores: the target is cut into horizontal bands, and
/// each band is drawn by its own `Painter` (its own rasterizer cells, outline and
/// layers: no lock, nothing shared but the pixels, and no two bands write one pixel)
/// on a thread of the system's pool, LVGL's draw units in spirit. Every band runs the
/// whole drawing under its band's clip; since what a painter draws does not depend on
/// its clip (see `Painter`), the frame is bit for bit the frame one painter draws.
///
/// The drawing closure runs once per band, at the same time on different threads: it
/// must only draw through the painter it is given and read what it shares. Work that
/// does not depend on the band (building paths, shaping text) is repeated per band, so
/// banding pays when filling pixels dominates: a full frame of many shapes, not a small
/// damaged region (`minimumBandRows` keeps short areas on one band).
public final class BandedPainter: @unchecked Sendable {
    // @unchecked: each painter is used by the one band that owns it during `draw`, and
    // `draw` is not reentrant (documented); between draws nothing runs.

    /// The framebuffer drawn into.
    public let target: Framebuffer
    /// The most bands a drawing is cut into (the threads used at once).
    public let bandLimit: Int
    /// The fewest rows a band has: an area shorter than two of these is one band.
    public var minimumBandRows: Int

    private let painters: [Painter]

    /// A banded painter over `target` with at most `threads` bands (at least 1, a
    /// precondition; 1 paints on the calling thread alone, and
    /// `ProcessInfo.activeProcessorCount` uses every core) and bands of at least
    /// `minimumBandRows` rows.
    public init(target: Framebuffer, threads: Int, minimumBandRows: Int = 64) {
        precondition(threads >= 1, "BandedPainter: threads must be at least 1, not \(threads)")
        self.target = target
        bandLimit = threads
        self.minimumBandRows = max(1, minimumBandRows)
        painters = (0..<threads).map { _ in Painter(target: target) }
    }

    /// The bands `area` (device pixels, within the target) is cut into: equal runs of
    /// rows, as many as `bandLimit` allows with at least `minimumBandRows` rows each.
    public func bands(of area: PixelRect) -> [PixelRect] {
        let area = area.intersection(target.bounds)
        guard !area.isEmpty else { return [] }
        let count = max(1, min(bandLimit, area.height / minimumBandRows))
        return (0..<count).map { i in
            PixelRect(minX: area.minX, minY: area.minY + area.height * i / count,
                      maxX: area.maxX, maxY: area.minY + area.height * (i + 1) / count)
        }
    }

    /// Runs `body` once per band of `area` (the whole target by default), each time with
    /// a painter clipped to its band, the bands at once on different threads, and
    /// returns when all are drawn. Not reentrant: one `draw` at a time.
    public func draw(in area: PixelRect? = nil, _ body: @Sendable (Painter) -> Void) {
        drawBands(in: area) { painter, _ in body(painter) }
    }

    /// As `draw(in:_:)`, with each band's index (from 0, below `bandLimit`) for what a
    /// band keeps of its own between drawings (a glyph memo, scratch memory).
    public func drawBands(in area: PixelRect? = nil, _ body: @Sendable (Painter, Int) -> Void) {
        let bands = bands(of: area ?? target.bounds)
        if bands.count == 1 {
            paint(band: bands[0], with: painters[0]) { body($0, 0) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: bands.count) { i in
            paint(band: bands[i], with: painters[i]) { body($0, i) }
        }
    }

    private func paint(band: PixelRect, with painter: Painter, _ body: (Painter) -> Void) {
        painter.withClip(Rect(x: Double(band.minX), y: Double(band.minY),
                              width: Double(band.width), height: Double(band.height))) { body(painter) }
    }
}
