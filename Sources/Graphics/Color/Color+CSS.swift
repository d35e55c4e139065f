extension Color {
    /// A color written as CSS writes one (CSS Color 4), the one way Tessera reads color
    /// text:
    /// - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (§5.2; a short form repeats each
    ///   digit, so `#FA0` is `#FFAA00`);
    /// - a named color, `red`, `rebeccapurple` … (all of §6.1's table), or `transparent`
    ///   (§6.3), ignoring ASCII case;
    /// - `rgb()` / `rgba()` (§5.1, the two are the same function): three channels as
    ///   numbers (0...255) or percentages, then an optional alpha as a number (0...1) or
    ///   a percentage, either comma-separated (`rgb(255, 0, 0, 0.5)`, channels all
    ///   numbers or all percentages) or space-separated with a slash before the alpha
    ///   (`rgb(255 0 0 / 50%)`, which may mix them and take `none` for 0).
    ///
    /// Values past a channel's range are clamped into it, as CSS does. Whitespace around
    /// the color and inside the parentheses is allowed; anything else throws a
    /// `ColorParseError` naming the text, what is wrong and where.
    public init(css text: String) throws(ColorParseError) {
        var parser = CSSColorParser(text)
        self = try parser.parseColor()
    }

    /// `Color(css:)` under its first name, from when it read hex text only.
    @available(*, deprecated, renamed: "init(css:)", message: "Color(css:) reads hex, names and rgb(); hex: was its first name")
    public init(hex text: String) throws(ColorParseError) {
        try self.init(css: text)
    }
}

/// Thrown by `Color(css:)`: names the text, what is wrong with it and where.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong, in words (with the position when there is one).
    public let reason: String
    /// Where, counted in Unicode scalars from 0; nil when the problem is the text as a
    /// whole (it is empty).
    public let position: Int?

    public init(text: String, reason: String, position: Int?) {
        self.text = text
        self.reason = reason
        self.position = position
    }

    public var description: String { "invalid color \"\(text)\": \(reason)" }
}

/// Reads one CSS color from text, scalar by scalar (so positions count scalars, and a
/// non-ASCII character is named whole, never by its bytes).
struct CSSColorParser {
    private let text: String
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    mutating func parseColor() throws(ColorParseError) -> Color {
        skipWhitespace()
        guard let first = current else {
            throw failure(scalars.isEmpty ? "is empty" : "has only whitespace", at: nil)
        }
        let color: Color
        if first == "#" {
            color = try hexColor()
        } else if Self.isNameStart(first) {
            let start = position
            let name = word()
            if current == "(" {
                color = try function(name, at: start)
            } else {
                color = try namedColor(name, at: start)
            }
        } else {
            throw failure("expected '#', a color name or rgb() at position \(position), found \(quoted(first))")
        }
        skipWhitespace()
        if let extra = current {
            throw failure("unexpected \(quoted(extra)) at position \(position) after the color")
        }
        return color
    }

    // MARK: Hex (CSS Color 4 §5.2)

