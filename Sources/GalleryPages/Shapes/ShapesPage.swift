import Components
import Geometry

/// The shapes and images showcase: boxes filled with colors and linear gradients, with
/// borders (uniform, thick, a color per side), corner radii (none to circles, one radius
/// per corner, elliptical), opacity (per box and as a group) and clipping of children;
/// then bitmaps made in code (`GeneratedImages`) at their natural size and placed in
/// frames of another shape with `.fit`, `.fill` and `.center`; then pictures from files
/// (a JPEG, an animated GIF and WebP, SVG: `GalleryMedia`) and Tessera's icons, and the
/// user's file (`ComponentEnvironment.galleryImageFile`). Stateless.
public struct ShapesPage: Component, Equatable {
    /// The page's size (its panels wrap within the width).
    public var size: Size

    public init(size: Size = GalleryPage.defaultSize) {
        self.size = size
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        pageScaffold(title: "Shapes and images",
                     subtitle: "Boxes: fills, gradients, borders, radii, opacity, clipping. Images made in code: fit, fill, center. Pictures from files, and icons.",
                     size: size) {
            if let path = context.environment.galleryImageFile { userImagePanel(path) }
            colorsPanel()
            gradientsPanel()
            bordersPanel()
            radiiPanel()
            opacityPanel()
            clippingPanel()
            imagesPanel()
            mediaPanel()
                .testID(GalleryPage.shapes.lastPanelTestID)
        }
    }
}
