import Components
import Geometry
import Graphics
import Layout

// The shapes page's box panels: fills, gradients, borders, radii, opacity, clipping.

/// A shape above its caption.
func swatch(_ label: String, @ChildrenBuilder shape: () -> [any Component]) -> Flexbox {
    Flexbox(style: .column(gap: 4, align: .center)) {
        shape()
        caption(label)
    }
}

/// A row of swatches that wraps.
func swatchRow(@ChildrenBuilder _ swatches: () -> [any Component]) -> Flexbox {
    Flexbox(style: .row(gap: 14, align: .flexStart, wrap: .wrap), children: swatches())
}

/// Solid fills in the gallery's palette.
func colorsPanel() -> some Component {
    let colors: [(String, Color)] = [
        ("red", GalleryColor.red), ("orange", GalleryColor.orange), ("yellow", GalleryColor.yellow),
        ("green", GalleryColor.green), ("teal", GalleryColor.teal), ("blue", GalleryColor.blue),
        ("indigo", GalleryColor.indigo), ("purple", GalleryColor.purple), ("pink", GalleryColor.pink),
        ("gray", GalleryColor.tertiaryLabel), ("label", GalleryColor.label), ("white", .white),
    ]
    return panel("Colors", width: 440) {
        swatchRow {
            for (name, color) in colors {
                swatch(name) {
                    Box(fill: .color(color), border: color == .white ? BoxBorder(width: 1, color: GalleryColor.separator) : nil,
                        cornerRadii: CornerRadii(8))
                        .size(width: 48, height: 48)
                }
            }
        }
    }
}

/// Linear gradients: vertical, horizontal, diagonal, several stops, and one fading to
/// transparent over a checkerboard.
func gradientsPanel() -> some Component {
    let rainbow = BoxGradient(start: .left, end: .right, stops: [
        GradientStop(GalleryColor.red, at: 0), GradientStop(GalleryColor.orange, at: 0.2),
        GradientStop(GalleryColor.yellow, at: 0.4), GradientStop(GalleryColor.green, at: 0.6),
        GradientStop(GalleryColor.blue, at: 0.8), GradientStop(GalleryColor.purple, at: 1),
    ])
    return panel("Linear gradients", width: 440) {
        swatchRow {
            swatch("top to bottom") { gradientBox(BoxGradient(from: GalleryColor.teal, to: GalleryColor.blue)) }
            swatch("left to right") {
                gradientBox(BoxGradient(from: GalleryColor.orange, to: GalleryColor.pink, start: .left, end: .right))
            }
            swatch("diagonal") {
                gradientBox(BoxGradient(from: GalleryColor.yellow, to: GalleryColor.purple, start: .topLeft,
                                        end: .bottomRight))
            }
            swatch("six stops") { gradientBox(rainbow) }
            swatch("to transparent, over an image") {
                gradientBox(BoxGradient(from: GalleryColor.blue, to: Color(red: 0, green: 0.48, blue: 1, alpha: 0),
                                        start: .left, end: .right))
                    .background(Components.Image(GeneratedImages.checkerboard, contentMode: .fill))
            }
        }
    }
}

private func gradientBox(_ gradient: BoxGradient) -> LayoutModified<Box> {
    Box(fill: .linearGradient(gradient), cornerRadii: CornerRadii(8)).size(width: 120, height: 72)
}

/// Borders inside the box's edge: thin, thick, rounded, a color and width per side.
func bordersPanel() -> some Component {
    let sides = BoxBorder(widths: EdgeInsets(top: 2, right: 4, bottom: 12, left: 8),
                          colors: BorderColors(top: GalleryColor.red, right: GalleryColor.orange, bottom: GalleryColor.blue, left: GalleryColor.green))
    return panel("Borders", width: 440) {
        swatchRow {
            swatch("1 px") { bordered(BoxBorder(width: 1, color: GalleryColor.separator), radius: 0) }
            swatch("4 px, radius 12") { bordered(BoxBorder(width: 4, color: GalleryColor.blue), radius: 12) }
            swatch("a color per side") { bordered(BoxBorder(widths: sides.widths, colors: sides.colors), radius: 0) }
            swatch("per side, rounded") { bordered(sides, radius: 16) }
            swatch("ring (circle)") { bordered(BoxBorder(width: 6, color: GalleryColor.green), radius: 36, width: 72) }
        }
    }
}

