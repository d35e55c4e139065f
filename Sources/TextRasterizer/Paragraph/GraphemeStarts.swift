/// Where the extended grapheme clusters (UAX #29) of a paragraph's UTF-16 text start:
/// the units a line, a shaping run or a glyph cluster may begin at.
///
/// Swift's `Character` segmentation is the oracle, as in `GraphemeClusters`; this answers
/// in UTF-16 offsets, which is what paragraphs work in. Text below U+0300 (no combining
/// marks, no emoji, no joiners) starts a cluster at every unit but a CR LF's LF, and is
/// answered without building a `String`.
enum GraphemeStarts {
    /// `starts[i]`: a cluster starts at offset `i` (`count + 1` flags; the end is a start).
    static func starts(in units: [UInt16]) -> [Bool] {
        var starts = [Bool](repeating: true, count: units.count + 1)
        if units.allSatisfy({ $0 < 0x300 }) {
            for offset in units.indices.dropFirst() where units[offset] == 0x0A && units[offset - 1] == 0x0D {
                starts[offset] = false
            }
            return starts
        }
        // Each ill-formed unit (a lone surrogate) decodes to one U+FFFD, one unit long, so
        // the string's UTF-16 offsets are the paragraph's.
        let string = String(decoding: units, as: UTF16.self)
        guard string.utf16.count == units.count else { return starts }
        for offset in starts.indices { starts[offset] = false }
        var offset = 0
        for character in string {
            starts[offset] = true
            offset += character.utf16.count
        }
        starts[units.count] = true
        return starts
    }
}
