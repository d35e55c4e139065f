import Geometry
import Graphics
import Layout

/// A bitmap: a `Graphics.Image`, or a PNG file or PNG data decoded once when the
/// component is made. Its intrinsic size is the image's size in points (pixels divided
/// by `scale`), whatever its width: layout gives it that size unless the parent or a
/// modifier sizes it, and `contentMode` places the image in the frame it gets (fit,
/// fill, center). Wrap it in `Ratio` to size it by its aspect ratio.
///
/// `Equatable`: images compare by pixels (immediate when both hold the same image).
public struct Image: Component, Equatable {
    public var content: ImageContent

    public init(_ image: Graphics.Image, scale: Double = 1, contentMode: ContentMode = .fit) {
        content = ImageContent(image: image, scale: scale, contentMode: contentMode)
    }

    /// Decodes the PNG file at `path`. Throws an `ImageLoadError` naming the file when it
    /// cannot be read or is not a valid PNG.
    public init(contentsOfFile path: String, scale: Double = 1, contentMode: ContentMode = .fit) throws(ImageLoadError) {
        let image: Graphics.Image
        do {
            image = try PNG.decode(contentsOfFile: path)
        } catch {
            throw ImageLoadError(path: path, reason: error)
        }
        self.init(image, scale: scale, contentMode: contentMode)
    }

    /// Decodes PNG data. Throws an `ImageLoadError` when it is not a valid PNG.
    public init(pngData: [UInt8], scale: Double = 1, contentMode: ContentMode = .fit) throws(ImageLoadError) {
        let image: Graphics.Image
        do {
            image = try PNG.decode(pngData)
        } catch {
            throw ImageLoadError(path: nil, reason: error)
        }
        self.init(image, scale: scale, contentMode: contentMode)
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        Element(kind: .image(content), style: LayoutStyle(), owner: builder.owner)
    }
}
