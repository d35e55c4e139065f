import CFontconfig

/// One fontconfig configuration: its rules (generic families, aliases, synthetic styles)
/// and its fonts, asked in Swift terms. This is the only place TextRasterizer calls
/// fontconfig.
///
/// Not thread-safe: fontconfig does not guard a configuration that is being changed
/// (registering files), so `FontDatabase` reaches it only under its lock.
final class Fontconfig {
    private let config: OpaquePointer
    /// The language every request is matched for; nil: the process's locale, as
    /// fontconfig's defaults take it.
    private let language: String?
    /// Faces of fonts registered from bytes. fontconfig's application set only takes
    /// files, so these are a set of our own, matched together with the configuration's.
    private let memoryFonts: UnsafeMutablePointer<FcFontSet>

    /// The system's configuration and installed fonts.
    init() {
        // Without a readable fonts.conf, an empty configuration still serves added files.
        config = FcInitLoadConfigAndFonts() ?? FcConfigCreate()
        language = nil
        memoryFonts = FcFontSetCreate()
    }

    /// A private configuration: `rules` (fontconfig's XML) and no fonts until files are
    /// added with `addFontFile`; requests are matched for `language`. Nothing of the
    /// system's configuration is read. Nil when fontconfig rejects the rules.
    init?(rules: String, language: String) {
        guard let config = FcConfigCreate() else { return nil }
        guard FcConfigParseAndLoadFromMemory(config, rules, 1) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        self.config = config
        self.language = language
        memoryFonts = FcFontSetCreate()
    }

    deinit {
        FcFontSetDestroy(memoryFonts)
        FcConfigDestroy(config)
    }

    /// Adds every face of the file to the configuration's application fonts.
    func addFontFile(_ path: String) -> Bool {
        FcConfigAppFontAddFile(config, path) != 0
    }

    /// Adds faces loaded from memory, as fontconfig reads them (family, style, coverage),
    /// under `file`: the name matches give for them. All or none: returns the index of
    /// the first face fontconfig cannot read, nil once all are added.
    func addMemoryFaces(_ faces: [FontFace], file: String) -> Int? {
        var patterns: [OpaquePointer] = []
        for face in faces {
            let pattern = face.withFreeTypeFace { FcFreeTypeQueryFace($0, file, UInt32(face.index), nil) }
            guard let pattern else {
                patterns.forEach { FcPatternDestroy($0) }
                return face.index
            }
            patterns.append(pattern)
        }
        // The set takes ownership of each pattern.
        for pattern in patterns where FcFontSetAdd(memoryFonts, pattern) == 0 { FcPatternDestroy(pattern) }
        return nil
    }

    /// fontconfig's best font for the descriptor, with the configuration's verdict on
    /// synthetic styles. Registered fonts come first, so they win ties with installed
    /// copies of the same family.
    func bestFont(for descriptor: FontDescriptor) -> FontconfigFont? {
        let pattern = substitutedPattern(for: descriptor)
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        let match = withFontSets { sets, count in FcFontSetMatch(config, sets, count, pattern, &result) }
        guard let match else { return nil }
        defer { FcPatternDestroy(match) }
        guard var font = FontconfigFont(match) else { return nil }
        font.readSynthesis(match)
        return font
    }

    /// The fonts in fontconfig's order of preference for the descriptor, trimmed to those
    /// that add characters the ones before them lack: the per-character fallback list.
    func fallbackList(for descriptor: FontDescriptor) -> [FallbackCandidate] {
        let pattern = substitutedPattern(for: descriptor)
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        let sorted = withFontSets { sets, count in FcFontSetSort(config, sets, count, pattern, 1, nil, &result) }
        guard let sorted else { return [] }
        defer { FcFontSetDestroy(sorted) }
        return (0..<Int(sorted.pointee.nfont)).compactMap { position in
            guard let font = sorted.pointee.fonts[position], let candidate = FallbackCandidate(font) else { return nil }
            // A sorted font is not prepared for rendering: the configuration's font rules
            // (90-synthetic's embolden and shear) run here, as Pango runs them for each
            // fallback font it uses.
            if let prepared = FcFontRenderPrepare(config, pattern, font) {
                candidate.font.readSynthesis(prepared)
                FcPatternDestroy(prepared)
            }
            return candidate
        }
    }

