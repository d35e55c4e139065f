import Testing
@testable import TextInput

/// Editing respects text: every caret position, deletion and selection is checked
/// against the UTF-8 offsets a reader would expect, over emoji sequences, combining
/// marks, Hangul jamo, Devanagari conjuncts, Thai (no spaces), Hebrew and CR LF.
@Suite struct EditableTextTests {
    /// The offsets the caret visits moving by `unit` from one end to the other (forward
    /// from the start, or backward from the end), in text order.
    func stops(_ string: String, by unit: TextUnit, _ direction: TextDirection = .forward) -> [Int] {
        var text = EditableText(string, selection: .caret(direction == .forward ? 0 : string.utf8.count))
        var offsets = [text.selection.head]
        while true {
            text.move(direction, by: unit)
            guard text.selection.head != offsets.last else { return direction == .forward ? offsets : offsets.reversed() }
            offsets.append(text.selection.head)
        }
    }

    @Test(arguments: [
        // A woman technologist (ZWJ sequence, 11 bytes), then "a".
        ("👩‍💻a", [0, 11, 12]),
        // "e" + combining acute (3 bytes), "x".
        ("e\u{301}x", [0, 3, 4]),
        // Hangul 한 as three conjoining jamo (9 bytes), then the precomposed 글 (3 bytes).
        ("\u{1112}\u{1161}\u{11AB}글", [0, 9, 12]),
        // Devanagari क्ष (ka, virama, ssa: one conjunct cluster), then ा-less त.
        ("क्षत", [0, 9, 12]),
        // Two flags: two clusters of two regional indicators each.
        ("🇫🇷🇩🇪", [0, 8, 16]),
        // CR LF is one cluster.
        ("a\r\nb", [0, 1, 3, 4]),
        // A regional indicator and a joiner, then a pair (found by the fuzz target: a
        // backward step took the pair apart): [🇦‍][🇦🇦].
        ("a🇦\u{200D}🇦🇦", [0, 1, 8, 16]),
    ])
    func theCaretMovesByGraphemeCluster(_ string: String, _ expected: [Int]) {
        #expect(stops(string, by: .character) == expected)
        #expect(stops(string, by: .character, .backward) == expected)
    }

    @Test func backspaceAndDeleteTakeAWholeCluster() {
        var text = EditableText("a👩‍💻e\u{301}")
        text.delete(.backward, by: .character)
        #expect(text.text == "a👩‍💻")
        text.delete(.backward, by: .character)
        #expect(text.text == "a")
        #expect(text.selection == .caret(1))
        var forward = EditableText("क्षत", selection: .caret(0))
        forward.delete(.forward, by: .character)
        #expect(forward.text == "त")
        let nothing = forward.delete(.backward, by: .character)
        #expect(nothing == nil, "nothing before the caret")
    }

    @Test func anOffsetInsideAClusterSnapsToItsStart() {
        var text = EditableText("x👩‍💻y")
        text.select(.caret(5))
        #expect(text.selection == .caret(1))
        text.select(TextSelection(anchor: -4, head: 99))
        #expect(text.selection == TextSelection(anchor: 0, head: 13))
    }

    @Test func wordsFollowUAX29() {
        // GTK's moves: forward to each word's end, backward to each word's start.
        #expect(stops("Hello, brave world", by: .word) == [0, 5, 12, 18])
        #expect(stops("Hello, brave world", by: .word, .backward) == [0, 7, 13, 18])
        // Numbers with separators are one word; an apostrophe stays inside it.
        #expect(stops("it's 3.14 now", by: .word) == [0, 4, 9, 13])
    }

    @Test func thaiAndJapaneseWordsComeFromICUsDictionaries() {
        // สวัสดีครับ: "hello" + polite particle, no space between (30 bytes: 10 letters).
        let thai = stops("สวัสดีครับ", by: .word)
        #expect(thai == [0, 18, 30], "\(thai)")
        // 東京都に住む: Tokyo-to / ni / sumu.
        let japanese = stops("東京都に住む", by: .word)
        #expect(japanese.count >= 3 && japanese.first == 0 && japanese.last == 18, "\(japanese)")
    }

