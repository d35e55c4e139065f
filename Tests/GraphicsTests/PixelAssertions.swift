import Testing
@testable import Graphics
import Geometry

// Shared helpers for the pixel tests: reading channels, comparing within a tolerance,
// exact (real-number) blending, and a supersampled coverage reference for analytic shapes.

// MARK: - Channels

/// The four channels of a premultiplied `0xAARRGGBB` pixel, as `Int`s.
struct Channels: Equatable, CustomStringConvertible {
    var a: Int, r: Int, g: Int, b: Int

    init(a: Int, r: Int, g: Int, b: Int) {
        self.a = a
        self.r = r
        self.g = g
        self.b = b
    }

    init(_ p: UInt32) {
        self.init(a: Int(p >> 24), r: Int((p >> 16) & 0xFF), g: Int((p >> 8) & 0xFF), b: Int(p & 0xFF))
    }

    var pixel: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
    /// a, r, g, b.
    var values: [Int] { [a, r, g, b] }
    var doubles: [Double] { values.map(Double.init) }

    /// The largest difference between two channels of the same name.
    func maxDifference(to other: Channels) -> Int {
        zip(values, other.values).map { abs($0 - $1) }.max() ?? 0
    }

    var description: String { "\(hex(pixel)) (a \(a) r \(r) g \(g) b \(b))" }
}

/// `0xAARRGGBB` text for messages.
func hex(_ p: UInt32) -> String {
    let s = String(p, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - s.count) + s
}

func alpha(_ p: UInt32) -> Int { Int(p >> 24) }

/// Largest per-channel difference between two pixels.
func channelDistance(_ p: UInt32, _ q: UInt32) -> Int { Channels(p).maxDifference(to: Channels(q)) }

/// Expects every channel of `actual` within `tolerance` of `expected`.
func expectPixel(_ actual: UInt32, _ expected: UInt32, within tolerance: Int = 0, _ what: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let d = channelDistance(actual, expected)
    #expect(d <= tolerance,
            "\(what) got \(Channels(actual)), expected \(Channels(expected)) ±\(tolerance)",
            sourceLocation: sourceLocation)
}

/// Expects every channel of `actual` within `tolerance` of the real-valued `expected` (a, r, g, b).
func expectPixel(_ actual: UInt32, near expected: [Double], within tolerance: Double = 1, _ what: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let got = Channels(actual).doubles
    let d = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
    #expect(d <= tolerance,
            "\(what) got \(Channels(actual)), expected a r g b ≈ \(expected.map { ($0 * 100).rounded() / 100 }) ±\(tolerance)",
            sourceLocation: sourceLocation)
}

// MARK: - Exact math

/// Source-over in real numbers on premultiplied channels: `src + dst * (255 - srcA) / 255`.
func exactSourceOver(_ src: [Double], _ dst: [Double]) -> [Double] {
    let k = (255 - src[0]) / 255
    return zip(src, dst).map { $0 + $1 * k }
}

func exactSourceOver(_ src: UInt32, _ dst: UInt32) -> [Double] {
    exactSourceOver(Channels(src).doubles, Channels(dst).doubles)
}

/// Every channel of a premultiplied pixel scaled by `factor` (0...1), in real numbers.
func exactScale(_ p: UInt32, _ factor: Double) -> [Double] { Channels(p).doubles.map { $0 * factor } }

/// Premultiplied channels (a, r, g, b in 0...255) of a color, in real numbers.
func exactPremultiplied(_ c: Color) -> [Double] {
    let a = c.alpha * 255
    return [a, c.red * a, c.green * a, c.blue * a]
}

// MARK: - Canvases

/// A framebuffer filled with `background` and a painter on it.
func makeCanvas(_ width: Int, _ height: Int, background: Color = .clear) throws -> (Framebuffer, Painter) {
    let fb = try Framebuffer(width: width, height: height)
    fb.clear(to: background)
    return (fb, Painter(target: fb))
}

/// All pixels of a framebuffer, row by row.
func pixels(of fb: Framebuffer) -> [UInt32] { fb.makeImage().pixels }

/// The pixels that differ between two framebuffers of one size, as (x, y).
func differingPixels(_ a: Framebuffer, _ b: Framebuffer, tolerance: Int = 0) -> [(x: Int, y: Int)] {
    var out: [(x: Int, y: Int)] = []
    for y in 0..<a.height {
        for x in 0..<a.width where channelDistance(a[x, y], b[x, y]) > tolerance { out.append((x, y)) }
    }
    return out
}

