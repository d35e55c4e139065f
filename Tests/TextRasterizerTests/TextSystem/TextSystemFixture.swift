import Geometry
import Graphics
@testable import TextRasterizer

/// What the TextSystem tests share: a text system over the test fonts only (so which face
/// answers does not depend on the machine) with its own glyph cache, and DejaVu Sans.
/// Its suites check the fonts first (`.testFonts`).
enum TextFixture {
    /// The test process's shared database: the test font set and nothing else.
    static let fonts = FontDatabase.shared
    static let system = TextSystem(fonts: fonts, glyphCache: GlyphCache())
    static let sans = FontDescriptor(family: "DejaVu Sans")
    static let dejaVuSans = fonts.face(for: sans)!.face

    /// DejaVu Sans metrics (design units per em 2048): ascender 1901, descender 483.
    static func ascent(atSize size: Double) -> Double { 1901.0 / 2048 * size }
    static func descent(atSize size: Double) -> Double { 483.0 / 2048 * size }

    static func attributes(size: Double = 20, color: Color = .black) -> TextAttributes {
        TextAttributes(font: sans, size: size, color: color)
    }

    /// `string` in DejaVu Sans at `size`.
    static func text(_ string: String, size: Double = 20, color: Color = .black) -> AttributedText {
        AttributedText(string, attributes: attributes(size: size, color: color))
    }

    /// Text made of pieces with their own attributes.
    static func text(_ pieces: [(String, TextAttributes)]) -> AttributedText {
        var text = AttributedText()
        for (string, attributes) in pieces { text.append(string, attributes: attributes) }
        return text
    }

    static func layout(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil) -> TextLayout {
        system.layout(text, style: style, width: width)
    }
}
