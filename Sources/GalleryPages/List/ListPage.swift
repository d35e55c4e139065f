import Components
import DataSource
import Geometry
import Layout

/// Lists fed by a data source: the seed's own example (section 0 with "Hello" and
/// "World !", enqueued as ComponentKit's "Dive Deeper" does) and a 10,000-post feed with
/// buttons that enqueue inserts, deletes, moves, updates and bursts of changesets, and a
/// line with the pending and applied counts.
///
/// The data sources belong to the page's controller (`ListPageController`), which fills
/// them the first time the page is shown, in the background; the page's state is what
/// the controller tells it (the sources, the counts).
public struct ListPage: Component, Equatable {
    public typealias State = ListPageState

    /// Enqueues feed changes (sent by the page's buttons; the controller handles them).
    public enum Change: Action, Equatable {
        /// A new post at the top.
        case insertAtTop
        /// Ten posts at random places.
        case insertRandom
        case deleteRandom
        case moveRandom
        case updateRandom
        /// A hundred random changesets at once (the pending count climbs, then drains).
        case burst
    }

    public var size: Size
    /// Whether the page is on screen: it loads its feed the first time it is.
    public var isShown: Bool
    /// How many posts the feed starts with, and the most it keeps: an insertion past it
    /// drops the oldest (at the end), as a feed's window does.
    public var feedCount: Int
    /// Whether the seed's changeset and the feed past its first screenful are prepared in
    /// the background (an app), or everything is applied before the first frame (a still
    /// render, which has no run loop to wait on).
    public var loadsInBackground: Bool

    /// The page at `size`; `isShown` false builds it without loading anything yet.
    public init(size: Size = GalleryPage.defaultSize, isShown: Bool = true, feedCount: Int = ListPage.feedCount,
                loadsInBackground: Bool = true) {
        self.size = size
        self.isShown = isShown
        self.feedCount = max(0, feedCount)
        self.loadsInBackground = loadsInBackground
    }

    /// The feed list's width and height at the default page size (it grows and shrinks
    /// with the page: `feedWidth(pageWidth:)`), and the seed list's.
    public static let feedSize = Size(width: 560, height: 600)

    /// The feed list's width on a page `pageWidth` wide: the room beside the seed's panel
    /// when there is enough, else the page's width (the panels wrap), at most 720 pt (a
    /// line of a post stays readable). The rows follow it.
    public static func feedWidth(pageWidth: Double) -> Double {
        let content = pageWidth - 2 * 24, panelPadding = 28.0
        let beside = content - (seedSize.width + panelPadding) - 16
        return min(720, max(200, (beside >= 420 ? beside : content) - panelPadding))
    }
    public static let seedSize = Size(width: 360, height: 110)
    /// The number of posts the feed starts with in the app.
    public static let feedCount = 10_000
    /// The posts applied synchronously before the rest (ComponentKit's viewport split of
    /// a changeset): more than the feed list shows at once, so the first frame is full.
    public static let firstScreenful = 40

    public var scope: ComponentScope? { .byType }
    public func initialState() -> ListPageState { ListPageState() }
    public static var controllerType: ComponentController<ListPage>.Type? { ListPageController.self }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        return pageScaffold(title: "Lists", subtitle: "Changesets prepared in the background, applied in order to virtualized lists with cell reuse.",
                            size: size) {
            panel("The seed's example", width: ListPage.seedSize.width + panelInset) {
                caption("Section 0, then \"Hello\" at [0, 0] and \"World !\" at [0, 1], enqueued asynchronously.")
                if let sources = state.sources {
                    List(sources.seed, id: "seed", style: LayoutStyle.column().sized(width: ListPage.seedSize.width,
                                                                                      height: ListPage.seedSize.height))
                }
            }
            let feedWidth = ListPage.feedWidth(pageWidth: size.width)
            panel("A feed of \(feedCount) posts", width: feedWidth + panelInset) {
                Flexbox(style: .row(gap: 6, wrap: .wrap)) {
                    Button("Insert", attributes: GalleryStyle.font(13, weight: .bold), action: Change.insertAtTop)
                        .testID("list.insert")
                    Button("Insert ×10", attributes: GalleryStyle.font(13), looks: .secondary, action: Change.insertRandom)
                    Button("Delete", attributes: GalleryStyle.font(13), looks: .secondary, action: Change.deleteRandom)
                    Button("Move", attributes: GalleryStyle.font(13), looks: .secondary, action: Change.moveRandom)
                    Button("Update", attributes: GalleryStyle.font(13), looks: .secondary, action: Change.updateRandom)
                    Button("Burst ×100", attributes: GalleryStyle.font(13), looks: .secondary, action: Change.burst)
                }
                Text("Changesets pending: \(state.pending) · applied: \(state.applied) · posts: \(state.itemCount)",
                     attributes: GalleryStyle.caption, maxLines: 1)
                    .testID("list.counts")
                if let sources = state.sources {
                    List(sources.feed, id: "feed", style: LayoutStyle.column().sized(width: feedWidth,
                                                                                      height: ListPage.feedSize.height))
                        .testID("list.feed")
                }
            }
            .testID(GalleryPage.list.lastPanelTestID)
        }
    }
}

/// The List page's state: its data sources once the controller made them, and the
/// feed's counts.
public struct ListPageState: Sendable, Equatable {
    public var sources: ListPageSources?
    public var pending = 0
    public var applied = 0
    public var itemCount = 0

    public init() {}
}

/// The List page's two data sources.
public struct ListPageSources: Sendable, Equatable {
    public let seed: ListDataSource<String>
    public let feed: ListDataSource<FeedItem>

    public static func == (lhs: ListPageSources, rhs: ListPageSources) -> Bool {
        lhs.seed === rhs.seed && lhs.feed === rhs.feed
    }
}