/// Expects every pixel outside `area` to equal `background` exactly.
func expectUntouched(_ fb: Framebuffer, outside area: PixelRect, background: UInt32,
                     sourceLocation: SourceLocation = #_sourceLocation) {
    var bad: [String] = []
    for y in 0..<fb.height {
        for x in 0..<fb.width where !area.contains(x: x, y: y) && fb[x, y] != background {
            bad.append("(\(x), \(y)) = \(hex(fb[x, y]))")
        }
    }
    #expect(bad.isEmpty, "\(bad.count) pixels outside \(area) changed: \(bad.prefix(8))", sourceLocation: sourceLocation)
}

/// Expects every pixel to equal `value` exactly.
func expectAll(_ fb: Framebuffer, equal value: UInt32, sourceLocation: SourceLocation = #_sourceLocation) {
    expectUntouched(fb, outside: .zero, background: value, sourceLocation: sourceLocation)
}

// MARK: - Analytic shapes and the supersampled reference

/// An analytic shape: a point-inside test and a bounding box (nothing outside it is inside).
struct ReferenceShape: Sendable {
    let bounds: Rect
    let contains: @Sendable (Double, Double) -> Bool

    static func rect(_ r: Rect) -> ReferenceShape {
        ReferenceShape(bounds: r) { x, y in x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY }
    }

    /// The ellipse inscribed in `r`.
    static func ellipse(_ r: Rect) -> ReferenceShape {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        return ReferenceShape(bounds: r) { x, y in
            let u = (x - cx) / rx, v = (y - cy) / ry
            return u * u + v * v <= 1
        }
    }

    /// A rounded rectangle with radii clamped as CSS does (computed here, independently of
    /// the library's `RoundedRect`).
    static func roundedRect(_ r: Rect, _ radii: CornerRadii) -> ReferenceShape {
        let k = cssClamped(radii, in: r)
        @Sendable func inCorner(_ x: Double, _ y: Double, cx: Double, cy: Double, _ s: Size) -> Bool {
            let u = (x - cx) / s.width, v = (y - cy) / s.height
            return u * u + v * v <= 1
        }
        return ReferenceShape(bounds: r) { x, y in
            guard x >= r.minX, x < r.maxX, y >= r.minY, y < r.maxY, !r.isEmpty else { return false }
            let tl = k.topLeft, tr = k.topRight, br = k.bottomRight, bl = k.bottomLeft
            if tl.width > 0, x < r.minX + tl.width, y < r.minY + tl.height {
                return inCorner(x, y, cx: r.minX + tl.width, cy: r.minY + tl.height, tl)
            }
            if tr.width > 0, x > r.maxX - tr.width, y < r.minY + tr.height {
                return inCorner(x, y, cx: r.maxX - tr.width, cy: r.minY + tr.height, tr)
            }
            if br.width > 0, x > r.maxX - br.width, y > r.maxY - br.height {
                return inCorner(x, y, cx: r.maxX - br.width, cy: r.maxY - br.height, br)
            }
            if bl.width > 0, x < r.minX + bl.width, y > r.maxY - bl.height {
                return inCorner(x, y, cx: r.minX + bl.width, cy: r.maxY - bl.height, bl)
            }
            return true
        }
    }

    /// Points in `self` but not in `hole`.
    func subtracting(_ hole: ReferenceShape) -> ReferenceShape {
        let outer = contains, inner = hole.contains
        return ReferenceShape(bounds: bounds) { x, y in outer(x, y) && !inner(x, y) }
    }

    /// The fraction of `samples` x `samples` evenly spaced sub-pixel sample points of
    /// pixel (x, y) that lie inside (sample (i, j) at ((i + 0.5) / n, (j + 0.5) / n)).
    func coverage(x: Int, y: Int, samples n: Int = 16) -> Double {
        let px = Double(x), py = Double(y)
        guard px + 1 > bounds.minX, px < bounds.maxX, py + 1 > bounds.minY, py < bounds.maxY else { return 0 }
        var inside = 0
        for j in 0..<n {
            let sy = py + (Double(j) + 0.5) / Double(n)
            for i in 0..<n where contains(px + (Double(i) + 0.5) / Double(n), sy) { inside += 1 }
        }
        return Double(inside) / Double(n * n)
    }
}

/// The exact area of a simple polygon inside pixel (x, y): the polygon clipped to the
/// pixel square (Sutherland–Hodgman), then the shoelace formula.
func exactCoverage(of polygon: [Point], x: Int, y: Int) -> Double {
    let x0 = Double(x), y0 = Double(y), x1 = x0 + 1, y1 = y0 + 1
    var points = polygon
    // Each edge of the square as "inside" test plus the crossing point with segment a-b.
    let planes: [((Point) -> Double)] = [{ $0.x - x0 }, { x1 - $0.x }, { $0.y - y0 }, { y1 - $0.y }]
    for inside in planes where !points.isEmpty {
        var kept: [Point] = []
        var previous = points[points.count - 1]
        for p in points {
            let sp = inside(previous), sq = inside(p)
            if (sp >= 0) != (sq >= 0) {
                let t = sp / (sp - sq)
                kept.append(Point(x: previous.x + (p.x - previous.x) * t, y: previous.y + (p.y - previous.y) * t))
            }
            if sq >= 0 { kept.append(p) }
            previous = p
        }
        points = kept
    }
    var twice = 0.0
    for i in points.indices {
        let a = points[i], b = points[(i + 1) % points.count]
        twice += a.x * b.y - b.x * a.y
    }
    return abs(twice) / 2
}

