/// Styles a face is drawn in that its font does not have: what fontconfig's
/// configuration asks for (`FC_EMBOLDEN`, a shearing `FC_MATRIX`) when a family has no
/// bold or no italic face, drawn as Cairo and Pango draw them.
public struct FontSynthesis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Outlines widened with `FT_Outline_Embolden`, advances widened to match.
    public static let bold = FontSynthesis(rawValue: 1)
    /// Outlines sheared right by `obliqueShear` (x += 0.2·y).
    public static let oblique = FontSynthesis(rawValue: 2)

    /// The horizontal shear of a synthetic oblique: fontconfig's 90-synthetic.conf
    /// matrix (1 0.2; 0 1), which Cairo applies and Pango reads: about 11.3°, near the
    /// 12° of most real obliques (DejaVu Sans Oblique's is 11°).
    public static let obliqueShear = 0.2

    /// How far a synthetic bold moves each edge out, as a share of the em: FreeType's
    /// `FT_GlyphSlot_Embolden` (what Cairo's FreeType backend calls) takes
    /// `FT_MulFix(units_per_EM, y_scale) / 24`, so the outline grows by 1/24 em in each
    /// direction and the advance by the same 1/24 em.
    public static let emboldenStrength = 1.0 / 24

    /// The advance a synthetic bold adds at `size` pixels per em: FreeType widens the
    /// advance by the strength it emboldens with, so layout and drawing agree.
    @inline(__always)
    public static func boldAdvanceExtra(atSize size: Double) -> Double { size * emboldenStrength }
}
