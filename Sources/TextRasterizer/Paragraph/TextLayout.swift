import Geometry

/// A laid-out paragraph: lines of positioned glyph runs, ready to draw, and the size and
/// first baseline that Layout's measure and baseline callbacks report.
public struct TextLayout: Sendable {
    /// The width of the widest line and the height of all lines, in points.
    public let size: Size
    /// The first line's baseline from the top (one line's worth when the text is empty).
    public let firstBaseline: Double
    public let lines: [Line]
    /// True when `maxLines` cut the text.
    public let isTruncated: Bool
    /// Whether the paragraph's base direction is right to left (given, or found from its
    /// first strong character).
    public let isRightToLeft: Bool

    /// One line: its baseline and its runs in visual order.
    public struct Line: Sendable {
        /// The baseline's distance from the top of the paragraph.
        public let baseline: Double
        /// The line box: top, height, and the x extent of its glyphs.
        public let frame: Rect
        /// The text of the paragraph (UTF-16 offsets) on this line.
        public let range: Range<Int>
        /// Where the line's text ends before the separator that ends it, if one does
        /// (`range`'s end otherwise): the caret's place at the line's logical end.
        public let textEnd: Int
        public let runs: [GlyphRun]
    }

    /// Glyphs of one face and style, positioned on their line.
    public struct GlyphRun: Sendable {
        public let face: FontFace
        public let size: Double
        /// Which attribute run of the text this comes from (color, decorations).
        public let attributesIndex: Int
        public let glyphs: [UInt32]
        /// The UTF-16 offset in the paragraph where each glyph's cluster starts (clusters
        /// hold whole grapheme clusters); `Int.max` for an ellipsis, which stands for no text.
        /// Rising in a left-to-right run, falling in a right-to-left one.
        public let clusters: [Int]
        /// How far each glyph moves the pen (justification's stretch included): a cluster's
        /// glyphs span from the pen before its first glyph to the pen after its last.
        public let advances: [Double]
        /// Whether the run's text reads right to left (its bidi level is odd).
        public let isRightToLeft: Bool
        /// Pen position of each glyph: x from the paragraph's left edge, y the baseline
        /// from the paragraph's top (glyph offsets applied).
        public let positionsX: [Double]
        public let positionsY: [Double]
        /// The run's horizontal extent on the line (for underline and strikethrough).
        public let minX: Double
        public let maxX: Double
    }
}
