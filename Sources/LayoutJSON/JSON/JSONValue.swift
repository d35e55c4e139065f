/// A parsed JSON value, as the layout JSON interface needs it.
///
/// Objects keep their members in the order of the text, because error messages name
/// the first bad key of a line in reading order (as the reference parser, spec.py, does),
/// and numbers keep their literal so messages can quote the value as it was written.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
}

/// A JSON number: its value (infinite when the literal overflows a Double, e.g. `1e400`)
/// and its literal text.
struct JSONNumber {
    var value: Double
    var literal: String

    /// True for literals without a fraction or exponent (`12`, `-3`): Python reads
    /// those as integers, and messages show them as written.
    var isIntegerLiteral: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember {
    var key: String
    var value: JSONValue
}
