import CFreeType
import Graphics

/// Copies of FreeType's glyph bitmaps as Tessera values. FreeType reuses the slot's
/// buffer on the next load, so every bitmap is copied out while the face lock is held.
enum FreeTypeBitmap {
    /// The bitmap as glyph content: gray and mono bitmaps become coverage masks, BGRA
    /// bitmaps (color glyphs) premultiplied `0xAARRGGBB` images. Nil for an empty bitmap,
    /// one over `GlyphRasterizer.maxPixelCount`, or a pixel mode glyphs do not come in (LCD
    /// modes are never asked for).
    static func content(of bitmap: FT_Bitmap) -> RasterizedGlyph.Content? {
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, width * height <= GlyphRasterizer.maxPixelCount, let buffer = bitmap.buffer else {
            return nil
        }
        let pitch = Int(bitmap.pitch)
        // A negative pitch means rows are stored bottom-up, starting at the last row.
        let firstRow = pitch >= 0 ? UnsafePointer(buffer) : UnsafePointer(buffer) - pitch * (height - 1)
        func row(_ y: Int) -> UnsafePointer<UInt8> { firstRow + y * pitch }

        switch bitmap.pixel_mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            let levels = max(2, Int(bitmap.num_grays))
            return .mask(mask(width: width, height: height) { y, out in
                let source = row(y)
                if levels == 256 {
                    out.baseAddress!.update(from: source, count: width)
                } else {
                    for x in 0..<width { out[x] = UInt8(Int(source[x]) * 255 / (levels - 1)) }
                }
            })
        case UInt8(FT_PIXEL_MODE_MONO.rawValue):
            return .mask(mask(width: width, height: height) { y, out in
                let source = row(y)
                for x in 0..<width { out[x] = source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 ? 255 : 0 }
            })
        case UInt8(FT_PIXEL_MODE_BGRA.rawValue):
            // FreeType's BGRA is premultiplied already: only the byte order changes.
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
                for y in 0..<height {
                    let source = row(y)
                    for x in 0..<width {
                        let p = source + 4 * x
                        out[y * width + x] = PremultipliedPixel.pack(alpha: UInt32(p[3]), red: UInt32(p[2]),
                                                                     green: UInt32(p[1]), blue: UInt32(p[0]))
                    }
                }
                count = width * height
            }
            return .color(try! Image(width: width, height: height, pixels: pixels))
        default:
            return nil
        }
    }

    /// A mask whose rows `fill(y, row)` writes.
    private static func mask(width: Int, height: Int,
                             _ fill: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> AlphaMask {
        let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            for y in 0..<height {
                fill(y, UnsafeMutableBufferPointer(rebasing: out[(y * width)..<((y + 1) * width)]))
            }
            count = width * height
        }
        // The count is width * height by construction.
        return try! AlphaMask(width: width, height: height, coverage: coverage)
    }
}
