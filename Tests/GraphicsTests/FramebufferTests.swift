import Testing
@testable import Graphics
import Geometry
import TestSupport

@Suite struct FramebufferTests {
    struct Dimensions: Sendable, CustomTestStringConvertible {
        let width: Int, height: Int
        var testDescription: String { "\(width)x\(height)" }
    }

    @Test(arguments: [Dimensions(width: 1, height: 1), Dimensions(width: 7, height: 3),
                      Dimensions(width: 0, height: 0), Dimensions(width: 0, height: 5),
                      Dimensions(width: 5, height: 0), Dimensions(width: 640, height: 480),
                      Dimensions(width: Framebuffer.maxSide, height: 1), Dimensions(width: 1, height: Framebuffer.maxSide)])
    func sizesStrideAndBytesPerRow(_ d: Dimensions) throws {
        let fb = try Framebuffer(width: d.width, height: d.height)
        #expect(fb.width == d.width)
        #expect(fb.height == d.height)
        #expect(fb.stride == d.width)
        #expect(fb.bytesPerRow == d.width * 4)
        #expect(fb.bounds == PixelRect(x: 0, y: 0, width: d.width, height: d.height))
        #expect(fb.originInStorage == (0, 0))
        let image = fb.makeImage()
        #expect(image.width == d.width && image.height == d.height)
        #expect(image.pixels.allSatisfy { $0 == 0 }, "a new framebuffer is transparent black")
    }

    @Test(arguments: [Dimensions(width: -1, height: 1), Dimensions(width: 1, height: -1),
                      Dimensions(width: -5, height: -5), Dimensions(width: Framebuffer.maxSide + 1, height: 1),
                      Dimensions(width: 1, height: Framebuffer.maxSide + 1), Dimensions(width: Int.min, height: 0),
                      Dimensions(width: Int.max, height: Int.max)])
    func invalidSizesThrow(_ d: Dimensions) {
        // The first bad side, as given, and the range allowed.
        let (name, value) = d.width < 0 || d.width > Framebuffer.maxSide ? ("width", d.width) : ("height", d.height)
        let error = DimensionError(name: name, pixels: value, requirement: "must be in 0...32768")
        #expect(throws: error) { try Framebuffer(width: d.width, height: d.height) }
        #expect(error.description == "\(name) \(value) pixels is invalid: must be in 0...32768")
    }

