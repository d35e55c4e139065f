/// Finds where lines may end in a text, by UAX #14 (the Unicode line breaking
/// algorithm) through ICU (`ICULineBreaking`), tailored for a language and a CSS
/// strictness.
///
/// ICU brings what a rule-only breaker cannot: dictionaries for the scripts written
/// without spaces between words (Thai, Lao, Khmer, Myanmar), and the `loose`/`strict`
/// tailorings for Japanese and Chinese. Plain ASCII text takes a fast path that gives
/// the same answers (`ASCIILineBreaking`). On top of both, no line ends inside a grapheme
/// cluster.
///
/// A breaker is a small value; use it from any thread.
public struct LineBreaker: Sendable, Hashable {
    /// The BCP 47 language tag the breaking is tailored for ("ja", "zh-Hant", "th").
    public let language: String
    /// How strictly Japanese and Chinese punctuation and small kana break (CSS `line-break`).
    public let strictness: LineBreakStrictness
    /// Tessera's one tailoring of UAX #14, on by default: no line ends inside a grapheme
    /// cluster (UAX #14 allows one between a space and a combining mark after it, LB10).
    /// HarfBuzz shapes a cluster as one, so a paragraph could not break there anyway.
    /// Off, the breaks are UAX #14's exactly (LineBreakTest.txt passes in full).
    public let keepsGraphemeClustersWhole: Bool

    /// A breaker for text in `language` (a BCP 47 tag).
    public init(language: String = "en", strictness: LineBreakStrictness = .normal, keepsGraphemeClustersWhole: Bool = true) {
        self.language = language
        self.strictness = strictness
        self.keepsGraphemeClustersWhole = keepsGraphemeClustersWhole
    }

    /// The line breaks of `text`, in a new buffer (one allocation of `utf8.count` bytes).
    public func breaks(in text: String) -> LineBreaks {
        var breaks = LineBreaks()
        findBreaks(in: text, into: &breaks)
        return breaks
    }

    /// Finds the line breaks of `text` into `breaks`, reusing its buffer: after the first
    /// text, breaking allocates nothing unless a longer text comes.
    public func findBreaks(in text: String, into breaks: inout LineBreaks) {
        var contiguous = text // shares storage; withUTF8 copies only a non-native string
        let count = contiguous.utf8.count
        breaks.codes.resize(to: count)
        guard count > 0 else { return }
        contiguous.withUTF8 { bytes in
            breaks.codes.withUnsafeMutableBufferPointer { codes in
                if strictness != .anywhere, let ascii = ASCIILineBreaking.shared, ascii.findBreaks(bytes, codes: codes) {
                    // Between ASCII characters every position is a grapheme cluster
                    // boundary but inside CR LF, which is never a break either way.
                    return
                }
                ICULineBreaking(language: language, strictness: strictness).findBreaks(bytes, codes: codes)
                if strictness == .anywhere {
                    // CSS `anywhere`: every position between characters may break (grapheme
                    // clusters stay whole below).
                    for index in 0..<(codes.count - 1) where codes[index] == BreakCode.prohibited
                        && bytes[index + 1] & 0xC0 != 0x80 {
                        codes[index] = BreakCode.allowed
                    }
                }
                if keepsGraphemeClustersWhole { GraphemeClusters.prohibitBreaksInside(text, utf8: bytes, codes: codes) }
            }
        }
    }
}

extension Array where Element == CChar {
    /// Grows or shrinks to `count` codes, keeping the capacity.
    fileprivate mutating func resize(to count: Int) {
        if self.count > count {
            removeLast(self.count - count)
        } else if self.count < count {
            append(contentsOf: repeatElement(BreakCode.prohibited, count: count - self.count))
        }
    }
}
