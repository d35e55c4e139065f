import Components
import Geometry
import LibC
import Locking

/// The items of a list, changed only by changesets, each item's component built and
/// laid out off the main actor and kept, with its state and controllers, as a root of
/// its own (ComponentKit's `CKComponentDataSource`; see the module comment).
///
/// ```swift
/// let source = ListDataSource<String> { model in Text(model) }
/// try source.enqueue(Changeset {
///     $0.insertSection(0)
///     $0.insert("Hello", at: [0, 0])
///     $0.insert("World !", at: [0, 1])
/// }, sizeRange: .width(320))
/// ```
///
/// Read positions from the data source (`model(at:)`, `sectionCounts`), never from
/// your own array: changesets may still be pending. The provider must be pure and
/// thread-safe: it is called on background threads.
@MainActor
public final class ListDataSource<Model: Sendable> {
    /// Makes an item's component from its model, on any thread.
    public typealias ComponentProvider = @Sendable (Model) -> any Component
    /// Makes a section's header from the section's index and item count (nil: none).
    public typealias HeaderProvider = @Sendable (_ section: Int, _ itemCount: Int) -> (any Component)?

    public let environment: LayoutEnvironment
    public let diagnostics: DiagnosticHandler
    /// How many tasks prepare a changeset's items at once (at least 1; by default the
    /// machine's cores).
    public var preparationWidth: Int {
        didSet { preparationWidth = max(1, preparationWidth) }
    }
    /// Changesets applied so far.
    public private(set) var appliedCount = 0
    /// Changesets enqueued and not yet applied.
    public var pendingCount: Int { queue.count }

    private let provider: ComponentProvider
    private let headerProvider: HeaderProvider?
    private var sections: [[ListItem<Model>]] = []
    /// Each section's header root, if it has one.
    private var headers: [ComponentRoot?] = []
    /// The size range of the latest changeset applied: headers are laid out in it.
    private var headerSizeRange = SizeRange.width(0)
    /// The section counts once every pending changeset is applied: what the next one
    /// is checked against.
    private var pendingCounts: [Int] = []
    private var queue: [PendingChangeset<Model>] = []
    private var nextChangesetID = 0
    /// The changeset whose updated items are rebuilding, if any.
    private var applyingID: Int?
    /// While a changeset is applied, item commits are part of it.
    private var isApplying = false
    private var observers: [ListDataSourceObserver] = []
    /// The rows as last published; readable from any thread (a `List` builds off the
    /// main actor).
    private let published = Lock(ListRowTable.empty)

