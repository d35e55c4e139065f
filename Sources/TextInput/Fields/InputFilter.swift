import Components

/// Which characters a field accepts: typed, pasted or composed text keeps only those, in
/// order (a paste of "12a3" into a digits field gives "123"). Named, so two filters compare
/// equal when their names are (a field is not rebuilt for an equal filter).
public struct InputFilter: Sendable, Equatable {
    public let name: String
    public let accepts: @Sendable (Character) -> Bool

    /// A filter called `name` (its identity) keeping the characters `accepts` takes.
    public init(name: String, accepts: @escaping @Sendable (Character) -> Bool) {
        self.name = name
        self.accepts = accepts
    }

    /// The characters of `text` this filter keeps.
    public func filter(_ text: String) -> String {
        String(text.filter(accepts))
    }

    public static func == (lhs: InputFilter, rhs: InputFilter) -> Bool { lhs.name == rhs.name }

    /// ASCII digits.
    public static let digits = InputFilter(name: "digits") { $0.isASCII && $0.isNumber }
    /// Digits, one kind of sign and the decimal separators `.` and `,`.
    public static let decimal = InputFilter(name: "decimal") { ($0.isASCII && $0.isNumber) || ".,-+".contains($0) }
    /// What a telephone number holds: digits, `+`, `*`, `#`, spaces, hyphens and parentheses.
    public static let phone = InputFilter(name: "phone") { ($0.isASCII && $0.isNumber) || "+*#- ()".contains($0) }
    /// No spaces or line breaks (an e-mail address, a URL).
    public static let noWhitespace = InputFilter(name: "no whitespace") { !$0.isWhitespace }

    /// The filter a keyboard kind implies when the field sets none: digits for `.digits`,
    /// and so on; nil (everything) for `.text`.
    public static func implied(by keyboard: KeyboardKind) -> InputFilter? {
        switch keyboard {
        case .text: nil
        case .digits: .digits
        case .decimal: .decimal
        case .phone: .phone
        case .email, .url: .noWhitespace
        }
    }
}
