import Graphics

/// Decodes image files of any format Tessera reads, found from their bytes: PNG, JPEG,
/// GIF, WebP and SVG (drawn at the size asked for). Safe on any thread, and meant for
/// threads other than the main one. `decode` gives an animation's first frame;
/// `decodeAnimation` all of them.
public enum ImageDecoder {
    /// Decodes `data`. Throws an `ImageDecodeError` (without a path) that says what is
    /// wrong: an unknown format, too many pixels, or the library's message.
    public static func decode(_ data: [UInt8], options: ImageDecodeOptions = ImageDecodeOptions())
        throws(ImageDecodeError) -> Image {
        try decoding(data, path: nil) { bytes throws(ImageDecodeError.Reason) in try decodeImage(bytes, options: options) }
    }

    /// Reads the file at `path` and decodes it (see `decode(_:options:)`); errors name the file.
    public static func decode(contentsOfFile path: String, options: ImageDecodeOptions = ImageDecodeOptions())
        throws(ImageDecodeError) -> Image {
        try decoding(try read(path), path: path) { bytes throws(ImageDecodeError.Reason) in
            try decodeImage(bytes, options: options)
        }
    }

    /// Decodes `data` with all its frames: a GIF's or an animated WebP's, composited, each
    /// with its duration; any other image as one frame that stays. Every frame is a
    /// whole canvas, so the limit counts them all (`tooManyFrames`).
    public static func decodeAnimation(_ data: [UInt8], options: ImageDecodeOptions = ImageDecodeOptions())
        throws(ImageDecodeError) -> AnimatedImage {
        try decoding(data, path: nil) { bytes throws(ImageDecodeError.Reason) in try decodeFrames(bytes, options: options) }
    }

    /// Reads the file at `path` and decodes all its frames (see `decodeAnimation(_:options:)`).
    public static func decodeAnimation(contentsOfFile path: String, options: ImageDecodeOptions = ImageDecodeOptions())
        throws(ImageDecodeError) -> AnimatedImage {
        try decoding(try read(path), path: path) { bytes throws(ImageDecodeError.Reason) in
            try decodeFrames(bytes, options: options)
        }
    }

    /// The file's bytes, or an error naming it with the system's reason.
    private static func read(_ path: String) throws(ImageDecodeError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw ImageDecodeError(path: path, reason: .unreadable(error.reason))
        }
    }

    /// `decode(bytes)`, its failure given the file's path.
    private static func decoding<Result>(_ bytes: [UInt8], path: String?,
                                         _ decode: ([UInt8]) throws(ImageDecodeError.Reason) -> Result)
        throws(ImageDecodeError) -> Result {
        do {
            return try decode(bytes)
        } catch {
            throw ImageDecodeError(path: path, reason: error)
        }
    }

    private static func decodeFrames(_ data: [UInt8], options: ImageDecodeOptions) throws(ImageDecodeError.Reason)
        -> AnimatedImage {
        switch ImageFormat.detect(data) {
        case .gif?: return try GIFDecoder.decode(data, options: options, firstFrameOnly: false)
        case .webp?: return try WebPDecoder.decode(data, options: options, firstFrameOnly: false)
        default:
            let still = try decodeImage(data, options: options)
            return AnimatedImage(frames: [AnimatedImage.Frame(image: still, duration: .infinity)], loopCount: 1)
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
        case .gif:
            return try GIFDecoder.decode(data, options: options, firstFrameOnly: true).frames[0].image
        case .webp:
            return try WebPDecoder.decode(data, options: options, firstFrameOnly: true).frames[0].image
        case .svg:
            return try SVGRenderer.render(data, options: options)
        }
    }
}
