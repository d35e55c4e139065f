import Foundation
import Geometry
import Graphics
import TestFonts
import Testing
@testable import TextRasterizer

/// Fonts registered from bytes in memory: found and drawn exactly as the same font
/// registered as a file, kept alive by the database, and refused with an error naming
/// them and the fault when the bytes are not a font, with nothing added.
@Suite struct FontDataRegistrationTests {
    private static func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// "Tessera 1234" in `family`, drawn by a text system over `database`.
    private static func pixels(of family: String, with database: FontDatabase) throws -> [UInt32] {
        let system = TextSystem(fonts: database, glyphCache: GlyphCache())
        let text = AttributedText("Tessera 1234", attributes: TextAttributes(font: FontDescriptor(family: family), size: 20))
        let frame = try Framebuffer(width: 200, height: 40)
        frame.clear(to: .white)
        system.draw(system.layout(text, width: nil), of: text, at: Point(x: 4, y: 4), in: Painter(target: frame))
        return frame.makeImage().pixels
    }

    @Test func bytesDrawTheSamePixelsAsTheFile() throws {
        let fromFile = try FontDatabase(fontSet: FontSet())
        try fromFile.register(fontFileAt: TestFonts.dejaVuSansMono)
        let fromBytes = try FontDatabase(fontSet: FontSet())
        var bytes = try Self.bytes(of: TestFonts.dejaVuSansMono)
        let face = try fromBytes.register(fontData: bytes, name: "Brand-Mono.ttf")
        // The database keeps its own copy: the caller's bytes may change or go.
        bytes.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }

        #expect(face.familyName == "DejaVu Sans Mono")
        #expect(face.path == "Brand-Mono.ttf")
        let match = try #require(fromBytes.face(for: FontDescriptor(family: "DejaVu Sans Mono")))
        #expect(match.face === face)
        #expect(match.familyResolution == .exact)

