import TestSupport
import Foundation
import Testing
import Graphics

// MARK: - Round trips

@Suite struct PNGRoundTripTests {
    @Test func opaqueImageComesBackIdenticalAndIsWrittenAsRGB() throws {
        let image = try Image(width: 4, height: 3, pixels: (0..<12).map { 0xFF00_0000 | UInt32($0) * 0x15_2B_41 & 0xFF_FFFF })
        let bytes = try PNG.encode(image)
        #expect(bytes[25] == 2, "IHDR color type: RGB, since every pixel is opaque")
        #expect(try firstDifference(PNG.decode(bytes), image) == nil)
    }

    @Test func everyAlphaWithEveryColorAtOrBelowItComesBackIdentical() throws {
        // All 32896 pairs (alpha, c) with c <= alpha, as red; green and blue vary too.
        var pixels: [UInt32] = []
        for a: UInt32 in 0...255 {
            for c in 0...a { pixels.append(PremultipliedPixel.pack(alpha: a, red: c, green: a - c, blue: c / 2)) }
        }
        let image = try Image(width: 257, height: 128, pixels: pixels)
        let bytes = try PNG.encode(image)
        #expect(bytes[25] == 6, "IHDR color type: RGBA")
        #expect(try firstDifference(PNG.decode(bytes), image) == nil)
    }

    @Test(arguments: [(1, 1), (300, 1), (1, 300), (17, 5)])
    func sizesComeBackIdentical(width: Int, height: Int) throws {
        var random = SplitMix64(seed: UInt64(width * 1000 + height))
        let pixels = (0..<width * height).map { _ in PremultipliedPixel.premultiply(straight: UInt32(truncatingIfNeeded: random.next())) }
        let image = try Image(width: width, height: height, pixels: pixels)
        let decoded = try PNG.decode(PNG.encode(image))
        #expect(firstDifference(decoded, image) == nil)
    }

    @Test func fileRoundTrip() throws {
        let image = try Image(width: 3, height: 2, filledWith: Color(red8: 10, green8: 200, blue8: 30, alpha8: 99))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-png-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNG.write(image, toFile: path)
        #expect(try firstDifference(PNG.decode(contentsOfFile: path), image) == nil)
    }

    /// Where two images first differ, or nil when they are equal (keeps failures short).
    private func firstDifference(_ actual: Image, _ expected: Image) -> String? {
        guard actual.width == expected.width, actual.height == expected.height else {
            return "size \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)"
        }
        guard let i = actual.pixels.indices.first(where: { actual.pixels[$0] != expected.pixels[$0] }) else { return nil }
        return "pixel (\(i % actual.width), \(i / actual.width)): \(String(actual.pixels[i], radix: 16)), expected \(String(expected.pixels[i], radix: 16))"
    }
}

// MARK: - Fixtures (written by Fixtures/png/make_fixtures.py; same values there)

@Suite struct PNGFixtureTests {
    /// Straight-alpha pixels, row by row, as the fixture script writes them.
    typealias RGBA = (r: Int, g: Int, b: Int, a: Int)

    @Test func rgb8() throws {
        try expect("rgb8", width: 4, height: 3, [
            (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255),
            (0, 0, 0, 255), (18, 52, 86, 255), (120, 130, 140, 255), (255, 128, 1, 255),
            (1, 2, 3, 255), (250, 251, 252, 255), (64, 0, 192, 255), (7, 77, 177, 255),
        ])
    }

