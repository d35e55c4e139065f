import Foundation

/// One test line of a Unicode break test file (LineBreakTest.txt, GraphemeBreakTest.txt):
/// hex code points with ÷ (break) or × (no break) between and around them.
struct UnicodeBreakTestCase: CustomStringConvertible {
    /// The line's number in the file (1-based), for naming failures.
    let lineNumber: Int
    let text: String
    /// The UTF-8 offset after each code point, and whether the file breaks there.
    let positions: [(utf8Offset: Int, breaks: Bool)]
    /// The class of each code point as the comment gives it ("AL", "CM1_CM"...).
    let classes: [Substring]
    /// The source line as written, code points and comment.
    let line: String

    var description: String { "line \(lineNumber): \(line)" }
}

/// Reads the test files that Debian's `unicode-data` package installs.
enum UnicodeBreakTestFile {
    static let directory = "/usr/share/unicode/auxiliary"

    /// Thrown when a file is not installed; says what to install.
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "\(path) is missing: install the Debian package unicode-data (Scripts/install-dependencies.sh does)"
        }
    }

    /// Thrown for a token that is neither a break mark nor a code point.
    struct Malformed: Error, CustomStringConvertible {
        let lineNumber: Int
        let token: String
        var description: String { "line \(lineNumber): \(token) is not a code point" }
    }

    /// The Unicode version a file says it is for, from its first line
    /// ("# LineBreakTest-15.0.0.txt" gives "15.0.0").
    static func version(ofFileNamed name: String) throws -> String {
        let firstLine = try contents(ofFileNamed: name).prefix { $0 != "\n" }
        let fileName = firstLine.drop { $0 != "-" }.dropFirst()
        return String(fileName.hasSuffix(".txt") ? fileName.dropLast(4) : fileName)
    }

    /// Every test line of the file.
    static func cases(inFileNamed name: String) throws -> [UnicodeBreakTestCase] {
        let lines = try contents(ofFileNamed: name).split(separator: "\n", omittingEmptySubsequences: false)
        return try lines.enumerated().compactMap { index, line in try parse(line, lineNumber: index + 1) }
    }

    private static func contents(ofFileNamed name: String) throws -> String {
        let path = "\(directory)/\(name)"
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        return String(decoding: data, as: UTF8.self)
    }

    /// A line such as `× 0023 × 0308 ÷ 2014 ÷	# comment`, or nil for comments and blanks.
    private static func parse(_ line: Substring, lineNumber: Int) throws -> UnicodeBreakTestCase? {
        let rule = line.prefix { $0 != "#" }
        var text = ""
        var positions: [(utf8Offset: Int, breaks: Bool)] = []
        for token in rule.split(whereSeparator: \.isWhitespace) {
            switch token {
            case "÷", "×":
                // The mark before the first code point is about the start of the text.
                if !text.isEmpty { positions.append((text.utf8.count, token == "÷")) }
            default:
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw Malformed(lineNumber: lineNumber, token: String(token))
                }
                text.unicodeScalars.append(scalar)
            }
        }
        guard !text.isEmpty else { return nil }
        return UnicodeBreakTestCase(
            lineNumber: lineNumber, text: text, positions: positions, classes: classes(inComment: line), line: String(line)
        )
    }

    /// The classes in a comment such as `× [0.3] <CARRIAGE RETURN (CR)> (CR) ÷ [0.3]`:
    /// the last parenthesized word after each rule number.
    private static func classes(inComment line: Substring) -> [Substring] {
        line.drop { $0 != "#" }.split(separator: "[").dropFirst().compactMap { item in
            guard let open = item.lastIndex(of: "("), let close = item.lastIndex(of: ")"), open < close else { return nil }
            return item[item.index(after: open)..<close]
        }
    }
}
