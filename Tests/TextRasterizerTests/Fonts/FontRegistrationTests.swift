import Foundation
import Testing
import TestFonts
@testable import TextRasterizer

/// Fonts an app ships: registered files are found by family (ahead of installed copies),
/// and a missing or damaged file throws an error that names it.
@Suite(.testFonts) struct FontRegistrationTests {
    /// A copy of DejaVu Sans Mono under a path no installed font has.
    private static func copyOfDejaVuSansMono() throws -> String {
        let path = NSTemporaryDirectory() + "tessera-registered-\(UUID().uuidString).ttf"
        try FileManager.default.copyItem(atPath: TestFonts.dejaVuSansMono, toPath: path)
        return path
    }

    @Test func aRegisteredFileWinsOverTheInstalledCopyOfItsFamily() throws {
        let path = try Self.copyOfDejaVuSansMono()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = FontDatabase()
        let descriptor = FontDescriptor(family: "DejaVu Sans Mono")
        #expect(database.face(for: descriptor)?.face.path == TestFonts.dejaVuSansMono)

        let registered = try database.register(fontFileAt: path)
        #expect(registered.familyName == "DejaVu Sans Mono")
        #expect(try database.register(fontFileAt: path) === registered)
        let match = try #require(database.face(for: descriptor))
        #expect(match.face.path == path)
        #expect(match.face === registered)
        #expect(match.familyResolution == .exact)
        // A style the registered file lacks still comes from the better installed face.
        let bold = database.face(for: FontDescriptor(family: "DejaVu Sans Mono", weight: .bold))
        #expect(bold?.face.path == TestFonts.dejaVuSansMonoBold)
    }

    @Test func aRegisteredFamilyIsFoundWhereNothingElseIsInstalled() throws {
        let path = try Self.copyOfDejaVuSansMono()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try FontDatabase(fontSet: FontSet())
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans Mono")) == nil)
        try database.register(fontFileAt: path)
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans Mono"))?.face.path == path)
        // The only font answers every family too.
        #expect(database.face(for: FontDescriptor(family: "serif"))?.face.path == path)
    }

    @Test func aMissingFileThrowsNamingIt() throws {
        let database = try FontDatabase(fontSet: FontSet())
        let path = "/nonexistent/Kiosk-Brand.ttf"
        #expect(throws: FontError.fileNotFound(path: path)) {
            try database.register(fontFileAt: path)
        }
        #expect(database.face(for: FontDescriptor(family: "sans-serif")) == nil)
    }

    @Test func aDamagedFileThrowsNamingItAndIsNotAdded() throws {
        let path = try #require(Bundle.module.path(forResource: "not-a-font", ofType: "ttf", inDirectory: "Fixtures"))
        let database = try FontDatabase(fontSet: FontSet())
        do {
            try database.register(fontFileAt: path)
            Issue.record("a text file registered as a font")
        } catch {
            guard case .unreadable(let named, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(named == path)
            #expect(error.description.contains(path))
        }
        #expect(database.face(for: FontDescriptor(family: "sans-serif")) == nil)
    }

    @Test func aTruncatedFontThrowsNamingIt() throws {
        // The first kilobyte of a real font: a valid header whose tables run off the end.
        let path = NSTemporaryDirectory() + "tessera-truncated-\(UUID().uuidString).ttf"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestFonts.dejaVuSans)).prefix(1024)
        try bytes.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try FontDatabase(fontSet: FontSet())
        #expect {
            try database.register(fontFileAt: path)
        } throws: { error in
            (error as? FontError).map { "\($0)".contains(path) } == true
        }
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans")) == nil)
    }
}
