import Testing
@testable import TextRasterizer

/// The quick character tests itemization uses agree with the standard library's Unicode
/// properties for every scalar (they only skip the lookup where it cannot be true).
@Suite struct ScalarPresentationTests {
    static let allScalars = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)

    @Test func needsNoGlyphIsControlsSeparatorsAndDefaultIgnorables() {
        let wrong = Self.allScalars.filter { scalar in
            let expected = scalar.properties.generalCategory == .control
                || scalar.properties.isDefaultIgnorableCodePoint
                || scalar.value == 0x2028 || scalar.value == 0x2029
            return scalar.needsNoGlyph != expected
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func hasEmojiPresentationMatchesTheProperty() {
        let wrong = Self.allScalars.filter { $0.hasEmojiPresentation != $0.properties.isEmojiPresentation }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func clustersPresentAsEmojiByUTS51() {
        let emoji: [Character] = ["😀", "❤\u{FE0F}", "#\u{FE0F}\u{20E3}", "👍🏽", "☝🏽", "🇫🇷", "👨‍👩‍👧", "⛹\u{200D}♂", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
        let text: [Character] = ["❤", "😀\u{FE0E}", "a", "1", "e\u{301}", "1\u{20E3}", "漢", "ש\u{200D}"]
        for cluster in emoji {
            #expect(cluster.prefersEmojiPresentation, "\(cluster)")
            // The fast path stops at every emoji cluster.
            #expect(cluster.unicodeScalars.contains { $0.mayPresentAsEmoji }, "\(cluster)")
        }
        for cluster in text { #expect(!cluster.prefersEmojiPresentation, "\(cluster)") }
    }
}
