import Geometry

/// Where a transformed subtree's layer lies and how destination pixels sample it: the
/// plan behind `Painter.withTransform` (see Painter+Transform.swift for the design).
///
/// Everything here is in device pixels. The *source* is the untransformed drawing, the
/// *destination* the surface it is composited onto. Only the layer's extent (`layer`)
/// and the destination pixels visited (`destination`) depend on the clip; the position
/// each destination pixel samples is a function of the transform, the source and the
/// pixel's own coordinates.
struct TransformedLayer {
    /// The source pixels the layer holds: the source rectangle's pixels that pixels
    /// inside the clip may sample, with a margin for bilinear neighbours and rounding.
    let layer: PixelRect
    /// The destination pixels that may receive anything: the transformed source's
    /// bounding box (with a pixel of fade around it), inside the clip.
    let destination: PixelRect

    /// The pixel whose centre the sampling positions are measured from: where the
    /// source's centre lands, independent of the clip.
    let originX: Int, originY: Int
    /// The position in the layer that `origin`'s centre samples, in the layer's texel
    /// index space (texel i has its centre at i), in units of 2^-24 texel, plus half a
    /// weight step (2^-9 texel) so that truncating to 8-bit weights rounds to nearest.
    let u0: Int64, v0: Int64
    /// How the position moves per destination pixel right (`dudx`, `dvdx`) and down
    /// (`dudy`, `dvdy`), same units.
    let dudx: Int64, dvdx: Int64, dudy: Int64, dvdy: Int64

    /// Fractional bits of positions: 24 keeps a position within 2^-10 texel of exact
    /// across a 32768-pixel row; Int64 leaves room for any coordinate (see `init`).
    static let fractionBits: Int64 = 24
    static let one = Double(1 << 24)
    /// The largest inverse coefficient accepted: a subtree shrunk more than about a
    /// million times is smaller than a pixel and is not drawn.
    static let largestStep = Double(1 << 20)
    /// The most pixels a layer may have (256 MiB): a huge subtree shrunk onto the
    /// screen is not drawn rather than allocating gigabytes.
    static let largestLayer = 1 << 26

    /// The plan for drawing the pixels `source` covers (device coordinates), moved by
    /// `transform` (device to device), into `clip`; nil when nothing can show: a
    /// singular transform, an empty or non-finite source, nothing of it inside the clip,
    /// or a layer side beyond `Framebuffer.maxSide` or more than `largestLayer` pixels.
    init?(transform: AffineTransform, source: Rect, clip: PixelRect) {
        guard let inverse = transform.inverted(), !source.isEmpty, source.isFinite, !clip.isEmpty else { return nil }
        guard max(max(abs(inverse.a), abs(inverse.b)), max(abs(inverse.c), abs(inverse.d))) <= Self.largestStep else {
            return nil
        }
        let sourcePixels = source.enclosingPixels
        guard !sourcePixels.isEmpty else { return nil }
        // Destination pixels whose centres fall within half a texel of the source's
        // pixels get a share of its edge texels (the fade of an anti-aliased edge); one
        // pixel around covers them.
        let reach = transform.boundingBox(of: sourcePixels.rect.insetBy(dx: -1, dy: -1))
        destination = reach.enclosingPixels.intersection(clip)
        guard !destination.isEmpty else { return nil }
        // Every texel a destination pixel's bilinear sample touches lies within a pixel
        // of where its centre maps; 2 leaves a pixel for the rounding of positions.
        let needed = inverse.boundingBox(of: destination.rect).enclosingPixels
        layer = PixelRect(minX: needed.minX - 2, minY: needed.minY - 2, maxX: needed.maxX + 2, maxY: needed.maxY + 2)
            .intersection(sourcePixels)
        guard !layer.isEmpty, layer.width <= Framebuffer.maxSide, layer.height <= Framebuffer.maxSide,
              layer.area <= Self.largestLayer else { return nil }

        let centre = transform.apply(to: sourcePixels.rect.center)
        originX = PixelRect.coordinate(centre.x.rounded(.down))
        originY = PixelRect.coordinate(centre.y.rounded(.down))
        let sampled = inverse.apply(to: Point(x: Double(originX) + 0.5, y: Double(originY) + 0.5))
        // Measured from the source's pixels, not the layer's (which the clip moves), then
        // shifted by the whole texels between the two: exact in fixed point.
        let u = sampled.x - Double(sourcePixels.minX) - 0.5, v = sampled.y - Double(sourcePixels.minY) - 0.5
        guard abs(u) < 0x1p36, abs(v) < 0x1p36 else { return nil }
        let half = Int64(1) << (Self.fractionBits - 9)
        u0 = Self.fixed(u) - Int64(layer.minX - sourcePixels.minX) << Self.fractionBits + half
        v0 = Self.fixed(v) - Int64(layer.minY - sourcePixels.minY) << Self.fractionBits + half
        (dudx, dvdx, dudy, dvdy) = (Self.fixed(inverse.a), Self.fixed(inverse.b), Self.fixed(inverse.c), Self.fixed(inverse.d))
    }

    /// `value` (finite, |value| < 2^38) in units of 2^-24, rounded to nearest.
    static func fixed(_ value: Double) -> Int64 { Int64((value * one).rounded()) }

    /// The destination columns of row `y` whose samples may touch the layer, a little
    /// wide (the per-pixel test in the composite decides at the edges), inside
    /// `destination`. Solved in floating point from the same fixed-point positions:
    /// only which pixels are visited depends on it, never what they get.
    func columns(row y: Int) -> Range<Int> {
        let dy = Double(y - originY)
        let u = (Double(u0) + dy * Double(dudy)) / Self.one, v = (Double(v0) + dy * Double(dvdy)) / Self.one
        // Taps at floor(position) and the next texel: a position in (-1, size) touches
        // the layer.
        let (uMin, uMax) = Self.steps(from: u, by: Double(dudx) / Self.one, within: -1, Double(layer.width))
        let (vMin, vMax) = Self.steps(from: v, by: Double(dvdx) / Self.one, within: -1, Double(layer.height))
        let first = max(uMin, vMin) - 1, last = min(uMax, vMax) + 1
        guard first <= last else { return 0..<0 }
        let lower = max(Double(destination.minX), Double(originX) + first.rounded(.down))
        let upper = min(Double(destination.maxX), Double(originX) + last.rounded(.up) + 1)
        guard lower < upper else { return 0..<0 }
        return Int(lower)..<Int(upper)
    }

    /// The steps k (real) for which `start + k * step` lies within `lower...upper`:
    /// everything when the position does not move and is inside, nothing (an empty
    /// interval) when it does not move and is outside.
    private static func steps(from start: Double, by step: Double, within lower: Double, _ upper: Double)
        -> (Double, Double) {
        if step == 0 {
            return start >= lower && start <= upper ? (-.infinity, .infinity) : (1, 0)
        }
        let a = (lower - start) / step, b = (upper - start) / step
        return (min(a, b), max(a, b))
    }
}
