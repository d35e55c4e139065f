/// An axis-aligned rectangle: an origin (top-left corner) and a size.
///
/// Rectangles with a zero or negative side are empty: they contain no point and
/// intersect nothing. They are not normalized, so `Rect(x: 10, y: 0, width: -5, height: 4)`
/// stays as given and draws nothing.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rectangle has no area.
    public var isEmpty: Bool { size.isEmpty }

    /// True when every coordinate is finite.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether `p` lies inside (edges on the top and left count, bottom and right do not).
    public func contains(_ p: Point) -> Bool {
        !isEmpty && p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle. An empty rectangle is
    /// contained by any non-empty one.
    public func contains(_ other: Rect) -> Bool {
        if other.isEmpty { return !isEmpty }
        return !isEmpty && other.minX >= minX && other.maxX <= maxX
            && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        guard !isEmpty, !other.isEmpty else { return nil }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

    /// The smallest rectangle containing both; an empty operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `insets` (grown when they are negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.horizontal, height: height - insets.vertical)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and
    /// bottom (grown when they are negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest whole-pixel rectangle that covers this one (empty stays empty).
    public var enclosingPixels: PixelRect { enclosingPixels(scale: 1) }

    /// The smallest whole-pixel rectangle that covers this one at `scale` pixels per
    /// unit (points to device pixels); empty or non-finite gives `.zero`. Each edge is
    /// scaled on its own, then rounded outward.
    public func enclosingPixels(scale: Double) -> PixelRect {
        guard !isEmpty, isFinite else { return .zero }
        let x0 = PixelRect.coordinate((minX * scale).rounded(.down)), y0 = PixelRect.coordinate((minY * scale).rounded(.down))
        let x1 = PixelRect.coordinate((maxX * scale).rounded(.up)), y1 = PixelRect.coordinate((maxY * scale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "Rect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
