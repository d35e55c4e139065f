import CHarfBuzz

/// Where a face puts underlines and strikeouts, in points at a size (from its `post`
/// and `OS/2` tables, with HarfBuzz's fallbacks when a font lacks them).
struct TextDecorations {
    /// Distance from the baseline down to the top of the underline.
    var underlineOffset: Double
    var underlineThickness: Double
    /// Distance from the baseline up to the top of the strikeout (OS/2 yStrikeoutPosition).
    var strikeoutOffset: Double
    var strikeoutThickness: Double

    init(face: FontFace, size: Double) {
        let scale = face.scale(atSize: size)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(face.harfBuzzFont, tag, &value)
            return Double(value) * scale
        }
        underlineThickness = max(1, metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE))
        // OpenType's post.underlinePosition is the top of the stroke, negative below the
        // baseline (FreeType's underline_position, by contrast, is its center).
        underlineOffset = -metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET)
        strikeoutThickness = max(1, metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE))
        strikeoutOffset = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET)
    }
}
