/// What UAX #14 says about ending a line at one position of a text.
///
/// A position is a UTF-8 offset: "a line break at offset k" means the line ends after
/// byte k - 1 and the next line starts with byte k.
public enum LineBreak: UInt8, Sendable, Hashable, CustomStringConvertible {
    /// The line must end here: after LF, CR LF, CR, NEL, U+2028, U+2029, VT or FF, and
    /// at the end of the text (rule LB3).
    case mandatory
    /// The line may end here if it does not fit (between words, after hyphens, between
    /// ideographs...).
    case allowed
    /// The line must not end here (inside a word, before closing punctuation, before a
    /// combining mark, inside a character or a grapheme cluster...).
    case prohibited

    /// The code for a position, as written in a breaks buffer (`BreakCode`).
    init(code: CChar) {
        switch code {
        case BreakCode.mandatory: self = .mandatory
        case BreakCode.allowed: self = .allowed
        default: self = .prohibited
        }
    }

    public var description: String {
        switch self {
        case .mandatory: "mandatory"
        case .allowed: "allowed"
        case .prohibited: "prohibited"
        }
    }
}

/// A position where a line may (or must) end, as found by `LineBreaker`.
public struct LineBreakOpportunity: Sendable, Hashable, CustomStringConvertible {
    /// The UTF-8 offset where the next line would start (HarfBuzz's cluster value when
    /// the text is shaped as UTF-8). Always at a grapheme cluster boundary.
    public let utf8Offset: Int
    /// True for hard breaks (newlines, paragraph separators, the end of the text).
    public let isMandatory: Bool

    public var description: String { "\(isMandatory ? "!" : "")\(utf8Offset)" }
}

extension LineBreakOpportunity {
    /// The opportunity as an index of `text`, which must be the text it was found in.
    /// Opportunities are at grapheme cluster boundaries, so it is a valid `Character`
    /// index. O(1) for native Swift strings.
    public func index(in text: String) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
    }
}
