import Testing
@testable import Graphics
import Geometry

@Suite struct ImageDrawTests {
    /// A 5x4 image with opaque, translucent and transparent pixels, all different.
    static let sample: Image = {
        var random = DeterministicRandom(seed: 5)
        var pixels = (0..<20).map { _ in random.premultipliedPixel() }
        pixels[0] = 0xFFFF_0000
        pixels[1] = 0
        pixels[2] = 0x8000_4080
        return try! Image(width: 5, height: 4, pixels: pixels)
    }()

    /// The bilinear sample in real numbers at the center of device pixel (x, y) when
    /// `image` is stretched over `rect`: texel centers at (i + 0.5) * rect.width / width,
    /// clamped at the edges.
    static func bilinear(_ image: Image, in rect: Rect, x: Int, y: Int) -> [Double] {
        func axis(_ p: Int, _ origin: Double, _ length: Double, _ count: Int) -> (Int, Int, Double) {
            let u = max(0, min(Double(count - 1), (Double(p) + 0.5 - origin) * Double(count) / length - 0.5))
            let i0 = Int(u.rounded(.down))
            return (i0, min(i0 + 1, count - 1), u - Double(i0))
        }
        let (x0, x1, fx) = axis(x, rect.minX, rect.width, image.width)
        let (y0, y1, fy) = axis(y, rect.minY, rect.height, image.height)
        func texel(_ i: Int, _ j: Int) -> [Double] { Channels(image[i, j]).doubles }
        let top = zip(texel(x0, y0), texel(x1, y0)).map { $0 * (1 - fx) + $1 * fx }
        let bottom = zip(texel(x0, y1), texel(x1, y1)).map { $0 * (1 - fx) + $1 * fx }
        return zip(top, bottom).map { $0 * (1 - fy) + $1 * fy }
    }

