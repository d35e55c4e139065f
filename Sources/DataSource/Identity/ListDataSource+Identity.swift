import Components

/// Updating by identity: give the data source the new models and it works out the
/// changeset (`IdentityDiff`), or name one model by its id. Both resolve against the
/// list as it will be once every pending changeset is applied, and go through `enqueue`
/// like any changeset: validated, then applied in order with the others.
extension ListDataSource where Model: Identifiable {
    /// The models, by section, once every pending changeset is applied (what the next
    /// changeset is checked against): O(items) per pending changeset.
    public var pendingModels: [[Model]] {
        var sections = models
        for entry in queue {
            let changeset = entry.changeset
            changeset.apply(to: &sections, updated: { _, index in changeset.updatedItems[index].model },
                            inserted: { changeset.insertedItems[$0].model })
        }
        return sections
    }

    /// Makes the list one section of `models`: inserts, removes, moves and updates found
    /// by id, in linear time. Every item whose id stays is updated (rebuilt in its own
    /// root, keeping its state): with `Equatable` models only changed ones are. Returns
    /// the diff enqueued; with an `animation`, the lists show it animated (see
    /// `enqueue(_:sizeRange:mode:animation:)`). Throws a `ListIdentityError` for an id
    /// found twice, naming it and both places; then nothing is enqueued.
    @discardableResult
    public func update(to models: [Model], sizeRange: SizeRange? = nil, mode: ChangesetMode = .asynchronous,
                       animation: Animation? = nil) throws -> IdentityDiff<Model> {
        try update(toSections: [models], sizeRange: sizeRange, mode: mode, animation: animation) { _, _ in true }
    }

    /// Makes the list `sections` (matched to the current sections by index), as
    /// `update(to:)` does; `changed(old, new)` says which items whose id stays need
    /// their new model (by default all of them).
    @discardableResult
    public func update(toSections sections: [[Model]], sizeRange: SizeRange? = nil, mode: ChangesetMode = .asynchronous,
                       animation: Animation? = nil,
                       changed: (Model, Model) -> Bool = { _, _ in true }) throws -> IdentityDiff<Model> {
        let diff = try IdentityDiff(from: pendingModels, to: sections, changed: changed)
        try enqueue(diff.changesets, sizeRange: sizeRange, mode: mode, animation: animation)
        return diff
    }

    /// Gives the item whose id is `id` the model `model`, wherever it is once the pending
    /// changesets are applied, without an index path. Throws a `ListIdentityError` when no
    /// item has the id, or `model` has another one.
    public func update(id: Model.ID, to model: Model, sizeRange: SizeRange? = nil,
                       mode: ChangesetMode = .asynchronous, animation: Animation? = nil) throws {
        guard model.id == id else {
            throw ListIdentityError(id: "\(id)", kind: .mismatched(modelID: "\(model.id)"))
        }
        for (section, items) in pendingModels.enumerated() {
            if let index = items.firstIndex(where: { $0.id == id }) {
                try enqueue(Changeset { $0.update(at: ItemPath(section, index), to: model) }, sizeRange: sizeRange, mode: mode,
                            animation: animation)
                return
            }
        }
        throw ListIdentityError(id: "\(id)", kind: .unknown)
    }

    /// Enqueues `changesets` in order once all of them are known to fit: nothing is
    /// enqueued if one would not.
    private func enqueue(_ changesets: [Changeset<Model>], sizeRange: SizeRange?, mode: ChangesetMode,
                         animation: Animation?) throws {
        var counts = pendingCounts
        for changeset in changesets { counts = try changeset.validated(against: counts) }
        for changeset in changesets where !changeset.isEmpty {
            try enqueue(changeset, sizeRange: sizeRange, mode: mode, animation: animation)
        }
    }
}

extension ListDataSource where Model: Identifiable & Equatable {
    /// Makes the list one section of `models`, as `update(to:)` does for any
    /// `Identifiable` model, updating only the items whose model changed (an unchanged
    /// one is not rebuilt).
    @discardableResult
    public func update(to models: [Model], sizeRange: SizeRange? = nil, mode: ChangesetMode = .asynchronous,
                       animation: Animation? = nil) throws -> IdentityDiff<Model> {
        try update(toSections: [models], sizeRange: sizeRange, mode: mode, animation: animation, changed: !=)
    }

    /// Makes the list `sections`, as `update(toSections:)` does, updating only the items
    /// whose model changed.
    @discardableResult
    public func update(toSections sections: [[Model]], sizeRange: SizeRange? = nil,
                       mode: ChangesetMode = .asynchronous, animation: Animation? = nil) throws -> IdentityDiff<Model> {
        try update(toSections: sections, sizeRange: sizeRange, mode: mode, animation: animation, changed: !=)
    }
}
