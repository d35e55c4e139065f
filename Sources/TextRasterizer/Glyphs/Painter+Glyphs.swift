import Geometry
import Graphics

extension Painter {
    /// Draws a run of positioned glyphs of one face and size through `cache`.
    ///
    /// `positions` are pen positions on the baseline in painter coordinates (device
    /// pixels before the translation), one per glyph; the shorter of the two arrays
    /// decides how many are drawn. Baselines snap to whole pixels; x snaps to the
    /// quarter pixel, whose phase picks the glyph's cached rendering. Outline glyphs
    /// are drawn in `color`; color glyphs (emoji) as they are, with `color`'s alpha as
    /// their opacity, at whole pixels. A glyph already cached costs a lookup and a blit.
    public func drawGlyphs(_ glyphs: [UInt32], at positions: [Point], face: FontFace, size: Double,
                           color: Color, cache: GlyphCache = .shared) {
        guard color.alpha > 0, size > 0 else { return }
        let size64 = GlyphKey.fixedSize(size)
        let faceIdentifier = face.identifier
        // Bitmap glyphs are never shifted by a phase: one cache entry, placed at the nearest pixel.
        let subpixel = !face.hasColorGlyphs && !face.isBitmapOnly
        let (dx, dy) = translation
        let limit = Double(PixelRect.coordinateLimit)
        let prepared = PreparedColor(color)
        // A run repeats a few dozen glyphs: a small direct-mapped memo in front of the
        // shared cache saves its lock and LRU update for all but the first of each.
        var memoKeys = [UInt64](repeating: .max, count: Self.glyphMemoSize)
        var memo = [RasterizedGlyph?](repeating: nil, count: Self.glyphMemoSize)
        for i in 0..<min(glyphs.count, positions.count) {
            let x = positions[i].x + dx, y = positions[i].y + dy
            guard abs(x) < limit, abs(y) < limit else { continue }
            let pen = SubpixelPosition(subpixel ? x : x.rounded())
            let baseline = Int(y.rounded())
            let memoKey = UInt64(glyphs[i]) << 8 | UInt64(pen.phase)
            let slot = Int(truncatingIfNeeded: (memoKey &* 0x9E37_79B9_7F4A_7C15) >> 58) & (Self.glyphMemoSize - 1)
            let glyph: RasterizedGlyph
            if memoKeys[slot] == memoKey, let remembered = memo[slot] {
                glyph = remembered
            } else {
                let key = GlyphKey(faceIdentifier: faceIdentifier, glyph: glyphs[i], size64: size64, phase: pen.phase)
                glyph = cache.glyph(key, of: face)
                memoKeys[slot] = memoKey
                memo[slot] = glyph
            }
            // Back to painter coordinates: the draw calls add the translation again.
            let left = Double(pen.pixel + glyph.left) - dx, top = Double(baseline - glyph.top) - dy
            switch glyph.content {
            case .empty:
                continue
            case .mask(let mask):
                draw(mask, x: left, y: top, color: prepared)
            case .color(let image):
                draw(image, in: Rect(x: left, y: top, width: Double(image.width), height: Double(image.height)),
                     opacity: color.alpha)
            }
        }
    }

    /// Slots of the per-run glyph memo (a power of two).
    static let glyphMemoSize = 64
}
