/// The index changes one changeset made, without models: what a list view animates or
/// applies to what it shows. Each list is sorted ascending (moves by source).
public struct AppliedChanges: Equatable, Sendable, CustomStringConvertible {
    /// An item taken from `from` in the old list and put at `to` in the final list.
    public struct Move: Equatable, Sendable, CustomStringConvertible {
        /// The item's old path.
        public var from: ItemPath
        /// The item's final path.
        public var to: ItemPath

        /// The move of the item at `from` (old) to `to` (final).
        public init(from: ItemPath, to: ItemPath) {
            self.from = from
            self.to = to
        }

        /// `[0, 1] → [2, 0]`.
        public var description: String {
            "\(from) → \(to)"
        }
    }

    /// Items given new models (old paths).
    public var updatedItems: [ItemPath]
    /// Items removed (old paths; moved items are in `movedItems` only).
    public var removedItems: [ItemPath]
    /// Sections removed (old indices).
    public var removedSections: [Int]
    /// Items moved, by source.
    public var movedItems: [Move]
    /// Sections inserted (final indices).
    public var insertedSections: [Int]
    /// Items inserted (final paths; moved items are in `movedItems` only).
    public var insertedItems: [ItemPath]

    /// These changes, each list sorted.
    public init(
        updatedItems: [ItemPath] = [], removedItems: [ItemPath] = [], removedSections: [Int] = [],
        movedItems: [Move] = [], insertedSections: [Int] = [], insertedItems: [ItemPath] = []
    ) {
        self.updatedItems = updatedItems.sorted()
        self.removedItems = removedItems.sorted()
        self.removedSections = removedSections.sorted()
        self.movedItems = movedItems.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        self.insertedSections = insertedSections.sorted()
        self.insertedItems = insertedItems.sorted()
    }

    /// True when nothing changed.
    public var isEmpty: Bool {
        updatedItems.isEmpty && removedItems.isEmpty && removedSections.isEmpty
            && movedItems.isEmpty && insertedSections.isEmpty && insertedItems.isEmpty
    }

    /// The non-empty lists: `updated [[0, 1]], moved [[0, 0] → [1, 2]], inserted sections
    /// [0]`, or `no changes`.
    public var description: String {
        let parts = [
            ("updated", updatedItems.map(\.description)),
            ("removed", removedItems.map(\.description)),
            ("removed sections", removedSections.map(\.description)),
            ("moved", movedItems.map(\.description)),
            ("inserted sections", insertedSections.map(\.description)),
            ("inserted", insertedItems.map(\.description)),
        ].filter { !$0.1.isEmpty }
        if parts.isEmpty { return "no changes" }
        return parts.map { "\($0.0) [\($0.1.joined(separator: ", "))]" }.joined(separator: ", ")
    }
}
