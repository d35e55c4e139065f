import Foundation
import Testing
import TestFonts
@testable import TextRasterizer

/// The resolver behind `FontDatabase`, for what the database's checks on registration
/// keep out of reach: a file fontconfig lists that no longer loads.
@Suite(.testFonts) struct FontResolverTests {
    @Test func aListedFileThatNoLongerLoadsIsSkippedAndReported() throws {
        let path = NSTemporaryDirectory() + "tessera-damaged-\(UUID().uuidString).ttf"
        try FileManager.default.copyItem(atPath: TestFonts.dejaVuSansMono, toPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fontconfig = try #require(Fontconfig(rules: FontSet().fontconfigRules, language: "en"))
        #expect(fontconfig.addFontFile(path))
        #expect(fontconfig.addFontFile(TestFonts.dejaVuSans))
        // Damaged after fontconfig read it, as when a package upgrade races a cache.
        try Data("not a font any more".utf8).write(to: URL(fileURLWithPath: path))

        var resolver = FontResolver(fontconfig: fontconfig)
        var diagnostics: [FontDiagnostic] = []
        let match = resolver.match(for: FontDescriptor(family: "DejaVu Sans Mono"), diagnostics: &diagnostics)
        #expect(match?.face.path == TestFonts.dejaVuSans)
        #expect(match?.familyResolution == .substituted)
        guard case .unusableFontFile(.unreadable(let named, _))? = diagnostics.first else {
            Issue.record("no report of the damaged file: \(diagnostics)")
            return
        }
        #expect(named == path)
        #expect(diagnostics.count == 2)

        // The damaged file is not tried, nor reported, again.
        diagnostics = []
        _ = resolver.fallbackFace(covering: CollectionOfOne("A"), near: FontDescriptor(family: "monospace"), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
    }
}
