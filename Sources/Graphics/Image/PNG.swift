import CPNG

/// Decodes PNG data into an `Image` and encodes an `Image` as PNG, through libpng.
///
/// Any valid PNG decodes: bit depths 1 to 16, gray, gray + alpha, palette (with
/// tRNS), RGB, RGBA, interlaced or not. Samples are taken as sRGB, including 16-bit
/// files without a gAMA or sRGB chunk (libpng would take those as linear). Encoding
/// writes 8-bit RGBA, or RGB when every pixel is opaque, and decoding the result
/// gives back exactly the same premultiplied pixels.
///
/// This uses libpng's simplified API (`png_image_*`), which catches libpng's errors
/// with its own setjmp/longjmp inside libpng: Swift cannot call setjmp, and a longjmp
/// across Swift frames would skip their cleanup, so no other libpng API is used here.
public enum PNG {
    /// The default limit on `width * height` for `decode`: 2^28 pixels (16384x16384,
    /// 1 GiB at 4 bytes a pixel). Larger images are refused before anything is allocated.
    public static let defaultMaxPixels = 1 << 28

    /// libpng's limit on either side (`PNG_USER_WIDTH_MAX`, `PNG_USER_HEIGHT_MAX` in pnglibconf.h).
    public static let maxSide = 1_000_000

    /// libpng's simplified API limits the whole pixel buffer to 2^32-1 bytes, 4 bytes a pixel.
    static let libpngMaxPixels = Int(UInt32.max) / 4

    /// Decodes PNG data into premultiplied pixels.
    ///
    /// Throws `PNGError.tooLarge` before allocating anything when the header declares
    /// more than `maxPixels` pixels (or more than libpng can read: a side over
    /// `maxSide`, or 2^30 pixels), and the other `PNGError` cases for data that is
    /// not a complete, valid PNG.
    public static func decode(_ data: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Image {
        let header = try PNGHeader(validating: data)
        try checkSize(width: header.width, height: header.height, maxPixels: maxPixels)
        try PNGHeader.checkChunkLayout(of: data)
        let pixels = try withBytes(of: data) { bytes throws(PNGError) in try readPixels(bytes, header) }
        // Cannot fail: readPixels returns exactly width * height pixels.
        return try! Image(width: header.width, height: header.height, pixels: pixels)
    }

    /// Encodes `image` as an 8-bit PNG: RGB when every pixel is opaque, else RGBA
    /// with straight alpha (pixels are unpremultiplied, so that decoding gives back
    /// the same premultiplied pixels; a color channel above alpha is clamped to it).
    ///
    /// Throws `.emptyImage` for a side of zero, `.tooLarge` past libpng's limits.
    public static func encode(_ image: Image) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw .emptyImage(width: image.width, height: image.height) }
        try checkSize(width: image.width, height: image.height, maxPixels: libpngMaxPixels)
        if image.pixels.allSatisfy({ $0 >> 24 == 0xFF }) {
            var rgb: [UInt8] = []
            rgb.reserveCapacity(image.pixels.count * 3)
            for p in image.pixels {
                rgb.append(UInt8(truncatingIfNeeded: p >> 16))
                rgb.append(UInt8(truncatingIfNeeded: p >> 8))
                rgb.append(UInt8(truncatingIfNeeded: p))
            }
            return try withBytes(of: rgb) { bytes throws(PNGError) in
                try writePixels(bytes, width: image.width, height: image.height, format: PNG_FORMAT_RGB)
            }
        }
        // In memory, a little-endian 0xAARRGGBB is the bytes B, G, R, A.
        let straight = image.pixels.map { PremultipliedPixel.unpremultiply($0).littleEndian }
        return try withBytes(of: straight) { bytes throws(PNGError) in
            try writePixels(bytes, width: image.width, height: image.height, format: PNG_FORMAT_BGRA)
        }
    }

    /// Throws `.tooLarge` when a side is over `maxSide` or `width * height` over
    /// `maxPixels` (or libpng's own pixel limit, whichever is lower).
    static func checkSize(width: Int, height: Int, maxPixels: Int) throws(PNGError) {
        guard width <= maxSide, height <= maxSide else {
            throw .tooLarge(width: width, height: height, limit: .side(maxSide))
        }
        let limit = min(maxPixels, libpngMaxPixels)
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= limit else {
            throw .tooLarge(width: width, height: height, limit: .pixels(limit))
        }
    }
}

// MARK: - libpng

