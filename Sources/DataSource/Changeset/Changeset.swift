/// A batch of changes to a list of sections of items, as ComponentKit's
/// `CKDataSourceChangeset`: sections and items to insert, remove, update and move.
///
/// Each change names its place in one index space, and the order of the calls that built
/// the changeset never matters:
///
/// - updates, item removals, section removals and move sources: the list before the changes
///   (old paths);
/// - section insertions: the section list once the removed sections are gone, inserted in
///   ascending order (so they are the inserted sections' final indices);
/// - item insertions and move destinations: the list after the changes (final paths),
///   inserted in ascending order, so an item may go at the end of its section but not past it.
///
/// Changes apply in ComponentKit's order: updates, then moves (taken out at their source and
/// put back at their destination, as they are), removed items, removed sections, inserted
/// sections (empty), and inserted items with the moved ones. An item is updated, removed or
/// moved, at most one of these. `validated(against:)` says whether a changeset fits a list;
/// `apply(to:updated:inserted:)` applies one that does.
///
///     let changeset = Changeset<String> {
///         $0.insertSection(0)
///         $0.insert("Hello", at: [0, 0])
///         $0.insert("World !", at: [0, 1])
///     }
public struct Changeset<Model: Sendable>: Sendable {
    /// Sections to insert, in call order (post-removal indices).
    public private(set) var insertedSections: [Int] = []
    /// Sections to remove, in call order (old indices).
    public private(set) var removedSections: [Int] = []
    /// Items to insert with their models, in call order (final paths).
    public private(set) var insertedItems: [(path: ItemPath, model: Model)] = []
    /// Items to remove, in call order (old paths).
    public private(set) var removedItems: [ItemPath] = []
    /// Items to give new models, in call order (old paths).
    public private(set) var updatedItems: [(path: ItemPath, model: Model)] = []
    /// Items to move, in call order (from an old path to a final path).
    public private(set) var movedItems: [(from: ItemPath, to: ItemPath)] = []

    /// No changes.
    public init() {}

    /// The changes `build` makes to an empty changeset.
    public init(_ build: (inout Changeset) -> Void) {
        build(&self)
    }

    /// Inserts an empty section at `section`, an index in the section list once the removed
    /// sections are gone.
    public mutating func insertSection(_ section: Int) {
        insertedSections.append(section)
    }

    /// Removes section `section` of the old list, with its items.
    public mutating func removeSection(_ section: Int) {
        removedSections.append(section)
    }

    /// Inserts an item for `model` at `path` of the final list.
    public mutating func insert(_ model: Model, at path: ItemPath) {
        insertedItems.append((path, model))
    }

    /// Removes the item at `path` of the old list.
    public mutating func remove(at path: ItemPath) {
        removedItems.append(path)
    }

    /// Gives the item at `path` of the old list a new model.
    public mutating func update(at path: ItemPath, to model: Model) {
        updatedItems.append((path, model))
    }

    /// Moves the item at `source` of the old list, as it is, to `destination` of the final list.
    public mutating func move(from source: ItemPath, to destination: ItemPath) {
        movedItems.append((source, destination))
    }

    /// True when the changeset changes nothing.
    public var isEmpty: Bool {
        insertedSections.isEmpty && removedSections.isEmpty && insertedItems.isEmpty
            && removedItems.isEmpty && updatedItems.isEmpty && movedItems.isEmpty
    }
}
