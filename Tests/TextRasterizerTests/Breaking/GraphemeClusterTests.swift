import Foundation
import Testing
@testable import TextRasterizer

/// Grapheme cluster boundaries, and the shortcut the line breaker takes for them.
@Suite struct GraphemeClusterTests {
    @Test func boundariesAreUTF8OffsetsOfCharacters() {
        // e + combining acute, a family (ZWJ sequence), a flag, a CR LF pair.
        let text = "e\u{301}👩‍👩‍👧🇫🇷\r\nx"
        #expect(GraphemeClusters.boundaries(in: text) == [0, 3, 21, 29, 31, 32])
        #expect(GraphemeClusters.boundaries(in: "") == [0])
        #expect(GraphemeClusters.isBoundary(3, in: text))
        #expect(!GraphemeClusters.isBoundary(1, in: text)) // before the combining mark
        #expect(!GraphemeClusters.isBoundary(25, in: text)) // between the two regional indicators
        #expect(!GraphemeClusters.isBoundary(30, in: text)) // between CR and LF
    }

    /// GraphemeBreakTest.txt (Unicode 15.0.0) passes but for line 625: U+2701 ZWJ U+2701
    /// stays one cluster by rule GB11, and Swift's standard library (6.3) does not take
    /// U+2701 (upper blade scissors) as Extended_Pictographic.
    @Test func graphemeBreakTestPassesButForOneLine() throws {
        let cases = try UnicodeBreakTestFile.cases(inFileNamed: "GraphemeBreakTest.txt")
        #expect(cases.count == 602)
        var failing: [Int] = []
        for test in cases {
            let expected = [0] + test.positions.filter(\.breaks).map(\.utf8Offset)
            if GraphemeClusters.boundaries(in: test.text) != expected { failing.append(test.lineNumber) }
        }
        #expect(failing == [625])
    }

    /// The scalars the line breaker settles without asking the standard library must
    /// have none of the properties that join clusters.
    @Test func shortcutScalarsNeverJoin() throws {
        let path = "\(UnicodeBreakTestFile.directory)/GraphemeBreakProperty.txt"
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) is missing: install the Debian package unicode-data")
        let joining: Set<Substring> = ["Prepend", "Extend", "SpacingMark", "ZWJ", "Regional_Indicator", "L", "V", "T"]
        var checked = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.prefix { $0 != "#" }.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, joining.contains(Substring(fields[1])) else { continue }
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
            for scalar in bounds[0]...(bounds.last ?? bounds[0]) {
                #expect(!GraphemeClusters.neverJoins(scalar), "U+\(String(scalar, radix: 16, uppercase: true)) is \(fields[1])")
                checked += 1
            }
        }
        #expect(checked > 2_000)
    }
}
