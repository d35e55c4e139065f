import Graphics

/// One glyph as pixels, placed relative to the pen: its bitmap's top-left pixel is
/// `left` pixels right of the pen's whole pixel and `top` pixels above the baseline.
///
/// Outline glyphs are coverage masks drawn in the text color; color glyphs (emoji) are
/// premultiplied images already scaled to the requested size, so drawing either is a
/// blit. Immutable and shared between threads through the `GlyphCache`.
public final class RasterizedGlyph: Sendable {
    /// The pixels of a glyph.
    public enum Content: Sendable {
        /// Nothing to draw (a space, or a glyph FreeType could not load).
        case empty
        /// Coverage, drawn in the text color.
        case mask(AlphaMask)
        /// Premultiplied color pixels, drawn as they are (with the text's opacity).
        case color(Image)
    }

    public let content: Content
    /// Pixels from the pen's whole pixel to the bitmap's left column.
    public let left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    public let top: Int

    public init(content: Content, left: Int, top: Int) {
        self.content = content
        self.left = left
        self.top = top
    }

    /// An empty glyph, shared: spaces cost no memory beyond their cache entry.
    public static let empty = RasterizedGlyph(content: .empty, left: 0, top: 0)

    public var width: Int {
        switch content {
        case .empty: 0
        case .mask(let mask): mask.width
        case .color(let image): image.width
        }
    }

    public var height: Int {
        switch content {
        case .empty: 0
        case .mask(let mask): mask.height
        case .color(let image): image.height
        }
    }

    /// Bytes of pixel memory the glyph holds.
    public var pixelByteCount: Int {
        switch content {
        case .empty: 0
        case .mask(let mask): mask.width * mask.height
        case .color(let image): image.width * image.height * 4
        }
    }
}
