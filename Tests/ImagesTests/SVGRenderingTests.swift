import Foundation
import Graphics
import Images
import Testing

/// SVG through librsvg: drawn at the size asked for (sharp edges at 1x, 1.5x and 2x), at
/// its own size otherwise, and never loading another file.
@Suite struct SVGRenderingTests {
    /// A 24 x 24 icon: a square from 4 to 20 in the teal of the controls' accent.
    static let icon = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" fill="#00897B"/></svg>
        """.utf8)

    @Test(arguments: [(24, 1.0), (36, 1.5), (48, 2.0)])
    func anIconIsSharpAtEachScale(side: Int, scale: Double) throws {
        let image = try ImageDecoder.decode(Self.icon, options: ImageDecodeOptions(size: PixelSize(width: side, height: side)))
        #expect(image.width == side && image.height == side)
        let edge = Int(4 * scale), far = Int(20 * scale)
        // Whole pixels inside, nothing outside, no half-covered pixel at the edges.
        #expect(image[edge, side / 2] == 0xFF00_897B)
        #expect(image[far - 1, side / 2] == 0xFF00_897B)
        #expect(image[edge - 1, side / 2] == 0)
        #expect(image[far, side / 2] == 0)
        #expect(image[0, 0] == 0 && image[side / 2, side / 2] == 0xFF00_897B)
    }

    @Test func withoutASizeTheDocumentsOwnIsUsed() throws {
        let sized = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="red"/></svg>"#.utf8)
        let image = try ImageDecoder.decode(sized)
        #expect(image.width == 30 && image.height == 20 && image[29, 19] == 0xFFFF_0000)
        #expect(try ImageDecoder.decode(Self.icon).width == 24)
        let sizeless = Array(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="30" height="20"/></svg>"#.utf8)
        do {
            _ = try ImageDecoder.decode(sizeless)
            Issue.record("a sizeless SVG drew")
        } catch {
            #expect("\(error)".contains("has no size of its own"))
        }
    }

    @Test func anSVGLoadsNoOtherFile() throws {
        // An image by absolute path and by file URL, and a use of another document's
        // element: none is drawn, and nothing is read.
        let png = try PNG.encode(try Graphics.Image(width: 4, height: 4, filledWith: .init(red: 1, green: 0, blue: 0)))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-svg-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pngPath = directory.appendingPathComponent("red.png").path
        try Data(png).write(to: URL(fileURLWithPath: pngPath))
        let other = directory.appendingPathComponent("other.svg").path
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect id="r" width="40" height="40" fill="red"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: other))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
              <image x="0" y="0" width="20" height="20" href="\(pngPath)"/>
              <image x="20" y="0" width="20" height="20" xlink:href="file://\(pngPath)"/>
              <use xlink:href="file://\(other)#r"/>
            </svg>
            """
        let image = try ImageDecoder.decode(Array(svg.utf8))
        #expect(image.width == 40 && image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func badDocumentsAndLimitsAreErrors() {
        do {
            _ = try ImageDecoder.decode(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8))
            Issue.record("a broken SVG drew")
        } catch {
            guard case .malformed(.svg, let message) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(!message.isEmpty)
        }
        #expect(throws: ImageDecodeError(reason: .tooManyPixels(width: 20_000, height: 20_000, limit: ImageDecodeOptions.defaultMaximumPixels))) {
            try ImageDecoder.decode(Self.icon, options: ImageDecodeOptions(size: PixelSize(width: 20_000, height: 20_000)))
        }
    }
}
