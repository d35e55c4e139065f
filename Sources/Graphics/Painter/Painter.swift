import Geometry

/// Draws anti-aliased shapes, borders, gradients, masks and images into a `Framebuffer`.
///
/// A painter keeps a current clip (whole pixels), a translation, and a stack of
/// opacity groups and transformed layers; `withClip`, `withTranslation`, `withOpacity`
/// and `withTransform` change them for the duration of a closure. Geometry is in the
/// painter's current coordinates (device pixels shifted by the translation). Shapes
/// with zero, negative or non-finite sizes draw nothing.
///
/// Drawing does not depend on the clip: every pixel inside a clip is bit for bit the
/// pixel drawing without it gives, for outlines cut anywhere (see `CoverageRasterizer`),
/// gradients and scaled images (each pixel's position is computed from its own
/// coordinates). So a damaged region can be repainted alone, under a narrower clip.
///
/// A painter is a retained object with scratch memory (rasterizer cells, the outline
/// being drawn, spare offscreen layers): keep one per framebuffer and reuse it, and use
/// it from one thread at a time.
public final class Painter {
    /// The framebuffer being drawn into.
    public let target: Framebuffer
    /// The current clip in device pixels: inside the target, except in the body of
    /// `withTransform`, where it is the part of the untransformed drawing its layer holds.
    public var clipBounds: PixelRect { clip }
    /// The current translation from painter coordinates to device pixels.
    public var translation: (dx: Double, dy: Double) { offset }

    // The state behind the two getters above. Stored properties that only this module
    // can see let the whole-module optimizer prove that no access to them overlaps
    // another, so reading them needs no runtime exclusivity check: as public stored
    // properties, each read called `swift_beginAccess` (about 75 instructions, a
    // sixth of what drawing a 14 px glyph mask now costs).
    private(set) var clip: PixelRect
    private(set) var offset: (dx: Double, dy: Double) = (0, 0)

    let rasterizer = CoverageRasterizer()
    /// The outline being built, reused from shape to shape.
    var scratchPath = Path()
    /// Where drawing lands: the target, or the innermost opacity group's or transform's
    /// layer.
    var surface: Surface
    /// Offscreen layers for opacity groups and transforms, reused from frame to frame.
    var layerPool = LayerPool(byteLimit: 16 << 20)
    /// The last color a mask was drawn in, prepared: text draws thousands of glyph
    /// masks in one color, and comparing four numbers is cheaper than converting them.
    var lastMaskColor = (color: Color.clear, prepared: PreparedColor(.clear))

    /// The most bytes of offscreen layers (opacity groups, transformed subtrees) kept
    /// between uses, 16 MiB unless changed; beyond it the largest spare layers are freed.
    /// A layer bigger than the limit is allocated each time it is needed. Lowering the
    /// limit frees spare layers at once.
    public var spareLayerByteLimit: Int {
        get { layerPool.byteLimit }
        set { layerPool.byteLimit = newValue }
    }

    public init(target: Framebuffer) {
        self.target = target
        clip = target.bounds
        surface = Surface(base: target.pixels, stride: target.stride, originX: 0, originY: 0)
    }

    /// Runs `body` with the clip narrowed to `rect` (painter coordinates), whose edges
    /// are rounded to the nearest whole pixels.
    public func withClip<R>(_ rect: Rect, _ body: () throws -> R) rethrows -> R {
        let saved = clip
        defer { clip = saved }
        clip = clip.intersection(devicePixels(rect))
        return try body()
    }

    /// Runs `body` with drawing moved by (dx, dy).
    public func withTranslation<R>(dx: Double, dy: Double, _ body: () throws -> R) rethrows -> R {
        let saved = offset
        defer { offset = saved }
        offset = (offset.dx + dx, offset.dy + dy)
        return try body()
    }

