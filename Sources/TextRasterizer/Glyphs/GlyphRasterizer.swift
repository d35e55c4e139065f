import CFreeType
import Graphics

/// Turns one glyph of a face at a size and subpixel phase into pixels with FreeType.
///
/// Outlines are loaded unhinted (`FT_LOAD_NO_HINTING`): subpixel positioning needs x
/// left alone, the shapes then match HarfBuzz's unhinted advances at every size, and
/// loading skips the hinter on every cold glyph (four phases each). Light hinting
/// would only snap y, for crisper horizontal edges at the cost of the autohinter's
/// per-glyph analysis. The outline is shifted right by the phase and rendered with
/// 256-level anti-aliasing (`FT_RENDER_MODE_NORMAL`).
///
/// Color glyphs (`FT_LOAD_COLOR`) of bitmap-only faces come at the face's fixed
/// strikes: the smallest strike at least as large as the size is chosen (shrinking
/// looks better than enlarging), and its BGRA bitmap is scaled to the size. Bitmaps
/// are not shifted by the phase.
///
/// A glyph of more than `maxPixelCount` pixels comes out empty, before anything that size
/// is allocated: real glyphs stay far below it even at `GlyphKey.sizeRange`'s largest
/// size, and a damaged font (a unitsPerEm of 16, points thousands of em away, a color
/// strike claiming one pixel per em) would otherwise ask for gigabytes per glyph.
public enum GlyphRasterizer {
    /// The most pixels one glyph may have: those of an 8K screen (2^25). A 2-em glyph at
    /// the largest size, 4,096 pixels per em, just fits.
    public static let maxPixelCount = 1 << 25

    /// Rasterizes the glyph `key` names (its face must be `face`), taking the face's lock.
    public static func rasterize(_ key: GlyphKey, of face: FontFace) -> RasterizedGlyph {
        precondition(key.faceIdentifier == face.identifier, "the key names another face")
        return face.withFreeTypeFace { rasterize(key, in: $0, synthesis: face.synthesis) }
    }

