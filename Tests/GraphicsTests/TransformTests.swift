import Testing
@testable import Graphics
import Geometry
import TestSupport

/// `Painter.withTransform`: a subtree drawn into a layer and composited through an affine
/// transform with bilinear filtering.
@Suite struct TransformTests {
    static let teal = Color(red: 0, green: 0.5, blue: 0.5)
    static let orange = Color(red: 1, green: 0.55, blue: 0, alpha: 0.8)

    /// Shapes, a gradient, a border and an image inside `Rect(x: 8, y: 6, width: 48, height: 40)`.
    static func drawing(_ p: Painter) {
        p.fill(RoundedRect(Rect(x: 8, y: 6, width: 30, height: 24), radius: 6), with: .color(teal))
        p.fill(Rect(x: 20.25, y: 14.5, width: 35.5, height: 20),
               with: .linearGradient(LinearGradient(from: .black, to: orange, start: Point(x: 20, y: 14), end: Point(x: 56, y: 34))))
        p.fillEllipse(in: Rect(x: 10, y: 26, width: 22, height: 18.5), with: .color(Color(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.6)))
        p.strokeBorder(RoundedRect(Rect(x: 8, y: 6, width: 48, height: 40), radius: 4), widths: EdgeInsets(all: 1.5),
                       colors: BorderColors(all: .black))
        p.draw(ClipExactnessTests.image, in: Rect(x: 40, y: 30, width: 12, height: 9), opacity: 0.9)
    }

    static let drawingBounds = Rect(x: 8, y: 6, width: 48, height: 40)

    // MARK: - Exact cases

    /// The identity draws exactly what drawing without a transform draws, at any
    /// opacity (as `withOpacity`) and under a fractional translation.
    @Test(arguments: [1.0, 0.5])
    func identityEqualsNoTransform(_ opacity: Double) throws {
        let (plain, pp) = try makeCanvas(64, 64, background: .white)
        pp.withTranslation(dx: 2.25, dy: -1.5) { pp.withOpacity(opacity) { Self.drawing(pp) } }
        let (transformed, pt) = try makeCanvas(64, 64, background: .white)
        pt.withTranslation(dx: 2.25, dy: -1.5) {
            pt.withTransform(.identity, source: Self.drawingBounds, opacity: opacity) { Self.drawing(pt) }
        }
        #expect(pixels(of: transformed) == pixels(of: plain))
    }

