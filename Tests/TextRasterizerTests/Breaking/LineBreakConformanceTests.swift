import Testing
@testable import TextRasterizer

/// The Unicode line breaking test file (LineBreakTest.txt of Unicode 15.0.0, from
/// Debian's unicode-data, the version ICU 72's data has) against `LineBreaker`: UAX #14
/// exactly, every line; and with Tessera's one tailoring, no break inside a grapheme
/// cluster, the only differences are such breaks.
@Suite struct LineBreakConformanceTests {
    static let fileName = "LineBreakTest.txt"

    @Test func everyLineOfLineBreakTestPasses() throws {
        let version = try UnicodeBreakTestFile.version(ofFileNamed: Self.fileName)
        #expect(version == "15.0.0", "ICU 72 implements Unicode 15.0; this file is \(version)")
        let cases = try UnicodeBreakTestFile.cases(inFileNamed: Self.fileName)
        #expect(cases.count == 7_654)
        // UAX #14 resolves CJ (small kana, ー) to NS (LB1): CSS `strict`, ICU's default.
        let breaker = LineBreaker(strictness: .strict, keepsGraphemeClustersWhole: false)
        var breaks = LineBreaks()
        var failures: [String] = []
        for test in cases {
            breaker.findBreaks(in: test.text, into: &breaks)
            let actual = test.positions.map { breaks[utf8Offset: $0.utf8Offset] != .prohibited }
            if actual != test.positions.map(\.breaks) {
                failures.append("\(test) got " + actual.map { $0 ? "÷" : "×" }.joined(separator: " "))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) lines fail:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func keepingGraphemeClustersWholeIsTheOnlyDifference() throws {
        let cases = try UnicodeBreakTestFile.cases(inFileNamed: Self.fileName)
        let breaker = LineBreaker(strictness: .strict)
        var breaks = LineBreaks()
        var differing = 0
        for test in cases {
            breaker.findBreaks(in: test.text, into: &breaks)
            let boundaries = Set(GraphemeClusters.boundaries(in: test.text))
            for position in test.positions {
                let breaksHere = breaks[utf8Offset: position.utf8Offset] != .prohibited
                guard breaksHere != position.breaks else { continue }
                #expect(position.breaks && !boundaries.contains(position.utf8Offset),
                        "\(test) differs at \(position.utf8Offset), not inside a grapheme cluster")
                differing += 1
            }
        }
        // A space before a combining mark, ZWJ or emoji modifier is one cluster; UAX #14
        // breaks there (LB10, LB18).
        #expect(differing > 0)
    }
}
