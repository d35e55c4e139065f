import FuzzSupport
import Graphics

LibFuzzer.run(fuzzColorHex)

/// Any text through `Color(hex:)`: a color exactly when the text is `#` and 6 or 8 hex
/// digits, whose description is those digits (uppercase, `FF` added for 6); otherwise a
/// `ColorParseError` that names the text.
func fuzzColorHex(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    let isHexDigit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c) }
    let valid = scalars.first == "#" && (scalars.count == 7 || scalars.count == 9) && scalars.dropFirst().allSatisfy(isHexDigit)
    do {
        let color = try Color(hex: text)
        FuzzCheck.require(valid, "accepted \(scalars)")
        let digits = String(text.dropFirst()).uppercased()
        FuzzCheck.require(color.description == "#" + digits + (digits.count == 6 ? "FF" : ""),
                          "\(text) reads as \(color)")
        FuzzCheck.require((try? Color(hex: color.description)) == color, "\(color) does not read back")
    } catch let error as ColorParseError {
        FuzzCheck.require(!valid, "rejected \(text): \(error)")
        FuzzCheck.require(error.text == text, "the error names \(error.text), not \(text)")
    } catch {
        FuzzCheck.require(false, "threw \(error), not a ColorParseError")
    }
    return 0
}
