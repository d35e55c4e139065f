import Geometry
import Graphics

extension Painter {
    /// Draws a run of positioned glyphs of one face and size through `cache`.
    ///
    /// `positions` are pen positions on the baseline in painter coordinates (device
    /// pixels before the translation), one per glyph; the shorter of the two arrays
    /// decides how many are drawn. Baselines snap to whole pixels; x snaps to the quarter
    /// pixel, whose phase picks the glyph's cached rendering. Outline glyphs are drawn
    /// in `color`; color glyphs (emoji) as they are, with `color`'s alpha as their
    /// opacity, at whole pixels. A glyph already cached costs a lookup and a blit.
    public func drawGlyphs(_ glyphs: [UInt32], at positions: [Point], face: FontFace, size: Double,
                           color: Color, cache: GlyphCache = .shared) {
        var brush = GlyphBrush(face: face, size: size, color: color, cache: cache, glyphCount: glyphs.count)
        glyphs.withUnsafeBufferPointer { glyphs in
            positions.withUnsafeBufferPointer { positions in
                brush.draw(count: min(glyphs.count, positions.count), in: self,
                           glyph: { glyphs[$0] }, pen: { positions[$0] })
            }
        }
    }
}
