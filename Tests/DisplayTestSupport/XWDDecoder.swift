import Graphics

/// Reads the XWD files `xwd` writes: `ZPixmap` images of 24 or 32 bits per pixel in
/// either byte order, rows `bytes_per_line` apart, of a TrueColor or a DirectColor visual.
/// Pixels become opaque premultiplied `0xAARRGGBB` values.
///
/// TrueColor channels are the pixel's bits under each mask, scaled to 8 bits when they are
/// narrower or wider. DirectColor channels (the visual SDL picks, to have gamma ramps) are
/// indexes into the window's colormap, which `xwd` stores with entry `i` holding the color
/// for the value `i` of every channel; SDL fills it with an identity ramp.
enum XWDDecoder {
    static func image(from bytes: [UInt8]) throws(XWDError) -> Image {
        let header = try XWDHeader(reading: bytes)
        var layout = try Layout(header)
        let pixelStart = try pixelStart(in: bytes, header: header, layout: layout)
        if header["visual_class"] == XWDHeader.directColor {
            try layout.lookUpChannels(in: bytes, header: header)
        }
        return decodePixels(bytes, from: pixelStart, layout: layout)
    }

    /// Where the pixels are and how to read one.
    private struct Layout {
        let width: Int
        let height: Int
        let bytesPerPixel: Int
        let bytesPerLine: Int
        let leastSignificantFirst: Bool
        var red: Channel, green: Channel, blue: Channel

        init(_ header: XWDHeader) throws(XWDError) {
            func require(_ field: String, in supported: Set<UInt32>, _ text: String) throws(XWDError) {
                guard supported.contains(header[field]) else {
                    throw .unsupported(field: field, value: header[field], supported: text)
                }
            }
            guard header["header_size"] >= XWDHeader.size else {
                throw .invalid(field: "header_size", value: header["header_size"],
                               reason: "smaller than the \(XWDHeader.size)-byte header")
            }
            try require("file_version", in: [XWDHeader.version], "7")
            try require("pixmap_format", in: [XWDHeader.zPixmap], "2 (ZPixmap)")
            try require("visual_class", in: [XWDHeader.trueColor, XWDHeader.directColor], "4 (TrueColor) and 5 (DirectColor)")
            try require("bits_per_pixel", in: [24, 32], "24 and 32")
            try require("byte_order", in: [XWDHeader.lsbFirst, XWDHeader.msbFirst], "0 (LSBFirst) and 1 (MSBFirst)")
            try require("xoffset", in: [0], "0")
            try require("bitmap_pad", in: [8, 16, 32], "8, 16 and 32")
            let bitsPerPixel = header["bits_per_pixel"]
            guard (1...bitsPerPixel).contains(header["pixmap_depth"]) else {
                throw .invalid(field: "pixmap_depth", value: header["pixmap_depth"],
                               reason: "not between 1 and bits_per_pixel (\(bitsPerPixel))")
            }
            width = Int(header["pixmap_width"])
            height = Int(header["pixmap_height"])
            bytesPerPixel = Int(bitsPerPixel) / 8
            bytesPerLine = Int(header["bytes_per_line"])
            guard bytesPerLine >= width * bytesPerPixel else {
                throw .invalid(field: "bytes_per_line", value: header["bytes_per_line"],
                               reason: "shorter than a row of \(width) pixels of \(bytesPerPixel) bytes")
            }
            let padBytes = Int(header["bitmap_pad"]) / 8
            guard bytesPerLine % padBytes == 0 else {
                throw .invalid(field: "bytes_per_line", value: header["bytes_per_line"],
                               reason: "not a multiple of bitmap_pad (\(header["bitmap_pad"]) bits)")
            }
            leastSignificantFirst = header["byte_order"] == XWDHeader.lsbFirst
            red = try Channel(header, "red_mask", bitsPerPixel: bitsPerPixel)
            green = try Channel(header, "green_mask", bitsPerPixel: bitsPerPixel)
            blue = try Channel(header, "blue_mask", bitsPerPixel: bitsPerPixel)
            if red.mask & green.mask != 0 || (red.mask | green.mask) & blue.mask != 0 {
                throw .invalid(field: "blue_mask", value: blue.mask, reason: "overlapping red_mask or green_mask")
            }
        }

