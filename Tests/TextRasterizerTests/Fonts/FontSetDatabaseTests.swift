import Foundation
import Testing
import TestFonts
@testable import TextRasterizer

/// A database made from a `FontSet` sees the set's files and nothing else, under rules
/// and a language of the set's own, and names what is missing.
@Suite(.testFonts) struct FontSetDatabaseTests {
    /// DejaVu Sans Condensed is installed on every machine that runs the tests (it comes
    /// with fonts-dejavu-extra) and is not in the test set.
    static let installedOutsideTheSet = FontDescriptor(family: "DejaVu Sans Condensed")

    @Test func aFamilyInstalledOnlyOnTheSystemIsSubstitutedFromTheSet() throws {
        let installed = try #require(FontDatabase().face(for: Self.installedOutsideTheSet))
        #expect(installed.familyResolution == .exact)
        #expect(installed.face.path.hasSuffix("/DejaVuSansCondensed.ttf"))

        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
        let match = try #require(database.face(for: Self.installedOutsideTheSet))
        #expect(match.familyResolution == .substituted)
        #expect(match.face.path == TestFonts.dejaVuSans)
        #expect(log.all == [.familySubstituted(requested: Self.installedOutsideTheSet, substitute: match.face)])
    }

    @Test func genericNamesInEverySpellingAnswerWithTheSetsFamilies() throws {
        let database = try TestFonts.database()
        for (generic, path) in [(FontSet.GenericFamily.sansSerif, TestFonts.dejaVuSans),
                                (.monospace, TestFonts.dejaVuSansMono), (.emoji, TestFonts.notoColorEmoji)] {
            for name in generic.aliases {
                let match = database.face(for: FontDescriptor(family: name))
                #expect(match?.face.path == path, "\(name)")
                #expect(match?.familyResolution == .generic, "\(name)")
            }
        }
    }

    @Test func fallbackFollowsTheSansSerifList() throws {
        let database = try TestFonts.database()
        let dejaVuSans = FontDescriptor(family: "DejaVu Sans")
        #expect(database.fallbackFace(for: "漢", near: dejaVuSans)?.path == TestFonts.droidSansFallback)
        #expect(database.fallbackFace(for: "한", near: dejaVuSans)?.path == TestFonts.lexiGulim)
        // Both have Latin letters; the list puts Droid Sans Fallback first.
        let fallbacks = FontDescriptor(family: "No Such Family")
        var set = try TestFonts.fontSet()
        set.genericFamilies[.sansSerif] = ["Droid Sans Fallback", "LexiGulim"]
        #expect(try FontDatabase(fontSet: set).face(for: fallbacks)?.face.path == TestFonts.droidSansFallback)
        set.genericFamilies[.sansSerif] = ["LexiGulim", "Droid Sans Fallback"]
        #expect(try FontDatabase(fontSet: set).face(for: fallbacks)?.face.path == TestFonts.lexiGulim)
    }

    /// Family names go into fontconfig's XML: markup and characters XML cannot hold are
    /// taken care of, so any name makes a working database.
    @Test func anyFamilyNameMakesWorkingRules() throws {
        var set = try TestFonts.fontSet()
        set.genericFamilies[.sansSerif] = ["<b>&amp;\"Odd\"</b>", "Bell\u{7}", "\u{FFFF}", "DejaVu Sans Mono"]
        let match = try FontDatabase(fontSet: set).face(for: FontDescriptor(family: "sans-serif"))
        #expect(match?.face.path == TestFonts.dejaVuSansMono)
    }

    /// The process's locale is the same for both databases; only the set's language differs.
    @Test func theSetsLanguageDecidesBetweenEqualFonts() throws {
        func face(language: String) throws -> String? {
            let set = FontSet(fonts: [FontSet.Font(path: TestFonts.droidSansFallback), FontSet.Font(path: TestFonts.lexiGulim)],
                              language: language)
            return try FontDatabase(fontSet: set).face(for: FontDescriptor(family: "sans-serif"))?.face.path
        }
        #expect(try face(language: "ko") == TestFonts.lexiGulim)
        #expect(try face(language: "ja") == TestFonts.droidSansFallback)
    }

    @Test func aMissingFontThrowsNamingItsLineAndPackage() throws {
        let set = try FontSet(parsing: "package fonts-dejavu-core\nfont \(TestFonts.dejaVuSans)\npackage fonts-brand\nfont brand.otf",
                              file: "app.fontset", folder: "/nonexistent")
        let expected = FontSetError.unusableFont(
            FontSet.Font(path: "/nonexistent/brand.otf", package: "fonts-brand", origin: "app.fontset:4"),
            .fileNotFound(path: "/nonexistent/brand.otf"))
        #expect(throws: expected) { try FontDatabase(fontSet: set) }
        #expect(expected.description
            == "app.fontset:4: font file not found: /nonexistent/brand.otf; it comes from the package fonts-brand: install it")
    }

    /// What `shared` becomes under a `TESSERA_FONT_SET` that cannot be honoured whole:
    /// the set's fonts that load, the first problem, and never the system's fonts.
    @Test func aBrokenSetFileGivesTheLoadableFontsAndItsError() throws {
        let unreadable = FontDatabase(fontSetFile: "/nonexistent/tests.fontset")
        #expect(unreadable.fontSetError == .unreadableFile(path: "/nonexistent/tests.fontset", reason: "No such file or directory"))
        #expect(unreadable.face(for: FontDescriptor(family: "DejaVu Sans")) == nil)

        let path = NSTemporaryDirectory() + "tessera-partial-\(UUID().uuidString).fontset"
        try "package fonts-gone\nfont /nonexistent/Gone.ttf\nfont \(TestFonts.dejaVuSansMono)\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let partial = FontDatabase(fontSetFile: path)
        #expect(partial.fontSetError?.description.hasSuffix("it comes from the package fonts-gone: install it") == true)
        #expect(partial.face(for: FontDescriptor(family: "DejaVu Sans"))?.face.path == TestFonts.dejaVuSansMono)
    }
}
