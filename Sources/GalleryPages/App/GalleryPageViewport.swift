import Components
import Geometry
import Layout

/// One page's place in the gallery app: a scroll view keyed by the page, so each page's
/// scroll position is the state of its own scroll view's scope (`ScrollView(id: page)`).
///
/// The app makes one for every page in every build, the shown one with its page inside
/// and the others empty and not displayed: a scope that a build leaves out is gone with
/// its state, and an undisplayed viewport keeps its offset (layout has no size to clamp
/// it against), so a page shown again is where it was left.
struct GalleryPageViewport: Component, Equatable {
    var page: GalleryPage
    /// The area the pages share: the shown page's viewport fills it, and a scaffold page
    /// is made this wide and at least this tall.
    var areaSize: Size
    var isShown: Bool

    func body(_ context: BuildContext<Self>) -> some Component {
        var style = LayoutStyle()
        style.flexGrow = 1
        if !isShown { style.display = .none }
        let content: [any Component] = isShown || page.keepsStateWhenHidden
            ? [page.component(size: areaSize, interactive: true, isShown: isShown)] : []
        return ScrollView(page.scrollAxes, id: page, style: style) {
            // A row: the page keeps its own size on both axes (the cards canvas is 1920 × 1080).
            Flexbox(style: LayoutStyle.row(align: .flexStart), children: content)
        }
    }
}

extension GalleryPage {
    /// The axes the app scrolls the page on: the cards canvas both ways (it has a fixed
    /// size), the other pages down (their panels wrap to the window's width).
    public var scrollAxes: ScrollAxes { self == .cards ? .both : .vertical }

    /// The test ID of the page's last panel (for the cards page, its canvas): the content
    /// at the page's bottom, which scrolling must bring into view.
    public var lastPanelTestID: String { "gallery.\(rawValue).last" }
}
