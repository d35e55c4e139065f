import Testing
import TestFonts
@testable import TextRasterizer

/// A family the app names but the database lacks (the ComponentKit seed's
/// "AmericanTypewriter", an iOS font) is drawn in a substitute and reported once per
/// family, naming what stood in and how to get the real one; likewise a character no font
/// has, once per character.
@Suite(.testFonts) struct MissingFontReportTests {
    static func attributes(_ family: String, size: Double, weight: FontWeight = .regular) -> TextAttributes {
        TextAttributes(font: FontDescriptor(family: family, weight: weight), size: size, color: .black)
    }

    @Test func aMissingFamilyIsReportedOncePerFamilyWithTheSubstituteAndTheFix() throws {
        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
        let system = TextSystem(fonts: database, glyphCache: GlyphCache())
        // The seed's label, then the same family in other weights, styles and spellings.
        let label = system.layout(AttributedText("Hello", attributes: Self.attributes("AmericanTypewriter", size: 26)), width: nil)
        #expect(label.lines.first?.runs.first?.face.path == TestFonts.dejaVuSans)
        for (family, weight) in [("AmericanTypewriter", FontWeight.bold), ("americantypewriter", .regular),
                                 ("American Typewriter", .light)] {
            _ = system.layout(AttributedText("World", attributes: Self.attributes(family, size: 14, weight: weight)), width: 100)
            _ = database.face(for: FontDescriptor(family: family, weight: weight, slant: .italic))
        }
        #expect(log.all.count == 1, "\(log.all)")
        guard case .familySubstituted(let requested, let substitute)? = log.all.first else {
            Issue.record("no family report: \(log.all)")
            return
        }
        #expect(requested.family == "AmericanTypewriter")
        #expect(substitute.path == TestFonts.dejaVuSans)
        let message = "\(log.all[0])"
        #expect(message.contains("font family \"AmericanTypewriter\" not found"))
        #expect(message.contains("drawing DejaVu Sans Book"))
        #expect(message.contains("FontDatabase.register(fontFileAt:)"))
        #expect(message.contains("register(fontData:name:)"))
        #expect(message.contains(".fontset"))

        // Another missing family is a report of its own.
        _ = system.layout(AttributedText("Menlo", attributes: Self.attributes("Menlo", size: 12)), width: nil)
        #expect(log.all.count == 2)
        #expect("\(log.all.last!)".contains("\"Menlo\""))
    }

    @Test func aCharacterNoFontHasIsReportedOnceWhateverFontItWasNear() throws {
        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
        // No font of the test set has Ethiopic (FontItemizationTests checks each file).
        _ = database.itemize("ሀ", descriptor: FontDescriptor(family: "DejaVu Sans"))
        _ = database.itemize("ሀሀ", descriptor: FontDescriptor(family: "DejaVu Sans", weight: .bold))
        _ = database.itemize("ሀ", descriptor: FontDescriptor(family: "DejaVu Serif"))
        #expect(log.all == [.characterNotCovered("ሀ", near: FontDescriptor(family: "DejaVu Sans"))])
        #expect("\(log.all[0])".contains("U+1200"))
    }

    @Test func knownAndGenericFamiliesAreNotReported() throws {
        let log = FontDiagnosticLog()
        let database = try TestFonts.database(diagnosticHandler: log.handler)
        for family in ["DejaVu Sans", "dejavu serif", "sans-serif", "monospace", "system-ui"] {
            _ = database.face(for: FontDescriptor(family: family))
        }
        #expect(log.all.isEmpty, "\(log.all)")
    }

    /// The database every host uses unless given another reports to standard error, so
    /// an app that names a font the machine lacks hears of it without setting anything.
    @Test func theSharedDatabaseReportsByDefault() {
        #expect(FontDatabase.shared.diagnosticHandler != nil)
    }
}
