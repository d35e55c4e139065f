import Graphics

/// Decodes image files of any format Tessera reads, found from their bytes: PNG and
/// JPEG today. Safe on any thread, and meant for threads other than the main one.
public enum ImageDecoder {
    /// Decodes `data`. Throws an `ImageDecodeError` (without a path) that says what is
    /// wrong: an unknown or unsupported format, too many pixels, or the library's message.
    public static func decode(_ data: [UInt8], options: ImageDecodeOptions = ImageDecodeOptions())
        throws(ImageDecodeError) -> Image {
        do {
            return try decodeImage(data, options: options)
        } catch {
            throw ImageDecodeError(reason: error)
        }
    }

    /// Reads the file at `path` and decodes it (see `decode(_:options:)`); errors name the file.
    public static func decode(contentsOfFile path: String, options: ImageDecodeOptions = ImageDecodeOptions())
        throws(ImageDecodeError) -> Image {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw ImageDecodeError(path: path, reason: .unreadable(error.reason))
        }
        do {
            return try decodeImage(bytes, options: options)
        } catch {
            throw ImageDecodeError(path: path, reason: error)
        }
    }

    private static func decodeImage(_ data: [UInt8], options: ImageDecodeOptions) throws(ImageDecodeError.Reason) -> Image {
        guard let format = ImageFormat.detect(data) else { throw .unknownFormat(found: Array(data.prefix(8))) }
        switch format {
        case .jpeg:
            return try JPEGDecoder.decode(data, options: options)
        case .png:
            do {
                return try PNG.decode(data, maxPixels: options.maximumPixels)
            } catch {
                if case let .tooLarge(width, height, .pixels(limit)) = error {
                    throw .tooManyPixels(width: width, height: height, limit: limit)
                }
                throw .png(error)
            }
        case .gif, .webp, .svg:
            throw .unsupportedFormat(format)
        }
    }
}
