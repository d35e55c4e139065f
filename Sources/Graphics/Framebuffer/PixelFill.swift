import LibC

/// Writes one premultiplied pixel over runs of memory: the loop under clears and
/// opaque spans.
enum PixelFill {
    /// Sets `count` pixels from `start` to `pixel`.
    ///
    /// White and transparent black, the usual clear colors, repeat one byte four times:
    /// those go to libc's `memset`, which picks the widest stores the CPU has (and
    /// streaming stores for large frames), about twice as fast as a pixel loop on a
    /// full frame.
    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<UInt32>, count: Int, with pixel: UInt32) {
        guard count > 0 else { return }
        if pixel == (pixel & 0xFF) &* 0x0101_0101 {
            memset(start, Int32(pixel & 0xFF), count &* 4)
        } else {
            start.update(repeating: pixel, count: count)
        }
    }

    /// Sets `width` pixels of each of `height` rows, `stride` pixels apart, from `start`.
    static func fill(_ start: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, with pixel: UInt32) {
        guard width > 0, height > 0 else { return }
        if width == stride { return fill(start, count: width * height, with: pixel) }
        var row = start
        for _ in 0..<height {
            fill(row, count: width, with: pixel)
            row += stride
        }
    }
}
