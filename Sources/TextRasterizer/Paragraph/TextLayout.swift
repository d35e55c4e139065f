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

    /// One line: its baseline and its runs in visual order.
    public struct Line: Sendable {
        /// The baseline's distance from the top of the paragraph.
        public let baseline: Double
        /// The line box: top, height, and the x extent of its glyphs.
        public let frame: Rect
        /// The text of the paragraph (UTF-16 offsets) on this line.
        public let range: Range<Int>
        public let runs: [GlyphRun]
    }

    /// Glyphs of one face and style, positioned on their line.
    public struct GlyphRun: Sendable {
        public let face: FontFace
        public let size: Double
        /// Which attribute run of the text this comes from (color, decorations).
        public let attributesIndex: Int
        public let glyphs: [UInt32]
        /// Pen position of each glyph: x from the paragraph's left edge, y the baseline
        /// from the paragraph's top (glyph offsets applied).
        public let positionsX: [Double]
        public let positionsY: [Double]
        /// The run's horizontal extent on the line (for underline and strikethrough).
        public let minX: Double
        public let maxX: Double
    }
}
