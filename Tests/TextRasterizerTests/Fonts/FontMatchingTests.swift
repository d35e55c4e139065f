import Testing
import TestFonts
@testable import TextRasterizer

/// `FontDatabase.face(for:)` over the test fonts: families, weights and slants reach the
/// right files, generic names resolve, unknown families fall back and are reported.
@Suite(.testFonts) struct FontMatchingTests {
    @Test func dejaVuSansRegularBoldAndObliqueComeFromTheirFiles() throws {
        let database = try TestFonts.database()
        let regular = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans")))
        #expect(regular.face.path == TestFonts.dejaVuSans)
        #expect(regular.face.familyName == "DejaVu Sans")
        #expect(regular.face.styleName == "Book")
        #expect(regular.familyResolution == .exact)
        #expect(!regular.syntheticBold && !regular.syntheticOblique)

        let bold = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold)))
        #expect(bold.face.path == TestFonts.dejaVuSansBold)
        #expect(bold.face.styleName == "Bold")
        #expect(!bold.syntheticBold)

        // Oblique comes from fonts-dejavu-extra, and answers italic too.
        for slant in [FontSlant.oblique, .italic] {
            let oblique = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans", slant: slant)))
            #expect(oblique.face.path == TestFonts.dejaVuSansOblique)
            #expect(!oblique.syntheticOblique)
            #expect(oblique.familyResolution == .exact)
        }
    }

    @Test func aFamilyWithoutASlantedFaceIsSlanted() throws {
        let database = try TestFonts.database()
        for slant in [FontSlant.oblique, .italic] {
            let match = try #require(database.face(for: FontDescriptor(family: "DejaVu Sans Mono", slant: slant)))
            #expect(match.face.path == TestFonts.dejaVuSansMono)
            #expect(match.syntheticOblique)
            #expect(!match.syntheticBold)
        }
    }

    @Test func weightsGoToTheNearestFace() throws {
        let database = try TestFonts.database()
        func style(_ weight: FontWeight) -> String? {
            database.face(for: FontDescriptor(family: "DejaVu Sans", weight: weight))?.face.styleName
        }
        // DejaVu Sans comes in ExtraLight (200), Book (400) and Bold (700).
        #expect(style(.thin) == "ExtraLight")
        #expect(style(.extraLight) == "ExtraLight")
        #expect(style(.light) == "ExtraLight")
        #expect(style(.regular) == "Book")
        #expect(style(.medium) == "Book")
        #expect(style(.semibold) == "Bold")
        #expect(style(.black) == "Bold")
    }

    @Test func aFamilyWithoutBoldIsEmboldened() throws {
        let database = try TestFonts.database()
        let match = try #require(database.face(for: FontDescriptor(family: "Droid Sans Fallback", weight: .bold)))
        #expect(match.face.path == TestFonts.droidSansFallback)
        #expect(match.familyResolution == .exact)
        #expect(match.syntheticBold)
    }

    @Test func familyNamesIgnoreCaseAndBlanks() throws {
        let database = try TestFonts.database()
        let match = try #require(database.face(for: FontDescriptor(family: "dejavu  SANS mono")))
        #expect(match.face.path == TestFonts.dejaVuSansMono)
        #expect(match.familyResolution == .exact)
    }

    @Test func genericFamiliesResolveWithoutReports() throws {
        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
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
        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
        let descriptor = FontDescriptor(family: "No Such Family 123", weight: .bold)
        let match = try #require(database.face(for: descriptor))
        #expect(match.isSubstitute)
        #expect(match.familyResolution == .substituted)
        // fontconfig's default stands in, in the weight asked for.
        #expect(match.face.path == TestFonts.dejaVuSansBold)
        _ = database.face(for: descriptor)
        #expect(log.all == [.familySubstituted(requested: descriptor, substitute: match.face)])
        #expect(log.all.first?.description.contains("No Such Family 123") == true)
    }

    @Test func facesAreLoadedOnceAndShared() throws {
        let database = try TestFonts.database()
        let bold = database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold))?.face
        let black = database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .black))?.face
        let substitute = database.face(for: FontDescriptor(family: "No Such Family", weight: .bold))?.face
        #expect(bold != nil)
        #expect(bold === black)
        #expect(bold === substitute)
        let cjk = database.fallbackFace(for: "漢", near: FontDescriptor(family: "DejaVu Sans"))
        let cjkBold = database.fallbackFace(for: "字", near: FontDescriptor(family: "DejaVu Sans", weight: .bold))
        #expect(cjk != nil)
        // Near bold text, Droid Sans Fallback (no bold) is its emboldened variant: one
        // object for every character, on the same FreeType face.
        let cjkBoldAgain = database.fallbackFace(for: "漢", near: FontDescriptor(family: "DejaVu Sans", weight: .black))
        #expect(cjkBold?.synthesis == .bold)
        #expect(cjkBold === cjkBoldAgain)
        #expect(cjkBold?.path == cjk?.path)
    }

    @Test func theColorEmojiFontIsFound() throws {
        let database = try TestFonts.database()
        let emoji = try #require(database.emojiFace)
        #expect(emoji.path == TestFonts.notoColorEmoji)
        #expect(emoji.hasColorGlyphs)
        #expect(database.fallbackFace(for: "😀", near: FontDescriptor(family: "Droid Sans Fallback")) === emoji)
    }

    @Test func aDatabaseWithNothingRegisteredHasNoFaces() throws {
        let database = try FontDatabase(fontSet: FontSet())
        #expect(database.face(for: FontDescriptor(family: "sans-serif")) == nil)
        #expect(database.emojiFace == nil)
        #expect(database.fallbackFace(for: "A", near: FontDescriptor(family: "sans-serif")) == nil)
        #expect(database.itemize("text", descriptor: FontDescriptor(family: "sans-serif")).isEmpty)
    }
}
