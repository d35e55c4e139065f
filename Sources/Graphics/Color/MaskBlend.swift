/// Source-over of one premultiplied color through rows of 8-bit coverage: the loop
/// under every glyph, so it is written for the vector unit and has no branch per pixel.
///
/// Each pixel becomes `scale(color, c)` over `dst`, bit for bit as
/// `PremultipliedPixel.sourceOver(PremultipliedPixel.scale(color, by: c), dst)`
/// computes it. Coverage 0 gives back `dst` (`dst * 255 / 255` is exact) and coverage
/// 255 of an opaque color gives the color, so neither needs a branch of its own.
///
/// Four pixels are one 128-bit vector of 16-bit lanes, which SSE2 and NEON multiply
/// directly (a channel times a coverage fits in 16 bits), as `SpanBlend` does for
/// solid spans, here with a coverage per pixel instead of one. Lane pairs hold a pixel's
/// (B, G) and (R, A) bytes; masking and shifting split them into "even" channels
/// (B, R) and "odd" channels (G, A), each multiplied by the pixel's coverage repeated
/// in both of its lanes.
struct MaskBlend: Hashable, Sendable {
    typealias Lanes = SIMD8<UInt16>

    /// The premultiplied color, `0xAARRGGBB`.
    let pixel: UInt32
    /// The color's blue and red, for four pixels.
    private let even: Lanes
    /// The color's green and alpha, for four pixels.
    private let odd: Lanes
    /// The color's alpha in every lane.
    private let alpha: Lanes

    init(pixel: UInt32) {
        self.pixel = pixel
        let repeated = unsafeBitCast(SIMD4<UInt32>(repeating: pixel), to: Lanes.self)
        even = repeated & 0x00FF
        odd = repeated &>> 8
        alpha = Lanes(repeating: UInt16(pixel >> 24))
    }

    /// Whether the color has alpha 255, where a pixel's source alpha is its coverage.
    var isOpaque: Bool { pixel >> 24 == 255 }

    /// Blends `count` (at least 1) pixels at `dst` through the coverage bytes at
    /// `coverage`. `opaque` must be `isOpaque`: callers pass it as a constant, so each
    /// case gets its own copy of the loop, without a test per vector.
    ///
    /// Rows of four or more pixels go in vectors of four; the last vector is aligned to
    /// the row's end, so it may overlap the one before it. It is computed from the
    /// pixels as they were before any of the row was written, and stored last, so the
    /// overlapped pixels receive the same value twice and none is blended twice.
    /// Nothing outside the `count` pixels and `count` bytes is read or written.
    @inline(__always)
    func row(coverage: UnsafePointer<UInt8>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, opaque: Bool) {
        guard count >= 4 else { return shortRow(coverage: coverage, onto: dst, count: count, opaque: opaque) }
        let last = count - 4
        let tail = blend(coverage + last, onto: dst + last, opaque: opaque)
        var i = 0
        while i < last {
            Self.store(blend(coverage + i, onto: dst + i, opaque: opaque), at: dst + i)
            i += 4
        }
        Self.store(tail, at: dst + last)
    }

    /// One to three pixels, gathered into one vector: lanes 0, 1 and 2 take pixels 0,
    /// min(1, count - 1) and count - 1, so shorter rows repeat a pixel rather than
    /// branch, and the repeated lanes store the same value.
    @inline(__always)
    private func shortRow(coverage: UnsafePointer<UInt8>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, opaque: Bool) {
        let second = min(1, count - 1), third = count - 1
        let c = SIMD4<UInt32>(UInt32(coverage[0]), UInt32(coverage[second]), UInt32(coverage[third]), 0)
        let d = SIMD4<UInt32>(dst[0], dst[second], dst[third], 0)
        let out = unsafeBitCast(blend(coverage: c, onto: unsafeBitCast(d, to: Lanes.self), opaque: opaque),
                                to: SIMD4<UInt32>.self)
        dst[0] = out[0]
        dst[second] = out[1]
        dst[third] = out[2]
    }

    /// The four pixels at `dst` blended through the four coverage bytes at `coverage`.
    @inline(__always)
    private func blend(_ coverage: UnsafePointer<UInt8>, onto dst: UnsafeMutablePointer<UInt32>, opaque: Bool) -> Lanes {
        let bytes = UnsafeRawPointer(coverage).loadUnaligned(as: SIMD4<UInt8>.self)
        return blend(coverage: SIMD4<UInt32>(truncatingIfNeeded: bytes),
                     onto: UnsafeRawPointer(dst).loadUnaligned(as: Lanes.self), opaque: opaque)
    }

    @inline(__always)
    private static func store(_ lanes: Lanes, at dst: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(dst).storeBytes(of: lanes, as: Lanes.self)
    }

    /// Four pixels `d` blended through the coverage in the lanes of `c32`.
    @inline(__always)
    private func blend(coverage c32: SIMD4<UInt32>, onto d: Lanes, opaque: Bool) -> Lanes {
        // Each pixel's coverage in both 16-bit halves of its lane.
        let c = unsafeBitCast(c32 | (c32 &<< 16), to: Lanes.self)
        let srcEven = Self.divideBy255(even &* c)
        let srcOdd = Self.divideBy255(odd &* c)
        // 255 minus each pixel's source alpha, in both halves of its lane. An opaque
        // color's alpha scaled by the coverage is the coverage itself.
        let inverse: Lanes
        if opaque {
            // On 32-bit lanes: LLVM turns a 16-bit `c ^ 0x00FF` into lane inserts.
            inverse = unsafeBitCast((c32 | (c32 &<< 16)) ^ 0x00FF_00FF, to: Lanes.self)
        } else {
            // The alpha lanes of `srcOdd` again, in every lane, without shuffling them.
            inverse = Self.divideBy255(alpha &* c) ^ 0x00FF
        }
        // No sum leaves its byte, whatever `d` holds: a source channel is at most the
        // source alpha `sa`, and `d * (255 - sa) / 255` at most `255 - sa`.
        let outEven = Self.divideBy255((d & 0x00FF) &* inverse) &+ srcEven
        let outOdd = Self.divideBy255((d &>> 8) &* inverse) &+ srcOdd
        return outEven | (outOdd &<< 8)
    }

    /// `t / 255` correctly rounded, for `t` up to 255 * 255 in each lane. It equals
    /// `PremultipliedPixel.multiply`'s `(u + (u >> 8)) >> 8` with `u = t + 128`, as
    /// `(u * 257) >> 16`: the high half of a 16-bit product, one instruction (`pmulhuw`).
    @inline(__always)
    private static func divideBy255(_ t: Lanes) -> Lanes {
        let u = SIMD8<UInt32>(truncatingIfNeeded: t &+ 128)
        return Lanes(truncatingIfNeeded: (u &* 257) &>> 16)
    }
}
