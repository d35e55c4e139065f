/// Text with attributes per stretch: one paragraph's content, mixing families, sizes,
/// weights, colors and decorations.
///
/// Runs cover the string without gaps, in order; their ranges are UTF-16 offsets (the
/// convention shaping works in).
public struct AttributedText: Hashable, Sendable {
    /// One stretch of text and its attributes.
    public struct Run: Hashable, Sendable {
        public var utf16Range: Range<Int>
        public var attributes: TextAttributes
    }

    public private(set) var string: String
    public private(set) var runs: [Run]

    /// `string` with one set of attributes.
    public init(_ string: String = "", attributes: TextAttributes = TextAttributes()) {
        self.string = string
        runs = [Run(utf16Range: 0..<string.utf16.count, attributes: attributes)]
    }

    /// Adds `string` at the end with its own attributes (merged with the last run when
    /// they are the same).
    public mutating func append(_ string: String, attributes: TextAttributes) {
        let start = self.string.utf16.count
        let end = start + string.utf16.count
        self.string += string
        if let last = runs.last, last.attributes == attributes || last.utf16Range.isEmpty && runs.count == 1 {
            runs[runs.count - 1] = Run(utf16Range: (last.utf16Range.isEmpty ? 0 : last.utf16Range.lowerBound)..<end,
                                       attributes: last.utf16Range.isEmpty ? attributes : last.attributes)
        } else {
            runs.append(Run(utf16Range: start..<end, attributes: attributes))
        }
    }

    /// The attributes of the first run (what an empty text is measured with).
    public var firstAttributes: TextAttributes { runs[0].attributes }
}
