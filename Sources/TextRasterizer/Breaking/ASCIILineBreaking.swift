import CUnibreak

/// Line breaking of plain ASCII text without libunibreak's per-character cost.
///
/// libunibreak 1.1 finds each character's class by a linear search of its tables, about
/// 17 ns a byte: 0.2 ms for a 2,000-word paragraph. For text of ASCII characters only
/// (see `ASCIILineBreakClass`), this replays libunibreak's own algorithm with a class
/// table and a pair table that was filled by asking libunibreak about every pair of
/// classes, so the answers are libunibreak's, at a few nanoseconds a byte.
/// It replays the loop of libunibreak 1.1 (linebreak 2.2) and is off for any other
/// version; `ASCIILineBreakingTests` compares the two on every short ASCII text.
struct ASCIILineBreaking: Sendable {
    /// What libunibreak does for a pair of classes, possibly with spaces between.
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

    /// The fast path for this process, or nil when the installed libunibreak is not the
    /// version it replays, or tailors ASCII by language (then it could not stand in for
    /// every language).
    static let shared: ASCIILineBreaking? = {
        _ = unibreakStarted
        guard linebreak_version == 0x0202 else { return nil }
        let tables = ["en", "ja", "ko", "zh"].map(ASCIILineBreaking.init(askingUnibreakFor:))
        return tables.allSatisfy({ $0.pairActions == tables[0].pairActions }) ? tables[0] : nil
    }()

    init(pairActions: [PairAction]) {
        self.pairActions = pairActions
    }

    /// Writes libunibreak's codes for `utf8` into `codes` and returns true, or returns
    /// false (codes undefined) at the first byte it does not handle.
    func findBreaks(_ utf8: UnsafeBufferPointer<UInt8>, codes: UnsafeMutableBufferPointer<CChar>) -> Bool {
        let classOf = ASCIILineBreakClass.ofByte
        guard let firstByte = utf8.first, firstByte < 0x80, let first = classOf[Int(firstByte)] else { return false }
        let allowed = CChar(LINEBREAK_ALLOWBREAK), prohibited = CChar(LINEBREAK_NOBREAK)
        var current = Self.startingLine(with: first)
        // libunibreak looks at the character before for spaces, except before the
        // second character of the text.
        var afterSpace = false
        return pairActions.withUnsafeBufferPointer { actions in
            for i in 1..<utf8.count {
                let byte = utf8[i]
                guard byte < 0x80, let next = classOf[Int(byte)] else { return false }
                defer { afterSpace = next == .space }
                if current == .mandatoryBreak || (current == .carriageReturn && next != .lineFeed) {
                    codes[i - 1] = CChar(LINEBREAK_MUSTBREAK)
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
                    codes[i - 1] = action == .direct || (action == .indirect && afterSpace) ? allowed : prohibited
                    current = next
                }
            }
            codes[utf8.count - 1] = CChar(LINEBREAK_MUSTBREAK) // LB3: the end of the text
            return true
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
