import Geometry

// Transformed subtrees: drawn untransformed into an offscreen layer, then composited
// through the transform with bilinear filtering.
//
// Why a layer and bilinear filtering, not transformed paths. Paths could be transformed
// exactly (the rasterizer takes any segments), but text glyph masks and images arrive
// pre-rasterized on the pixel grid: drawing them exactly transformed would need
// transformed glyph rendering and image resampling in every drawing call. Drawing the
// subtree as it is and resampling the result is what browsers do for transformed layers,
// treats every kind of drawing alike, and is cheap enough to animate. The cost is
// sharpness: a layer scaled up is blurrier than re-rasterizing at the larger size (a
// scale of 2 spreads each pixel over a 2-pixel ramp), and a rotation softens hard edges
// by up to a pixel. Edges are anti-aliased by the filter itself: texels outside the
// layer are transparent, so the subtree fades out over one pixel.
//
// Exact under any clip. A damaged region is repainted alone under a narrower clip and
// must come out bit for bit as in a full repaint. So each destination pixel is computed
// from its own coordinates only: its centre mapped through the inverse transform (in
// fixed point, exactly affine in the pixel's coordinates, see `TransformedLayer`), and
// the layer it samples holds the pixels a full-frame layer would hold there: the layer
// covers the clip's inverse-transformed bounding box plus a margin, inside the source,
// and is drawn under that clip, which (drawing not depending on the clip) gives the
// same pixels as drawing everything. Identity and whole-pixel translations draw
// directly, without a layer: bit for bit what drawing without `withTransform` gives.
//
// Layers come from the painter's pool (`LayerPool`, bounded by `spareLayerByteLimit`),
// shared with opacity groups; a warm frame allocates nothing.
extension Painter {
    /// Draws what `body` draws transformed by `transform`, blended with `opacity`
    /// (0...1, as `withOpacity`): a point p that `body` draws at (in the painter's current
    /// coordinates, untransformed) lands at `transform.apply(to: p)` (the same
    /// coordinates: after the current translation, before nothing else). Use
    /// `AffineTransform.around(_:)` to rotate or scale about a subtree's centre.
    ///
    /// `source` is where `body` may draw, in those coordinates (e.g. the subtree's visual
    /// bounds); drawing outside it is lost. The drawing is rendered into an offscreen
    /// layer and composited with bilinear filtering (see the file's notes: a scaled-up
    /// subtree is softer than one drawn at the larger size), clipped by the current clip,
    /// onto the current surface (the target, or an enclosing group's layer). Transforms
    /// and opacity groups nest.
    ///
    /// The identity and translations by whole pixels draw `body` directly (exactly the
    /// pixels drawing without a transform gives; with an opacity below 1, as
    /// `withOpacity`). A singular transform (e.g. a scale of 0), an empty or non-finite
    /// `source`, an opacity of 0, a shrink beyond a millionth, or a layer whose side
    /// would exceed `Framebuffer.maxSide` or that would hold more than 2^26 pixels
    /// (256 MiB: the visible part of a huge subtree shrunk a lot) draw nothing (`body` still runs, under an empty
    /// clip). In `body`, `clipBounds` is the part of the untransformed drawing the layer
    /// holds, which may lie outside the target.
    public func withTransform<R>(_ transform: AffineTransform, source: Rect, opacity: Double = 1,
                                 _ body: () throws -> R) rethrows -> R {
        if transform.isTranslationOnly, transform.tx.rounded() == transform.tx, transform.ty.rounded() == transform.ty {
            return try withOpacity(opacity) { try withTranslation(dx: transform.tx, dy: transform.ty, body) }
        }
        let alpha = Self.alphaByte(opacity)
        // In device pixels: move the painter's origin to 0, transform, move back.
        let (dx, dy) = translation
        let device = AffineTransform(translationX: -dx, y: -dy).then(transform).then(AffineTransform(translationX: dx, y: dy))
        guard alpha > 0, let plan = TransformedLayer(transform: device, source: deviceRect(source), clip: clipBounds) else {
            return try withClip(Rect.zero, body)
        }
        return try withLayer(plan.layer, body) { layer in
            plan.composite(layer.pixels, stride: layer.stride, onto: surface, alpha: alpha)
        }
    }
}
