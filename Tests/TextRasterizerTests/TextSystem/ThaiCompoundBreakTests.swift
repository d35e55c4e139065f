import Testing
import TestFonts
@testable import TextRasterizer

/// Issue 25, item 3: ICU's dictionary keeps Thai compounds whole (กรุงเทพมหานคร, "Bangkok";
/// ประเทศไทย, "Thailand"), so a column narrower than one broke it between graphemes
/// (ประเทศไท|ย). It breaks between the compound's words first (ประเทศ|ไทย), as libthai and
/// so Pango break it, and inside a word only when a part alone does not fit. Loma, 16 px.
@Suite(.testFonts) struct ThaiCompoundBreakTests {
    static let style = ParagraphStyle(language: "th")

    static func text(_ string: String) -> AttributedText {
        AttributedText(string, attributes: TextAttributes(font: FontDescriptor(family: "Loma"), size: 16))
    }

    static func width(_ string: String) -> Double {
        TextFixture.system.layout(text(string), style: style, width: nil).size.width
    }

    static func lines(_ string: String, width: Double) -> [String] {
        let layout = TextFixture.system.layout(text(string), style: style, width: width)
        let units = Array(string.utf16)
        return layout.lines.map { String(decoding: units[$0.range], as: UTF16.self) }
    }

    /// ICU gives no opportunity inside either compound: what makes the issue.
    @Test(arguments: ["กรุงเทพมหานคร", "ประเทศไทย"])
    func icuKeepsTheCompoundWhole(_ word: String) {
        #expect(TextFixture.system.minContentWidth(Self.text(word), style: Self.style) == Self.width(word))
    }

    @Test func thailandBreaksAfterPrathet() {
        let whole = Self.width("ประเทศไทย")
        // From just under the compound's width down to the wider of its parts.
        let narrowest = max(Self.width("ประเทศ"), Self.width("ไทย"))
        for limit in stride(from: whole - 0.25, through: narrowest, by: -0.5) {
            #expect(Self.lines("ประเทศไทย", width: limit) == ["ประเทศ", "ไทย"], "at \(limit)")
        }
        // The way it broke: one letter short of the whole word.
        #expect(Self.width("ประเทศไท") < whole - 0.25)
    }

    @Test func bangkokBreaksBetweenItsWords() {
        let word = "กรุงเทพมหานคร"
        let whole = Self.width(word)
        #expect(Self.lines(word, width: whole - 0.25) == ["กรุงเทพมหา", "นคร"])
        let krungthep = Self.width("กรุงเทพ"), mahanakhon = Self.width("มหานคร")
        let limit = max(krungthep, mahanakhon) + 0.25
        if limit < Self.width("กรุงเทพมหา") {
            #expect(Self.lines(word, width: limit) == ["กรุงเทพ", "มหานคร"], "at \(limit)")
        }
        // Narrower than a part: that part is cut between graphemes, the others stay whole.
        let narrow = Self.width("มหา") + 0.25
        let pieces = Self.lines(word, width: narrow)
        #expect(pieces.joined() == word)
        #expect(pieces.contains("มหา") && pieces.contains("นคร"), "\(pieces)")
    }

    /// A compound too wide for any line is broken into its words wherever it starts, so
    /// its first word joins the line before (ใน|ประเทศ on one line, as Pango fills it),
    /// instead of that line ending short at ICU's opportunity before the compound.
    @Test func anOverlongCompoundsFirstWordFillsTheLineBefore() {
        #expect(Self.lines("ฉันไปกรุงเทพมหานครในประเทศไทย", width: 75)
                == ["ฉันไป", "กรุงเทพ", "มหานคร", "ในประเทศ", "ไทย"])
        // A compound that fits a line of its own is not split to fill the line before.
        #expect(Self.lines("ในประเทศไทย", width: 90) == ["ใน", "ประเทศไทย"])
    }

    /// Every line fits, and a line ends inside a part only when the part alone is wider
    /// than the line, in a sentence with both compounds, at every width down to a letter.
    @Test func partsComeBeforeGraphemes() {
        let parts = ["ฉัน", "ไป", "กรุงเทพ", "มหา", "นคร", "ใน", "ประเทศ", "ไทย"]
        let sentence = parts.joined()
        var partEnds: Set<Int> = [0]
        var offset = 0
        for part in parts {
            offset += part.utf16.count
            partEnds.insert(offset)
        }
        let widest = parts.map(Self.width).max()!
        for limit in stride(from: widest, through: Self.width(sentence), by: 3) {
            let pieces = Self.lines(sentence, width: limit)
            #expect(pieces.joined() == sentence)
            var end = 0
            for piece in pieces {
                #expect(Self.width(piece) <= limit + 1e-9, "\(piece) at \(limit)")
                end += piece.utf16.count
                #expect(partEnds.contains(end), "\(pieces) at \(limit)")
            }
        }
    }
}
