extension AppliedChanges {
    /// Where old section `oldSection` is after these changes, or nil if it was removed.
    ///
    /// `oldSection` must be a section of the list the changes were applied to.
    public func finalSection(of oldSection: Int) -> Int? {
        guard oldSection >= 0, !removedSections.contains(oldSection) else { return nil }
        // Its index once the removed sections are gone, pushed on by each section inserted at
        // or before it (inserting ascending).
        var section = oldSection - removedSections.count { $0 < oldSection }
        for inserted in insertedSections.sorted() where inserted <= section {
            section += 1
        }
        return section
    }

    /// Where the item at `oldPath` is after these changes, or nil if it was removed (itself,
    /// or with its section): what keeps the first visible item in place.
    ///
    /// `oldPath` must be an item of the list the changes were applied to. Takes time in
    /// proportion to the number of changes.
    public func finalPath(of oldPath: ItemPath) -> ItemPath? {
        guard oldPath.item >= 0, let section = finalSection(of: oldPath.section), !removedItems.contains(oldPath) else {
            return nil
        }
        if let move = movedItems.first(where: { $0.from == oldPath }) { return move.to }
        // Its rank among the items that stay in its section, pushed on by each item arriving
        // at or before it (arrivals go in ascending).
        var item = oldPath.item
            - removedItems.count { $0.section == oldPath.section && $0.item < oldPath.item }
            - movedItems.count { $0.from.section == oldPath.section && $0.from.item < oldPath.item }
        let arrivals = insertedItems.filter { $0.section == section }.map(\.item)
            + movedItems.filter { $0.to.section == section }.map(\.to.item)
        for arrival in arrivals.sorted() where arrival <= item {
            item += 1
        }
        return ItemPath(section: section, item: item)
    }
}
