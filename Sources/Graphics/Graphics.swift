/// # Graphics
///
/// Tessera's 2D renderer on the CPU: `Framebuffer` (premultiplied ARGB8888 pixels that
/// upload to an SDL texture as they are), `Color`, `Image` and its PNG codec, and
/// `Painter`, which draws anti-aliased shapes, borders, gradients, glyph masks and
/// scaled images under a clip, with group opacity.
///
/// How it is built, and why:
/// - Every shape becomes line segments (`Path`; curves are flattened to 1/32 px) that a
///   sparse-cell scanline rasterizer (`CoverageRasterizer`) turns into exact-area
///   coverage, as FreeType's and libart's renderers do. Its cost follows the outline,
///   not the area: the inside of a shape comes out as spans of constant coverage,
///   which the blitters fill in tight loops over raw pointers.
/// - Axis-aligned rectangles and images skip the rasterizer: their coverage is a
///   product of two 1-D edge coverages (`RectCoverage`).
/// - Blending is source-over on premultiplied 8-bit channels with correctly rounded
///   `x * a / 255`, two channels per multiply (`PremultipliedPixel`), so results are
///   within ±1 of exact math and never allocate. Solid spans (`SpanBlend`) and glyph
///   masks (`MaskBlend`) do the same arithmetic in 16-bit vector lanes, bit for bit.
///   Where the CPU has AVX2, long solid spans go to a C loop twice as wide
///   (`CPixelKernels`, chosen at run time: a package cannot compile Swift for AVX2), the
///   same arithmetic again; and `SolidBlitter` prefetches a shape's rows ahead, which the
///   hardware prefetcher cannot guess a stride away.
/// - Nothing here knows about components, nodes or windows.
public enum GraphicsModule {}
