import Testing
@testable import TextRasterizer
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

    /// Measurements are kept by text and width: the same label rebuilt at the same width is
    /// not laid out again (a rebuilt slider's title at each step of a drag), another width
    /// is; and 200,000 distinct ones stay under the byte limit.
    @Test func measurementsAreKeptByTextAndWidthWithinTheByteLimit() {
        let limit = 64 << 10
        let cache = TextWidthCache(byteLimit: limit)
        let attributes = TextAttributes(font: FontDescriptor(family: "DejaVu Sans"), size: 13)
        let label = TextContent(text: AttributedText("Brightness", attributes: attributes))
        var computed = 0
        func measure(_ content: TextContent, _ width: Double?) -> TextMeasurement {
            cache.measurement(of: content, width: width, system: .shared) {
                computed += 1
                return TextSystem.shared.measure(content.text, style: content.paragraph, width: width)
            }
        }
        _ = measure(label, 200)
        _ = measure(TextContent(text: AttributedText("Brightness", attributes: attributes)), 200)
        #expect(computed == 1, "an equal text at the same width is the cached measurement")
        _ = measure(label, 100)
        _ = measure(label, nil)
        #expect(computed == 3, "other widths, and unbounded, are measured")
        var largest = 0
        for i in 0..<200_000 {
            _ = cache.measurement(of: TextContent(text: AttributedText("label \(i)", attributes: attributes)), width: 120,
                                  system: .shared) { TextMeasurement(size: .zero, firstBaseline: 0, lineCount: 0, isTruncated: false) }
            if i % 1_000 == 999 { largest = max(largest, cache.measurementStatistics.byteCount) }
        }
        #expect(largest <= limit && largest > limit / 2, "\(largest) bytes")
    }
}
