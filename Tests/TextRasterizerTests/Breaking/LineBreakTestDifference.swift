import TextRasterizer

/// Why `LineBreaker` answers a line of LineBreakTest.txt (Unicode 15.0.0, Debian's
/// unicode-data) differently from the file, told from the line's first wrong position.
///
/// libunibreak 1.1, the version Debian 12 ships, implements UAX #14 as of Unicode 6.2
/// (2013); most differences come from that, the rest from tailorings.
/// `LineBreakConformanceTests` holds the number of lines of each kind, so new failures
/// and fixed ones both show.
enum LineBreakTestDifference: CaseIterable, CustomStringConvertible {
    /// Tailoring: no line ends inside a grapheme cluster (HarfBuzz shapes a cluster as
    /// one, so the paragraph could not break there anyway). UAX #14 allows a break between
    /// a space and a combining mark, ZWJ or emoji modifier after it (LB10, LB18), and
    /// before an emoji modifier that follows anything but an emoji base.
    case insideGraphemeCluster
    /// A space that starts the text: libunibreak takes it as WJ and never breaks after
    /// it, where LB18 allows a break after spaces.
    case leadingSpace
    /// Tailoring (libunibreak's): small kana and the prolonged sound mark (CJ) are taken
    /// as ID, so a line may start with them, as CSS line-break: normal does for Japanese;
    /// the file resolves CJ to NS (LB1, strict breaking).
    case conditionalJapaneseStarter
    /// libunibreak always allows a break before U+FFFC (class CB) and treats it as BA
    /// after; the file keeps the earlier rules around it (LB12 to LB14, marks after it).
    case objectReplacement
    /// Regional indicators reach libunibreak as an ideograph (it aborts on them; see
    /// `UnibreakStandIns`), so LB23a (PR × ID, ID × PO) keeps them with $ and %.
    case regionalIndicatorStandIn
    /// Rules and data newer than libunibreak 1.1: LB8a (nothing breaks after ZWJ), LB21a
    /// and LB21b (Hebrew letters with hyphens and slashes), LB22 (no break before IN after
    /// any class), LB24 (PR and PO beside letters), LB25 (IS × NU only inside numbers),
    /// LB30 (breaks before East Asian wide brackets), U+3000 as BA. These are told by
    /// line number (`newerRuleLines`).
    case newerRules
    /// libunibreak 1.1 gives a base followed by combining marks the class CM, which its
    /// pair table treats as AL, where LB9 keeps the base's class: the line passes without
    /// its marks (B2 + mark before a letter, CL + mark + space before NS...).
    case combiningMarks

    /// How many lines of the file differ for this reason.
    var expectedCount: Int {
        switch self {
        case .insideGraphemeCluster: 315
        case .leadingSpace: 28
        case .conditionalJapaneseStarter: 97
        case .objectReplacement: 31
        case .regionalIndicatorStandIn: 2
        case .newerRules: Self.newerRuleLines.count
        case .combiningMarks: 244
        }
    }

    var description: String { "\(self)" }

    static let newerRuleLines: Set<Int> = [
        125, 127, 129, 131, 133, 135, 261, 433, 1121, 1161, 1165, 1465, 2189, 2191, 2193, 2195, 2197, 2199, 2325,
        2841, 2873, 2875, 3873, 4081, 4083, 4389, 4425, 4427, 4473, 4475, 4561, 4597, 4599, 4645, 4647, 5065, 5077,
        5109, 5111, 6109, 6149, 6153, 6489, 6491, 6493, 6495, 6497, 6499, 6569, 6577, 6605, 6609, 6621, 6633, 6637,
        6641, 6663, 6665, 6667, 6669, 6671, 6693, 6697, 6833, 6835, 6837, 6839, 6841, 6843, 7005, 7007, 7009, 7011,
        7013, 7015, 7177, 7179, 7181, 7183, 7185, 7187, 7432, 7443, 7477, 7486, 7491, 7493, 7494, 7495, 7496, 7567,
        7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587, 7596, 7604, 7610, 7611, 7680,
    ]

    /// The reason `test` differs, `wrong` being the index of its first wrong position;
    /// nil when none explains it. `passing` holds the code points of the lines that pass.
    init?(_ test: UnicodeBreakTestCase, firstWrong wrong: Int, passing: Set<[Unicode.Scalar]>) {
        let position = test.positions[wrong]
        let neighbours = test.classes[wrong...].prefix(2) // the classes before and after
        let scalars = Array(test.text.unicodeScalars)
        let marks: Set<Unicode.Scalar> = ["\u{308}", "\u{200D}"]
        if position.breaks, !GraphemeClusters.isBoundary(position.utf8Offset, in: test.text) {
            self = .insideGraphemeCluster
        } else if wrong == 0, neighbours.first == "SP" {
            self = .leadingSpace
        } else if neighbours.contains("CJ_NS") {
            self = .conditionalJapaneseStarter
        } else if scalars.contains("\u{FFFC}") {
            self = .objectReplacement
        } else if neighbours.contains("RI"), neighbours.contains("PR") || neighbours.contains("PO") {
            self = .regionalIndicatorStandIn
        } else if Self.newerRuleLines.contains(test.lineNumber) {
            self = .newerRules
        } else if scalars.contains(where: marks.contains), passing.contains(scalars.filter { !marks.contains($0) }) {
            self = .combiningMarks
        } else {
            return nil
        }
    }
}
