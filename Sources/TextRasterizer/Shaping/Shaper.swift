import CHarfBuzz

/// Shapes runs of text with HarfBuzz: kerning, ligatures, combining marks and Arabic
/// joining come from the font's OpenType tables.
///
/// The whole paragraph is handed to HarfBuzz as context and only the run's range is
/// shaped, so that joining and contextual forms see their neighbours across run
/// boundaries. Shaping happens at design units (the face's HarfBuzz font) and is scaled
/// to the size: nothing is hinted, so sizes scale linearly.
public enum Shaper {
    /// Shapes `range` of `text` with `face` at `size`.
    /// - Parameters:
    ///   - text: the whole paragraph's UTF-16 code units, the context HarfBuzz sees.
    ///   - range: the code units to shape: one run of one face, script and direction.
    ///   - face: the font face the run is drawn with.
    ///   - size: points per em.
    ///   - rightToLeft: the run's direction, as the bidi algorithm resolved it.
    ///   - script: the run's script (one script per run: itemize first).
    ///   - language: a BCP 47 tag for language-specific forms, or nil.
    ///   - letterSpacing: extra points after every cluster; ligatures are turned off when
    ///     it is not 0, as browsers do, so that spaced letters stay letters.
    public static func shape(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, size: Double,
                             rightToLeft: Bool, script: Script, language: String? = nil,
                             letterSpacing: Double = 0) -> ShapedRun {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script.harfBuzzScript)
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        } else {
            hb_buffer_set_language(buffer, hb_language_get_default())
        }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        if letterSpacing != 0 {
            var features = [hb_feature_t](repeating: hb_feature_t(), count: 3)
            for (index, tag) in ["liga", "clig", "dlig"].enumerated() {
                features[index] = hb_feature_t(tag: Self.tag(tag), value: 0, start: 0, end: UInt32.max)
            }
            hb_shape(face.harfBuzzFont, buffer, features, UInt32(features.count))
        } else {
            hb_shape(face.harfBuzzFont, buffer, nil, 0)
        }

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let glyphCount = Int(count)
        let scale = face.scale(atSize: size)
        var run = ShapedRun(face: face, size: size, isRightToLeft: rightToLeft, range: range,
                            glyphs: [], clusters: [], advances: [], offsetsX: [], offsetsY: [], width: 0)
        run.glyphs.reserveCapacity(glyphCount)
        run.clusters.reserveCapacity(glyphCount)
        run.advances.reserveCapacity(glyphCount)
        run.offsetsX.reserveCapacity(glyphCount)
        run.offsetsY.reserveCapacity(glyphCount)
        run.unsafeToBreak.reserveCapacity(glyphCount)
        guard let infos, let positions else { return run }
        var width = 0.0
        // FreeType's embolden widens every advancing glyph by its strength (1/24 em).
        let boldExtra = face.synthesis.contains(.bold) ? FontSynthesis.boldAdvanceExtra(atSize: size) : 0
        for index in 0..<glyphCount {
            let info = infos[index], position = positions[index]
            // Letter spacing goes after the last glyph of each cluster (in logical order).
            var advance = Double(position.x_advance) * scale
            if position.x_advance != 0 { advance += boldExtra }
            if letterSpacing != 0 {
                let next = rightToLeft ? index - 1 : index + 1
                let endsCluster = next < 0 || next >= glyphCount || infos[next].cluster != info.cluster
                if endsCluster { advance += letterSpacing }
            }
            run.glyphs.append(info.codepoint)
            run.clusters.append(Int(info.cluster))
            run.advances.append(advance)
            run.offsetsX.append(Double(position.x_offset) * scale)
            run.offsetsY.append(Double(position.y_offset) * scale)
            run.unsafeToBreak.append(info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
            width += advance
        }
        run.width = width
        return run
    }

    private static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }
}
