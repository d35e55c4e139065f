extension Changeset {
    /// The section counts after applying the changeset to a list whose sections have
    /// `sectionCounts` items, or the first change that does not fit (see `ChangesetError`).
    ///
    /// Every changeset that passes can be applied to such a list without trapping. The
    /// checks, ComponentKit's and a few more: no negative index; old paths and removed
    /// sections exist; section insertions, in ascending order, are at most at the end of the
    /// section list at that point, and item insertions and move destinations, in ascending
    /// order, at most at the end of their final section; no path or section twice in one kind
    /// of change, no move onto an insertion; an item is updated, removed or moved, only one;
    /// and nothing updated, removed or moved in a removed section.
    ///
    /// - Precondition: no count is negative.
    public func validated(against sectionCounts: [Int]) throws(ChangesetError) -> [Int] {
        try plan(against: sectionCounts).finalCounts
    }

    /// Checks the changeset against `counts` and works out how to apply it.
    func plan(against counts: [Int]) throws(ChangesetError) -> ChangesetPlan {
        precondition(!counts.contains { $0 < 0 }, "Section counts cannot be negative: \(ChangesetError.summary(of: counts))")
        func sectionError(_ change: ChangesetError.Change, _ section: Int, _ reason: ChangesetError.Reason) -> ChangesetError {
            ChangesetError(change: change, section: section, reason: reason, sectionCounts: counts)
        }
        func itemError(_ change: ChangesetError.Change, _ path: ItemPath, _ reason: ChangesetError.Reason) -> ChangesetError {
            ChangesetError(change: change, path: path, reason: reason, sectionCounts: counts)
        }
        func moveError(_ entry: Int, _ end: ChangesetError.MoveEnd, _ reason: ChangesetError.Reason) -> ChangesetError {
            let move = movedItems[entry]
            return ChangesetError(move: .init(from: move.from, to: move.to), end: end, reason: reason, sectionCounts: counts)
        }

        // Removed sections: old indices.
        var removedSectionSet = Set<Int>()
        for section in removedSections {
            if section < 0 { throw sectionError(.sectionRemoval, section, .negativeIndex) }
            if section >= counts.count { throw sectionError(.sectionRemoval, section, .sectionOutOfRange(count: counts.count)) }
            if !removedSectionSet.insert(section).inserted { throw sectionError(.sectionRemoval, section, .duplicate) }
        }

        // Inserted sections: indices after the removals, inserted ascending, each at most at
        // the end of the list at that point.
        let remainingSectionCount = counts.count - removedSectionSet.count
        var insertedSectionSet = Set<Int>()
        for section in insertedSections {
            if section < 0 { throw sectionError(.sectionInsertion, section, .negativeIndex) }
            if !insertedSectionSet.insert(section).inserted { throw sectionError(.sectionInsertion, section, .duplicate) }
        }
        let sortedInsertedSections = insertedSectionSet.sorted()
        for (index, section) in sortedInsertedSections.enumerated() where section > remainingSectionCount + index {
            throw sectionError(.sectionInsertion, section, .insertionGap(count: remainingSectionCount + index))
        }
        let finalSectionCount = remainingSectionCount + sortedInsertedSections.count

        // Old paths (updates, removals, move sources) name an item of a section that stays.
        func oldPathProblem(_ path: ItemPath) -> ChangesetError.Reason? {
            if path.section < 0 || path.item < 0 { return .negativeIndex }
            guard path.section < counts.count else { return .sectionOutOfRange(count: counts.count) }
            guard path.item < counts[path.section] else { return .itemOutOfRange(count: counts[path.section]) }
            return removedSectionSet.contains(path.section) ? .inRemovedSection : nil
        }
        var updatedPaths = Set<ItemPath>()
        for (path, _) in updatedItems {
            if let reason = oldPathProblem(path) { throw itemError(.update, path, reason) }
            if !updatedPaths.insert(path).inserted { throw itemError(.update, path, .duplicate) }
        }
        var removedPaths = Set<ItemPath>()
        for path in removedItems {
            if let reason = oldPathProblem(path) { throw itemError(.itemRemoval, path, reason) }
            if !removedPaths.insert(path).inserted { throw itemError(.itemRemoval, path, .duplicate) }
        }
        var sourcePaths = Set<ItemPath>()
        for (entry, move) in movedItems.enumerated() {
            if let reason = oldPathProblem(move.from) { throw moveError(entry, .source, reason) }
            if !sourcePaths.insert(move.from).inserted { throw moveError(entry, .source, .duplicate) }
        }
        // An item is updated, removed or moved: two of these would ask for two different fates.
        for (path, _) in updatedItems {
            if removedPaths.contains(path) { throw itemError(.update, path, .removedAndUpdated) }
            if sourcePaths.contains(path) { throw itemError(.update, path, .movedAndUpdated) }
        }
        for (entry, move) in movedItems.enumerated() where removedPaths.contains(move.from) {
            throw moveError(entry, .source, .movedAndRemoved)
        }

        // Final paths (insertions, move destinations) name a section of the final list, and
        // at most one item arrives at each.
        func finalPathProblem(_ path: ItemPath) -> ChangesetError.Reason? {
            if path.section < 0 || path.item < 0 { return .negativeIndex }
            return path.section < finalSectionCount ? nil : .sectionOutOfRange(count: finalSectionCount)
        }
        var arrivals = [ItemPath: ChangesetPlan.Arrival]()
        for (entry, insertion) in insertedItems.enumerated() {
            if let reason = finalPathProblem(insertion.path) { throw itemError(.itemInsertion, insertion.path, reason) }
            if arrivals.updateValue(.inserted(entry), forKey: insertion.path) != nil {
                throw itemError(.itemInsertion, insertion.path, .duplicate)
            }
        }
        for (entry, move) in movedItems.enumerated() {
            if let reason = finalPathProblem(move.to) { throw moveError(entry, .destination, reason) }
            switch arrivals.updateValue(.moved(entry), forKey: move.to) {
            case .inserted?: throw moveError(entry, .destination, .moveOntoInsertion)
            case .moved?: throw moveError(entry, .destination, .duplicate)
            case nil: break
            }
        }

        // The final sections: the remaining old ones in order, with the inserted ones at
        // their indices.
        var oldSectionOfFinal: [Int?] = []
        oldSectionOfFinal.reserveCapacity(finalSectionCount)
        var nextInserted = 0
        var nextOld = 0
        while oldSectionOfFinal.count < finalSectionCount {
            if nextInserted < sortedInsertedSections.count, sortedInsertedSections[nextInserted] == oldSectionOfFinal.count {
                oldSectionOfFinal.append(nil)
                nextInserted += 1
            } else {
                while removedSectionSet.contains(nextOld) { nextOld += 1 }
                oldSectionOfFinal.append(nextOld)
                nextOld += 1
            }
        }

        var leaving = [Int: [Int]]()
        for path in removedItems { leaving[path.section, default: []].append(path.item) }
        for move in movedItems { leaving[move.from.section, default: []].append(move.from.item) }
        for section in leaving.keys { leaving[section]?.sort() }

        // Arrivals, ascending, each at most at the end of its section at that point.
        var finalCounts = oldSectionOfFinal.map { old in old.map { counts[$0] - (leaving[$0]?.count ?? 0) } ?? 0 }
        var arriving = [Int: [(item: Int, arrival: ChangesetPlan.Arrival)]]()
        for (path, arrival) in arrivals.sorted(by: { $0.key < $1.key }) {
            let count = finalCounts[path.section]
            if path.item > count {
                switch arrival {
                case .inserted: throw itemError(.itemInsertion, path, .insertionGap(count: count))
                case .moved(let entry): throw moveError(entry, .destination, .insertionGap(count: count))
                }
            }
            finalCounts[path.section] = count + 1
            arriving[path.section, default: []].append((path.item, arrival))
        }
        return ChangesetPlan(oldSectionOfFinal: oldSectionOfFinal, leaving: leaving, arriving: arriving, finalCounts: finalCounts)
    }
}
