extension Changeset {
    /// Applies the changeset to `sections` and returns what changed, as index paths.
    ///
    /// `updated(old, entry)` makes the item for `updatedItems[entry]` from the one it
    /// replaces; `inserted(entry)` makes the item for `insertedItems[entry]`. Moved items are
    /// carried over as they are. Sections no change touches keep their arrays as they are.
    ///
    /// - Precondition: the changeset is valid for `sections`, as `validated(against:)` with
    ///   their counts says; otherwise this traps with the `ChangesetError`'s description
    ///   before changing anything.
    @discardableResult
    public func apply<Item>(
        to sections: inout [[Item]], updated: (Item, Int) -> Item, inserted: (Int) -> Item
    ) -> AppliedChanges {
        let plan: ChangesetPlan
        do {
            plan = try self.plan(against: sections.map(\.count))
        } catch {
            preconditionFailure("\(error)")
        }

        // Moved items as they were: an item is never both moved and updated.
        let moved = movedItems.map { sections[$0.from.section][$0.from.item] }
        for (entry, update) in updatedItems.enumerated() {
            let path = update.path
            sections[path.section][path.item] = updated(sections[path.section][path.item], entry)
        }

        // Take the sections out so that each array moves into the result without a copy.
        var old: [[Item]] = []
        swap(&old, &sections)
        sections.reserveCapacity(plan.finalCounts.count)
        for (finalSection, oldSection) in plan.oldSectionOfFinal.enumerated() {
            var items: [Item] = []
            if let oldSection { swap(&items, &old[oldSection]) }
            let leaving = oldSection.flatMap { plan.leaving[$0] } ?? []
            let arriving = plan.arriving[finalSection] ?? []
            if leaving.isEmpty, arriving.isEmpty {
                sections.append(items)
                continue
            }
            // A few changes in a long section: in place (removals from the back, then
            // arrivals in ascending order), moving the other items' references without
            // copying each one, as a 1-item insert into 10,000 wants.
            if (leaving.count + arriving.count) * 64 < items.count {
                for index in leaving.reversed() { items.remove(at: index) }
                for arrival in arriving {
                    switch arrival.arrival {
                    case .inserted(let entry): items.insert(inserted(entry), at: arrival.item)
                    case .moved(let entry): items.insert(moved[entry], at: arrival.item)
                    }
                }
                sections.append(items)
                continue
            }
            // Else one pass: skip the leaving items, and put each arrival in when the section
            // reaches its index (validation made every arrival land within the section).
            var result: [Item] = []
            result.reserveCapacity(plan.finalCounts[finalSection])
            var nextLeaving = 0
            var nextArriving = 0
            func appendArrivals() {
                while nextArriving < arriving.count, arriving[nextArriving].item == result.count {
                    switch arriving[nextArriving].arrival {
                    case .inserted(let entry): result.append(inserted(entry))
                    case .moved(let entry): result.append(moved[entry])
                    }
                    nextArriving += 1
                }
            }
            for (index, item) in items.enumerated() {
                if nextLeaving < leaving.count, leaving[nextLeaving] == index {
                    nextLeaving += 1
                    continue
                }
                appendArrivals()
                result.append(item)
            }
            appendArrivals()
            sections.append(result)
        }
        return appliedChanges
    }

    /// Applies a changeset whose models are the items: updated and inserted items are the
    /// changeset's models. See `apply(to:updated:inserted:)`.
    @discardableResult
    public func apply(to sections: inout [[Model]]) -> AppliedChanges {
        apply(to: &sections, updated: { _, entry in updatedItems[entry].model }, inserted: { insertedItems[$0].model })
    }

    /// The index changes of this changeset, without models (meaningful once it is valid).
    var appliedChanges: AppliedChanges {
        AppliedChanges(
            updatedItems: updatedItems.map(\.path),
            removedItems: removedItems,
            removedSections: removedSections,
            movedItems: movedItems.map { AppliedChanges.Move(from: $0.from, to: $0.to) },
            insertedSections: insertedSections,
            insertedItems: insertedItems.map(\.path)
        )
    }
}
