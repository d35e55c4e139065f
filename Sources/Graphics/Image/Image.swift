/// An immutable bitmap of premultiplied `0xAARRGGBB` pixels (see `PremultipliedPixel`):
/// a decoded PNG, an icon, a snapshot of a framebuffer. Rows are stored top to
/// bottom with no padding (`pixels.count == width * height`).
///
/// `Image` is a `Sendable` value so it can be decoded off the main thread and shared.
public struct Image: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// Wraps premultiplied pixels. Throws `ImageError.sizeMismatch` when the count
    /// is not `width * height`, or `.invalidSize` for negative sides.
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        try ImageError.check(width: width, height: height, count: pixels.count)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one color.
    public init(width: Int, height: Int, filledWith color: Color) {
        precondition(width >= 0 && height >= 0, "Image sides must not be negative")
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

/// Errors from building an `Image` out of raw pixels.
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case sizeMismatch(width: Int, height: Int, pixelCount: Int)

    /// Throws unless `count` elements fill a `width` x `height` grid exactly.
    static func check(width: Int, height: Int, count: Int) throws(ImageError) {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        let (expected, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count == expected else {
            throw .sizeMismatch(width: width, height: height, pixelCount: count)
        }
    }

    public var description: String {
        switch self {
        case let .invalidSize(w, h): "image size \(w)x\(h) is invalid: sides must not be negative"
        case let .sizeMismatch(w, h, n):
            w.multipliedReportingOverflow(by: h).overflow
                ? "a \(w)x\(h) image has more pixels than memory can address, got \(n)"
                : "a \(w)x\(h) image needs \(w * h) pixels, got \(n)"
        }
    }
}
