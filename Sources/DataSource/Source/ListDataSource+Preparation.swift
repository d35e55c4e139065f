import Components
import Geometry

/// Preparing changesets: inserted items built and laid out off the main actor, across
/// cores, and updated items rebuilt in the background when their changeset is next.
extension ListDataSource {
    /// Builds and lays out `models`' components off the main actor, in `width` tasks at
    /// once, each taking a contiguous share (Texture's `ASDispatchApply`): what an
    /// asynchronous changeset does with its inserted models before it is applied.
    public nonisolated static func prepare(_ models: [Model], provider: @escaping ComponentProvider, sizeRange: SizeRange,
                                           environment: LayoutEnvironment, diagnostics: DiagnosticHandler,
                                           width: Int) async -> [PreparedRoot] {
        await inShares(of: models.count, width: width) { range in
            range.map { ComponentRoot.prepare(provider(models[$0]), sizeRange: sizeRange, environment: environment,
                                              diagnostics: diagnostics) }
        }
    }

    /// Prepares `models` on the calling thread, keeping the trees of the first ones until
    /// their heights add up to `keptHeight` (those nearest where the changeset inserts)
    /// and only the sizes of the others, so a large changeset never holds all its trees
    /// at once.
    nonisolated static func prepareItems(_ models: [Model], provider: @escaping ComponentProvider, sizeRange: SizeRange,
                                         environment: LayoutEnvironment, diagnostics: DiagnosticHandler,
                                         keptHeight: Double) -> [PreparedItem] {
        var kept = 0.0
        return models.map { model in
            let prepared = ComponentRoot.prepare(provider(model), sizeRange: sizeRange, environment: environment,
                                                 diagnostics: diagnostics)
            let keeps = kept < keptHeight
            kept += prepared.layout.size.height
            return PreparedItem(prepared, keepsTree: keeps, sizeRange: sizeRange)
        }
    }

    /// Runs `body` on `width` contiguous shares of `0..<count` at once and joins their
    /// results in order.
    nonisolated static func inShares<Result: Sendable>(of count: Int, width: Int,
                                                       _ body: @escaping @Sendable (Range<Int>) -> [Result]) async -> [Result] {
        guard count > 0 else { return [] }
        let tasks = max(1, min(width, count))
        let share = (count + tasks - 1) / tasks
        return await withTaskGroup(of: (Int, [Result]).self) { group in
            for task in 0..<tasks {
                let range = (task * share)..<min(count, (task + 1) * share)
                guard !range.isEmpty else { continue }
                group.addTask { (task, body(range)) }
            }
            var shares = [[Result]](repeating: [], count: tasks)
            for await (task, results) in group { shares[task] = results }
            return shares.flatMap { $0 }
        }
    }

    /// How much of a changeset's first inserted items keep their trees: the working
    /// range around a view at the insertion.
    var keptHeight: Double { 2 * workingRange }

    func startPreparing(_ entry: PendingChangeset<Model>) {
        let provider = provider, models = entry.changeset.insertedItems.map(\.model)
        let sizeRange = self.sizeRange(of: entry), environment = environment, diagnostics = diagnostics
        let width = preparationWidth, keptHeight = keptHeight
        Task { [weak self] in
            let prepared = await Self.inShares(of: models.count, width: width) { range in
                // The first share holds the first items: only it keeps trees.
                Self.prepareItems(Array(models[range]), provider: provider, sizeRange: sizeRange, environment: environment,
                                  diagnostics: diagnostics, keptHeight: range.lowerBound == 0 ? keptHeight : 0)
            }
            self?.didPrepare(entry.id, prepared)
        }
    }

    func prepareOnMainActor(_ entry: PendingChangeset<Model>) -> [PreparedItem] {
        Self.prepareItems(entry.changeset.insertedItems.map(\.model), provider: provider, sizeRange: sizeRange(of: entry),
                          environment: environment, diagnostics: diagnostics, keptHeight: keptHeight)
    }

    private func didPrepare(_ id: Int, _ prepared: [PreparedItem]) {
        // A synchronous changeset may have applied it meanwhile.
        guard let index = queue.firstIndex(where: { $0.id == id }) else { return }
        queue[index].prepared = prepared
        applyReadyChangesets()
    }

    /// Applies the changesets at the head of the queue whose items are ready, in order.
    func applyReadyChangesets() {
        while applyingID == nil, let head = queue.first, let prepared = head.prepared {
            if head.changeset.updatedItems.isEmpty {
                queue.removeFirst()
                apply(head, prepared: prepared)
            } else {
                rebuildUpdatedItems(of: head)
            }
        }
    }

    /// Rebuilds the items the head changeset updates off the main actor, then applies
    /// the changeset: a built item in its own root (so it keeps its state), an item
    /// without a tree from its new model.
    private func rebuildUpdatedItems(of entry: PendingChangeset<Model>) {
        applyingID = entry.id
        // The range the updated items are built in now (an item whose width moves on
        // meanwhile is laid out again after the changeset is applied).
        let sizeRange = self.sizeRange(of: entry)
        var rebuilding: [(item: ListItem<Model>, root: ComponentRoot)] = []
        var fresh: [(item: ListItem<Model>, model: Model)] = []
        for update in entry.changeset.updatedItems {
            guard let item = item(at: update.path) else { continue }
            item.isUpdating = true
            if let root = item.root {
                root.updateAsynchronously(provider(update.model), sizeRange: sizeRange)
                rebuilding.append((item, root))
            } else {
                fresh.append((item, update.model))
            }
        }
        let provider = provider, environment = environment, diagnostics = diagnostics, width = preparationWidth
        let freshModels = fresh.map(\.model), roots = rebuilding.map(\.root)
        Task { [weak self] in
            for root in roots { await root.waitForAsynchronousUpdates() }
            let prepared = await Self.prepare(freshModels, provider: provider, sizeRange: sizeRange,
                                              environment: environment, diagnostics: diagnostics, width: width)
            guard let self, self.applyingID == entry.id, self.queue.first?.id == entry.id,
                  let items = self.queue.first?.prepared else { return }
            // Nil: rebuilt in place. An item given a root meanwhile (mounting reached it)
            // is updated in that root when the changeset is applied.
            var rebuilt: [ObjectIdentifier: PreparedRoot?] = [:]
            for entry in rebuilding { rebuilt[ObjectIdentifier(entry.item)] = .some(nil) }
            for (entry, tree) in zip(fresh, prepared) { rebuilt[ObjectIdentifier(entry.item)] = tree }
            self.applyingID = nil
            self.queue.removeFirst()
            self.apply(entry, prepared: items, rebuilt: rebuilt, rebuiltRange: sizeRange)
            self.applyReadyChangesets()
        }
    }
}