    /// A data source whose items are `component(model)`, laid out in `environment`, and
    /// whose sections have `header(section, itemCount)` above their items (built on the
    /// main actor when a changeset changes the sections or their counts; its own state
    /// updates rebuild it as an item's do).
    public init(environment: LayoutEnvironment = LayoutEnvironment(), diagnostics: DiagnosticHandler = .standard,
                header: HeaderProvider? = nil, component: @escaping ComponentProvider) {
        self.environment = environment
        self.diagnostics = diagnostics
        provider = component
        headerProvider = header
        preparationWidth = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    // MARK: reading the applied state

    /// The rows the applied state shows, in order, with their layouts.
    public nonisolated var table: ListRowTable { published.withLock { $0 } }
    /// Each section's item count, as applied.
    public var sectionCounts: [Int] { sections.map(\.count) }
    /// The model of the item at `path` (applied state); nil outside it.
    public func model(at path: ItemPath) -> Model? { item(at: path)?.model }
    /// The root of the item at `path`: its state, controllers and layout.
    public func root(at path: ItemPath) -> ComponentRoot? { item(at: path)?.root }
    /// Every model, by section, as applied.
    public var models: [[Model]] { sections.map { $0.map(\.model) } }

    private func item(at path: ItemPath) -> ListItem<Model>? {
        guard sections.indices.contains(path.section), sections[path.section].indices.contains(path.item) else { return nil }
        return sections[path.section][path.item]
    }

    // MARK: observing

    /// Calls `handler` with `owner` after each change (see `ListDataSourceEvent`), as long
    /// as `owner` lives; the data source does not keep it (pass it through the handler's
    /// argument rather than capturing it).
    public func addObserver<Owner: AnyObject>(_ owner: Owner,
                                              _ handler: @escaping @MainActor (Owner, ListDataSourceEvent) -> Void) {
        observers.append(ListDataSourceObserver(owner: owner) { object, event in
            if let owner = object as? Owner { handler(owner, event) }
        })
    }

    /// Stops calling `owner`'s handlers.
    public func removeObserver(_ owner: AnyObject) {
        observers.removeAll { $0.owner == nil || $0.owner === owner }
    }

    private func notify(_ event: ListDataSourceEvent) {
        observers.removeAll { $0.owner == nil }
        for observer in observers {
            if let owner = observer.owner { observer.handler(owner, event) }
        }
    }

    // MARK: enqueueing

    /// Checks `changeset` against the state with every pending changeset folded in, then
    /// queues it: its inserted and updated items are built and laid out within
    /// `sizeRange`, and it is applied after every changeset enqueued before it (at once
    /// in `.synchronous` mode). Throws a `ChangesetError` naming what is wrong, or a
    /// `DimensionError` for a bad size range; then nothing changes.
    public func enqueue(_ changeset: Changeset<Model>, sizeRange: SizeRange, mode: ChangesetMode = .asynchronous) throws {
        try sizeRange.check()
        let counts = try changeset.validated(against: pendingCounts)
        pendingCounts = counts
        let id = nextChangesetID
        nextChangesetID += 1
        let entry = PendingChangeset(id: id, changeset: changeset, sizeRange: sizeRange)
        switch mode {
        case .synchronous:
            applyPendingSynchronously()
            apply(entry, prepared: prepareOnMainActor(entry))
        case .asynchronous:
            queue.append(entry)
            startPreparing(entry)
        }
    }

    /// Returns once no changeset is pending (every one enqueued so far is applied).
    public func waitUntilApplied() async {
        while !queue.isEmpty {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Applies every pending changeset now, in order.
    public func applyPendingSynchronously() {
        while !queue.isEmpty {
            let entry = queue.removeFirst()
            apply(entry, prepared: entry.prepared ?? prepareOnMainActor(entry))
        }
        applyingID = nil
        resumeWaiters()
    }

    // MARK: preparing

    private func components(of entry: PendingChangeset<Model>) -> [any Component] {
        entry.changeset.insertedItems.map { provider($0.model) }
    }

    private func startPreparing(_ entry: PendingChangeset<Model>) {
        let provider = provider, models = entry.changeset.insertedItems.map(\.model)
        let sizeRange = entry.sizeRange, environment = environment, diagnostics = diagnostics
        let width = preparationWidth
        Task { [weak self] in
            let prepared = await Self.prepare(models, provider: provider, sizeRange: sizeRange, environment: environment,
                                              diagnostics: diagnostics, width: width)
            self?.didPrepare(entry.id, prepared)
        }
    }

    /// Builds and lays out `models`' components off the main actor, in `width` tasks at
    /// once, each taking a contiguous share (Texture's `ASDispatchApply`): what an
    /// asynchronous changeset does with its inserted models before it is applied.
    public nonisolated static func prepare(_ models: [Model], provider: @escaping ComponentProvider, sizeRange: SizeRange,
                                           environment: LayoutEnvironment, diagnostics: DiagnosticHandler,
                                           width: Int) async -> [PreparedRoot] {
        guard !models.isEmpty else { return [] }
        let tasks = max(1, min(width, models.count))
        let share = (models.count + tasks - 1) / tasks
        return await withTaskGroup(of: (Int, [PreparedRoot]).self) { group in
            for task in 0..<tasks {
                let range = (task * share)..<min(models.count, (task + 1) * share)
                guard !range.isEmpty else { continue }
                group.addTask {
                    (task, range.map { ComponentRoot.prepare(provider(models[$0]), sizeRange: sizeRange,
                                                             environment: environment, diagnostics: diagnostics) })
                }
            }
            var shares = [[PreparedRoot]](repeating: [], count: tasks)
            for await (task, prepared) in group { shares[task] = prepared }
            return shares.flatMap { $0 }
        }
    }

    private func prepareOnMainActor(_ entry: PendingChangeset<Model>) -> [PreparedRoot] {
        components(of: entry).map {
            ComponentRoot.prepare($0, sizeRange: entry.sizeRange, environment: environment, diagnostics: diagnostics)
        }
    }

    private func didPrepare(_ id: Int, _ prepared: [PreparedRoot]) {
        // A synchronous changeset may have applied it meanwhile.
        guard let index = queue.firstIndex(where: { $0.id == id }) else { return }
        queue[index].prepared = prepared
        applyReadyChangesets()
    }

    /// Applies the changesets at the head of the queue whose items are ready, in order.
    private func applyReadyChangesets() {
        while applyingID == nil, let head = queue.first, let prepared = head.prepared {
            if head.changeset.updatedItems.isEmpty {
                queue.removeFirst()
                apply(head, prepared: prepared)
            } else {
                rebuildUpdatedItems(of: head)
            }
        }
    }

    /// Rebuilds the items the head changeset updates off the main actor (each keeps its
    /// root, so its state), then applies the changeset.
    private func rebuildUpdatedItems(of entry: PendingChangeset<Model>) {
        applyingID = entry.id
        var rebuilding: [ListItem<Model>] = []
        for update in entry.changeset.updatedItems {
            guard let item = item(at: update.path) else { continue }
            item.isUpdating = true
            item.root.updateAsynchronously(provider(update.model), sizeRange: entry.sizeRange)
            rebuilding.append(item)
        }
        Task { [weak self] in
            for item in rebuilding { await item.root.waitForAsynchronousUpdates() }
            guard let self, self.applyingID == entry.id, self.queue.first?.id == entry.id,
                  let prepared = self.queue.first?.prepared else { return }
            self.applyingID = nil
            self.queue.removeFirst()
            self.apply(entry, prepared: prepared, alreadyRebuilt: true)
            self.applyReadyChangesets()
        }
    }

    // MARK: applying

    /// Applies `entry` to the items: new roots for the prepared items, updated models,
    /// removed items' roots invalidated; then publishes the rows and tells observers.
    private func apply(_ entry: PendingChangeset<Model>, prepared: [PreparedRoot], alreadyRebuilt: Bool = false) {
        isApplying = true
        let changeset = entry.changeset
        var removed: [ListItem<Model>] = []
        for path in changeset.removedItems { if let item = item(at: path) { removed.append(item) } }
        for section in changeset.removedSections where sections.indices.contains(section) {
            removed.append(contentsOf: sections[section])
        }
        let inserted = zip(prepared, changeset.insertedItems).map { preparedRoot, entry in
            ListItem(model: entry.model, root: ComponentRoot(prepared: preparedRoot))
        }
        let changes = changeset.apply(to: &sections, updated: { item, index in
            let model = changeset.updatedItems[index].model
            item.model = model
            if !alreadyRebuilt { item.root.update(self.provider(model), sizeRange: entry.sizeRange) }
            item.isUpdating = false
            item.refreshRow()
            return item
        }, inserted: { inserted[$0] })
        for item in inserted { listen(to: item.root) { [weak item] in item } }
        for item in removed {
            item.root.detachMountingLayer()
            item.root.invalidate()
        }
        headerSizeRange = entry.sizeRange
        updateHeaders(after: changes)
        appliedCount += 1
        isApplying = false
        publish()
        notify(.applied(changes))
        resumeWaiters()
    }

    private func resumeWaiters() {
        guard queue.isEmpty else { return }
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Hears a root's commits (its own state updates): an item's, or a header's (nil item).
    private func listen(to root: ComponentRoot, item: @escaping @MainActor () -> ListItem<Model>?) {
        root.attachMountingLayer { [weak self] _ in
            guard let self, !self.isApplying else { return }
            if let item = item() { self.itemDidCommit(item) } else { self.publish() }
        }
    }

    /// Keeps a header root for every section (when there is a header provider): those of
    /// sections that stay follow them, removed sections' are invalidated, and every one
    /// is rebuilt with its section's index and count.
    private func updateHeaders(after changes: AppliedChanges) {
        guard let headerProvider else { return }
        var moved = [ComponentRoot?](repeating: nil, count: sections.count)
        for (old, root) in headers.enumerated() {
            guard let root else { continue }
            if let new = changes.finalSection(of: old), moved.indices.contains(new) {
                moved[new] = root
            } else {
                root.detachMountingLayer()
                root.invalidate()
            }
        }
        for (section, items) in sections.enumerated() {
            let component = headerProvider(section, items.count)
            switch (moved[section], component) {
            case let (root?, component?):
                root.update(component, sizeRange: headerSizeRange)
            case let (nil, component?):
                let root = ComponentRoot(component, sizeRange: headerSizeRange, environment: environment,
                                         diagnostics: diagnostics)
                listen(to: root) { nil }
                moved[section] = root
            case let (root?, nil):
                root.detachMountingLayer()
                root.invalidate()
                moved[section] = nil
            case (nil, nil):
                break
            }
        }
        headers = moved
    }

    private func itemDidCommit(_ item: ListItem<Model>) {
        guard !item.isUpdating, let path = path(of: item) else { return }
        let old = item.size
        item.refreshRow()
        publish()
        let new = item.size
        notify(old == new ? .itemUpdated(path) : .itemSizeChanged(path, from: old, to: new))
    }

    private func path(of item: ListItem<Model>) -> ItemPath? {
        for (section, items) in sections.enumerated() {
            if let index = items.firstIndex(where: { $0 === item }) { return ItemPath(section: section, item: index) }
        }
        return nil
    }

    /// Makes the rows of the applied state and publishes them.
    private func publish() {
        var rows: [ListRow] = []
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.count } + headers.count)
        for (index, section) in sections.enumerated() {
            if index < headers.count, let header = headers[index], let layout = header.layout.root {
                rows.append(ListRow(root: header, layout: layout, reuseKey: ObjectIdentifier(type(of: header.component)),
                                    isHeader: true))
            }
            for item in section {
                if let row = item.row { rows.append(row) }
            }
        }
        let table = ListRowTable(rows: consume rows)
        published.withLock { $0 = table }
    }
}

/// A changeset waiting to be applied, with its prepared items once they are ready.
struct PendingChangeset<Model: Sendable>: Sendable {
    let id: Int
    let changeset: Changeset<Model>
    let sizeRange: SizeRange
    var prepared: [PreparedRoot]?
}

/// An observer's owner (weak) and its handler.
@MainActor
struct ListDataSourceObserver {
    weak var owner: AnyObject?
    let handler: @MainActor (AnyObject, ListDataSourceEvent) -> Void
}
