import Graphics

/// The look of a stretch of text: font, size, color, decorations and letter spacing.
public struct TextAttributes: Hashable, Sendable {
    public var font: FontDescriptor
    /// Points per em.
    public var size: Double
    public var color: Color
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra points after every character (CSS `letter-spacing`).
    public var letterSpacing: Double

    public init(font: FontDescriptor = FontDescriptor(family: "sans-serif"), size: Double = 14, color: Color = .black,
                underline: Bool = false, strikethrough: Bool = false, letterSpacing: Double = 0) {
        self.font = font
        self.size = size
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.letterSpacing = letterSpacing
    }
}
