import Components
import Controls
import Geometry
import Graphics
import Layout
import TextRasterizer

// The pieces every showcase page is made of: functions returning components, so a page
// stays one composite whose whole tree is `Equatable`.

/// A page: a title and subtitle above panels that wrap into rows, on the gallery's
/// background, `size.width` wide and at least `size.height` tall (taller when its panels
/// need it: the app scrolls it).
func pageScaffold(title: String, subtitle: String, size: Size,
                  @ChildrenBuilder panels: () -> [any Component]) -> some Component {
    Box(fill: .color(GalleryColor.background), style: LayoutStyle.column(gap: 6, padding: 24)) {
        Text(title, attributes: GalleryStyle.title).accessibility(role: .heading)
        Text(subtitle, attributes: GalleryStyle.subtitle)
        Flexbox(style: LayoutStyle.row(gap: 16, align: .flexStart, wrap: .wrap), children: panels())
            .margin(Edges(top: .points(12), right: .points(0), bottom: .points(0), left: .points(0)))
            .flex(shrink: 0)
    }
    .size(width: size.width)
    .minSize(height: .points(size.height))
}

/// A panel: a `Card` headed `heading` around its demo, `width` wide (nil: as wide as the
/// demo). A demo `w` wide fits a panel `w + panelInset` wide.
func panel(_ heading: String, width: Double? = nil, @ChildrenBuilder content: () -> [any Component]) -> some Component {
    Card(heading) { Flexbox(style: .column(gap: 10), children: content()) }
        .size(width: width)
}

/// What a panel adds to its demo's width: the card's padding and border on both sides.
let panelInset = 2 * (2 * Theme.light.spacing + Card.borderWidth)

/// A small gray label.
func caption(_ text: String) -> Text {
    Text(text, attributes: GalleryStyle.caption)
}

/// A caption above a demo.
func labelled(_ label: String, gap: Double = 4, @ChildrenBuilder content: () -> [any Component]) -> Flexbox {
    Flexbox(style: .column(gap: gap)) {
        caption(label)
        content()
    }
}

/// A colored rectangle with a centered white label: the stand-in child of the layout demos.
/// Its size comes from `width`/`height` or from its parent (stretch, grow).
func tile(_ label: String = "", color: Color = GalleryColor.blue, width: Double? = nil, height: Double? = nil)
    -> Box {
    Box(fill: .color(color), cornerRadii: CornerRadii(4), style: LayoutStyle.row(align: .center, justify: .center).sized(width: width, height: height)) {
        if !label.isEmpty {
            Text(label, attributes: GalleryStyle.font(10, weight: .bold, color: .white), maxLines: 1)
        }
    }
}

/// A light well that shows the extent of a demo container.
func well(style: LayoutStyle, @ChildrenBuilder content: () -> [any Component]) -> Box {
    Box(fill: .color(GalleryColor.fill), cornerRadii: CornerRadii(4), style: style, children: content)
}
