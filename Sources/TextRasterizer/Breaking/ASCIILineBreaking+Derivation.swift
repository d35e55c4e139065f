extension ASCIILineBreaking {
    /// Fills the pair table by asking `breaker` about each pair of classes: once with
    /// nothing between the two, once with a space between.
    init(asking breaker: ICULineBreaking) {
        let width = ASCIILineBreakClass.allCases.count
        var actions = [PairAction](repeating: .prohibited, count: width * width)
        let before = ASCIILineBreakClass.paired + [.wordJoiner]
        for first in before {
            for second in ASCIILineBreakClass.paired {
                actions[Int(first.rawValue) * width + Int(second.rawValue)] =
                    Self.ask(breaker, first, second)
            }
        }
        self.init(pairActions: actions)
    }

    private static func ask(_ breaker: ICULineBreaking, _ first: ASCIILineBreakClass, _ second: ASCIILineBreakClass)
        -> PairAction {
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
        if breakIsAllowed(beforeLastOf: adjacent, breaker) { return .direct }
        return breakIsAllowed(beforeLastOf: spaced, breaker) ? .indirect : .prohibited
    }

    private static func breakIsAllowed(beforeLastOf text: [UInt8], _ breaker: ICULineBreaking) -> Bool {
        var codes = [CChar](repeating: 0, count: text.count)
        text.withUnsafeBufferPointer { bytes in
            codes.withUnsafeMutableBufferPointer { breaker.findBreaks(bytes, codes: $0) }
        }
        return codes[text.count - 2] == BreakCode.allowed
    }
}
