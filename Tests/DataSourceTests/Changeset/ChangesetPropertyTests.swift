import Testing
import TestSupport
@testable import DataSource

/// Random lists and random target arrangements of them: the changeset derived from each
/// arrangement must validate to its counts and apply to exactly it (the oracle is the
/// arrangement, built item by item, not another index computation), and random invalid
/// changesets must be refused before anything changes.
@Suite struct ChangesetPropertyTests {
    /// Where an item of a target arrangement comes from.
    enum Origin: Equatable {
        case stays(ItemPath), updated(ItemPath), moved(ItemPath), inserted
    }

    /// An item of a target arrangement: its value there, and where it comes from.
    struct Slot {
        var value: Int
        var origin: Origin
    }

    /// A random list, a random arrangement of it, and the changeset between them, built in a
    /// random call order.
    struct Scenario {
        var old: [[Int]]
        var target: [[Slot]]
        var changeset: Changeset<Int>
        var removedSections: [Int]
        var expectedChanges: AppliedChanges

        var targetValues: [[Int]] { target.map { $0.map(\.value) } }

        static func random(using random: inout SplitMix64) -> Scenario {
            var nextValue = 0
            func newValue() -> Int {
                nextValue += 1
                return nextValue
            }
            let maxItems = random.chance(1, in: 8) ? 20 : 6
            let old = (0..<random.int(in: 0..<6)).map { _ in (0..<random.int(in: 0..<maxItems)).map { _ in newValue() } }
            let removedSections = old.indices.filter { _ in random.chance(1, in: 4) }

            // Final sections: the remaining old ones in order, with new ones anywhere.
            var finalSections: [Int?] = old.indices.filter { !removedSections.contains($0) }
            for _ in 0..<random.int(in: 0..<3) {
                finalSections.insert(nil, at: random.int(in: 0..<(finalSections.count + 1)))
            }
            var target: [[Slot]] = finalSections.map { _ in [] }
            var removedItems: [ItemPath] = []
            var movedSlots: [Slot] = []
            for (finalSection, oldSection) in finalSections.enumerated() {
                guard let oldSection else { continue }
                for (index, value) in old[oldSection].enumerated() {
                    let path = ItemPath(oldSection, index)
                    switch random.int(in: 0..<10) {
                    case 0, 1: removedItems.append(path)
                    case 2, 3: movedSlots.append(Slot(value: value, origin: .moved(path)))
                    case 4, 5: target[finalSection].append(Slot(value: newValue(), origin: .updated(path)))
                    default: target[finalSection].append(Slot(value: value, origin: .stays(path)))
                    }
                }
            }
            // Moved and new items anywhere in the final list (each insertion may shift earlier ones).
            let newSlots = target.isEmpty ? [] : (0..<random.int(in: 0..<6)).map { _ in Slot(value: newValue(), origin: .inserted) }
            for slot in (movedSlots + newSlots).shuffled(using: &random) {
                let section = random.int(in: 0..<target.count)
                target[section].insert(slot, at: random.int(in: 0..<(target[section].count + 1)))
            }

            // The changeset that makes the arrangement, read off it.
            var calls: [(inout Changeset<Int>) -> Void] = []
            var updated: [ItemPath] = []
            var moves: [AppliedChanges.Move] = []
            var inserted: [ItemPath] = []
            for section in removedSections { calls.append { $0.removeSection(section) } }
            for (section, old) in finalSections.enumerated() where old == nil { calls.append { $0.insertSection(section) } }
            for path in removedItems { calls.append { $0.remove(at: path) } }
            for (section, slots) in target.enumerated() {
                for (index, slot) in slots.enumerated() {
                    let path = ItemPath(section, index)
                    switch slot.origin {
                    case .stays: break
                    case .updated(let old):
                        updated.append(old)
                        calls.append { $0.update(at: old, to: slot.value) }
                    case .moved(let old):
                        moves.append(.init(from: old, to: path))
                        calls.append { $0.move(from: old, to: path) }
                    case .inserted:
                        inserted.append(path)
                        calls.append { $0.insert(slot.value, at: path) }
                    }
                }
            }
            var changeset = Changeset<Int>()
            for call in calls.shuffled(using: &random) { call(&changeset) }
            let expectedChanges = AppliedChanges(
                updatedItems: updated, removedItems: removedItems, removedSections: removedSections,
                movedItems: moves, insertedSections: finalSections.indices.filter { finalSections[$0] == nil },
                insertedItems: inserted
            )
            return Scenario(
                old: old, target: target, changeset: changeset, removedSections: removedSections, expectedChanges: expectedChanges
            )
        }

        /// Where each old item is in the target, nil for the removed ones.
        var expectedFinalPaths: [ItemPath: ItemPath] {
            var paths: [ItemPath: ItemPath] = [:]
            for (section, slots) in target.enumerated() {
                for (index, slot) in slots.enumerated() {
                    switch slot.origin {
                    case .stays(let old), .updated(let old), .moved(let old): paths[old] = ItemPath(section, index)
                    case .inserted: break
                    }
                }
            }
            return paths
        }
    }

    @Test func validChangesetsApplyToExactlyTheirTarget() throws {
        var random = SplitMix64(seed: 0xC4A9_6E5E)
        for iteration in 0..<4000 {
            let scenario = Scenario.random(using: &random)
            let counts = scenario.old.map(\.count)
            let finalCounts = try scenario.changeset.validated(against: counts)
            #expect(finalCounts == scenario.target.map(\.count), "iteration \(iteration)")
            var sections = scenario.old
            let applied = scenario.changeset.apply(to: &sections)
            #expect(sections == scenario.targetValues, "iteration \(iteration)")
            #expect(applied == scenario.expectedChanges, "iteration \(iteration)")
            let finalPaths = scenario.expectedFinalPaths
            for (section, items) in scenario.old.enumerated() {
                for index in items.indices {
                    let old = ItemPath(section, index)
                    #expect(applied.finalPath(of: old) == finalPaths[old], "iteration \(iteration), \(old)")
                }
            }
            if sections != scenario.targetValues { return }
        }
    }

