/// A width and a height. Negative values are allowed as inputs (drawing treats them
/// as empty); `isEmpty` tells whether the size encloses any area.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A square size.
    public init(_ side: Double) {
        self.init(width: side, height: side)
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when the size encloses no area (either side zero, negative or NaN).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public var description: String { "\(width)x\(height)" }

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}
