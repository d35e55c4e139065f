import Components
import Controls
import Geometry
import Graphics
import Layout

/// The gallery app's tab bar: the Controls module's `TabBar` on a white bar, a tab per
/// page in `GalleryPage.allCases` order, the first lined up with the pages' panels. A tab
/// sends `TabSelected`, which the bar turns into `GalleryApp.ShowPage` for the app; the
/// arrows on a focused tab show the page they move to (pages show at once).
/// Stateless; it is its own component so that the app's rebuilds reuse it while the
/// selection stays.
struct GalleryTabBar: Component, Equatable {
    /// The bar's height, the separator included.
    static let height = 48.0
    /// The tag of the bar's `TabSelected`.
    static let tag = "gallery.tabs"

    /// The page whose tab is shown selected.
    var selected: GalleryPage

    init(selected: GalleryPage) {
        self.selected = selected
    }

    func body(_ context: BuildContext<Self>) -> some Component {
        var bar = LayoutStyle.column().sized(height: Self.height)
        bar.flexShrink = 0
        // Page ids are unique (raw values of one enum): the bar cannot throw.
        let tabs = try! TabBar(GalleryPage.allCases.map { TabItem($0.title, id: $0.rawValue) },
                               selection: selected.rawValue, tag: Self.tag, inset: 8,
                               selectionFollowsFocus: true)
        return Box(fill: .color(GalleryColor.panel), style: bar) {
            tabs.flex(grow: 1)
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let selected = action as? TabSelected, selected.tag == Self.tag,
              let page = GalleryPage(rawValue: selected.id) else { return false }
        return context.send(GalleryApp.ShowPage(page))
    }
}
