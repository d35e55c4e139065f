/// How strictly lines break around Japanese and Chinese punctuation and small kana: CSS
/// `line-break` (CSS Text 3, 5.3). The default, `normal`, is what browsers do.
public enum LineBreakStrictness: String, Sendable, Hashable, CaseIterable {
    /// Also before iteration marks, small kana, the prolonged sound mark and some hyphens
    /// (CSS `loose`: narrow columns, newspapers).
    case loose
    /// UAX #14 with CSS's tailoring: a line may start with small kana (`ャ`, `ッ`) and the
    /// prolonged sound mark (`ー`), which CSS permits and strict Japanese typography does not.
    case normal
    /// No line starts with small kana, `ー` or the Japanese closing marks that `normal`
    /// lets through (CSS `strict`, Japanese kinsoku).
    case strict
    /// A line may end between any two grapheme clusters, inside words too (CSS `anywhere`:
    /// a narrow column of code or URLs).
    case anywhere
}
