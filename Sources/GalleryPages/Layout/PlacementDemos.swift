import Components
import Geometry
import Graphics
import Layout

// The layout page's demos of the single-child wrappers, decorations and absolute
// placement: each returns one panel.

/// `Inset`, `Center` and `Ratio`, each over a tinted background that shows its box.
func wrapperPanel() -> some Component {
    panel("Inset, Center, Ratio", width: layoutPanelWidth) {
        labelled("Inset: 8 above and below, 28 at the sides (tinted)") {
            Flexbox(style: .row(align: .flexStart)) {
                Inset(EdgeInsets(horizontal: 28, vertical: 8)) {
                    tile("content", color: GalleryColor.blue, width: 96, height: 28)
                }
                .background(tint)
            }
        }
        labelled("Center: a 90 × 28 tile in 200 × 80") {
            Center {
                tile("centered", color: GalleryColor.green, width: 90, height: 28)
            }
            .size(width: 200, height: 80)
            .background(tint)
            .alignSelf(.flexStart)
        }
        labelled("Ratio 16:9 (width 160), 1:1 (width 72), 3:4 (height 96)") {
            Flexbox(style: .row(gap: 12, align: .flexStart)) {
                Ratio(16.0 / 9) {
                    Box(fill: .linearGradient(BoxGradient(from: GalleryColor.teal, to: GalleryColor.indigo,
                                                          start: .topLeft, end: .bottomRight)),
                        cornerRadii: CornerRadii(6))
                }
                .width(160)
                Ratio(1) { tile("1:1", color: GalleryColor.orange) }.width(72)
                Ratio(3.0 / 4) { tile("3:4", color: GalleryColor.purple) }.height(96)
            }
        }
    }
}

/// `Background` (a pill behind padded text) and `Overlay` (a shade and a corner badge
/// over a tile): the pair is laid out exactly as the content alone.
func decorationPanel() -> some Component {
    panel("Background and Overlay", width: layoutPanelWidth) {
        labelled("Background: a pill behind an inset label") {
            Flexbox(style: .row(gap: 8, align: .center)) {
                pill("Swift", color: GalleryColor.orange)
                pill("Linux", color: GalleryColor.blue)
                pill("Flexbox", color: GalleryColor.green)
            }
        }
        labelled("Overlay: a translucent shade, then a badge in the corner") {
            Flexbox(style: .row(gap: 12, align: .flexStart)) {
                tile("photo", color: GalleryColor.teal, width: 120, height: 72)
                    .overlay(Box(fill: .color(Color(red: 0, green: 0, blue: 0, alpha: 0.35)), cornerRadii: CornerRadii(4)))
                tile("inbox", color: GalleryColor.indigo, width: 120, height: 72)
                    .overlay(Flexbox(style: LayoutStyle.row(align: .flexStart, justify: .flexEnd, padding: 4)) {
                        Inset(EdgeInsets(horizontal: 6, vertical: 1)) {
                            Text("12", attributes: GalleryStyle.font(11, weight: .bold, color: .white))
                        }
                        .background(Box(color: GalleryColor.red, cornerRadius: 8))
                        .alignSelf(.flexStart)
                    })
            }
        }
    }
}

/// Children taken out of the flow and placed by insets from their parent's padding box:
/// the four corners, and one stretched between percentage insets.
func absolutePanel() -> some Component {
    panel("Absolute placement", width: layoutPanelWidth) {
        labelled("position: absolute, by insets (a well of \(Int(layoutDemoWidth)) × 150)") {
            well(style: LayoutStyle().sized(width: layoutDemoWidth, height: 150)) {
                tile("left 8, top 8", color: GalleryColor.blue).size(width: 96, height: 26).position(top: 8, left: 8)
                tile("right 8, top 8", color: GalleryColor.green).size(width: 96, height: 26).position(top: 8, right: 8)
                tile("left 8, bottom 8", color: GalleryColor.orange).size(width: 96, height: 26).position(bottom: 8, left: 8)
                tile("right 8, bottom 8", color: GalleryColor.purple).size(width: 96, height: 26)
                    .position(right: 8, bottom: 8)
                tile("25% from left and right", color: GalleryColor.red)
                    .position(Edges(top: .points(52), right: .percent(25), bottom: .points(52), left: .percent(25)))
            }
        }
    }
}

/// The tint behind the wrapper demos.
private var tint: Box {
    Box(fill: .color(Color(rgb: 0xCCE4FF)), cornerRadii: CornerRadii(6))
}

/// A label on a rounded background, inset from it.
private func pill(_ label: String, color: Color) -> some Component {
    Inset(EdgeInsets(horizontal: 12, vertical: 4)) {
        Text(label, attributes: GalleryStyle.font(13, weight: .bold, color: .white))
    }
    .background(Box(color: color, cornerRadius: 12))
}
