import Testing
@testable import TextRasterizer

/// The ASCII fast path must answer exactly as the full breaker (ICU with UAX #14's number
/// rule) does, on every short text and on long random ones.
@Suite struct ASCIILineBreakingTests {
    /// Every byte the fast path handles.
    static let handled: [UInt8] = (0..<128).compactMap { ASCIILineBreakClass.ofByte[$0] == nil ? nil : UInt8($0) }
    /// One character of each class, and the ones the loop treats itself.
    static let samples: [UInt8] = ASCIILineBreakClass.paired.compactMap(\.sample) + Array(" \n\r\u{0B}".utf8)

    @Test func theFastPathIsOnForEveryLanguageAndStrictness() throws {
        #expect(ASCIILineBreaking.shared != nil, "the full breaker tailors ASCII by language or strictness")
        #expect(Self.handled.count == 100) // printable ASCII, TAB, LF, VT, FF, CR
    }

    @Test func everyPairOfCharactersAsTheFullBreaker() throws {
        let fast = try #require(ASCIILineBreaking.shared)
        for first in Self.handled {
            for second in Self.handled {
                try expectSameBreaks([first, second], fast)
            }
        }
    }

    @Test func everyTextOfFourClassSamplesAsTheFullBreaker() throws {
        let fast = try #require(ASCIILineBreaking.shared)
        let samples = Self.samples
        for a in samples {
            try expectSameBreaks([a], fast)
            for b in samples {
                for c in samples {
                    try expectSameBreaks([a, b, c], fast)
                    for d in samples { try expectSameBreaks([a, b, c, d], fast) }
                }
            }
        }
    }

    @Test(arguments: ["en", "ja", "zh-Hant"])
    func randomTextsAsTheFullBreaker(language: String) throws {
        let fast = try #require(ASCIILineBreaking.shared)
        // A seeded linear congruential generator (Knuth's MMIX constants): the same
        // texts on every run.
        var state: UInt64 = 14
        func random() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        // Spaces and letters most often, so that words, numbers and punctuation meet.
        let alphabet = Self.handled + Array(repeating: UInt8(ascii: " "), count: 20) + Array("aeiouxyz0123".utf8)
        for _ in 0..<2_000 {
            let length = random() % 60 + 1
            let text = (0..<length).map { _ in alphabet[random() % alphabet.count] }
            try expectSameBreaks(text, fast, language: language)
        }
    }

    @Test func controlsAndNonASCIIAreLeftToTheFullBreaker() throws {
        let fast = try #require(ASCIILineBreaking.shared)
        for text in ["a\u{1}b", "abc\u{7F}", "caf\u{E9}", "\u{0}"] {
            let utf8 = Array(text.utf8)
            var codes = [CChar](repeating: 0, count: utf8.count)
            let handled = utf8.withUnsafeBufferPointer { bytes in
                codes.withUnsafeMutableBufferPointer { fast.findBreaks(bytes, codes: $0) }
            }
            #expect(!handled, "\(text.debugDescription)")
        }
    }

    private func expectSameBreaks(
        _ text: [UInt8], _ fast: ASCIILineBreaking, language: String = "en", sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var expected = [CChar](repeating: 0, count: text.count)
        text.withUnsafeBufferPointer { bytes in
            expected.withUnsafeMutableBufferPointer {
                ICULineBreaking(language: language, strictness: .normal).findBreaks(bytes, codes: $0)
            }
        }
        var actual = [CChar](repeating: 0, count: text.count)
        let handled = text.withUnsafeBufferPointer { bytes in
            actual.withUnsafeMutableBufferPointer { fast.findBreaks(bytes, codes: $0) }
        }
        try #require(handled, "\(String(decoding: text, as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
        try #require(actual == expected, "\(String(decoding: text, as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
    }
}
