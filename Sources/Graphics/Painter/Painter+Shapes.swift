import Geometry

extension Painter {
    /// Fills an axis-aligned rectangle; fractional edges are anti-aliased.
    public func fill(_ rect: Rect, with paint: Paint) {
        let device = deviceRect(rect)
        switch paint {
        case let .color(color):
            let pixel = color.premultipliedPixel
            guard pixel != 0 else { return }
            var blitter = SolidBlitter(surface: surface, color: pixel)
            RectCoverage.sweep(device, clip: clipBounds, into: &blitter)
        case let .linearGradient(gradient):
            let clip = clipBounds
            withGradientBlitter(gradient) { blitter in RectCoverage.sweep(device, clip: clip, into: &blitter) }
        }
    }

    /// Fills a rectangle with rounded corners (radii already clamped as CSS does).
    public func fill(_ roundedRect: RoundedRect, with paint: Paint) {
        if roundedRect.radii.isZero {
            fill(roundedRect.rect, with: paint)
            return
        }
        guard touchesClip(roundedRect.rect) else { return }
        scratchPath.removeAll()
        scratchPath.addRoundedRect(roundedRect)
        fillPath(scratchPath, rule: .nonZero, paint: paint,
                 straight: StraightRows(roundedRect, offset: translation, clip: clipBounds))
    }

    /// Fills the ellipse inscribed in `rect` (a circle when `rect` is square).
    public func fillEllipse(in rect: Rect, with paint: Paint) {
        guard touchesClip(rect) else { return }
        scratchPath.removeAll()
        scratchPath.addEllipse(in: rect)
        fillPath(scratchPath, rule: .nonZero, paint: paint)
    }

    /// Fills any outline under a fill rule.
    public func fill(_ path: Path, rule: FillRule = .nonZero, with paint: Paint) {
        fillPath(path, rule: rule, paint: paint)
    }

    /// Whether `rect` (painter coordinates) reaches into the clip: a shape wholly outside
    /// it is skipped before its outline is built (damage repaints and the bands of a
    /// `BandedPainter` meet mostly such shapes). False for an empty or non-finite rect,
    /// which draws nothing anyway.
    func touchesClip(_ rect: Rect) -> Bool {
        let r = deviceRect(rect), c = clipBounds
        return r.maxX > Double(c.minX) && r.minX < Double(c.maxX) && r.maxY > Double(c.minY) && r.minY < Double(c.maxY)
            && !r.isEmpty && r.isFinite
    }
}
