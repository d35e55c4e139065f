import Foundation
import Graphics
import Images
import Testing

/// GIF and WebP through `ImageDecoder`: frames composited as browsers show them (each
/// GIF disposal), their durations and loop counts, stills, and the limit on all frames.
@Suite struct AnimationDecodingTests {
    static let red: UInt32 = 0xFFDC_1E1E, green: UInt32 = 0xFF1E_C83C

    /// Frame k of make_animations.py: a red 8 x 8 square at (4 + 8k, 4) on a transparent
    /// 32 x 24 canvas; the last frame adds a green one at (4, 12).
    static func expectedFrame(_ k: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: 32 * 24)
        for y in 4..<12 { for x in (4 + 8 * k)..<(12 + 8 * k) { pixels[y * 32 + x] = red } }
        if k == 2 { for y in 12..<20 { for x in 4..<12 { pixels[y * 32 + x] = green } } }
        return pixels
    }

    static func fixture(_ name: String) -> String { JPEGDecodingTests.fixture(name) }

    @Test(arguments: ["dispose-background.gif", "dispose-previous.gif", "animated.webp"])
    func framesAreCompositedAsBrowsersShowThem(file: String) throws {
        let animation = try ImageDecoder.decodeAnimation(contentsOfFile: Self.fixture(file))
        #expect(animation.width == 32 && animation.height == 24)
        try #require(animation.frames.count == 3)
        for k in 0..<3 {
            let shown = animation.frames[k].image.pixels
            let wrong = zip(shown, Self.expectedFrame(k)).enumerated().filter { $0.element.0 != $0.element.1 }
            #expect(wrong.isEmpty, "\(file) frame \(k): \(wrong.count) pixels differ, first at \(wrong.first.map { ($0.offset % 32, $0.offset / 32) }.map { "\($0)" } ?? "")")
        }
        // `decode` gives the first frame.
        #expect(try ImageDecoder.decode(contentsOfFile: Self.fixture(file)).pixels == Self.expectedFrame(0))
    }

    @Test func durationsAndLoopsAreTheFilesWithTheBrowsersFloor() throws {
        let gif = try ImageDecoder.decodeAnimation(contentsOfFile: Self.fixture("dispose-background.gif"))
        // 100 ms, 50 ms, and 10 ms shown for 100 ms as browsers do; Netscape's 2 repetitions: 3 plays.
        #expect(gif.frames.map(\.duration) == [0.1, 0.05, 0.1])
        #expect(gif.loopCount == 3)
        let webp = try ImageDecoder.decodeAnimation(contentsOfFile: Self.fixture("animated.webp"))
        #expect(webp.frames.map(\.duration) == [0.1, 0.2, 0.3])
        #expect(webp.loopCount == 0)
        #expect(abs(webp.loopDuration - 0.6) < 1e-9)
    }

    @Test func stillsAreOneFrameThatStays() throws {
        let webp = try ImageDecoder.decodeAnimation(contentsOfFile: Self.fixture("still.webp"))
        #expect(webp.frames.count == 1 && webp.frames[0].duration == .infinity)
        // Half-transparent (200, 100, 50, 128), premultiplied.
        let pixel = webp.frames[0].image[3, 3]
        #expect(pixel >> 24 == 128)
        #expect([pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].map(Int.init).elementsEqual([100, 50, 25]) { abs($0 - $1) <= 1 })
        let jpeg = try ImageDecoder.decodeAnimation(contentsOfFile: Self.fixture("gray.jpg"))
        #expect(jpeg.frames.count == 1 && jpeg.frames[0].duration == .infinity && jpeg.width == 48)
    }

    @Test func allFramesCountAgainstTheLimit() throws {
        // 3 frames of 32 x 24 are 2,304 pixels: under 2,304 the animation is refused, the
        // first frame alone is not.
        let path = Self.fixture("dispose-background.gif")
        let tight = ImageDecodeOptions(maximumPixels: 2_303)
        #expect(throws: ImageDecodeError(path: path, reason: .tooManyFrames(width: 32, height: 24, frames: 3, limit: 2_303))) {
            try ImageDecoder.decodeAnimation(contentsOfFile: path, options: tight)
        }
        #expect(try ImageDecoder.decode(contentsOfFile: path, options: tight).width == 32)
        #expect(try ImageDecoder.decodeAnimation(contentsOfFile: path, options: ImageDecodeOptions(maximumPixels: 2_304)).frames.count == 3)
        // A WebP's canvas is checked from its header, before libwebp's decoder allocates it.
        let still = Self.fixture("still.webp")
        #expect(throws: ImageDecodeError(path: still, reason: .tooManyPixels(width: 16, height: 16, limit: 255))) {
            try ImageDecoder.decode(contentsOfFile: still, options: ImageDecodeOptions(maximumPixels: 255))
        }
        let webp = Self.fixture("animated.webp")
        #expect(throws: ImageDecodeError(path: webp, reason: .tooManyFrames(width: 32, height: 24, frames: 3, limit: 2_000))) {
            try ImageDecoder.decodeAnimation(contentsOfFile: webp, options: ImageDecodeOptions(maximumPixels: 2_000))
        }
    }

    @Test func aFrameOutsideTheCanvasDrawsNothingThere() throws {
        // The fuzzer's find: a frame disposed to background that lies below the canvas.
        let path = Self.fixture("frame-outside-canvas.gif")
        do {
            let animation = try ImageDecoder.decodeAnimation(contentsOfFile: path)
            #expect(animation.width == 32 && animation.height == 24)
        } catch {
            // Its data is mangled too: a clear error is as good as frames.
            guard case .malformed(.gif, _) = error.reason else {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test func aWebPWhoseCanvasIsHugeIsRefusedFromItsHeader() throws {
        // RIFF, WEBP, and a VP8X chunk (animation flag, canvas 16383 x 16383) with nothing
        // after it: refused for its size, before libwebp's decoder allocates the canvas.
        let side = 16383 - 1
        let vp8x: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0] + [0x02, 0, 0, 0]
            + [UInt8(side & 0xFF), UInt8(side >> 8), 0, UInt8(side & 0xFF), UInt8(side >> 8), 0]
        let webp = Array("RIFF".utf8) + [UInt8(4 + vp8x.count), 0, 0, 0] + Array("WEBP".utf8) + vp8x
        #expect(throws: ImageDecodeError(reason: .tooManyPixels(width: 16383, height: 16383,
                                                                limit: ImageDecodeOptions.defaultMaximumPixels))) {
            try ImageDecoder.decodeAnimation(webp)
        }
    }

    @Test func aGIFWhoseCanvasIsHugeIsRefusedFromItsHeader() throws {
        // A logical screen of 65535 x 65535 and nothing after it.
        let gif = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0]
        #expect(throws: ImageDecodeError(reason: .tooManyPixels(width: 65535, height: 65535,
                                                                limit: ImageDecodeOptions.defaultMaximumPixels))) {
            try ImageDecoder.decode(gif)
        }
    }

    @Test(arguments: ["dispose-previous.gif", "animated.webp"])
    func truncatedFilesAreErrorsThatSaySo(file: String) throws {
        let whole = try Array(Data(contentsOf: URL(fileURLWithPath: Self.fixture(file))))
        for cut in stride(from: 1, to: whole.count, by: 7) {
            do {
                _ = try ImageDecoder.decodeAnimation(Array(whole[..<cut]))
                Issue.record("\(file) cut at \(cut) of \(whole.count) bytes decoded")
            } catch {
                switch error.reason {
                case .malformed, .unknownFormat: break
                default: Issue.record("\(file) cut at \(cut): \(error)")
                }
            }
        }
    }
}