    @Test func oneToOneReproducesTheImage() throws {
        let (fb, painter) = try makeCanvas(12, 10)
        painter.draw(Self.sample, in: Rect(x: 3, y: 2, width: 5, height: 4))
        for y in 0..<10 {
            for x in 0..<12 {
                let inside = x >= 3 && x < 8 && y >= 2 && y < 6
                #expect(fb[x, y] == (inside ? Self.sample[x - 3, y - 2] : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func oneToOneBlendsOverBackground() throws {
        let (fb, painter) = try makeCanvas(5, 4, background: Color(red: 0.2, green: 0.4, blue: 0.6))
        let bg = fb[0, 0]
        painter.draw(Self.sample, in: Rect(x: 0, y: 0, width: 5, height: 4))
        for y in 0..<4 {
            for x in 0..<5 { #expect(fb[x, y] == PremultipliedPixel.sourceOver(Self.sample[x, y], bg)) }
        }
    }

    @Test func oneToOnePartlyOutside() throws {
        let (fb, painter) = try makeCanvas(4, 3)
        painter.draw(Self.sample, in: Rect(x: -2, y: -2, width: 5, height: 4))
        for y in 0..<3 {
            for x in 0..<4 {
                let inside = x < 3 && y < 2
                #expect(fb[x, y] == (inside ? Self.sample[x + 2, y + 2] : 0), "(\(x), \(y))")
            }
        }
    }

    /// 2x2 stretched to 4x4: the outer rows/columns clamp to the texels, the inner ones
    /// mix 3:1 (texel centers sit at 1 and 3 in device pixels).
    @Test func twoByTwoIntoFourByFourIsBilinear() throws {
        let a: UInt32 = 0xFFFF_0000, b: UInt32 = 0xFF00_00FF, c: UInt32 = 0xFF00_FF00, d: UInt32 = 0x8080_8080
        let image = try Image(width: 2, height: 2, pixels: [a, b, c, d])
        let (fb, painter) = try makeCanvas(4, 4)
        painter.draw(image, in: Rect(x: 0, y: 0, width: 4, height: 4))
        let weights = [0.0, 0.25, 0.75, 1.0]
        for y in 0..<4 {
            for x in 0..<4 {
                let fx = weights[x], fy = weights[y]
                let expected = (0..<4).map { i -> Double in
                    let (ca, cb, cc, cd) = (Channels(a).doubles[i], Channels(b).doubles[i], Channels(c).doubles[i], Channels(d).doubles[i])
                    return (ca * (1 - fx) + cb * fx) * (1 - fy) + (cc * (1 - fx) + cd * fx) * fy
                }
                expectPixel(fb[x, y], near: expected, within: 1, "(\(x), \(y))")
                expectPixel(fb[x, y], near: Self.bilinear(image, in: Rect(x: 0, y: 0, width: 4, height: 4), x: x, y: y), within: 1)
            }
        }
        #expect(fb[0, 0] == a && fb[3, 0] == b && fb[0, 3] == c && fb[3, 3] == d)
    }

    @Test(arguments: [Rect(x: 0, y: 0, width: 37, height: 23), Rect(x: 3.5, y: 1.25, width: 20, height: 30),
                      Rect(x: 10, y: 5, width: 7, height: 3), Rect(x: -10, y: -5, width: 60, height: 40)])
    func scaledDrawMatchesBilinearReference(_ rect: Rect) throws {
        let (fb, painter) = try makeCanvas(40, 32)
        painter.draw(Self.sample, in: rect)
        let inner = PixelRect(minX: Int(rect.minX.rounded(.up)), minY: Int(rect.minY.rounded(.up)),
                              maxX: Int(rect.maxX.rounded(.down)), maxY: Int(rect.maxY.rounded(.down))).intersection(fb.bounds)
        // Weights are quantized to 1/256, so allow 2 steps.
        for y in inner.minY..<inner.maxY {
            for x in inner.minX..<inner.maxX {
                expectPixel(fb[x, y], near: Self.bilinear(Self.sample, in: rect, x: x, y: y), within: 2, "(\(x), \(y))")
            }
        }
        expectUntouched(fb, outside: rect.enclosingPixels, background: 0)
    }

    /// Halving averages each 2x2 block (samples fall exactly between four texels).
    @Test func downscaleByTwoAveragesBlocks() throws {
        var random = DeterministicRandom(seed: 9)
        let image = try Image(width: 8, height: 6, pixels: (0..<48).map { _ in random.premultipliedPixel() })
        let (fb, painter) = try makeCanvas(4, 3)
        painter.draw(image, in: Rect(x: 0, y: 0, width: 4, height: 3))
        for y in 0..<3 {
            for x in 0..<4 {
                let block = [image[2 * x, 2 * y], image[2 * x + 1, 2 * y], image[2 * x, 2 * y + 1], image[2 * x + 1, 2 * y + 1]]
                let mean = (0..<4).map { i in block.map { Channels($0).doubles[i] }.reduce(0, +) / 4 }
                expectPixel(fb[x, y], near: mean, within: 1, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [0.5, 0.25, 0.9])
    func opacityScalesTheImage(_ opacity: Double) throws {
        let (fb, painter) = try makeCanvas(5, 4, background: .white)
        painter.draw(Self.sample, in: Rect(x: 0, y: 0, width: 5, height: 4), opacity: opacity)
        let white = Channels(0xFFFF_FFFF).doubles
        for y in 0..<4 {
            for x in 0..<5 {
                expectPixel(fb[x, y], near: exactSourceOver(exactScale(Self.sample[x, y], opacity), white), within: 1.5, "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [0.0, -1, .nan, 0.001])
    func zeroOpacityDrawsNothing(_ opacity: Double) throws {
        let (fb, painter) = try makeCanvas(5, 4, background: .white)
        painter.draw(Self.sample, in: Rect(x: 0, y: 0, width: 5, height: 4), opacity: opacity)
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    @Test func opacityAboveOneClamps() throws {
        let (a, pa) = try makeCanvas(5, 4)
        pa.draw(Self.sample, in: Rect(x: 0, y: 0, width: 5, height: 4), opacity: 3)
        #expect(pixels(of: a) == Self.sample.pixels)
    }

    /// A fractional destination is anti-aliased exactly like a filled rect of the same color.
    @Test(arguments: [Rect(x: 10.5, y: 10.25, width: 4, height: 4), Rect(x: 3.3, y: 2.9, width: 10.1, height: 0.6),
                      Rect(x: 0.2, y: 0.7, width: 17.5, height: 15.5)])
    func fractionalEdgesAreAntiAliased(_ rect: Rect) throws {
        let color = Color(red: 0.1, green: 0.8, blue: 0.3)
        let (a, pa) = try makeCanvas(20, 20)
        pa.draw(try Image(width: 4, height: 4, filledWith: color), in: rect)
        let (b, pb) = try makeCanvas(20, 20)
        pb.fill(rect, with: .color(color))
        #expect(differingPixels(a, b).isEmpty, "\(differingPixels(a, b).prefix(5))")
        if rect.minX == 10.5 {
            #expect(alpha(a[10, 10]) == 96)
            #expect(alpha(a[10, 12]) == 128)
            #expect(alpha(a[12, 10]) == 191)
        }
    }

    @Test func emptyImageOrRectDrawsNothing() throws {
        let (fb, painter) = try makeCanvas(10, 10, background: .white)
        painter.draw(try Image(width: 0, height: 0, pixels: []), in: Rect(x: 0, y: 0, width: 10, height: 10))
        painter.draw(try Image(width: 0, height: 5, pixels: []), in: Rect(x: 0, y: 0, width: 10, height: 10))
        painter.draw(Self.sample, in: Rect(x: 2, y: 2, width: 0, height: 5))
        painter.draw(Self.sample, in: Rect(x: 2, y: 2, width: -5, height: 5))
        painter.draw(Self.sample, in: Rect(x: .nan, y: 2, width: 5, height: 5))
        painter.draw(Self.sample, in: Rect(x: 2, y: 2, width: .infinity, height: 5))
        painter.draw(Self.sample, in: Rect(x: 20, y: 20, width: 5, height: 5))
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    @Test func translationMovesTheImage() throws {
        let (fb, painter) = try makeCanvas(12, 10)
        painter.withTranslation(dx: 4, dy: 3) { painter.draw(Self.sample, in: Rect(x: 1, y: 1, width: 5, height: 4)) }
        for y in 0..<4 { for x in 0..<5 { #expect(fb[x + 5, y + 4] == Self.sample[x, y]) } }
        expectUntouched(fb, outside: PixelRect(x: 5, y: 4, width: 5, height: 4), background: 0)
    }

    /// An image at its own size on the pixel grid is blended texel by texel (no
    /// sampling): opaque, translucent and clear texels give what `sourceOver` gives,
    /// with and without opacity, clipped on the left and the right.
    @Test func anImageAtItsOwnSizeBlendsEachTexelOverItsPixel() throws {
        let texels: [UInt32] = (0..<6 * 4).map { index in
            switch index % 4 {
            case 0: 0xFF20_4060
            case 1: 0x8040_2010
            case 2: 0
            default: 0x0010_0000 // clear but additive: premultiplied light
            }
        }
        let image = try Image(width: 6, height: 4, pixels: texels)
        for opacity in [1.0, 0.5] {
            for clip in [PixelRect(x: 0, y: 0, width: 12, height: 9), PixelRect(x: 4, y: 0, width: 3, height: 9)] {
                let (fb, painter) = try makeCanvas(12, 9, background: Color(hex: 0x808080))
                let background = fb[0, 0]
                let clipRect = Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.width), height: Double(clip.height))
                painter.withClip(clipRect) { painter.draw(image, in: Rect(x: 3, y: 2, width: 6, height: 4), opacity: opacity) }
                let cover = UInt32((opacity * 255).rounded())
                for y in 0..<9 {
                    for x in 0..<12 {
                        let inside = (3..<9).contains(x) && (2..<6).contains(y) && clip.contains(x: x, y: y)
                        var src = inside ? image[x - 3, y - 2] : 0
                        if cover != 255 { src = PremultipliedPixel.scale(src, by: cover) }
                        #expect(fb[x, y] == (inside ? PremultipliedPixel.sourceOver(src, background) : background),
                                "pixel \(x),\(y) at opacity \(opacity) in \(clip)")
                    }
                }
            }
        }
    }
}
