import Caching
import Geometry
import Graphics
import Locking

/// Lays out, measures and draws paragraphs: the entry point of the text stack.
///
/// It turns an `AttributedText` into a `TextLayout` (fonts, fallback, bidi, shaping,
/// UAX #14 breaking, lines) and draws layouts through the glyph cache. Shaped paragraphs
/// are cached (LRU, by text, direction and language), so measuring the same text at many
/// widths, as Layout does, shapes it once. Safe to use from several threads at once (the
/// layout thread measures while the main thread draws).
public final class TextSystem: Sendable {
    public let fonts: FontDatabase
    public let glyphCache: GlyphCache
    /// Shaped words, shared by all paragraphs this system lays out.
    public let words: WordShapeCache
    private let paragraphs: Lock<ByteBoundedLRU<Prehashed<ParagraphKey>, ShapedParagraph>>

    /// 4 MiB of shaped paragraphs: hundreds of labels and paragraphs of a screen or two.
    public static let defaultParagraphCacheByteLimit = 4 << 20

    /// The text system over the shared font database and glyph cache.
    public static let shared = TextSystem()

    /// A text system over `fonts` and `glyphCache`, keeping shaped paragraphs up to
    /// `paragraphCacheByteLimit` bytes (0: none, every layout shapes again).
    public init(fonts: FontDatabase = .shared, glyphCache: GlyphCache = .shared, words: WordShapeCache = WordShapeCache(),
                paragraphCacheByteLimit: Int = TextSystem.defaultParagraphCacheByteLimit) {
        self.fonts = fonts
        self.glyphCache = glyphCache
        self.words = words
        paragraphs = Lock(ByteBoundedLRU(byteLimit: paragraphCacheByteLimit))
    }

    /// Shaped paragraphs cached, and the bytes they cost (at most the byte limit).
    public var paragraphCacheStatistics: (count: Int, byteCount: Int, byteLimit: Int) {
        paragraphs.withLock { ($0.count, $0.byteCount, $0.byteLimit) }
    }

    /// Lays `text` out within `width` points (nil: unbounded, one line per hard break).
    public func layout(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double?) -> TextLayout {
        shapedParagraph(text, style: style).layout(width: width.map { max(0, $0) }, style: style)
    }

    /// The size, first baseline and line count of `text` laid out within `width`.
    public func measure(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double?) -> TextMeasurement {
        let layout = self.layout(text, style: style, width: width)
        return TextMeasurement(size: layout.size, firstBaseline: layout.firstBaseline, lineCount: layout.lines.count,
                               isTruncated: layout.isTruncated)
    }

    /// The widest piece of `text` that no line can break inside, without the spaces that
    /// hang at its end: the narrowest width it fits in without breaking inside a word
    /// (CSS's min-content contribution of text, CSS Sizing 3 §5.1). `maxLines` plays no
    /// part. One pass over the shaped paragraph's cluster advances between its UAX #14
    /// opportunities (shared, like every layout, through the paragraph cache).
    public func minContentWidth(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle()) -> Double {
        shapedParagraph(text, style: style).minContentWidth(style: style)
    }

    /// Loads the fonts `attributes` name ahead of their first use: fontconfig's setup and
    /// each face's file. Thread-safe; an app calls it on a background thread at launch,
    /// while its window opens, so the first layout finds them ready.
    public func prepareFonts(for attributes: [TextAttributes]) {
        for attribute in attributes {
            _ = measure(AttributedText("Tessera", attributes: attribute), width: nil)
        }
    }

    /// Draws `layout` (made from `text`) with its top-left corner at `origin`. With
    /// `storage` (one per thread that draws often), drawing allocates nothing once the
    /// glyphs are cached.
    public func draw(_ layout: TextLayout, of text: AttributedText, at origin: Point, in painter: Painter,
                     storage: GlyphBrushStorage? = nil) {
        let storage = storage ?? GlyphBrushStorage()
        // One brush per face, size and color, kept across runs and lines, so its memo
        // of recent glyphs serves the whole paragraph.
        var brush: GlyphBrush?
        let glyphCount = layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
        var strikeouts: [(Rect, Color)] = []
        for line in layout.lines {
            for run in line.runs {
                let attributes = text.runs[min(run.attributesIndex, text.runs.count - 1)].attributes
                if brush?.draws(run.face, size: run.size, color: attributes.color) != true {
                    brush = GlyphBrush(face: run.face, size: run.size, color: attributes.color, cache: glyphCache,
                                       glyphCount: glyphCount, storage: storage)
                }
                run.glyphs.withUnsafeBufferPointer { glyphs in
                    run.positionsX.withUnsafeBufferPointer { xs in
                        run.positionsY.withUnsafeBufferPointer { ys in
                            brush!.draw(count: glyphs.count, in: painter, glyph: { glyphs[$0] },
                                        pen: { Point(x: origin.x + xs[$0], y: origin.y + ys[$0]) })
                        }
                    }
                }
                // Underlines go under the glyphs, strikeouts over them (CSS Text Decoration §2).
                guard attributes.underline || attributes.strikethrough else { continue }
                let decorations = TextDecorations(face: run.face, size: run.size)
                if attributes.underline {
                    painter.fill(Rect(x: origin.x + run.minX, y: origin.y + line.baseline + decorations.underlineOffset,
                                      width: run.maxX - run.minX, height: decorations.underlineThickness),
                                 with: .color(attributes.color))
                }
                if attributes.strikethrough {
                    strikeouts.append((Rect(x: origin.x + run.minX, y: origin.y + line.baseline - decorations.strikeoutOffset,
                                            width: run.maxX - run.minX, height: decorations.strikeoutThickness),
                                       attributes.color))
                }
            }
        }
        for (rect, color) in strikeouts { painter.fill(rect, with: .color(color)) }
    }

