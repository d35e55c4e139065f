import Geometry

extension Painter {
    /// Draws an A8 coverage mask in `color` with its top-left pixel at (x, y) in
    /// painter coordinates (rounded to whole pixels: glyph masks carry their own
    /// subpixel offset).
    public func draw(_ mask: AlphaMask, x: Double, y: Double, color: Color) {
        let pixel = color.premultipliedPixel
        guard pixel != 0, mask.width > 0, mask.height > 0 else { return }
        let ox = Int((x + translation.dx).rounded()), oy = Int((y + translation.dy).rounded())
        let area = PixelRect(x: ox, y: oy, width: mask.width, height: mask.height).intersection(clipBounds)
        guard !area.isEmpty else { return }
        let opaque = pixel >> 24 == 255
        mask.coverage.withUnsafeBufferPointer { coverage in
            for y in area.minY..<area.maxY {
                let src = coverage.baseAddress! + (y - oy) * mask.width + (area.minX - ox)
                let dst = surface.row(y, area.minX)
                for i in 0..<area.width {
                    let c = UInt32(src[i])
                    if c == 0 { continue }
                    if c == 255 && opaque { dst[i] = pixel; continue }
                    dst[i] = PremultipliedPixel.sourceOver(PremultipliedPixel.scale(pixel, by: c), dst[i])
                }
            }
        }
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
