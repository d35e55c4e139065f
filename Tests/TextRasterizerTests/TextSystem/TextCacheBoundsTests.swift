import Geometry
import Graphics
import Testing
@testable import TextRasterizer

/// Every text cache stays under its byte limit whatever text comes through it: a
/// million distinct words in 100,000 distinct paragraphs (what a kiosk's live labels
/// produce over weeks) leave the shaped-paragraph, word and glyph caches at or below
/// their limits, full and evicting.
@Suite struct TextCacheBoundsTests {
    static let limit = 256 << 10

    @Test func aMillionDistinctWordsKeepEveryCacheUnderItsLimit() {
        let glyphs = GlyphCache(byteLimit: Self.limit)
        let words = WordShapeCache(byteLimit: Self.limit)
        let system = TextSystem(fonts: TextFixture.fonts, glyphCache: glyphs, words: words,
                                paragraphCacheByteLimit: Self.limit)
        let framebuffer = try! Framebuffer(width: 64, height: 24)
        let painter = Painter(target: framebuffer)
        var attributes = TextAttributes(font: TextFixture.sans, size: 13)
        var maxima = (paragraphs: 0, words: 0, glyphs: 0)
        for i in 0..<100_000 {
            // Ten distinct words a paragraph; every 20th at a new size, so glyphs differ too.
            if i % 20 == 0 { attributes.size = 8 + Double(i / 20 % 4_000) / 100 }
            let string = (0..<10).map { "w\(i * 10 + $0)" }.joined(separator: " ")
            let text = AttributedText(string, attributes: attributes)
            let layout = system.layout(text, width: 60)
            if i % 20 == 0 { system.draw(layout, of: text, at: .zero, in: painter) }
            if i % 1_000 == 999 {
                maxima.paragraphs = max(maxima.paragraphs, system.paragraphCacheStatistics.byteCount)
                maxima.words = max(maxima.words, words.byteCount)
                maxima.glyphs = max(maxima.glyphs, glyphs.statistics.byteCount)
            }
        }
        #expect(maxima.paragraphs <= Self.limit && maxima.paragraphs > Self.limit / 2, "paragraphs: \(maxima.paragraphs) bytes")
        #expect(maxima.words <= Self.limit && maxima.words > Self.limit / 2, "words: \(maxima.words) bytes")
        #expect(maxima.glyphs <= Self.limit && maxima.glyphs > Self.limit / 2, "glyphs: \(maxima.glyphs) bytes")
        #expect(glyphs.statistics.evictions > 0)
        #expect(words.count < 100_000, "\(words.count) words kept")
    }

    /// One entry larger than the whole limit is not kept, and does not empty the cache.
    @Test func aParagraphLargerThanTheLimitIsNotKept() {
        let system = TextSystem(fonts: TextFixture.fonts, glyphCache: GlyphCache(), paragraphCacheByteLimit: 64 << 10)
        let attributes = TextAttributes(font: TextFixture.sans, size: 13)
        _ = system.layout(AttributedText("small", attributes: attributes), width: 100)
        let before = system.paragraphCacheStatistics
        #expect(before.count == 1)
        _ = system.layout(AttributedText(String(repeating: "long words ", count: 10_000), attributes: attributes), width: 100)
        #expect(system.paragraphCacheStatistics.count == 1)
        #expect(system.paragraphCacheStatistics.byteCount == before.byteCount)
    }
}
