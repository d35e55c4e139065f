import Graphics

/// Resizes glyph bitmaps that come at a fixed strike (color emoji are 109 px bitmaps)
/// to the requested size once, when they are cached, so drawing them is a blit.
///
/// Separable: shrinking averages the source area under each destination pixel (a box
/// filter with fractional edges), so a 109 px emoji drawn at 14 px does not alias, with
/// the fewest taps of any filter that does not; enlarging is bilinear interpolation. Premultiplied channels are filtered as they are,
/// which is the correct space for averaging pixels with alpha. A pixel's four channels
/// are one `SIMD4<Float>`.
enum BitmapScaler {
    static func scale(_ image: Image, toWidth width: Int, height: Int) -> Image {
        let out = image.pixels.withUnsafeBufferPointer { source in
            resample(width: image.width, height: image.height, toWidth: width, toHeight: height) { i in
                let p = source[i]
                return SIMD4(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
            }
        }
        let pixels = out.map { v -> UInt32 in
            let a = byte(v[0])
            // Rounding may lift a color channel one above alpha; keep it premultiplied.
            return PremultipliedPixel.pack(alpha: a, red: min(a, byte(v[1])), green: min(a, byte(v[2])), blue: min(a, byte(v[3])))
        }
        return try! Image(width: width, height: height, pixels: pixels)
    }

    static func scale(_ mask: AlphaMask, toWidth width: Int, height: Int) -> AlphaMask {
        let out = mask.coverage.withUnsafeBufferPointer { source in
            resample(width: mask.width, height: mask.height, toWidth: width, toHeight: height) { i in
                SIMD4(Float(source[i]), 0, 0, 0)
            }
        }
        return try! AlphaMask(width: width, height: height, coverage: out.map { UInt8(byte($0[0])) })
    }

    private static func byte(_ value: Float) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }

    /// A `width` x `height` bitmap, whose pixel `i` (row-major) is `source(i)`, resampled
    /// to the new size: rows first, then columns. Source pixels are converted as they
    /// are read; shrinking reads each about once.
    @inline(__always)
    private static func resample(width: Int, height: Int, toWidth newWidth: Int, toHeight newHeight: Int,
                                 source: (Int) -> SIMD4<Float>) -> [SIMD4<Float>] {
        let columns = Taps(from: width, to: newWidth)
        let rows = [SIMD4<Float>](unsafeUninitializedCapacity: newWidth * height) { out, count in
            for y in 0..<height {
                for x in 0..<newWidth {
                    out[y * newWidth + x] = columns.apply(x) { source(y * width + $0) }
                }
            }
            count = newWidth * height
        }
        let lines = Taps(from: height, to: newHeight)
        return [SIMD4<Float>](unsafeUninitializedCapacity: newWidth * newHeight) { out, count in
            rows.withUnsafeBufferPointer { rows in
                for y in 0..<newHeight {
                    for x in 0..<newWidth {
                        out[y * newWidth + x] = lines.apply(y) { rows[$0 * newWidth + x] }
                    }
                }
            }
            count = newWidth * newHeight
        }
    }

    /// For each destination pixel along one axis: the source pixels it reads (a range
    /// from `first`) and their normalized weights, stored flat.
    private struct Taps {
        var first: [Int] = []
        var start: [Int] = [0]
        var weights: [Float] = []

        init(from count: Int, to newCount: Int) {
            let ratio = Double(count) / Double(newCount)
            for j in 0..<newCount {
                let low: Int, raw: [Float]
                if ratio >= 1 {
                    // The destination pixel covers source [j·ratio, (j+1)·ratio): weigh by overlap.
                    let from = Double(j) * ratio, to = min(Double(count), from + ratio)
                    low = Int(from.rounded(.down))
                    let high = max(low, Int(to.rounded(.up)) - 1)
                    raw = (low...high).map { i in Float(max(0, min(Double(i + 1), to) - max(Double(i), from))) }
                } else {
                    // Between the two nearest source pixel centers, clamped at the edges.
                    let center = (Double(j) + 0.5) * ratio - 0.5
                    let left = Int(center.rounded(.down)), t = Float(center - Double(left))
                    low = min(max(left, 0), count - 1)
                    let right = min(max(left + 1, 0), count - 1)
                    raw = right == low ? [1] : [1 - t, t]
                }
                let total = raw.reduce(0, +)
                weights += raw.map { total > 0 ? $0 / total : 0 }
                first.append(low)
                start.append(weights.count)
            }
        }

        /// The weighted sum of `pixel(i)` over the source pixels of destination pixel `j`.
        @inline(__always)
        func apply(_ j: Int, _ pixel: (Int) -> SIMD4<Float>) -> SIMD4<Float> {
            // Two sums, so consecutive taps do not wait on each other's additions.
            var even = SIMD4<Float>.zero, odd = SIMD4<Float>.zero
            let base = first[j] - start[j]
            var k = start[j]
            let end = start[j + 1]
            while k + 1 < end {
                even += weights[k] * pixel(base + k)
                odd += weights[k + 1] * pixel(base + k + 1)
                k += 2
            }
            if k < end { even += weights[k] * pixel(base + k) }
            return even + odd
        }
    }
}