    @Test func aSizeInPointsIsCheckedAndNamedAsGiven() throws {
        let empty = try Framebuffer(size: Size(width: 0, height: 0), scale: 2)
        #expect(empty.width == 0 && empty.height == 0)
        let rounded = try Framebuffer(size: Size(width: 10.25, height: 3), scale: 2)
        #expect(rounded.width == 21 && rounded.height == 6, "each side rounded up")
        func message(_ size: Size, scale: Double = 1) -> String {
            thrownMessage { _ = try Framebuffer(size: size, scale: scale) }
        }
        #expect(message(Size(width: -10, height: 50))
                == "DimensionError: width -10 points is invalid: must be finite and at least 0")
        #expect(message(Size(width: 10, height: .nan))
                == "DimensionError: height nan points is invalid: must be finite and at least 0")
        #expect(message(Size(width: .infinity, height: 5))
                == "DimensionError: width inf points is invalid: must be finite and at least 0")
        #expect(message(Size(width: 10, height: 10), scale: 0)
                == "DimensionError: scale 0 is invalid: must be finite and greater than 0")
        #expect(message(Size(width: 10, height: 10), scale: -.infinity)
                == "DimensionError: scale -inf is invalid: must be finite and greater than 0")
        #expect(message(Size(width: 20000, height: 1), scale: 2)
                == "DimensionError: width 20000 points is invalid: at scale 2 that is 40000 pixels, and a side has at most 32768")
    }

    @Test func clearSetsEveryPixel() throws {
        let fb = try Framebuffer(width: 9, height: 4)
        fb.clear(to: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        expectAll(fb, equal: 0x8080_0000)
        fb.clear()
        expectAll(fb, equal: 0)
    }

    @Test func clearRectIsClippedAndDoesNotBlend() throws {
        let fb = try Framebuffer(width: 10, height: 6)
        fb.clear(to: .white)
        fb.clear(PixelRect(x: 7, y: -2, width: 10, height: 4), to: 0x4000_0040)
        for y in 0..<6 {
            for x in 0..<10 {
                #expect(fb[x, y] == (x >= 7 && y < 2 ? 0x4000_0040 : 0xFFFF_FFFF), "(\(x), \(y))")
            }
        }
        fb.clear(PixelRect(x: 20, y: 20, width: 3, height: 3), to: 0)
        fb.clear(PixelRect(x: 2, y: 2, width: -3, height: 3), to: 0)
        #expect(fb[9, 5] == 0xFFFF_FFFF)
    }

    @Test func subscriptReadsAndWritesRowMajor() throws {
        let fb = try Framebuffer(width: 4, height: 3)
        fb[3, 2] = 0x1122_3344
        fb[0, 1] = 0xFF00_0000
        #expect(fb.pixels[2 * 4 + 3] == 0x1122_3344)
        #expect(fb.pixels[4] == 0xFF00_0000)
        #expect(fb[3, 2] == 0x1122_3344)
    }

    @Test func viewSharesPixelsAtItsOffset() throws {
        let parent = try Framebuffer(width: 10, height: 8)
        let view = parent.view(of: PixelRect(x: 2, y: 3, width: 4, height: 2))
        #expect(view.width == 4 && view.height == 2)
        #expect(view.stride == 10)
        #expect(view.bytesPerRow == 40)
        #expect(view.originInStorage == (2, 3))
        #expect(view.bounds == PixelRect(x: 0, y: 0, width: 4, height: 2))

        view[0, 0] = 0xFF11_1111
        #expect(parent[2, 3] == 0xFF11_1111)
        parent[5, 4] = 0xFF22_2222
        #expect(view[3, 1] == 0xFF22_2222)

        view.clear(to: .white)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = x >= 2 && x < 6 && y >= 3 && y < 5
                #expect(parent[x, y] == (inside ? 0xFFFF_FFFF : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func viewIsClippedToBounds() throws {
        let parent = try Framebuffer(width: 10, height: 8)
        let right = parent.view(of: PixelRect(x: 8, y: -2, width: 5, height: 5))
        #expect(right.width == 2 && right.height == 3)
        #expect(right.originInStorage == (8, 0))
        right.clear(to: .black)
        expectUntouched(parent, outside: PixelRect(x: 8, y: 0, width: 2, height: 3), background: 0)
        #expect(parent[9, 2] == 0xFF00_0000)

        let outside = parent.view(of: PixelRect(x: 20, y: 20, width: 5, height: 5))
        #expect(outside.width == 0 && outside.height == 0)
        outside.clear(to: .white)
        #expect(parent[0, 0] == 0)

        let negative = parent.view(of: PixelRect(x: 2, y: 2, width: -4, height: 3))
        #expect(negative.width == 0 && negative.height == 0)
    }

    @Test func viewOfViewAccumulatesOrigin() throws {
        let parent = try Framebuffer(width: 20, height: 20)
        let a = parent.view(of: PixelRect(x: 3, y: 4, width: 10, height: 10))
        let b = a.view(of: PixelRect(x: 2, y: 1, width: 20, height: 3))
        #expect(b.originInStorage == (5, 5))
        #expect(b.width == 8 && b.height == 3)
        b[0, 0] = 0xFF12_3456
        #expect(parent[5, 5] == 0xFF12_3456)
        #expect(a[2, 1] == 0xFF12_3456)
    }

    @Test func viewKeepsStorageAlive() throws {
        func makeView() throws -> Framebuffer {
            let parent = try Framebuffer(width: 64, height: 64)
            parent.clear(to: .white)
            return parent.view(of: PixelRect(x: 10, y: 10, width: 8, height: 8))
        }
        let view = try makeView()
        #expect(view[7, 7] == 0xFFFF_FFFF)
        view[1, 1] = 0xFF00_0000
        #expect(view[1, 1] == 0xFF00_0000)
    }

    @Test func makeImageCopiesRowsOfAView() throws {
        let parent = try Framebuffer(width: 6, height: 5)
        for y in 0..<5 { for x in 0..<6 { parent[x, y] = UInt32(0xFF00_0000 | y << 8 | x) } }
        let view = parent.view(of: PixelRect(x: 1, y: 2, width: 3, height: 2))
        let image = view.makeImage()
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels == [0xFF00_0201, 0xFF00_0202, 0xFF00_0203, 0xFF00_0301, 0xFF00_0302, 0xFF00_0303])
        // A copy: later drawing does not change it.
        parent.clear(to: .white)
        #expect(image[0, 0] == 0xFF00_0201)
    }

    @Test func initFromImageCopiesPixels() throws {
        let image = try Image(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 0xFFFF_FFFF])
        let fb = try Framebuffer(image: image)
        #expect(fb.width == 3 && fb.height == 2 && fb.stride == 3)
        #expect(fb[0, 0] == 1 && fb[2, 0] == 3 && fb[0, 1] == 4 && fb[2, 1] == 0xFFFF_FFFF)
        fb[0, 0] = 99
        #expect(image[0, 0] == 1)
        #expect(fb.makeImage() == (try Image(width: 3, height: 2, pixels: [99, 2, 3, 4, 5, 0xFFFF_FFFF])))

        let empty = try Framebuffer(image: try Image(width: 0, height: 4, pixels: []))
        #expect(empty.width == 0 && empty.height == 4)
    }

    @Test func imageInitValidatesCounts() throws {
        #expect(throws: ImageError.sizeMismatch(width: 2, height: 2, pixelCount: 3)) {
            try Image(width: 2, height: 2, pixels: [0, 0, 0])
        }
        #expect(throws: DimensionError(name: "width", pixels: -1, requirement: "must be at least 0")) {
            try Image(width: -1, height: 2, pixels: [])
        }
        #expect(try Image(width: 2, height: 3, filledWith: .white).pixels == Array(repeating: 0xFFFF_FFFF, count: 6))
        // The same rule for an image of one color (it was a trap).
        #expect(throws: DimensionError(name: "height", pixels: -3, requirement: "must be at least 0")) {
            try Image(width: 2, height: -3, filledWith: .white)
        }
    }

    /// A painter on a view draws at the view's top-left and never outside it.
    @Test func painterOnAViewDrawsInsideTheView() throws {
        let parent = try Framebuffer(width: 30, height: 30)
        let view = parent.view(of: PixelRect(x: 10, y: 5, width: 8, height: 6))
        let painter = Painter(target: view)
        #expect(painter.clipBounds == PixelRect(x: 0, y: 0, width: 8, height: 6))
        painter.fill(Rect(x: -5, y: -5, width: 100, height: 100), with: .color(.black))
        painter.fillEllipse(in: Rect(x: -20, y: -20, width: 60, height: 60), with: .color(.white))
        painter.draw(try AlphaMask(width: 40, height: 40, coverage: Array(repeating: 255, count: 1600)), x: -10, y: -10, color: .black)
        expectUntouched(parent, outside: PixelRect(x: 10, y: 5, width: 8, height: 6), background: 0)
        for y in 5..<11 { for x in 10..<18 { #expect(parent[x, y] == 0xFF00_0000) } }
    }
}
