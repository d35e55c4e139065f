import Testing
import TestFonts
@testable import TextRasterizer

/// The system's own fonts (whatever a machine has beyond the test set): generic names
/// resolve to something that draws, and unknown families are reported.
@Suite(.testFonts) struct SystemFontTests {
    @Test(arguments: ["Sans", "sans-serif", "serif", "monospace"])
    func genericNamesResolve(family: String) throws {
        let log = FontDiagnosticLog()
        let database = FontDatabase(diagnosticHandler: log.handler)
        let match = try #require(database.face(for: FontDescriptor(family: family)))
        #expect(match.familyResolution == .generic)
        #expect(match.face.covers("A"))
        #expect(log.all.isEmpty)
    }

    @Test func anUnknownFamilyFallsBackToADrawableFaceAndIsReported() throws {
        let log = FontDiagnosticLog()
        let database = FontDatabase(diagnosticHandler: log.handler)
        let descriptor = FontDescriptor(family: "No Such Family 123")
        let match = try #require(database.face(for: descriptor))
        #expect(match.isSubstitute)
        #expect(match.face.familyName != "No Such Family 123")
        #expect(match.face.covers("A"))
        #expect(log.all == [.familySubstituted(requested: descriptor, substitute: match.face)])
    }

    @Test func dejaVuSansIsInstalled() throws {
        let match = try #require(FontDatabase().face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold)))
        #expect(match.face.path == TestFonts.dejaVuSansBold)
        #expect(match.familyResolution == .exact)
    }
}
