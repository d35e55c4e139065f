import CFreeType
import CHarfBuzz
import Locking
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One font face loaded from a file or from bytes in memory: the unit that shaping,
/// metrics and glyph rasterization work with.
///
/// Shaping goes through a HarfBuzz font at the face's design units (HarfBuzz fonts are
/// immutable once made, so any thread may shape with it, and scaling to a size is a
/// multiplication because nothing is hinted). Rasterization goes through a FreeType face,
/// which is not thread-safe, so it is only reached through `withFreeTypeFace`, under a lock.
/// A face lives as long as someone holds it; fonts are shared, so it is a class.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The file the face came from (for a face loaded from bytes, the name given with
    /// them), and its index in that file (collections hold several).
    public let path: String
    public let index: Int
    /// The family and style names the font gives itself (e.g. "DejaVu Sans", "Bold").
    public let familyName: String
    public let styleName: String
    /// Design units per em: glyph positions from shaping are in these units.
    public let unitsPerEm: Int
    /// Ascender, descender (negative below the baseline) and line gap, in design units
    /// (OS/2 typographic metrics when the font asks for them, else hhea, as HarfBuzz does).
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// True for faces with color glyphs (CBDT/sbix bitmaps or COLR), such as emoji fonts.
    public let hasColorGlyphs: Bool
    /// True for faces whose glyphs are bitmaps at fixed sizes only (scaled when drawn).
    public let isBitmapOnly: Bool
    /// Unique per loaded face in this process: a cheap key for caches. A synthesized
    /// variant (`synthesized(_:)`) has its own, so glyph and shape caches keep its glyphs
    /// and advances apart from the plain face's.
    public let identifier: Int
    /// Styles drawn by transforming the outlines (none for a face as loaded).
    public let synthesis: FontSynthesis
    /// The face a synthesized variant shares its FreeType and HarfBuzz objects with.
    private let base: FontFace?

    // HarfBuzz objects are immutable after setup and thread-safe to read.
    nonisolated(unsafe) let harfBuzzFace: OpaquePointer
    nonisolated(unsafe) let harfBuzzFont: OpaquePointer
    private let freeType: Lock<FreeTypeHandle>
    /// Keeps bytes in memory alive for FreeType and HarfBuzz, which read them in place.
    let source: FontSource

    private static let nextIdentifier = Atomic<Int>(1)

    /// Loads face `index` of the font file at `path`.
    public convenience init(contentsOfFile path: String, index: Int = 0) throws(FontError) {
        guard access(path, R_OK) == 0 else { throw .fileNotFound(path: path) }
        try self.init(source: .file(path), name: path, index: index)
    }

    /// Loads face `index` of a font held in memory (a TrueType, OpenType or collection
    /// file's bytes). The bytes are copied, and the copy lives as long as the face.
    /// `name` stands for the file in `path` and in errors (e.g. "Brand-Regular.ttf").
    /// Bytes that are not a font throw `FontError.badFontData` naming `name` and the fault.
    public convenience init(data: some Collection<UInt8>, name: String, index: Int = 0) throws(FontError) {
        try self.init(source: .memory(try FontBytes(copying: data, name: name)), name: name, index: index)
    }

    /// Loads face `index` of `source`: its FreeType face for rasterizing and its HarfBuzz
    /// font for shaping, each reading the same bytes.
    init(source: FontSource, name: String, index: Int) throws(FontError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw source.error(name: name, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = source.openFace(index: index, library: library, &face)
        guard error == 0, let face else {
            let faceCount = source.faceCount(library: library)
            FT_Done_FreeType(library)
            if faceCount > 0, index >= faceCount {
                throw .noSuchFace(path: name, index: index, faceCount: faceCount)
            }
            throw source.error(name: name, reason: FreeTypeError.describe(error))
        }
        let record = face.pointee
        self.path = name
        self.index = index
        self.source = source
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        styleName = record.style_name.map { String(cString: $0) } ?? ""
        hasColorGlyphs = (record.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0
        isBitmapOnly = (record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) == 0

        guard let blob = source.harfBuzzBlob() else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw source.error(name: name, reason: "HarfBuzz could not read it")
        }
        let harfBuzzFace = hb_face_create(blob, UInt32(index))!
        hb_blob_destroy(blob)
        let upem = Int(hb_face_get_upem(harfBuzzFace))
        let harfBuzzFont = hb_font_create(harfBuzzFace)!
        hb_font_set_scale(harfBuzzFont, Int32(upem), Int32(upem))
        hb_ot_font_set_funcs(harfBuzzFont)
        hb_font_make_immutable(harfBuzzFont)
        self.harfBuzzFace = harfBuzzFace
        self.harfBuzzFont = harfBuzzFont
        unitsPerEm = upem > 0 ? upem : Int(record.units_per_EM)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(harfBuzzFont, &extents)
        ascender = Int(extents.ascender)
        descender = Int(extents.descender)
        lineGap = Int(extents.line_gap)

        freeType = Lock(FreeTypeHandle(library: library, face: face))
        identifier = FontFace.nextIdentifier.wrappingAdd(1, ordering: .relaxed).oldValue
        synthesis = []
        base = nil
    }

    /// A variant of `base` drawn with `synthesis`: the same font objects (and lock), its
    /// own identifier.
    private init(variantOf base: FontFace, synthesis: FontSynthesis) {
        path = base.path
        index = base.index
        familyName = base.familyName
        styleName = base.styleName
        unitsPerEm = base.unitsPerEm
        ascender = base.ascender
        descender = base.descender
        lineGap = base.lineGap
        hasColorGlyphs = base.hasColorGlyphs
        isBitmapOnly = base.isBitmapOnly
        source = base.source
        harfBuzzFace = hb_face_reference(base.harfBuzzFace)
        harfBuzzFont = hb_font_reference(base.harfBuzzFont)
        freeType = base.freeType
        identifier = FontFace.nextIdentifier.wrappingAdd(1, ordering: .relaxed).oldValue
        self.synthesis = synthesis
        self.base = base
    }

    /// This face drawn with `synthesis` (fontconfig's verdict for a style the family
    /// lacks): the face itself for none, else a new variant with its own identifier
    /// (keep it: `FontDatabase` keeps one per face and synthesis). Bitmap faces are never
    /// synthesized (their strikes have no outlines to transform).
    public func synthesized(_ synthesis: FontSynthesis) -> FontFace {
        let root = base ?? self
        let wanted = isBitmapOnly ? [] : synthesis
        return wanted.isEmpty ? root : FontFace(variantOf: root, synthesis: wanted)
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        hb_face_destroy(harfBuzzFace)
        // A variant's FreeType face belongs to its base, which it keeps alive.
        guard base == nil else { return }
        freeType.withLock { handle in
            FT_Done_Face(handle.face)
            FT_Done_FreeType(handle.library)
        }
    }

    /// The face's glyph for a character, or nil when the face does not cover it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(harfBuzzFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// True when the face has a glyph for the character.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

    /// Runs `body` with the FreeType face, one thread at a time. The face's size and
    /// transform are whatever the previous user left: set them every time.
    public func withFreeTypeFace<T>(_ body: (FT_Face) throws -> T) rethrows -> T {
        try freeType.withLock { handle in try body(handle.face) }
    }

    /// Scale from design units to points at `size` points per em.
    @inline(__always)
    public func scale(atSize size: Double) -> Double { size / Double(unitsPerEm) }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public var description: String {
        let synthetic = (synthesis.contains(.bold) ? " synthetic bold" : "") + (synthesis.contains(.oblique) ? " synthetic oblique" : "")
        return "\(familyName) \(styleName)\(synthetic) (\(path)#\(index))"
    }
}

/// The FreeType objects of one face; only touched under the face's lock.
struct FreeTypeHandle: @unchecked Sendable {
    let library: FT_Library
    let face: FT_Face
}
