import Geometry

extension TransformedLayer {
    /// Blends the layer (drawn for the device pixels `layer`, its top-left texel at
    /// `texels`) onto `surface`'s pixels in `destination`, each pixel the bilinear
    /// sample at its centre's position, scaled by `alpha` (1...255), source-over.
    ///
    /// Why the loop is shaped as it is: positions are integers (2^-24 texel) that are an
    /// exact affine function of the destination pixel, `u0 + dx·dudx + dy·dudy`, so
    /// stepping by `dudx` along a row gives bit for bit the position a pixel would get
    /// computed on its own: a span cut anywhere by a clip samples the same positions
    /// (wrapping arithmetic: the terms may overflow, the positions visited do not). The
    /// blend is integer math (8-bit weights, correctly rounded channel products), so the
    /// same pixels come out on every machine. Each row visits only the columns whose
    /// samples can touch the layer; inside, a pixel whose four taps are in the layer
    /// takes one unsigned compare per axis, and four equal taps (flat colour) or an
    /// opaque sample skip the arithmetic they would not change; taps off the layer are
    /// transparent, which fades the subtree's edges over a pixel. No allocation, boxing
    /// or reference counting: raw pointers and integers only.
    func composite(_ texels: UnsafePointer<UInt32>, stride: Int, onto surface: Surface, alpha: UInt32) {
        let width = layer.width, height = layer.height
        let (dudx, dvdx, dudy, dvdy) = (dudx, dvdx, dudy, dvdy)
        for y in destination.minY..<destination.maxY {
            let columns = columns(row: y)
            guard !columns.isEmpty else { continue }
            let dy = Int64(y - originY), dx = Int64(columns.lowerBound - originX)
            var u = u0 &+ dy &* dudy &+ dx &* dudx
            var v = v0 &+ dy &* dvdy &+ dx &* dvdx
            let row = surface.row(y, columns.lowerBound)
            for i in 0..<columns.count {
                var sample = Self.sample(texels, stride: stride, width: width, height: height, u: u, v: v)
                if sample != 0 {
                    if alpha != 255 { sample = PremultipliedPixel.scale(sample, by: alpha) }
                    // An opaque sample replaces the pixel: what source-over gives, unread.
                    row[i] = sample >= 0xFF00_0000 ? sample : PremultipliedPixel.sourceOver(sample, row[i])
                }
                u &+= dudx
                v &+= dvdx
            }
        }
    }

    /// The bilinear sample of the layer at (u, v) (fixed point, see `u0`): the texels at
    /// the position's floor and the next ones, weighted by its fraction rounded to 1/256
    /// (the rounding is folded into `u0`). Texels outside the layer are transparent.
    /// Premultiplied pixels interpolate channel by channel into a valid premultiplied
    /// pixel (the same weights and rounding keep each colour channel within alpha).
    @inline(__always)
    static func sample(_ texels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int,
                       u: Int64, v: Int64) -> UInt32 {
        let x = Int(truncatingIfNeeded: u >> fractionBits), y = Int(truncatingIfNeeded: v >> fractionBits)
        let fx = UInt32(truncatingIfNeeded: u >> (fractionBits - 8)) & 0xFF
        let fy = UInt32(truncatingIfNeeded: v >> (fractionBits - 8)) & 0xFF
        // All four taps inside (x in 0..<width-1, y likewise): one compare per axis.
        if UInt(bitPattern: x) < UInt(bitPattern: width - 1), UInt(bitPattern: y) < UInt(bitPattern: height - 1) {
            let p = texels + y * stride + x
            let p00 = p[0], p10 = p[1], p01 = p[stride], p11 = p[stride + 1]
            // Flat colour (most of a UI) interpolates to itself: skip the six multiplies.
            if p00 == p10, p00 == p01, p00 == p11 { return p00 }
            return bilinear(p00, p10, p01, p11, fx, fy)
        }
        guard x >= -1, x < width, y >= -1, y < height else { return 0 }
        let left = x >= 0, right = x + 1 < width, top = y >= 0, bottom = y + 1 < height
        let p = texels + y * stride + x
        let p00 = left && top ? p[0] : 0, p10 = right && top ? p[1] : 0
        let p01 = left && bottom ? p[stride] : 0, p11 = right && bottom ? p[stride + 1] : 0
        return bilinear(p00, p10, p01, p11, fx, fy)
    }

    /// Four pixels weighted by (fx, fy) / 256: two horizontal interpolations, then one
    /// vertical, each channel `(a·(256 − f) + b·f + 128) >> 8` (the same per channel as
    /// `ImageBlitter.lerp`). The four channels sit in 16-bit lanes of a 64-bit integer
    /// (no lane exceeds 255·256 + 128), so each interpolation is two multiplies, not
    /// four.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        @inline(__always) func spread(_ p: UInt32) -> UInt64 {
            UInt64(p & 0x00FF_00FF) | UInt64(p & 0xFF00_FF00) << 24
        }
        @inline(__always) func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt32) -> UInt64 {
            let f = UInt64(f)
            return ((a &* (256 &- f) &+ b &* f &+ 0x0080_0080_0080_0080) >> 8) & 0x00FF_00FF_00FF_00FF
        }
        let top = lerp(spread(p00), spread(p10), fx), bottom = lerp(spread(p01), spread(p11), fx)
        let v = lerp(top, bottom, fy)
        return UInt32(truncatingIfNeeded: v & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (v >> 24) & 0xFF00_FF00)
    }
}
