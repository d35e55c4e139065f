import Testing
@testable import TextRasterizer

/// Line breaking by hand: where lines may and must end in text a UI shows.
@Suite struct LineBreakerTests {
    /// The text cut at every break opportunity: what each line would hold if every
    /// opportunity were taken.
    func pieces(_ text: String, language: String = "en", strictness: LineBreakStrictness = .normal) -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        for opportunity in LineBreaker(language: language, strictness: strictness).breaks(in: text).opportunities {
            let end = opportunity.index(in: text)
            pieces.append(String(text[start..<end]))
            start = end
        }
        return pieces
    }

    /// The UTF-8 offsets of the mandatory breaks.
    func mandatory(_ text: String) -> [Int] {
        LineBreaker().breaks(in: text).opportunities.filter(\.isMandatory).map(\.utf8Offset)
    }

    @Test func spacesStayAtTheEndOfTheLine() {
        #expect(pieces("hello world") == ["hello ", "world"])
        #expect(pieces("a  b   c") == ["a  ", "b   ", "c"])
        #expect(pieces("a\tb") == ["a\t", "b"])
        #expect(pieces("ends with space ") == ["ends ", "with ", "space "])
    }

    @Test func hyphensBreakAfterButNotBeforeNumbers() {
        #expect(pieces("well-known") == ["well-", "known"])
        #expect(pieces("x -5") == ["x ", "-5"]) // a minus sign stays with its number
        #expect(pieces("pre\u{2010}war") == ["pre\u{2010}", "war"]) // U+2010 hyphen
        #expect(pieces("soft\u{AD}ware") == ["soft\u{AD}", "ware"]) // soft hyphen
    }

    @Test func urlsBreakAfterSlashes() {
        #expect(pieces("http://example.com/a/b?q=1") == ["http://", "example.com/", "a/", "b?", "q=1"])
    }

    @Test func numbersStayWhole() {
        #expect(pieces("$1,234.56 (12%) 1.5 kg") == ["$1,234.56 ", "(12%) ", "1.5 ", "kg"])
        #expect(pieces("10:30") == ["10:30"])
    }

    @Test func ideographsBreakBetweenButNotBeforeClosingPunctuation() {
        #expect(pieces("日本語") == ["日", "本", "語"])
        #expect(pieces("「日本」。") == ["「日", "本」。"])
        #expect(pieces("カタカナ、ひらがな。") == ["カ", "タ", "カ", "ナ、", "ひ", "ら", "が", "な。"])
        // Hangul syllables too, by default (breaking Korean at spaces only is CSS's
        // word-break: keep-all, a choice above this level).
        #expect(pieces("漢字 and 한국어 단어") == ["漢", "字 ", "and ", "한", "국", "어 ", "단", "어"])
    }

    /// Thai, Lao, Khmer and Myanmar have no spaces between words: ICU's dictionaries find
    /// them, so a line never cuts a word in half (issue 18: ประชากร, "population", was cut).
    @Test func scriptsWithoutSpacesBreakBetweenDictionaryWords() {
        #expect(pieces("ภาษาไทย ง่าย") == ["ภาษา", "ไทย ", "ง่าย"])
        let thai = pieces("ประเทศไทยมีประชากรประมาณหกสิบล้านคน")
        #expect(thai.contains("ประชากร"), "\(thai)")
        #expect(thai.joined() == "ประเทศไทยมีประชากรประมาณหกสิบล้านคน")
        #expect(pieces("ພາສາລາວ").count > 1) // Lao
        #expect(pieces("ខ្ញុំស្រលាញ់ភាសាខ្មែរ").count > 1) // Khmer
        #expect(pieces("မြန်မာနိုင်ငံသည်အရှေ့တောင်အာရှတွင်ရှိသည်").count > 1) // Myanmar
    }

    /// UAX #14 rules libunibreak 1.1 lacked (issue 18): no break before a closing
    /// quotation mark (LB19), after a hyphen that follows a Hebrew letter (LB21a), or
    /// between a slash and a Hebrew letter (LB21b).
    @Test func quotationMarksAndHebrewHyphensHoldTogether() {
        #expect(!pieces("„Guten Morgen!“, sagte er").contains("“, "))
        #expect(pieces("„Guten Morgen!“, sagte er").contains("Morgen!“, "))
        #expect(pieces("האפרו-אסיאתיות.").count == 1)
        #expect(pieces("example.co.il/מוצר").count == 1)
    }

    /// CSS `line-break`: `normal` lets a line start with small kana and ー, `strict` does
    /// not, `anywhere` breaks between any two characters.
    @Test func strictnessFollowsCSSLineBreak() {
        let text = "キャッシュ、ショー"
        let normal = pieces(text, language: "ja")
        let strict = pieces(text, language: "ja", strictness: .strict)
        #expect(normal.contains { $0.hasPrefix("ャ") || $0.hasPrefix("ュ") || $0.hasPrefix("ー") || $0.hasPrefix("ッ") })
        #expect(!strict.contains { $0.hasPrefix("ャ") || $0.hasPrefix("ュ") || $0.hasPrefix("ー") || $0.hasPrefix("ッ") },
                "\(strict)")
        #expect(pieces("word-break", strictness: .anywhere) == ["w", "o", "r", "d", "-", "b", "r", "e", "a", "k"])
        #expect(pieces("a 👩\u{200D}💻b", strictness: .anywhere) == ["a", " ", "👩\u{200D}💻", "b"])
    }

    @Test func emojiSequencesStayWhole() {
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(pieces("a \(family)\(family) b") == ["a ", family, "\(family) ", "b"])
        #expect(pieces("🇫🇷🇩🇪") == ["🇫🇷", "🇩🇪"]) // a flag is a pair of regional indicators
        #expect(pieces("👍🏽👍") == ["👍🏽", "👍"]) // a skin tone modifier stays with its emoji
        #expect(pieces("\u{1F1EB}") == ["\u{1F1EB}"]) // a lone regional indicator
    }

    @Test func noBreakBeforeCombiningMarks() {
        // Between ideographs a line may end, but not before the mark on the first.
        #expect(pieces("日\u{301}本") == ["日\u{301}", "本"])
        #expect(pieces("e\u{301}te\u{301} cafe\u{301}") == ["e\u{301}te\u{301} ", "cafe\u{301}"])
    }

    @Test func newlinesAndSeparatorsAreMandatory() {
        #expect(mandatory("a\nb") == [2, 3])
        #expect(mandatory("a\r\nb") == [3, 4]) // never between CR and LF
        #expect(mandatory("a\rb") == [2, 3])
        #expect(mandatory("a\u{2028}b") == [4, 5]) // line separator
        #expect(mandatory("a\u{2029}b") == [4, 5]) // paragraph separator
        #expect(mandatory("a\u{85}b") == [3, 4]) // next line
        #expect(mandatory("a\u{0B}b\u{0C}c") == [2, 4, 5]) // vertical tab, form feed
        #expect(mandatory("a\n\nb") == [2, 3, 4]) // an empty line
        #expect(mandatory("a b") == [3]) // only the end of the text
        #expect(pieces("a\nb c") == ["a\n", "b ", "c"])
    }

    @Test func noBreakBeforeClosingPunctuation() {
        #expect(pieces("(word) next") == ["(word) ", "next"])
        #expect(pieces("Really ?") == ["Really ?"]) // not before ! or ?, even after a space
        #expect(pieces("list: a, b; c.") == ["list: ", "a, ", "b; ", "c."])
        // Guillemets are quotation marks, which stay with what they touch; French spaces
        // inside them must be no-break spaces to hold.
        #expect(pieces("« mot »") == ["« ", "mot ", "»"])
        #expect(pieces("«\u{202F}mot\u{202F}»") == ["«\u{202F}mot\u{202F}»"])
    }

    @Test func noBreakAtNonBreakingSpaces() {
        #expect(pieces("10\u{A0}kg of rice") == ["10\u{A0}kg ", "of ", "rice"])
        #expect(pieces("a\u{202F}b") == ["a\u{202F}b"]) // narrow no-break space
        #expect(pieces("a\u{2060}b") == ["a\u{2060}b"]) // word joiner
        #expect(pieces("a\u{200B}b") == ["a\u{200B}", "b"]) // zero-width space: a break
    }

    /// East Asian ambiguous characters (class AI: circled numbers, many symbols) break as
    /// alphabetic characters, in every language (UAX #14 resolves AI to AL unless a
    /// tailoring says otherwise, and ICU's does not).
    @Test func ambiguousCharactersBreakAsLetters() {
        for language in ["en", "ja", "zh-Hans", "ko-KR", "fr"] {
            #expect(pieces("①②", language: language) == ["①②"], "\(language)")
        }
    }

    @Test func offsetsAreUTF8AndEveryPositionIsAnswered() {
        let text = "café au lait"
        let breaks = LineBreaker().breaks(in: text)
        #expect(breaks.utf8Count == 13)
        #expect(breaks.opportunities.map(\.utf8Offset) == [6, 9, 13])
        #expect(breaks[utf8Offset: 0] == .prohibited)
        #expect(breaks[utf8Offset: 4] == .prohibited) // inside é
        #expect(breaks[utf8Offset: 6] == .allowed)
        #expect(breaks[utf8Offset: 13] == .mandatory)
        #expect(text[LineBreakOpportunity(utf8Offset: 6, isMandatory: false).index(in: text)...] == "au lait")
    }

    @Test func emptyTextHasNoBreaks() {
        let breaks = LineBreaker().breaks(in: "")
        #expect(breaks.utf8Count == 0)
        #expect(Array(breaks.opportunities).isEmpty)
        #expect(breaks[utf8Offset: 0] == .prohibited)
    }

    @Test func aReusedBufferGivesTheSameBreaks() {
        let breaker = LineBreaker()
        var breaks = LineBreaks()
        for text in ["a long text, longer than the next one", "short", "", "日本語 and more", "x"] {
            breaker.findBreaks(in: text, into: &breaks)
            #expect(breaks == breaker.breaks(in: text), "\(text)")
        }
    }

    /// Noncharacters and lone regional indicators (which crashed libunibreak 1.1) break
    /// like any other character.
    @Test func noncharactersAndRegionalIndicatorsAreSafe() {
        #expect(pieces("a\u{FFFF}b c") == ["a\u{FFFF}b ", "c"])
        #expect(pieces("vive 🇫🇷!") == ["vive ", "🇫🇷!"])
        #expect(pieces("🇫🇷🇫🇷🇫") == ["🇫🇷", "🇫🇷", "🇫"])
    }

    /// Every opportunity is on a grapheme cluster boundary, whichever way the breaker
    /// settled it (shortcut or standard library).
    @Test func opportunitiesAreGraphemeBoundaries() {
        let texts = [
            "a 👩\u{200D}💻 b", "ก\u{0E31}บ ข", "\u{0915}\u{094D}\u{0937} \u{0915}", "e\u{301}\u{302} x",
            "한\u{11A8} 가", "\u{0600}1 2", "x\u{FE0F} 日本\u{FE0E}語", "\u{1F3F4}\u{E0067}\u{E0062}\u{E007F} flag",
        ]
        for text in texts {
            let boundaries = Set(GraphemeClusters.boundaries(in: text))
            for opportunity in LineBreaker().breaks(in: text).opportunities {
                #expect(boundaries.contains(opportunity.utf8Offset), "\(text.debugDescription) at \(opportunity)")
            }
        }
    }

    /// Breakers on many threads at once (ICU's iterators are pooled and cloned) give the
    /// answers of one thread.
    @Test func threadsBreakAlike() async {
        let texts = ["plain ASCII text, with punctuation.", "日本語の文章", "a 🇫🇷 flag and e\u{301}", String(repeating: "word ", count: 500)]
        let expected = texts.map { LineBreaker().breaks(in: $0) }
        await withTaskGroup(of: (Int, LineBreaks).self) { group in
            for task in 0..<64 {
                group.addTask { (task % texts.count, LineBreaker().breaks(in: texts[task % texts.count])) }
            }
            for await (index, breaks) in group {
                #expect(breaks == expected[index], "\(texts[index])")
            }
        }
    }
}
