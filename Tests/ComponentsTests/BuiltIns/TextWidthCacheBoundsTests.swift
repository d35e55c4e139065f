import Testing
import TextRasterizer
@testable import Components

/// The min-content width cache holds texts as keys; a million distinct ones keep it at
/// or below its byte limit, full.
@Suite struct TextWidthCacheBoundsTests {
    @Test func aMillionDistinctTextsStayUnderTheByteLimit() {
        let limit = 64 << 10
        let cache = TextWidthCache(byteLimit: limit)
        let attributes = TextAttributes(font: FontDescriptor(family: "DejaVu Sans"), size: 13)
        var largest = 0
        for i in 0..<1_000_000 {
            let content = TextContent(text: AttributedText("label \(i)", attributes: attributes))
            _ = cache.minContentWidth(of: content, system: .shared) { Double(i) }
            if i % 1_000 == 999 { largest = max(largest, cache.statistics.byteCount) }
        }
        #expect(largest <= limit && largest > limit / 2, "\(largest) bytes")
        #expect(cache.statistics.count > 100)
    }
}
