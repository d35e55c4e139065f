import TextRasterizer

/// What a `Text` element shows: the attributed text and how its paragraph is laid out.
/// What mounting draws for an `ElementKind.text` (`TextSystem.layout` at the frame's
/// width, then `draw`).
public struct TextContent: Hashable, Sendable {
    public var text: AttributedText
    public var paragraph: ParagraphStyle
    /// A selection highlight and a caret to draw on the text (`Text.marks(_:)`).
    public var marks: TextMarks?

    public init(text: AttributedText, paragraph: ParagraphStyle = ParagraphStyle(), marks: TextMarks? = nil) {
        self.text = text
        self.paragraph = paragraph
        self.marks = marks
    }
}
