/// The line breaking of one text: for every UTF-8 offset, whether a line may end there.
///
/// Offsets are UTF-8 byte offsets because Swift strings are stored as UTF-8 and the
/// text is shaped as UTF-8, so a HarfBuzz cluster value is directly an offset here (no
/// transcoding, O(1) lookup while walking glyphs). `LineBreakOpportunity.index(in:)`
/// turns an offset back into a `String.Index`.
///
/// Offset k means "end the line before byte k"; offset 0 is never a break and the end of
/// a non-empty text is always a mandatory one. Reuse one value across texts with
/// `LineBreaker.findBreaks(in:into:)` to keep its buffer.
public struct LineBreaks: Sendable, Hashable {
    /// One code per byte (`BreakCode`): `codes[k]` is about the position after byte k,
    /// i.e. offset k + 1. Opportunities are the codes below `BreakCode.prohibited`.
    var codes: [CChar]

    /// No text: no breaks.
    public init() { codes = [] }

    /// The length of the text in UTF-8 bytes.
    public var utf8Count: Int { codes.count }

    /// What line breaking says at a UTF-8 offset (0 through `utf8Count`). Offsets inside a
    /// character are `.prohibited`.
    public subscript(utf8Offset offset: Int) -> LineBreak {
        precondition(offset >= 0 && offset <= codes.count, "UTF-8 offset \(offset) is outside 0...\(codes.count)")
        return offset == 0 ? .prohibited : LineBreak(code: codes[offset - 1])
    }

    /// Every position where a line may or must end, in text order; the last is the end
    /// of the text.
    public var opportunities: Opportunities { Opportunities(codes: codes) }

    /// The break opportunities of a text, found by scanning the codes lazily.
    public struct Opportunities: Sequence, Sendable {
        let codes: [CChar]

        public func makeIterator() -> Iterator { Iterator(codes: codes) }

        /// Walks the codes to the next opportunity.
        public struct Iterator: IteratorProtocol, Sendable {
            let codes: [CChar]
            var position = 0

            public mutating func next() -> LineBreakOpportunity? {
                while position < codes.count {
                    let code = codes[position]
                    position += 1
                    if code < BreakCode.prohibited {
                        return LineBreakOpportunity(utf8Offset: position, isMandatory: code == BreakCode.mandatory)
                    }
                }
                return nil
            }
        }
    }
}
