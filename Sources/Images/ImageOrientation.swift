import Graphics

/// How a stored image is turned to be shown upright: EXIF's orientation tag (TIFF 6.0,
/// tag 274), named by where the stored image's first row and first column belong.
public enum ImageOrientation: Int, Hashable, Sendable, CaseIterable {
    /// As stored (1: row 0 at the top, column 0 at the left).
    case up = 1
    /// Mirrored left to right (2: row 0 at the top, column 0 at the right).
    case upMirrored
    /// Turned half a turn (3: row 0 at the bottom, column 0 at the right).
    case down
    /// Mirrored top to bottom (4: row 0 at the bottom, column 0 at the left).
    case downMirrored
    /// Transposed (5: row 0 at the left, column 0 at the top).
    case leftMirrored
    /// Turned a quarter clockwise (6: row 0 at the right, column 0 at the top).
    case right
    /// Transversed (7: row 0 at the right, column 0 at the bottom).
    case rightMirrored
    /// Turned a quarter counterclockwise (8: row 0 at the left, column 0 at the bottom).
    case left

    /// Whether width and height trade places.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// `image` as it is shown: its pixels moved to where this orientation puts them.
    public func applied(to image: Image) -> Image {
        guard self != .up, !image.pixels.isEmpty else { return image }
        let width = image.width, height = image.height
        let (outWidth, outHeight) = swapsAxes ? (height, width) : (width, height)
        // The stored pixel of shown pixel (x, y) is at base + x * stepX + y * stepY: a
        // stored row 0 at the right means x counts stored rows from the last, and so on.
        let last = height - 1, end = width - 1
        let (base, stepX, stepY): (Int, Int, Int) = switch self {
        case .up: (0, 1, width)
        case .upMirrored: (end, -1, width)
        case .down: (last * width + end, -1, -width)
        case .downMirrored: (last * width, 1, -width)
        case .leftMirrored: (0, width, 1)
        case .right: (last * width, -width, 1)
        case .rightMirrored: (last * width + end, -width, -1)
        case .left: (end, width, -1)
        }
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { target, count in
            image.pixels.withUnsafeBufferPointer { source in
                var out = 0
                for y in 0..<outHeight {
                    var index = base + y * stepY
                    for _ in 0..<outWidth {
                        target[out] = source[index]
                        out += 1
                        index += stepX
                    }
                }
            }
            count = width * height
        }
        // Cannot fail: the same number of pixels, sides swapped or not.
        return try! Image(width: outWidth, height: outHeight, pixels: pixels)
    }
}
