import Geometry

// Drawing whose pixels do not depend on the clip.
//
// Damage repainting draws a scene again with the clip narrowed to the damaged
// rectangles, and must give exactly the pixels a full repaint gives there. Rectangles,
// images, gradients' colors, glyph masks and opacity groups are computed pixel by
// pixel, so a clip only chooses which pixels are written. Outlines are not quite: the
// rasterizer folds the coverage of everything left of the clip into one cell at its
// left edge and rescales segments that cross its right edge, so where a clip edge cuts
// a curved or slanted outline, the sums come out in a different order and a pixel
// inside may differ by one in a channel (about one pixel in 150,000 of a random test).
//
// Gradients and scaled images have the same weakness in a milder form: their blitters
// step the gradient position or the source column from the start of each span by
// repeated addition, so a span that starts elsewhere reaches a pixel with a value a
// few ulps off, which flips a table index or a filter weight where the exact value
// falls on a boundary (common with round sizes: a gradient over 51 pixels, an image
// scaled by 1.5).
//
// The methods here rasterize with the columns of the whole target, whatever the clip,
// and cut the spans to the clip afterwards: rows are independent in the rasterizer, so
// narrowing only the rows changes nothing. Gradient positions and image source
// coordinates are computed for each pixel from its own position. So the pixels inside
// any clip are bit for bit those of the unclipped drawing. The cost is rasterizing the
// outline across the full width of the clipped rows (the spans outside are dropped
// unblended) and a multiplication instead of an addition per gradient or image pixel.

extension Painter {
    /// Fills `shape` as `fill(_:with:)` does, with pixels that do not depend on the clip
    /// (see the note at the top of this file).
    public func fillClipInvariant(_ shape: RoundedRect, with paint: Paint) {
        if shape.radii.isZero {
            fillClipInvariant(shape.rect, with: paint)
            return
        }
        scratchPath.removeAll()
        scratchPath.addRoundedRect(shape)
        fillPathClipInvariant(scratchPath, rule: .nonZero, paint: paint)
    }

    /// Fills an axis-aligned rectangle as `fill(_:with:)` does, with pixels that do not
    /// depend on the clip (rectangle coverage is per pixel already; a gradient's position
    /// is computed for each pixel).
    public func fillClipInvariant(_ rect: Rect, with paint: Paint) {
        switch paint {
        case .color:
            fill(rect, with: paint)
        case let .linearGradient(gradient):
            let device = deviceRect(rect), clip = clipBounds
            withPerPixelGradientBlitter(gradient) { blitter in RectCoverage.sweep(device, clip: clip, into: &blitter) }
        }
    }

    /// Draws `image` scaled into `rect` as `draw(_:in:opacity:)` does, with pixels that do
    /// not depend on the clip (each pixel's source position computed from its own).
    public func drawClipInvariant(_ image: Image, in rect: Rect, opacity: Double = 1) {
        guard image.width > 0, image.height > 0, !rect.isEmpty, rect.isFinite else { return }
        let alpha = Self.alphaByte(opacity)
        guard alpha > 0 else { return }
        let device = deviceRect(rect)
        let sx = Double(image.width) / device.width, sy = Double(image.height) / device.height
        image.pixels.withUnsafeBufferPointer { source in
            var blitter = PerPixelImageBlitter(base: ImageBlitter(surface: surface, source: source,
                                                                  sourceWidth: image.width, sourceHeight: image.height,
                                                                  scaleX: sx, offsetX: -device.minX * sx - 0.5,
                                                                  scaleY: sy, offsetY: -device.minY * sy - 0.5,
                                                                  opacity: alpha))
            RectCoverage.sweep(device, clip: clipBounds, into: &blitter)
        }
    }

    /// Fills any outline as `fill(_:rule:with:)` does, with pixels that do not depend on
    /// the clip.
    public func fillClipInvariant(_ path: Path, rule: FillRule = .nonZero, with paint: Paint) {
        fillPathClipInvariant(path, rule: rule, paint: paint)
    }

    /// Strokes a border as `strokeBorder(_:widths:colors:)` does (same geometry, same
    /// corner joins), with pixels that do not depend on the clip.
    public func strokeBorderClipInvariant(_ shape: RoundedRect, widths: EdgeInsets, colors: BorderColors) {
        guard !shape.isEmpty, shape.rect.isFinite else { return }
        func clean(_ w: Double) -> Double { w.isFinite ? max(0, w) : 0 }
        let w = EdgeInsets(top: clean(widths.top), left: clean(widths.left),
                           bottom: clean(widths.bottom), right: clean(widths.right))
        guard w.top + w.left + w.bottom + w.right > 0 else { return }
        let inner = shape.inset(by: w)
        scratchPath.removeAll()
        scratchPath.addRoundedRect(shape)
        appendReversedRoundedRect(inner)
        if colors.isUniform {
            fillPathClipInvariant(scratchPath, rule: .nonZero, paint: .color(colors.top))
            return
        }
        let ring = scratchPath
        let split = InvariantBorderSplit(outer: shape, inner: inner, widths: w)
        for side in InvariantBorderSplit.Side.allCases {
            let color = side.color(in: colors)
            guard side.width(in: w) > 0, color.premultipliedPixel != 0 else { continue }
            fillPathClipInvariant(split.region(of: side).clip(ring), rule: .nonZero, paint: .color(color))
        }
    }