    /// Rasterizes with the FreeType face of the key's face; the caller holds its lock.
    /// Glyphs FreeType cannot load or render come out empty. `synthesis` is the key's
    /// face's (a synthesized variant has its own identifier, so its own keys).
    static func rasterize(_ key: GlyphKey, in face: FT_Face, synthesis: FontSynthesis = []) -> RasterizedGlyph {
        // The size and transform are whatever the face's previous user left.
        FT_Set_Transform(face, nil, nil)
        guard let strikeScale = setSize(key.size64, of: face) else { return .empty }
        let isColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        // Scalable faces draw outlines even where they embed bitmaps, which could not be shifted.
        let flags = Int32(FT_LOAD_NO_HINTING) | Int32(isColor ? FT_LOAD_COLOR : FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, key.glyph, flags) == 0, let slot = face.pointee.glyph else { return .empty }

        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            // Synthetic styles as Cairo draws them: emboldened by FreeType (1/24 em, the
            // advance `Shaper` widens by the same), then sheared about the baseline.
            if synthesis.contains(.bold) { FT_GlyphSlot_Embolden(slot) }
            if synthesis.contains(.oblique) { shear(&slot.pointee.outline, by: FontSynthesis.obliqueShear) }
            shift(&slot.pointee.outline, by: FT_Pos(Int(key.phase) * 64 / GlyphKey.subpixelPhases))
            guard pixelCount(of: slot.pointee.outline) <= maxPixelCount else { return .empty }
        }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        }
        guard let content = FreeTypeBitmap.content(of: slot.pointee.bitmap) else { return .empty }
        let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
        if strikeScale == 1 { return RasterizedGlyph(content: content, left: left, top: top) }
        return scaled(content, left: left, top: top, by: strikeScale)
    }

    /// What `FT_Outline_Translate` does along x: the CFreeType shim does not include
    /// `ftoutln.h`, and moving the points is all it takes.
    private static func shift(_ outline: inout FT_Outline, by dx: FT_Pos) {
        guard dx != 0, let points = outline.points else { return }
        for i in 0..<Int(outline.n_points) { points[i].x += dx }
    }

    /// What `FT_Outline_Transform` with the matrix (1 shear; 0 1) does: x moves right in
    /// proportion to the height above the baseline, so the glyph leans right.
    private static func shear(_ outline: inout FT_Outline, by shear: Double) {
        guard let points = outline.points else { return }
        for i in 0..<Int(outline.n_points) { points[i].x += FT_Pos((Double(points[i].y) * shear).rounded()) }
    }

    /// The pixels of the bitmap FreeType renders for `outline`: its control box rounded
    /// out to whole pixels (the CFreeType shim does not include `ftoutln.h` for
    /// `FT_Outline_Get_CBox`).
    private static func pixelCount(of outline: FT_Outline) -> Int {
        guard let points = outline.points, outline.n_points > 0 else { return 0 }
        var minX = points[0].x, maxX = minX, minY = points[0].y, maxY = minY
        for i in 1..<Int(outline.n_points) {
            minX = min(minX, points[i].x); maxX = max(maxX, points[i].x)
            minY = min(minY, points[i].y); maxY = max(maxY, points[i].y)
        }
        // 26.6 fixed point: floor and ceiling to whole pixels.
        let width = Int((maxX + 63) >> 6) - Int(minX >> 6), height = Int((maxY + 63) >> 6) - Int(minY >> 6)
        return width.multipliedReportingOverflow(by: height).overflow ? .max : width * height
    }

    /// Sets the face to `size64` (26.6 pixels per em). Returns the factor from the
    /// face's pixels to the requested ones: 1 for scalable faces, requested / strike
    /// for bitmap-only faces; nil when the face takes neither.
    private static func setSize(_ size64: Int32, of face: FT_Face) -> Double? {
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 {
            return FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 ? 1 : nil
        }
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        var best = 0
        for i in 1..<max(1, count) {
            let candidate = sizes[i].y_ppem, current = sizes[best].y_ppem
            let fits = candidate >= size64, bestFits = current >= size64
            // The smallest strike not below the size, else the largest one.
            if fits ? (!bestFits || candidate < current) : (!bestFits && candidate > current) { best = i }
        }
        guard FT_Select_Size(face, Int32(best)) == 0, sizes[best].y_ppem > 0 else { return nil }
        return Double(size64) / Double(sizes[best].y_ppem)
    }

    /// A strike's bitmap resized by `factor`, its edges rounded to whole pixels so the
    /// result is drawn as it is.
    private static func scaled(_ content: RasterizedGlyph.Content, left: Int, top: Int,
                               by factor: Double) -> RasterizedGlyph {
        // A strike far smaller than the size (a damaged font's one pixel per em) would
        // scale a bitmap to millions of pixels a side.
        let (sourceWidth, sourceHeight) = switch content {
        case .empty: (0, 0)
        case .mask(let mask): (mask.width, mask.height)
        case .color(let image): (image.width, image.height)
        }
        guard (Double(sourceWidth) * factor + 2) * (Double(sourceHeight) * factor + 2) <= Double(maxPixelCount) else {
            return .empty
        }
        func edge(_ v: Int) -> Int { Int((Double(v) * factor).rounded()) }
        let newLeft = edge(left), newTop = edge(top)
        switch content {
        case .empty:
            return .empty
        case .mask(let mask):
            let width = max(1, edge(left + mask.width) - newLeft), height = max(1, newTop - edge(top - mask.height))
            return RasterizedGlyph(content: .mask(BitmapScaler.scale(mask, toWidth: width, height: height)),
                                   left: newLeft, top: newTop)
        case .color(let image):
            let width = max(1, edge(left + image.width) - newLeft), height = max(1, newTop - edge(top - image.height))
            return RasterizedGlyph(content: .color(BitmapScaler.scale(image, toWidth: width, height: height)),
                                   left: newLeft, top: newTop)
        }
    }
}