    @Test func rgba8() throws {
        // Premultiplied by hand, so this does not lean on the rounding under test.
        let image = try decodeFixture("rgba8")
        #expect(image.pixels == [
            0xFFFF_0000, 0x8000_8000, 0x0100_0001, 0x0000_0000,
            0x0000_0000, 0xC89D_4E27, 0x7F7F_7F7F, 0x4020_1008,
            0xFE01_0203, 0x5A20_405A, 0x8000_0000, 0x1111_0900,
        ])
    }

    @Test func gray8() throws {
        try expect("gray8", width: 4, height: 3, (0..<12).map { i in (i * 23, i * 23, i * 23, 255) })
    }

    @Test func grayAlpha8() throws {
        try expect("gray_alpha8", width: 4, height: 3, (0..<12).map { i in
            let (x, y) = (i % 4, i / 4)
            let gray = (x * 80 + y * 10) % 256
            return (gray, gray, gray, 255 - i * 23)
        })
    }

    @Test func palette4BitWithTRNS() throws {
        // tRNS gives entries 0...2 alpha 0, 128, 200; entries 3 and 4 stay opaque.
        let palette: [RGBA] = [(255, 0, 0, 0), (0, 128, 255, 128), (10, 20, 30, 200), (255, 255, 0, 255), (100, 50, 25, 255)]
        let indices = [0, 1, 2, 3, 4, 3, 2, 1, 1, 1, 0, 4]
        try expect("palette_trns", width: 4, height: 3, indices.map { palette[$0] })
    }

    @Test func rgba16ScalesTo8BitAsSRGB() throws {
        // Samples are 8-bit values times 257; the last pixel is 0x1234, 0x8000,
        // 0xFF7F, 0xC0C1, which round to 18, 128, 255, 192. Taken as linear they
        // would come out much brighter.
        try expect("rgba16", width: 4, height: 3, [
            (255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 1), (255, 255, 255, 0),
            (10, 20, 30, 0), (200, 100, 50, 200), (255, 255, 255, 127), (128, 64, 32, 64),
            (1, 2, 3, 254), (90, 180, 255, 90), (0, 0, 0, 128), (18, 128, 255, 192),
        ])
    }

    @Test func gray16ScalesTo8BitAsSRGB() throws {
        let grays = [0, 1, 128, 255, 50, 100, 200, 254, 0, 1, 127, 255]  // 0x0080 -> 0, 0x0081 -> 1, 0xFFFE -> 255
        try expect("gray16", width: 4, height: 3, grays.map { ($0, $0, $0, 255) })
    }

    @Test func adam7InterlacedRGBA() throws {
        let pixels = (0..<64).map { i -> RGBA in
            let (x, y) = (i % 8, i / 8)
            return (x * 32, y * 32, (x * 8 + y) * 4 % 256, 255 - (x + 8 * y) * 3)
        }
        try expect("interlaced", width: 8, height: 8, pixels)
    }

    private func decodeFixture(_ name: String) throws -> Image {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures/png"))
        return try PNG.decode(contentsOfFile: url.path)
    }

    private func expect(_ name: String, width: Int, height: Int, _ straight: [RGBA],
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try decodeFixture(name)
        #expect(image.width == width && image.height == height, sourceLocation: sourceLocation)
        for (i, p) in straight.enumerated() where image.pixels.indices.contains(i) {
            let expected = premultiplied(p)
            #expect(image.pixels[i] == expected, "pixel (\(i % width), \(i / width)): \(hex(image.pixels[i])) != \(hex(expected))",
                    sourceLocation: sourceLocation)
        }
    }

    /// round(c * a / 255) per color channel, in integers (c * a / 255 is never exactly n + 1/2).
    private func premultiplied(_ p: RGBA) -> UInt32 {
        func scaled(_ c: Int) -> UInt32 { UInt32((2 * c * p.a + 255) / 510) }
        return UInt32(p.a) << 24 | scaled(p.r) << 16 | scaled(p.g) << 8 | scaled(p.b)
    }

    private func hex(_ p: UInt32) -> String { "0x" + String(p, radix: 16, uppercase: true) }
}

// MARK: - Malformed input

