/// A rectangle on the pixel grid, with integer edges: framebuffer areas, clip
/// rectangles and damage. Empty when either side is zero or negative.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Coordinates are kept within ±2^30 so that sums of edges cannot overflow.
    public static let coordinateLimit = 1 << 30

    /// A whole number of pixels, rounded as the caller needs, as a coordinate: within
    /// ±`coordinateLimit` (infinities are the limit) and 0 for NaN. The one conversion
    /// of device positions to `Int`, so that no value can trap it.
    @inlinable
    public static func coordinate(_ value: Double) -> Int {
        let limit = Double(coordinateLimit)
        return value.isNaN ? 0 : Int(Swift.max(-limit, Swift.min(limit, value)))
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle between two corners given as edges: [minX, maxX) x [minY, maxY).
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Number of pixels covered (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }

    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// Whether `other` lies entirely inside; an empty `other` is inside any non-empty rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        if other.isEmpty { return !isEmpty }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlap, or an empty rectangle (`.zero`) when there is none.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0, !isEmpty, !other.isEmpty else { return .zero }
        return PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    public func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle containing both; empty operands are ignored.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Grown by `amount` on every side (shrunk when negative).
    public func outset(by amount: Int) -> PixelRect {
        PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    public var description: String { "PixelRect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
