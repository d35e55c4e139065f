/// Reads one JSON text (RFC 8259) from UTF-8 bytes into a `JSONValue`.
///
/// Written by hand instead of using Foundation's `JSONSerialization` because the layout
/// JSON interface needs what that cannot give: `true` kept apart from `1` (on Linux both
/// come back as `NSNumber`), object keys in the order of the text (errors name the first
/// bad key of a line), number literals kept for messages (`1e400` is quoted as written,
/// and read as infinite, so it fails the finite-number check), and a nesting limit, so
/// that a line of 100,000 `[` is an error instead of a stack overflow. Syntax messages follow
/// Python's `json` module (the reference parser, spec.py, uses it), with the column
/// counted in characters from 1: `Expecting ',' delimiter: column 35`.
///
/// Where Python's reader is lenient, this one follows it: duplicate keys keep the last
/// value at the first key's place; a lone surrogate escape (`"\ud800"`) becomes U+FFFD
/// (Swift strings cannot hold it). `NaN` and `Infinity` are rejected, as spec.py does.
struct JSONReader {
    /// Arrays and objects nested deeper than this are an error. Python's recursion limit
    /// stops its reader near the same depth; a layout tree uses two levels per node.
    static let maxDepth = 1000

    // Internal, not private: the string reader (JSONReader+String.swift) shares them.
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `bytes` as exactly one JSON value with optional white space around it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipWhitespace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("Extra data", at: reader.position) }
        return value
    }

    // MARK: Values

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw error("Expecting value", at: position) }
        switch bytes[position] {
        case ASCII.openBrace: return try readObject(depth: depth + 1)
        case ASCII.openBracket: return try readArray(depth: depth + 1)
        case ASCII.quote: return .string(try readString())
        case ASCII.minus, ASCII.zero...ASCII.nine: return try readNumber()
        default: return try readLiteral()
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        position += 1
        var members: [JSONMember] = []
        var index = MemberIndex()
        skipWhitespace()
        if peek(ASCII.closeBrace) {
            position += 1
            return .object(members)
        }
        while true {
            guard peek(ASCII.quote) else {
                throw error("Expecting property name enclosed in double quotes", at: position)
            }
            let key = try readString()
            skipWhitespace()
            guard peek(ASCII.colon) else { throw error("Expecting ':' delimiter", at: position) }
            position += 1
            skipWhitespace()
            let value = try readValue(depth: depth)
            index.insert(JSONMember(key: key, value: value), into: &members)
            if try readSeparator(closing: ASCII.closeBrace) { return .object(members) }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(ASCII.closeBracket) {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try readValue(depth: depth))
            if try readSeparator(closing: ASCII.closeBracket) { return .array(elements) }
        }
    }

    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`. A fraction or exponent that
    /// is not followed by a digit is not part of the number, so `1.` and `01` end in a
    /// delimiter error at the stray character, as in Python.
    private mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if peek(ASCII.minus) { position += 1 }
        guard position < bytes.count, ASCII.isDigit(bytes[position]) else {
            if matches("Infinity") { throw JSONSyntaxError(message: "-Infinity is not a JSON number") }
            throw error("Expecting value", at: start)
        }
        if bytes[position] == ASCII.zero { position += 1 } else { skipDigits() }
        if peek(ASCII.dot), position + 1 < bytes.count, ASCII.isDigit(bytes[position + 1]) {
            position += 1
            skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == ASCII.lowercaseE {
            var next = position + 1
            if next < bytes.count, bytes[next] == ASCII.plus || bytes[next] == ASCII.minus { next += 1 }
            if next < bytes.count, ASCII.isDigit(bytes[next]) {
                position = next
                skipDigits()
            }
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        // The grammar above is a subset of what Double(_:) accepts; overflow gives ±infinity.
        guard let value = Double(literal) else { throw error("Expecting value", at: start) }
        return .number(JSONNumber(value: value, literal: literal))
    }

    private mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
        let literals: [(String, JSONValue)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]
        for (text, value) in literals where matches(text) {
            position += text.utf8.count
            return value
        }
        for constant in ["NaN", "Infinity"] where matches(constant) {
            throw JSONSyntaxError(message: "\(constant) is not a JSON number")
        }
        throw error("Expecting value", at: position)
    }

    // MARK: Helpers

    /// After a member or an element: true at the container's closing bracket, false at
    /// a comma; either is consumed, and the white space after a comma too.
    private mutating func readSeparator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if peek(closing) {
            position += 1
            return true
        }
        guard peek(ASCII.comma) else { throw error("Expecting ',' delimiter", at: position) }
        position += 1
        skipWhitespace()
        return false
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > Self.maxDepth {
            throw error("Nesting deeper than \(Self.maxDepth) arrays and objects", at: position)
        }
    }

    func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    private func matches(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard bytes.count - position >= utf8.count else { return false }
        return zip(utf8, bytes[position...]).allSatisfy { $0 == $1 }
    }

    private mutating func skipDigits() {
        while position < bytes.count, ASCII.isDigit(bytes[position]) { position += 1 }
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn: position += 1
            default: return
            }
        }
    }

    /// A syntax error at byte `offset`, with the column in characters as Python counts it.
    func error(_ what: String, at offset: Int) -> JSONSyntaxError {
        let characters = bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return JSONSyntaxError(message: "\(what): column \(characters + 1)")
    }
}

/// Why a line is not JSON, in the words of Python's `json` module (without its
/// `line 1` part: each input line is one JSON text).
struct JSONSyntaxError: Error {
    var message: String
}

/// Object members with Python's rule for duplicate keys: the last value wins and
/// keeps the first key's place. Small objects search linearly; large ones get a table,
/// so a hostile object with many keys stays linear.
private struct MemberIndex {
    private var table: [String: Int]?

    mutating func insert(_ member: JSONMember, into members: inout [JSONMember]) {
        if table == nil, members.count >= 16 {
            table = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let existing = if let table { table[member.key] } else { members.firstIndex { $0.key == member.key } }
        if let existing {
            members[existing].value = member.value
        } else {
            table?[member.key] = members.count
            members.append(member)
        }
    }
}
