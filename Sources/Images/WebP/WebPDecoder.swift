import CWebP
import Graphics

/// WebP, still and animated, through libwebp's `WebPAnimDecoder`, which composites each
/// frame over the canvas with its blending and disposal and hands over premultiplied
/// BGRA (`MODE_bgrA`): the byte order of `Image`'s `0xAARRGGBB` words.
enum WebPDecoder {
    static func decode(_ data: [UInt8], options: ImageDecodeOptions, firstFrameOnly: Bool)
        throws(ImageDecodeError.Reason) -> AnimatedImage {
        try data.withUnsafeBufferPointer { bytes throws(ImageDecodeError.Reason) in
            // The canvas from the header first: the animation decoder allocates two
            // canvases as it starts, 2 GB for a header of 16383 x 16383.
            var headerWidth: Int32 = 0, headerHeight: Int32 = 0
            guard WebPGetInfo(bytes.baseAddress, bytes.count, &headerWidth, &headerHeight) != 0 else {
                throw .malformed(format: .webp, message: "libwebp cannot read its header (truncated, or not a WebP file)")
            }
            try AnimationLimit.check(width: Int(headerWidth), height: Int(headerHeight), frames: 1, limit: options.maximumPixels)
            var webp = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            var decoderOptions = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&decoderOptions) != 0 else {
                throw .malformed(format: .webp, message: "libwebp's demuxer is not the version it was built against")
            }
            decoderOptions.color_mode = MODE_bgrA
            decoderOptions.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&webp, &decoderOptions) else {
                throw .malformed(format: .webp, message: "libwebp cannot read its chunks (truncated, or not a WebP file)")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
                throw .malformed(format: .webp, message: "libwebp gave no canvas size")
            }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            let frameCount = firstFrameOnly ? 1 : max(1, Int(info.frame_count))
            // Every frame is a whole canvas: all of them count against the limit, before any is decoded.
            try AnimationLimit.check(width: width, height: height, frames: frameCount, limit: options.maximumPixels)
            var frames: [AnimatedImage.Frame] = []
            frames.reserveCapacity(frameCount)
            var previous: Int32 = 0
            while frames.count < frameCount, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var canvas: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0, let canvas else {
                    throw .malformed(format: .webp, message: "frame \(frames.count + 1) of \(info.frame_count) cannot be decoded")
                }
                let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                    UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: canvas, byteCount: width * height * 4)
                    count = width * height
                }
                // Cannot fail: width * height pixels.
                let image = try! Image(width: width, height: height, pixels: pixels)
                let duration = info.frame_count <= 1 ? Double.infinity
                    : AnimatedImage.duration(seconds: Double(timestamp - previous) / 1000)
                frames.append(AnimatedImage.Frame(image: image, duration: duration))
                previous = timestamp
            }
            guard !frames.isEmpty else { throw .malformed(format: .webp, message: "the file has no frame") }
            return AnimatedImage(frames: frames, loopCount: Int(info.loop_count))
        }
    }
}
