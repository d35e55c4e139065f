import CTurboJPEG
import Foundation
import Graphics
import Images
import Testing

/// JPEG through `ImageDecoder`: every EXIF orientation shown upright, progressive, gray
/// and CMYK files, decoding at the size shown, and bad files refused by name.
@Suite struct JPEGDecodingTests {
    /// The fixtures' picture: four quadrants of these colors (make_fixtures.py).
    static let colors: [UInt32] = [0xFFDC_1E1E, 0xFF1E_C83C, 0xFF28_3CDC, 0xFFF0_DC28]

    static func fixture(_ name: String) -> String {
        Bundle.module.path(forResource: name, ofType: nil, inDirectory: "Fixtures")!
    }

    /// Whether each quadrant's center has its color, within JPEG's error.
    static func showsTheQuadrants(_ image: Graphics.Image) -> Bool {
        guard image.width == 48, image.height == 32 else { return false }
        return colors.indices.allSatisfy { index in
            let pixel = image[(index % 2) * 24 + 12, (index / 2) * 16 + 8]
            return (0..<4).allSatisfy { channel in
                let a = Int(pixel >> (8 * channel) & 0xFF), b = Int(colors[index] >> (8 * channel) & 0xFF)
                return abs(a - b) <= 8
            }
        }
    }

    @Test(arguments: 1...8) func everyOrientationIsShownUpright(orientation: Int) throws {
        let image = try ImageDecoder.decode(contentsOfFile: Self.fixture("orientation-\(orientation).jpg"))
        #expect(Self.showsTheQuadrants(image), "orientation \(orientation) came out \(image.width)x\(image.height)")
    }

