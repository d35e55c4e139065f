import Testing
@testable import TextRasterizer

/// The Unicode line breaking test file against `LineBreaker`: every line passes but the
/// documented ones (`LineBreakTestDifference`).
@Suite struct LineBreakConformanceTests {
    static let fileName = "LineBreakTest.txt"

    @Test func lineBreakTestPassesButForTheDocumentedDifferences() throws {
        let version = try UnicodeBreakTestFile.version(ofFileNamed: Self.fileName)
        #expect(version == "15.0.0", "the documented differences are those of LineBreakTest 15.0.0, and this file is \(version)")
        let cases = try UnicodeBreakTestFile.cases(inFileNamed: Self.fileName)
        #expect(cases.count == 7_654)

        let breaker = LineBreaker()
        var breaks = LineBreaks()
        var passing = Set<[Unicode.Scalar]>()
        var failures: [(test: UnicodeBreakTestCase, firstWrong: Int, actual: [Bool])] = []
        for test in cases {
            breaker.findBreaks(in: test.text, into: &breaks)
            let actual = test.positions.map { breaks[utf8Offset: $0.utf8Offset] != .prohibited }
            if let wrong = actual.indices.first(where: { actual[$0] != test.positions[$0].breaks }) {
                failures.append((test, wrong, actual))
            } else {
                passing.insert(Array(test.text.unicodeScalars))
            }
        }
        #expect(cases.count - failures.count == 6_830) // some lines repeat a text, so not passing.count

        var counts: [LineBreakTestDifference: Int] = [:]
        var unexplained: [String] = []
        for failure in failures {
            if let reason = LineBreakTestDifference(failure.test, firstWrong: failure.firstWrong, passing: passing) {
                counts[reason, default: 0] += 1
            } else {
                unexplained.append("\(failure.test) got " + failure.actual.map { $0 ? "÷" : "×" }.joined(separator: " "))
            }
        }
        #expect(unexplained.isEmpty, "\(unexplained.count) new failures:\n\(unexplained.prefix(20).joined(separator: "\n"))")
        for reason in LineBreakTestDifference.allCases {
            #expect(counts[reason, default: 0] == reason.expectedCount, "lines that differ for \(reason)")
        }
        let fixed = LineBreakTestDifference.newerRuleLines.subtracting(failures.map(\.test.lineNumber))
        #expect(fixed.isEmpty, "these lines pass now: take them out of newerRuleLines: \(fixed.sorted())")
    }
}
