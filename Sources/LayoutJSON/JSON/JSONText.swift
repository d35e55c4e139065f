/// JSON text as the interface writes it, in the forms of Python's `json.dumps` (which
/// spec.py uses): strings ASCII-only with `\uXXXX` escapes, numbers without a needless
/// `.0`, and values quoted in messages with `", "` and `": "` separators.
enum JSONText {
    /// Appends a number as spec.py's `_num` writes it: an integral value below 1e15 as an
    /// integer (`12`, `-3`, `0` for -0), any other as the shortest text that reads back
    /// as the same Double (`0.1`, `1e-05`), and `null` for NaN and infinities, which JSON
    /// cannot hold (a comparer then reports the value as wrong).
    static func appendNumber(_ value: Double, to out: inout String) {
        if !value.isFinite {
            out += "null"
        } else if value.rounded(.towardZero) == value, abs(value) < 1e15 {
            out += String(Int64(value))
        } else {
            out += value.description  // Swift's and Python's shortest round-trip forms agree
        }
    }

    /// Appends `text` as a JSON string, escaping everything outside printable ASCII.
    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case " "..."~": out.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        out += "\""
    }

    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var out = ""
        appendString(text, to: &out)
        return out
    }

    /// Messages quote at most this many characters of a value: a bad `children` value
    /// can be a whole megabyte-sized tree.
    static let shownLength = 200

    /// A value as error messages quote it (`true`, `"10px"`, `-1`, `[1, 2]`). Numbers
    /// appear as Python shows them: integer literals as written, others in shortest
    /// form (`1.50` → `1.5`); an overflowing literal (`1e400`) as written, which says
    /// more than Python's `Infinity`.
    static func show(_ value: JSONValue) -> String {
        var out = ""
        appendShown(value, to: &out)
        guard out.count > shownLength else { return out }
        return String(out.prefix(shownLength)) + "..."
    }

    private static func appendShown(_ value: JSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .string(let text): appendString(text, to: &out)
        case .number(let number):
            out += number.isIntegerLiteral || !number.value.isFinite ? number.literal : number.value.description
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ", " }
                appendShown(element, to: &out)
                if out.utf8.count > shownLength * 4 { break }  // enough to cut from
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += ", " }
                appendString(member.key, to: &out)
                out += ": "
                appendShown(member.value, to: &out)
                if out.utf8.count > shownLength * 4 { break }
            }
            out += "}"
        }
    }
}