/// One broken PNG and what `PNG.decode` must say about it.
struct MalformedPNG: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable { case emptyInput, notPNG, truncated, tooLarge, malformed }
    let name: String
    let bytes: [UInt8]
    let kind: Kind
    /// Text the error's description must contain.
    let mentions: [String]
    var testDescription: String { name }

    static let all: [MalformedPNG] = {
        typealias B = PNGBytes
        let valid = B.valid
        var ihdrCRC = valid
        ihdrCRC[29] ^= 0xFF
        var idatCRC = valid
        idatCRC[idatCRC.count - 13] ^= 0xFF  // last byte of the IDAT CRC, just before IEND
        let zlib = B.zlibStored(B.rows)
        var badBlockType = zlib
        badBlockType[2] = 0b111  // final block, type 3: reserved
        var badFilter = B.rows
        badFilter[0] = 9  // filter types are 0...4
        return [
            .init(name: "empty data", bytes: [], kind: .emptyInput, mentions: ["empty"]),
            .init(name: "GIF, not PNG", bytes: Array("GIF89a".utf8) + [2, 0, 2, 0], kind: .notPNG,
                  mentions: ["47 49 46 38 39 61 02 00", "signature"]),
            .init(name: "signature cut short", bytes: Array(B.signature.prefix(5)), kind: .truncated,
                  mentions: ["signature", "5 of 8"]),
            .init(name: "data ends inside IHDR", bytes: Array(valid.prefix(20)), kind: .truncated, mentions: ["IHDR"]),
            .init(name: "first chunk is not IHDR", bytes: B.file(B.chunk("IDAT", zlib), B.iend), kind: .malformed,
                  mentions: ["first chunk must be IHDR", "IDAT"]),
            .init(name: "IHDR CRC mismatch", bytes: ihdrCRC, kind: .malformed, mentions: ["IHDR: CRC error"]),
            .init(name: "zero width", bytes: B.file(B.ihdr(width: 0), B.chunk("IDAT", zlib), B.iend), kind: .malformed,
                  mentions: ["width is zero"]),
            .init(name: "zero height", bytes: B.file(B.ihdr(height: 0), B.chunk("IDAT", zlib), B.iend), kind: .malformed,
                  mentions: ["height is zero"]),
            .init(name: "bit depth 3", bytes: B.file(B.ihdr(bitDepth: 3), B.chunk("IDAT", zlib), B.iend), kind: .malformed,
                  mentions: ["invalid bit depth 3 for color type 2"]),
            .init(name: "16-bit palette", bytes: B.file(B.ihdr(bitDepth: 16, colorType: 3), B.chunk("IDAT", zlib), B.iend),
                  kind: .malformed, mentions: ["invalid bit depth 16 for color type 3"]),
            .init(name: "color type 5", bytes: B.file(B.ihdr(colorType: 5), B.chunk("IDAT", zlib), B.iend), kind: .malformed,
                  mentions: ["invalid color type 5"]),
            .init(name: "interlace method 2", bytes: B.file(B.ihdr(interlace: 2), B.chunk("IDAT", zlib), B.iend),
                  kind: .malformed, mentions: ["interlace method 2"]),
            .init(name: "no IDAT before IEND", bytes: B.file(B.ihdr(), B.iend), kind: .malformed, mentions: ["no IDAT"]),
            .init(name: "data ends after IHDR", bytes: B.file(B.ihdr()), kind: .truncated, mentions: ["before any image data"]),
            .init(name: "data ends in a chunk header", bytes: B.file(B.ihdr()) + [0, 0, 0], kind: .truncated,
                  mentions: ["chunk header at byte 33"]),
            .init(name: "data ends inside IDAT", bytes: Array(valid.prefix(50)), kind: .truncated,
                  mentions: ["IDAT chunk at byte 33"]),
            .init(name: "IDAT short and no IEND", bytes: B.file(B.ihdr(), B.chunk("IDAT", Array(zlib.prefix(12)))), kind: .truncated,
                  mentions: ["before the image data is complete"]),
            .init(name: "chunk length over 2^31-1", bytes: B.file(B.ihdr()) + [0x80, 0, 0, 0] + Array("IDAT".utf8), kind: .malformed,
                  mentions: ["IDAT", "2^31-1"]),
            .init(name: "not enough image data", bytes: B.file(B.ihdr(), B.chunk("IDAT", B.zlibStored(Array(B.rows.prefix(7)))), B.iend),
                  kind: .malformed, mentions: ["Not enough image data"]),
            .init(name: "corrupt zlib stream", bytes: B.file(B.ihdr(), B.chunk("IDAT", badBlockType), B.iend), kind: .malformed,
                  mentions: ["IDAT", "invalid block type"]),
            .init(name: "IDAT CRC mismatch", bytes: idatCRC, kind: .malformed, mentions: ["IDAT: CRC error"]),
            .init(name: "bad row filter type", bytes: B.file(B.ihdr(), B.chunk("IDAT", B.zlibStored(badFilter)), B.iend),
                  kind: .malformed, mentions: ["filter"]),
            .init(name: "palette image without PLTE", bytes: B.file(B.ihdr(colorType: 3), B.chunk("IDAT", B.zlibStored([0, 0, 0, 0, 0, 0])), B.iend),
                  kind: .malformed, mentions: ["Missing PLTE"]),
            .init(name: "100000x100000 declared", bytes: B.file(B.ihdr(width: 100_000, height: 100_000), B.chunk("IDAT", zlib), B.iend),
                  kind: .tooLarge, mentions: ["100000x100000", "268435456"]),
            .init(name: "side over libpng's limit", bytes: B.file(B.ihdr(width: 2_000_000, height: 1), B.chunk("IDAT", zlib), B.iend),
                  kind: .tooLarge, mentions: ["2000000x1", "1000000"]),
        ]
    }()
}

@Suite struct PNGMalformedInputTests {
    @Test(arguments: MalformedPNG.all)
    func isRejectedWithAMessageNamingTheProblem(_ input: MalformedPNG) {
        let error = decodeError(input.bytes)
        #expect(error?.kind == input.kind, "\(error.map { "\($0)" } ?? "decoded without error")")
        for text in input.mentions {
            #expect(error?.description.contains(text) == true, "'\(error.map { "\($0)" } ?? "")' should mention '\(text)'")
        }
    }

