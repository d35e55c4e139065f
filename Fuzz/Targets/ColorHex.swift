import FuzzSupport
import Graphics

LibFuzzer.run(fuzzColorHex)

/// Any text through `Color(css:)` (the target keeps its first name, after `Color(hex:)`).
/// Hex text is judged by a reference of its own: a color exactly when the text is `#` and
/// 3, 4, 6 or 8 hex digits (CSS whitespace around it allowed), with those digits as its
/// channels. Any accepted color has channels in 0...1, reads back from its description,
/// and reads the same with its ASCII letters in the other case (CSS compares names,
/// functions and hex digits ignoring it). Rejected text throws a `ColorParseError` that
/// names the text, at a position inside it.
func fuzzColorHex(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    let expectedHex = referenceHex(scalars)
    do {
        let color = try Color(css: text)
        if isHexText(scalars) {
            FuzzCheck.require(expectedHex == color.description, "\(text) reads as \(color), not \(expectedHex ?? "an error")")
        }
        for channel in [color.red, color.green, color.blue, color.alpha] {
            FuzzCheck.require((0...1).contains(channel), "\(text) reads as \(color) with a channel \(channel)")
        }
        let again = try? Color(css: color.description)
        FuzzCheck.require(again?.description == color.description, "\(color) does not read back")
        let swapped = String(String.UnicodeScalarView(scalars.map(swappedASCIICase)))
        FuzzCheck.require((try? Color(css: swapped)) == color, "\(swapped) does not read as \(text) does")
    } catch {
        FuzzCheck.require(expectedHex == nil || !isHexText(scalars), "rejected \(text): \(error)")
        FuzzCheck.require(error.text == text, "the error names \(error.text), not \(text)")
        if let position = error.position {
            FuzzCheck.require((0...scalars.count).contains(position), "\(error) points at \(position) of \(scalars.count)")
        }
        // By scalars: a combining mark first in the text joins the quote's grapheme.
        FuzzCheck.require(error.description.unicodeScalars.starts(with: "invalid color \"".unicodeScalars), "\(error)")
    }
    return 0
}

private func isCSSWhitespace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
}

/// Whether the text, without its surrounding whitespace, starts with `#`.
private func isHexText(_ scalars: [Unicode.Scalar]) -> Bool {
    scalars.first(where: { !isCSSWhitespace($0) }) == "#"
}

/// `#RRGGBBAA` for hex text the CSS way, or nil when it is not.
private func referenceHex(_ scalars: [Unicode.Scalar]) -> String? {
    let trimmed = scalars.drop(while: isCSSWhitespace).reversed().drop(while: isCSSWhitespace).reversed()
    guard trimmed.first == "#" else { return nil }
    // ASCII only: uppercasing a whole scalar could make hex digits of other letters.
    let digits = trimmed.dropFirst().map { ("a"..."f").contains($0) ? String(swappedASCIICase($0)) : String($0) }
    let hexDigits = Set("0123456789ABCDEF".map(String.init))
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(hexDigits.contains) else { return nil }
    let long = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
    return "#" + long.joined() + (long.count == 6 ? "FF" : "")
}

private func swappedASCIICase(_ c: Unicode.Scalar) -> Unicode.Scalar {
    switch c {
    case "a"..."z": Unicode.Scalar(c.value - 0x20)!
    case "A"..."Z": Unicode.Scalar(c.value + 0x20)!
    default: c
    }
}
