import CUnibreak

extension ASCIILineBreaking {
    /// Fills the pair table by asking libunibreak (tailored for `language`) about each
    /// pair of classes: once with nothing between the two, once with a space between.
    init(askingUnibreakFor language: String) {
        let width = ASCIILineBreakClass.allCases.count
        var actions = [PairAction](repeating: .prohibited, count: width * width)
        let before = ASCIILineBreakClass.paired + [.wordJoiner]
        for first in before {
            for second in ASCIILineBreakClass.paired {
                actions[Int(first.rawValue) * width + Int(second.rawValue)] =
                    Self.askUnibreak(first, second, language: language)
            }
        }
        self.init(pairActions: actions)
    }

    private static func askUnibreak(
        _ first: ASCIILineBreakClass, _ second: ASCIILineBreakClass, language: String
    ) -> PairAction {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        guard let next = second.sample else { preconditionFailure("no character of class \(second)") }
        // A line starting with a space is the word joiner state: at the start of the
        // text without a space before the next character, after a line break with one.
        let adjacent: [UInt8], spaced: [UInt8]
        if first == .wordJoiner {
            adjacent = [space, next]
            spaced = [newline, space, next]
        } else {
            guard let sample = first.sample else { preconditionFailure("no character of class \(first)") }
            adjacent = [sample, next]
            spaced = [sample, space, next]
        }
        if breakIsAllowed(beforeLastOf: adjacent, language: language) { return .direct }
        return breakIsAllowed(beforeLastOf: spaced, language: language) ? .indirect : .prohibited
    }

    private static func breakIsAllowed(beforeLastOf text: [UInt8], language: String) -> Bool {
        var codes = [CChar](repeating: 0, count: text.count)
        language.withCString { set_linebreaks_utf8(text, text.count, $0, &codes) }
        return codes[text.count - 2] == CChar(LINEBREAK_ALLOWBREAK)
    }
}
