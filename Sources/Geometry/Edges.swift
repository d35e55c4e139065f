/// One value per side of a rectangle, in CSS's order: top, right, bottom, left (the
/// order of every CSS shorthand, `padding: 1px 2px 3px 4px`, clockwise from the top).
///
/// The one four-sided type: insets in points (`EdgeInsets`), layout lengths
/// (`Edges<Length>`, `Edges<LengthPercentage>`), border colors (`BorderColors`).
public struct Edges<Value> {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    @inlinable
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on every side.
    @inlinable
    public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// Each side transformed: `insets.map(Length.points)`.
    @inlinable
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Edges<T> {
        Edges<T>(top: try transform(top), right: try transform(right), bottom: try transform(bottom),
                 left: try transform(left))
    }
}

extension Edges: Equatable where Value: Equatable {
    /// Whether all four sides are equal.
    @inlinable
    public var isUniform: Bool { top == right && right == bottom && bottom == left }
}

extension Edges: Hashable where Value: Hashable {}
extension Edges: Sendable where Value: Sendable {}

extension Edges: CustomStringConvertible {
    public var description: String { "Edges(top: \(top), right: \(right), bottom: \(bottom), left: \(left))" }
}

/// Distances inward from each edge of a rectangle, in points (or device pixels where
/// the caller works in them): padding, border widths, margins.
public typealias EdgeInsets = Edges<Double>

extension Edges where Value == Double {
    /// Insets with the sides not given 0.
    @inlinable
    public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// `horizontal` on the left and right edges, `vertical` on the top and bottom.
    @inlinable
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
    }

    public static let zero = EdgeInsets()

    /// left + right.
    @inlinable
    public var horizontal: Double { left + right }
    /// top + bottom.
    @inlinable
    public var vertical: Double { top + bottom }
}
