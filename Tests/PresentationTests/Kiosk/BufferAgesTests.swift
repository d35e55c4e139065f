import Geometry
import Graphics
@testable import Presentation
import Testing
import TestSupport

/// A display with two or three buffers that take turns: after each flip, the buffer shown
/// equals the frame exactly, although each copy wrote only the rects `BufferAges` gave.
@Suite struct BufferAgesTests {
    @Test(arguments: [2, 3])
    func everyFlipShowsTheWholeFrameFromDamageAlone(buffers count: Int) throws {
        let size = (width: 40, height: 30)
        let bounds = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let frame = try Framebuffer(width: size.width, height: size.height)
        var buffers = Array(repeating: [UInt32](repeating: 0xDEAD_BEEF, count: size.width * size.height), count: count)
        var ages = BufferAges(buffers: count)
        var random = SplitMix64(seed: 17)
        var copied = 0
        for index in 0..<200 {
            // Paint random damage into the frame.
            var damage: [PixelRect] = []
            for _ in 0..<Int(random.next() % 3) {
                let x = Int(random.next() % UInt64(size.width)), y = Int(random.next() % UInt64(size.height))
                let rect = PixelRect(x: x, y: y, width: 1 + Int(random.next() % 9), height: 1 + Int(random.next() % 9))
                    .intersection(bounds)
                let color = UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000
                for row in rect.y..<(rect.y + rect.height) {
                    for column in rect.x..<(rect.x + rect.width) { frame.pixels[row * frame.stride + column] = color }
                }
                damage.append(rect)
            }
            let back = index % count
            for rect in ages.rectsToCopy(into: back, damage: damage, bounds: bounds) {
                for row in rect.y..<(rect.y + rect.height) {
                    for column in rect.x..<(rect.x + rect.width) {
                        buffers[back][row * size.width + column] = frame.pixels[row * frame.stride + column]
                        copied += 1
                    }
                }
            }
            let shown = (0..<size.height).allSatisfy { row in
                (0..<size.width).allSatisfy { buffers[back][row * size.width + $0] == frame.pixels[row * frame.stride + $0] }
            }
            #expect(shown, "flip \(index) showed stale pixels in buffer \(back)")
        }
        // Only the first copy into each buffer is whole: far less than every frame whole.
        #expect(copied < 200 * size.width * size.height / 4)
    }

    @Test func aBufferWhosePictureWasLostIsCopiedWhole() {
        let bounds = PixelRect(x: 0, y: 0, width: 10, height: 10)
        var ages = BufferAges(buffers: 2)
        #expect(ages.rectsToCopy(into: 0, damage: [], bounds: bounds) == [bounds])
        #expect(ages.rectsToCopy(into: 1, damage: [], bounds: bounds) == [bounds])
        let small = PixelRect(x: 1, y: 1, width: 2, height: 2)
        #expect(ages.rectsToCopy(into: 0, damage: [small], bounds: bounds) == [small])
        ages.invalidate()
        #expect(ages.rectsToCopy(into: 1, damage: [small], bounds: bounds) == [bounds])
    }
}