private func bordered(_ border: BoxBorder, radius: Double, width: Double = 96) -> LayoutModified<Box> {
    Box(fill: .color(.white), border: border, cornerRadii: CornerRadii(radius)).size(width: width, height: 72)
}

/// Corner radii: none, small, large, a circle, one corner pair, elliptical corners.
func radiiPanel() -> some Component {
    let radii: [(String, CornerRadii)] = [
        ("0", .zero), ("8", CornerRadii(8)), ("24", CornerRadii(24)), ("36: circle", CornerRadii(36)),
        ("two corners", CornerRadii(topLeft: 28, bottomRight: 28)),
        ("elliptical", CornerRadii(topLeft: Size(width: 36, height: 18), topRight: Size(width: 36, height: 18),
                                   bottomRight: Size(width: 36, height: 18), bottomLeft: Size(width: 36, height: 18))),
    ]
    return panel("Corner radii", width: 440) {
        swatchRow {
            for (name, radius) in radii {
                swatch(name) {
                    Box(fill: .color(GalleryColor.indigo), cornerRadii: radius).size(width: 72, height: 72)
                }
            }
        }
    }
}

/// Opacity per box over a checkerboard, and group opacity: overlapping children of a
/// half-transparent box do not show through each other.
func opacityPanel() -> some Component {
    panel("Opacity", width: 440) {
        swatchRow {
            for opacity in [1.0, 0.75, 0.5, 0.25] {
                swatch("\(Int(opacity * 100))%") {
                    Box(fill: .color(GalleryColor.red), cornerRadii: CornerRadii(8), opacity: opacity)
                        .size(width: 56, height: 56)
                        .background(Components.Image(GeneratedImages.checkerboard, contentMode: .fill))
                }
            }
        }
        swatchRow {
            swatch("two boxes at 50% each") {
                well(style: LayoutStyle().sized(width: 150, height: 80)) {
                    overlapping(opacity: 0.5, groupOpacity: 1)
                }
            }
            swatch("one group at 50%") {
                well(style: LayoutStyle().sized(width: 150, height: 80)) {
                    overlapping(opacity: 1, groupOpacity: 0.5)
                }
            }
        }
    }
}

/// Two overlapping squares in a transparent box of `groupOpacity`.
private func overlapping(opacity: Double, groupOpacity: Double) -> some Component {
    Box(opacity: groupOpacity, clipsContent: false, style: LayoutStyle().sized(width: 150, height: 80)) {
        Box(fill: .color(GalleryColor.blue), cornerRadii: CornerRadii(6), opacity: opacity)
            .size(width: 64, height: 56).position(top: 12, left: 20)
        Box(fill: .color(GalleryColor.orange), cornerRadii: CornerRadii(6), opacity: opacity)
            .size(width: 64, height: 56).position(top: 20, left: 60)
    }
}

/// A child larger than its parent: clipped to the parent's rounded box, or not.
func clippingPanel() -> some Component {
    panel("Clipping", width: 440) {
        swatchRow {
            swatch("clips its content (radius 20)") { clipper(clips: true) }
            swatch("does not clip") { clipper(clips: false) }
        }
    }
}

private func clipper(clips: Bool) -> some Component {
    Flexbox(style: LayoutStyle.row(align: .center, justify: .center).sized(width: 180, height: 120)) {
        Box(fill: .color(GalleryColor.teal), border: BoxBorder(width: 2, color: GalleryColor.indigo),
            cornerRadii: CornerRadii(20), clipsContent: clips, style: LayoutStyle().sized(width: 120, height: 80)) {
            Box(fill: .linearGradient(BoxGradient(from: GalleryColor.yellow, to: GalleryColor.red)), cornerRadii: CornerRadii(4))
                .size(width: 72, height: 110).position(top: -20, left: 64)
            Text("clip", attributes: GalleryStyle.font(14, weight: .bold, color: .white)).position(top: 8, left: 10)
        }
    }
}
