import Foundation

/// A pair of files in `Fixtures/chrome`: layout cases (`NAME.jsonl`) and Chromium's
/// layouts of them (`NAME.expected.jsonl`, or another expected file for the same cases),
/// line by line. See the README there.
struct ChromiumFixture {
    let name: String
    let cases: [Substring]
    let expected: [Substring]

    struct MissingFile: Error, CustomStringConvertible {
        let description: String
    }

    /// `expected`: the expected file's name without `.jsonl` (`NAME.expected` when nil).
    init(_ name: String, expected: String? = nil) throws {
        self.name = expected.map { "\(name) (\($0))" } ?? name
        cases = try Self.lines(of: name)
        self.expected = try Self.lines(of: expected ?? name + ".expected")
    }

    private static func lines(of file: String) throws -> [Substring] {
        guard let url = Bundle.module.url(forResource: file, withExtension: "jsonl", subdirectory: "Fixtures/chrome") else {
            throw MissingFile(description: "Fixtures/chrome/\(file).jsonl is not in the test bundle")
        }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    }
}