        let expected = try Self.pixels(of: "DejaVu Sans Mono", with: fromFile)
        #expect(expected.contains { $0 != Color.white.premultipliedPixel })
        #expect(try Self.pixels(of: "DejaVu Sans Mono", with: fromBytes) == expected)
    }

    @Test func bytesAreMatchedByStyleAndUsedAsFallback() throws {
        let database = try FontDatabase(fontSet: FontSet())
        try database.register(fontData: Self.bytes(of: TestFonts.dejaVuSans), name: "Sans.ttf")
        try database.register(fontData: Self.bytes(of: TestFonts.dejaVuSansBold), name: "Sans-Bold.ttf")
        try database.register(fontData: Self.bytes(of: TestFonts.droidSansFallback), name: "Fallback.ttf")
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans"))?.face.path == "Sans.ttf")
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans", weight: .bold))?.face.path == "Sans-Bold.ttf")
        // 漢 is not in DejaVu: fontconfig's coverage of the registered bytes finds it.
        #expect(database.fallbackFace(for: "漢", near: FontDescriptor(family: "DejaVu Sans"))?.path == "Fallback.ttf")
    }

    @Test func aFaceLoadsFromBytesWithTheFilesMetrics() throws {
        let file = try FontFace(contentsOfFile: TestFonts.dejaVuSans)
        let memory = try FontFace(data: Self.bytes(of: TestFonts.dejaVuSans), name: "Sans.ttf")
        #expect(memory.familyName == file.familyName)
        #expect(memory.styleName == file.styleName)
        #expect(memory.unitsPerEm == file.unitsPerEm)
        #expect(memory.ascender == file.ascender && memory.descender == file.descender)
        #expect(memory.glyph(for: "Ж") == file.glyph(for: "Ж"))
        #expect(throws: FontError.noSuchFace(path: "Sans.ttf", index: 2, faceCount: 1)) {
            try FontFace(data: Self.bytes(of: TestFonts.dejaVuSans), name: "Sans.ttf", index: 2)
        }
    }

    @Test func noBytesThrowNamingTheFont() throws {
        let database = try FontDatabase(fontSet: FontSet())
        #expect(throws: FontError.badFontData(name: "Empty.ttf", reason: "no bytes")) {
            try database.register(fontData: [], name: "Empty.ttf")
        }
        #expect(database.face(for: FontDescriptor(family: "sans-serif")) == nil)
    }

    @Test func textThrowsUnknownFormat() throws {
        let database = try FontDatabase(fontSet: FontSet())
        let error = #expect(throws: FontError.self) {
            try database.register(fontData: Array(String(repeating: "Not a font, just notes. ", count: 10).utf8), name: "Notes.ttf")
        }
        #expect(error == .badFontData(name: "Notes.ttf", reason: "FreeType error 0x02: unknown file format"))
        #expect(error?.description == "font data Notes.ttf is not a usable font: FreeType error 0x02: unknown file format")
        #expect(database.face(for: FontDescriptor(family: "sans-serif")) == nil)
    }

    @Test func aTruncatedFontThrowsAndAddsNothing() throws {
        let database = try FontDatabase(fontSet: FontSet())
        let truncated = try Self.bytes(of: TestFonts.dejaVuSans).prefix(1024)
        let error = #expect(throws: FontError.self) {
            try database.register(fontData: truncated, name: "Cut.ttf")
        }
        guard case .badFontData(let name, let reason)? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(name == "Cut.ttf")
        #expect(reason.hasPrefix("FreeType error 0x"))
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans")) == nil)
    }

    /// A TrueType collection of `count` faces whose table directories all start at
    /// `directories` (default: each one a copy of `font`'s, shifted past the header).
    private static func collection(of font: [UInt8], count: Int, directories: [Int]? = nil) -> [UInt8] {
        let header = 12 + 4 * count
        func uint32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        var shifted = font
        // Table records (16 bytes each, after the 12-byte offset table) hold offsets from
        // the start of the file: move them past the collection's header.
        let tableCount = Int(font[4]) << 8 | Int(font[5])
        for table in 0..<tableCount {
            let at = 12 + 16 * table + 8
            let offset = font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            shifted.replaceSubrange(at..<at + 4, with: uint32(offset + header))
        }
        let offsets = directories ?? Array(repeating: header, count: count)
        return Array("ttcf".utf8) + uint32(0x0001_0000) + uint32(count) + offsets.flatMap(uint32) + shifted
    }

    @Test func everyFaceOfACollectionIsRegistered() throws {
        let database = try FontDatabase(fontSet: FontSet())
        let font = try Self.bytes(of: TestFonts.dejaVuSansMono)
        let first = try database.register(fontData: Self.collection(of: font, count: 2), name: "Pair.ttc")
        #expect(first.index == 0)
        #expect(first.withFreeTypeFace { $0.pointee.num_faces } == 2)
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans Mono"))?.face.path == "Pair.ttc")
    }

    @Test func aCollectionWithABrokenFaceThrowsNamingTheFaceAndAddsNothing() throws {
        let database = try FontDatabase(fontSet: FontSet())
        let font = try Self.bytes(of: TestFonts.dejaVuSansMono)
        // The second face's directory points into the middle of the first one's tables.
        let broken = Self.collection(of: font, count: 2, directories: [20, 20 + 1001])
        let error = #expect(throws: FontError.self) {
            try database.register(fontData: broken, name: "Broken.ttc")
        }
        guard case .badFontData(let name, let reason)? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(name == "Broken.ttc")
        #expect(reason.hasPrefix("face 1 of 2: FreeType error 0x"))
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans Mono")) == nil)
    }

    @Test func aCollectionOfTooManyFacesThrows() throws {
        let database = try FontDatabase(fontSet: FontSet())
        let font = try Self.bytes(of: TestFonts.dejaVuSansMono)
        #expect(throws: FontError.badFontData(name: "Many.ttc", reason: "a collection of 300 faces; at most 256 can be registered")) {
            try database.register(fontData: Self.collection(of: font, count: 300), name: "Many.ttc")
        }
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans Mono")) == nil)
    }
}
