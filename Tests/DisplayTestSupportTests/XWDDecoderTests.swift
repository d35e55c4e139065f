import Testing
@testable import DisplayTestSupport
import Graphics

/// The XWD reader on files built byte by byte: every layout `xwd` can write for a
/// TrueColor screen, and a clear error for every field it cannot take.
@Suite struct XWDDecoderTests {
    /// Two 32-bit pixels, least significant byte first, as Xvfb's depth-24 screens give
    /// them; the unused top byte is ignored, the window name and colormap skipped.
    @Test func thirtyTwoBitsLeastSignificantByteFirst() throws {
        var header = XWDFixture.header(width: 2, height: 1, bitsPerPixel: 32, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 8)
        header["ncolors"] = 1
        header["header_size"] = 102
        let bytes = header.bytes + [0x77, 0x00]                               // window name "w"
            + [0, 0, 0, 1, 0xFF, 0xFF, 0, 0, 0, 0, 7, 0]                       // one colormap entry
            + [0x33, 0x66, 0x99, 0x00, 0x01, 0x02, 0x03, 0xAA]                 // B G R x
        let image = try XWDDecoder.image(from: bytes)
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [0xFF99_6633, 0xFF03_0201])
    }

    /// 24-bit pixels, most significant byte first, rows padded to 32 bits: the padding
    /// (filled with 0xEE here) is skipped.
    @Test func twentyFourBitsMostSignificantByteFirstWithPaddedRows() throws {
        let header = XWDFixture.header(width: 3, height: 2, bitsPerPixel: 24, byteOrder: XWDHeader.msbFirst, bytesPerLine: 12)
        let bytes = header.bytes
            + [0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 0x90, 0xEE, 0xEE, 0xEE]
            + [0xFF, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0xEE, 0xEE, 0xEE]
        let image = try XWDDecoder.image(from: bytes)
        #expect(image.pixels == [0xFF10_2030, 0xFF40_5060, 0xFF70_8090,
                                 0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF])
    }

    /// Every combination of depth, byte order and row padding `xwd` can produce, on an
    /// odd width so the padding is never zero for 24 bits.
    @Test(arguments: [24, 32], [XWDHeader.lsbFirst, XWDHeader.msbFirst])
    func everyLayoutReadsBackTheSamePixels(bitsPerPixel: Int, byteOrder: UInt32) throws {
        for pad in [8, 16, 32] {
            let (width, height) = (5, 3)
            let colors = (0..<width * height).map { UInt32($0) &* 0x0012_3457 & 0xFF_FFFF }
            let bytes = XWDFixture.file(width: width, height: height, bitsPerPixel: bitsPerPixel,
                                        byteOrder: byteOrder, pad: pad, values: colors)
            let image = try XWDDecoder.image(from: bytes)
            #expect(image.width == width && image.height == height)
            #expect(image.pixels == colors.map { 0xFF00_0000 | $0 }, "pad \(pad)")
        }
    }

    /// Masks other than 0xFF0000/0xFF00/0xFF: blue in the high bits, 10-bit channels
    /// (depth 30) and 5-6-5 channels, scaled to 8 bits.
    @Test func otherChannelMasksAreShiftedAndScaled() throws {
        var header = XWDFixture.header(width: 1, height: 1, bitsPerPixel: 32, byteOrder: XWDHeader.msbFirst, bytesPerLine: 4)
        (header["red_mask"], header["green_mask"], header["blue_mask"]) = (0x0000_00FF, 0x0000_FF00, 0x00FF_0000)
        #expect(try XWDDecoder.image(from: header.bytes + [0x00, 0x11, 0x22, 0x33]).pixels == [0xFF33_2211])

        (header["red_mask"], header["green_mask"], header["blue_mask"]) = (0x3FF0_0000, 0x000F_FC00, 0x0000_03FF)
        header["pixmap_depth"] = 30
        // red 0x3FF, green 0x200, blue 0x004: the top 8 of 10 bits.
        let tenBits: UInt32 = 0x3FF << 20 | 0x200 << 10 | 0x004
        #expect(try XWDDecoder.image(from: header.bytes + XWDFixture.bigEndian(tenBits, bytes: 4)).pixels == [0xFFFF_8001])

        (header["red_mask"], header["green_mask"], header["blue_mask"]) = (0xF800, 0x07E0, 0x001F)
        header["pixmap_depth"] = 16
        // red 31 → 255, green 32 of 63 → 130, blue 1 of 31 → 8.
        let fiveSixFive: UInt32 = 31 << 11 | 32 << 5 | 1
        #expect(try XWDDecoder.image(from: header.bytes + XWDFixture.bigEndian(fiveSixFive, bytes: 4)).pixels == [0xFFFF_8208])
    }

    /// DirectColor (SDL's visual): each channel indexes the colormap, entry i holding the
    /// color for the value i of every channel, as xwd writes it. Here red is reversed,
    /// green doubled (and clipped) and blue constant, so nothing passes through unmapped.
    @Test func directColorChannelsAreLookedUpInTheColormap() throws {
        var header = XWDFixture.header(width: 2, height: 1, bitsPerPixel: 32, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 8)
        header["visual_class"] = 5
        header["ncolors"] = 256
        var colormap: [UInt8] = []
        for index in 0..<256 {
            let pixel = UInt32(index) << 16 | UInt32(index) << 8 | UInt32(index)
            let (red, green, blue) = (UInt16(255 - index) * 257, UInt16(min(2 * index, 255)) * 257, UInt16(0x80FF))
            colormap += XWDFixture.bigEndian(pixel, bytes: 4)
            for value in [red, green, blue] { colormap += XWDFixture.bigEndian(UInt32(value), bytes: 2) }
            colormap += [7, 0]
        }
        let bytes = header.bytes + colormap + [0x56, 0x34, 0x12, 0xFF, 0x00, 0xA0, 0xFF, 0x00]
        #expect(try XWDDecoder.image(from: bytes).pixels == [0xFFED_6880, 0xFF00_FF80])
    }

    /// A DirectColor colormap must have an entry for every value of the widest channel.
    @Test func directColorNeedsAColormapEntryPerChannelValue() {
        var header = XWDFixture.header(width: 1, height: 1, bitsPerPixel: 32, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 4)
        header["visual_class"] = 5
        header["ncolors"] = 255
        let bytes = header.bytes + [UInt8](repeating: 0, count: 255 * 12 + 4)
        #expect(throws: XWDError.invalid(field: "ncolors", value: 255,
                                         reason: "fewer than the 256 values a DirectColor channel of 8 bits can index")) {
            try XWDDecoder.image(from: bytes)
        }
    }

    @Test func anEmptyImageHasNoPixels() throws {
        let header = XWDFixture.header(width: 0, height: 0, bitsPerPixel: 32, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 0)
        let image = try XWDDecoder.image(from: header.bytes)
        #expect(image.width == 0 && image.height == 0 && image.pixels.isEmpty)
    }

    /// A file cut anywhere names the part it ends in and the length it needs.
    @Test func truncatedFilesSayWhereTheyEnd() throws {
        var header = XWDFixture.header(width: 2, height: 2, bitsPerPixel: 32, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 8)
        header["header_size"] = 104
        header["ncolors"] = 2
        let file = header.bytes + Array("win\0".utf8) + [UInt8](repeating: 0, count: 24) + [UInt8](repeating: 0x55, count: 16)
        #expect(try XWDDecoder.image(from: file).pixels == [UInt32](repeating: 0xFF55_5555, count: 4))
        let cases: [(Int, XWDError)] = [
            (0, .truncated(part: "the header", needed: 100, available: 0)),
            (99, .truncated(part: "the header", needed: 100, available: 99)),
            (102, .truncated(part: "the window name", needed: 104, available: 102)),
            (127, .truncated(part: "the colormap (2 entries)", needed: 128, available: 127)),
            (143, .truncated(part: "the pixels (2 rows of 8 bytes)", needed: 144, available: 143)),
        ]
        for (length, expected) in cases {
            #expect(throws: expected) { try XWDDecoder.image(from: Array(file.prefix(length))) }
        }
        #expect("\(XWDError.truncated(part: "the pixels (2 rows of 8 bytes)", needed: 144, available: 143))"
            == "truncated XWD file: it ends in the pixels (2 rows of 8 bytes), at byte 143 of 144")
    }

    /// Each field this reader cannot take is named in the error, with its value.
    @Test(arguments: [
        ("file_version", 6, XWDError.unsupported(field: "file_version", value: 6, supported: "7")),
        ("pixmap_format", 1, .unsupported(field: "pixmap_format", value: 1, supported: "2 (ZPixmap)")),
        ("visual_class", 3, .unsupported(field: "visual_class", value: 3, supported: "4 (TrueColor) and 5 (DirectColor)")),
        ("bits_per_pixel", 16, .unsupported(field: "bits_per_pixel", value: 16, supported: "24 and 32")),
        ("byte_order", 2, .unsupported(field: "byte_order", value: 2, supported: "0 (LSBFirst) and 1 (MSBFirst)")),
        ("xoffset", 1, .unsupported(field: "xoffset", value: 1, supported: "0")),
        ("bitmap_pad", 12, .unsupported(field: "bitmap_pad", value: 12, supported: "8, 16 and 32")),
        ("header_size", 99, .invalid(field: "header_size", value: 99, reason: "smaller than the 100-byte header")),
        ("pixmap_depth", 0, .invalid(field: "pixmap_depth", value: 0, reason: "not between 1 and bits_per_pixel (32)")),
        ("pixmap_depth", 33, .invalid(field: "pixmap_depth", value: 33, reason: "not between 1 and bits_per_pixel (32)")),
        ("bytes_per_line", 7, .invalid(field: "bytes_per_line", value: 7, reason: "shorter than a row of 2 pixels of 4 bytes")),
        ("bytes_per_line", 10, .invalid(field: "bytes_per_line", value: 10, reason: "not a multiple of bitmap_pad (32 bits)")),
        ("red_mask", 0, .invalid(field: "red_mask", value: 0, reason: "not one run of bits within bits_per_pixel (32)")),
        ("green_mask", 0xF0F0, .invalid(field: "green_mask", value: 0xF0F0, reason: "not one run of bits within bits_per_pixel (32)")),
        ("blue_mask", 0xFF00, .invalid(field: "blue_mask", value: 0xFF00, reason: "overlapping red_mask or green_mask")),
    ] as [(String, UInt32, XWDError)])
    func badFieldsAreNamed(field: String, value: UInt32, expected: XWDError) throws {
        var header = XWDFixture.header(width: 2, height: 1, bitsPerPixel: 32, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 8)
        header[field] = value
        let bytes = header.bytes + [UInt8](repeating: 0, count: 16)
        #expect(throws: expected) { try XWDDecoder.image(from: bytes) }
    }

    @Test func aMaskWiderThanTwentyFourBitPixelsIsInvalid() {
        var header = XWDFixture.header(width: 1, height: 1, bitsPerPixel: 24, byteOrder: XWDHeader.lsbFirst, bytesPerLine: 4)
        header["red_mask"] = 0xFF00_0000
        #expect(throws: XWDError.invalid(field: "red_mask", value: 0xFF00_0000,
                                         reason: "not one run of bits within bits_per_pixel (24)")) {
            try XWDDecoder.image(from: header.bytes + [0, 0, 0, 0])
        }
    }

    @Test func errorMessagesNameTheField() {
        #expect("\(XWDError.unsupported(field: "bits_per_pixel", value: 16, supported: "24 and 32"))"
            == "unsupported XWD file: bits_per_pixel is 16; supported: 24 and 32")
        #expect("\(XWDError.invalid(field: "bytes_per_line", value: 7, reason: "shorter than a row of 2 pixels of 4 bytes"))"
            == "invalid XWD file: bytes_per_line is 7, shorter than a row of 2 pixels of 4 bytes")
    }
}
