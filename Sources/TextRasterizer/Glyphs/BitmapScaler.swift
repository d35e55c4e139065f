import Graphics

/// Resizes glyph bitmaps that come at a fixed strike (color emoji are 109 px bitmaps)
/// to the requested size once, when they are cached, so drawing them is a blit.
///
/// The filter is a separable tent whose radius is one destination pixel measured in
/// source pixels (at least one source pixel): shrinking averages every source pixel
/// under the destination pixel, so a 109 px emoji drawn at 14 px does not alias, and
/// enlarging is bilinear interpolation. Premultiplied channels are filtered as they are,
/// which is the correct space for averaging pixels with alpha.
enum BitmapScaler {
    static func scale(_ image: Image, toWidth width: Int, height: Int) -> Image {
        var channels = [Float](repeating: 0, count: image.width * image.height * 4)
        for (i, p) in image.pixels.enumerated() {
            channels[4 * i] = Float(p >> 24)
            channels[4 * i + 1] = Float((p >> 16) & 0xFF)
            channels[4 * i + 2] = Float((p >> 8) & 0xFF)
            channels[4 * i + 3] = Float(p & 0xFF)
        }
        let out = resample(channels, channelCount: 4, width: image.width, height: image.height,
                           toWidth: width, toHeight: height)
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let a = byte(out[4 * i])
            // Rounding may lift a color channel one above alpha; keep it premultiplied.
            return PremultipliedPixel.pack(alpha: a, red: min(a, byte(out[4 * i + 1])),
                                           green: min(a, byte(out[4 * i + 2])), blue: min(a, byte(out[4 * i + 3])))
        }
        return try! Image(width: width, height: height, pixels: pixels)
    }

    static func scale(_ mask: AlphaMask, toWidth width: Int, height: Int) -> AlphaMask {
        let out = resample(mask.coverage.map(Float.init), channelCount: 1, width: mask.width, height: mask.height,
                           toWidth: width, toHeight: height)
        return try! AlphaMask(width: width, height: height, coverage: out.map { UInt8(byte($0)) })
    }

    private static func byte(_ value: Float) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }

    /// Interleaved channels of a `width` x `height` bitmap resampled to the new size:
    /// rows first, then columns.
    private static func resample(_ source: [Float], channelCount c: Int, width: Int, height: Int,
                                 toWidth newWidth: Int, toHeight newHeight: Int) -> [Float] {
        let columns = taps(from: width, to: newWidth)
        var rows = [Float](repeating: 0, count: newWidth * height * c)
        for y in 0..<height {
            for (x, tap) in columns.enumerated() {
                for (k, weight) in tap.weights.enumerated() {
                    let s = (y * width + tap.first + k) * c, d = (y * newWidth + x) * c
                    for ch in 0..<c { rows[d + ch] += weight * source[s + ch] }
                }
            }
        }
        let lines = taps(from: height, to: newHeight)
        var out = [Float](repeating: 0, count: newWidth * newHeight * c)
        for (y, tap) in lines.enumerated() {
            for (k, weight) in tap.weights.enumerated() {
                let s = (tap.first + k) * newWidth * c, d = y * newWidth * c
                for i in 0..<(newWidth * c) { out[d + i] += weight * rows[s + i] }
            }
        }
        return out
    }

    /// For each destination pixel along one axis: the first source pixel it reads and
    /// the normalized weights of the source pixels from there on.
    private static func taps(from count: Int, to newCount: Int) -> [(first: Int, weights: [Float])] {
        let ratio = Double(count) / Double(newCount)
        let radius = max(1, ratio)
        return (0..<newCount).map { j in
            let center = (Double(j) + 0.5) * ratio
            let first = max(0, Int((center - radius).rounded(.down)))
            let last = min(count - 1, Int((center + radius).rounded(.up)))
            var weights = (first...last).map { i in Float(max(0, 1 - abs(Double(i) + 0.5 - center) / radius)) }
            let total = weights.reduce(0, +)
            // Pixels past the edge are left out; the rest are renormalized.
            if total > 0 { weights = weights.map { $0 / total } }
            return (first, weights)
        }
    }
}
