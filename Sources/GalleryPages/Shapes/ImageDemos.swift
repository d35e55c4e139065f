import Components
import Geometry
import Graphics
import Layout

/// Images made in code: at their natural size (and a 2x one at half that), then the color
/// field in frames of another shape with each content mode, and one sized by `Ratio`.
func imagesPanel() -> some Component {
    let modes: [(String, ContentMode)] = [("fit", .fit), ("fill", .fill), ("center", .center)]
    let retina = try? Components.Image(GeneratedImages.checkerboard, scale: 2)  // 2 passes SizeCheck.scale
    return panel("Images", width: 600) {
        labelled("natural size: checkerboard 64², color field 96 × 64, soft disc 48² (over a tint), checkerboard at 2x") {
            swatchRow {
                Components.Image(GeneratedImages.checkerboard)
                Components.Image(GeneratedImages.colorField)
                Components.Image(GeneratedImages.softDisc)
                    .background(Box(fill: .color(Color(rgb: 0xCCE4FF)), cornerRadii: CornerRadii(4)))
                if let retina { retina }
            }
        }
        labelled("the 96 × 64 color field in a 150 × 72 frame and in a 72 × 110 frame") {
            swatchRow {
                for (name, mode) in modes {
                    swatch(name) { framed(mode: mode, width: 150, height: 72) }
                }
                for (name, mode) in modes {
                    swatch(name) { framed(mode: mode, width: 72, height: 110) }
                }
            }
        }
        labelled("Ratio 2:1, 200 wide: the checkerboard filling it") {
            Ratio(2) { Components.Image(GeneratedImages.checkerboard, contentMode: .fill) }
                .width(200)
                .alignSelf(.flexStart)
        }
    }
}

/// The color field in a frame of `width` × `height` placed by `mode`, over a well that
/// shows the frame.
///
/// The image is the well's overlay rather than the well the image's background: an
/// overlay is placed by insets, so it takes the frame's size whatever the image's own,
/// while a sized image that is a `Background`'s content keeps its natural size as its
/// minimum and overflows a smaller frame.
private func framed(mode: ContentMode, width: Double, height: Double) -> some Component {
    Box(fill: .color(GalleryColor.fill))
        .size(width: width, height: height)
        .overlay(Components.Image(GeneratedImages.colorField, contentMode: mode))
}