        /// Gives each channel its 8-bit values from the colormap (DirectColor).
        mutating func lookUpChannels(in bytes: [UInt8], header: XWDHeader) throws(XWDError) {
            let count = Int(header["ncolors"])
            let widest = max(red.bits, green.bits, blue.bits)
            guard widest <= 16, count >= 1 << widest else {
                throw .invalid(field: "ncolors", value: header["ncolors"],
                               reason: "fewer than the \(1 << widest) values a DirectColor channel of \(widest) bits can index")
            }
            let start = Int(header["header_size"])
            // An entry: pixel (4 bytes), red, green, blue (2 bytes each, big-endian), flags, pad.
            func lookUpTable(_ offset: Int, bits: Int) -> [UInt32] {
                (0..<1 << bits).map { index in
                    UInt32(bytes[start + index * XWDHeader.colorSize + offset])
                }
            }
            red.table = lookUpTable(4, bits: red.bits)
            green.table = lookUpTable(6, bits: green.bits)
            blue.table = lookUpTable(8, bits: blue.bits)
        }
    }

    /// One color channel: its bits in a pixel value, scaled to 8 bits or looked up in
    /// `table`.
    private struct Channel {
        let mask: UInt32
        let shift: UInt32
        let bits: Int
        /// For DirectColor: the 8-bit value of each value of the channel's bits.
        var table: [UInt32]?

        init(_ header: XWDHeader, _ field: String, bitsPerPixel: UInt32) throws(XWDError) {
            mask = header[field]
            shift = UInt32(mask.trailingZeroBitCount)
            bits = mask.nonzeroBitCount
            let contiguous = mask != 0 && (mask >> shift) & ((mask >> shift) &+ 1) == 0
            guard contiguous, bitsPerPixel == 32 || mask >> bitsPerPixel == 0 else {
                throw .invalid(field: field, value: mask, reason: "not one run of bits within bits_per_pixel (\(bitsPerPixel))")
            }
        }

        func value(in pixel: UInt32) -> UInt32 {
            let value = (pixel & mask) >> shift
            if let table { return table[Int(value)] }
            if bits == 8 { return value }
            if bits > 8 { return value >> UInt32(bits - 8) }
            let maximum = UInt32(1) << UInt32(bits) - 1
            return (value * 255 + maximum / 2) / maximum
        }
    }

    /// Where the pixels start, after checking that the file holds all of them.
    private static func pixelStart(in bytes: [UInt8], header: XWDHeader, layout: Layout) throws(XWDError) -> Int {
        let nameEnd = Int(header["header_size"])
        guard bytes.count >= nameEnd else {
            throw .truncated(part: "the window name", needed: nameEnd, available: bytes.count)
        }
        let colormapEnd = nameEnd + Int(header["ncolors"]) * XWDHeader.colorSize
        guard bytes.count >= colormapEnd else {
            throw .truncated(part: "the colormap (\(header["ncolors"]) entries)", needed: colormapEnd, available: bytes.count)
        }
        let pixelsEnd = colormapEnd + layout.bytesPerLine * layout.height
        guard bytes.count >= pixelsEnd else {
            throw .truncated(part: "the pixels (\(layout.height) rows of \(layout.bytesPerLine) bytes)",
                             needed: pixelsEnd, available: bytes.count)
        }
        return colormapEnd
    }

    private static func decodePixels(_ bytes: [UInt8], from start: Int, layout: Layout) -> Image {
        let (red, green, blue) = (layout.red, layout.green, layout.blue)
        let count = layout.width * layout.height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { pixels, initialized in
            bytes.withUnsafeBufferPointer { bytes in
                for y in 0..<layout.height {
                    var offset = start + y * layout.bytesPerLine
                    for x in 0..<layout.width {
                        var value: UInt32 = 0
                        if layout.leastSignificantFirst {
                            for index in (0..<layout.bytesPerPixel).reversed() { value = value << 8 | UInt32(bytes[offset + index]) }
                        } else {
                            for index in 0..<layout.bytesPerPixel { value = value << 8 | UInt32(bytes[offset + index]) }
                        }
                        pixels[y * layout.width + x] = 0xFF00_0000 | red.value(in: value) << 16
                            | green.value(in: value) << 8 | blue.value(in: value)
                        offset += layout.bytesPerPixel
                    }
                }
            }
            initialized = count
        }
        // The count is width * height by construction.
        return try! Image(width: layout.width, height: layout.height, pixels: pixels)
    }
}