    /// A translation by whole pixels moves every pixel by exactly that much.
    @Test func wholePixelTranslationIsExact() throws {
        let (plain, pp) = try makeCanvas(80, 80)
        Self.drawing(pp)
        let (moved, pm) = try makeCanvas(80, 80)
        pm.withTransform(AffineTransform(translationX: 13, y: -4), source: Self.drawingBounds) { Self.drawing(pm) }
        var differing = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let (sx, sy) = (x - 13, y + 4)
                let expected = sx >= 0 && sx < 80 && sy >= 0 && sy < 80 ? plain[sx, sy] : 0
                if moved[x, y] != expected { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    /// Quarter and half turns about a whole-pixel point map pixel centres onto pixel
    /// centres: every pixel is exactly one pixel of the untransformed drawing (on a
    /// transparent target, where compositing a pixel gives it unchanged). The transform
    /// applies in the painter's coordinates, after its translation (here 7, 4).
    @Test(arguments: [1, 2, 3])
    func quarterTurnsMapPixelsOntoPixels(_ quarters: Int) throws {
        let (dx, dy) = (7, 4)
        let (plain, pp) = try makeCanvas(72, 72)
        pp.withTranslation(dx: Double(dx), dy: Double(dy)) { Self.drawing(pp) }
        let (turned, pt) = try makeCanvas(72, 72)
        let (cx, cy) = (32, 26)
        let turn = AffineTransform(rotation: Double(quarters) * .pi / 2).around(Point(x: Double(cx), y: Double(cy)))
        pt.withTranslation(dx: Double(dx), dy: Double(dy)) {
            pt.withTransform(turn, source: Self.drawingBounds) { Self.drawing(pt) }
        }
        let inverse = try #require(turn.inverted())
        var differing = 0
        for y in 0..<72 {
            for x in 0..<72 {
                // The device pixel's centre in painter coordinates, back through the turn.
                let s = inverse.apply(to: Point(x: Double(x - dx) + 0.5, y: Double(y - dy) + 0.5))
                let (sx, sy) = (Int((s.x - 0.5).rounded()) + dx, Int((s.y - 0.5).rounded()) + dy)
                let expected = sx >= 0 && sx < 72 && sy >= 0 && sy < 72 ? plain[sx, sy] : 0
                if turned[x, y] != expected { differing += 1 }
            }
        }
        #expect(differing == 0)
        #expect(pixels(of: turned).filter { $0 != 0 }.count > 1000)
    }

    /// Scaling by 2 about the origin: the interior is the color exactly, and each edge
    /// fades over the two pixels either side of where the edge lands (at x = 20 and 40):
    /// no half-pixel shift.
    @Test func scaleTwoEdgesAreCentredOnTheScaledEdges() throws {
        let (fb, painter) = try makeCanvas(60, 60)
        painter.withTransform(AffineTransform(scale: 2), source: Rect(x: 10, y: 10, width: 10, height: 10)) {
            painter.fill(Rect(x: 10, y: 10, width: 10, height: 10), with: .color(.black))
        }
        #expect(fb[30, 30] == 0xFF00_0000 && fb[21, 38] == 0xFF00_0000)
        // Pixel 19's centre samples 9.75, a quarter of the way into texel 10; pixel 20, three quarters.
        #expect([alpha(fb[19, 30]), alpha(fb[20, 30]), alpha(fb[39, 30]), alpha(fb[40, 30])] == [64, 191, 191, 64])
        #expect([alpha(fb[30, 19]), alpha(fb[30, 20]), alpha(fb[30, 39]), alpha(fb[30, 40])] == [64, 191, 191, 64])
        #expect(fb[18, 30] == 0 && fb[41, 30] == 0)
    }

    /// A rotated opaque square: its interior is the color exactly, its edges are
    /// anti-aliased (partly covered pixels all around), and nothing lands outside it.
    @Test func rotatedEdgesAreAntiAliased() throws {
        let (fb, painter) = try makeCanvas(80, 80)
        let square = Rect(x: 20, y: 20, width: 40, height: 40)
        let turn = AffineTransform(rotation: .pi / 6).around(square.center)
        painter.withTransform(turn, source: square) { painter.fill(square, with: .color(.black)) }
        let inverse = try #require(turn.inverted())
        var partial = 0, wrong = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let s = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let inside = s.x > 21 && s.x < 59 && s.y > 21 && s.y < 59
                let outside = s.x < 19 || s.x > 61 || s.y < 19 || s.y > 61
                let a = alpha(fb[x, y])
                if inside && fb[x, y] != 0xFF00_0000 || outside && fb[x, y] != 0 { wrong += 1 }
                if a > 0 && a < 255 { partial += 1 }
            }
        }
        #expect(wrong == 0)
        // The square's perimeter is 160 px: a band of partly covered pixels around it.
        #expect(partial >= 160)
    }

    // MARK: - Exact under any clip

    /// A random scene: a transform (rotation, scale 0.25–4, shear sometimes, fractional
    /// translation) about a random anchor, a random source, shapes partly outside it.
    struct Scene {
        enum Nesting: CaseIterable { case plain, insideOpacity, opacityInside, nestedTransform }
        let transform: AffineTransform
        let inner: AffineTransform
        let source: Rect
        let offset: (dx: Double, dy: Double)
        let opacity: Double
        let shapes: [(Rect, Double, Int)]
        let nesting: Nesting