    // MARK: - Internals

    /// Adds `shape` to `scratchPath` counter-clockwise: the same points, in the same
    /// order, as `addRoundedRect(shape, clockwise: false)`, which copies the slice it
    /// reverses (an allocation per border).
    private func appendReversedRoundedRect(_ shape: RoundedRect) {
        let scratch = DrawingScratch.take()
        defer { DrawingScratch.recycle(scratch) }
        scratch.path.removeAll()
        scratch.path.addRoundedRect(shape)
        let points = scratch.path.points
        guard let last = points.last else { return }
        scratchPath.move(to: last)
        for i in stride(from: points.count - 2, through: 0, by: -1) { scratchPath.line(to: points[i]) }
        scratchPath.close()
    }

    func fillPathClipInvariant(_ path: Path, rule: FillRule, paint: Paint) {
        switch paint {
        case let .color(color):
            let pixel = color.premultipliedPixel
            guard pixel != 0 else { return }
            var blitter = SolidBlitter(surface: surface, color: pixel)
            sweepClipInvariant(path, rule: rule, into: &blitter)
        case let .linearGradient(gradient):
            withPerPixelGradientBlitter(gradient) { blitter in sweepClipInvariant(path, rule: rule, into: &blitter) }
        }
    }

    /// `withGradientBlitter`'s setup, with a blitter that computes each pixel's position.
    func withPerPixelGradientBlitter(_ gradient: LinearGradient, _ body: (inout PerPixelGradientBlitter) -> Void) {
        var table = gradient.lookupTable(opacity: 1)
        let start = Point(x: gradient.start.x + translation.dx, y: gradient.start.y + translation.dy)
        let vx = gradient.end.x - gradient.start.x, vy = gradient.end.y - gradient.start.y
        let lengthSquared = vx * vx + vy * vy
        let degenerate = !(lengthSquared > 0 && lengthSquared.isFinite)
        if degenerate { table = [UInt32](repeating: table[255], count: 256) }
        let (dx, dy) = degenerate ? (0, 0) : (vx / lengthSquared, vy / lengthSquared)
        table.withUnsafeBufferPointer { table in
            var blitter = PerPixelGradientBlitter(surface: surface, table: table, startX: start.x, startY: start.y,
                                                  dx: dx, dy: dy)
            body(&blitter)
        }
    }

    /// Runs `sink` over the coverage of `path` (painter coordinates) inside the clip,
    /// rasterized over the target's full width and the clip's rows.
    func sweepClipInvariant<Sink: SpanSink>(_ path: Path, rule: FillRule, into sink: inout Sink) {
        let clip = clipBounds
        guard !clip.isEmpty, !path.points.isEmpty else { return }
        let dx = translation.dx, dy = translation.dy
        var minY = Double.infinity, maxY = -Double.infinity
        for p in path.points {
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        guard minY.isFinite, maxY.isFinite else { return }
        let limit = Double(PixelRect.coordinateLimit)
        let top = Int(max(-limit, min(limit, (minY + dy).rounded(.down))))
        let bottom = Int(max(-limit, min(limit, (maxY + dy).rounded(.up))))
        let window = PixelRect(minX: 0, minY: clip.minY, maxX: target.width, maxY: clip.maxY)
        guard rasterizer.begin(clip: window, bounds: PixelRect(minX: 0, minY: top, maxX: target.width, maxY: bottom))
        else { return }
        path.points.withUnsafeBufferPointer { points in
            var start = 0
            for end in path.contourEnds {
                defer { start = end }
                guard end - start >= 2 else { continue }
                var previous = points[end - 1]
                for i in start..<end {
                    let p = points[i]
                    rasterizer.addLine(previous.x + dx, previous.y + dy, p.x + dx, p.y + dy)
                    previous = p
                }
            }
        }
        var trimmed = ColumnTrimmingSink(base: sink, minX: clip.minX, maxX: clip.maxX)
        rasterizer.sweep(rule: rule, into: &trimmed)
        sink = trimmed.base
    }
}

/// `GradientBlitter` with each pixel's gradient position computed from the pixel's own
/// coordinates, not stepped from the span's start.
struct PerPixelGradientBlitter: SpanSink {
    let surface: Surface
    let table: UnsafeBufferPointer<UInt32>
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

/// `ImageBlitter` with each pixel's source column computed from the pixel's own
/// coordinates, not stepped from the span's start.
struct PerPixelImageBlitter: SpanSink {
    let base: ImageBlitter

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
        let b = base
        let p = b.surface.row(y, x)
        let cov = PremultipliedPixel.multiply(coverage, b.opacity)
        if cov == 0 { return }
        let v = max(0, min(Double(b.sourceHeight - 1), (Double(y) + 0.5) * b.scaleY + b.offsetY))
        let y0 = Int(v)
        let y1 = min(y0 + 1, b.sourceHeight - 1)
        let fy = UInt32((v - Double(y0)) * 256)
        let row0 = b.source.baseAddress! + y0 * b.sourceWidth
        let row1 = b.source.baseAddress! + y1 * b.sourceWidth
        for i in 0..<count {
            let u = (Double(x + i) + 0.5) * b.scaleX + b.offsetX
            let uc = max(0, min(Double(b.sourceWidth - 1), u))
            let x0 = Int(uc)
            let x1 = min(x0 + 1, b.sourceWidth - 1)
            let fx = UInt32((uc - Double(x0)) * 256)
            let top = ImageBlitter.lerp(row0[x0], row0[x1], fx)
            let bottom = ImageBlitter.lerp(row1[x0], row1[x1], fx)
            var src = ImageBlitter.lerp(top, bottom, fy)
            if cov != 255 { src = PremultipliedPixel.scale(src, by: cov) }
            p[i] = PremultipliedPixel.sourceOver(src, p[i])
        }
    }
}

/// Passes on the part of each span between two columns.
struct ColumnTrimmingSink<Base: SpanSink>: SpanSink {
    var base: Base
    let minX: Int
    let maxX: Int

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
        let x0 = max(x, minX), x1 = min(x + count, maxX)
        if x0 < x1 { base.span(y: y, x: x0, count: x1 - x0, coverage: coverage) }
    }
}

