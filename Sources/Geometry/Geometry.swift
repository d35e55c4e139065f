/// # Geometry
///
/// The value types every other Tessera module speaks: `Point`, `Size`, `Rect`,
/// `EdgeInsets`, `CornerRadii` and `RoundedRect` in points (`Double`), `PixelRect` for
/// whole-pixel areas of a framebuffer, and `Region`, a set of pixel rectangles used to
/// track damage.
///
/// One scalar type (`Double`) is used everywhere so that layout results flow into
/// painting without conversions; pixel-aligned work (clipping, damage) uses `PixelRect`
/// with `Int` edges so that it is exact.
/// Everything here is a plain `Sendable` value with no dependencies.
public enum GeometryModule {}
