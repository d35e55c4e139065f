import CICU

/// Where ICU 72's line rules differ from UAX #14 of Unicode 15.0 (LineBreakTest.txt),
/// set back to the standard. ICU tailors its number rule and hyphens, and already has a
/// rule of Unicode 15.1 (LB15c, a break before `.35` after a space).
enum LB25 {
    /// In `codes` (ICU's breaks of `utf8`):
    /// - an infix separator or slash followed by a digit may break unless a number runs up
    ///   to it (LB25 as the test file applies it, `(PR|PO)? (OP|HY)? NU (NU|SY|IS)*
    ///   (CL|CP)? (PR|PO)?` held together: `a.2` ÷, `1.2` ×);
    /// - a prefix or postfix before an opening bracket may break unless a digit follows the
    ///   bracket (`%[,0` ÷; `$(1` ×; ICU also lets a separator come between);
    /// - a hyphen at the start of the text or of a line, or after a space, may break before a character
    ///   that does not forbid it (`-#` ÷; `-1` × stays);
    /// - no line starts with an infix separator, spaces before it or not (LB13), unless a
    ///   zero-width space came before (LB8).
    static func undoICUTailorings(_ utf8: UnsafeBufferPointer<UInt8>, codes: UnsafeMutableBufferPointer<CChar>) {
        let numeric = Int32(TESSERA_LB_NUMERIC), infix = Int32(TESSERA_LB_INFIX_NUMERIC)
        let slash = Int32(TESSERA_LB_BREAK_SYMBOLS), hyphen = Int32(TESSERA_LB_HYPHEN)
        let space = Int32(TESSERA_LB_SPACE)
        let mark = Int32(TESSERA_LB_COMBINING_MARK), joiner = Int32(TESSERA_LB_ZWJ)
        // The last two classes (marks and ZWJ take their base's, LB9), the last that was not
        // a space, and whether a number runs up to the last: NU (NU|SY|IS)*.
        var before: Int32?, beforeThat: Int32?, beforeSpaces: Int32?
        var inNumber = false
        // Where the last scalar (with its marks) started.
        var beforeStart = 0
        let open = Int32(TESSERA_LB_OPEN_PUNCTUATION)
        let prefix = Int32(TESSERA_LB_PREFIX_NUMERIC), postfix = Int32(TESSERA_LB_POSTFIX_NUMERIC)
        /// A prefix or postfix, then an opening bracket not followed by a digit: the pair may break.
        func undoNumberOpening(followedBy next: Int32?) {
            guard before == open, beforeThat == prefix || beforeThat == postfix, next != numeric,
                  codes[beforeStart - 1] == BreakCode.prohibited else { return }
            codes[beforeStart - 1] = BreakCode.allowed
        }
        var index = 0
        while index < utf8.count {
            let scalar = GraphemeClusters.decodeScalar(at: index, utf8)
            defer { index += Self.length(ofScalarStartingWith: utf8[index]) }
            let lineClass = tessera_line_break_class(Int32(bitPattern: scalar))
            if lineClass == mark || lineClass == joiner, let base = before,
               !startsLineAlone(base) {
                continue
            }
            undoNumberOpening(followedBy: lineClass)
            if lineClass == infix, index > 0, codes[index - 1] == BreakCode.allowed,
               beforeSpaces != Int32(TESSERA_LB_ZWSPACE) {
                codes[index - 1] = BreakCode.prohibited
            } else if let previous = before, codes[index - 1] == BreakCode.prohibited {
                if lineClass == numeric, previous == infix || previous == slash, !inNumber {
                    codes[index - 1] = BreakCode.allowed
                } else if previous == hyphen, beforeThat.map(Self.startsLine) ?? true, lineClass != numeric,
                          !forbidsBreakBefore(lineClass) {
                    codes[index - 1] = BreakCode.allowed
                }
            }
            inNumber = lineClass == numeric || (inNumber && (lineClass == infix || lineClass == slash))
            (beforeThat, before) = (before, lineClass)
            beforeStart = index
            if lineClass != space { beforeSpaces = lineClass }
        }
        undoNumberOpening(followedBy: nil)
    }

    /// Classes after which ICU takes a hyphen as starting a line: spaces and breaks.
    private static func startsLine(_ lineClass: Int32) -> Bool {
        aloneAfter.contains(lineClass)
    }

    /// Classes a combining mark does not attach to (LB9): it stands alone after them.
    private static func startsLineAlone(_ lineClass: Int32) -> Bool {
        aloneAfter.contains(lineClass)
    }

    private static let aloneAfter: [Int32] = [TESSERA_LB_SPACE, TESSERA_LB_MANDATORY_BREAK, TESSERA_LB_LINE_FEED,
                                              TESSERA_LB_CARRIAGE_RETURN, TESSERA_LB_NEXT_LINE, TESSERA_LB_ZWSPACE]
        .map { Int32($0) }

    /// Classes no line may start with after a hyphen (LB7, LB11, LB13, LB19, LB21, LB22).
    private static func forbidsBreakBefore(_ lineClass: Int32) -> Bool {
        neverStartAfterHyphen.contains(lineClass)
    }

    private static let neverStartAfterHyphen: [Int32] = [
        TESSERA_LB_CLOSE_PUNCTUATION, TESSERA_LB_CLOSE_PARENTHESIS, TESSERA_LB_EXCLAMATION, TESSERA_LB_INFIX_NUMERIC,
        TESSERA_LB_BREAK_SYMBOLS, TESSERA_LB_WORD_JOINER, TESSERA_LB_SPACE, TESSERA_LB_ZWSPACE, TESSERA_LB_BREAK_AFTER,
        TESSERA_LB_HYPHEN, TESSERA_LB_NONSTARTER, TESSERA_LB_QUOTATION, TESSERA_LB_INSEPARABLE, TESSERA_LB_COMBINING_MARK,
        TESSERA_LB_ZWJ, TESSERA_LB_MANDATORY_BREAK, TESSERA_LB_LINE_FEED, TESSERA_LB_CARRIAGE_RETURN, TESSERA_LB_NEXT_LINE,
        TESSERA_LB_CONDITIONAL_JAPANESE_STARTER,
    ].map { Int32($0) }

    /// The bytes of the UTF-8 sequence that starts with `lead`.
    static func length(ofScalarStartingWith lead: UInt8) -> Int {
        switch lead {
        case ..<0x80: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }
}
