/// The pixel limit for images with frames: every frame is a whole canvas, so the canvas
/// times the frames may not pass `ImageDecodeOptions.maximumPixels` (a 100-frame
/// 480 × 270 GIF is 13 megapixels; a few kilobytes of GIF can ask for gigapixels).
enum AnimationLimit {
    static func check(width: Int, height: Int, frames: Int, limit: Int) throws(ImageDecodeError.Reason) {
        let (canvas, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, canvas <= limit else { throw .tooManyPixels(width: width, height: height, limit: limit) }
        let (all, overflowing) = canvas.multipliedReportingOverflow(by: frames)
        guard !overflowing, all <= limit else {
            throw .tooManyFrames(width: width, height: height, frames: frames, limit: limit)
        }
    }
}
