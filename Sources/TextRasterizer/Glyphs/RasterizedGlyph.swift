import Graphics

/// One glyph as pixels, placed relative to the pen: its bitmap's top-left pixel is
/// `left` pixels right of the pen's whole pixel and `top` pixels above the baseline.
///
/// Outline glyphs are coverage masks drawn in the text color; color glyphs (emoji) are
/// premultiplied images already scaled to the requested size, so drawing either is a
/// blit. Immutable and shared between threads through the `GlyphCache`.
///
/// A mask glyph owns a copy of its coverage in memory of its own, so that drawing reads
/// it through a pointer (valid while the glyph lives) without retaining an array per
/// glyph drawn. Immutable after `init`, hence `@unchecked Sendable`.
public final class RasterizedGlyph: @unchecked Sendable {
    /// The pixels of a glyph.
    public enum Content: Sendable {
        /// Nothing to draw (a space, or a glyph FreeType could not load).
        case empty
        /// Coverage, drawn in the text color.
        case mask(AlphaMask)
        /// Premultiplied color pixels, drawn as they are (with the text's opacity).
        case color(Image)
    }

    /// Pixels from the pen's whole pixel to the bitmap's left column.
    public let left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    public let top: Int
    public let width: Int
    public let height: Int
    /// A mask glyph's `width * height` coverage bytes; nil for empty and color glyphs.
    let coverage: UnsafeMutablePointer<UInt8>?
    /// A color glyph's pixels.
    let image: Image?

    public init(content: Content, left: Int, top: Int) {
        self.left = left
        self.top = top
        switch content {
        case .empty:
            (width, height, coverage, image) = (0, 0, nil, nil)
        case .mask(let mask):
            (width, height, image) = (mask.width, mask.height, nil)
            coverage = mask.coverage.isEmpty ? nil : mask.coverage.withUnsafeBufferPointer { source in
                let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: source.count)
                copy.initialize(from: source.baseAddress!, count: source.count)
                return copy
            }
        case .color(let image):
            (width, height, coverage, self.image) = (image.width, image.height, nil, image)
        }
    }

    deinit { coverage?.deallocate() }

    /// The glyph's pixels (a mask is copied out).
    public var content: Content {
        if let image { return .color(image) }
        guard let coverage else { return .empty }
        return .mask(try! AlphaMask(width: width, height: height,
                                    coverage: Array(UnsafeBufferPointer(start: coverage, count: width * height))))
    }

    /// An empty glyph, shared: spaces cost no memory beyond their cache entry.
    public static let empty = RasterizedGlyph(content: .empty, left: 0, top: 0)

    /// Bytes of pixel memory the glyph holds.
    public var pixelByteCount: Int {
        coverage != nil ? width * height : image != nil ? width * height * 4 : 0
    }
}
