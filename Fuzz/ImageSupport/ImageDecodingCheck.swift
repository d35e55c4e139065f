import FuzzSupport
import Graphics
import Images

/// What the image decoders' fuzz targets (one a format) check of any bytes: an image or
/// an `ImageDecodeError`, never a crash, a hang or a leak. What decodes must be within
/// the limit, decoding again at a size shown must give an image that covers that size,
/// no larger than the whole, and an animation's frames must share one size, last at
/// least the browsers' floor, the first being what `decode` gives.
public enum ImageDecodingCheck {
    /// A lower pixel limit than the default keeps each run fast; the tests test the limit.
    static let limit = 1 << 20

    /// `bytes` made to start as `format` does, so that every input reaches its decoder:
    /// an input already detected as `format` is left alone, any other gets the format's
    /// signature in front (for WebP, a RIFF header whose size counts the input).
    public static func steered(_ bytes: [UInt8], toward format: ImageFormat) -> [UInt8] {
        if ImageFormat.detect(bytes) == format { return bytes }
        switch format {
        case .png: return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes
        case .jpeg: return [0xFF, 0xD8, 0xFF] + bytes
        case .gif: return Array("GIF89a".utf8) + bytes
        case .webp:
            let size = UInt32(truncatingIfNeeded: bytes.count + 4)
            return Array("RIFF".utf8) + (0..<4).map { UInt8(truncatingIfNeeded: size >> ($0 * 8)) } + Array("WEBP".utf8) + bytes
        case .svg: return Array(#"<svg xmlns="http://www.w3.org/2000/svg" "#.utf8) + bytes
        }
    }

    /// Runs every check on `bytes`.
    public static func check(_ bytes: [UInt8]) {
        if let animation = try? ImageDecoder.decodeAnimation(bytes, options: ImageDecodeOptions(maximumPixels: limit)) {
            FuzzCheck.require(!animation.frames.isEmpty, "an animation without frames")
            FuzzCheck.require(animation.frames.count * animation.width * animation.height <= limit, "the frames passed the limit")
            FuzzCheck.require(animation.frames.allSatisfy { $0.image.width == animation.width && $0.image.height == animation.height },
                              "frames of different sizes")
            FuzzCheck.require(animation.frames.allSatisfy { $0.duration >= AnimatedImage.shortestFrame },
                              "a frame shorter than the browsers' floor")
            if let first = try? ImageDecoder.decode(bytes, options: ImageDecodeOptions(maximumPixels: limit)) {
                FuzzCheck.require(first == animation.frames[0].image, "decode's image is not the animation's first frame")
            }
        }
        guard let whole = try? ImageDecoder.decode(bytes, options: ImageDecodeOptions(maximumPixels: limit)) else { return }
        FuzzCheck.require(whole.width * whole.height <= limit, "a \(whole.width)x\(whole.height) image passed a limit of \(limit)")
        FuzzCheck.require(whole.pixels.count == whole.width * whole.height, "the pixel count is not width times height")
        let shown = PixelSize(width: max(1, whole.width / 5), height: max(1, whole.height / 5))
        if let scaled = try? ImageDecoder.decode(bytes, options: ImageDecodeOptions(size: shown, maximumPixels: limit)) {
            FuzzCheck.require(scaled.width >= shown.width && scaled.height >= shown.height,
                              "decoded at \(scaled.width)x\(scaled.height) to show \(shown)")
            FuzzCheck.require(scaled.width <= whole.width && scaled.height <= whole.height,
                              "decoded at \(scaled.width)x\(scaled.height), larger than the whole \(whole.width)x\(whole.height)")
        }
    }
}
