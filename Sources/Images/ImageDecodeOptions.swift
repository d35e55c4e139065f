/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
}

/// How to decode an image: the size it will be shown at, and the largest image to accept.
public struct ImageDecodeOptions: Hashable, Sendable {
    /// The most pixels (`width * height`, as the file's header gives them) an image may
    /// have: 64 megapixels (8192 × 8192, 256 MB decoded), enough for any photo a phone
    /// takes, and a bound on the time and memory a hostile header can ask for. The
    /// header is checked before anything is allocated.
    public static let defaultMaximumPixels = 1 << 26

    /// The pixels the image will be shown at, once oriented (nil: its full size). A
    /// format that can decode smaller does so, to the smallest size that still covers
    /// this one (a JPEG's DCT scaling: 1/2, 1/4, 1/8); others decode whole.
    public var size: PixelSize?
    /// See `defaultMaximumPixels`.
    public var maximumPixels: Int

    public init(size: PixelSize? = nil, maximumPixels: Int = defaultMaximumPixels) {
        self.size = size
        self.maximumPixels = maximumPixels
    }
}