/// Where a border's colors meet: the same geometry as `strokeBorder`'s (corner
/// diagonals from the outer corner through the inner one, opposite sides meeting past
/// the deepest corner curve), kept here because that one is private to its file.
private struct InvariantBorderSplit {
    enum Side: CaseIterable {
        case top, right, bottom, left

        func color(in c: BorderColors) -> Color {
            switch self {
            case .top: c.top
            case .right: c.right
            case .bottom: c.bottom
            case .left: c.left
            }
        }

        func width(in w: EdgeInsets) -> Double {
            switch self {
            case .top: w.top
            case .right: w.right
            case .bottom: w.bottom
            case .left: w.left
            }
        }
    }

    let topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point
    let widths: EdgeInsets
    let splitY: (top: Double, bottom: Double)
    let splitX: (left: Double, right: Double)

    init(outer: RoundedRect, inner: RoundedRect, widths w: EdgeInsets) {
        let o = outer.rect, r = inner.radii
        topLeft = Point(x: o.minX, y: o.minY)
        topRight = Point(x: o.maxX, y: o.minY)
        bottomRight = Point(x: o.maxX, y: o.maxY)
        bottomLeft = Point(x: o.minX, y: o.maxY)
        widths = w
        let topReach = o.minY + w.top + max(r.topLeft.height, r.topRight.height)
        let bottomReach = o.maxY - w.bottom - max(r.bottomLeft.height, r.bottomRight.height)
        let leftReach = o.minX + w.left + max(r.topLeft.width, r.bottomLeft.width)
        let rightReach = o.maxX - w.right - max(r.topRight.width, r.bottomRight.width)
        let midY = (topReach + bottomReach) / 2, midX = (leftReach + rightReach) / 2
        splitY = topReach <= bottomReach ? (midY, midY) : (topReach, bottomReach)
        splitX = leftReach <= rightReach ? (midX, midX) : (leftReach, rightReach)
    }

    func region(of side: Side) -> ConvexClip {
        let w = widths
        let dTL = Point(x: w.left, y: w.top), dTR = Point(x: -w.right, y: w.top)
        let dBR = Point(x: -w.right, y: -w.bottom), dBL = Point(x: w.left, y: -w.bottom)
        let planes: [ConvexClip.HalfPlane?]
        switch side {
        case .top:
            planes = [.init(through: topLeft, along: dTL, containing: topRight),
                      .init(through: topRight, along: dTR, containing: topLeft),
                      .init(through: Point(x: 0, y: splitY.top), along: Point(x: 1, y: 0), containing: topLeft)]
        case .bottom:
            planes = [.init(through: bottomLeft, along: dBL, containing: bottomRight),
                      .init(through: bottomRight, along: dBR, containing: bottomLeft),
                      .init(through: Point(x: 0, y: splitY.bottom), along: Point(x: 1, y: 0), containing: bottomLeft)]
        case .left:
            planes = [.init(through: topLeft, along: dTL, containing: bottomLeft),
                      .init(through: bottomLeft, along: dBL, containing: topLeft),
                      .init(through: Point(x: splitX.left, y: 0), along: Point(x: 0, y: 1), containing: topLeft)]
        case .right:
            planes = [.init(through: topRight, along: dTR, containing: bottomRight),
                      .init(through: bottomRight, along: dBR, containing: topRight),
                      .init(through: Point(x: splitX.right, y: 0), along: Point(x: 0, y: 1), containing: topRight)]
        }
        return ConvexClip(halfPlanes: planes.compactMap { $0 })
    }
}