        init(_ rng: inout SplitMix64) {
            func real(_ range: Range<Int>, _ steps: Int = 8) -> Double {
                Double(rng.int(in: (range.lowerBound * steps)..<(range.upperBound * steps))) / Double(steps)
            }
            let source = Rect(x: real(-10..<50), y: real(-10..<50), width: real(4..<60), height: real(4..<60))
            // About a point near the source's centre, so that most scenes land on the canvas.
            func randomTransform() -> AffineTransform {
                let angle = rng.chance(1, in: 6) ? Double(rng.int(in: 0..<4)) * .pi / 2 : Double(rng.int(in: 0..<6283)) / 1000
                let scales = [0.25, 0.5, 0.8, 1, 1.3, 2, 3.5, 4]
                let sx = rng.pick(scales), sy = rng.chance(1, in: 3) ? rng.pick(scales) : sx
                var t = AffineTransform(scaleX: sx, y: sy).then(AffineTransform(rotation: angle))
                if rng.chance(1, in: 5) { t = t.then(AffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)) }
                let anchor = Point(x: source.midX + real(-10..<10), y: source.midY + real(-10..<10))
                return t.around(anchor).then(AffineTransform(translationX: real(-10..<10), y: real(-10..<10)))
            }
            transform = randomTransform()
            inner = randomTransform()
            self.source = source
            offset = (real(-8..<8), real(-8..<8))
            opacity = rng.pick([1, 1, 0.7, 0.35])
            shapes = (0..<rng.int(in: 1..<5)).map { _ in
                (Rect(x: source.minX + real(-10..<Int(source.width)), y: source.minY + real(-10..<Int(source.height)),
                      width: real(1..<40), height: real(1..<40)),
                 Double(rng.int(in: 0..<12)), rng.int(in: 0..<4))
            }
            nesting = rng.pick(Nesting.allCases)
        }

