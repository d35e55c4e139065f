import Geometry
import Graphics

/// What an `Image` element shows: the bitmap, its pixels per point, and how it is
/// placed in the element's frame. What mounting draws for an `ElementKind.image`.
public struct ImageContent: Hashable, Sendable {
    public var image: Graphics.Image
    /// Image pixels per point (2 for an image made for a 2x screen).
    public var scale: Double
    public var contentMode: ContentMode

    public init(image: Graphics.Image, scale: Double = 1, contentMode: ContentMode = .fit) {
        self.image = image
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.contentMode = contentMode
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
    /// The file, or nil for PNG data.
    public let path: String?
    public let reason: PNGError

    public init(path: String?, reason: PNGError) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch (path, reason) {
        case (let path?, .unreadableFile(_, let why)):
            "cannot load image '\(path)': \(why)"
        case (let path?, _):
            "cannot load image '\(path)': \(reason)"
        case (nil, _):
            "cannot load image from PNG data: \(reason)"
        }
    }
}
