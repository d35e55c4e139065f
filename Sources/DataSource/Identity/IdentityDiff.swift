/// The changes that turn one arrangement of `Identifiable` models into another, found by
/// their ids in linear time (Paul Heckel's idea, as IGListKit's diffing uses it: one
/// table from id to its old and new places; with unique ids every common id is matched
/// in one pass), as changesets with ComponentKit's meaning, ready for
/// `ListDataSource.enqueue`:
///
/// - `changeset`: sections added or removed at the end (sections are matched by index),
///   items removed, inserted and moved, and items that stay in place updated;
/// - `movedUpdates`: the new models of items that moved *and* changed, at their final
///   paths, to apply after it (ComponentKit does not let one changeset move and update an
///   item; an update keeps the item's root and state, a remove-and-insert would not).
///
/// Moves: the items kept in place are a common subsequence of the old and the new order,
/// picked by one walk over both that, at a mismatch, moves whichever item is displaced
/// farther (one item sent to the top or to the end is one move, not n). Not always the
/// fewest moves (that is a longest increasing subsequence, O(n log n)), always correct.
/// An item of a removed section is removed with it and inserted anew.
public struct IdentityDiff<Model: Identifiable & Sendable> {
    /// Inserts, removals, moves, section changes and updates of the items that stay.
    public private(set) var changeset = Changeset<Model>()
    /// Updates of items that moved, at their final paths: applied after `changeset`.
    public private(set) var movedUpdates = Changeset<Model>()
    /// The diff's elementary steps (table entries and walk steps): linear in the models'
    /// count, which a test checks by counting rather than timing.
    public private(set) var steps = 0

    /// The changesets to enqueue, in order (one, or two when a moved item changed).
    public var changesets: [Changeset<Model>] { movedUpdates.isEmpty ? [changeset] : [changeset, movedUpdates] }

    private struct Entry {
        var old = -1
        var new = -1
    }

    /// The changes from `old` to `new`; `changed(old, new)` says whether an item whose id
    /// is in both needs its new model (an update rebuilds it, keeping its state). Throws a
    /// `ListIdentityError` naming an id found twice, and where.
    public init(from old: [[Model]], to new: [[Model]], changed: (Model, Model) -> Bool) throws(ListIdentityError) {
        var oldPaths: [ItemPath] = [], newPaths: [ItemPath] = []
        oldPaths.reserveCapacity(old.reduce(0) { $0 + $1.count })
        newPaths.reserveCapacity(new.reduce(0) { $0 + $1.count })
        var table: [Model.ID: Entry] = [:]
        table.reserveCapacity(max(oldPaths.capacity, newPaths.capacity))
        for (section, items) in old.enumerated() {
            for (index, model) in items.enumerated() {
                steps += 1
                let path = ItemPath(section, index)
                if let first = table.updateValue(Entry(old: oldPaths.count), forKey: model.id) {
                    throw ListIdentityError(id: "\(model.id)", kind: .duplicateInCurrent(first: oldPaths[first.old], second: path))
                }
                oldPaths.append(path)
            }
        }
        // Matched: new flat index → old flat index and back (-1: none).
        var oldOfNew: [Int] = [], newOfOld = [Int](repeating: -1, count: oldPaths.count)
        oldOfNew.reserveCapacity(newPaths.capacity)
        for (section, items) in new.enumerated() {
            for (index, model) in items.enumerated() {
                steps += 1
                let path = ItemPath(section, index)
                // One hash per model: the entry is changed in place.
                var entry: Entry?
                if let slot = table.index(forKey: model.id) {
                    entry = table.values[slot]
                    if table.values[slot].new >= 0 {
                        throw ListIdentityError(id: "\(model.id)",
                                                kind: .duplicateInNew(first: newPaths[table.values[slot].new], second: path))
                    }
                    table.values[slot].new = newPaths.count
                } else {
                    table[model.id] = Entry(new: newPaths.count)
                }
                // An item of a removed section goes with it (a move out of it is not allowed).
                if let entry, entry.old >= 0, oldPaths[entry.old].section < new.count {
                    oldOfNew.append(entry.old)
                    newOfOld[entry.old] = newPaths.count
                } else {
                    oldOfNew.append(-1)
                }
                newPaths.append(path)
            }
        }

        // Items that change section move; the others are walked in both orders.
        var moved = [Bool](repeating: false, count: oldPaths.count)
        var oldWalk: [Int] = [], newWalk: [Int] = []
        var oldRank = [Int](repeating: -1, count: oldPaths.count), newRank = [Int](repeating: -1, count: newPaths.count)
        for (oldIndex, newIndex) in newOfOld.enumerated() where newIndex >= 0 {
            steps += 1
            if oldPaths[oldIndex].section != newPaths[newIndex].section {
                moved[oldIndex] = true
            } else {
                oldRank[oldIndex] = oldWalk.count
                oldWalk.append(oldIndex)
            }
        }
        for (newIndex, oldIndex) in oldOfNew.enumerated() where oldIndex >= 0 && !moved[oldIndex] {
            steps += 1
            newRank[newIndex] = newWalk.count
            newWalk.append(newIndex)
        }
        // The walk: equal heads stay; at a mismatch the one displaced farther moves.
        var i = 0, j = 0
        while i < newWalk.count, j < oldWalk.count {
            steps += 1
            let x = oldOfNew[newWalk[i]], y = oldWalk[j]
            if moved[x] {
                i += 1
            } else if moved[y] {
                j += 1
            } else if x == y {
                i += 1
                j += 1
            } else if newRank[newOfOld[y]] - i > oldRank[x] - j {
                moved[y] = true
                j += 1
            } else {
                moved[x] = true
                i += 1
            }
        }

        for section in stride(from: old.count - 1, through: new.count, by: -1) { changeset.removeSection(section) }
        for section in old.count..<max(old.count, new.count) { changeset.insertSection(section) }
        for (oldIndex, newIndex) in newOfOld.enumerated() where newIndex < 0 && oldPaths[oldIndex].section < new.count {
            steps += 1
            changeset.remove(at: oldPaths[oldIndex])
        }
        for (newIndex, path) in newPaths.enumerated() {
            steps += 1
            let model = new[path.section][path.item]
            let oldIndex = oldOfNew[newIndex]
            guard oldIndex >= 0 else {
                changeset.insert(model, at: path)
                continue
            }
            let from = oldPaths[oldIndex]
            let isChanged = changed(old[from.section][from.item], model)
            if moved[oldIndex] {
                changeset.move(from: from, to: path)
                if isChanged { movedUpdates.update(at: path, to: model) }
            } else if isChanged {
                changeset.update(at: from, to: model)
            }
        }
    }
}