    /// Draws what `body` draws as one group, blended with `opacity` (0...1): overlapping
    /// shapes inside the group do not show through each other, as CSS `opacity` does.
    public func withOpacity<R>(_ opacity: Double, _ body: () throws -> R) rethrows -> R {
        let alpha = Self.alphaByte(opacity)
        if alpha == 255 { return try body() }
        let area = clipBounds
        return try withLayer(area, body) { layer in
            if alpha != 0 { composite(layer, at: area, alpha: alpha) }
        }
    }

    /// Sets every pixel inside the clip to `color`, replacing what was there.
    public func clear(_ color: Color) {
        let pixel = color.premultipliedPixel
        let c = clipBounds
        guard !c.isEmpty else { return }
        PixelFill.fill(surface.row(c.minY, c.minX), width: c.width, height: c.height, stride: surface.stride, with: pixel)
    }

    // MARK: - Internals shared by the drawing extensions

    /// An opacity as an 8-bit alpha: clamped to 0...1 (infinity counts as 1), NaN as 0.
    static func alphaByte(_ opacity: Double) -> UInt32 {
        opacity.isNaN ? 0 : UInt32((max(0, min(1, opacity)) * 255).rounded())
    }

    /// `rect` in device coordinates, edges rounded to the nearest pixel.
    func devicePixels(_ rect: Rect) -> PixelRect {
        guard !rect.isEmpty, rect.isFinite else { return .zero }
        let r = deviceRect(rect)
        func snap(_ v: Double) -> Int { PixelRect.coordinate(v.rounded()) }
        return PixelRect(minX: snap(r.minX), minY: snap(r.minY), maxX: snap(r.maxX), maxY: snap(r.maxY))
    }

    func deviceRect(_ rect: Rect) -> Rect { rect.offsetBy(dx: translation.dx, dy: translation.dy) }

    /// Runs `sink` over the coverage of `path`, which is in painter coordinates.
    func sweep<Sink: SpanSink>(_ path: Path, rule: FillRule, into sink: inout Sink) {
        guard let bounds = deviceRowBounds(of: path) else { return }
        rasterize(path, rule: rule, rows: bounds, into: &sink)
    }

    /// Runs `sink` over the coverage of `path`, a rounded rectangle or a border's ring
    /// whose rows in `straight` are made of vertical edges only: those rows are covered
    /// directly, the others rasterized (rows are independent in the rasterizer).
    func sweep<Sink: SpanSink>(_ path: Path, rule: FillRule, straight: StraightRows?, into sink: inout Sink) {
        guard let bounds = deviceRowBounds(of: path) else { return }
        guard let straight, straight.rows.lowerBound < straight.rows.upperBound else {
            rasterize(path, rule: rule, rows: bounds, into: &sink)
            return
        }
        let rows = straight.rows
        if bounds.minY < rows.lowerBound {
            rasterize(path, rule: rule, rows: PixelRect(minX: bounds.minX, minY: bounds.minY,
                                                        maxX: bounds.maxX, maxY: rows.lowerBound), into: &sink)
        }
        let clip = clipBounds, top = Double(rows.lowerBound), bottom = Double(rows.upperBound)
        RectCoverage.sweep(minX: straight.first.minX, minY: top, maxX: straight.first.maxX, maxY: bottom,
                           clip: clip, into: &sink)
        if let second = straight.second {
            RectCoverage.sweep(minX: second.minX, minY: top, maxX: second.maxX, maxY: bottom, clip: clip, into: &sink)
        }
        if rows.upperBound < bounds.maxY {
            rasterize(path, rule: rule, rows: PixelRect(minX: bounds.minX, minY: rows.upperBound,
                                                        maxX: bounds.maxX, maxY: bounds.maxY), into: &sink)
        }
    }

    /// Runs `sink` over the coverage of `path` (painter coordinates) in `rows` (device).
    private func rasterize<Sink: SpanSink>(_ path: Path, rule: FillRule, rows: PixelRect, into sink: inout Sink) {
        guard rasterizer.begin(clip: clipBounds, bounds: rows) else { return }
        let dx = translation.dx, dy = translation.dy
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
        rasterizer.sweep(rule: rule, into: &sink)
    }

