import Components
import Geometry
import Graphics
import Layout

/// The gallery app's tab bar: a white bar with a separator line along its bottom and a
/// tab per page, in `GalleryPage.allCases` order, the selected one filled. A tab sends
/// `GalleryApp.ShowPage`, which the app handles. Stateless; it is its own component so
/// that the app's rebuilds reuse it while the selection stays.
struct GalleryTabBar: Component, Equatable {
    /// The bar's height, the separator included.
    static let height = 48.0

    /// The page whose tab is shown selected.
    var selected: GalleryPage

    init(selected: GalleryPage) {
        self.selected = selected
    }

    func body(_ context: BuildContext<Self>) -> some Component {
        var bar = LayoutStyle.row(gap: 4, align: .center).sized(height: Self.height)
        // The first tab lines up with the pages' panels (their scaffold is padded 24).
        bar.padding = Edges(top: .zero, right: .points(24), bottom: .zero, left: .points(24))
        bar.flexShrink = 0
        return Box(fill: .color(GalleryColor.panel),
                   border: BoxBorder(widths: EdgeInsets(bottom: 1), colors: BorderColors(all: GalleryColor.separator)),
                   style: bar) {
            for page in GalleryPage.allCases {
                Button(page.title, attributes: GalleryStyle.font(14), looks: .tab, cornerRadius: 8,
                       padding: EdgeInsets(horizontal: 14, vertical: 7), isSelected: page == selected,
                       action: GalleryApp.ShowPage(page))
            }
        }
    }
}

extension ButtonLooks {
    /// A tab: its title on the bar, gray while pressed, white on blue when selected.
    static let tab = ButtonLooks(
        normal: ButtonLook(background: nil, titleColor: GalleryColor.secondaryLabel),
        highlighted: ButtonLook(background: GalleryColor.fill, titleColor: GalleryColor.label),
        selected: ButtonLook(background: GalleryColor.blue, titleColor: .white))
}
