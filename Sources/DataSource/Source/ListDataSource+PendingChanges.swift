import Components

/// A host finishes a data source's pending changesets before a test looks.
extension ListDataSource: ListPendingChanges {
    /// Changesets waiting, or a width pass scheduled (a list's width changed).
    public var hasPendingChanges: Bool { !queue.isEmpty || isRelayoutScheduled }

    /// Applies the pending changesets, then lays the rows in view out at the list's new
    /// width if that is scheduled (the rows out of view follow in the background, as
    /// without a test: they are not shown).
    public func applyPendingChangesNow() {
        applyPendingSynchronously()
        relayOutNow()
    }
}
