import Geometry

/// What fills a shape: one color, or a linear gradient.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
}

/// A color stop of a gradient: `color` at `location` (0 = start point, 1 = end point).
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    public var location: Double

    public init(_ color: Color, at location: Double) {
        self.color = color
        self.location = location
    }
}

/// Colors that change along the line from `start` to `end` and stay constant across it,
/// as CSS `linear-gradient` draws them: before the first stop the first color, after
/// the last stop the last color, and between stops interpolated in premultiplied sRGB.
/// Points are in the painter's current coordinates.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    /// Stops in any order; they are sorted by location (stable) when drawn.
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// A gradient from `from` at the start point to `to` at the end point.
    public init(from: Color, to: Color, start: Point, end: Point) {
        self.init(start: start, end: end, stops: [GradientStop(from, at: 0), GradientStop(to, at: 1)])
    }

    /// The gradient's colors at 256 evenly spaced positions from start (0) to end (255),
    /// premultiplied; drawing looks colors up here instead of interpolating per pixel.
    func lookupTable(opacity: Double) -> [UInt32] {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        guard let first = sorted.first, let last = sorted.last else {
            return [UInt32](repeating: 0, count: 256)
        }
        func premultiplied(_ c: Color) -> SIMD4<Double> {
            let a = max(0, min(1, c.alpha.isFinite ? c.alpha : 0)) * opacity
            func ch(_ v: Double) -> Double { max(0, min(1, v.isFinite ? v : 0)) * a }
            return SIMD4(a, ch(c.red), ch(c.green), ch(c.blue))
        }
        var table = [UInt32](repeating: 0, count: 256)
        var k = 0
        for i in 0..<256 {
            let t = Double(i) / 255
            let c: SIMD4<Double>
            if t <= first.location {
                c = premultiplied(first.color)
            } else if t >= last.location {
                c = premultiplied(last.color)
            } else {
                while k + 1 < sorted.count - 1 && sorted[k + 1].location <= t { k += 1 }
                let a = sorted[k], b = sorted[k + 1]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                c = premultiplied(a.color) * (1 - f) + premultiplied(b.color) * f
            }
            let bytes = (c * 255).rounded(.toNearestOrAwayFromZero)
            table[i] = PremultipliedPixel.pack(alpha: UInt32(bytes[0]), red: UInt32(bytes[1]),
                                               green: UInt32(bytes[2]), blue: UInt32(bytes[3]))
        }
        return table
    }
}
