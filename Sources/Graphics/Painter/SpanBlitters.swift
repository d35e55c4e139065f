import CPixelKernels
import Geometry

/// Where blitters write: a pixel pointer and the device coordinates of its first pixel
/// (the target framebuffer, or a layer: an opacity group's, which covers part of the
/// target, or a transformed subtree's, which may lie outside it).
struct Surface {
    let base: UnsafeMutablePointer<UInt32>
    let stride: Int
    let originX: Int
    let originY: Int

    @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt32> {
        base + (y - originY) * stride + (x - originX)
    }
}

/// Blends one premultiplied color, scaled by each span's coverage.
struct SolidBlitter: SpanSink {
    let surface: Surface
    let color: UInt32

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
        let p = surface.row(y, x)
        // A shape's rows come one after another, a stride apart: the span two rows down
        // is asked for now, so its bytes are in cache when it comes (a 1080p frame is
        // larger than L2, and the hardware prefetcher does not guess a stride). Two rows
        // ahead measured best on rects-10k (36 ms, against 38 one row ahead). Short spans
        // (edges, glyph-sized shapes) skip it: the hint would cost more than it saves.
        if count >= 16 { tessera_prefetch_for_write(p, surface.stride &* 8, count &* 4) }
        let src = coverage == 255 ? color : PremultipliedPixel.scale(color, by: coverage)
        let alpha = src >> 24
        if alpha == 255 {
            PixelFill.fill(p, count: count, with: src)
            return
        }
        if src == 0 { return }
        if count >= 16 && tessera_span_kernels_wide() != 0 {
            tessera_source_over_span_avx2(src, p, count)
        } else {
            SpanBlend.sourceOver(src, onto: p, count: count)
        }
    }
}

/// Blends a linear gradient: each pixel center is projected on the gradient line and
/// its color looked up in a 256-entry table. Each pixel's position is computed from its
/// own coordinates (not stepped from the span's start), so a pixel's color does not
/// depend on where the clip starts its span.
struct GradientBlitter: SpanSink {
    let surface: Surface
    let table: UnsafeBufferPointer<UInt32>
    /// Gradient position t = (px - sx) * dx + (py - sy) * dy, 0 at the start, 1 at the end.
    let startX: Double, startY: Double, dx: Double, dy: Double

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
        let p = surface.row(y, x)
        let rowPart = (Double(y) + 0.5 - startY) * dy
        for i in 0..<count {
            let t = (Double(x + i) + 0.5 - startX) * dx + rowPart
            let index = t <= 0 ? 0 : (t >= 1 ? 255 : Int(t * 255 + 0.5))
            var src = table[index]
            if coverage != 255 { src = PremultipliedPixel.scale(src, by: coverage) }
            p[i] = PremultipliedPixel.sourceOver(src, p[i])
        }
    }
}

/// Blends an image scaled into a destination rectangle, sampling with bilinear
/// filtering at pixel centers (edges clamp to the outermost texels). Each pixel's source
/// position is computed from its own coordinates, as the gradient's is.
struct ImageBlitter: SpanSink {
    let surface: Surface
    let source: UnsafeBufferPointer<UInt32>
    let sourceWidth: Int, sourceHeight: Int
    /// Source position of device x: u = (x - originX) * scaleX + offsetX (likewise v).
    /// Positions are taken from a whole-pixel origin near the image, so an image moved
    /// by whole pixels samples exactly the same positions (blit scrolling relies on it);
    /// from 0, the rounding of large products would differ.
    let originX: Int, originY: Int
    let scaleX: Double, offsetX: Double, scaleY: Double, offsetY: Double
    /// Opacity 0...255, multiplied into each span's coverage.
    let opacity: UInt32

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
        let p = surface.row(y, x)
        let cov = PremultipliedPixel.multiply(coverage, opacity)
        if cov == 0 { return }
        let v = max(0, min(Double(sourceHeight - 1), (Double(y - originY) + 0.5) * scaleY + offsetY))
        let y0 = Int(v)
        let y1 = min(y0 + 1, sourceHeight - 1)
        let fy = UInt32((v - Double(y0)) * 256)
        let row0 = source.baseAddress! + y0 * sourceWidth
        let row1 = source.baseAddress! + y1 * sourceWidth
        // Unscaled and on the pixel grid (a picture at its own size, an animation's
        // frames): each pixel is its texel, as the weights of 0 below would give, so
        // the texels are blended straight, without sampling.
        let first = x - originX
        if fy == 0, scaleX == 1, offsetX == -0.5, first >= 0, first + count <= sourceWidth {
            Self.blend(row0 + first, onto: p, count: count, coverage: cov)
            return
        }
        for i in 0..<count {
            let u = (Double(x + i - originX) + 0.5) * scaleX + offsetX
            let uc = max(0, min(Double(sourceWidth - 1), u))
            let x0 = Int(uc)
            let x1 = min(x0 + 1, sourceWidth - 1)
            let fx = UInt32((uc - Double(x0)) * 256)
            let top = Self.lerp(row0[x0], row0[x1], fx)
            let bottom = Self.lerp(row1[x0], row1[x1], fx)
            var src = Self.lerp(top, bottom, fy)
            if cov != 255 { src = PremultipliedPixel.scale(src, by: cov) }
            p[i] = PremultipliedPixel.sourceOver(src, p[i])
        }
    }

    /// Each of `count` texels over its pixel, scaled by `coverage`: an opaque texel is
    /// stored, a clear one leaves the pixel (`sourceOver` gives the same bytes).
    @inline(__always)
    static func blend(_ texels: UnsafePointer<UInt32>, onto p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UInt32) {
        for i in 0..<count {
            var src = texels[i]
            if coverage != 255 { src = PremultipliedPixel.scale(src, by: coverage) }
            let alpha = src >> 24
            if alpha == 255 {
                p[i] = src
            } else if src != 0 {
                p[i] = PremultipliedPixel.sourceOver(src, p[i])
            }
        }
    }

    /// `a + (b - a) * f / 256` per channel, two channels per multiply.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 { return a }
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ag
    }
}
