import Components
import Geometry
import LibC
import Locking

/// The items of a list, changed only by changesets, each item's component built and
/// laid out off the main actor and kept, with its state and controllers, as a root of
/// its own (ComponentKit's `CKComponentDataSource`; see the module comment).
///
/// Only items near what a list shows keep their trees (the *working range*,
/// `workingRange` points above and below it): an item far from every view whose root
/// holds only what building it again would make (no state update, no controller) is
/// kept as its model and its exact size, and built again off the main actor as a view
/// approaches. Items with state or controllers keep their roots wherever they are.
///
/// Rows are laid out at the width of the lists showing them (`rowWidth`: the narrowest
/// list's, so no list cuts a row off) and follow it when it changes: the rows in view at
/// once, the others off the main actor, each keeping its root and state
/// (`ListDataSource+Width.swift`). A changeset enqueued with a `sizeRange` pins its items
/// to that range instead.
///
/// ```swift
/// let source = ListDataSource<String> { model in Text(model) }
/// try source.enqueue(Changeset {
///     $0.insertSection(0)
///     $0.insert("Hello", at: [0, 0])
///     $0.insert("World !", at: [0, 1])
/// })
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
    /// How far above and below what its lists show (points) items keep their trees; items
    /// twice as far let go of theirs when they can (see the type's comment).
    public var workingRange: Double = 2_048 {
        didSet {
            workingRange = workingRange.isFinite ? max(0, workingRange) : 2_048
            builtArea = nil
            updateWorkingRange()
        }
    }
    /// Changesets applied so far.
    public private(set) var appliedCount = 0
    /// Changesets enqueued and not yet applied.
    public var pendingCount: Int { queue.count }

    let provider: ComponentProvider
    private let headerProvider: HeaderProvider?
    var sections: [[ListItem<Model>]] = []
    /// Each section's header root, if it has one.
    var headers: [ListRootSource?] = []
    /// The size range headers are laid out in: the row width's, unless the latest
    /// changeset applied pinned one.
    var headerSizeRange = SizeRange.width(320)
    /// Whether headers follow the row width (the latest changeset gave no size range).
    var headersFollowWidth = true
    /// The section counts once every pending changeset is applied: what the next one
    /// is checked against.
    var pendingCounts: [Int] = []
    var queue: [PendingChangeset<Model>] = []
    private var nextChangesetID = 0
    /// The changeset whose updated items are rebuilding, if any.
    var applyingID: Int?
    /// While a changeset is applied or an item's root is attached, item commits are
    /// part of that.
    var isApplying = false
    private var observers: [ListDataSourceObserver] = []
    /// The rows as last published; readable from any thread (a `List` builds off the
    /// main actor).
    private let published = Lock(ListRowTable.empty)
    /// The rows as last published, for the main actor (no lock).
    private(set) var latestTable = ListRowTable.empty

    // The working range (`ListDataSource+WorkingRange.swift`).
    /// What each mounted list shows of the table (list coordinates).
    var viewports: [ObjectIdentifier: ShownArea] = [:]
    /// The area whose rows were last made built; nil: work it out again.
    var builtArea: Range<Double>?
    /// The items that have a root.
    var builtItems: [ObjectIdentifier: ListItem<Model>] = [:]
    /// The working range's background builds and release passes under way, and who
    /// waits for them (`waitUntilBuilt()`).
    var workUnderWay = 0
    var workWaiters: [CheckedContinuation<Void, Never>] = []
    /// Whether a pass letting go of far items' trees is due after this turn.
    var isReleaseScheduled = false
    /// Item resizes found while mounting (a rebuilt item whose size is not the one kept):
    /// published after the mounting pass.
    var pendingResizes: [(item: ListItem<Model>, old: Size)] = []

    // Following the lists' width (`ListDataSource+Width.swift`).
    /// The width rows that follow their lists are laid out at (points): the narrowest
    /// showing list's, 320 until a list shows them or `setRowWidth(_:)` sets it.
    public internal(set) var rowWidth: Double = 320
    /// Whether a width pass is due after this turn.
    var isRelayoutScheduled = false
    /// The latest width pass; a background result of an older one is dropped.
    var relayoutGeneration = 0
    /// The width pass whose background part is under way, if one is.
    var relayoutInFlight: Int?
    /// What the width passes have done so far.
    public internal(set) var widthStatistics = RowWidthStatistics()

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
        // Even empty, the table names its maker: a list showing it tells the data source
        // what it shows, and a host finds its pending changesets.
        publish()
    }

    // MARK: reading the applied state

    /// The rows the applied state shows, in order, with their layouts.
    public nonisolated var table: ListRowTable { published.withLock { $0 } }
    /// Each section's item count, as applied.
    public var sectionCounts: [Int] { sections.map(\.count) }
    /// The model of the item at `path` (applied state); nil outside it.
    public func model(at path: ItemPath) -> Model? { item(at: path)?.model }
    /// The root of the item at `path`: its state, controllers and layout (built now if
    /// the item was far from every view and had let go of it).
    public func root(at path: ItemPath) -> ComponentRoot? { item(at: path)?.builtRoot() }
    /// How many items have their trees built now (the working range, and items that
    /// keep state or controllers): what a soak or a memory figure counts.
    public var builtItemCount: Int { builtItems.count }
    /// What the working range has done so far.
    public internal(set) var workingRangeStatistics = WorkingRangeStatistics()
    /// Every model, by section, as applied.
    public var models: [[Model]] { sections.map { $0.map(\.model) } }

    func item(at path: ItemPath) -> ListItem<Model>? {
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

    func notify(_ event: ListDataSourceEvent) {
        observers.removeAll { $0.owner == nil }
        for observer in observers {
            if let owner = observer.owner { observer.handler(owner, event) }
        }
    }

    // MARK: enqueueing

    /// Checks `changeset` against the state with every pending changeset folded in, then
    /// queues it: its inserted and updated items are built and laid out at the width of
    /// the lists showing them (`rowWidth`), or within `sizeRange` when one is given (it
    /// pins them: they keep it when the lists' width changes), and it is applied after
    /// every changeset enqueued before it (at once in `.synchronous` mode). With an
    /// `animation`, the lists show it animated: inserted rows fade in, removed rows fade
    /// out where they were, and rows that move (pushed by an insert, a removal, a move or
    /// an update that changed a height) slide to their places. Throws a
    /// `ChangesetError` naming what is wrong, a `ListWidthError` for a size range no
    /// wider than 0, or a `DimensionError` for another bad size range; then nothing
    /// changes.
    public func enqueue(_ changeset: Changeset<Model>, sizeRange: SizeRange? = nil,
                        mode: ChangesetMode = .asynchronous, animation: Animation? = nil) throws {
        if let sizeRange {
            guard sizeRange.max.width > 0 else {
                throw ListWidthError(width: sizeRange.max.width, origin: .enqueue)
            }
            try sizeRange.check()
        }
        let counts = try changeset.validated(against: pendingCounts)
        pendingCounts = counts
        let id = nextChangesetID
        nextChangesetID += 1
        let entry = PendingChangeset(id: id, changeset: changeset, sizeRange: sizeRange, animation: animation)
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

    /// Sets the model and size range of an item a changeset updates, and gives it a tree
    /// of the new model: the one rebuilt in the background within `rebuiltRange`
    /// (`rebuilt`: nil for a root rebuilt in place, else the tree prepared for an item
    /// that had none), or one built now.
    private func update(_ item: ListItem<Model>, to model: Model, entry: PendingChangeset<Model>,
                        rebuilt: [ObjectIdentifier: PreparedRoot?]?, rebuiltRange: SizeRange?) {
        item.model = model
        item.followsWidth = entry.sizeRange == nil
        item.relayoutPass = nil
        switch rebuilt?[ObjectIdentifier(item)] {
        case .some(.none) where item.root != nil:
            item.sizeRange = rebuiltRange ?? item.sizeRange
        case .some(.some(let prepared)) where item.root == nil:
            attach(ComponentRoot(prepared: prepared), to: item)
            item.sizeRange = rebuiltRange ?? item.sizeRange
        default:
            let sizeRange = self.sizeRange(of: entry)
            item.sizeRange = sizeRange
            if let root = item.root {
                root.update(provider(model), sizeRange: sizeRange)
            } else {
                attach(ComponentRoot(provider(model), sizeRange: sizeRange, environment: environment,
                                     diagnostics: diagnostics), to: item)
            }
        }
        item.isUpdating = false
        item.refreshRow()
    }

    // MARK: applying

    /// Applies `entry` to the items: new items for the prepared ones (with their roots
    /// when their trees were kept), updated models, removed items' roots invalidated;
    /// then publishes the rows, tells observers and fits the working range to the new
    /// rows. `rebuilt`: the updated items' trees built in the background, when they were.
    func apply(_ entry: PendingChangeset<Model>, prepared: [PreparedItem], rebuilt: [ObjectIdentifier: PreparedRoot?]? = nil,
               rebuiltRange: SizeRange? = nil) {
        isApplying = true
        let changeset = entry.changeset
        var removed: [ListItem<Model>] = []
        for path in changeset.removedItems { if let item = item(at: path) { removed.append(item) } }
        for section in changeset.removedSections where sections.indices.contains(section) {
            removed.append(contentsOf: sections[section])
        }
        let inserted = zip(prepared, changeset.insertedItems).map { preparedItem, inserted in
            let item = ListItem(model: inserted.model, prepared: preparedItem, followsWidth: entry.sizeRange == nil,
                                dataSource: self)
            if let tree = preparedItem.tree { attach(ComponentRoot(prepared: tree), to: item) }
            return item
        }
        let changes = changeset.apply(to: &sections, updated: { item, index in
            self.update(item, to: changeset.updatedItems[index].model, entry: entry, rebuilt: rebuilt,
                        rebuiltRange: rebuiltRange)
            return item
        }, inserted: { inserted[$0] })
        for item in removed { forget(item) }
        headerSizeRange = sizeRange(of: entry)
        headersFollowWidth = entry.sizeRange == nil
        updateHeaders(after: changes)
        appliedCount += 1
        isApplying = false
        publish(animation: entry.animation)
        notify(.applied(changes))
        builtArea = nil
        updateWorkingRange()
        resumeWaiters()
    }

    /// Gives `item` its root: the data source hears the root's commits from now on.
    func attach(_ root: ComponentRoot, to item: ListItem<Model>) {
        item.root = root
        item.isHydrating = false
        builtItems[ObjectIdentifier(item)] = item
        let wasApplying = isApplying
        isApplying = true
        listen(to: root) { [weak item] in item }
        isApplying = wasApplying
    }

    /// Lets go of a removed item's root (its controllers are invalidated).
    private func forget(_ item: ListItem<Model>) {
        item.isHydrating = false
        item.dataSource = nil
        builtItems[ObjectIdentifier(item)] = nil
        guard let root = item.root else { return }
        root.detachMountingLayer()
        root.invalidate()
        item.root = nil
    }

    func resumeWaiters() {
        guard queue.isEmpty else { return }
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Hears a root's commits (its own state updates): an item's, or a header's (nil item).
    private func listen(to root: ComponentRoot, item: @escaping @MainActor () -> ListItem<Model>?) {
        root.attachMountingLayer { [weak self] root in
            guard let self, !self.isApplying else { return }
            // A row's own animated update moves the rows around it with its animation.
            if let item = item() { self.itemDidCommit(item, animation: root.commitAnimation) } else { self.publish() }
        }
    }

    /// Keeps a header root for every section (when there is a header provider): those of
    /// sections that stay follow them, removed sections' are invalidated, and every one
    /// is rebuilt with its section's index and count.
    private func updateHeaders(after changes: AppliedChanges) {
        guard let headerProvider else { return }
        var moved = [ListRootSource?](repeating: nil, count: sections.count)
        for (old, header) in headers.enumerated() {
            guard let header else { continue }
            if let new = changes.finalSection(of: old), moved.indices.contains(new) {
                moved[new] = header
            } else {
                header.root.detachMountingLayer()
                header.root.invalidate()
            }
        }
        for (section, items) in sections.enumerated() {
            let component = headerProvider(section, items.count)
            switch (moved[section], component) {
            case let (header?, component?):
                header.root.update(component, sizeRange: headerSizeRange)
            case let (nil, component?):
                let root = ComponentRoot(component, sizeRange: headerSizeRange, environment: environment,
                                         diagnostics: diagnostics)
                listen(to: root) { nil }
                moved[section] = ListRootSource(root)
            case let (header?, nil):
                header.root.detachMountingLayer()
                header.root.invalidate()
                moved[section] = nil
            case (nil, nil):
                break
            }
        }
        headers = moved
    }

    private func itemDidCommit(_ item: ListItem<Model>, animation: Animation?) {
        guard !item.isUpdating, item.relayoutPass == nil, let path = path(of: item) else { return }
        let old = item.size
        item.refreshRow()
        publish(animation: old == item.size ? nil : animation)
        let new = item.size
        notify(old == new ? .itemUpdated(path) : .itemSizeChanged(path, from: old, to: new))
    }

    /// Publishes the sizes of items built again at a size other than the one kept (their
    /// components are not pure functions of their models, or the fonts changed), and
    /// tells observers.
    func publishResizes(_ items: [ListItem<Model>], from sizes: [Size]) {
        var changes: [ListDataSourceEvent] = []
        for (item, old) in zip(items, sizes) where item.size != old {
            if let path = path(of: item) { changes.append(.itemSizeChanged(path, from: old, to: item.size)) }
        }
        guard !changes.isEmpty else { return }
        publish()
        for change in changes { notify(change) }
    }

    func path(of item: ListItem<Model>) -> ItemPath? {
        for (section, items) in sections.enumerated() {
            if let index = items.firstIndex(where: { $0 === item }) { return ItemPath(section: section, item: index) }
        }
        return nil
    }

    /// Makes the rows of the applied state and publishes them.
    func publish(animation: Animation? = nil) {
        var rows: [ListRow] = []
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.count } + headers.count)
        // Items laid out at a width other than the one they follow (prepared before the
        // width changed) are laid out again by a width pass.
        let width = SizeRange.width(rowWidth)
        var stale = false
        for (index, section) in sections.enumerated() {
            if index < headers.count, let header = headers[index], header.root.layout.root != nil {
                rows.append(ListRow(source: header, height: header.root.layout.size.height,
                                    reuseKey: ObjectIdentifier(type(of: header.root.component)), isHeader: true))
            }
            for item in section {
                item.rowIndex = rows.count
                rows.append(item.row)
                if item.followsWidth, item.sizeRange != width { stale = true }
            }
        }
        let table = ListRowTable(rows: consume rows, viewportObserver: self, animation: animation)
        latestTable = table
        published.withLock { $0 = table }
        if stale, relayoutInFlight == nil { scheduleRelayout() }
    }
}

/// A changeset waiting to be applied, with its prepared items once they are ready.
struct PendingChangeset<Model: Sendable>: Sendable {
    let id: Int
    let changeset: Changeset<Model>
    /// The range its items are pinned to; nil: they follow the row width.
    let sizeRange: SizeRange?
    /// How the lists show it (`enqueue(_:sizeRange:mode:animation:)`).
    let animation: Animation?
    var prepared: [PreparedItem]?
}

/// What one mounted list shows, and how wide it is, as long as the list lives.
struct ShownArea {
    weak var list: AnyObject?
    var area: Range<Double>
    var width: Double
}

/// An observer's owner (weak) and its handler.
@MainActor
struct ListDataSourceObserver {
    weak var owner: AnyObject?
    let handler: @MainActor (AnyObject, ListDataSourceEvent) -> Void
}
