import Testing
@testable import Graphics
import Geometry

@Suite struct MaskTests {
    /// A 6x4 mask with every kind of value: 0, partial, full.
    static let mask = try! AlphaMask(width: 6, height: 4, coverage: [
        0, 1, 64, 128, 200, 255,
        255, 254, 127, 3, 0, 90,
        10, 20, 30, 40, 50, 60,
        255, 0, 255, 0, 255, 0,
    ])

    /// A background that differs per pixel, so misplaced writes show.
    static func patterned(_ width: Int, _ height: Int) throws -> (Framebuffer, Painter) {
        let (fb, painter) = try makeCanvas(width, height)
        var random = DeterministicRandom(seed: 11)
        for y in 0..<height { for x in 0..<width { fb[x, y] = random.premultipliedPixel() | 0xFF00_0000 } }
        return (fb, painter)
    }

    @Test(arguments: [Color(red: 1, green: 0, blue: 0), Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.5),
                      Color(red: 0, green: 0, blue: 0, alpha: 0.1), Color.white])
    func eachPixelIsColorScaledByCoverageOverBackground(_ color: Color) throws {
        let (fb, painter) = try Self.patterned(20, 12)
        let before = pixels(of: fb)
        painter.draw(Self.mask, x: 5, y: 6, color: color)
        let src = color.premultipliedPixel
        for y in 0..<12 {
            for x in 0..<20 {
                let bg = before[y * 20 + x]
                let mx = x - 5, my = y - 6
                guard mx >= 0, mx < 6, my >= 0, my < 4 else {
                    #expect(fb[x, y] == bg, "(\(x), \(y)) outside the mask")
                    continue
                }
                let c = Double(Self.mask.coverage[my * 6 + mx]) / 255
                if c == 0 { #expect(fb[x, y] == bg, "(\(x), \(y)) zero coverage") }
                expectPixel(fb[x, y], near: exactSourceOver(exactScale(src, c), Channels(bg).doubles), within: 1, "(\(x), \(y))")
            }
        }
    }

    @Test func fullCoverageOpaqueColorIsExact() throws {
        let (fb, painter) = try makeCanvas(10, 10, background: .white)
        painter.draw(try AlphaMask(width: 2, height: 1, coverage: [255, 128]), x: 1, y: 1, color: Color(red: 0, green: 0, blue: 1))
        #expect(fb[1, 1] == 0xFF00_00FF)
        #expect(fb[2, 1] == PremultipliedPixel.sourceOver(PremultipliedPixel.scale(0xFF00_00FF, by: 128), 0xFFFF_FFFF))
    }

    @Test(arguments: [(5.4, 6.4, 5, 6), (5.6, 5.5, 6, 6), (-0.4, 0.49, 0, 0), (4.5, 6.5, 5, 7)])
    func positionRoundsToWholePixels(x: Double, y: Double, px: Int, py: Int) throws {
        let (fb, painter) = try makeCanvas(20, 20)
        painter.draw(try AlphaMask(width: 1, height: 1, coverage: [255]), x: x, y: y, color: .black)
        #expect(fb[px, py] == 0xFF00_0000)
        expectUntouched(fb, outside: PixelRect(x: px, y: py, width: 1, height: 1), background: 0)
    }

    @Test func translationMovesTheMask() throws {
        let (fb, painter) = try makeCanvas(20, 20)
        painter.withTranslation(dx: 3.3, dy: 7) {
            painter.draw(try! AlphaMask(width: 1, height: 1, coverage: [255]), x: 1, y: 1, color: .black)
        }
        #expect(fb[4, 8] == 0xFF00_0000)
    }

    struct Placement: Sendable, CustomTestStringConvertible {
        let x: Int, y: Int
        var testDescription: String { "(\(x), \(y))" }
    }

    /// Placed partly (or wholly) outside, only the part inside is drawn, each pixel from
    /// the right place in the mask.
    @Test(arguments: [Placement(x: -2, y: 3), Placement(x: 3, y: -1), Placement(x: -4, y: -3), Placement(x: 16, y: 5),
                      Placement(x: 4, y: 10), Placement(x: 17, y: 11), Placement(x: -6, y: 0), Placement(x: 20, y: 0),
                      Placement(x: 0, y: 12), Placement(x: 0, y: -4), Placement(x: -1_000_000, y: 5), Placement(x: 5, y: 1_000_000)])
    func clippedWhenPlacedPartlyOutside(_ p: Placement) throws {
        let (fb, painter) = try makeCanvas(20, 12)
        painter.draw(Self.mask, x: Double(p.x), y: Double(p.y), color: .black)
        for y in 0..<12 {
            for x in 0..<20 {
                let mx = x - p.x, my = y - p.y
                let inside = mx >= 0 && mx < 6 && my >= 0 && my < 4
                let expected = inside ? Int(Self.mask.coverage[my * 6 + mx]) : 0
                #expect(alpha(fb[x, y]) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func zeroCoverageAndEmptyMasksLeavePixelsAlone() throws {
        let (fb, painter) = try Self.patterned(10, 10)
        let before = pixels(of: fb)
        painter.draw(try AlphaMask(width: 5, height: 5, coverage: Array(repeating: 0, count: 25)), x: 2, y: 2, color: .black)
        painter.draw(try AlphaMask(width: 0, height: 0, coverage: []), x: 2, y: 2, color: .black)
        painter.draw(try AlphaMask(width: 0, height: 3, coverage: []), x: 2, y: 2, color: .black)
        painter.draw(try AlphaMask(width: 3, height: 3, coverage: Array(repeating: 255, count: 9)), x: 2, y: 2, color: .clear)
        #expect(pixels(of: fb) == before)
    }

    @Test func initValidatesByteCount() {
        #expect(throws: ImageError.sizeMismatch(width: 3, height: 2, pixelCount: 5)) {
            try AlphaMask(width: 3, height: 2, coverage: [0, 0, 0, 0, 0])
        }
        #expect(throws: ImageError.sizeMismatch(width: 3, height: 2, pixelCount: 7)) {
            try AlphaMask(width: 3, height: 2, coverage: Array(repeating: 0, count: 7))
        }
        #expect(throws: DimensionError(name: "width", pixels: -1, requirement: "must be at least 0")) {
            try AlphaMask(width: -1, height: 2, coverage: [])
        }
        // width * height overflows: still a size mismatch (not a crash). The error is only
        // compared, never printed (see below).
        do {
            _ = try AlphaMask(width: Int.max, height: 2, coverage: [])
            Issue.record("no error")
        } catch let error as ImageError {
            #expect(error == ImageError.sizeMismatch(width: Int.max, height: 2, pixelCount: 0))
        } catch {
            Issue.record("unexpected error type")
        }
        #expect(throws: Never.self) { try AlphaMask(width: 0, height: 7, coverage: []) }
        #expect(ImageError.sizeMismatch(width: 3, height: 2, pixelCount: 5).description == "a 3x2 image needs 6 pixels, got 5")
    }

    /// The init throws `.sizeMismatch` with sides whose product overflows; printing that
    /// error (as any `catch { print(error) }` does) must not trap.
    @Test func describingAnOverflowingSizeErrorDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            do {
                _ = try AlphaMask(width: Int.max, height: 2, coverage: [])
            } catch {
                _ = "\(error)"
            }
        }
    }
}
