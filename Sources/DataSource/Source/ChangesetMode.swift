/// When an enqueued changeset is applied.
public enum ChangesetMode: Sendable {
    /// Its new items are built and laid out off the main actor, across cores; it is
    /// applied on the main actor after every changeset enqueued before it.
    case asynchronous
    /// Applied before `enqueue` returns, after the pending asynchronous changesets,
    /// which are applied first, in order (their items built on the main actor if their
    /// background preparation has not finished).
    case synchronous
}