extension PNG {
    /// Runs `body` with a zeroed `png_image` and frees libpng's state after it on
    /// every path. The struct lives on the heap because libpng keeps its address
    /// (as the error pointer) between `begin_read` and `finish_read`, and a Swift
    /// `inout` address is only guaranteed for the length of one call.
    private static func withControl<R>(
        _ body: (UnsafeMutablePointer<png_image>) throws(PNGError) -> R
    ) throws(PNGError) -> R {
        let control = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        control.initialize(to: png_image())
        control.pointee.version = UInt32(PNG_IMAGE_VERSION)
        defer {
            png_image_free(control)  // no-op when libpng already freed it
            control.deallocate()
        }
        return try body(control)
    }

    /// `Array.withUnsafeBytes` for a body with typed throws (that one is only `rethrows`).
    private static func withBytes<Element, R>(
        of array: [Element], _ body: (UnsafeRawBufferPointer) throws(PNGError) -> R
    ) throws(PNGError) -> R {
        try array.withUnsafeBytes { bytes in Result { () throws(PNGError) in try body(bytes) } }.get()
    }

    /// libpng's message for the last error or warning on `control`.
    private static func message(_ control: UnsafeMutablePointer<png_image>) -> String {
        let text = withUnsafeBytes(of: control.pointee.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed without a message" : text
    }

    /// Reads the whole image as premultiplied pixels; `header` was checked against the limits.
    private static func readPixels(_ data: UnsafeRawBufferPointer, _ header: PNGHeader) throws(PNGError) -> [UInt32] {
        try withControl { control throws(PNGError) in
            guard png_image_begin_read_from_memory(control, data.baseAddress, data.count) != 0 else {
                throw .malformed(message(control))
            }
            guard Int(control.pointee.width) == header.width, Int(control.pointee.height) == header.height else {
                throw .malformed("libpng read a \(control.pointee.width)x\(control.pointee.height) header, expected \(header.width)x\(header.height)")
            }
            // B, G, R, A bytes: a little-endian 0xAARRGGBB, straight alpha, sRGB.
            control.pointee.format = PNG_FORMAT_BGRA
            // 16-bit files without gAMA/sRGB are sRGB, not linear. Set after
            // begin_read, which fills in `flags`.
            control.pointee.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            let count = header.width * header.height
            var finished = false
            var pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                // Row stride in bytes: at most 4 * maxSide, so it fits png_int_32.
                finished = png_image_finish_read(control, nil, buffer.baseAddress, Int32(header.width * 4), nil) != 0
                initialized = finished ? count : 0
            }
            guard finished else {
                let text = message(control)
                // Only when the data ends after a complete chunk, without IEND.
                if text == "read beyond end of data" { throw .truncated("after byte \(data.count), before the image data is complete") }
                throw .malformed(text)
            }
            for i in pixels.indices {
                pixels[i] = PremultipliedPixel.premultiply(straight: UInt32(littleEndian: pixels[i]))
            }
            return pixels
        }
    }

    /// Compresses `width * height` pixels of `format` into a PNG data stream.
    private static func writePixels(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, format: UInt32
    ) throws(PNGError) -> [UInt8] {
        try withControl { control throws(PNGError) in
            control.pointee.width = UInt32(width)
            control.pointee.height = UInt32(height)
            control.pointee.format = format
            // Start from libpng's bound (PNG_IMAGE_PNG_SIZE_MAX, roughly the raw size);
            // if it is still too small libpng says how much it needs, so try once more.
            var capacity = sizeBound(rawBytes: pixels.count + height)
            for _ in 0..<2 {
                let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                defer { buffer.deallocate() }
                var written = capacity
                if png_image_write_to_memory(control, buffer, &written, 0, pixels.baseAddress, 0, nil) != 0 {
                    return Array(UnsafeBufferPointer(start: buffer, count: written))
                }
                guard written > capacity else { break }  // a real error, not a short buffer
                capacity = written
            }
            throw .encodingFailed(message(control))
        }
    }

    /// An upper bound on the PNG size for `rawBytes` of filtered image data: zlib's
    /// deflate bound, 12 bytes per 8 KiB IDAT chunk, and 1 KiB for the other chunks.
    private static func sizeBound(rawBytes: Int) -> Int {
        let compressed = rawBytes + ((rawBytes + 7) >> 3) + ((rawBytes + 63) >> 6) + 11
        return compressed + 12 * (compressed / 8192 + 1) + 1024
    }
}
