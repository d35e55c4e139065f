import Components
import DataSource
import Geometry

/// Owns the List page's data sources: makes them with the page's scope, fills them the
/// first time the page is shown (the seed's changeset, asynchronous as in the seed; the
/// feed's first screenful at once and the rest in the background, ComponentKit's
/// viewport split), turns the page's buttons into changesets, and keeps the page's counts.
///
/// Random changes come from a fixed seed, so the same taps give the same feed in a
/// window and in a headless render.
public final class ListPageController: ComponentController<ListPage> {
    private var sources: ListPageSources?
    private var random = FeedRandom(seed: 2026)
    private var nextID = 1_000_000
    /// The feed as it will be once every pending changeset is applied: random changes are
    /// made against it (the data source's applied state may be behind).
    private var pendingFeed: [[FeedItem]] = []

    public required init(_ context: ControllerContext<ListPage>) {
        super.init(context)
        if component.isShown { load() }
    }

    public override func didUpdateComponent(from oldComponent: ListPage, oldState: ListPageState) {
        if component.isShown, sources == nil { load() }
    }

    /// Returns once the data sources have applied every changeset enqueued so far.
    public func waitUntilApplied() async {
        guard let sources else { return }
        await sources.seed.waitUntilApplied()
        await sources.feed.waitUntilApplied()
    }

    private func load() {
        let seed = ListDataSource<String> { SeedLabel(text: $0) }
        let feed = ListDataSource<FeedItem> { FeedRow(item: $0) }
        let made = ListPageSources(seed: seed, feed: feed)
        sources = made
        feed.addObserver(self) { controller, _ in controller.showCounts() }
        let background = component.loadsInBackground
        // Rows follow their lists' width; laid out at it from the start, the first frame
        // (a still render's only one) needs no width pass.
        try? seed.setRowWidth(ListPage.seedSize.width)
        try? feed.setRowWidth(ListPage.feedWidth(pageWidth: component.size.width))
        // The seed's example, as ComponentKit's "Dive Deeper" enqueues it.
        try? seed.enqueue(Changeset {
            $0.insertSection(0)
            $0.insert("Hello", at: [0, 0])
            $0.insert("World !", at: [0, 1])
        }, mode: background ? .asynchronous : .synchronous)
        let count = component.feedCount, first = min(count, ListPage.firstScreenful)
        enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<first { $0.insert(FeedItem(id: id), at: ItemPath(0, id)) }
        }, mode: .synchronous)
        if count > first {
            enqueue(Changeset { for id in first..<count { $0.insert(FeedItem(id: id), at: ItemPath(0, id)) } },
                    mode: background ? .asynchronous : .synchronous)
        }
        updateState(.synchronous) { $0.sources = made }
        showCounts()
    }

    public override func handle(_ action: any Action) -> Bool {
        guard let change = action as? ListPage.Change, let feed = sources?.feed else { return false }
        _ = feed
        // One change at a time animates (rows slide, come in and leave); a burst lands at once.
        switch change {
        case .insertAtTop:
            enqueue(Changeset { $0.insert(newItem(), at: [0, 0]) }, animation: .easeInOut)
        case .burst:
            for _ in 0..<100 { enqueue(random.changeset(random.anyChange(), for: pendingFeed[0], newItem: newItem)) }
        default:
            enqueue(random.changeset(change, for: pendingFeed[0], newItem: newItem), animation: .easeInOut)
        }
        showCounts()
        return true
    }

    private func newItem() -> FeedItem {
        defer { nextID += 1 }
        return FeedItem(id: nextID)
    }

    private func enqueue(_ changeset: Changeset<FeedItem>, mode: ChangesetMode = .asynchronous,
                         animation: Animation? = nil) {
        guard let feed = sources?.feed else { return }
        do {
            try feed.enqueue(changeset, mode: mode, animation: animation)
            _ = changeset.apply(to: &pendingFeed, updated: { _, entry in changeset.updatedItems[entry].model },
                                inserted: { changeset.insertedItems[$0].model })
        } catch {
            // The page makes its changesets against the pending feed: one that fails is a bug.
            print("tessera: warning: the List page made an invalid changeset: \(error)")
            return
        }
        // A rolling feed: past the page's `feedCount` posts, the oldest (at the end) go,
        // so tapping "Insert" for a month leaves memory flat.
        let limit = component.feedCount
        if let count = pendingFeed.first?.count, count > limit, limit > 0 {
            enqueue(Changeset { for index in limit..<count { $0.remove(at: ItemPath(0, index)) } })
        }
    }

    private func showCounts() {
        guard let feed = sources?.feed else { return }
        let pending = feed.pendingCount, applied = feed.appliedCount, count = feed.sectionCounts.first ?? 0
        guard pending != state.pending || applied != state.applied || count != state.itemCount else { return }
        updateState(.synchronous) {
            $0.pending = pending
            $0.applied = applied
            $0.itemCount = count
        }
    }
}

/// The seed example's row: the model's text in a large face (the seed's
/// AmericanTypewriter 26 pt; the gallery's own family here).
struct SeedLabel: Component, Equatable {
    var text: String
    func body(_ context: BuildContext<Self>) -> some Component {
        Text(text, attributes: GalleryStyle.font(26))
    }
}
