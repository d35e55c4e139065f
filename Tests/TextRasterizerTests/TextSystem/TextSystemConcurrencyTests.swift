import Dispatch
import Geometry
import Graphics
import Locking
import Testing
@testable import TextRasterizer
import TestFonts

/// One text system used by four measuring threads and a drawing thread at once, as the
/// layout thread and the main thread do: every answer is the one a quiet system gives.
@Suite(.testFonts) struct TextSystemConcurrencyTests {
    static let texts: [AttributedText] = [
        TextFixture.text("The quick brown fox jumps over the lazy dog", size: 14),
        TextFixture.text("Aα Жب ש漢字😀 mixed scripts and fallback faces", size: 16),
        TextFixture.text("abc אבג def, then some more words to wrap", size: 18),
        TextFixture.text("Pneumonoultramicroscopicsilicovolcanoconiosis", size: 20),
        TextFixture.text("one\ntwo\nthree\nfour", size: 12),
        TextFixture.text([("bold ", TextFixture.attributes(size: 15)), ("big", TextFixture.attributes(size: 30))]),
    ]
    static let widths: [Double?] = [nil, 40, 90, 160, 300]
    static let styles = [ParagraphStyle(), ParagraphStyle(alignment: .justified, maxLines: 2)]

    static func measurements(_ system: TextSystem) -> [TextMeasurement] {
        texts.flatMap { text in styles.flatMap { style in widths.map { system.measure(text, style: style, width: $0) } } }
    }

    /// Every text drawn one under the other at 160 points wide.
    static func drawing(_ system: TextSystem, writingTo path: String? = nil) -> [UInt32] {
        let frame = try! Framebuffer(width: 180, height: 400)
        frame.clear(to: .white)
        let painter = Painter(target: frame)
        var y = 0.0
        for text in texts {
            let layout = system.layout(text, width: 160)
            system.draw(layout, of: text, at: Point(x: 10, y: y), in: painter)
            y += layout.size.height.rounded(.up)
        }
        if let path { try? PNG.write(frame.makeImage(), toFile: path) }
        return (0..<frame.height).flatMap { row in (0..<frame.width).map { frame[$0, row] } }
    }

    @Test func measuringOnFourThreadsWhileDrawingOnAnotherGivesTheSameAnswers() throws {
        // The reference, from a system nobody else uses.
        let quiet = TextSystem(fonts: TextFixture.fonts, glyphCache: GlyphCache())
        let expected = Self.measurements(quiet)
        let expectedPixels = Self.drawing(quiet, writingTo: "/tmp/tessera-textsystem-concurrency.png")

        // Small caches, so the threads also race over evictions.
        let busy = TextSystem(fonts: TextFixture.fonts, glyphCache: GlyphCache(byteLimit: 64 * 1024), paragraphCacheByteLimit: 16 << 10)
        let measured = Lock<[[TextMeasurement]]>([])
        let drawn = Lock<[[UInt32]]>([])
        DispatchQueue.concurrentPerform(iterations: 5) { thread in
            for _ in 0..<6 {
                if thread == 0 {
                    let pixels = Self.drawing(busy)
                    drawn.withLock { $0.append(pixels) }
                } else {
                    let answers = Self.measurements(busy)
                    measured.withLock { $0.append(answers) }
                }
            }
        }
        let allMeasured = measured.withLock { $0 }
        let allDrawn = drawn.withLock { $0 }
        #expect(allMeasured.count == 24)
        #expect(allDrawn.count == 6)
        for answers in allMeasured { #expect(answers == expected) }
        for pixels in allDrawn { #expect(pixels == expectedPixels) }
        #expect(expectedPixels.contains { $0 != 0xFFFF_FFFF }, "something was drawn")
    }
}
