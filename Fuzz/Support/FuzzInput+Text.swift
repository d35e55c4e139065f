extension FuzzInput {
    /// Text made of pieces of the kinds that break text stacks: ASCII words, every kind of
    /// break and space, bidi controls, combining marks stacked on nothing, emoji sequences,
    /// lone selectors and joiners, right-to-left words, other scripts, a very long word,
    /// any scalar at all, digits and punctuation.
    public mutating func hostileText() -> String {
        var scalars: [Unicode.Scalar] = []
        for _ in 0..<int(in: 0...12) {
            switch int(in: 0...11) {
            case 0: // a word of ASCII letters
                for _ in 0..<int(in: 1...12) { scalars.append(Unicode.Scalar(0x61 + byte() % 26)) }
            case 1: // breaks and spaces: space, tab, LF, CR, NEL, LS, PS, NBSP, ZWSP, soft hyphen, ideographic space
                scalars.append(pick(["\u{20}", "\u{9}", "\u{A}", "\u{D}", "\u{85}", "\u{2028}", "\u{2029}",
                                           "\u{A0}", "\u{200B}", "\u{AD}", "\u{3000}"]))
            case 2: // bidi controls: marks, embeddings, overrides, isolates and their ends
                scalars.append(pick(["\u{200E}", "\u{200F}", "\u{61C}", "\u{202A}", "\u{202B}", "\u{202C}",
                                           "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]))
            case 3: // combining marks, possibly stacked on nothing
                for _ in 0..<int(in: 1...6) {
                    scalars.append(pick(["\u{301}", "\u{308}", "\u{334}", "\u{5B4}", "\u{64B}", "\u{93F}",
                                               "\u{E31}", "\u{20DD}", "\u{1AB0}", "\u{FE20}"]))
                }
            case 4: // emoji: ZWJ sequences, skin tones, keycaps, flags, tags
                scalars += pick(["👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "1️⃣", "🇫🇷", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🧑🏿‍🚀", "❤️‍🔥", "😀", "‍"]).unicodeScalars
            case 5: // lone variation selectors and joiners
                scalars.append(pick(["\u{FE0E}", "\u{FE0F}", "\u{E0100}", "\u{200D}", "\u{200C}", "\u{1F3FB}", "\u{1F1E6}"]))
            case 6: // right-to-left words
                scalars += pick(["שלום", "مرحبا", "سلام123", "ע״ש", "لا"]).unicodeScalars
            case 7: // other scripts: CJK, Thai, Devanagari, Hangul, Khmer
                scalars += pick(["世界", "ภาษาไทย", "हिन्दी", "한국어", "ខ្មែរ", "ｶﾀｶﾅ"]).unicodeScalars
            case 8: // a very long word
                scalars += Array(repeating: pick(["m", "ש", "字", "😀", "\u{301}"]), count: int(in: 1...2000))
            case 9: // any scalar at all
                let value = UInt32(int(in: 0...0x10FFFF))
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case 10: // digits and punctuation that bidi and breaking treat apart
                scalars += pick(["12.5%", "-3", "(a)", "[ש]", "a/b", "—", "…", "«»"]).unicodeScalars
            default: // a run of one scalar from the input's own bytes
                scalars.append(Unicode.Scalar(byte()))
            }
        }
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string
    }
}
