import Geometry

/// A horizontal pen position split into the whole pixel a glyph bitmap is placed at and
/// the subpixel phase its outline was shifted by.
public struct SubpixelPosition: Hashable, Sendable {
    /// The whole pixel (floor of the quantized position).
    public let pixel: Int
    /// 0 ..< `GlyphKey.subpixelPhases`.
    public let phase: Int

    /// Rounds `x` to the nearest phase step; a fraction that rounds up to a whole pixel
    /// moves to the next pixel with phase 0. `x` must be finite.
    @inlinable
    public init(_ x: Double) {
        let limit = Double(Int32.max)
        let clamped = min(max(x * Double(GlyphKey.subpixelPhases), -limit), limit).roundedToInt
        // Floor division: phases of negative positions still count rightwards.
        phase = clamped & (GlyphKey.subpixelPhases - 1)
        pixel = (clamped - phase) / GlyphKey.subpixelPhases
    }
}
