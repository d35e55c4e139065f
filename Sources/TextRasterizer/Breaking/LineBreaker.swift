import CUnibreak

/// Finds where lines may end in a text, by UAX #14 (the Unicode line breaking
/// algorithm) through libunibreak, tailored for a language.
///
/// On top of libunibreak, no line ends inside a grapheme cluster: the installed
/// libunibreak (1.1) predates emoji ZWJ sequences, emoji modifiers and regional
/// indicator pairs, and would otherwise break inside them. Thai, Lao, Khmer and Myanmar
/// words are not found (that needs a dictionary, which libunibreak does not have): those
/// scripts break only at spaces and punctuation.
///
/// A breaker is a small value; use it from any thread.
public struct LineBreaker: Sendable, Hashable {
    /// The BCP 47 language tag the breaking is tailored for. libunibreak tailors "zh",
    /// "ja" and "ko" (and tags starting with them, e.g. "zh-Hant", "ja-JP"): there, East
    /// Asian ambiguous characters (class AI: circled numbers, many symbols) break as
    /// ideographs. Other languages get the default algorithm.
    public let language: String

    /// A breaker for text in `language` (a BCP 47 tag).
    public init(language: String = "en") {
        self.language = language
        _ = unibreakStarted
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
                if let ascii = ASCIILineBreaking.shared, ascii.findBreaks(bytes, codes: codes) {
                    // Between ASCII characters every position is a grapheme cluster
                    // boundary but inside CR LF, which is never a break.
                    return
                }
                if UnibreakStandIns.areNeeded(in: bytes) {
                    let safe = UnibreakStandIns.replacing(in: bytes)
                    safe.withUnsafeBufferPointer { safe in unibreak(safe, into: codes) }
                } else {
                    unibreak(bytes, into: codes)
                }
                GraphemeClusters.prohibitBreaksInside(text, utf8: bytes, codes: codes)
            }
        }
    }

    private func unibreak(_ utf8: UnsafeBufferPointer<UInt8>, into codes: UnsafeMutableBufferPointer<CChar>) {
        language.withCString { language in
            set_linebreaks_utf8(utf8.baseAddress, utf8.count, language, codes.baseAddress)
        }
    }
}

/// libunibreak's tables must be set up once per process before any breaking: read this
/// first. A global is initialized lazily, exactly once and thread-safely, on first use.
let unibreakStarted: Void = init_linebreak()

extension Array where Element == CChar {
    /// Grows or shrinks to `count` codes, keeping the capacity.
    fileprivate mutating func resize(to count: Int) {
        if self.count > count {
            removeLast(self.count - count)
        } else if self.count < count {
            append(contentsOf: repeatElement(CChar(LINEBREAK_NOBREAK), count: count - self.count))
        }
    }
}
