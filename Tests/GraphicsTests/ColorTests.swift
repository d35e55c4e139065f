import Testing
@testable import Graphics
import Geometry

@Suite struct ColorTests {
    struct HexCase: Sendable, CustomTestStringConvertible {
        let text: String
        let pixel: UInt32
        var testDescription: String { text }
    }

    @Test(arguments: [
        HexCase(text: "#FF0000", pixel: 0xFFFF_0000),
        HexCase(text: "#00ff00", pixel: 0xFF00_FF00),
        HexCase(text: "#0000FF", pixel: 0xFF00_00FF),
        HexCase(text: "#000000", pixel: 0xFF00_0000),
        HexCase(text: "#ffffff", pixel: 0xFFFF_FFFF),
        HexCase(text: "#123456", pixel: 0xFF12_3456),
        HexCase(text: "#abcdef", pixel: 0xFFAB_CDEF),
        HexCase(text: "#ABCDEF", pixel: 0xFFAB_CDEF),
        HexCase(text: "#aBcDeF", pixel: 0xFFAB_CDEF),
        HexCase(text: "#09afAF", pixel: 0xFF09_AFAF),
    ])
    func sixDigitHexIsOpaque(_ c: HexCase) throws {
        let color = try Color(css: c.text)
        #expect(color.alpha == 1)
        #expect(color.premultipliedPixel == c.pixel, "\(hex(color.premultipliedPixel))")
        #expect(color.red == Double((c.pixel >> 16) & 0xFF) / 255)
        #expect(color.green == Double((c.pixel >> 8) & 0xFF) / 255)
        #expect(color.blue == Double(c.pixel & 0xFF) / 255)
    }

    @Test(arguments: ["#FF000080", "#ff000080", "#12345678", "#abcdef01", "#ABCDEFFE", "#FFFFFFFF", "#80808040"])
    func eightDigitHexCarriesAlpha(_ text: String) throws {
        let color = try Color(css: text)
        let v = UInt32(text.dropFirst(), radix: 16)!
        let (r, g, b, a) = ((v >> 24) & 0xFF, (v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)
        #expect(color.red == Double(r) / 255)
        #expect(color.green == Double(g) / 255)
        #expect(color.blue == Double(b) / 255)
        #expect(color.alpha == Double(a) / 255)
        // Premultiplied: each channel round(c * a / 255).
        func pm(_ c: UInt32) -> UInt32 { UInt32((Double(c) * Double(a) / 255).rounded()) }
        let expected = a << 24 | pm(r) << 16 | pm(g) << 8 | pm(b)
        #expect(color.premultipliedPixel == expected, "\(hex(color.premultipliedPixel)) vs \(hex(expected))")
    }

    @Test func halfTransparentRedPremultiplies() throws {
        #expect(try Color(css: "#FF000080").premultipliedPixel == 0x8080_0000)
        #expect(try Color(css: "#FFFFFF00").premultipliedPixel == 0)
        #expect(try Color(css: "#00000000").premultipliedPixel == 0)
    }

    struct BadHex: Sendable, CustomTestStringConvertible {
        let text: String
        let reason: String
        var testDescription: String { "\"\(text)\"" }
    }

    @Test(arguments: [
        BadHex(text: "", reason: "is empty"),
        BadHex(text: "  ", reason: "has only whitespace"),
        BadHex(text: "FF0000", reason: "unknown color name 'FF0000' at position 0"),
        BadHex(text: "#", reason: "expected 3, 4, 6 or 8 hex digits after '#', found 0"),
        BadHex(text: "#FF", reason: "found 2"),
        BadHex(text: "#FF000", reason: "found 5"),
        BadHex(text: "#FF00000", reason: "found 7"),
        BadHex(text: "#FF0000000", reason: "found 9"),
        BadHex(text: "#GG0000", reason: "'G' at position 1 is not a hex digit"),
        BadHex(text: "#12345z", reason: "'z' at position 6 is not a hex digit"),
        BadHex(text: "#12 456", reason: "found 2"),
        BadHex(text: "#123 456", reason: "unexpected '4' at position 5 after the color"),
        BadHex(text: "#1234567g", reason: "'g' at position 8 is not a hex digit"),
        BadHex(text: "#-12345", reason: "'-' at position 1 is not a hex digit"),
        BadHex(text: "##123456", reason: "'#' at position 1 is not a hex digit"),
        // Non-ASCII text is described in Unicode scalars: the character is named whole
        // and positions count scalars, not UTF-8 bytes.
        BadHex(text: "#00000é", reason: "'é' at position 6 is not a hex digit"),
        BadHex(text: "#ÿÿÿ", reason: "'ÿ' at position 1 is not a hex digit"),
        BadHex(text: "#０１２", reason: "'０' at position 1 is not a hex digit"),
        BadHex(text: "rougé", reason: "unknown color name 'rougé' at position 0"),
        BadHex(text: "é", reason: "found 'é'"),
    ])
    func badHexThrowsNamingTextProblemAndPlace(_ c: BadHex) {
        do {
            let color = try Color(css: c.text)
            Issue.record("\"\(c.text)\" parsed as \(color)")
        } catch {
            #expect(error.text == c.text)
            #expect(error.description.hasPrefix("invalid color \"\(c.text)\": "), "\(error)")
            #expect(error.description.contains(c.reason), "\(error)")
            if let position = error.position {
                #expect((0...c.text.unicodeScalars.count).contains(position))
                #expect(error.reason.contains("position \(position)") || error.reason.contains("found"),
                        "\(error)")
            }
        }
    }

