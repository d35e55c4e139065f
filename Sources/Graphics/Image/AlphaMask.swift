/// An 8-bit coverage bitmap (A8): 0 = transparent, 255 = fully covered. Glyphs
/// rasterized by FreeType come as masks, drawn in a color by `Painter.draw(_:x:y:color:)`.
public struct AlphaMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major coverage, `width * height` bytes, rows top to bottom.
    public let coverage: [UInt8]

    /// Throws `ImageError.sizeMismatch` when `coverage.count != width * height`, a
    /// `DimensionError` for a negative side.
    public init(width: Int, height: Int, coverage: [UInt8]) throws {
        try ImageError.check(width: width, height: height, count: coverage.count)
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}
