import Geometry
import Graphics

/// Draws positioned glyphs of one face, size and color through a glyph cache: what
/// `Painter.drawGlyphs` and `TextSystem.draw` are made of.
///
/// Text repeats a few dozen glyphs, so a small direct-mapped memo by glyph and subpixel
/// phase sits in front of the shared cache and saves its lock and LRU update for all
/// but the first drawing of each. One brush serves every run and line of a paragraph
/// drawn in its style. A value with its own memo: use it from one thread at a time.
struct GlyphBrush {
    let face: FontFace
    let size: Double
    let color: Color
    private let cache: GlyphCache
    private let size64: Int32
    private let faceIdentifier: Int
    /// Bitmap glyphs are never shifted by a phase: one cache entry, placed at the nearest pixel.
    private let subpixel: Bool
    private let prepared: PreparedColor
    /// The memo and the line live in `storage`, reused from brush to brush.
    private let storage: GlyphBrushStorage
    private let memoKeys: UnsafeMutablePointer<UInt64>
    /// The memo's glyphs, unretained: reading one for every glyph drawn would otherwise
    /// cost a retain and a release. `memoOwners` keeps them alive.
    private let memo: UnsafeMutablePointer<Unmanaged<RasterizedGlyph>?>
    private let memoOwners: UnsafeMutablePointer<RasterizedGlyph?>
    /// How many masks of glyphs on the current baseline wait in `storage.line`, drawn
    /// together (row by row) when the baseline changes or the call ends.
    private var lineCount = 0

    /// `64 - log2(slots)`: the memo has a power-of-two number of slots, picked by the
    /// top bits of a multiplicative hash.
    private let memoShift: UInt64

    /// A brush for about `glyphCount` glyphs: the memo grows with the text, from 16
    /// slots for a label to 512 for a page (a page of Latin text draws about 70
    /// distinct glyph renderings, and a direct-mapped memo needs room to spare).
    /// `storage` is used by this brush until the next is made with it; its memo is kept
    /// from the brush before when that one drew this face at this size through this
    /// cache (`GlyphBrushStorage.prepareMemo`), else emptied.
    init(face: FontFace, size: Double, color: Color, cache: GlyphCache, glyphCount: Int,
         storage: GlyphBrushStorage = GlyphBrushStorage()) {
        self.face = face
        self.size = size
        self.color = color
        self.cache = cache
        size64 = GlyphKey.fixedSize(size)
        faceIdentifier = face.identifier
        subpixel = !face.hasColorGlyphs && !face.isBitmapOnly
        prepared = PreparedColor(color)
        let bits = min(9, max(4, Int.bitWidth - max(1, glyphCount).leadingZeroBitCount))
        let slots = storage.prepareMemo(slots: 1 << bits, face: face.identifier, size: size64,
                                        cache: ObjectIdentifier(cache))
        memoShift = UInt64(64 - slots.trailingZeroBitCount)
        self.storage = storage
        memoKeys = storage.memoKeys
        memo = storage.memo
        memoOwners = storage.memoOwners
    }

    /// Whether this brush draws in `face` at `size` in `color`.
    func draws(_ face: FontFace, size: Double, color: Color) -> Bool {
        self.face === face && self.size == size && self.color == color
    }

    /// Draws `count` glyphs: `glyph(i)` with its pen on the baseline at `pen(i)`, in
    /// painter coordinates. Baselines snap to whole pixels; x snaps to the quarter
    /// pixel, whose phase picks the glyph's cached rendering. Outline glyphs are drawn
    /// in the color; color glyphs (emoji) as they are, with the color's alpha as their
    /// opacity, at whole pixels.
    @inline(__always)
    mutating func draw(count: Int, in painter: Painter, glyph: (Int) -> UInt32, pen: (Int) -> Point) {
        guard color.alpha > 0, size > 0 else { return }
        let (dx, dy) = painter.translation
        let limit = Double(PixelRect.coordinateLimit)
        var lineBaseline = Int.min
        for i in 0..<count {
            let position = pen(i)
            let x = position.x + dx, y = position.y + dy
            guard abs(x) < limit, abs(y) < limit else { continue }
            let snapped = SubpixelPosition(subpixel ? x : Double(x.roundedToInt))
            let baseline = y.roundedToInt
            rasterized(glyph(i), phase: snapped.phase)._withUnsafeGuaranteedRef { rasterized in
                if let coverage = rasterized.coverage {
                    if baseline != lineBaseline {
                        flushLine(painter)
                        lineBaseline = baseline
                    }
                    storage.reserveLine(lineCount + 1, keeping: lineCount)
                    (storage.line + lineCount).initialize(to: MaskPlacement(
                        coverage: coverage, width: rasterized.width, height: rasterized.height,
                        x: snapped.pixel + rasterized.left, y: baseline - rasterized.top))
                    lineCount += 1
                } else if let image = rasterized.image {
                    // Color glyphs go over the masks before them, as drawn in order.
                    flushLine(painter)
                    let left = Double(snapped.pixel + rasterized.left) - dx, top = Double(baseline - rasterized.top) - dy
                    painter.draw(image, in: Rect(x: left, y: top, width: Double(image.width), height: Double(image.height)),
                                 opacity: color.alpha)
                }
            }
        }
        flushLine(painter)
    }

    private mutating func flushLine(_ painter: Painter) {
        guard lineCount > 0 else { return }
        painter.drawMasks(UnsafeBufferPointer(start: storage.line, count: lineCount), color: prepared)
        lineCount = 0
    }

    /// The glyph's rendering at `phase`, from the memo or the cache; it stays alive as
    /// long as this brush.
    @inline(__always)
    private mutating func rasterized(_ glyph: UInt32, phase: Int) -> Unmanaged<RasterizedGlyph> {
        let memoKey = UInt64(glyph) << 8 | UInt64(phase)
        let slot = Int(truncatingIfNeeded: (memoKey &* 0x9E37_79B9_7F4A_7C15) >> memoShift)
        if memoKeys[slot] == memoKey, let remembered = memo[slot] { return remembered }
        let key = GlyphKey(faceIdentifier: faceIdentifier, glyph: glyph, size64: size64, phase: phase)
        let found = cache.glyph(key, of: face)
        memoKeys[slot] = memoKey
        memoOwners[slot] = found
        memo[slot] = Unmanaged.passUnretained(found)
        return memo[slot]!
    }
}
