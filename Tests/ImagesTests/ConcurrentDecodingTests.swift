import Dispatch
import Foundation
import Graphics
import Images
import Locking
import Testing

/// Decoding is meant for threads other than the main one, several at once: every format
/// decoded on eight threads together gives what one thread alone gives. (In the
/// ThreadSanitizer pass.)
@Suite struct ConcurrentDecodingTests {
    static let files = ["orientation-6.jpg", "progressive.jpg", "cmyk.jpg", "dispose-background.gif", "animated.webp",
                        "still.webp"]

    @Test func everyFormatDecodesTheSameOnManyThreadsAtOnce() throws {
        let inputs = try Self.files.map { try Array(Data(contentsOf: URL(fileURLWithPath: JPEGDecodingTests.fixture($0)))) }
            + [SVGRenderingTests.icon]
        let alone = try inputs.map { try ImageDecoder.decodeAnimation($0, options: ImageDecodeOptions(size: PixelSize(width: 24, height: 24))) }
        let same = Lock([Bool](repeating: false, count: 8 * inputs.count))
        DispatchQueue.concurrentPerform(iterations: 8 * inputs.count) { index in
            let input = index % inputs.count
            let decoded = try? ImageDecoder.decodeAnimation(inputs[input], options: ImageDecodeOptions(size: PixelSize(width: 24, height: 24)))
            same.withLock { $0[index] = decoded == alone[input] }
        }
        let differing = same.withLock { $0.count { !$0 } }
        #expect(differing == 0, "\(differing) of \(8 * inputs.count) decodes differed from one thread's")
    }
}
