/// Distances inward from each edge of a rectangle: padding, border widths, margins.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// `horizontal` on the left and right edges, `vertical` on the top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public static let zero = EdgeInsets()

    /// left + right.
    public var horizontal: Double { left + right }
    /// top + bottom.
    public var vertical: Double { top + bottom }

    public var description: String { "EdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
