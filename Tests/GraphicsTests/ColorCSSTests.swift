import Testing
@testable import Graphics

/// `Color(css:)` against CSS Color 4: the short hex forms (§5.2), the named colors (§6.1,
/// §6.3) and `rgb()`/`rgba()` in both syntaxes (§5.1), with the spec's own examples.
@Suite struct ColorCSSTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        /// The straight-alpha description the color must have, `#RRGGBBAA`.
        let expected: String
        var testDescription: String { "\"\(text)\"" }
        init(_ text: String, _ expected: String) {
            self.text = text
            self.expected = expected
        }
    }

    static let hexCases = [
        // §5.2: "#rgb … the three-digit RGB notation is converted into six-digit form by
        // replicating digits, not by adding zeros": #fb0 is #ffbb00.
        Case("#fb0", "#FFBB00FF"),
        Case("#FFF", "#FFFFFFFF"),
        Case("#000", "#000000FF"),
        Case("#FFFA", "#FFFFFFAA"),
        Case("#0f08", "#00FF0088"),
        Case("#abcd", "#AABBCCDD"),
        Case("#0000FF", "#0000FFFF"),
        Case("#0000ff80", "#0000FF80"),
        Case("  #fb0\n", "#FFBB00FF"),
    ]

    @Test func shortHexRepeatsEachDigit() throws {
        // Exactly the long form, channel by channel (not an 8-bit rounding of 0xF/15).
        #expect(try Color(css: "#1234") == Color(css: "#11223344"))
        #expect(try Color(css: "#f0a") == Color(red8: 0xFF, green8: 0x00, blue8: 0xAA))
    }

    static let nameCases = [
        Case("red", "#FF0000FF"),
        Case("RED", "#FF0000FF"),
        Case("Red", "#FF0000FF"),
        Case("rebeccapurple", "#663399FF"),
        Case("RebeccaPurple", "#663399FF"),
        // Where CSS and X11's rgb.txt disagree, CSS's values.
        Case("gray", "#808080FF"),
        Case("grey", "#808080FF"),
        Case("green", "#008000FF"),
        Case("maroon", "#800000FF"),
        Case("purple", "#800080FF"),
        Case("lime", "#00FF00FF"),
        Case("aliceblue", "#F0F8FFFF"),
        Case("lightgoldenrodyellow", "#FAFAD2FF"),
        Case("yellowgreen", "#9ACD32FF"),
        Case("transparent", "#00000000"),
        Case("TRANSPARENT", "#00000000"),
        Case(" navy ", "#000080FF"),
    ]

    @Test func allOneHundredFortyEightNamesAreOpaqueAndDistinctlyNamed() throws {
        #expect(CSSNamedColors.rgb.count == 148)
        for (name, rgb) in CSSNamedColors.rgb {
            let color = try Color(css: name.uppercased())
            #expect(color.alpha == 1, "\(name)")
            #expect(color.straightPixel == 0xFF00_0000 | rgb, "\(name)")
        }
        // The synonyms §6.1 lists, and no other two names share a value.
        let synonyms: Set<Set<String>> = [
            ["aqua", "cyan"], ["fuchsia", "magenta"], ["gray", "grey"], ["darkgray", "darkgrey"],
            ["darkslategray", "darkslategrey"], ["dimgray", "dimgrey"], ["lightgray", "lightgrey"],
            ["lightslategray", "lightslategrey"], ["slategray", "slategrey"],
        ]
        let byValue = Dictionary(grouping: CSSNamedColors.rgb.keys, by: { CSSNamedColors.rgb[$0]! })
        let shared = Set(byValue.values.filter { $0.count > 1 }.map(Set.init))
        #expect(shared == synonyms)
    }

    static let rgbCases = [
        // §5.1's examples: the same red four ways, and the legacy comma forms.
        Case("rgb(255 0 0)", "#FF0000FF"),
        Case("rgb(100% 0% 0%)", "#FF0000FF"),
        Case("rgb(255, 0, 0)", "#FF0000FF"),
        Case("rgba(255, 0, 0, 1)", "#FF0000FF"),
        Case("rgb(29 164 192 / 95%)", "#1DA4C0F2"),
        Case("rgb(255 0 0 / 50%)", "#FF000080"),
        Case("rgb(255 0 0 / 0.5)", "#FF000080"),
        Case("rgba(255, 0, 0, 0.5)", "#FF000080"),
        Case("rgba(255, 0, 0, 50%)", "#FF000080"),
        Case("rgb(255, 0, 0, 0.5)", "#FF000080"),
        Case("rgba(255 0 0)", "#FF0000FF"),
        Case("RGB(255 0 0)", "#FF0000FF"),
        // Mixed numbers and percentages, `none`, in the space syntax.
        Case("rgb(255 50% none)", "#FF8000FF"),
        Case("rgb(none none none / none)", "#00000000"),
        // Out of range: clamped (§5.1: "values outside these ranges are not invalid").
        Case("rgb(300 -20 128)", "#FF0080FF"),
        Case("rgb(150% -5% 0% / 2)", "#FF0000FF"),
        Case("rgb(0 0 0 / -1)", "#00000000"),
        Case("rgb(1e3 0 0 / 1e-9)", "#FF000000"),
        // Numbers as CSS writes them: fractions, signs, exponents, no leading digit.
        Case("rgb(127.5 1.0 +0 / .5)", "#80010080"),
        Case("rgb(-.5 0 0 / .25)", "#00000040"),
        Case("rgb(2.55e2 0 0)", "#FF0000FF"),
        Case("rgb( 0 , 128 , 255 )", "#0080FFFF"),
        Case("rgb(\t0\n128\r255\u{0C}/ 1)", "#0080FFFF"),
        Case("rgb(0,128,255)", "#0080FFFF"),
    ]

    @Test(arguments: hexCases + nameCases + rgbCases)
    func readsWhatCSSWrites(_ c: Case) throws {
        #expect(try Color(css: c.text).description == c.expected)
    }

    @Test func rgbKeepsFractionalChannels() throws {
        let color = try Color(css: "rgb(25.5 50% 0 / 25%)")
        #expect(color.red == 0.1)
        #expect(color.green == 0.5)
        #expect(color.alpha == 0.25)
        #expect(try Color(css: "rgb(29 164 192)") == Color(red8: 29, green8: 164, blue8: 192))
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let text: String
        let reason: String
        let position: Int?
        var testDescription: String { "\"\(text)\"" }
        init(_ text: String, _ reason: String, at position: Int?) {
            self.text = text
            self.reason = reason
            self.position = position
        }
    }

    @Test(arguments: [
        Bad("bluish", "unknown color name 'bluish' at position 0", at: 0),
        Bad("red blue", "unexpected 'b' at position 4 after the color", at: 4),
        Bad("currentcolor", "'currentcolor' at position 0 is the color of the element it is used on", at: 0),
        Bad("hsl(0 100% 50%)", "unknown function 'hsl()' at position 0: only rgb() and rgba() are read", at: 0),
        Bad("rgb(255 0)", "rgb() takes 3 channels, found 2 before position 9", at: 9),
        Bad("rgb(255, 0)", "rgb() takes 3 channels, found 2", at: 10),
        Bad("rgb(255 0 0 0)", "expected ')' at position 12, found '0'", at: 12),
        Bad("rgb(255, 0 0)", "expected ',' at position 11, found '0'", at: 11),
        Bad("rgb(255 0, 0)", "',' at position 9: rgb() separates its channels with all commas or none", at: 9),
        Bad("rgb(255, 50%, 0)", "a percentage at position 9 after a number: comma-separated rgb() channels must all be numbers or all percentages", at: 9),
        Bad("rgb(none, 0, 0)", "'none' at position 4 is allowed only in the space-separated rgb() syntax", at: 4),
        Bad("rgb(255 0 0", "missing ')' at the end of rgb()", at: 11),
        Bad("rgb(255 0 0 /)", "expected a number, a percentage or 'none' at position 13, found ')'", at: 13),
        Bad("rgb(255 0 0 / 1 / 1)", "expected ')' at position 16, found '/'", at: 16),
        Bad("rgb(", "rgb() ends early", at: 4),
        Bad("rgb(red 0 0)", "expected a number, a percentage or 'none' at position 4, found 'red'", at: 4),
        Bad("rgb(1.e2 0 0)", "expected a number, a percentage or 'none' at position 5, found '.'", at: 5),
        Bad("rgb(255 0 0) x", "unexpected 'x' at position 13 after the color", at: 13),
        Bad("rgb (255 0 0)", "unknown color name 'rgb' at position 0", at: 0),
        Bad("(255 0 0)", "expected '#', a color name or rgb() at position 0, found '('", at: 0),
        Bad("#FFF\u{0}", "U+0 at position 4 is not a hex digit", at: 4),
    ])
    func badCSSNamesTheTextTheProblemAndWhere(_ c: Bad) {
        do {
            let color = try Color(css: c.text)
            Issue.record("parsed as \(color)")
        } catch {
            #expect(error.text == c.text)
            #expect(error.position == c.position, "\(error)")
            #expect(error.description.contains(c.reason), "\(error)")
        }
    }

    @Test func descriptionReadsBackAsTheSameColor() throws {
        for text in ["#12345678", "rebeccapurple", "rgb(1 2 3 / 4%)", "transparent", "#abc"] {
            let color = try Color(css: text)
            #expect(try Color(css: color.description).straightPixel == color.straightPixel, "\(text)")
        }
    }

    /// The first name stays, deprecated, for code written against it.
    @available(*, deprecated)
    @Test func hexIsTheOldNameOfCSS() throws {
        #expect(try Color(hex: "#FFF") == Color(css: "#FFF"))
        #expect(try Color(hex: "red") == Color(css: "red"))
        #expect(throws: ColorParseError.self) { try Color(hex: "#FF") }
    }
}
