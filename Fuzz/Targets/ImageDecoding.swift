import FuzzSupport
import Graphics
import Images

LibFuzzer.run(fuzzImageDecoding)

/// Any bytes through `ImageDecoder.decode` and `decodeAnimation`: an image or an
/// `ImageDecodeError`, never a crash, a hang or a leak (JPEG through libjpeg-turbo and its
/// EXIF through libexif, GIF through giflib, WebP through libwebp; PNG has a target of its
/// own). What decodes must be within the limit, decoding again at a size shown must give
/// an image that covers that size, no larger than the whole, and an animation's frames
/// must share one size, the first being what `decode` gives.
func fuzzImageDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    // A lower pixel limit than the default keeps each run fast; the tests test the limit.
    let limit = 1 << 20
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
    guard let whole = try? ImageDecoder.decode(bytes, options: ImageDecodeOptions(maximumPixels: limit)) else { return 0 }
    FuzzCheck.require(whole.width * whole.height <= limit, "a \(whole.width)x\(whole.height) image passed a limit of \(limit)")
    FuzzCheck.require(whole.pixels.count == whole.width * whole.height, "the pixel count is not width times height")
    let shown = PixelSize(width: max(1, whole.width / 5), height: max(1, whole.height / 5))
    if let scaled = try? ImageDecoder.decode(bytes, options: ImageDecodeOptions(size: shown, maximumPixels: limit)) {
        FuzzCheck.require(scaled.width >= shown.width && scaled.height >= shown.height,
                          "decoded at \(scaled.width)x\(scaled.height) to show \(shown)")
        FuzzCheck.require(scaled.width <= whole.width && scaled.height <= whole.height,
                          "decoded at \(scaled.width)x\(scaled.height), larger than the whole \(whole.width)x\(whole.height)")
    }
    return 0
}
