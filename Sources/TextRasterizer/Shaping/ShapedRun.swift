/// Glyphs of one run of text, shaped by HarfBuzz: one face, one size, one direction.
///
/// Positions are in points at the run's size. Glyphs are in visual order (left to
/// right) as HarfBuzz returns them, and `clusters` maps each glyph back to the UTF-16
/// offset, in the paragraph, of the first code unit of its cluster.
public struct ShapedRun: Sendable {
    public let face: FontFace
    public let size: Double
    public let isRightToLeft: Bool
    /// The run's text in the paragraph, in UTF-16 code units.
    public let range: Range<Int>
    public internal(set) var glyphs: [UInt32]
    public internal(set) var clusters: [Int]
    /// Horizontal advance of each glyph, letter spacing included.
    public internal(set) var advances: [Double]
    /// Offset of each glyph from its pen position (x right, y up), from mark
    /// positioning and kerning that HarfBuzz expresses as offsets.
    public internal(set) var offsetsX: [Double]
    public internal(set) var offsetsY: [Double]
    /// The sum of the advances.
    public internal(set) var width: Double
    /// HarfBuzz's `UNSAFE_TO_BREAK` per glyph: text cut at the start of its cluster must
    /// be shaped again on both sides (a kerning pair, a ligature or a contextual form
    /// spans the cut), else the glyphs either side of the cut are what shaping each side
    /// alone gives. Empty means no glyph is unsafe.
    var unsafeToBreak: [Bool] = []
}
