import Geometry
import Layout
import TextRasterizer

/// A paragraph of text: one string with one set of attributes, or an `AttributedText`
/// mixing fonts, sizes and colors; wrapped to the width layout gives it, cut to
/// `maxLines` with an ellipsis (`truncation` says where), aligned, with a line height.
///
/// Layout measures it with the environment's `TextSystem`: its preferred width is its
/// widest line unwrapped, its narrowest the longest word (so in a row it wraps before
/// it overflows, and never inside a word while a line can break elsewhere); a
/// single-line text (`maxLines: 1`) may shrink to nothing, truncating. Its height is
/// that of its lines at the width it gets. Its baseline (for `alignItems: .baseline`)
/// is its first line's.
public struct Text: Component, Equatable {
    public var content: TextContent

    public init(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle()) {
        content = TextContent(text: text, paragraph: style)
    }

    public init(_ string: String, attributes: TextAttributes = TextAttributes(), maxLines: Int? = nil,
                truncation: ParagraphStyle.Truncation = .tail, alignment: ParagraphStyle.Alignment = .natural,
                lineHeight: ParagraphStyle.LineHeight = .normal) {
        self.init(AttributedText(string, attributes: attributes),
                  style: ParagraphStyle(alignment: alignment, lineHeight: lineHeight, maxLines: maxLines,
                                        truncation: truncation))
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        // CSS: a paragraph's base direction is its element's `direction`; text left to
        // find its own (natural) starts at the right in a right-to-left layout.
        var content = content
        if builder.layoutDirection == .rightToLeft, content.paragraph.direction == .natural {
            content.paragraph.direction = .rightToLeft
        }
        return Element(kind: .text(content), style: LayoutStyle(), owner: builder.owner)
    }
}
