extension JSONReader {
    /// Reads the string whose opening quote is at `position`, decoding escapes, and
    /// leaves `position` after the closing quote. The text must be valid UTF-8.
    mutating func readString() throws(JSONSyntaxError) -> String {
        let start = position
        position += 1
        var runStart = position
        var unescaped: [UInt8]?  // only built once an escape shows up
        while true {
            guard position < bytes.count else { throw error("Unterminated string starting at", at: start) }
            let byte = bytes[position]
            if byte == ASCII.quote { break }
            if byte < 0x20 { throw error("Invalid control character at", at: position) }
            if byte == ASCII.backslash {
                var buffer = unescaped ?? []
                buffer.append(contentsOf: bytes[runStart..<position])
                try readEscape(into: &buffer, stringStart: start)
                unescaped = buffer
                runStart = position
            } else {
                position += 1
            }
        }
        let tail = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
        position += 1
        // Escapes always produce whole UTF-8 sequences, so validating the joined bytes
        // also catches a broken sequence in the raw text next to an escape.
        let text = if let unescaped { String(validating: unescaped + tail, as: UTF8.self) }
                   else { String(validating: tail, as: UTF8.self) }
        guard let text else { throw error("Invalid UTF-8 in string starting at", at: start) }
        return text
    }

    /// Decodes the escape whose backslash is at `position` into `out` (UTF-8).
    private mutating func readEscape(into out: inout [UInt8], stringStart: Int) throws(JSONSyntaxError) {
        let backslash = position
        guard backslash + 1 < bytes.count else { throw error("Unterminated string starting at", at: stringStart) }
        let simple: UInt8? = switch bytes[backslash + 1] {
        case ASCII.quote, ASCII.backslash, ASCII.slash: bytes[backslash + 1]
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): ASCII.newline
        case UInt8(ascii: "r"): ASCII.carriageReturn
        case UInt8(ascii: "t"): ASCII.tab
        default: nil
        }
        if let simple {
            out.append(simple)
            position += 2
            return
        }
        guard bytes[backslash + 1] == UInt8(ascii: "u") else { throw error("Invalid \\escape", at: backslash) }
        guard var code = hex4(at: backslash + 2) else { throw error("Invalid \\uXXXX escape", at: backslash + 1) }
        position += 6
        // A high surrogate followed by an escaped low one is a single character.
        if (0xD800...0xDBFF).contains(code), position + 1 < bytes.count,
           bytes[position] == ASCII.backslash, bytes[position + 1] == UInt8(ascii: "u"),
           let low = hex4(at: position + 2), (0xDC00...0xDFFF).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            position += 6
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"  // a lone surrogate
        out.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// The four hexadecimal digits at `offset` as a number, or nil.
    private func hex4(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = ASCII.hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return value
    }
}
