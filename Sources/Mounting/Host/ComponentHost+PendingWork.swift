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
            // Results of work started off the main actor (image decodes) become updates.
            var applied = BackgroundWork.shared.waitAndDeliver()
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

    /// Paints, and while the paint started work (an image decoded at the size it was
    /// painted at) or left updates, finishes it and paints again (a bounded number of
    /// times): what `Snapshot`, PNG pictures and the gallery's pages show.
    public func paintSettled() {
        finishPendingWork()
        paint()
        for _ in 0..<8 where BackgroundWork.shared.isBusy || root.hasPendingUpdates {
            finishPendingWork()
            paint()
        }
    }

    /// Ends every running animation of the nodes (frames, opacity, transforms, colors,
    /// transitions in and out) where it would end; drawings that change with time keep
    /// their clock. For a picture of what the landed work settles to (`Snapshot`): a
    /// picture loaded in a commit that animates fades in. Moves the animations' clock an
    /// hour on, so only for hosts that are then thrown away. Returns whether any ran.
    func endAnimationsForPicture() -> Bool {
        guard mounter.animator.isRunning else { return false }
        let bounds = framebuffer.bounds
        // The first advance starts what has not started; the second ends it.
        for time in [events.now, events.now + 3_600] {
            mounter.animator.advance(to: time) { rect in damage.add(rect.enclosingPixels(scale: scale).intersection(bounds)) }
        }
        mounter.removeLeftNodes { rect in damage.add(rect.enclosingPixels(scale: scale).intersection(bounds)) }
        mounter.animator.deliverDueCompletions()
        return true
    }

    /// `finishPendingWork()` when queries wait for pending work.
    func finishPendingWorkIfWanted() {
        if finishesPendingWorkBeforeQueries { finishPendingWork() }
    }
}
