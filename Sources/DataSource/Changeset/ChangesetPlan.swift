/// What validating a changeset against a list's counts found, in the shape applying it
/// needs: which old section each final section continues, which items leave each old
/// section, and which arrive in each final section, in ascending order.
struct ChangesetPlan: Sendable {
    /// Where an arriving item comes from.
    enum Arrival: Sendable {
        /// `insertedItems[entry]`.
        case inserted(Int)
        /// The item at the source of `movedItems[entry]`.
        case moved(Int)
    }

    /// For each final section, the old section it continues, or nil for an inserted section.
    let oldSectionOfFinal: [Int?]
    /// For each old section that loses items, the indices leaving it (removed or moved away),
    /// ascending.
    let leaving: [Int: [Int]]
    /// For each final section that gains items, their final indices and where they come
    /// from, ascending by index.
    let arriving: [Int: [(item: Int, arrival: Arrival)]]
    /// The item count of each final section.
    let finalCounts: [Int]
}
