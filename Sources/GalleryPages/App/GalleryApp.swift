import Components
import Geometry
import Layout
import TextInput

/// The gallery as one app: a tab bar across the top with a tab per `GalleryPage`, and
/// below it the selected page in a scroll view filling the rest of the window (the cards
/// canvas scrolls both ways, the other pages down; see `GalleryPageViewport`). The root component of the gallery's window, and
/// of its headless renders.
///
/// The selected page is the app's state (its scope is by type: it is the root), so it
/// survives new props; `page` only picks the first one. It changes when a tab is tapped
/// (the tab sends `ShowPage`) and by keyboard (see `page(for:after:)`: arrows, Ctrl+Tab,
/// Ctrl+PageUp/PageDown, digits), always with a synchronous update: the new page is built,
/// laid out and mounted before the event returns. Each page's scroll position is kept
/// while other pages are shown. Read it from outside with
/// `selectedPage(in:)`.
///
/// On a resize, give the app its new size as well as the host:
/// `host.root.update(GalleryApp(page: page, size: size))`, then `host.resize(to: size)`.
public struct GalleryApp: Component, Equatable {
    /// The page on screen.
    public typealias State = GalleryPage

    /// Shows `page` (sent by its tab; handled by the app).
    public struct ShowPage: Action, Equatable {
        public var page: GalleryPage

        public init(_ page: GalleryPage) {
            self.page = page
        }
    }

    /// The page shown first.
    public var page: GalleryPage
    /// The window's size: the tab bar and the page area share it.
    public var size: Size
    /// When an on-screen keyboard rises under the page for a focused text field (the
    /// Input page's): `.automatic` on a kiosk with no keyboard, `.always` to try it on a desktop.
    public var keyboardPolicy: OnScreenKeyboardPolicy

    /// The app in a window of `size` points, showing `page` first.
    public init(page: GalleryPage = .layout, size: Size, keyboardPolicy: OnScreenKeyboardPolicy = .automatic) {
        self.page = page
        self.size = size
        self.keyboardPolicy = keyboardPolicy
    }

    /// The tab bar's height, its bottom separator included.
    public static let tabBarHeight = GalleryTabBar.height

    /// The size pages get in a window of `windowSize`: all of it below the tab bar.
    public static func pageSize(in windowSize: Size) -> Size {
        Size(width: windowSize.width, height: max(0, windowSize.height - tabBarHeight))
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> GalleryPage { page }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let pageSize = Self.pageSize(in: size)
        // The area fills what the keyboard leaves, however tall the page in it is.
        var area = LayoutStyle.column()
        area.flexGrow = 1
        area.flexShrink = 1
        area.flexBasis = .points(0)
        area.minHeight = .points(0)
        return Flexbox(style: LayoutStyle.column().sized(width: size.width, height: size.height)) {
            GalleryTabBar(selected: context.state)
            // Every page's viewport, the selected one displayed: each keeps its offset. An
            // on-screen keyboard takes the bottom of the area while a field has focus.
            Flexbox(style: area) {
                for page in GalleryPage.allCases {
                    GalleryPageViewport(page: page, areaSize: pageSize, isShown: page == context.state)
                }
            }
            .onScreenKeyboard(keyboardPolicy)
            .size(width: pageSize.width, height: pageSize.height)
            .flex(grow: 0, shrink: 0)
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        let page: GalleryPage
        switch action {
        case let show as ShowPage:
            page = show.page
        case let key as KeyEvent:
            // Keys the app has no use for go on up the chain (and, at the root, nowhere).
            guard let target = Self.page(for: key, after: context.state) else { return false }
            page = target
        default:
            return false
        }
        if page != context.state {
            context.updateState(.synchronous) { $0 = page }
        }
        return true
    }
}
