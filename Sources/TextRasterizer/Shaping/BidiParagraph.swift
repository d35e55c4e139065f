import CFriBidi

/// The base direction of a paragraph.
public enum WritingDirection: Hashable, Sendable {
    /// From the first strong character (UAX #9 P2–P3); left to right when there is none.
    case natural
    case leftToRight
    case rightToLeft
}

/// Embedding levels of a paragraph by the Unicode Bidirectional Algorithm (UAX #9),
/// resolved by FriBidi, per UTF-16 code unit; and the visual order of runs on a line.
public struct BidiParagraph: Sendable {
    /// The resolved paragraph direction.
    public let isRightToLeft: Bool
    /// The embedding level of each UTF-16 code unit (odd: right to left).
    public let levels: [UInt8]

    /// Resolves `text` (UTF-16 code units) with the given base direction.
    public init(_ text: [UInt16], direction: WritingDirection) {
        // Text with nothing right-to-left in it (no Hebrew, Arabic or later RTL scripts,
        // no bidi controls) in a left-to-right paragraph is all level 0: no need to ask.
        if direction != .rightToLeft, !text.contains(where: { $0 >= 0x0590 && Self.mayBeRightToLeft($0) }) {
            isRightToLeft = false
            levels = [UInt8](repeating: 0, count: text.count)
            return
        }
        // FriBidi works on code points: decode, resolve, then spread each level back
        // over the code units of its character.
        var scalars: [FriBidiChar] = []
        var unitCounts: [Int] = []
        scalars.reserveCapacity(text.count)
        unitCounts.reserveCapacity(text.count)
        forEachCodePoint(in: text) { value, _, width in
            scalars.append(value)
            unitCounts.append(width)
        }
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var scalarLevels = [FriBidiLevel](repeating: 0, count: count)
        var baseDirection: FriBidiParType
        switch direction {
        case .natural: baseDirection = FRIBIDI_PAR_ON
        case .leftToRight: baseDirection = FRIBIDI_PAR_LTR
        case .rightToLeft: baseDirection = FRIBIDI_PAR_RTL
        }
        var resolved = false
        if count > 0 {
            fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
            resolved = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &baseDirection, &scalarLevels) != 0
        }
        let paragraphIsRTL: Bool
        if resolved {
            paragraphIsRTL = baseDirection == FRIBIDI_PAR_RTL
        } else {
            // Empty text, or FriBidi out of memory: one level in the asked direction.
            paragraphIsRTL = direction == .rightToLeft
            for scalar in scalarLevels.indices { scalarLevels[scalar] = paragraphIsRTL ? 1 : 0 }
        }
        var levels: [UInt8] = []
        levels.reserveCapacity(text.count)
        for (scalar, units) in unitCounts.enumerated() {
            let level = UInt8(truncatingIfNeeded: scalarLevels[scalar])
            for _ in 0..<units { levels.append(level) }
        }
        self.isRightToLeft = paragraphIsRTL
        self.levels = levels
    }

    /// True for code units that can start a right-to-left character or a bidi control:
    /// U+0590–08FF (Hebrew to Arabic Extended), U+200F, U+202A–202E, U+2066–2069,
    /// U+FB1D–FDFF and U+FE70–FEFF (presentation forms), and surrogates (the RTL
    /// scripts of the supplementary planes).
    @inline(__always)
    private static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD800...0xDFFF:
            return true
        default:
            return false
        }
    }

    /// The visual order (left to right) of runs with the given embedding levels, listed
    /// in logical order: UAX #9 rule L2, reversing every maximal sequence at or above
    /// each level from the highest down to the lowest odd level.
    public static func visualOrder(ofRunLevels runLevels: [UInt8]) -> [Int] {
        var order = Array(runLevels.indices)
        guard let highest = runLevels.max(), let lowest = runLevels.min() else { return order }
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        guard highest >= lowestOdd else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                if runLevels[order[start]] >= level {
                    var end = start
                    while end + 1 < order.count, runLevels[order[end + 1]] >= level { end += 1 }
                    order[start...end].reverse()
                    start = end + 1
                } else {
                    start += 1
                }
            }
            level -= 1
        }
        return order
    }
}
