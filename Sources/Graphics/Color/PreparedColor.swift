/// A color made ready to draw many coverage masks: `Painter.draw(_:x:y:color:)` with a
/// `Color` converts it to a premultiplied pixel and splits that into vector lanes on
/// every call, which a run of glyphs in one color can do once instead.
public struct PreparedColor: Hashable, Sendable {
    let blend: MaskBlend

    public init(_ color: Color) {
        blend = MaskBlend(pixel: color.premultipliedPixel)
    }

    /// The color as a premultiplied `0xAARRGGBB` pixel.
    public var premultipliedPixel: UInt32 { blend.pixel }
}