    private mutating func hexColor() throws(ColorParseError) -> Color {
        position += 1
        var value: UInt32 = 0
        var digits = 0
        while let c = current, !Self.isWhitespace(c) {
            guard let nibble = Self.hexValue(c) else {
                throw failure("\(quoted(c)) at position \(position) is not a hex digit")
            }
            // Only 8 digits are kept; more are an error below, and cannot overflow here.
            if digits < 8 { value = value << 4 | nibble }
            digits += 1
            position += 1
        }
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
        func doubled(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (value >> shift) & 0xF) &* 0x11 }
        switch digits {
        case 3: return Color(red8: doubled(8), green8: doubled(4), blue8: doubled(0))
        case 4: return Color(red8: doubled(12), green8: doubled(8), blue8: doubled(4), alpha8: doubled(0))
        case 6: return Color(red8: byte(16), green8: byte(8), blue8: byte(0))
        case 8: return Color(red8: byte(24), green8: byte(16), blue8: byte(8), alpha8: byte(0))
        default:
            throw failure("expected 3, 4, 6 or 8 hex digits after '#', found \(digits)")
        }
    }

    // MARK: Names (§6.1, §6.3, §6.4)

    private func namedColor(_ name: String, at start: Int) throws(ColorParseError) -> Color {
        let lowercase = Self.asciiLowercased(name)
        if let rgb = CSSNamedColors.rgb[lowercase] {
            return Color(red8: UInt8(rgb >> 16), green8: UInt8((rgb >> 8) & 0xFF), blue8: UInt8(rgb & 0xFF))
        }
        if lowercase == CSSNamedColors.transparent { return .clear }
        if lowercase == CSSNamedColors.currentColor {
            throw failure("'\(name)' at position \(start) is the color of the element it is used on, which a Color value does not know; give the color itself", at: start)
        }
        throw failure("unknown color name '\(name)' at position \(start) (expected a CSS named color such as 'red', '#' and hex digits, or rgb())", at: start)
    }

    // MARK: rgb() and rgba() (§5.1)

    /// A channel or alpha as written.
    private enum Component {
        case number(Double)
        case percentage(Double)
        /// The keyword `none` (a missing component, drawn as 0).
        case noneKeyword

        var kind: String {
            switch self {
            case .number: "a number"
            case .percentage: "a percentage"
            case .noneKeyword: "'none'"
            }
        }
    }

    private mutating func function(_ name: String, at start: Int) throws(ColorParseError) -> Color {
        let lowercase = Self.asciiLowercased(name)
        guard lowercase == "rgb" || lowercase == "rgba" else {
            throw failure("unknown function '\(name)()' at position \(start): only rgb() and rgba() are read", at: start)
        }
        position += 1  // "("
        skipWhitespace()
        let firstStart = position
        let first = try component(of: name)
        skipWhitespace()
        let channels: [Component]
        var alpha: Component?
        if current == "," {
            // Legacy syntax: commas, channels all numbers or all percentages, no `none`.
            var legacy = [first]
            var starts = [firstStart]
            while legacy.count < 4, current == "," {
                position += 1
                skipWhitespace()
                starts.append(position)
                legacy.append(try component(of: name))
                skipWhitespace()
            }
            guard legacy.count >= 3 else {
                if let c = current, c != ")" {
                    throw failure("expected ',' at position \(position), found \(quoted(c)): \(name)() separates its channels with all commas or none")
                }
                throw failure("\(name)() takes 3 channels, found \(legacy.count) before position \(position)")
            }
            for (component, at) in zip(legacy, starts) {
                if case .noneKeyword = component {
                    throw failure("'none' at position \(at) is allowed only in the space-separated \(name)() syntax", at: at)
                }
            }
            for index in 1..<3 where legacy[index].kind != legacy[0].kind {
                throw failure("\(legacy[index].kind) at position \(starts[index]) after \(legacy[0].kind): comma-separated \(name)() channels must all be numbers or all percentages", at: starts[index])
            }
            channels = Array(legacy.prefix(3))
            if legacy.count == 4 { alpha = legacy[3] }
        } else {
            // Modern syntax: spaces, then "/" and the alpha.
            var modern = [first]
            while modern.count < 3, let c = current, c != "/", c != ")" {
                if c == "," {
                    throw failure("',' at position \(position): \(name)() separates its channels with all commas or none")
                }
                modern.append(try component(of: name))
                skipWhitespace()
            }
            guard modern.count == 3 else {
                throw failure("\(name)() takes 3 channels, found \(modern.count) before position \(position)")
            }
            channels = modern
            if current == "/" {
                position += 1
                skipWhitespace()
                alpha = try component(of: name)
                skipWhitespace()
            }
        }
        guard let close = current else {
            throw failure("missing ')' at the end of \(name)()")
        }
        guard close == ")" else {
            throw failure("expected ')' at position \(position), found \(quoted(close))")
        }
        position += 1
        func channel(_ component: Component) -> Double {
            switch component {
            case .number(let value): Self.clamped(value / 255)
            case .percentage(let value): Self.clamped(value / 100)
            case .noneKeyword: 0
            }
        }
        let alphaValue: Double = switch alpha {
        case nil: 1
        case .number(let value): Self.clamped(value)
        case .percentage(let value): Self.clamped(value / 100)
        case .noneKeyword: 0
        }
        return Color(red: channel(channels[0]), green: channel(channels[1]), blue: channel(channels[2]), alpha: alphaValue)
    }

    /// A number, a percentage or `none` at the current position.
    private mutating func component(of function: String) throws(ColorParseError) -> Component {
        guard let c = current else {
            throw failure("\(function)() ends early: missing a value and ')'")
        }
        if Self.isNameStart(c) {
            let start = position
            let word = identifier()
            guard Self.asciiLowercased(word) == "none" else {
                throw failure("expected a number, a percentage or 'none' at position \(start), found '\(word)'", at: start)
            }
            return .noneKeyword
        }
        guard let value = number() else {
            throw failure("expected a number, a percentage or 'none' at position \(position), found \(quoted(c))")
        }
        if current == "%" {
            position += 1
            return .percentage(value)
        }
        return .number(value)
    }

    /// A CSS number token (CSS Syntax 3 §4.3.12): sign, digits, fraction, exponent.
    private mutating func number() -> Double? {
        let start = position
        var end = position
        func digits(from index: Int) -> Int {
            var index = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index
        }
        if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
        let integerEnd = digits(from: end)
        var mantissaEnd = integerEnd
        if integerEnd < scalars.count, scalars[integerEnd] == ".", digits(from: integerEnd + 1) > integerEnd + 1 {
            mantissaEnd = digits(from: integerEnd + 1)
        }
        // At least one digit, before or after the point.
        guard integerEnd > end || mantissaEnd > integerEnd else { return nil }
        end = mantissaEnd
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            var exponent = end + 1
            if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
            let exponentEnd = digits(from: exponent)
            if exponentEnd > exponent { end = exponentEnd }
        }
        var literal = String.UnicodeScalarView()
        literal.append(contentsOf: scalars[start..<end])
        guard let value = Double(String(literal)) else { return nil }
        position = end
        return value
    }

    // MARK: Scanning

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipWhitespace() {
        while let c = current, Self.isWhitespace(c) { position += 1 }
    }

    /// Letters, digits and '-' from the current position (`none` inside a function).
    private mutating func identifier() -> String {
        var name = String.UnicodeScalarView()
        while let c = current, Self.isNameStart(c) || ("0"..."9").contains(c) || c == "-" {
            name.append(c)
            position += 1
        }
        return String(name)
    }

    /// Everything up to whitespace or '(' (a color's name or a function's): a name with
    /// a stray character is named whole in the error, not cut before it.
    private mutating func word() -> String {
        var name = String.UnicodeScalarView()
        while let c = current, !Self.isWhitespace(c), c != "(" {
            name.append(c)
            position += 1
        }
        return String(name)
    }

    /// CSS whitespace (CSS Syntax 3 §4.2): space, tab, line feed, carriage return, form feed.
    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 0x30
        case "a"..."f": c.value - 0x61 + 10
        case "A"..."F": c.value - 0x41 + 10
        default: nil
        }
    }

    private static func asciiLowercased(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map {
            ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 0x20)! : $0
        }))
    }

    private static func clamped(_ value: Double) -> Double { min(1, max(0, value)) }

    /// A scalar as the message shows it: quoted, or named when it would not show.
    private func quoted(_ c: Unicode.Scalar) -> String {
        if c.properties.generalCategory == .control || c.properties.isWhitespace {
            return "U+" + String(c.value, radix: 16, uppercase: true)
        }
        return "'\(c)'"
    }

    /// An error at the current position.
    private func failure(_ reason: String) -> ColorParseError {
        failure(reason, at: position)
    }

    private func failure(_ reason: String, at position: Int?) -> ColorParseError {
        ColorParseError(text: text, reason: reason, position: position)
    }
}
