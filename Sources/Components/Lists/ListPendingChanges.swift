/// The maker of a list's rows (a data source) with changes not shown yet: changesets being
/// prepared off the main actor. A host's test queries and snapshots apply them first
/// (`ComponentHost.finishPendingWork()`), finding it as the table's viewport observer.
@MainActor
public protocol ListPendingChanges: AnyObject {
    /// Whether changes wait to be applied.
    var hasPendingChanges: Bool { get }
    /// Applies every waiting change now, in order.
    func applyPendingChangesNow()
}
