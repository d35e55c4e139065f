/// How a paragraph is laid out: alignment, line height, line count limit, truncation,
/// direction, language and line breaking strictness.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal alignment of each line.
    public enum Alignment: Hashable, Sendable {
        /// Left in a left-to-right paragraph, right in a right-to-left one.
        case natural
        case left, center, right
        /// Both edges: extra space goes to the spaces of every line but the last.
        case justified
    }

    /// The distance between consecutive baselines.
    public enum LineHeight: Hashable, Sendable {
        /// The fonts' own ascent, descent and line gap (CSS `normal`).
        case normal
        /// A multiple of the font size (CSS `line-height: 1.5`).
        case multiple(Double)
        /// A fixed height in points.
        case fixed(Double)
    }

    /// Where text is cut when it does not fit in `maxLines`.
    public enum Truncation: Hashable, Sendable {
        case tail, head, middle
    }

    public var alignment: Alignment = .natural
    public var lineHeight: LineHeight = .normal
    /// The most lines to show (nil: no limit); the last shown line ends in an ellipsis
    /// when text is cut.
    public var maxLines: Int? = nil
    public var truncation: Truncation = .tail
    public var direction: WritingDirection = .natural
    /// A BCP 47 language tag for shaping and line breaking (nil: the process default).
    public var language: String? = nil
    /// How strictly lines break around Japanese and Chinese punctuation and small kana,
    /// or anywhere (CSS `line-break`; `normal` as browsers default to).
    public var lineBreak: LineBreakStrictness = .normal

    public init(alignment: Alignment = .natural, lineHeight: LineHeight = .normal, maxLines: Int? = nil,
                truncation: Truncation = .tail, direction: WritingDirection = .natural, language: String? = nil,
                lineBreak: LineBreakStrictness = .normal) {
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.maxLines = maxLines
        self.truncation = truncation
        self.direction = direction
        self.language = language
        self.lineBreak = lineBreak
    }
}