    @Test func aWordBoundaryInsideAClusterWidensToTheCluster() {
        // ICU's word rules skip the joiner and pair the first two regional indicators, so
        // its boundary falls inside the cluster [🇦🇦] (found by the fuzz target).
        // Clusters: x [0, 1), 🇦 and the joiner [1, 8), the pair [8, 16); ICU's boundary is at 12.
        var text = EditableText("x🇦\u{200D}🇦🇦")
        text.selectWord(at: 13)
        #expect(text.selection.head == 16)
        #expect([1, 8].contains(text.selection.anchor), "\(text.selection)")
        let stops = stops("x🇦\u{200D}🇦🇦", by: .word) + stops("x🇦\u{200D}🇦🇦", by: .word, .backward)
        #expect(stops.allSatisfy { [0, 1, 8, 16].contains($0) }, "\(stops)")
    }

    @Test func wordMovesCrossLineBreaks() {
        let text = "one\ntwo"
        #expect(stops(text, by: .word) == [0, 3, 7])
        #expect(stops(text, by: .word, .backward) == [0, 4, 7])
    }

    @Test func ctrlBackspaceDeletesAWord() {
        var text = EditableText("delete this word")
        text.delete(.backward, by: .word)
        #expect(text.text == "delete this ")
        text.delete(.backward, by: .word)
        #expect(text.text == "delete ")
    }

    @Test func doubleAndTripleClickSelectAWordAndAParagraph() {
        var text = EditableText("first line\nשלום עולם here")
        text.selectWord(at: 2)
        #expect(text.selectedText == "first")
        text.selectWord(at: 5)
        #expect(text.selectedText == " ", "between words: the space")
        // Hebrew: שלום is 8 bytes, starting at 11.
        text.selectWord(at: 13)
        #expect(text.selectedText == "שלום")
        text.selectParagraph(at: 14)
        #expect(text.selectedText == "שלום עולם here")
        text.selectParagraph(at: 0)
        #expect(text.selectedText == "first line")
    }

    @Test func shiftExtendsAndAPlainMoveCollapses() {
        var text = EditableText("abc def", selection: .caret(0))
        text.move(.forward, by: .word, extending: true)
        #expect(text.selectedText == "abc")
        text.move(.forward, by: .character, extending: true)
        #expect(text.selection == TextSelection(anchor: 0, head: 4))
        text.move(.backward, by: .character)
        #expect(text.selection == .caret(0), "collapses to the start")
        text.move(.forward, by: .paragraph, extending: true)
        text.move(.forward, by: .character)
        #expect(text.selection == .caret(7), "collapses to the end")
    }

    @Test func typingReplacesTheSelection() {
        var text = EditableText("hello world")
        text.selectWord(at: 7)
        let edit = text.insert("there")
        #expect(text.text == "hello there")
        #expect(text.selection == .caret(11))
        #expect(edit?.removed == "world" && edit?.range == 6..<11)
    }

    @Test func aJoinerTypedBeforeAnEmojiKeepsTheCaretOnABoundary() {
        // "👩" then a ZWJ, then "💻" typed after it: one cluster; the caret after the ZWJ
        // would be inside it once "💻" follows, so typing goes on at the cluster's end.
        var text = EditableText("👩💻", selection: .caret(4))
        text.insert("\u{200D}")
        #expect(text.text == "👩‍💻")
        #expect(text.selection == .caret(11))
    }

    @Test func tenMegabytesPastedInOneParagraphEditLikeAWord() {
        // The hostile paste: one paragraph of 10 MB. The caret lands after it and
        // a Backspace takes one character (boundaries are found where the caret is).
        let big = String(repeating: "lorem ipsum dolor sit amet, ", count: 360_000)
        var text = EditableText("start end", selection: .caret(6))
        text.insert(big)
        #expect(text.selection == .caret(6 + big.utf8.count))
        text.delete(.backward, by: .character)
        #expect(text.endOffset == 9 + big.utf8.count - 1)
        #expect(text.text.hasSuffix("amet,end"), "the space before \"end\" is gone")
    }
}
