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
        let blend = color.blend
        guard blend.pixel != 0,
              let ox = Self.wholePixel(x + offset.dx), let oy = Self.wholePixel(y + offset.dy) else { return }
        // The clip, cut by hand once for all rows: a handful of compares.
        let width = mask.width
        let minX = max(ox, clip.minX), maxX = min(ox + width, clip.maxX)
        let minY = max(oy, clip.minY), maxY = min(oy + mask.height, clip.maxY)
        guard minX < maxX, minY < maxY else { return }
        let surface = surface, count = maxX - minX
        mask.coverage.withUnsafeBufferPointer { coverage in
            @inline(__always) func rows(opaque: Bool) {
                var src = coverage.baseAddress! + (minY - oy) * width + (minX - ox)
                var dst = surface.row(minY, minX)
                for _ in minY..<maxY {
                    blend.row(coverage: src, onto: dst, count: count, opaque: opaque)
                    src += width
                    dst += surface.stride
                }
            }
            // Opacity is decided once per mask, and each call inlines a loop for its case.
            if blend.isOpaque { rows(opaque: true) } else { rows(opaque: false) }
        }
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
        let sx = Double(image.width) / device.width, sy = Double(image.height) / device.height
        image.pixels.withUnsafeBufferPointer { source in
            var blitter = ImageBlitter(surface: surface, source: source,
                                       sourceWidth: image.width, sourceHeight: image.height,
                                       scaleX: sx, offsetX: -device.minX * sx - 0.5,
                                       scaleY: sy, offsetY: -device.minY * sy - 0.5,
                                       opacity: alpha)
            RectCoverage.sweep(device, clip: clipBounds, into: &blitter)
        }
    }
}