    /// Fills `path` (painter coordinates) with `paint`; rows in `straight` (see
    /// `sweep(_:rule:straight:into:)`) are covered without the rasterizer.
    func fillPath(_ path: Path, rule: FillRule, paint: Paint, straight: StraightRows? = nil) {
        switch paint {
        case let .color(color):
            let pixel = color.premultipliedPixel
            guard pixel != 0 else { return }
            var blitter = SolidBlitter(surface: surface, color: pixel)
            sweep(path, rule: rule, straight: straight, into: &blitter)
        case let .linearGradient(gradient):
            withGradientBlitter(gradient) { blitter in sweep(path, rule: rule, straight: straight, into: &blitter) }
        }
    }

    func withGradientBlitter(_ gradient: LinearGradient, _ body: (inout GradientBlitter) -> Void) {
        var table = gradient.lookupTable(opacity: 1)
        let start = Point(x: gradient.start.x + translation.dx, y: gradient.start.y + translation.dy)
        let vx = gradient.end.x - gradient.start.x, vy = gradient.end.y - gradient.start.y
        let lengthSquared = vx * vx + vy * vy
        let degenerate = !(lengthSquared > 0 && lengthSquared.isFinite)
        // A zero-length gradient shows its last color everywhere, as CSS does.
        if degenerate { table = [UInt32](repeating: table[255], count: 256) }
        let (dx, dy) = degenerate ? (0, 0) : (vx / lengthSquared, vy / lengthSquared)
        let startX = start.x
        table.withUnsafeBufferPointer { table in
            var blitter = GradientBlitter(surface: surface, table: table, startX: startX, startY: start.y, dx: dx, dy: dy)
            body(&blitter)
        }
    }

    /// The device rows `path` spans (its columns are left to the clip).
    private func deviceRowBounds(of path: Path) -> PixelRect? {
        guard !path.points.isEmpty else { return nil }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in path.points {
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        guard minY.isFinite, maxY.isFinite else { return nil }
        let top = PixelRect.coordinate((minY + translation.dy).rounded(.down))
        let bottom = PixelRect.coordinate((maxY + translation.dy).rounded(.up))
        return PixelRect(minX: clipBounds.minX, minY: top, maxX: clipBounds.maxX, maxY: bottom)
    }

    /// Runs `body` drawing into a transparent layer from the pool that stands for the
    /// device pixels `area` (the clip is `area` meanwhile), then `composite` with the
    /// layer (its top-left pixel is `area`'s), and gives the layer back to the pool.
    /// `area`'s sides are at most `Framebuffer.maxSide` (callers check).
    func withLayer<R>(_ area: PixelRect, _ body: () throws -> R, composite: (Framebuffer) -> Void) rethrows -> R {
        // The pool's framebuffer itself, not a view of it: a view is an object, and a
        // warm frame allocates nothing.
        let layer = layerPool.take(width: area.width, height: area.height)
        let (savedSurface, savedClip) = (surface, clip)
        surface = Surface(base: layer.pixels, stride: layer.stride, originX: area.minX, originY: area.minY)
        clip = area
        defer {
            (surface, clip) = (savedSurface, savedClip)
            composite(layer)
            layerPool.recycle(layer)
        }
        return try body()
    }

    /// Blends the layer's top-left `area.width` × `area.height` pixels onto `area` of
    /// the current surface, scaled by `alpha`.
    private func composite(_ layer: Framebuffer, at area: PixelRect, alpha: UInt32) {
        guard !area.isEmpty else { return }
        for y in 0..<area.height {
            let src = layer.pixels + y * layer.stride
            let dst = surface.row(area.minY + y, area.minX)
            for x in 0..<area.width where src[x] != 0 {
                dst[x] = PremultipliedPixel.sourceOver(PremultipliedPixel.scale(src[x], by: alpha), dst[x])
            }
        }
    }
}
