import Testing
@testable import LayoutJSON

/// Parses `text` and quotes the result as messages do (Python's `json.dumps` form),
/// or returns the syntax error's message.
private func read(_ text: some Collection<UInt8>) -> String {
    let result = Array(text).withUnsafeBufferPointer { bytes -> Result<JSONValue, JSONSyntaxError> in
        do throws(JSONSyntaxError) { return .success(try JSONReader.parse(bytes)) } catch { return .failure(error) }
    }
    switch result {
    case .success(let value): return JSONText.show(value)
    case .failure(let error): return "error: " + error.message
    }
}

private func read(_ text: String) -> String { read(text.utf8) }

@Suite struct JSONReaderTests {
    @Test func valuesOfEveryKindWithWhitespace() {
        #expect(read(" {\"a\" : [1, -2.5, true, false, null, \"x\"], \"b\":{}}\t\r\n") ==
                "{\"a\": [1, -2.5, true, false, null, \"x\"], \"b\": {}}")
        #expect(read("[]") == "[]")
        #expect(read("\"\"") == "\"\"")
    }

    @Test func objectsKeepTheOrderOfTheText() {
        #expect(read("{\"z\": 1, \"a\": 2, \"m\": 3}") == "{\"z\": 1, \"a\": 2, \"m\": 3}")
    }

    @Test func duplicateKeysKeepTheLastValueAtTheFirstPlace() {
        #expect(read("{\"a\": 1, \"b\": 2, \"a\": 3}") == "{\"a\": 3, \"b\": 2}")
        // Past 16 members a table finds duplicates; the rule is the same.
        let many = (0..<20).map { "\"\($0)\": 0" }.joined(separator: ",")
        #expect(read("{\(many), \"3\": 1, \"19\": 2}") ==
                "{" + (0..<20).map { "\"\($0)\": \($0 == 3 ? 1 : $0 == 19 ? 2 : 0)" }.joined(separator: ", ") + "}")
    }

    @Test func stringEscapes() {
        #expect(read(#""a\"b\\c\/d\b\f\n\r\t""#) == #""a\"b\\c/d\b\f\n\r\t""#)
        #expect(read(#""\u0041\u00e9\u00E9""#) == #""A\u00e9\u00e9""#)
        // A surrogate pair is one character; shown again as the pair Python writes.
        #expect(read(#""\ud83d\ude00""#) == #""\ud83d\ude00""#)
        #expect(read("\"\u{1F600}\"") == #""\ud83d\ude00""#)
        // Lone surrogates cannot live in a Swift string: U+FFFD takes their place.
        #expect(read(#""\ud800x\udc00""#) == #""\ufffdx\ufffd""#)
        #expect(read(#""\ud83d\u0041""#) == #""\ufffdA""#)
    }

    @Test func badStrings() {
        #expect(read("{\"a\": \"\\x\"}") == "error: Invalid \\escape: column 8")
        #expect(read("\"\\u12\"") == "error: Invalid \\uXXXX escape: column 3")
        #expect(read("\"\\u12zz\"") == "error: Invalid \\uXXXX escape: column 3")
        #expect(read("[\"abc") == "error: Unterminated string starting at: column 2")
        #expect(read("\"ab\\") == "error: Unterminated string starting at: column 1")
        #expect(read("\"a\u{01}\"") == "error: Invalid control character at: column 3")
        #expect(read("\"a\tb\"") == "error: Invalid control character at: column 3")
    }

    @Test func invalidUTF8IsAnErrorNotACrash() {
        #expect(read([0x22, 0x61, 0xFF, 0x22]) == "error: Invalid UTF-8 in string starting at: column 1")
        #expect(read([0x22, 0xC3, 0x22]) == "error: Invalid UTF-8 in string starting at: column 1")
        // A truncated sequence next to an escape is caught too.
        #expect(read([0x22, 0xC3] + Array("\\u0041\"".utf8)) == "error: Invalid UTF-8 in string starting at: column 1")
        #expect(read([0x5B, 0xFF, 0x5D]) == "error: Expecting value: column 2")
        #expect(read("\"é\"") == "\"\\u00e9\"")
    }

    @Test func numbersFollowRFC8259() {
        #expect(read("[0, -0, 12, -3.25, 1e2, 1E-2, 2.5e+3, 0.5]") == "[0, -0, 12, -3.25, 100.0, 0.01, 2500.0, 0.5]")
        #expect(read("01") == "error: Extra data: column 2")
        #expect(read("1.") == "error: Extra data: column 2")
        #expect(read("[1.]") == "error: Expecting ',' delimiter: column 3")
        #expect(read("[1e]") == "error: Expecting ',' delimiter: column 3")
        #expect(read("[.5]") == "error: Expecting value: column 2")
        #expect(read("[+1]") == "error: Expecting value: column 2")
        #expect(read("-") == "error: Expecting value: column 1")
        #expect(read("[0x10]") == "error: Expecting ',' delimiter: column 3")
    }

    @Test func numberValuesAndLiterals() throws {
        let result = Array("[1e400, -1e400, 1e-400, 12345678901234567890]".utf8).withUnsafeBufferPointer {
            try? JSONReader.parse($0)
        }
        guard case .array(let numbers)? = result else {
            Issue.record("not an array")
            return
        }
        let values = numbers.compactMap { if case .number(let n) = $0 { n } else { nil } }
        #expect(values.map(\.value) == [.infinity, -.infinity, 0, 1.2345678901234567e19])
        #expect(values.map(\.literal) == ["1e400", "-1e400", "1e-400", "12345678901234567890"])
        // Messages quote overflowing and long integer literals as written.
        #expect(read("[1e400, 12345678901234567890]") == "[1e400, 12345678901234567890]")
    }

    @Test func nanAndInfinityAreNotNumbers() {
        #expect(read("{\"a\": NaN}") == "error: NaN is not a JSON number")
        #expect(read("[Infinity]") == "error: Infinity is not a JSON number")
        #expect(read("[-Infinity]") == "error: -Infinity is not a JSON number")
        #expect(read("[nan]") == "error: Expecting value: column 2")
    }

    @Test func syntaxErrorsNameWhatAndWhere() {
        #expect(read("") == "error: Expecting value: column 1")
        #expect(read("   ") == "error: Expecting value: column 4")
        #expect(read("this is not json") == "error: Expecting value: column 1")
        #expect(read("{\"root\": {\"style\": {\"width\": 100}") == "error: Expecting ',' delimiter: column 34")
        #expect(read("{\"a\": 1,}") == "error: Expecting property name enclosed in double quotes: column 9")
        #expect(read("{a: 1}") == "error: Expecting property name enclosed in double quotes: column 2")
        #expect(read("{\"a\" 1}") == "error: Expecting ':' delimiter: column 6")
        #expect(read("[1 2]") == "error: Expecting ',' delimiter: column 4")
        #expect(read("[1,]") == "error: Expecting value: column 4")
        #expect(read("[1] x") == "error: Extra data: column 5")
        #expect(read("[tru]") == "error: Expecting value: column 2")
        // Columns count characters, not bytes.
        #expect(read("[\"é\" 1]") == "error: Expecting ',' delimiter: column 6")
    }

    @Test func nestingIsLimited() {
        let deepest = String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: JSONReader.maxDepth)
        #expect(read(deepest).hasPrefix("[[[["))
        let tooDeep = String(repeating: "[", count: JSONReader.maxDepth + 1) + String(repeating: "]", count: JSONReader.maxDepth + 1)
        #expect(read(tooDeep) == "error: Nesting deeper than 1000 arrays and objects: column 1001")
        // A hostile line: an error, not a stack overflow.
        let hostile = String(repeating: "{\"a\":[", count: 50_000)
        #expect(read(hostile) == "error: Nesting deeper than 1000 arrays and objects: column 3001")
    }
}
