/// Line breaking of plain ASCII text without a break iterator's per-character cost.
///
/// Most text a UI shows is ASCII, and for it UAX #14 is a pair table: what may happen
/// between two classes, directly or with spaces between (LB18), plus the number rule's
/// context (LB25: a separator joins a digit only inside a number, and a prefix or postfix
/// joins an opening bracket or hyphen only before a digit). The table is filled by asking
/// the full breaker (`ICULineBreaking`) about every pair of classes, so the answers are
/// its answers, at a few nanoseconds a byte; `ASCIILineBreakingTests` compares the two on
/// every short ASCII text and on random long ones.
struct ASCIILineBreaking: Sendable {
    /// What the full breaker does for a pair of classes, possibly with spaces between.
    enum PairAction: UInt8 {
        /// Break allowed, spaces or not.
        case direct
        /// Break allowed only after spaces.
        case indirect
        /// No break, even after spaces.
        case prohibited
    }

    /// `pairActions[before * width + after]`, indexed by `ASCIILineBreakClass` raw values.
    private let pairActions: [PairAction]
    private static let width = ASCIILineBreakClass.allCases.count

    /// The fast path for this process, or nil when the full breaker tailors ASCII by
    /// language or strictness (then one table could not stand in for all of them).
    static let shared: ASCIILineBreaking? = {
        let tables = ["en", "ja", "ko", "zh", "th"].flatMap { language in
            [LineBreakStrictness.loose, .normal, .strict].map {
                ASCIILineBreaking(asking: ICULineBreaking(language: language, strictness: $0))
            }
        }
        return tables.allSatisfy({ $0.pairActions == tables[0].pairActions }) ? tables[0] : nil
    }()

    init(pairActions: [PairAction]) {
        self.pairActions = pairActions
    }

    /// Writes the codes for `utf8` into `codes` and returns true, or returns false (codes
    /// undefined) at the first byte it does not handle.
    func findBreaks(_ utf8: UnsafeBufferPointer<UInt8>, codes: UnsafeMutableBufferPointer<CChar>) -> Bool {
        let classOf = ASCIILineBreakClass.ofByte
        guard let firstByte = utf8.first, firstByte < 0x80, let first = classOf[Int(firstByte)] else { return false }
        let allowed = BreakCode.allowed, prohibited = BreakCode.prohibited
        var current = Self.startingLine(with: first)
        // Whether the last character was a space (LB18), and how far a number runs up to
        // the current character (LB25).
        var afterSpace = false
        var number: NumberState = first == .numeric ? .digits : .none
        return pairActions.withUnsafeBufferPointer { actions in
            for i in 1..<utf8.count {
                let byte = utf8[i]
                guard byte < 0x80, let next = classOf[Int(byte)] else { return false }
                defer {
                    afterSpace = next == .space
                    number = number.after(next)
                }
                if current == .mandatoryBreak || (current == .carriageReturn && next != .lineFeed) {
                    codes[i - 1] = BreakCode.mandatory
                    current = Self.startingLine(with: next)
                    continue
                }
                switch next {
                case .space:
                    codes[i - 1] = prohibited // spaces do not change what comes before
                case .mandatoryBreak, .lineFeed:
                    codes[i - 1] = prohibited
                    current = .mandatoryBreak
                case .carriageReturn:
                    codes[i - 1] = prohibited
                    current = .carriageReturn
                default:
                    let action = actions[Int(current.rawValue) * Self.width + Int(next.rawValue)]
                    var breaks = action == .direct || (action == .indirect && afterSpace)
                    if breaks, !afterSpace, Self.joinsInNumber(current, next, number: number,
                                                               digitFollows: i + 1 < utf8.count && classOf[Int(utf8[i + 1] & 0x7F)] == .numeric) {
                        breaks = false
                    }
                    codes[i - 1] = breaks ? allowed : prohibited
                    current = next
                }
            }
            codes[utf8.count - 1] = BreakCode.mandatory // LB3: the end of the text
            return true
        }
    }

    /// Where a number stands, by LB25's `(PR|PO)? (OP|HY)? NU (NU|SY|IS)* (CL|CP)? (PR|PO)?`.
    enum NumberState {
        case none
        /// After NU (NU|SY|IS)*.
        case digits
        /// After a closing bracket that ended a number.
        case closed

        func after(_ next: ASCIILineBreakClass) -> NumberState {
            switch (self, next) {
            case (_, .numeric): .digits
            case (.digits, .infixSeparator), (.digits, .symbol): .digits
            case (.digits, .closePunctuation), (.digits, .closeParenthesis): .closed
            default: .none
            }
        }
    }

    /// LB25's context, which a pair table cannot hold (the table has the pairs' answers
    /// outside a number): a separator or slash before a digit, prefix or postfix inside a
    /// number (`1.2`, `1/$`), a
    /// closing bracket that ends a number before a prefix or postfix (`(1)%`), and a
    /// prefix or postfix before an opening bracket or hyphen that a digit follows (`$(1`).
    @inline(__always)
    private static func joinsInNumber(_ before: ASCIILineBreakClass, _ after: ASCIILineBreakClass, number: NumberState,
                                      digitFollows: Bool) -> Bool {
        switch (before, after) {
        case (.infixSeparator, .numeric), (.symbol, .numeric), (.infixSeparator, .prefix), (.infixSeparator, .postfix),
             (.symbol, .prefix), (.symbol, .postfix):
            number == .digits
        case (.closePunctuation, .prefix), (.closePunctuation, .postfix), (.closeParenthesis, .prefix),
             (.closeParenthesis, .postfix):
            number == .closed
        case (.prefix, .openPunctuation), (.prefix, .hyphen), (.postfix, .openPunctuation), (.postfix, .hyphen): digitFollows
        default: false
        }
    }

    /// The state for the first character of a line.
    static func startingLine(with first: ASCIILineBreakClass) -> ASCIILineBreakClass {
        switch first {
        case .lineFeed: .mandatoryBreak
        case .space: .wordJoiner
        default: first
        }
    }
}
