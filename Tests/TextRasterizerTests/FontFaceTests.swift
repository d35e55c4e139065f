import Foundation
import Testing
import TestFonts
@testable import TextRasterizer

/// Loading faces from files: metrics from the font's own tables, coverage, and errors
/// that name the file.
@Suite(.testFonts) struct FontFaceTests {
    static let dejaVuSans = TestFonts.dejaVuSans

    @Test func dejaVuSansLoadsWithItsMetrics() throws {
        let face = try FontFace(contentsOfFile: Self.dejaVuSans)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Book")
        #expect(face.unitsPerEm == 2048)
        // hhea of DejaVu Sans: ascender 1901, descender -483, line gap 0.
        #expect(face.ascender == 1901)
        #expect(face.descender == -483)
        #expect(face.lineGap == 0)
        #expect(!face.hasColorGlyphs)
        #expect(!face.isBitmapOnly)
    }

    @Test func coverageComesFromTheCharacterMap() throws {
        let face = try FontFace(contentsOfFile: Self.dejaVuSans)
        #expect(face.covers("A"))
        #expect(face.covers("Ж"))      // Cyrillic
        #expect(face.covers("ש"))      // Hebrew
        #expect(!face.covers("漢"))     // no CJK in DejaVu Sans
        #expect(face.glyph(for: "A") != face.glyph(for: "B"))
    }

    @Test func eachLoadedFaceHasItsOwnIdentifier() throws {
        let first = try FontFace(contentsOfFile: Self.dejaVuSans)
        let second = try FontFace(contentsOfFile: Self.dejaVuSans)
        #expect(first.identifier != second.identifier)
        #expect(first != second)
    }

    @Test func missingFileIsNamed() {
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/Font.ttf")) {
            try FontFace(contentsOfFile: "/nonexistent/Font.ttf")
        }
    }

    @Test func corruptFileIsNamed() throws {
        let path = try #require(Bundle.module.path(forResource: "not-a-font", ofType: "ttf", inDirectory: "Fixtures"))
        do {
            _ = try FontFace(contentsOfFile: path)
            Issue.record("a text file loaded as a font")
        } catch {
            guard case .unreadable(let named, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(named == path)
            #expect(error.description.contains(path))
        }
    }

    @Test func faceIndexBeyondTheFileIsNamed() {
        #expect(throws: FontError.noSuchFace(path: Self.dejaVuSans, index: 3, faceCount: 1)) {
            try FontFace(contentsOfFile: Self.dejaVuSans, index: 3)
        }
    }
}
