import TextRasterizer

/// What laying elements out needs besides the elements: the text system that measures
/// text, and the pixel scale frames are rounded to.
public struct LayoutEnvironment: Sendable {
    public var textSystem: TextSystem
    /// Device pixels per point: frames are rounded to 1 / scale.
    public var scale: Double
    /// Min-content widths of texts, shared by every layout with this environment.
    let textWidths = TextWidthCache()

    public init(textSystem: TextSystem = .shared, scale: Double = 1) {
        self.textSystem = textSystem
        self.scale = scale
    }
}
