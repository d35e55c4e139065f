import Geometry

/// An immutable bitmap of premultiplied `0xAARRGGBB` pixels (see `PremultipliedPixel`):
/// a decoded PNG, an icon, a snapshot of a framebuffer. Rows are stored top to
/// bottom with no padding (`pixels.count == width * height`).
///
/// `Image` is a `Sendable` value so it can be decoded off the main thread and shared.
public struct Image: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// Wraps premultiplied pixels. Throws a `DimensionError` for a negative side, or
    /// `ImageError.sizeMismatch` when the count is not `width * height`.
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        try ImageError.check(width: width, height: height, count: pixels.count)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one color. Throws a `DimensionError` for a negative side.
    public init(width: Int, height: Int, filledWith color: Color) throws(DimensionError) {
        try SizeCheck.pixels(width: width, height: height, maximum: nil)
        self.width = width
        self.height = height
        self.pixels = Array(repeating: color.premultipliedPixel, count: width * height)
    }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height) image")
        return pixels[y * width + x]
    }
}

/// Errors from building an `Image` out of raw pixels (a negative side is a
/// `DimensionError`, as for every size).
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    case sizeMismatch(width: Int, height: Int, pixelCount: Int)

    /// Throws a `DimensionError` for a negative side, and `sizeMismatch` unless `count`
    /// elements fill a `width` x `height` grid exactly.
    static func check(width: Int, height: Int, count: Int) throws {
        try SizeCheck.pixels(width: width, height: height, maximum: nil)
        let (expected, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count == expected else {
            throw ImageError.sizeMismatch(width: width, height: height, pixelCount: count)
        }
    }

    public var description: String {
        switch self {
        case let .sizeMismatch(w, h, n):
            w.multipliedReportingOverflow(by: h).overflow
                ? "a \(w)x\(h) image has more pixels than memory can address, got \(n)"
                : "a \(w)x\(h) image needs \(w * h) pixels, got \(n)"
        }
    }
}