        func drawShapes(_ p: Painter) {
            for (rect, radius, kind) in shapes {
                switch kind {
                case 0: p.fill(RoundedRect(rect, radius: radius), with: .color(Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.75)))
                case 1: p.fill(rect, with: .linearGradient(LinearGradient(from: TransformTests.orange, to: .black,
                                                                          start: rect.origin, end: Point(x: rect.maxX, y: rect.maxY))))
                case 2: p.fillEllipse(in: rect, with: .color(TransformTests.teal))
                default: p.strokeBorder(RoundedRect(rect, radius: radius), widths: EdgeInsets(all: 2.5),
                                        colors: BorderColors(all: Color(red: 0.2, green: 0, blue: 0.1, alpha: 0.9)))
                }
            }
        }

        func draw(_ p: Painter) {
            p.withTranslation(dx: offset.dx, dy: offset.dy) {
                switch nesting {
                case .plain:
                    p.withTransform(transform, source: source, opacity: opacity) { drawShapes(p) }
                case .insideOpacity:
                    p.withOpacity(0.6) { p.withTransform(transform, source: source, opacity: opacity) { drawShapes(p) } }
                case .opacityInside:
                    p.withTransform(transform, source: source) { p.withOpacity(opacity) { drawShapes(p) } }
                case .nestedTransform:
                    // The inner subtree's edges fade over a pixel beyond its bounding box.
                    let innerBounds = inner.boundingBox(of: source).insetBy(dx: -2, dy: -2)
                    p.withTransform(transform, source: innerBounds, opacity: opacity) {
                        p.withTransform(inner, source: source) { drawShapes(p) }
                    }
                }
            }
        }
    }

    /// 600 random scenes under random clips: the pixels painted under a clip equal the
    /// same pixels of the full paint, byte for byte, and nothing outside the clip changes.
    @Test func clippedPaintEqualsFullPaint() throws {
        var rng = SplitMix64(seed: 27)
        var differing = 0, outside = 0, painted = 0
        let background = { (p: Painter) in
            p.fill(Rect(x: 0, y: 0, width: 80, height: 80),
                   with: .linearGradient(LinearGradient(from: .white, to: Color(red: 0.4, green: 0.8, blue: 0.4),
                                                        start: .zero, end: Point(x: 80, y: 80))))
        }
        for _ in 0..<600 {
            let scene = Scene(&rng)
            let cx = rng.int(in: 0..<78), cy = rng.int(in: 0..<78)
            let clip = PixelRect(x: cx, y: cy, width: rng.int(in: 1..<(81 - cx)), height: rng.int(in: 1..<(81 - cy)))
            let (full, pf) = try makeCanvas(80, 80)
            background(pf)
            let before = pixels(of: full)
            scene.draw(pf)
            let (part, pp) = try makeCanvas(80, 80)
            background(pp)
            pp.withClip(clip.rect) { scene.draw(pp) }
            for y in 0..<80 {
                for x in 0..<80 {
                    if clip.contains(x: x, y: y) {
                        if part[x, y] != full[x, y] { differing += 1 }
                        if full[x, y] != before[y * 80 + x] { painted += 1 }
                    } else if part[x, y] != before[y * 80 + x] {
                        outside += 1
                    }
                }
            }
        }
        #expect(differing == 0)
        #expect(outside == 0)
        // The scenes do draw inside the clips (the comparison is not of empty canvases).
        #expect(painted > 10_000)
    }

    /// The target's edges cut like a clip: a scene on a 60 × 60 target has the pixels
    /// of the same scene on a 100 × 100 one.
    @Test func drawingDoesNotDependOnTheTargetsExtent() throws {
        var rng = SplitMix64(seed: 28)
        var differing = 0
        for _ in 0..<150 {
            let scene = Scene(&rng)
            let (small, ps) = try makeCanvas(60, 60, background: .white)
            scene.draw(ps)
            let (large, pl) = try makeCanvas(100, 100, background: .white)
            scene.draw(pl)
            for y in 0..<60 {
                for x in 0..<60 where small[x, y] != large[x, y] { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    // MARK: - Nesting

    /// Transforms nest: a quarter turn inside a quarter turn about the same point is a
    /// half turn, pixel for pixel (quarter turns resample exactly).
    @Test func nestedQuarterTurnsMakeAHalfTurn() throws {
        let centre = Point(x: 32, y: 26)
        let quarter = AffineTransform(rotation: .pi / 2).around(centre)
        let (nested, pn) = try makeCanvas(64, 64)
        pn.withTransform(quarter, source: quarter.boundingBox(of: Self.drawingBounds)) {
            pn.withTransform(quarter, source: Self.drawingBounds) { Self.drawing(pn) }
        }
        let (single, ps) = try makeCanvas(64, 64)
        ps.withTransform(AffineTransform(rotation: .pi).around(centre), source: Self.drawingBounds) { Self.drawing(ps) }
        #expect(pixels(of: nested) == pixels(of: single))
        #expect(pixels(of: nested).contains { $0 != 0 })
    }

    /// A transform inside an opacity group is the transform with that opacity; an
    /// opacity group inside an exact transform (a quarter turn) likewise.
    @Test func transformsAndOpacityGroupsNest() throws {
        let turn = AffineTransform(rotation: 0.4).around(Point(x: 30, y: 30))
        let (grouped, pg) = try makeCanvas(64, 64, background: .white)
        pg.withOpacity(0.5) { pg.withTransform(turn, source: Self.drawingBounds) { Self.drawing(pg) } }
        let (direct, pd) = try makeCanvas(64, 64, background: .white)
        pd.withTransform(turn, source: Self.drawingBounds, opacity: 0.5) { Self.drawing(pd) }
        #expect(pixels(of: grouped) == pixels(of: direct))

        let quarter = AffineTransform(rotation: .pi / 2).around(Point(x: 32, y: 26))
        let (inside, pi) = try makeCanvas(64, 64, background: .white)
        pi.withTransform(quarter, source: Self.drawingBounds) { pi.withOpacity(0.5) { Self.drawing(pi) } }
        let (outer, po) = try makeCanvas(64, 64, background: .white)
        po.withTransform(quarter, source: Self.drawingBounds, opacity: 0.5) { Self.drawing(po) }
        #expect(pixels(of: inside) == pixels(of: outer))
        #expect(pixels(of: inside).contains { $0 != 0xFFFF_FFFF })
    }

    // MARK: - Bad input

    /// Singular transforms, empty or non-finite sources and zero opacity draw nothing;
    /// the body still runs and its result comes back.
    @Test(arguments: [
        (AffineTransform(scale: 0), Rect(x: 0, y: 0, width: 40, height: 40), 1.0),
        (AffineTransform(scaleX: 3, y: 0), Rect(x: 0, y: 0, width: 40, height: 40), 1.0),
        (AffineTransform(scale: 1e-7), Rect(x: 0, y: 0, width: 40, height: 40), 1.0),
        (AffineTransform(rotation: 0.5), Rect(x: .nan, y: 0, width: 40, height: 40), 1.0),
        (AffineTransform(rotation: 0.5), Rect(x: 0, y: 0, width: .infinity, height: 40), 1.0),
        (AffineTransform(rotation: 0.5), Rect(x: 0, y: 0, width: 0, height: 40), 1.0),
        (AffineTransform(rotation: 0.5), Rect(x: 0, y: 0, width: 40, height: 40), 0.0),
        (AffineTransform(rotation: 0.5), Rect(x: 0, y: 0, width: 40, height: 40), Double.nan),
    ])
    func badInputDrawsNothing(_ transform: AffineTransform, _ source: Rect, _ opacity: Double) throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        var ran = false
        let result = painter.withTransform(transform, source: source, opacity: opacity) { () -> Int in
            ran = true
            painter.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black))
            painter.clear(.black)
            return 42
        }
        #expect(ran && result == 42)
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    /// Far-away sources and enormous scales neither crash nor draw outside what they
    /// cover; a NaN transform component is the identity.
    @Test func extremeInputDoesNotCrash() throws {
        let (fb, painter) = try makeCanvas(40, 40)
        let far = Rect(x: 1e12, y: -1e12, width: 10, height: 10)
        painter.withTransform(AffineTransform(rotation: 1), source: far) { painter.fill(far, with: .color(.black)) }
        expectAll(fb, equal: 0)
        let square = Rect(x: 10, y: 10, width: 4, height: 4)
        painter.withTransform(AffineTransform(scale: 1e6).around(square.center), source: square) {
            painter.fill(square, with: .color(.black))
        }
        #expect(fb[0, 0] == 0xFF00_0000 && fb[39, 39] == 0xFF00_0000)
        let (nan, pn) = try makeCanvas(40, 40)
        pn.withTransform(AffineTransform(rotation: .nan), source: square) { pn.fill(square, with: .color(.black)) }
        #expect(nan[11, 11] == 0xFF00_0000 && nan[20, 20] == 0)
    }

    // MARK: - Layers

    /// After the first frame, repeated transformed draws (nested, and inside an opacity
    /// group) take their layers from the pool and allocate none.
    @Test func warmFramesAllocateNoLayers() throws {
        let (_, painter) = try makeCanvas(120, 100, background: .white)
        func frame(_ angle: Double) {
            let turn = AffineTransform(rotation: angle).around(Point(x: 32, y: 26))
            painter.withOpacity(0.8) {
                painter.withTransform(turn, source: Self.drawingBounds) {
                    painter.withTransform(AffineTransform(scale: 1.5), source: Self.drawingBounds) { Self.drawing(painter) }
                }
            }
        }
        frame(0.3)
        #expect(painter.layerPool.allocations == 3)
        // Layer sizes vary with the angle: one turn warms the pool for all of them.
        for i in 0..<20 { frame(Double(i) * .pi / 10) }
        let warm = painter.layerPool.allocations
        for i in 0..<20 { frame(Double(i) * .pi / 10) }
        #expect(painter.layerPool.allocations == warm)
    }

    /// The pool keeps no more than its byte limit: with room for one 64 × 64 layer, a
    /// frame needing two allocates one each time; with room for both, none.
    @Test func spareLayersAreBoundedByBytes() throws {
        let (_, painter) = try makeCanvas(64, 64, background: .white)
        func frame() {
            painter.withOpacity(0.5) {
                painter.withTransform(AffineTransform(rotation: 0.2), source: Rect(x: 0, y: 0, width: 64, height: 64)) {
                    painter.fill(Rect(x: 10, y: 10, width: 30, height: 30), with: .color(.black))
                }
            }
        }
        painter.spareLayerByteLimit = 64 * 64 * 4
        frame()
        let first = painter.layerPool.allocations
        for _ in 0..<5 { frame() }
        #expect(painter.layerPool.allocations == first + 5)
        painter.spareLayerByteLimit = 16 << 20
        frame()
        let warm = painter.layerPool.allocations
        for _ in 0..<5 { frame() }
        #expect(painter.layerPool.allocations == warm)
        painter.spareLayerByteLimit = 0
        #expect(painter.layerPool.spareBytes == 0)
    }
}
