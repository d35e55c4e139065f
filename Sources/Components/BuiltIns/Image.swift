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

    /// `image` at one pixel per point.
    public init(_ image: Graphics.Image, contentMode: ContentMode = .fit) {
        content = ImageContent(image: image, contentMode: contentMode)
    }

    /// `image` at `scale` pixels per point (2 for an image made for a 2x screen). Throws a
    /// `DimensionError` unless `scale` is finite and greater than 0.
    public init(_ image: Graphics.Image, scale: Double, contentMode: ContentMode = .fit) throws(DimensionError) {
        content = try ImageContent(image: image, scale: scale, contentMode: contentMode)
    }

    /// Decodes the PNG file at `path`. Throws an `ImageLoadError` naming the file when it
    /// cannot be read or is not a valid PNG, or when `scale` is not finite and greater
    /// than 0.
    public init(contentsOfFile path: String, scale: Double = 1, contentMode: ContentMode = .fit) throws(ImageLoadError) {
        try self.init(decoding: { () throws(PNGError) in try PNG.decode(contentsOfFile: path) }, path: path,
                      scale: scale, contentMode: contentMode)
    }

    /// Decodes PNG data. Throws an `ImageLoadError` when it is not a valid PNG, or when
    /// `scale` is not finite and greater than 0.
    public init(pngData: [UInt8], scale: Double = 1, contentMode: ContentMode = .fit) throws(ImageLoadError) {
        try self.init(decoding: { () throws(PNGError) in try PNG.decode(pngData) }, path: nil,
                      scale: scale, contentMode: contentMode)
    }

    private init(decoding decode: () throws(PNGError) -> Graphics.Image, path: String?, scale: Double,
                 contentMode: ContentMode) throws(ImageLoadError) {
        let image: Graphics.Image
        do {
            image = try decode()
        } catch {
            throw ImageLoadError(path: path, reason: .png(error))
        }
        do {
            content = try ImageContent(image: image, scale: scale, contentMode: contentMode)
        } catch {
            throw ImageLoadError(path: path, reason: .scale(error))
        }
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        Element(kind: .image(content), style: LayoutStyle(), owner: builder.owner)
    }
}
