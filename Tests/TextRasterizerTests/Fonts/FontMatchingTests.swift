import Testing
@testable import TextRasterizer

/// `FontDatabase.face(for:)` over the CI fonts: families, weights and slants reach the
/// right files, generic names resolve, unknown families fall back and are reported.
@Suite struct FontMatchingTests {
    @Test func dejaVuSansRegularBoldAndObliqueComeFromTheirFiles() throws {
        let database = try CIFonts.database()
        let regular = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans")))
        #expect(regular.face.path == CIFonts.dejaVuSans)
        #expect(regular.face.familyName == "DejaVu Sans")
        #expect(regular.face.styleName == "Book")
        #expect(regular.familyResolution == .exact)
        #expect(!regular.syntheticBold && !regular.syntheticOblique)

        let bold = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold)))
        #expect(bold.face.path == CIFonts.dejaVuSansBold)
        #expect(bold.face.styleName == "Bold")
        #expect(!bold.syntheticBold)

        // fonts-dejavu-core has no oblique face: the upright one is slanted instead.
        for slant in [FontSlant.oblique, .italic] {
            let oblique = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans", slant: slant)))
            #expect(oblique.face.path == CIFonts.dejaVuSans)
            #expect(oblique.syntheticOblique)
            #expect(oblique.familyResolution == .exact)
        }
    }

    @Test func weightsGoToTheNearestFace() throws {
        let database = try CIFonts.database()
        func style(_ weight: FontWeight) -> String? {
            database.face(for: FontDescriptor(family: "DejaVu Sans", weight: weight))?.face.styleName
        }
        #expect(style(.thin) == "Book")
        #expect(style(.light) == "Book")
        #expect(style(.medium) == "Book")
        #expect(style(.semibold) == "Bold")
        #expect(style(.black) == "Bold")
    }

    @Test func aFamilyWithoutBoldIsEmboldened() throws {
        let database = try CIFonts.database()
        let match = try #require(database.face(for: FontDescriptor(family: "Droid Sans Fallback", weight: .bold)))
        #expect(match.face.path == CIFonts.droidSansFallback)
        #expect(match.familyResolution == .exact)
        #expect(match.syntheticBold)
    }

    @Test func familyNamesIgnoreCaseAndBlanks() throws {
        let database = try CIFonts.database()
        let match = try #require(database.face(for: FontDescriptor(family: "dejavu  SANS mono")))
        #expect(match.face.path == CIFonts.dejaVuSansMono)
        #expect(match.familyResolution == .exact)
    }

    @Test func genericFamiliesResolveWithoutReports() throws {
        let log = DiagnosticLog()
        let database = try CIFonts.database(log: log)
        let expected = ["sans-serif": "DejaVu Sans", "Sans": "DejaVu Sans", "serif": "DejaVu Serif",
                        "monospace": "DejaVu Sans Mono", "emoji": "Noto Color Emoji"]
        for (generic, family) in expected {
            let match = try #require(database.face(for: FontDescriptor(family: generic)))
            #expect(match.face.familyName == family, "\(generic)")
            #expect(match.familyResolution == .generic, "\(generic)")
        }
        #expect(log.all.isEmpty)
    }

    @Test func anUnknownFamilyFallsBackAndIsReportedOnce() throws {
        let log = DiagnosticLog()
        let database = try CIFonts.database(log: log)
        let descriptor = FontDescriptor(family: "No Such Family 123", weight: .bold)
        let match = try #require(database.face(for: descriptor))
        #expect(match.isSubstitute)
        #expect(match.familyResolution == .substituted)
        // fontconfig's default stands in, in the weight asked for.
        #expect(match.face.path == CIFonts.dejaVuSansBold)
        _ = database.face(for: descriptor)
        #expect(log.all == [.familySubstituted(requested: descriptor, substitute: match.face)])
        #expect(log.all.first?.description.contains("No Such Family 123") == true)
    }

    @Test func facesAreLoadedOnceAndShared() throws {
        let database = try CIFonts.database()
        let bold = database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold))?.face
        let black = database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .black))?.face
        let substitute = database.face(for: FontDescriptor(family: "No Such Family", weight: .bold))?.face
        #expect(bold != nil)
        #expect(bold === black)
        #expect(bold === substitute)
        let cjk = database.fallbackFace(for: "漢", near: FontDescriptor(family: "DejaVu Sans"))
        let cjkBold = database.fallbackFace(for: "字", near: FontDescriptor(family: "DejaVu Sans", weight: .bold))
        #expect(cjk != nil)
        #expect(cjk === cjkBold)
    }

    @Test func theColorEmojiFontIsFound() throws {
        let database = try CIFonts.database()
        let emoji = try #require(database.emojiFace)
        #expect(emoji.path == CIFonts.notoColorEmoji)
        #expect(emoji.hasColorGlyphs)
        #expect(database.fallbackFace(for: "😀", near: FontDescriptor(family: "Droid Sans Fallback")) === emoji)
    }

    @Test func aDatabaseWithNothingRegisteredHasNoFaces() {
        let database = FontDatabase(configuration: .registeredFontsOnly)
        #expect(database.face(for: FontDescriptor(family: "sans-serif")) == nil)
        #expect(database.emojiFace == nil)
        #expect(database.fallbackFace(for: "A", near: FontDescriptor(family: "sans-serif")) == nil)
        #expect(database.itemize("text", descriptor: FontDescriptor(family: "sans-serif")).isEmpty)
    }
}