    // MARK: shaping, cached

    /// The shaped paragraph of `text`, from the cache or shaped now (tests read its runs).
    func shapedParagraph(_ text: AttributedText, style: ParagraphStyle) -> ShapedParagraph {
        let key = Prehashed(ParagraphKey(text: text, direction: style.direction, language: style.language,
                                         lineBreak: style.lineBreak))
        if let cached = paragraphs.withLock({ $0.value(for: key) }) { return cached }
        let shaped = shape(text, style: style)
        // Evicted paragraphs are freed after the lock is let go: freeing their arrays under
        // it kept other threads preparing text waiting (and sleeping).
        var evicted: [ByteBoundedLRU<Prehashed<ParagraphKey>, ShapedParagraph>.Evicted] = []
        paragraphs.withLock { $0.insert(shaped, for: key, cost: shaped.byteCost + key.value.byteCost, evicting: &evicted) }
        evicted.removeAll()
        return shaped
    }

    private func shape(_ text: AttributedText, style: ParagraphStyle) -> ShapedParagraph {
        let string = text.string
        let units = Array(string.utf16)
        // UAX #14 opportunities come in UTF-8 offsets: carry them over to UTF-16. Those
        // inside a grapheme cluster are dropped once, by `ShapedParagraph`, which keeps
        // runs and glyph clusters whole at the same boundaries: the breaker need not.
        let breaker = LineBreaker(language: style.language ?? "en", strictness: style.lineBreak,
                                  keepsGraphemeClustersWhole: false)
        let lineBreaks = breaker.breaks(in: string)
        var breaks = [BreakKind](repeating: .none, count: units.count + 1)
        var utf8Offset = 0, utf16Offset = 0
        for scalar in string.unicodeScalars {
            utf8Offset += scalar.utf8.count
            utf16Offset += scalar.utf16.count
            switch lineBreaks[utf8Offset: utf8Offset] {
            case .mandatory: breaks[utf16Offset] = .mandatory
            case .allowed: breaks[utf16Offset] = .allowed
            case .prohibited: break
            }
        }
        // Fonts: each attribute run is itemized into faces that cover its characters.
        var styledRuns: [StyledRun] = []
        for (index, run) in text.runs.enumerated() where !run.utf16Range.isEmpty {
            let start = String.Index(utf16Offset: run.utf16Range.lowerBound, in: string)
            let end = String.Index(utf16Offset: run.utf16Range.upperBound, in: string)
            guard let match = fonts.face(for: run.attributes.font) else { continue }
            for fontRun in fonts.itemize(string[start..<end], primary: match.face, near: run.attributes.font) {
                let range = (fontRun.utf16Range.lowerBound + run.utf16Range.lowerBound)..<(fontRun.utf16Range.upperBound + run.utf16Range.lowerBound)
                styledRuns.append(StyledRun(range: range, face: fontRun.face, size: run.attributes.size,
                                            letterSpacing: run.attributes.letterSpacing, attributesIndex: index))
            }
        }
        if styledRuns.isEmpty, let match = fonts.face(for: text.firstAttributes.font) {
            // Empty text still has a font: it measures one line high.
            styledRuns.append(StyledRun(range: 0..<0, face: match.face, size: text.firstAttributes.size,
                                        letterSpacing: 0, attributesIndex: 0))
        }
        return ShapedParagraph(units: units, fontRuns: styledRuns, breaks: breaks, direction: style.direction,
                               language: style.language, words: words)
    }
}

/// What a shaped paragraph depends on (kept in the cache `Prehashed`).
struct ParagraphKey: Hashable {
    var text: AttributedText
    var direction: WritingDirection
    var language: String?
    var lineBreak: LineBreakStrictness

    /// What the key holds in the cache: its text's bytes and runs.
    var byteCost: Int { text.byteCost + (language?.utf8.count ?? 0) }
}