    @Test func invalidChangesetsAreRefusedBeforeAnythingChanges() throws {
        var random = SplitMix64(seed: 0x1D_BAD)
        var seen: Set<String> = []
        for iteration in 0..<4000 {
            let scenario = Scenario.random(using: &random)
            guard let (mutation, reason) = Self.breaking(scenario, using: &random) else { continue }
            var changeset = scenario.changeset
            mutation(&changeset)
            var sections = scenario.old
            let error = #expect(throws: ChangesetError.self, "iteration \(iteration)") {
                _ = try changeset.validated(against: sections.map(\.count))
                changeset.apply(to: &sections)
            }
            #expect(error?.reason == reason, "iteration \(iteration): \(error.map(String.init(describing:)) ?? "")")
            #expect(error?.description.hasPrefix("Invalid changeset: ") == true)
            #expect(sections == scenario.old, "iteration \(iteration)")
            seen.insert(String("\(reason)".prefix { $0 != "(" }))
        }
        // Every kind of breakage came up.
        #expect(seen.count == 10, "\(seen.sorted())")
    }

    /// A change that breaks `scenario`'s changeset, and the reason validation must give.
    static func breaking(
        _ scenario: Scenario, using random: inout SplitMix64
    ) -> ((inout Changeset<Int>) -> Void, ChangesetError.Reason)? {
        let old = scenario.old
        let changeset = scenario.changeset
        let finalCounts = scenario.target.map(\.count)
        let untouchedPaths = scenario.target.flatMap { $0 }.compactMap { slot -> ItemPath? in
            if case .stays(let path) = slot.origin { path } else { nil }
        }
        var candidates: [((inout Changeset<Int>) -> Void, ChangesetError.Reason)] = []

        let far = random.int(in: 0..<3)
        if let section = old.indices.randomElement(using: &random) {
            candidates.append(({ $0.update(at: [section, old[section].count + far], to: 0) }, .itemOutOfRange(count: old[section].count)))
        }
        candidates.append(({ $0.remove(at: [old.count + far, 0]) }, .sectionOutOfRange(count: old.count)))
        candidates.append(({ $0.removeSection(old.count + far) }, .sectionOutOfRange(count: old.count)))
        candidates.append(random.pick([
            ({ $0.insertSection(-1 - far) }, .negativeIndex),
            ({ $0.insert(0, at: [0, -1 - far]) }, .negativeIndex),
            ({ $0.move(from: [-1, 0], to: [0, 0]) }, .negativeIndex),
            ({ $0.update(at: [far, -1], to: 0) }, .negativeIndex),
        ]))
        candidates.append(({ $0.insertSection(finalCounts.count + 1 + far) }, .insertionGap(count: finalCounts.count)))
        candidates.append(({ $0.insert(0, at: [finalCounts.count + far, 0]) }, .sectionOutOfRange(count: finalCounts.count)))
        if let section = finalCounts.indices.randomElement(using: &random) {
            candidates.append(({ $0.insert(0, at: [section, finalCounts[section] + 1 + far]) }, .insertionGap(count: finalCounts[section])))
        }
        // Any change repeated.
        var repeats: [(inout Changeset<Int>) -> Void] = []
        if let section = changeset.removedSections.randomElement(using: &random) { repeats.append { $0.removeSection(section) } }
        if let section = changeset.insertedSections.randomElement(using: &random) { repeats.append { $0.insertSection(section) } }
        if let path = changeset.removedItems.randomElement(using: &random) { repeats.append { $0.remove(at: path) } }
        if let path = changeset.updatedItems.randomElement(using: &random)?.path { repeats.append { $0.update(at: path, to: 0) } }
        if let path = changeset.insertedItems.randomElement(using: &random)?.path { repeats.append { $0.insert(0, at: path) } }
        if let move = changeset.movedItems.randomElement(using: &random) { repeats.append { $0.move(from: move.from, to: move.to) } }
        if let repeated = repeats.randomElement(using: &random) { candidates.append((repeated, .duplicate)) }
        // Two fates for one item.
        if let path = changeset.removedItems.randomElement(using: &random) {
            candidates.append(({ $0.update(at: path, to: 0) }, .removedAndUpdated))
        }
        if let path = changeset.updatedItems.randomElement(using: &random)?.path {
            candidates.append(({ $0.remove(at: path) }, .removedAndUpdated))
        }
        if let move = changeset.movedItems.randomElement(using: &random) {
            candidates.append(({ $0.update(at: move.from, to: 0) }, .movedAndUpdated))
            candidates.append(({ $0.remove(at: move.from) }, .movedAndRemoved))
        }
        if let section = scenario.removedSections.filter({ !old[$0].isEmpty }).randomElement(using: &random) {
            let path = ItemPath(section, random.int(in: 0..<old[section].count))
            candidates.append(random.pick([
                ({ $0.update(at: path, to: 0) }, .inRemovedSection),
                ({ $0.remove(at: path) }, .inRemovedSection),
                ({ $0.move(from: path, to: [0, 0]) }, .inRemovedSection),
            ]))
        }
        if let source = untouchedPaths.randomElement(using: &random), let target = changeset.insertedItems.randomElement(using: &random) {
            candidates.append(({ $0.move(from: source, to: target.path) }, .moveOntoInsertion))
        }
        return candidates.randomElement(using: &random)
    }
}