    @Test func componentsArePremultipliedAndRounded() {
        // Straight channels round to bytes first (0.5 -> 128), then premultiply: g = round(128 * 128 / 255) = 64.
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultipliedPixel == 0x8080_4000)
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).premultipliedPixel == 0xFF33_6699)
        #expect(Color.black.premultipliedPixel == 0xFF00_0000)
        #expect(Color.white.premultipliedPixel == 0xFFFF_FFFF)
        #expect(Color.clear.premultipliedPixel == 0)
        // Transparent colors are all the zero pixel.
        #expect(Color(red: 1, green: 1, blue: 1, alpha: 0).premultipliedPixel == 0)
    }

    @Test(arguments: 0...255)
    func eightBitChannelsRoundTrip(_ v: Int) {
        let b = UInt8(v)
        let opaque = Color(red8: b, green8: 255 - b, blue8: b / 2)
        #expect(opaque.premultipliedPixel == 0xFF00_0000 | UInt32(b) << 16 | UInt32(255 - b) << 8 | UInt32(b / 2))
        let translucent = Color(red8: 255, green8: 255, blue8: 255, alpha8: b)
        #expect(translucent.premultipliedPixel == UInt32(b) * 0x0101_0101)
    }

    @Test func outOfRangeComponentsClamp() {
        #expect(Color(red: 2, green: -1, blue: 0.5, alpha: 1).premultipliedPixel == 0xFFFF_0080)
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 7).premultipliedPixel == 0xFFFF_0000)
        #expect(Color(red: 1, green: 0, blue: 0, alpha: -1).premultipliedPixel == 0)
        #expect(Color(red: .nan, green: .infinity, blue: 1, alpha: 1).premultipliedPixel == 0xFF00_00FF)
        #expect(Color(red: 1, green: 1, blue: 1, alpha: .nan).premultipliedPixel == 0)
    }

    @Test func alphaMultiplied() {
        let c = Color(red: 1, green: 0, blue: 0, alpha: 0.8).withAlphaMultiplied(by: 0.5)
        #expect(abs(c.alpha - 0.4) < 1e-12)
        #expect(c.red == 1)
        #expect(c.premultipliedPixel == 0x6666_0000)
    }

    @Test(arguments: ["#12AB34FF", "#FF000080", "#00000000", "#FFFFFFFF", "#80FF40C0"])
    func descriptionIsHexText(_ text: String) throws {
        #expect(try Color(css: text).description == text)
        #expect(try Color(css: String(text.dropLast(2))).description == String(text.dropLast(2)) + "FF")
    }

    /// Nearly transparent colors keep their color channels in the description (it must
    /// not go through the premultiplied 8-bit pixel).
    @Test func descriptionOfNearlyTransparentColorKeepsItsChannels() throws {
        let text = "#12345603"
        let description = try Color(css: text).description
        #expect(description == text)
    }
}

/// `Color(hex:)`: the non-throwing literal, equal to the CSS hex it spells.
@Suite struct ColorHexLiteralTests {
    @Test func aHexLiteralIsTheCSSColorItSpells() throws {
        for (hex, css) in [(0x1E88E5, "#1E88E5"), (0xFFFFFF, "#FFF"), (0x000000, "#000"), (0x123456, "#123456")] as [(UInt32, String)] {
            #expect(Color(hex: hex) == (try Color(css: css)), "0x\(String(hex, radix: 16))")
        }
        #expect(Color(hex: 0xFF0000, alpha: 0.5).premultipliedPixel == (try Color(css: "rgba(255, 0, 0, 0.5)")).premultipliedPixel)
    }

    @Test func eightDigitsTrapNamingTheValue() async {
        await #expect(processExitsWith: .failure) {
            _ = Color(hex: 0xFF00_00FF)
        }
    }
}