    /// The request as fontconfig matches it: the descriptor, then the configuration's
    /// substitutions (aliases, generic families) and fontconfig's defaults.
    private func substitutedPattern(for descriptor: FontDescriptor) -> OpaquePointer {
        let pattern = FcPatternCreate()!
        FcPatternAddString(pattern, FC_FAMILY, descriptor.family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(descriptor.weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, descriptor.slant.fontconfigSlant)
        FcPatternAddInteger(pattern, FC_WIDTH, Int32(descriptor.width.percentage.rounded()))
        if let size = descriptor.size, size.isFinite, size > 0 {
            FcPatternAddDouble(pattern, FC_SIZE, size)
        }
        if let language {
            // Before the defaults, which would add the locale's.
            FcPatternAddString(pattern, FC_LANG, language)
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    /// The application fonts first (registered files, then registered bytes), then the
    /// installed ones: on equal scores fontconfig keeps the first font it saw, so this
    /// order lets registered fonts take precedence.
    private func withFontSets<T>(
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<FcFontSet>?>, Int32) -> T?
    ) -> T? {
        let memory = memoryFonts.pointee.nfont > 0 ? memoryFonts : nil
        var sets = [FcConfigGetFonts(config, FcSetApplication), memory, FcConfigGetFonts(config, FcSetSystem)]
            .filter { $0 != nil }
        guard !sets.isEmpty else { return nil }
        return sets.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) }
    }
}

/// A font file fontconfig chose, and the family names it gives itself.
struct FontconfigFont {
    let path: String
    /// The face's index in its file. fontconfig puts a variable font's named instance in
    /// the upper 16 bits; faces load at their default instance, so only the face is kept.
    let index: Int
    let families: [String]
    var syntheticBold = false
    var syntheticOblique = false

    init?(_ pattern: OpaquePointer) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        path = String(cString: file)
        self.index = Int(index & 0xFFFF)
        var families: [String] = []
        var family: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, Int32(families.count), &family) == FcResultMatch, let family {
            families.append(String(cString: family))
        }
        self.families = families
    }

    /// The configuration's verdict on synthetic styles, from a pattern prepared for rendering.
    mutating func readSynthesis(_ prepared: OpaquePointer) {
        var embolden: FcBool = 0
        syntheticBold = FcPatternGetBool(prepared, FC_EMBOLDEN, 0, &embolden) == FcResultMatch && embolden != 0
        // The configuration also sets a matrix to scale bitmap fonts; only a shear slants.
        var matrix: UnsafeMutablePointer<FcMatrix>?
        syntheticOblique = FcPatternGetMatrix(prepared, FC_MATRIX, 0, &matrix) == FcResultMatch
            && matrix.map { $0.pointee.xy != 0 } == true
    }
}

/// One font of a fallback list and the characters fontconfig says it has.
final class FallbackCandidate {
    var font: FontconfigFont
    private let characters: OpaquePointer

    init?(_ pattern: OpaquePointer) {
        var characters: OpaquePointer?
        guard let font = FontconfigFont(pattern),
              FcPatternGetCharSet(pattern, FC_CHARSET, 0, &characters) == FcResultMatch,
              let characters else { return nil }
        self.font = font
        // The list's patterns die with it; the character set is kept by reference count.
        self.characters = FcCharSetCopy(characters)
    }

    deinit { FcCharSetDestroy(characters) }

    func covers(_ scalar: Unicode.Scalar) -> Bool { FcCharSetHasChar(characters, scalar.value) != 0 }
}

extension FontSlant {
    var fontconfigSlant: Int32 {
        switch self {
        case .upright: return FC_SLANT_ROMAN
        case .italic: return FC_SLANT_ITALIC
        case .oblique: return FC_SLANT_OBLIQUE
        }
    }
}
