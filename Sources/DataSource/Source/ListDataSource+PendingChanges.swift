import Components

/// A host finishes a data source's pending changesets before a test looks.
extension ListDataSource: ListPendingChanges {
    public var hasPendingChanges: Bool { !queue.isEmpty }

    public func applyPendingChangesNow() { applyPendingSynchronously() }
}
