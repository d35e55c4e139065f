import Testing
import TestFonts
@testable import TextRasterizer

/// Issue 25, item 2: a family without a bold or italic face is drawn emboldened or
/// slanted, as Cairo and Pango draw it (fontconfig's verdict, `FontSynthesis`), and
/// measured as drawn; a family with the real face is not synthesized.
@Suite(.testFonts) struct SyntheticStyleTests {
    /// Families of the test set with one regular face each, and text they draw.
    static let singleFaceFamilies: [(family: String, text: String)] = [
        ("Loma", "สวัสดีครับ"), ("Lexi Gulim", "한국어 글꼴"),
        ("Droid Sans Fallback", "汉字漢字"), ("Lohit Devanagari", "नमस्ते दुनिया"),
    ]

    static func text(_ string: String, family: String, weight: FontWeight = .regular,
                     slant: FontSlant = .upright) -> AttributedText {
        AttributedText(string, attributes: TextAttributes(
            font: FontDescriptor(family: family, weight: weight, slant: slant), size: 24, color: .black))
    }

    /// All the ink: the darkness of every pixel, summed.
    static func ink(_ rendering: TextRendering) -> Int {
        var sum = 0
        let canvas = rendering.canvas
        for y in canvas.minY..<canvas.maxY {
            for x in canvas.minX..<canvas.maxX {
                let (r, g, b) = rendering.rgb(x, y)
                sum += 255 - min(r, g, b)
            }
        }
        return sum
    }

    /// The mean x of the ink in `rows` (weighted by darkness).
    static func meanX(_ rendering: TextRendering, rows: Range<Int>) -> Double {
        var sum = 0.0, weight = 0.0
        for y in rows {
            for x in rendering.canvas.minX..<rendering.canvas.maxX {
                let (r, g, b) = rendering.rgb(x, y)
                let dark = Double(255 - min(r, g, b))
                sum += dark * Double(x); weight += dark
            }
        }
        return weight > 0 ? sum / weight : 0
    }

    @Test(arguments: singleFaceFamilies.map(\.family))
    func aFamilyWithoutBoldIsEmboldenedAndMeasuredWider(_ family: String) throws {
        let string = try #require(Self.singleFaceFamilies.first { $0.family == family }).text
        let fonts = TextFixture.fonts
        let match = try #require(fonts.face(for: FontDescriptor(family: family, weight: .bold)))
        #expect(match.syntheticBold && match.face.synthesis == .bold)
        let name = family.replacingOccurrences(of: " ", with: "-")
        let regular = try TextRendering(Self.text(string, family: family), name: "synthetic-\(name)-regular")
        let bold = try TextRendering(Self.text(string, family: family, weight: .bold), name: "synthetic-\(name)-bold")
        // FreeType's embolden widens each advancing glyph by 1/24 em: 1 px at 24 px, so
        // bold is wider by a whole number of pixels, at least one per grapheme.
        let extra = bold.layout.size.width - regular.layout.size.width
        #expect(abs(extra - extra.rounded()) < 0.01 && extra >= Double(string.count),
                "\(bold.layout.size.width) vs \(regular.layout.size.width) for \(string.count) graphemes")
        let regularInk = Self.ink(regular), boldInk = Self.ink(bold)
        #expect(Double(boldInk) > Double(regularInk) * 1.2, "bold ink \(boldInk), regular \(regularInk)")
    }

    @Test(arguments: singleFaceFamilies.map(\.family))
    func aFamilyWithoutItalicIsSlantedRight(_ family: String) throws {
        let string = try #require(Self.singleFaceFamilies.first { $0.family == family }).text
        let match = try #require(TextFixture.fonts.face(for: FontDescriptor(family: family, slant: .italic)))
        #expect(match.syntheticOblique && match.face.synthesis == .oblique)
        let name = family.replacingOccurrences(of: " ", with: "-")
        let upright = try TextRendering(Self.text(string, family: family), name: "synthetic-\(name)-upright")
        let oblique = try TextRendering(Self.text(string, family: family, slant: .italic), name: "synthetic-\(name)-oblique")
        // A shear keeps advances: the same width, the ink leaning right above the baseline.
        #expect(abs(oblique.layout.size.width - upright.layout.size.width) < 1e-9)
        let line = try #require(upright.layout.lines.first)
        let baseline = upright.baselineRow(of: line)
        let top = Int(line.frame.minY)..<(Int(line.frame.minY) + baseline) / 2
        let lean = { (r: TextRendering) in Self.meanX(r, rows: top) - Self.meanX(r, rows: (baseline - 3)..<baseline) }
        // Mid-x-height is some 8 px above the baseline at 24 px: 0.2 × 8 ≈ 1.6 px.
        #expect(lean(oblique) > lean(upright) + 1, "lean \(lean(oblique)) vs \(lean(upright))")
        #expect(Self.ink(oblique) > 0)
    }

    @Test func aFamilyWithARealBoldAndObliqueIsNotSynthesized() throws {
        let fonts = TextFixture.fonts
        let bold = try #require(fonts.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold)))
        #expect(bold.face.styleName == "Bold" && bold.face.synthesis.isEmpty && !bold.syntheticBold)
        let boldOblique = try #require(fonts.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold, slant: .italic)))
        #expect(boldOblique.face.styleName == "Bold Oblique" && boldOblique.face.synthesis.isEmpty)
        // A real bold's advances are the font's own, the HarfBuzz advances of its file.
        let width = TextFixture.layout(Self.text("Bold", family: "DejaVu Sans", weight: .bold)).size.width
        let own = try FontFace(contentsOfFile: TestFonts.dejaVuSansBold)
        let shaped = Array("Bold".utf16).withUnsafeBufferPointer {
            Shaper.shape($0, range: 0..<4, face: own, size: 24, rightToLeft: false, script: .latin)
        }
        #expect(abs(width - shaped.width) < 1e-9, "\(width) vs \(shaped.width)")
    }

    /// Bold Hangul inside bold DejaVu Sans text comes from Lexi Gulim, which has no bold:
    /// the fallback face is emboldened too, as Pango draws it.
    @Test func aFallbackFaceWithoutBoldIsEmboldened() throws {
        let text = Self.text("Bold 한국어", family: "DejaVu Sans", weight: .bold)
        let rendering = try TextRendering(text, name: "synthetic-fallback-bold")
        let faces = rendering.layout.lines.flatMap(\.runs).map(\.face)
        #expect(faces.contains { $0.familyName == "DejaVu Sans" && $0.styleName == "Bold" && $0.synthesis.isEmpty })
        #expect(faces.contains { $0.familyName == "LexiGulim" && $0.synthesis == .bold }, "\(faces)")
    }

    /// Each synthesis is one face object, whatever asks for it, so its glyphs are cached
    /// once and apart from the plain face's.
    @Test func variantsAreSharedAndKeyedApart() throws {
        let fonts = TextFixture.fonts
        let a = try #require(fonts.face(for: FontDescriptor(family: "Loma", weight: .bold))).face
        let b = try #require(fonts.face(for: FontDescriptor(family: "Loma", weight: .black))).face
        let plain = try #require(fonts.face(for: FontDescriptor(family: "Loma"))).face
        #expect(a === b)
        #expect(a.identifier != plain.identifier)
        #expect(GlyphKey(face: a, glyph: 5, size: 24, phase: 0) != GlyphKey(face: plain, glyph: 5, size: 24, phase: 0))
    }
}
