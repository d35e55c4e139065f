import Components

extension ComponentHost {
    /// Applies what waits to be shown, now: the root's asynchronous updates, the pending
    /// changesets of every data source a mounted list shows, and the asynchronous
    /// updates of mounted rows, until none is left (one may cause another, a bounded
    /// number of rounds). Test queries and `assertSnapshot` call it first unless
    /// `finishesPendingWorkBeforeQueries` is false, so a test sees what the app will
    /// show without knowing which work was asynchronous.
    public func finishPendingWork() {
        // Each round applies what the one before it left; a cascade longer than this is
        // an update loop, which the next query's round goes on with.
        for _ in 0..<32 {
            var applied = false
            if root.hasPendingUpdates {
                root.applyPendingUpdatesNow()
                applied = true
            }
            for list in mounter.lists {
                guard case .list(let content)? = list.element?.kind,
                      let changes = content.table.viewportObserver as? any ListPendingChanges,
                      changes.hasPendingChanges else { continue }
                changes.applyPendingChangesNow()
                applied = true
            }
            for place in queryPlaces where place.root !== root && place.root.hasPendingUpdates {
                place.root.applyPendingUpdatesNow()
                applied = true
            }
            if !applied { return }
        }
    }

    /// `finishPendingWork()` when queries wait for pending work.
    func finishPendingWorkIfWanted() {
        if finishesPendingWorkBeforeQueries { finishPendingWork() }
    }
}
