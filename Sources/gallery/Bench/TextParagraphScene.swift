import Tessera

/// text-paragraph: the first 2,000 words of a fixed text in DejaVu Sans 14 px, black on
/// white, wrapped within 760 px at (20, 20) on an 800x2400 canvas (bench-scene.md).
///
/// Every frame lays the paragraph out from scratch (shaping, breaking, lines) and draws
/// it, as the peers do. Cold frames start with an empty glyph cache, so every glyph is
/// rasterized again; the font file's face stays loaded, as the peers' files stay in the
/// page cache. Warm frames reuse the glyph cache the warm-up frames filled.
final class TextParagraphScene: BenchScene {
    let width = 800
    let height = 2400
    private let text: AttributedText
    private let fonts = FontDatabase.shared
    private let warmCache = GlyphCache()
    private var lastLayout: TextLayout?
    private var lastCache: GlyphCache?

    init() throws {
        let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua"
            .split(separator: " ")
        let paragraph = (0..<2000).map { words[$0 % words.count] }.joined(separator: " ")
        let attributes = TextAttributes(font: FontDescriptor(family: "DejaVu Sans"), size: 14, color: .black)
        text = AttributedText(paragraph, attributes: attributes)
        guard let match = fonts.face(for: attributes.font), match.familyResolution == .exact else {
            throw BenchSceneError.missingFont("DejaVu Sans (Debian package fonts-dejavu-core)")
        }
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "cold", draw: { painter in self.drawFrame(painter, cache: GlyphCache()) }, details: details),
            BenchFigure(mode: "warm", draw: { painter in self.drawFrame(painter, cache: self.warmCache) }, details: details),
        ]
    }

    private func drawFrame(_ painter: Painter, cache: GlyphCache) {
        painter.clear(.white)
        // A text system without a shaping cache: each frame shapes and breaks again.
        let system = TextSystem(fonts: fonts, glyphCache: cache, paragraphCacheByteLimit: 0)
        let layout = system.layout(text, width: 760)
        system.draw(layout, of: text, at: Point(x: 20, y: 20), in: painter)
        lastLayout = layout
        lastCache = cache
    }

    private func details() -> [(name: String, value: Int)] {
        guard let layout = lastLayout, let cache = lastCache else { return [] }
        let glyphs = layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
        let statistics = cache.statistics
        return [("lines", layout.lines.count), ("glyphs", glyphs),
                ("glyph_cache_entries", statistics.entryCount), ("glyph_cache_bytes", statistics.byteCount)]
    }
}

/// Why a scene cannot be drawn on this machine.
enum BenchSceneError: Error, CustomStringConvertible {
    case missingFont(String)
    case missing(String)

    var description: String {
        switch self {
        case .missingFont(let font): "the scene needs the font \(font)"
        case .missing(let what): "the benchmark scene has no \(what)"
        }
    }
}
