import TextRasterizer

/// An element's text as AT-SPI's Text interface counts it: offsets in characters, which
/// AT-SPI means as Unicode scalars (GLib's UTF-8 characters), converted to and from the
/// UTF-8 offsets Tessera's fields keep, and the segments a screen reader reads by: a
/// character, a word, a sentence, a line (AtspiTextBoundaryType, AtspiTextGranularity).
/// Words are UAX #29's (`WordBoundaries`, as the fields' caret moves by them), so
/// "don't" is one word and Thai or Japanese, written without spaces, is read word by word.
struct ATSPIText {
    let string: String
    let scalars: [Unicode.Scalar]

    init(_ string: String) {
        self.string = string
        scalars = Array(string.unicodeScalars)
    }

    var count: Int { scalars.count }

    /// `offset` (characters) kept inside the text.
    func clamped(_ offset: Int) -> Int { min(max(offset, 0), count) }

    /// The characters from `start` to `end` (-1: the end), clamped.
    func text(from start: Int, to end: Int) -> String {
        let lower = clamped(start), upper = end < 0 ? count : clamped(end)
        guard lower < upper else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// The UTF-8 offset of character `offset`.
    func utf8Offset(ofCharacter offset: Int) -> Int {
        scalars[0..<clamped(offset)].reduce(0) { $0 + UTF8.width($1) }
    }

    /// The character at UTF-8 offset `utf8` (inside a character: the one it is in).
    func characterOffset(ofUTF8 utf8: Int) -> Int {
        var bytes = 0
        for (index, scalar) in scalars.enumerated() {
            if bytes >= utf8 { return index }
            bytes += UTF8.width(scalar)
        }
        return count
    }

    /// What a screen reader reads by.
    enum Unit {
        case character, word, sentence, line
    }

    /// The segment of `unit` around character `offset` (at the end: the last one).
    /// Words and sentences run from their start to the next one's, the spaces after
    /// them included, as AT-SPI's `WORD_START` and `SENTENCE_START` boundaries have it;
    /// lines include their line break.
    func segment(_ unit: Unit, at offset: Int) -> Range<Int> {
        let offset = clamped(offset)
        guard count > 0 else { return 0..<0 }
        if unit == .character { return offset < count ? offset..<(offset + 1) : offset..<offset }
        let starts = segmentStarts(unit)
        let at = min(offset, count - 1)
        let start = starts.last { $0 <= at } ?? 0
        let end = starts.first { $0 > at } ?? count
        return start..<end
    }

    /// The segment of `unit` before or after the one around `offset` (empty at the ends).
    func segment(_ unit: Unit, at offset: Int, step: Int) -> Range<Int> {
        let here = segment(unit, at: offset)
        if step < 0 { return here.lowerBound > 0 ? segment(unit, at: here.lowerBound - 1) : 0..<0 }
        return here.upperBound < count ? segment(unit, at: here.upperBound) : count..<count
    }

    /// Where each segment of `unit` starts.
    private func segmentStarts(_ unit: Unit) -> [Int] {
        switch unit {
        case .character: Array(0..<max(1, count))
        case .word: wordStarts()
        case .sentence:
            starts { index in
                !Self.isSpace(scalars[index]) && Self.isSpace(scalars[index - 1])
                    && lastNonSpace(before: index).map { ".!?".unicodeScalars.contains($0) } == true
            }
        case .line: starts { index in scalars[index - 1] == "\n" }
        }
    }

    /// 0 and each later character `isStart` says starts a segment.
    private func starts(where isStart: (Int) -> Bool) -> [Int] {
        [0] + (1..<max(1, count)).filter(isStart)
    }

    /// Where each word starts (and 0): UAX #29 word segments' starts, in characters.
    private func wordStarts() -> [Int] {
        let words = WordBoundaries(Substring(string)).segments.lazy.filter(\.isWord).map(\.range.lowerBound)
        var starts = [0]
        // One pass: the words' UTF-8 starts are in order, as the characters are.
        var next = words.makeIterator(), wanted = next.next()
        var bytes = 0
        for (index, scalar) in scalars.enumerated() {
            guard let utf8 = wanted else { break }
            if bytes >= utf8 {
                if index > 0 { starts.append(index) }
                wanted = next.next()
            }
            bytes += UTF8.width(scalar)
        }
        return starts
    }

    private func lastNonSpace(before index: Int) -> Unicode.Scalar? {
        scalars[0..<index].last { !Self.isSpace($0) }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    /// AtspiTextBoundaryType (`GetTextAtOffset` and its kin): CHAR, WORD_START,
    /// WORD_END, SENTENCE_START, SENTENCE_END, LINE_START, LINE_END; the END kinds are
    /// read as the START ones (the same text, the spaces on the other side).
    static func unit(ofBoundary boundary: UInt32) -> Unit? {
        switch boundary {
        case 0: .character
        case 1, 2: .word
        case 3, 4: .sentence
        case 5, 6: .line
        default: nil
        }
    }

    /// AtspiTextGranularity (`GetStringAtOffset`): CHAR, WORD, SENTENCE, LINE, PARAGRAPH.
    static func unit(ofGranularity granularity: UInt32) -> Unit? {
        switch granularity {
        case 0: .character
        case 1: .word
        case 2: .sentence
        case 3, 4: .line
        default: nil
        }
    }
}
