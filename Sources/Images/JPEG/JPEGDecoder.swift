import CEXIF
import CTurboJPEG
import Graphics

/// JPEG through libjpeg-turbo's TurboJPEG API: baseline and progressive files, gray,
/// YCbCr, CMYK and YCCK, decoded at the smallest DCT scale that covers the size asked
/// for, then turned upright by the file's EXIF orientation (libexif).
enum JPEGDecoder {
    /// The DCT scales tried, smallest first: libjpeg-turbo has fast inverse transforms
    /// for these (an 8 × 8 block becomes 1, 2 or 4 pixels a side).
    static let scales: [(numerator: Int, denominator: Int)] = [(1, 8), (1, 4), (1, 2)]

    /// Turbo's flags: a warning (a truncated file, a corrupt segment) is an error, not a
    /// gray rest of the picture; and a progressive file may have at most 500 scans, as a
    /// file of many tiny scans takes minutes (libjpeg-turbo's own advice for untrusted
    /// input).
    static let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS

    static func decode(_ data: [UInt8], options: ImageDecodeOptions) throws(ImageDecodeError.Reason) -> Image {
        guard let handle = tjInitDecompress() else {
            throw .malformed(format: .jpeg, message: "libjpeg-turbo could not start a decompressor")
        }
        defer { tjDestroy(handle) }
        return try data.withUnsafeBufferPointer { bytes throws(ImageDecodeError.Reason) in
            guard let base = bytes.baseAddress else { throw .unknownFormat(found: []) }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
                throw .malformed(format: .jpeg, message: message(of: handle))
            }
            let storedWidth = Int(width), storedHeight = Int(height)
            let (pixels, overflow) = storedWidth.multipliedReportingOverflow(by: storedHeight)
            guard !overflow, pixels <= options.maximumPixels else {
                throw .tooManyPixels(width: storedWidth, height: storedHeight, limit: options.maximumPixels)
            }
            let orientation = ImageOrientation(rawValue: Int(tessera_exif_orientation(base, UInt32(clamping: bytes.count))))
                ?? .up
            // The size asked for, in the stored image's axes.
            let wanted = options.size.map { orientation.swapsAxes ? PixelSize(width: $0.height, height: $0.width) : $0 }
            let (decodedWidth, decodedHeight) = scaledSize(width: storedWidth, height: storedHeight, covering: wanted)
            let isCMYK = colorspace == TJCS_CMYK.rawValue || colorspace == TJCS_YCCK.rawValue
            let format = isCMYK ? TJPF_CMYK : TJPF_BGRA
            var failure: String?
            let decoded = [UInt32](unsafeUninitializedCapacity: decodedWidth * decodedHeight) { buffer, count in
                let target = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
                if tjDecompress2(handle, base, UInt(bytes.count), target, Int32(decodedWidth), Int32(decodedWidth * 4),
                                 Int32(decodedHeight), format.rawValue, flags) != 0 {
                    failure = message(of: handle)
                    // Whatever was written is thrown away with the error.
                    buffer.initialize(repeating: 0)
                } else if isCMYK {
                    convertCMYK(buffer)
                }
                count = decodedWidth * decodedHeight
            }
            if let failure { throw .malformed(format: .jpeg, message: failure) }
            // Cannot fail: the buffer holds exactly width * height pixels.
            let image = try! Image(width: decodedWidth, height: decodedHeight, pixels: decoded)
            return orientation.applied(to: image)
        }
    }

    /// The decoded size: the smallest of `scales` that still covers `wanted` on both
    /// axes, else the full size (nil `wanted`: the full size).
    static func scaledSize(width: Int, height: Int, covering wanted: PixelSize?) -> (width: Int, height: Int) {
        guard let wanted else { return (width, height) }
        for scale in scales {
            // TJSCALED: rounded up, as the decompressor makes it.
            let w = (width * scale.numerator + scale.denominator - 1) / scale.denominator
            let h = (height * scale.numerator + scale.denominator - 1) / scale.denominator
            if w >= wanted.width, h >= wanted.height { return (w, h) }
        }
        return (width, height)
    }

    /// CMYK as Adobe's applications store it in JPEG (inverted: 255 is no ink, so every
    /// CMYK JPEG from Photoshop and Pillow reads right), to opaque BGRA in place:
    /// R = C × K / 255 and so on, correctly rounded.
    private static func convertCMYK(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        for index in pixels.indices {
            // Bytes C, M, Y, K in memory: a little-endian word 0xKKYYMMCC.
            let word = pixels[index]
            let c = word & 0xFF, m = (word >> 8) & 0xFF, y = (word >> 16) & 0xFF, k = word >> 24
            func times(_ a: UInt32, _ b: UInt32) -> UInt32 {
                let t = a * b + 128
                return (t + (t >> 8)) >> 8
            }
            pixels[index] = 0xFF00_0000 | times(c, k) << 16 | times(m, k) << 8 | times(y, k)
        }
    }

    private static func message(of handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "libjpeg-turbo gave no reason" }
        return String(cString: text)
    }
}
