import Foundation
import Testing
import TestFonts
@testable import TextRasterizer

/// The test process draws with the test font set only: `FontDatabase.shared` (behind
/// `TextSystem.shared`, every component and host) is restricted to it before any test
/// runs, so no font a machine has beyond the set can answer, whatever is installed.
@Suite struct SharedFontSetTests {
    @Test func theSharedDatabaseIsTheTestSetLoadedWhole() throws {
        #expect(getenv(FontDatabase.fontSetVariable).map { String(cString: $0) } == TestFonts.setFile)
        try TestFonts.requireSharedDatabase()
        #expect(FontDatabase.shared.fontSetError == nil)
        #expect(TextSystem.shared.fonts === FontDatabase.shared)
    }

    /// Every family of every font file installed on this machine but not in the set, and
    /// characters of many scripts, are answered from the set's files (or by nothing).
    @Test func noInstalledFontOutsideTheSetEverAnswers() throws {
        let setFiles = Set(try TestFonts.fontSet().fonts.map(\.path))
        let shared = FontDatabase.shared
        var families: Set<String> = []
        for path in Self.installedFontFiles() where !setFiles.contains(path) {
            for index in 0..<64 {
                guard let face = try? FontFace(contentsOfFile: path, index: index) else { break }
                families.insert(face.familyName)
            }
        }
        for family in families.sorted() {
            for weight in [FontWeight.regular, .bold] {
                let path = shared.face(for: FontDescriptor(family: family, weight: weight))?.face.path
                #expect(path.map(setFiles.contains) == true, "\(family) \(weight.value): \(path ?? "nothing")")
            }
        }
        let scalars: [Unicode.Scalar] = ["A", "ж", "ω", "ب", "ש", "क", "ก", "ሀ", "ა", "漢", "か", "한", "😀", "❤", "→", "∑", "€"]
        for scalar in scalars {
            for family in ["DejaVu Sans", "serif", "monospace"] {
                if let face = shared.fallbackFace(for: scalar, near: FontDescriptor(family: family)) {
                    #expect(setFiles.contains(face.path), "\(scalar) near \(family): \(face.path)")
                }
            }
        }
    }

    /// The font files under the system's font folders.
    static func installedFontFiles() -> [String] {
        var files: [String] = []
        for folder in ["/usr/share/fonts", "/usr/local/share/fonts"] {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in walker {
                let lowered = relative.lowercased()
                if [".ttf", ".otf", ".ttc", ".otc", ".pfb", ".pcf", ".pcf.gz", ".otb"].contains(where: lowered.hasSuffix) { files.append(folder + "/" + relative) }
            }
        }
        return files.sorted()
    }
}
