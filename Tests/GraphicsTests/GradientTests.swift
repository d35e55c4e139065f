import Testing
@testable import Graphics
import Geometry

@Suite struct GradientTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// The gradient's premultiplied color (a, r, g, b in 0...255) at position `t`,
    /// computed here as CSS describes it: clamp to the end stops, interpolate premultiplied.
    static func exactColor(_ stops: [GradientStop], at t: Double) -> [Double] {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        if t <= sorted[0].location { return exactPremultiplied(sorted[0].color) }
        if t >= sorted[sorted.count - 1].location { return exactPremultiplied(sorted[sorted.count - 1].color) }
        var i = 0
        while sorted[i + 1].location < t { i += 1 }
        let a = sorted[i], b = sorted[i + 1]
        let f = (t - a.location) / (b.location - a.location)
        return zip(exactPremultiplied(a.color), exactPremultiplied(b.color)).map { $0 * (1 - f) + $1 * f }
    }

    @Test func horizontalBlackToWhiteOver256Pixels() throws {
        let (fb, painter) = try makeCanvas(256, 4)
        painter.fill(Rect(x: 0, y: 0, width: 256, height: 4),
                     with: .linearGradient(LinearGradient(from: .black, to: .white, start: .zero, end: Point(x: 256, y: 0))))
        for y in 0..<4 {
            for x in 0..<256 {
                let c = Channels(fb[x, y])
                #expect(c.a == 255)
                #expect(c.r == c.g && c.g == c.b)
                #expect(abs(c.r - x) <= 2, "x \(x): \(c.r)")
            }
        }
        #expect(fb[0, 0] == 0xFF00_0000)
        #expect(fb[255, 0] == 0xFFFF_FFFF)
        // Monotonic.
        for x in 1..<256 { #expect(Channels(fb[x, 0]).r >= Channels(fb[x - 1, 0]).r) }
    }

    @Test func beforeStartIsFirstColorAfterEndIsLast() throws {
        let (fb, painter) = try makeCanvas(300, 3)
        painter.fill(Rect(x: 0, y: 0, width: 300, height: 3),
                     with: .linearGradient(LinearGradient(from: .black, to: .white, start: Point(x: 20, y: 0), end: Point(x: 276, y: 0))))
        for x in 0..<20 { #expect(fb[x, 1] == 0xFF00_0000, "x \(x)") }
        for x in 276..<300 { #expect(fb[x, 1] == 0xFFFF_FFFF, "x \(x)") }
        for x in 20..<276 { #expect(abs(Channels(fb[x, 1]).r - (x - 20)) <= 2, "x \(x)") }
    }

    @Test func vertical() throws {
        let (fb, painter) = try makeCanvas(3, 300)
        painter.fill(Rect(x: 0, y: 0, width: 3, height: 300),
                     with: .linearGradient(LinearGradient(from: .white, to: .black, start: Point(x: 0, y: 30), end: Point(x: 0, y: 286))))
        for y in 0..<300 {
            let expected = 255 - min(255, max(0, y - 30))
            let c = Channels(fb[1, y])
            #expect(abs(c.r - expected) <= 2 && c.a == 255, "y \(y): \(c)")
            #expect(fb[0, y] == fb[2, y])
        }
        #expect(fb[1, 0] == 0xFFFF_FFFF && fb[1, 299] == 0xFF00_0000)
    }

    /// Diagonal: the value follows the projection on the gradient line and is constant
    /// along lines perpendicular to it.
    @Test func diagonal() throws {
        let (fb, painter) = try makeCanvas(120, 120)
        painter.fill(Rect(x: 0, y: 0, width: 120, height: 120),
                     with: .linearGradient(LinearGradient(from: .black, to: .white, start: .zero, end: Point(x: 100, y: 100))))
        for y in 0..<120 {
            for x in 0..<120 {
                let t = min(1, (Double(x) + 0.5 + Double(y) + 0.5) / 200)
                let c = Channels(fb[x, y])
                #expect(abs(Double(c.r) - 255 * t) <= 2, "(\(x), \(y)) \(c.r) vs \(255 * t)")
                if x + 1 < 120, y > 0 { #expect(abs(c.r - Channels(fb[x + 1, y - 1]).r) <= 1) }
            }
        }
    }

    /// A gradient along an arbitrary direction matches the exact projection everywhere.
    @Test(arguments: [(Point(x: 10, y: 80), Point(x: 90, y: 5)), (Point(x: 70, y: 10), Point(x: 20, y: 30)),
                      (Point(x: 50, y: 50), Point(x: 50.5, y: 49))])
    func anyDirection(start: Point, end: Point) throws {
        let (fb, painter) = try makeCanvas(100, 90)
        let stops = [GradientStop(Self.red, at: 0), GradientStop(Self.blue, at: 1)]
        painter.fill(Rect(x: 0, y: 0, width: 100, height: 90),
                     with: .linearGradient(LinearGradient(start: start, end: end, stops: stops)))
        let v = end - start, len2 = v.x * v.x + v.y * v.y
        // The 256-entry table quantizes t to 1/255: allow 2 steps plus rounding.
        for y in 0..<90 {
            for x in 0..<100 {
                let t = ((Double(x) + 0.5 - start.x) * v.x + (Double(y) + 0.5 - start.y) * v.y) / len2
                expectPixel(fb[x, y], near: Self.exactColor(stops, at: t), within: 2, "(\(x), \(y)) t \(t)")
            }
        }
    }

    @Test func multipleStopsInAnyOrder() throws {
        let stops = [GradientStop(Self.red, at: 0), GradientStop(Self.green, at: 0.5), GradientStop(Self.blue, at: 1)]
        let (fb, painter) = try makeCanvas(256, 2)
        painter.fill(Rect(x: 0, y: 0, width: 256, height: 2),
                     with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 256, y: 0), stops: stops)))
        for x in 0..<256 {
            expectPixel(fb[x, 0], near: Self.exactColor(stops, at: (Double(x) + 0.5) / 256), within: 2, "x \(x)")
        }
        #expect(fb[0, 0] == 0xFFFF_0000)
        #expect(fb[255, 0] == 0xFF00_00FF)
        expectPixel(fb[128, 0], 0xFF00_FF00, within: 2)
        expectPixel(fb[64, 0], 0xFF80_8000, within: 2)

        let (shuffled, p2) = try makeCanvas(256, 2)
        p2.fill(Rect(x: 0, y: 0, width: 256, height: 2),
                with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 256, y: 0), stops: [stops[2], stops[0], stops[1]])))
        #expect(pixels(of: shuffled) == pixels(of: fb))
    }

    @Test func hardStopSwitchesColorAtOnce() throws {
        let stops = [GradientStop(Self.red, at: 0), GradientStop(Self.red, at: 0.5),
                     GradientStop(Self.blue, at: 0.5), GradientStop(Self.blue, at: 1)]
        let (fb, painter) = try makeCanvas(256, 1)
        painter.fill(Rect(x: 0, y: 0, width: 256, height: 1),
                     with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 256, y: 0), stops: stops)))
        for x in 0..<127 { #expect(fb[x, 0] == 0xFFFF_0000, "x \(x)") }
        for x in 129..<256 { #expect(fb[x, 0] == 0xFF00_00FF, "x \(x)") }
    }

    /// Opaque red to transparent blue: interpolating premultiplied colors fades red out
    /// without ever turning purple (blue contributes nothing while transparent).
    @Test func translucentStopsInterpolatePremultiplied() throws {
        let stops = [GradientStop(Self.red, at: 0), GradientStop(Color(red: 0, green: 0, blue: 1, alpha: 0), at: 1)]
        let (fb, painter) = try makeCanvas(256, 1)
        painter.fill(Rect(x: 0, y: 0, width: 256, height: 1),
                     with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 256, y: 0), stops: stops)))
        for x in 0..<256 {
            let c = Channels(fb[x, 0])
            #expect(c.b == 0 && c.g == 0, "x \(x): \(c)")
            #expect(c.r == c.a)
            #expect(abs(Double(c.a) - 255 * (1 - (Double(x) + 0.5) / 256)) <= 2)
        }
        // Two half-transparent colors: the middle is a half-transparent mix.
        let half = [GradientStop(Color(red: 1, green: 0, blue: 0, alpha: 0.5), at: 0),
                    GradientStop(Color(red: 0, green: 0, blue: 1, alpha: 0.5), at: 1)]
        let (fb2, p2) = try makeCanvas(256, 1, background: .white)
        p2.fill(Rect(x: 0, y: 0, width: 256, height: 1),
                with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 256, y: 0), stops: half)))
        for x in 0..<256 {
            let src = Self.exactColor(half, at: (Double(x) + 0.5) / 256)
            expectPixel(fb2[x, 0], near: exactSourceOver(src, Channels(0xFFFF_FFFF).doubles), within: 2, "x \(x)")
        }
    }

    /// CSS draws a zero-length gradient as its last color.
    @Test func zeroLengthGradientDrawsTheLastColor() throws {
        let (fb, painter) = try makeCanvas(8, 8)
        let gradient = LinearGradient(from: Self.red, to: Self.blue, start: Point(x: 4, y: 4), end: Point(x: 4, y: 4))
        painter.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .linearGradient(gradient))
        // A solid color everywhere.
        expectAll(fb, equal: fb[0, 0])
        #expect(fb[3, 3] == 0xFF00_00FF, "got \(hex(fb[3, 3]))")
    }

    @Test func singleStopIsSolidAndNoStopsDrawNothing() throws {
        let (fb, painter) = try makeCanvas(10, 10, background: .white)
        painter.fill(Rect(x: 0, y: 0, width: 10, height: 5),
                     with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 10, y: 0), stops: [GradientStop(Self.green, at: 0.3)])))
        painter.fill(Rect(x: 0, y: 5, width: 10, height: 5),
                     with: .linearGradient(LinearGradient(start: .zero, end: Point(x: 10, y: 0), stops: [])))
        for x in 0..<10 {
            #expect(fb[x, 2] == 0xFF00_FF00)
            #expect(fb[x, 7] == 0xFFFF_FFFF)
        }
    }

    /// Shapes filled with a gradient have the same coverage as with a solid color, and
    /// their inside has the gradient's colors at each pixel.
    @Test func gradientFillsShapesWithTheirCoverage() throws {
        let gradient = LinearGradient(from: Self.red, to: Self.blue, start: Point(x: 10, y: 0), end: Point(x: 70, y: 0))
        let (full, pf) = try makeCanvas(80, 60)
        pf.fill(Rect(x: 0, y: 0, width: 80, height: 60), with: .linearGradient(gradient))
        let shapes: [(String, (Painter, Paint) -> Void)] = [
            ("ellipse", { $0.fillEllipse(in: Rect(x: 10.5, y: 5.25, width: 60, height: 45), with: $1) }),
            ("rounded rect", { $0.fill(RoundedRect(Rect(x: 8.3, y: 7, width: 60, height: 40), radius: 12), with: $1) }),
            ("rect", { $0.fill(Rect(x: 10.5, y: 10.25, width: 50, height: 30.5), with: $1) }),
            ("path", { p, paint in
                var path = Path()
                path.move(to: Point(x: 5, y: 55)); path.line(to: Point(x: 40, y: 3.5)); path.line(to: Point(x: 75, y: 55)); path.close()
                p.fill(path, with: paint)
            }),
        ]
        for (name, draw) in shapes {
            let (solid, ps) = try makeCanvas(80, 60)
            draw(ps, .color(.black))
            let (grad, pg) = try makeCanvas(80, 60)
            draw(pg, .linearGradient(gradient))
            for y in 0..<60 {
                for x in 0..<80 {
                    let coverage = alpha(solid[x, y])
                    #expect(abs(alpha(grad[x, y]) - coverage) <= 1, "\(name) (\(x), \(y))")
                    expectPixel(grad[x, y], near: exactScale(full[x, y], Double(coverage) / 255), within: 1, "\(name) (\(x), \(y))")
                }
            }
        }
    }

    @Test func gradientMovesWithTranslation() throws {
        let gradient = LinearGradient(from: .black, to: .white, start: .zero, end: Point(x: 100, y: 0))
        let (a, pa) = try makeCanvas(150, 2)
        pa.fill(Rect(x: 0, y: 0, width: 100, height: 2), with: .linearGradient(gradient))
        let (b, pb) = try makeCanvas(150, 2)
        pb.withTranslation(dx: 30, dy: 0) {
            pb.fill(Rect(x: 0, y: 0, width: 100, height: 2), with: .linearGradient(gradient))
        }
        for x in 0..<100 { #expect(b[x + 30, 0] == a[x, 0], "x \(x)") }
        for x in 0..<30 { #expect(b[x, 0] == 0) }
    }
}
