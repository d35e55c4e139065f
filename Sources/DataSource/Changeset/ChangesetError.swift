/// Why a changeset does not fit a list: which change, where, what is wrong with it, and the
/// section counts it was checked against. `description` says it in one sentence:
///
///     Invalid changeset: item insertion at [0, 5]: item 5 is past the end of section 0,
///     which has 3 items at that point (checked against 2 sections with items [2, 7]).
public struct ChangesetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A kind of change (ComponentKit's `CKInvalidChangesetOperationType`).
    public enum Change: String, Sendable {
        case update, itemRemoval, sectionRemoval, sectionInsertion, itemInsertion, itemMove
    }

    /// What is wrong with a change.
    public enum Reason: Equatable, Sendable {
        /// The section or item index is below 0.
        case negativeIndex
        /// The section is not in the list: it has `count` sections (the old list for old
        /// paths; the final list for item insertions and move destinations).
        case sectionOutOfRange(count: Int)
        /// The item is not in its section of the old list, which has `count` items.
        case itemOutOfRange(count: Int)
        /// An insertion past the end: when inserting in ascending order, the section list (for
        /// a section insertion) or the item's section (for an item insertion or a move
        /// destination) has only `count` sections or items at that point.
        case insertionGap(count: Int)
        /// The same path or section appears twice in one kind of change (two moves from one
        /// source, or two moves to one destination, count too).
        case duplicate
        /// The updated item is also removed.
        case removedAndUpdated
        /// The updated item is also moved (a moved item is carried over as it is).
        case movedAndUpdated
        /// The moved item is also removed.
        case movedAndRemoved
        /// The item is in a section that the same changeset removes.
        case inRemovedSection
        /// The move's destination is also where an item is inserted.
        case moveOntoInsertion
    }

    /// Which end of a move is at fault.
    public enum MoveEnd: Sendable {
        case source, destination
    }

    /// The kind of change at fault.
    public let change: Change
    /// The item path at fault, for item changes (for a move, the end at fault); nil for
    /// section changes.
    public let path: ItemPath?
    /// The section at fault, for section changes; nil for item changes.
    public let section: Int?
    /// What is wrong.
    public let reason: Reason
    /// The section counts of the list the changeset was checked against.
    public let sectionCounts: [Int]
    /// The whole move, for a move at fault; nil otherwise.
    public let move: AppliedChanges.Move?
    /// Which end of `move` is at fault; nil for other changes.
    public let moveEnd: MoveEnd?

    init(change: Change, section: Int, reason: Reason, sectionCounts: [Int]) {
        self.change = change
        self.path = nil
        self.section = section
        self.reason = reason
        self.sectionCounts = sectionCounts
        self.move = nil
        self.moveEnd = nil
    }

    init(change: Change, path: ItemPath, reason: Reason, sectionCounts: [Int]) {
        self.change = change
        self.path = path
        self.section = nil
        self.reason = reason
        self.sectionCounts = sectionCounts
        self.move = nil
        self.moveEnd = nil
    }

    init(move: AppliedChanges.Move, end: MoveEnd, reason: Reason, sectionCounts: [Int]) {
        self.change = .itemMove
        self.path = end == .source ? move.from : move.to
        self.section = nil
        self.reason = reason
        self.sectionCounts = sectionCounts
        self.move = move
        self.moveEnd = end
    }
}
