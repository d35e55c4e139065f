import CHarfBuzz
import Geometry
import Graphics
import TestFonts
@testable import TextRasterizer

/// Faces and measurements the glyph tests share.
enum GlyphFonts {
    static let dejaVuSans = try! FontFace(contentsOfFile: TestFonts.dejaVuSans)
    static let notoColorEmoji = try! FontFace(contentsOfFile: TestFonts.notoColorEmoji)

    static func glyph(_ scalar: Unicode.Scalar, in face: FontFace = dejaVuSans) -> UInt32 {
        guard let glyph = face.glyph(for: scalar) else { fatalError("\(face) has no glyph for \(scalar)") }
        return glyph
    }

    /// HarfBuzz's advance of `glyph` in pixels at `size` pixels per em.
    static func advance(_ glyph: UInt32, of face: FontFace, size: Double) -> Double {
        Double(hb_font_get_glyph_h_advance(face.harfBuzzFont, glyph)) * face.scale(atSize: size)
    }

    /// Glyph ids and pen positions for `text` set in one face from `x` on a baseline at `y`.
    static func line(_ text: String, face: FontFace, size: Double, x: Double, y: Double) -> ([UInt32], [Point]) {
        var glyphs: [UInt32] = [], positions: [Point] = []
        var pen = x
        for scalar in text.unicodeScalars {
            let id = glyph(scalar, in: face)
            glyphs.append(id)
            positions.append(Point(x: pen, y: y))
            pen += advance(id, of: face, size: size)
        }
        return (glyphs, positions)
    }
}

extension RasterizedGlyph {
    /// The coverage mask, or nil for empty and color glyphs.
    var mask: AlphaMask? {
        if case .mask(let mask) = content { return mask }
        return nil
    }

    var image: Image? {
        if case .color(let image) = content { return image }
        return nil
    }

    /// The x of the coverage's center of mass, in pixels from the pen's whole pixel.
    var coverageCentroidX: Double {
        guard let mask else { return .nan }
        var weighted = 0.0, total = 0.0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let c = Double(mask.coverage[y * mask.width + x])
                weighted += c * (Double(x) + 0.5)
                total += c
            }
        }
        return Double(left) + weighted / total
    }
}
