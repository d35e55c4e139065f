import Geometry
import Graphics
import Testing
@testable import TextRasterizer
import TestFonts

/// Mixed Latin and Hebrew, checked on pixels: Latin drawn red and Hebrew blue, then
/// where each color's ink is. The expected orders are UAX #9's: in a right-to-left
/// paragraph, "abc אבג" reads from the right, so "abc" (logically first) is on the right.
@Suite(.testFonts) struct TextSystemBidiPixelTests {
    static let box = 300.0
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 0.6, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static func isRed(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red - max(p.green, p.blue) > 100 }
    static func isGreen(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.green - max(p.red, p.blue) > 60 }
    static func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.blue - max(p.red, p.green) > 100 }

    /// Where the red and the blue ink are, drawing `pieces` (a string and its color each).
    static func render(_ pieces: [(String, Color)], direction: WritingDirection, name: String) throws
        -> (red: PixelRect, blue: PixelRect, rendering: TextRendering) {
        let text = TextFixture.text(pieces.map { ($0.0, TextFixture.attributes(color: $0.1)) })
        let rendering = try TextRendering(text, style: ParagraphStyle(direction: direction), width: box, name: "bidi-\(name)")
        #expect(rendering.layout.lines.count == 1)
        let red = try #require(rendering.box { isRed(rendering.rgb($0, $1)) })
        let blue = try #require(rendering.box { isBlue(rendering.rgb($0, $1)) })
        return (red, blue, rendering)
    }

    @Test func hebrewFollowsLatinToTheRightInALeftToRightParagraph() throws {
        let (red, blue, _) = try Self.render([("abc ", Self.red), ("אבג", Self.blue)], direction: .natural, name: "ltr")
        #expect(red.maxX <= blue.minX)
        #expect(red.minX <= 2, "left-aligned")
        #expect(blue.maxX < 100)
    }

    @Test func latinIsRightOfHebrewInARightToLeftParagraph() throws {
        let (red, blue, _) = try Self.render([("abc ", Self.red), ("אבג", Self.blue)], direction: .rightToLeft, name: "rtl")
        #expect(blue.maxX <= red.minX, "abc comes first, so it is rightmost")
        #expect(red.maxX >= Int(Self.box) - 2 && red.maxX <= Int(Self.box) + 1, "right-aligned")
        #expect(blue.minX > 200)
    }

    @Test func aParagraphStartingInHebrewIsRightToLeft() throws {
        let (red, blue, _) = try Self.render([("אבג ", Self.blue), ("abc", Self.red)], direction: .natural, name: "natural-rtl")
        #expect(red.maxX <= blue.minX, "אבג comes first, so it is rightmost")
        #expect(blue.maxX >= Int(Self.box) - 2 && blue.maxX <= Int(Self.box) + 1, "right-aligned")
    }

    @Test func latinAroundHebrewKeepsItsPlaceAndHebrewLettersRunRightToLeft() throws {
        // א red, ב green, ג blue: drawn right to left, so blue, green, red from the left.
        let pieces: [(String, Color)] = [("abc ", .black), ("א", Self.red), ("ב", Self.green), ("ג", Self.blue), (" def", .black)]
        let text = TextFixture.text(pieces.map { ($0.0, TextFixture.attributes(color: $0.1)) })
        let rendering = try TextRendering(text, width: Self.box, name: "bidi-letters")
        let red = try #require(rendering.box { Self.isRed(rendering.rgb($0, $1)) })
        let green = try #require(rendering.box { Self.isGreen(rendering.rgb($0, $1)) })
        let blue = try #require(rendering.box { Self.isBlue(rendering.rgb($0, $1)) })
        #expect(blue.maxX <= green.minX)
        #expect(green.maxX <= red.minX)
        let gray = { (x: Int, y: Int) in
            let p = rendering.rgb(x, y)
            return max(p.red, p.green, p.blue) < 100
        }
        let abc = try #require(rendering.box(in: PixelRect(x: -10, y: -10, width: blue.minX + 10, height: 60), where: gray))
        let def = try #require(rendering.box(in: PixelRect(x: red.maxX, y: -10, width: 200, height: 60), where: gray))
        #expect(abc.minX <= 2)
        #expect(abc.maxX < blue.minX)
        #expect(def.minX > red.maxX)
    }

    /// UAX #9 L1: the spaces that end a line take the paragraph's level. Before the fix in
    /// `LineBuilder.buildLine` they stayed in their run, inside the line, and pushed its
    /// text a space's width off the edge it is aligned to.
    @Test func trailingSpacesHangAtTheParagraphsEndSide() throws {
        // Latin lines in a right-to-left paragraph: the spaces hang on the left.
        let latin = try TextRendering(TextFixture.text("alpha beta gamma delta epsilon zeta"),
                                      style: ParagraphStyle(direction: .rightToLeft), width: 120, name: "bidi-rtl-wrapped")
        // Hebrew lines in a left-to-right paragraph, right-aligned: the spaces hang on the right.
        let hebrew = try TextRendering(TextFixture.text("אבג דהו זחט יכל מנס עפצ קרש"),
                                       style: ParagraphStyle(alignment: .right, direction: .leftToRight), width: 120,
                                       name: "bidi-ltr-hebrew-wrapped")
        for rendering in [latin, hebrew] {
            #expect(rendering.layout.lines.count >= 3)
            for line in rendering.layout.lines {
                let ink = try #require(rendering.inkBox(rows: rendering.rows(of: line)))
                #expect(ink.maxX >= 118 && ink.maxX <= 121, "\(ink)")
            }
        }
    }
}
