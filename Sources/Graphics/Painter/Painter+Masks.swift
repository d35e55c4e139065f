import CPixelKernels
import Geometry

extension Painter {
    /// Draws an A8 coverage mask in `color` with its top-left pixel at (x, y) in
    /// painter coordinates (rounded to whole pixels: glyph masks carry their own
    /// subpixel offset). Nothing is drawn at non-finite or far-away positions.
    public func draw(_ mask: AlphaMask, x: Double, y: Double, color: Color) {
        if color != lastMaskColor.color { lastMaskColor = (color, PreparedColor(color)) }
        draw(mask, x: x, y: y, color: lastMaskColor.prepared)
    }

    /// Draws an A8 coverage mask as `draw(_:x:y:color:)` does, in a color prepared once
    /// for many masks.
    public func draw(_ mask: AlphaMask, x: Double, y: Double, color: PreparedColor) {
        guard let ox = Self.wholePixel(x + offset.dx), let oy = Self.wholePixel(y + offset.dy) else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            guard let base = coverage.baseAddress else { return }
            var placement = MaskPlacement(coverage: base, width: mask.width, height: mask.height, x: ox, y: oy)
            withUnsafePointer(to: &placement) { drawMasks(UnsafeBufferPointer(start: $0, count: 1), color: color) }
        }
    }

    /// Draws coverage masks in one color, each over what the ones before it drew, with
    /// exactly the pixels of drawing them one by one. Placements are in device pixels:
    /// the translation is not applied (callers have snapped their positions already);
    /// the clip is.
    ///
    /// Pass the glyphs of one line: their rows (a 760 px line of 14 px text: 52 KB) stay
    /// in L2 while the masks are composited one after another, each through its own
    /// rows. (Row by row through every mask, the order before, wrote each row once but
    /// tested every mask of the line on every row, a branch that glyphs of unlike heights
    /// made unpredictable: 11% slower on text-paragraph.) A pixel meets the masks over it
    /// in their order either way, so the pixels are the same.
    public func drawMasks(_ masks: UnsafeBufferPointer<MaskPlacement>, color: PreparedColor) {
        let blend = color.blend
        guard blend.pixel != 0, !masks.isEmpty else { return }
        var top = Int.max, bottom = Int.min
        for mask in masks where mask.width > 0 && mask.height > 0 {
            top = min(top, mask.y)
            bottom = max(bottom, mask.y + mask.height)
        }
        top = max(top, clip.minY)
        bottom = min(bottom, clip.maxY)
        guard top < bottom else { return }
        let surface = surface
        if tessera_span_kernels_wide() != 0 {
            // The AVX2 loop: the same order, eight pixels a step (PixelKernels.h).
            var target = tessera_mask_target(base: surface.base, stride: surface.stride, origin_x: surface.originX,
                                             origin_y: surface.originY, clip_min_x: clip.minX, clip_max_x: clip.maxX)
            UnsafeRawPointer(masks.baseAddress!).withMemoryRebound(to: tessera_mask_placement.self, capacity: masks.count) {
                tessera_draw_masks_avx2($0, masks.count, blend.pixel, blend.isOpaque ? 1 : 0, &target, top, bottom)
            }
            return
        }
        // Opacity is decided once, and each case inlines a loop of its own.
        @inline(__always) func rows(opaque: Bool) {
            for mask in masks {
                let left = mask.x
                let minX = max(left, clip.minX), maxX = min(left + mask.width, clip.maxX)
                let first = max(top, mask.y), end = min(bottom, mask.y + mask.height)
                guard minX < maxX, first < end else { continue }
                for y in first..<end {
                    blend.row(coverage: mask.coverage + (y - mask.y) * mask.width + (minX - left),
                              onto: surface.row(y, minX), count: maxX - minX, opaque: opaque)
                }
            }
        }
        if blend.isOpaque { rows(opaque: true) } else { rows(opaque: false) }
    }

    /// `v` rounded to the nearest whole pixel (halves away from zero), or nil when it is
    /// not finite or beyond `PixelRect.coordinateLimit`.
    @inline(__always)
    static func wholePixel(_ v: Double) -> Int? {
        abs(v) < Double(PixelRect.coordinateLimit) ? v.roundedToInt : nil
    }

    /// Draws `image` scaled into `rect` with bilinear filtering, blended with `opacity`.
    /// Fractional edges of `rect` are anti-aliased.
    public func draw(_ image: Image, in rect: Rect, opacity: Double = 1) {
        guard image.width > 0, image.height > 0, !rect.isEmpty, rect.isFinite else { return }
        let alpha = Self.alphaByte(opacity)
        guard alpha > 0 else { return }
        let device = deviceRect(rect)
        // Sampling steps and offsets on a grid of 2^-24: the sample positions are then
        // exact sums, the same for the same image wherever it is moved by whole pixels
        // (the rectangle's width, a difference of two positions, varies in its last bits
        // with where it is, and bilinear weights often fall on ties such as one half).
        func fixed(_ value: Double) -> Double { (value * 16_777_216).rounded() / 16_777_216 }
        let sx = fixed(Double(image.width) / device.width), sy = fixed(Double(image.height) / device.height)
        let originX = device.minX.rounded(.down), originY = device.minY.rounded(.down)
        guard let x0 = Self.wholePixel(originX), let y0 = Self.wholePixel(originY) else { return }
        image.pixels.withUnsafeBufferPointer { source in
            var blitter = ImageBlitter(surface: surface, source: source,
                                       sourceWidth: image.width, sourceHeight: image.height, originX: x0, originY: y0,
                                       scaleX: sx, offsetX: fixed(-(device.minX - originX) * sx - 0.5),
                                       scaleY: sy, offsetY: fixed(-(device.minY - originY) * sy - 0.5),
                                       opacity: alpha)
            RectCoverage.sweep(device, clip: clipBounds, into: &blitter)
        }
    }
}
