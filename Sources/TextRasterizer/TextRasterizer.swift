/// TextRasterizer: the Linux text stack of Tessera.
///
/// It owns fonts (fontconfig discovery, app-registered files, per-character fallback),
/// shaping (HarfBuzz) and bidirectional ordering (FriBidi), UAX #14 line breaking
/// (ICU: dictionaries for Thai, Lao, Khmer and Myanmar, CSS strictness) and UAX #29 words
/// (for editing and screen readers), paragraph layout (wrapping, max lines with ellipsis, alignment, line
/// height, letter spacing, attributed runs), measurement for Layout's measure callbacks,
/// and rasterization through FreeType into a byte-bounded, thread-safe glyph cache,
/// drawn through Graphics.
///
/// Each concern is a folder: `Fonts`, `Shaping`, `Breaking`, `Paragraph`, `Glyphs`,
/// `Drawing`. The C libraries are wrapped once each, at the edge; everything above them
/// works on Swift values.
