@testable import DisplayTestSupport

/// Builds XWD files for the reader's tests, the way `xwd` lays them out.
enum XWDFixture {
    /// A TrueColor ZPixmap header with 8-bit channels (red high, blue low), no window name
    /// and no colormap.
    static func header(width: Int, height: Int, bitsPerPixel: Int, byteOrder: UInt32, bytesPerLine: Int,
                       pad: Int = 32) -> XWDHeader {
        var header = XWDHeader(fields: [UInt32](repeating: 0, count: XWDHeader.fieldNames.count))
        header["header_size"] = UInt32(XWDHeader.size)
        header["file_version"] = 7
        header["pixmap_format"] = 2
        header["pixmap_depth"] = 24
        header["pixmap_width"] = UInt32(width)
        header["pixmap_height"] = UInt32(height)
        header["byte_order"] = byteOrder
        header["bitmap_unit"] = 32
        header["bitmap_bit_order"] = byteOrder
        header["bitmap_pad"] = UInt32(pad)
        header["bits_per_pixel"] = UInt32(bitsPerPixel)
        header["bytes_per_line"] = UInt32(bytesPerLine)
        header["visual_class"] = 4
        header["red_mask"] = 0xFF_0000
        header["green_mask"] = 0x00_FF00
        header["blue_mask"] = 0x00_00FF
        header["bits_per_rgb"] = 8
        header["colormap_entries"] = 256
        header["window_width"] = UInt32(width)
        header["window_height"] = UInt32(height)
        return header
    }

    /// A whole file of `values` (0xRRGGBB), each row padded to `pad` bits with 0xEE bytes.
    static func file(width: Int, height: Int, bitsPerPixel: Int, byteOrder: UInt32, pad: Int, values: [UInt32]) -> [UInt8] {
        let rowBytes = width * bitsPerPixel / 8
        let bytesPerLine = (rowBytes + pad / 8 - 1) / (pad / 8) * (pad / 8)
        var bytes = header(width: width, height: height, bitsPerPixel: bitsPerPixel, byteOrder: byteOrder,
                           bytesPerLine: bytesPerLine, pad: pad).bytes
        for y in 0..<height {
            for x in 0..<width {
                let pixel = bigEndian(values[y * width + x], bytes: bitsPerPixel / 8)
                bytes += byteOrder == XWDHeader.msbFirst ? pixel : pixel.reversed()
            }
            bytes += [UInt8](repeating: 0xEE, count: bytesPerLine - rowBytes)
        }
        return bytes
    }

    /// The low `bytes` bytes of `value`, most significant first.
    static func bigEndian(_ value: UInt32, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }
}
