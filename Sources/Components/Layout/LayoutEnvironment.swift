import Geometry
import TextRasterizer

/// What laying elements out needs besides the elements: the text system that measures
/// text, and the pixel scale frames are rounded to.
public struct LayoutEnvironment: Sendable {
    public var textSystem: TextSystem
    /// Device pixels per point: frames are rounded to 1 / scale. Checked when made.
    public let scale: Double
    /// Min-content widths of texts, shared by every layout with this environment.
    let textWidths = TextWidthCache()

    /// An environment at scale 1.
    public init(textSystem: TextSystem = .shared) {
        self.textSystem = textSystem
        scale = 1
    }

    /// An environment at `scale` device pixels per point; throws a `DimensionError`
    /// unless `scale` is finite and greater than 0 (`SizeCheck.scale`).
    public init(textSystem: TextSystem = .shared, scale: Double) throws(DimensionError) {
        try SizeCheck.scale(scale)
        self.textSystem = textSystem
        self.scale = scale
    }
}
