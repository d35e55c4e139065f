/// The UAX #14 line breaking classes of the ASCII characters that the ASCII fast path
/// handles: printable characters and TAB, LF, VT, FF, CR. The other controls (class CM)
/// are left to the full breaker.
enum ASCIILineBreakClass: UInt8, CaseIterable {
    // Classes decided by the pair table.
    case alphabetic, numeric, openPunctuation, closePunctuation, closeParenthesis
    case quotation, exclamation, symbol, infixSeparator, prefix, postfix, hyphen, breakAfter
    // Classes the breaking loop treats itself.
    case space, mandatoryBreak, carriageReturn, lineFeed
    /// Not a character's class: the state after a space that starts a line, whose pairs
    /// the table holds apart from a space's elsewhere.
    case wordJoiner

    /// The classes whose pairs are looked up in the pair table, and the states they follow.
    static let paired: [ASCIILineBreakClass] = [
        .alphabetic, .numeric, .openPunctuation, .closePunctuation, .closeParenthesis,
        .quotation, .exclamation, .symbol, .infixSeparator, .prefix, .postfix, .hyphen, .breakAfter,
    ]

    /// The class of each ASCII byte, or nil for the controls left to the full breaker.
    /// Line_Break values from the Unicode Character Database (LineBreak.txt), unchanged
    /// for ASCII since the classes above exist; `ASCIILineBreakingTests` holds them to
    /// the full breaker's answers for every pair of these characters.
    static let ofByte: [ASCIILineBreakClass?] = (0..<128).map { byte in
        switch UInt8(byte) {
        case 0x09, 0x7C: .breakAfter // TAB, |
        case 0x0A: .lineFeed
        case 0x0B, 0x0C: .mandatoryBreak // VT, FF
        case 0x0D: .carriageReturn
        case 0x20: .space
        case 0x21, 0x3F: .exclamation // ! ?
        case 0x22, 0x27: .quotation // " '
        case 0x24, 0x2B, 0x5C: .prefix // $ + \
        case 0x25: .postfix // %
        case 0x28, 0x5B, 0x7B: .openPunctuation // ( [ {
        case 0x29, 0x5D: .closeParenthesis // ) ]
        case 0x7D: .closePunctuation // }
        case 0x2C, 0x2E, 0x3A, 0x3B: .infixSeparator // , . : ;
        case 0x2D: .hyphen
        case 0x2F: .symbol // /
        case 0x30...0x39: .numeric
        case 0x23, 0x26, 0x2A, 0x3C...0x3E, 0x40...0x5A, 0x5E...0x7A, 0x7E: .alphabetic
        default: nil // C0 controls and DEL: class CM
        }
    }

    /// A character of the class, to ask the full breaker about it.
    var sample: UInt8? {
        ASCIILineBreakClass.ofByte.firstIndex { $0 == self }.map(UInt8.init)
    }
}
