/// Grapheme cluster boundaries (UAX #29): where a user-perceived character starts.
///
/// These come from Swift's own `Character` segmentation, which follows the Unicode
/// version of the standard library (no C call per text). Ellipsis truncation and breaking inside a word that is wider than the line
/// cut only at these boundaries.
public enum GraphemeClusters {
    /// The UTF-8 offsets where the clusters of `text` start, followed by the end of the
    /// text: `[0, ..., text.utf8.count]`, or `[0]` for the empty text.
    public static func boundaries(in text: String) -> [Int] {
        let utf8 = text.utf8
        var boundaries = [0]
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            boundaries.append(utf8.distance(from: utf8.startIndex, to: index))
        }
        return boundaries
    }

    /// True when a cluster starts at UTF-8 offset `offset` of `text` (0 and the end
    /// included; offsets inside a character are not boundaries).
    public static func isBoundary(_ offset: Int, in text: String) -> Bool {
        let utf8 = text.utf8
        precondition(offset >= 0 && offset <= utf8.count, "UTF-8 offset \(offset) is outside 0...\(utf8.count)")
        // String.Index(_:within:) accepts only indices on a Character boundary.
        return String.Index(utf8.index(utf8.startIndex, offsetBy: offset), within: text) != nil
    }
}