    @Test func theValidBaseDecodes() throws {
        #expect(try PNG.decode(PNGBytes.valid).pixels == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])
    }

    @Test func missingIENDAfterCompleteImageDataIsAccepted() throws {
        let bytes = PNGBytes.file(PNGBytes.ihdr(), PNGBytes.chunk("IDAT", PNGBytes.zlibStored(PNGBytes.rows)))
        #expect(try PNG.decode(bytes) == PNG.decode(PNGBytes.valid))
    }

    @Test func errorsCarryTheirValues() {
        #expect(decodeError(Array("GIF89a".utf8) + [2, 0, 2, 0]) == .notPNG(found: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 2, 0]))
        #expect(decodeError([0xFF, 0xD8, 0xFF]) == .notPNG(found: [0xFF, 0xD8, 0xFF]))
        #expect(decodeError(Array(PNGBytes.valid.prefix(20))) == .truncated("inside the IHDR chunk, after 12 of its 25 bytes"))
    }

    @Test func sizeIsRefusedFromTheHeaderAlone() {
        // No IDAT at all: the size check comes before anything else is looked at.
        let huge = PNGBytes.file(PNGBytes.ihdr(width: 100_000, height: 100_000))
        #expect(decodeError(huge) == .tooLarge(width: 100_000, height: 100_000, limit: .pixels(PNG.defaultMaxPixels)))
        #expect(decodeError(PNGBytes.valid, maxPixels: 3) == .tooLarge(width: 2, height: 2, limit: .pixels(3)))
        #expect(decodeError(PNGBytes.valid, maxPixels: 4) == nil)
        let tooWide = PNGBytes.file(PNGBytes.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))
        #expect(decodeError(tooWide, maxPixels: .max) == .tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: .side(1_000_000)))
    }

    @Test func fileErrorsNameThePath() throws {
        let missing = "/nonexistent-tessera-dir/image.png"
        #expect(throws: PNGError.unreadableFile(path: missing, reason: "No such file or directory")) {
            try PNG.decode(contentsOfFile: missing)
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: PNGError.unreadableFile(path: directory, reason: "Is a directory")) {
            try PNG.decode(contentsOfFile: directory)
        }
        #expect(throws: PNGError.unwritableFile(path: missing, reason: "No such file or directory")) {
            try PNG.write(Image(width: 1, height: 1, filledWith: .white), toFile: missing)
        }
        let message = PNGError.unreadableFile(path: missing, reason: "No such file or directory").description
        #expect(message == "cannot read PNG file '/nonexistent-tessera-dir/image.png': No such file or directory")
    }

    @Test func encodeRefusesImagesPNGCannotHold() {
        #expect(throws: PNGError.emptyImage(width: 0, height: 3)) { try PNG.encode(Image(width: 0, height: 3, filledWith: .black)) }
        #expect(throws: PNGError.tooLarge(width: 1_000_001, height: 1, limit: .side(1_000_000))) {
            try PNG.encode(Image(width: 1_000_001, height: 1, filledWith: .black))
        }
    }

    private func decodeError(_ bytes: [UInt8], maxPixels: Int = PNG.defaultMaxPixels) -> PNGError? {
        do {
            _ = try PNG.decode(bytes, maxPixels: maxPixels)
            return nil
        } catch {
            return error
        }
    }
}

extension PNGError {
    var kind: MalformedPNG.Kind? {
        switch self {
        case .emptyInput: .emptyInput
        case .notPNG: .notPNG
        case .truncated: .truncated
        case .tooLarge: .tooLarge
        case .malformed: .malformed
        default: nil
        }
    }
}

// MARK: - Building PNG bytes by hand

/// PNG data written byte by byte: chunks with their CRC-32, and zlib streams made
/// of one stored (uncompressed) deflate block, so every byte is known.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A 2x2 8-bit RGB image, filter type 0 on each row: red, green / blue, white.
    static let rows: [UInt8] = [0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]
    static let valid = file(ihdr(), chunk("IDAT", zlibStored(rows)), iend)
    static let iend = chunk("IEND", [])

    static func file(_ chunks: [UInt8]...) -> [UInt8] { signature + chunks.joined() }

    static func ihdr(width: UInt32 = 2, height: UInt32 = 2, bitDepth: UInt8 = 8, colorType: UInt8 = 2, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream (RFC 1950) holding `raw` in a single stored deflate block (RFC 1951).
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        let length = UInt16(raw.count)
        let header: [UInt8] = [0x78, 0x01, 0x01]  // deflate 32K window, check bits; final stored block
        let lengths = [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        return header + lengths + raw + bigEndian(adler32(raw))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