    @Test func cmykAndGrayFilesDecode() throws {
        // Adobe's inverted CMYK (what Pillow and Photoshop write) comes out in its colors.
        #expect(Self.showsTheQuadrants(try ImageDecoder.decode(contentsOfFile: Self.fixture("cmyk.jpg"))))
        let gray = try ImageDecoder.decode(contentsOfFile: Self.fixture("gray.jpg"))
        #expect(gray.width == 48 && gray.height == 32)
        #expect(gray.pixels.allSatisfy { pixel in
            pixel >> 24 == 0xFF && pixel & 0xFF == (pixel >> 8) & 0xFF && pixel & 0xFF == (pixel >> 16) & 0xFF
        })
    }

    @Test func aProgressiveFileDecodesAsItsBaselineTwin() throws {
        let image = try ImageDecoder.decode(contentsOfFile: Self.fixture("progressive.jpg"))
        #expect(image.width == 64 && image.height == 48)
        // The gradient: red grows to the right, green downward (make_fixtures.py).
        let (left, right) = (image[2, 24] >> 16 & 0xFF, image[61, 24] >> 16 & 0xFF)
        let (top, bottom) = (image[32, 2] >> 8 & 0xFF, image[32, 45] >> 8 & 0xFF)
        #expect(left < 20 && right > 230 && top < 20 && bottom > 210)
        #expect(image.pixels.allSatisfy { $0 >> 24 == 0xFF })
    }

    @Test func aPhotoIsDecodedAtTheSmallestDCTScaleThatCoversTheSizeShown() throws {
        let photo = try Self.jpeg(width: 4000, height: 3000)
        func size(_ shown: PixelSize?) throws -> String {
            let image = try ImageDecoder.decode(photo, options: ImageDecodeOptions(size: shown))
            return "\(image.width)x\(image.height)"
        }
        #expect(try size(PixelSize(width: 400, height: 300)) == "500x375")
        #expect(try size(PixelSize(width: 500, height: 375)) == "500x375")
        #expect(try size(PixelSize(width: 501, height: 300)) == "1000x750")
        #expect(try size(PixelSize(width: 1000, height: 750)) == "1000x750")
        #expect(try size(PixelSize(width: 1900, height: 1500)) == "2000x1500")
        #expect(try size(PixelSize(width: 2001, height: 10)) == "4000x3000")
        #expect(try size(nil) == "4000x3000")
    }

    @Test func theSizeShownIsTakenAfterTheOrientation() throws {
        // Stored 32 x 48, shown 48 x 32: 6 x 4 shown is 4 x 6 stored, the 1/8 scale.
        let path = Self.fixture("orientation-6.jpg")
        let image = try ImageDecoder.decode(contentsOfFile: path, options: ImageDecodeOptions(size: PixelSize(width: 6, height: 4)))
        #expect(image.width == 6 && image.height == 4)
    }

    @Test func aHugeHeaderIsRefusedBeforeAnythingIsAllocated() throws {
        // A real file's markers up to its scan, with the frame claiming a huge size.
        func header(side: UInt16) throws -> [UInt8] {
            var bytes = try Self.jpeg(width: 16, height: 16)
            let frame = try #require(Self.marker(0xC0, in: bytes))
            for offset in [frame + 5, frame + 7] { bytes[offset] = UInt8(side >> 8) }
            for offset in [frame + 6, frame + 8] { bytes[offset] = UInt8(side & 0xFF) }
            let scan = try #require(Self.marker(0xDA, in: bytes))
            return Array(bytes[..<(scan + 14)])
        }
        let huge = try header(side: 60_000)
        #expect(huge.count < 700)
        do {
            _ = try ImageDecoder.decode(huge)
            Issue.record("decoded a 60000 x 60000 header")
        } catch {
            #expect(error.reason == .tooManyPixels(width: 60_000, height: 60_000, limit: ImageDecodeOptions.defaultMaximumPixels))
            #expect("\(error)".contains("60000x60000 (3600000000 pixels), more than the limit of 67108864"))
        }
        // 65535 a side is past what libjpeg-turbo reads at all, and it says so.
        #expect(throws: ImageDecodeError(reason: .malformed(format: .jpeg, message: "Maximum supported image dimension is 65500 pixels"))) {
            try ImageDecoder.decode(try header(side: 65_535))
        }
        // A lower limit of the caller's own applies the same way.
        let small = try Self.jpeg(width: 100, height: 100)
        #expect(throws: ImageDecodeError(reason: .tooManyPixels(width: 100, height: 100, limit: 9_999))) {
            try ImageDecoder.decode(small, options: ImageDecodeOptions(maximumPixels: 9_999))
        }
    }

    @Test func aTruncatedFileIsAnErrorThatNamesTheFileAndTheProblem() throws {
        let whole = try Array(Data(contentsOf: URL(fileURLWithPath: Self.fixture("progressive.jpg"))))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-truncated-\(UUID()).jpg").path
        try Data(whole[..<(whole.count * 2 / 3)]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ImageDecoder.decode(contentsOfFile: path)
            Issue.record("decoded a truncated JPEG")
        } catch {
            #expect(error.path == path)
            guard case .malformed(.jpeg, let message) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(message.contains("Premature end"))
            #expect("\(error)".hasPrefix("the image \(path) is not a valid JPEG: "))
        }
    }

    @Test func filesAndFormatsThatCannotBeDecodedSaySo() {
        #expect(throws: ImageDecodeError(path: "/no/such/photo.jpg", reason: .unreadable("No such file or directory"))) {
            try ImageDecoder.decode(contentsOfFile: "/no/such/photo.jpg")
        }
        let text = Array("hello".utf8)
        do {
            _ = try ImageDecoder.decode(text)
        } catch {
            #expect("\(error)" == "the image data is not an image Tessera knows: it starts with 68 65 6C 6C 6F, "
                + "not a PNG, JPEG, GIF, WebP or SVG signature")
        }
        #expect(throws: ImageDecodeError(reason: .unknownFormat(found: []))) { try ImageDecoder.decode([]) }
    }

    @Test func pngGoesThroughTheSameDoor() throws {
        let image = try Graphics.Image(width: 3, height: 2, pixels: [0xFFFF_0000, 0x8000_0080, 0, 0xFF00_FF00, 0xFF00_00FF, 0x4040_4040])
        #expect(try ImageDecoder.decode(try PNG.encode(image)) == image)
        #expect(throws: ImageDecodeError(reason: .tooManyPixels(width: 3, height: 2, limit: 5))) {
            try ImageDecoder.decode(try PNG.encode(image), options: ImageDecodeOptions(maximumPixels: 5))
        }
    }

    // MARK: helpers

    /// A baseline JPEG of a gradient made with TurboJPEG's compressor.
    static func jpeg(width: Int, height: Int) throws -> [UInt8] {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                rgb[(y * width + x) * 3] = UInt8(x * 255 / max(1, width - 1))
                rgb[(y * width + x) * 3 + 1] = UInt8(y * 255 / max(1, height - 1))
            }
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, rgb, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue), &output, &size,
                                 Int32(TJSAMP_420.rawValue), 85, 0)
        try #require(status == 0, "tjCompress2 failed")
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// Where the marker 0xFF `code` starts, walking the segments from SOI.
    static func marker(_ code: UInt8, in bytes: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            if bytes[offset + 1] == code { return offset }
            offset += 2 + Int(bytes[offset + 2]) << 8 + Int(bytes[offset + 3])
        }
        return nil
    }
}
