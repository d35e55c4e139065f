import Testing
@testable import Graphics
import Geometry

/// `Painter.draw(_:x:y:color:)` (a vector loop) against a reference written here the
/// plain way, one pixel and one channel at a time, byte for byte: random masks of every
/// width, colors with and without alpha, positions partly outside the clip, fractional
/// translations, opacity groups, random backgrounds, and framebuffer views.
@Suite struct MaskReferenceTests {
    // MARK: - The reference

    /// `x * y / 255` rounded to nearest, for bytes. Never a tie: `2xy` is even, while
    /// `255 * odd` is odd.
    static func times(_ x: Int, _ y: Int) -> Int { (2 * x * y + 255) / 510 }

    /// Premultiplied channels (a, r, g, b) of `color`: each component clamped, scaled
    /// to 0...255 and rounded (non-finite ones are 0), then multiplied by alpha.
    static func premultiplied(_ color: Color) -> [Int] {
        func byte(_ v: Double) -> Int { v.isFinite ? Int((min(1, max(0, v)) * 255).rounded()) : 0 }
        let a = byte(color.alpha)
        return [a, times(byte(color.red), a), times(byte(color.green), a), times(byte(color.blue), a)]
    }

    static func channels(_ p: UInt32) -> [Int] {
        [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
    }

    /// `source` (premultiplied a, r, g, b) scaled by `coverage / 255`, over `dst`: every
    /// channel is `s * c / 255 + d * (255 - sa * c / 255) / 255`, each division rounded.
    static func blend(_ source: [Int], coverage: Int, onto dst: UInt32) -> UInt32 {
        let s = source.map { times($0, coverage) }
        let out = zip(s, channels(dst)).map { $0 + times($1, 255 - s[0]) }
        return out.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// One mask drawn in a scene.
    struct Stroke {
        let mask: AlphaMask
        let x: Double, y: Double
        let color: Color
        /// Drawn through `PreparedColor` rather than `Color`.
        let prepared: Bool
    }

    /// A framebuffer (maybe a view inside a larger one) with a background, and masks
    /// drawn under `withClip(clip) { withTranslation { withOpacity { ... } } }`.
    struct Scene: CustomStringConvertible {
        /// The framebuffer that owns the memory, and where the painter's target lies in it.
        let storageWidth: Int, storageHeight: Int
        let view: PixelRect
        let background: [UInt32]
        let clip: Rect
        let dx: Double, dy: Double
        let opacity: Double?
        let strokes: [Stroke]

        var description: String {
            "storage \(storageWidth)x\(storageHeight) view \(view) clip \(clip) translation (\(dx), \(dy)) opacity \(opacity.map { "\($0)" } ?? "none"); "
                + strokes.map { "\($0.mask.width)x\($0.mask.height) at (\($0.x), \($0.y)) \($0.color)\($0.prepared ? " prepared" : "")" }
                .joined(separator: ", ")
        }
    }

    /// The storage pixels after drawing `scene`, computed one pixel at a time.
    static func reference(_ scene: Scene) -> [UInt32] {
        var pixels = scene.background
        let w = scene.storageWidth
        // The clip in storage coordinates: integer edges, inside the view.
        let clip = PixelRect(x: scene.view.x + Int(scene.clip.minX), y: scene.view.y + Int(scene.clip.minY),
                             width: Int(scene.clip.width), height: Int(scene.clip.height)).intersection(scene.view)
        let alpha = scene.opacity.map { Int((max(0, min(1, $0)) * 255).rounded()) } ?? 255
        // An opacity group draws into a transparent layer the size of the clip, then
        // blends the layer's non-zero pixels scaled by its alpha.
        var layer = [UInt32](repeating: 0, count: max(0, clip.width * clip.height))
        for stroke in scene.strokes {
            let source = premultiplied(stroke.color)
            guard source != [0, 0, 0, 0] else { continue }
            let ox = Int((stroke.x + scene.dx).rounded()) + scene.view.x
            let oy = Int((stroke.y + scene.dy).rounded()) + scene.view.y
            for my in 0..<stroke.mask.height {
                for mx in 0..<stroke.mask.width where clip.contains(x: ox + mx, y: oy + my) {
                    let c = Int(stroke.mask.coverage[my * stroke.mask.width + mx])
                    if alpha == 255 {
                        let i = (oy + my) * w + ox + mx
                        pixels[i] = blend(source, coverage: c, onto: pixels[i])
                    } else {
                        let i = (oy + my - clip.y) * clip.width + ox + mx - clip.x
                        layer[i] = blend(source, coverage: c, onto: layer[i])
                    }
                }
            }
        }
        if alpha != 255 && alpha != 0 {
            for y in 0..<max(0, clip.height) {
                for x in 0..<clip.width where layer[y * clip.width + x] != 0 {
                    let i = (clip.y + y) * w + clip.x + x
                    pixels[i] = blend(channels(layer[y * clip.width + x]), coverage: alpha, onto: pixels[i])
                }
            }
        }
        return pixels
    }

    /// The storage pixels after drawing `scene` with the painter.
    static func painted(_ scene: Scene) throws -> [UInt32] {
        let storage = try Framebuffer(width: scene.storageWidth, height: scene.storageHeight)
        for y in 0..<storage.height {
            for x in 0..<storage.width { storage[x, y] = scene.background[y * storage.width + x] }
        }
        let painter = Painter(target: storage.view(of: scene.view))
        painter.withClip(scene.clip) {
            painter.withTranslation(dx: scene.dx, dy: scene.dy) {
                func strokes() {
                    for s in scene.strokes {
                        if s.prepared {
                            painter.draw(s.mask, x: s.x, y: s.y, color: PreparedColor(s.color))
                        } else {
                            painter.draw(s.mask, x: s.x, y: s.y, color: s.color)
                        }
                    }
                }
                if let opacity = scene.opacity { painter.withOpacity(opacity, strokes) } else { strokes() }
            }
        }
        return pixels(of: storage)
    }

    static func expectSame(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = reference(scene)
        let got = try painted(scene)
        var wrong: [String] = []
        for i in expected.indices where got[i] != expected[i] {
            wrong.append("(\(i % scene.storageWidth), \(i / scene.storageWidth)) \(hex(got[i])) vs \(hex(expected[i]))")
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ from the reference: \(wrong.prefix(6)) in \(scene)",
                sourceLocation: sourceLocation)
    }

    // MARK: - Random scenes

    /// Coverage as glyphs have it: many zeros, some full pixels, the rest anything.
    static func randomMask(_ random: inout DeterministicRandom, width: Int, height: Int) throws -> AlphaMask {
        let bytes = (0..<width * height).map { _ -> UInt8 in
            switch random.next() % 20 {
            case 0..<7: 0
            case 7..<10: 255
            default: UInt8(random.byte())
            }
        }
        return try AlphaMask(width: width, height: height, coverage: bytes)
    }

    /// Opaque, translucent, transparent, and out-of-range or non-finite components.
    static func randomColor(_ random: inout DeterministicRandom) -> Color {
        func unit() -> Double { Double(random.next() % 10_001) / 10_000 }
        let alpha: Double = switch random.next() % 10 {
        case 0..<4: 1
        case 4: 0
        case 5: [1.5, -0.25, .nan, .infinity, 1.0 / 510][Int(random.next() % 5)]
        default: unit()
        }
        let red = random.next() % 12 == 0 ? 2 : unit()
        return Color(red: red, green: unit(), blue: unit(), alpha: alpha)
    }

    static func randomScene(_ random: inout DeterministicRandom) throws -> Scene {
        let width = 8 + Int(random.next() % 30), height = 6 + Int(random.next() % 16)
        // Half the scenes draw into a view, whose neighbors in memory must stay untouched.
        let inView = random.next() % 2 == 0
        let left = inView ? 1 + Int(random.next() % 5) : 0, top = inView ? 1 + Int(random.next() % 3) : 0
        let storageWidth = width + left + (inView ? 1 + Int(random.next() % 5) : 0)
        let storageHeight = height + top + (inView ? 2 : 0)
        // Any 32-bit pixels, valid premultiplied or not: the blend must not care.
        let anyBits = random.next() % 2 == 0
        let background = (0..<storageWidth * storageHeight).map { _ in
            anyBits ? UInt32(truncatingIfNeeded: random.next() ^ (random.next() << 16)) : random.premultipliedPixel()
        }
        func coordinate(_ range: Int) -> Int { Int(random.next() % UInt64(range + 8)) - 4 }
        let cx = coordinate(width), cy = coordinate(height)
        let clip = Rect(x: Double(cx), y: Double(cy),
                        width: Double(Int(random.next() % UInt64(width + 4))), height: Double(Int(random.next() % UInt64(height + 4))))
        // Quarter pixels, so that halves (rounded away from zero) come up often.
        func quarter(_ range: Int) -> Double { Double(Int(random.next() % UInt64(range * 4)) - range * 2) / 4 }
        let dx = quarter(6), dy = quarter(6)
        let opacity: Double? = random.next() % 3 == 0 ? [0.5, 0.8, 0, 1, 0.25][Int(random.next() % 5)] : nil
        var strokes: [Stroke] = []
        let color = randomColor(&random)
        for _ in 0..<(1 + Int(random.next() % 6)) {
            let mask = try randomMask(&random, width: 1 + Int(random.next() % 20), height: 1 + Int(random.next() % 12))
            // Mostly one color, as text is, so the painter's prepared-color cache is hit and missed.
            let strokeColor = random.next() % 3 == 0 ? randomColor(&random) : color
            strokes.append(Stroke(mask: mask, x: quarter(width) + Double(width) / 2 - Double(mask.width) / 2,
                                  y: quarter(height) + Double(height) / 2 - Double(mask.height) / 2,
                                  color: strokeColor, prepared: random.next() % 4 == 0))
        }
        return Scene(storageWidth: storageWidth, storageHeight: storageHeight,
                     view: PixelRect(x: left, y: top, width: width, height: height), background: background,
                     clip: clip, dx: dx, dy: dy, opacity: opacity, strokes: strokes)
    }

    @Test(arguments: 0..<8)
    func randomScenesMatchTheReference(_ batch: Int) throws {
        var random = DeterministicRandom(seed: 1000 + UInt64(batch))
        for _ in 0..<60 { try Self.expectSame(try Self.randomScene(&random)) }
    }

    // MARK: - Every row length

    /// Every width from 1 to 40 (three single pixels gathered into a vector, one vector,
    /// two overlapping, the loop and its overlapped last vector), each at every
    /// horizontal cut by the clip's left and right edges.
    @Test(arguments: 1...40)
    func everyWidthAndClipCutMatchesTheReference(_ width: Int) throws {
        var random = DeterministicRandom(seed: UInt64(width))
        let mask = try Self.randomMask(&random, width: width, height: 3)
        let colors = [Color(red: 0.1, green: 0.2, blue: 0.3), Color(red: 0.9, green: 0.5, blue: 0, alpha: 0.6)]
        for color in colors {
            for cut in 0..<width {
                let background = (0..<(width + 6) * 5).map { _ in random.premultipliedPixel() }
                let storageWidth = width + 6
                let view = PixelRect(x: 0, y: 0, width: storageWidth, height: 5)
                for clip in [Rect(x: Double(3 + cut), y: 0, width: 100, height: 5), Rect(x: 0, y: 0, width: Double(3 + cut), height: 5)] {
                    try Self.expectSame(Scene(storageWidth: storageWidth, storageHeight: 5, view: view, background: background,
                                              clip: clip, dx: 0, dy: 0, opacity: nil,
                                              strokes: [Stroke(mask: mask, x: 3, y: 1, color: color, prepared: false)]))
                }
            }
        }
    }

    /// Rows that end at the last byte of the mask and the last pixel of the framebuffer,
    /// where a vector reaching past the row would touch memory that is not there.
    @Test func masksAtTheFramebuffersEndMatchTheReference() throws {
        var random = DeterministicRandom(seed: 5)
        for width in 1...12 {
            let mask = try Self.randomMask(&random, width: width, height: 2)
            let background = (0..<12 * 4).map { _ in random.premultipliedPixel() }
            try Self.expectSame(Scene(storageWidth: 12, storageHeight: 4, view: PixelRect(x: 0, y: 0, width: 12, height: 4),
                                      background: background, clip: Rect(x: 0, y: 0, width: 12, height: 4), dx: 0, dy: 0,
                                      opacity: nil,
                                      strokes: [Stroke(mask: mask, x: Double(12 - width), y: 2, color: .black, prepared: false)]))
        }
    }

    // MARK: - Positions and conversions

    @Test func nonFiniteAndFarAwayPositionsDrawNothing() throws {
        let (fb, painter) = try MaskTests.patterned(10, 10)
        let before = pixels(of: fb)
        let mask = try AlphaMask(width: 2, height: 2, coverage: [255, 255, 255, 255])
        for (x, y) in [(Double.nan, 1.0), (1, .nan), (.infinity, 1), (1, -.infinity), (1e300, 1), (1, -1e18),
                       (Double(PixelRect.coordinateLimit), 1)] {
            painter.draw(mask, x: x, y: y, color: .black)
            painter.draw(mask, x: x, y: y, color: PreparedColor(.black))
        }
        #expect(pixels(of: fb) == before)
    }

    /// The libm-free rounding used for positions and color bytes rounds as `rounded()`
    /// does (halves away from zero), at halves, just beside them, and far out.
    @Test func roundedToIntMatchesRounded() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                254.5, 254.49999999999997, 1e15 + 0.5, -(1e15 + 0.5), 4_503_599_627_370_495.5]
        var random = DeterministicRandom(seed: 3)
        for _ in 0..<2000 {
            let v = Double(Int64(random.next()) - (1 << 30)) / Double(1 << (random.next() % 12))
            values += [v, v.nextUp, v.nextDown]
        }
        let wrong = values.filter { $0.roundedToInt != Int($0.rounded()) }
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    }

    /// Colors convert to the pixel the reference computes, at and beside every byte's
    /// edges (k ± 0.5) / 255.
    @Test func colorBytesMatchTheReference() {
        var wrong: [String] = []
        for k in 0...510 {
            let v = Double(k) / 510
            for component in [v, v.nextUp, v.nextDown] {
                let color = Color(red: component, green: 1 - component, blue: component / 2, alpha: component)
                let expected = Self.premultiplied(color).reduce(0) { $0 << 8 | UInt32($1) }
                if color.premultipliedPixel != expected { wrong.append("\(component): \(hex(color.premultipliedPixel))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    }

    @Test func preparedColorKeepsThePixel() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(PreparedColor(color).premultipliedPixel == color.premultipliedPixel)
        #expect(PreparedColor(color) == PreparedColor(color))
        #expect(PreparedColor(color) != PreparedColor(.black))
    }
}
