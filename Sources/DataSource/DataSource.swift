/// # DataSource
///
/// Lists fed by changesets, after ComponentKit's `CKComponentDataSource` (seed 004):
///
/// - **`Changeset`** (`Changeset/`): sections and items inserted, removed, updated or
///   moved, addressed by `ItemPath` with ComponentKit's meaning (removals, updates and
///   move sources in the old index space, inserted sections after the removals,
///   inserted items and move targets in the final space), validated before anything
///   happens (`ChangesetError` names the change, the path and the counts it was checked
///   against) and applied in ComponentKit's order.
/// - **`ListDataSource`** (`Source/`): the queue. A changeset is checked against the
///   state with every pending changeset folded in (componentkit PR #667), never with an
///   assertion (#555); in asynchronous mode the components of its inserted models are
///   built and laid out off the main actor, across cores (Texture's `ASDispatchApply`),
///   updated items rebuild in the background keeping their state, and changesets are
///   applied on the main actor strictly in the order they were enqueued; a synchronous
///   changeset first applies the pending ones, in order. Every item is a
///   `ComponentRoot` of its own (its scopes, state and controllers live as long as the
///   item), and observers hear each applied changeset and each item whose own update
///   changed it. Only items near what a list shows keep their trees (the working range,
///   `ListDataSource+WorkingRange.swift`); the others are a model and an exact size.
/// - **Rows follow their list's width** (`Source/ListDataSource+Width.swift`): mounting
///   reports each list's width; a change lays rows out again (in view at once, the rest
///   off the main actor, roots and state kept, the first visible row anchored). A
///   changeset's explicit `sizeRange` pins its rows; 0 or less is a `ListWidthError`.
/// - **Updating by identity** (`Identity/`): `IdentityDiff` finds inserts, removals,
///   moves and updates of `Identifiable` models in linear time (Heckel's table);
///   `update(to:)`, `update(toSections:)` and `update(id:to:)` enqueue what it finds,
///   resolved against the pending state.
/// - **`List`** (`List/`): a virtualized, vertically scrolling list of the data source's
///   rows. Its element carries a `ListRowTable` (exact heights from the prepared
///   layouts); mounting shows only the rows in view and an overscan margin, reusing the
///   cells of rows that left (see Mounting's `Mounter+Lists.swift`).
///
/// Why items are roots: a row's state update rebuilds that row alone, off the main actor,
/// and 10,000 rows never make one 10,000-row tree that a scroll or a change would walk.
