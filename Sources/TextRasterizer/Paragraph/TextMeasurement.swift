import Geometry

/// What Layout's measure and baseline callbacks need from a paragraph.
public struct TextMeasurement: Hashable, Sendable {
    /// The widest line's width and the lines' total height, in points.
    public var size: Size
    /// The first baseline from the top.
    public var firstBaseline: Double
    public var lineCount: Int
    public var isTruncated: Bool
}
