import Geometry
import Graphics

/// What an `Image` element shows: the bitmap, its pixels per point, and how it is
/// placed in the element's frame. What mounting draws for an `ElementKind.image`.
public struct ImageContent: Hashable, Sendable {
    public var image: Graphics.Image
    /// Image pixels per point (2 for an image made for a 2x screen): finite and greater
    /// than 0, as the initializers check.
    public private(set) var scale: Double
    public var contentMode: ContentMode

    /// An image at one pixel per point.
    public init(image: Graphics.Image, contentMode: ContentMode = .fit) {
        self.image = image
        self.scale = 1
        self.contentMode = contentMode
    }

    /// An image at `scale` pixels per point. Throws a `DimensionError` unless `scale` is
    /// finite and greater than 0 (`SizeCheck.scale`).
    public init(image: Graphics.Image, scale: Double, contentMode: ContentMode = .fit) throws(DimensionError) {
        try SizeCheck.scale(scale)
        self.init(image: image, contentMode: contentMode)
        self.scale = scale
    }

    /// The image's size in points: its intrinsic size in layout.
    public var naturalSize: Size {
        Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
    }

    /// Where the image is drawn for a frame at `bounds` (the drawing is clipped to
    /// `bounds`: the rectangle may overflow it with `.fill` and `.center`).
    public func imageRect(in bounds: Rect) -> Rect {
        let natural = naturalSize
        let size: Size
        switch contentMode {
        case .center:
            size = natural
        case .fit, .fill:
            guard natural.width > 0, natural.height > 0 else { return Rect(origin: bounds.center, size: .zero) }
            let scaleX = bounds.width / natural.width, scaleY = bounds.height / natural.height
            let factor = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            size = natural * factor
        }
        return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// How an image is placed in a frame of another size. Each is centered.
public enum ContentMode: Hashable, Sendable {
    /// Scaled to fit inside the frame, keeping its aspect ratio (letterboxed).
    case fit
    /// Scaled to cover the frame, keeping its aspect ratio (cropped).
    case fill
    /// At its natural size (cropped when larger than the frame).
    case center
}

/// Why an `Image` could not be made from a PNG file or PNG data.
public struct ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The file or data could not be read or decoded.
        case png(PNGError)
        /// The scale given fails `SizeCheck.scale`.
        case scale(DimensionError)
    }

    /// The file, or nil for PNG data.
    public let path: String?
    public let reason: Reason

    public init(path: String?, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let source = path.map { "image '\($0)'" } ?? "image from PNG data"
        switch reason {
        case .png(.unreadableFile(_, let why)): return "cannot load \(source): \(why)"
        case .png(let error): return "cannot load \(source): \(error)"
        case .scale(let error): return "cannot load \(source): \(error)"
        }
    }
}
