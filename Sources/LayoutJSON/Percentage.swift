/// The `"N%"` form of LENGTH.
enum Percentage {
    /// N of `"N%"`, where N is a decimal number with an optional sign, fraction and
    /// exponent (`"50%"`, `"-2.5%"`, `".5%"`, `"1e1%"`), as spec.py's pattern allows;
    /// nil for anything else (`"%"`, `"abc%"`, `"10px"`, `" 5%"`) and for an N too large
    /// for a Double. Only ASCII digits count (Python's `\d` would take any script's).
    static func parse(_ text: String) -> Double? {
        let utf8 = Array(text.utf8)
        guard utf8.last == UInt8(ascii: "%") else { return nil }
        let number = utf8.dropLast()
        var i = number.startIndex
        func digits() -> Int {
            let start = i
            while i < number.endIndex, ASCII.isDigit(number[i]) { i += 1 }
            return i - start
        }
        if i < number.endIndex, number[i] == ASCII.plus || number[i] == ASCII.minus { i += 1 }
        var mantissaDigits = digits()
        if i < number.endIndex, number[i] == ASCII.dot {
            i += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return nil }
        if i < number.endIndex, number[i] | 0x20 == ASCII.lowercaseE {
            i += 1
            if i < number.endIndex, number[i] == ASCII.plus || number[i] == ASCII.minus { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == number.endIndex,
              let value = Double(String(decoding: number, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
