extension GraphemeClusters {
    /// Turns every allowed line break of `codes` that falls inside a
    /// grapheme cluster of `text` (whose bytes are `utf8`) into a prohibited one.
    ///
    /// Most pairs of neighbours are settled from the two scalars alone (see
    /// `neverJoins`); only the rest ask the standard library, which is slower.
    static func prohibitBreaksInside(
        _ text: String, utf8: UnsafeBufferPointer<UInt8>, codes: UnsafeMutableBufferPointer<CChar>
    ) {
        let allowed = BreakCode.allowed
        // codes[k] is the position after byte k; the last one is the end of the text.
        for k in 0..<(utf8.count - 1) where codes[k] == allowed {
            let offset = k + 1
            if neverJoins(scalarEndingAt: offset, utf8), neverJoins(scalarStartingAt: offset, utf8) { continue }
            if !isBoundary(offset, in: text) { codes[k] = BreakCode.prohibited }
        }
    }

    private static func neverJoins(scalarEndingAt end: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = end - 1
        while utf8[start] & 0xC0 == 0x80 { start -= 1 } // step back over continuation bytes
        return neverJoins(scalarStartingAt: start, utf8)
    }

    private static func neverJoins(scalarStartingAt start: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        neverJoins(decodeScalar(at: start, utf8))
    }

    /// True for scalars that UAX #29 never keeps in one cluster with a neighbour of the
    /// same kind: their Grapheme_Cluster_Break is Other, Control, CR, LF, LV or LVT (no
    /// Extend, SpacingMark, Prepend, ZWJ, Regional_Indicator or Hangul jamo), so between
    /// two of them only the CR LF pair joins, and no breaker allows that break.
    /// The common scripts' letters and punctuation; `GraphemeClusterTests` checks the
    /// ranges against GraphemeBreakProperty.txt.
    static func neverJoins(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0000...0x02FF, // Latin, controls
             0x0370...0x0482, // Greek, Cyrillic letters
             0x05D0...0x05EA, // Hebrew letters
             0x0620...0x064A, // Arabic letters
             0x2010...0x2029, // general punctuation
             0x3000...0x3029, // CJK symbols and punctuation
             0x3041...0x3096, // hiragana
             0x30A0...0x30FF, // katakana
             0x3400...0x4DBF, 0x4E00...0x9FFF, // CJK ideographs
             0xAC00...0xD7A3, // Hangul syllables
             0xFF01...0xFF9D: // full-width and half-width forms
            true
        default:
            false
        }
    }

    /// The scalar whose UTF-8 encoding starts at `start` (Swift strings are valid UTF-8).
    static func decodeScalar(at start: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let lead = UInt32(utf8[start])
        func continuation(_ i: Int) -> UInt32 { UInt32(utf8[start + i] & 0x3F) }
        switch lead {
        case ..<0x80: return lead
        case ..<0xE0: return (lead & 0x1F) << 6 | continuation(1)
        case ..<0xF0: return (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
        default: return (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        }
    }
}
