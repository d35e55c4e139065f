import Graphics
import Images
import Testing

/// Formats found from content, and pixels turned by each EXIF orientation.
@Suite struct ImageFormatTests {
    @Test func signaturesNameTheirFormats() {
        #expect(ImageFormat.detect([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageFormat.detect([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat.detect(Array("GIF87a".utf8)) == .gif)
        #expect(ImageFormat.detect(Array("GIF89a..".utf8)) == .gif)
        #expect(ImageFormat.detect(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat.detect(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ImageFormat.detect(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .svg)
        #expect(ImageFormat.detect([0xEF, 0xBB, 0xBF] + Array("\n  <?xml version=\"1.0\"?>\n<!-- icon -->\n<svg>".utf8)) == .svg)
        #expect(ImageFormat.detect(Array("<?xml version=\"1.0\"?><html/>".utf8)) == nil)
        #expect(ImageFormat.detect(Array("<html><svg></svg></html>".utf8)) == nil)
        #expect(ImageFormat.detect([0xFF, 0xD8]) == nil)
        #expect(ImageFormat.detect([]) == nil)
    }

    /// [a b c; d e f] shown in each orientation, as EXIF's table places row 0 and column 0.
    @Test func eachOrientationMovesThePixelsWhereEXIFSays() throws {
        let image = try Graphics.Image(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])
        let shown: [ImageOrientation: (Int, [UInt32])] = [
            .up: (3, [1, 2, 3, 4, 5, 6]),
            .upMirrored: (3, [3, 2, 1, 6, 5, 4]),
            .down: (3, [6, 5, 4, 3, 2, 1]),
            .downMirrored: (3, [4, 5, 6, 1, 2, 3]),
            .leftMirrored: (2, [1, 4, 2, 5, 3, 6]),
            .right: (2, [4, 1, 5, 2, 6, 3]),
            .rightMirrored: (2, [6, 3, 5, 2, 4, 1]),
            .left: (2, [3, 6, 2, 5, 1, 4]),
        ]
        for orientation in ImageOrientation.allCases {
            let turned = orientation.applied(to: image)
            let (width, pixels) = try #require(shown[orientation])
            #expect(turned.width == width && turned.pixels == pixels, "\(orientation)")
        }
    }
}