/// Tolerance (in 1/255) for curved edges against the 16x16 reference. The painter
/// flattens curves into chords that lie *inside* the curve, at most
/// `Path.flatteningTolerance` (1/32 px) from it, so curved-edge pixels come out up to
/// ~(2/3)(1/32)·√2·255 ≈ 7.5/255 too light (about 4-5/255 on average; too dark on the
/// inner curve of a border, whose hole shrinks); the 16x16 reference itself is within
/// ~3.3/255 of exact. See `EllipseAndPathTests.curvedEdgesMeetTheDocumentedAccuracy`
/// for the tighter bound the painter's documentation promises. Straight edges are
/// checked against exact areas with a tolerance of 1.
let curvedEdgeTolerance = 11

/// Expects the alpha of every pixel (an opaque color drawn on a transparent framebuffer)
/// within `tolerance` of the exact area of `polygon` in that pixel.
func expectExactCoverage(_ fb: Framebuffer, of polygon: [Point], within tolerance: Double = 1, _ what: String = "",
                         sourceLocation: SourceLocation = #_sourceLocation) {
    var bad: [String] = []
    for y in 0..<fb.height {
        for x in 0..<fb.width {
            let exact = exactCoverage(of: polygon, x: x, y: y) * 255
            if abs(Double(alpha(fb[x, y])) - exact) > tolerance {
                bad.append("(\(x), \(y)) \(alpha(fb[x, y])) vs \((exact * 100).rounded() / 100)")
            }
        }
    }
    #expect(bad.isEmpty, "\(what): \(bad.count) pixels off the exact area by more than \(tolerance)/255: \(bad.prefix(10))",
            sourceLocation: sourceLocation)
}

/// The corners of a rectangle, clockwise.
func corners(_ r: Rect) -> [Point] {
    [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
}

/// CSS Backgrounds 3 §5.5: zero out degenerate radii, then scale all radii by
/// f = min(side / sum of the two radii on it) when f < 1.
func cssClamped(_ radii: CornerRadii, in r: Rect) -> CornerRadii {
    func clean(_ s: Size) -> Size {
        let w = s.width.isFinite ? max(0, s.width) : 0, h = s.height.isFinite ? max(0, s.height) : 0
        return w > 0 && h > 0 ? Size(width: w, height: h) : .zero
    }
    let tl = clean(radii.topLeft), tr = clean(radii.topRight), br = clean(radii.bottomRight), bl = clean(radii.bottomLeft)
    var f = 1.0
    for (side, sum) in [(r.width, tl.width + tr.width), (r.width, bl.width + br.width),
                        (r.height, tl.height + bl.height), (r.height, tr.height + br.height)] where sum > 0 {
        f = min(f, side / sum)
    }
    return CornerRadii(topLeft: tl * f, topRight: tr * f, bottomRight: br * f, bottomLeft: bl * f)
}

/// Compares the alpha channel of every pixel of `fb` (drawn with an opaque color on a
/// transparent framebuffer, so alpha = coverage) with the supersampled reference of
/// `shape`. Returns the largest difference found, in 1/255 steps.
@discardableResult
func expectCoverage(_ fb: Framebuffer, matches shape: ReferenceShape, within tolerance: Int = 3,
                    _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    var worst = 0
    var bad: [String] = []
    for y in 0..<fb.height {
        for x in 0..<fb.width {
            let expected = Int((shape.coverage(x: x, y: y) * 255).rounded())
            let got = alpha(fb[x, y])
            let d = abs(got - expected)
            worst = max(worst, d)
            if d > tolerance { bad.append("(\(x), \(y)): \(got) vs \(expected)") }
        }
    }
    #expect(bad.isEmpty, "\(what): \(bad.count) pixels off the reference by more than \(tolerance)/255 (worst \(worst)): \(bad.prefix(10))",
            sourceLocation: sourceLocation)
    return worst
}

/// A deterministic pseudo-random sequence (64-bit LCG), for sweeps that must not change
/// from run to run.
struct DeterministicRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    mutating func byte() -> UInt32 { UInt32(next() & 0xFF) }
    /// A valid premultiplied pixel (every color channel <= alpha).
    mutating func premultipliedPixel() -> UInt32 {
        let a = byte()
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(next() % UInt64(a + 1)) }
        return PremultipliedPixel.pack(alpha: a, red: channel(), green: channel(), blue: channel())
    }
}
