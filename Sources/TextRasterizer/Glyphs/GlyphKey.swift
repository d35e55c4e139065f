/// What identifies one rasterized glyph: the face, the size in 1/64 pixel (FreeType's
/// 26.6, the precision `FT_Set_Char_Size` takes anyway), the glyph id and the
/// horizontal subpixel phase.
public struct GlyphKey: Hashable, Sendable {
    public let faceIdentifier: Int
    public let glyph: UInt32
    /// Pixels per em in 26.6 fixed point.
    public let size64: Int32
    /// The pen's horizontal fraction of a pixel, in `1 / GlyphKey.subpixelPhases` steps.
    public let phase: UInt8

    /// Horizontal positions are quantized to quarter pixels: finer steps cost cache
    /// memory and cold rasterizations for differences the eye does not see at text sizes.
    /// A power of two (phases are taken with a mask).
    public static let subpixelPhases = 4

    /// Sizes outside this range (pixels per em) are clamped: no screen shows a bigger
    /// glyph, and FreeType's renderer refuses bitmaps much larger.
    public static let sizeRange: ClosedRange<Double> = 1.0 / 64 ... 4096

    /// The key for `glyph` of `face` at `size` pixels per em and subpixel `phase`
    /// (taken modulo `subpixelPhases`).
    @inlinable
    public init(face: FontFace, glyph: UInt32, size: Double, phase: Int) {
        self.init(faceIdentifier: face.identifier, glyph: glyph, size64: Self.fixedSize(size), phase: phase)
    }

    @inlinable
    public init(faceIdentifier: Int, glyph: UInt32, size64: Int32, phase: Int) {
        self.faceIdentifier = faceIdentifier
        self.glyph = glyph
        self.size64 = size64
        self.phase = UInt8(truncatingIfNeeded: phase & (Self.subpixelPhases - 1))
    }

    /// The size in pixels per em, as the rasterizer uses it.
    public var size: Double { Double(size64) / 64 }

    /// `size` in 26.6 fixed point, clamped to `sizeRange`; NaN becomes the smallest size.
    @inlinable
    public static func fixedSize(_ size: Double) -> Int32 {
        let clamped = size.isNaN ? sizeRange.lowerBound : min(max(size, sizeRange.lowerBound), sizeRange.upperBound)
        return Int32((clamped * 64).rounded())
    }

    /// Glyph, size and phase in one word (the size's 24 significant bits fit below the glyph).
    var packedWord: UInt64 { UInt64(glyph) << 32 | UInt64(UInt32(bitPattern: size64)) << 8 | UInt64(phase) }

    // For dictionaries of glyphs outside the cache (which has its own index): two words.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(faceIdentifier)
        hasher.combine(packedWord)
    }
}
