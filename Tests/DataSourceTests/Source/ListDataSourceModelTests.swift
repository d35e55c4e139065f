import Components
import DataSource
import Geometry
import Graphics
import Layout
import Testing
import TestSupport

/// A model-based property test of the queue: random changesets, valid and invalid,
/// synchronous and asynchronous, enqueued from several tasks, against plain arrays.
/// After each apply the data source's items (and its table's rows), in order, equal the
/// model; every invalid changeset is rejected with nothing changed.
@MainActor @Suite struct ListDataSourceModelTests {
    /// A row as tall as its model says (no text: thousands of them are built).
    struct Bar: Component, Equatable {
        let value: Int
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(color: .black, style: .fixed(width: 10, height: Double(1 + value % 9)))
        }
    }

    /// The changesets still to be applied, with the model each one leaves.
    @MainActor final class Expectations {
        var pending: [[[Int]]] = []
        var pendingModel: [[Int]] = []
        var applied = 0
        var failures: [String] = []
        var rejected = 0
        var accepted = 0
    }

    @Test func tenThousandRandomChangesetsFromSeveralTasks() async throws {
        let source = ListDataSource<Int> { Bar(value: $0) }
        let expected = Expectations()
        let observer = Observer()
        // The source weakly: it keeps its handlers until it next notifies, and a handler
        // holding it would keep it (and its items' roots) alive after the test.
        source.addObserver(observer) { [weak source] _, event in
            guard let source, case .applied = event else { return }
            guard !expected.pending.isEmpty else {
                expected.failures.append("an apply nobody enqueued")
                return
            }
            let model = expected.pending.removeFirst()
            expected.applied += 1
            if source.models != model { expected.failures.append("apply \(expected.applied): \(source.models) ≠ \(model)") }
            let rows = source.table.rows
            let roots = (0..<model.count).flatMap { section in
                (0..<model[section].count).map { source.root(at: ItemPath(section, $0)) }
            }
            if rows.count != roots.count || zip(rows, roots).contains(where: { $0.root !== $1 }) {
                expected.failures.append("apply \(expected.applied): the table's rows are not the items in order")
            }
        }
        let tasks = 4, perTask = 2_500
        let enqueuers = (0..<tasks).map { task in
            Task { @MainActor in
                var rng = SplitMix64(seed: UInt64(100 + task))
                for step in 0..<perTask {
                    Self.enqueueRandomChangeset(into: source, expected: expected, rng: &rng, tag: task * perTask + step)
                    if rng.next() % 4 == 0 { await Task.yield() }
                }
            }
        }
        for enqueuer in enqueuers { await enqueuer.value }
        await source.waitUntilApplied()
        #expect(expected.failures.isEmpty, "\(expected.failures.prefix(5))")
        #expect(expected.pending.isEmpty)
        #expect(expected.accepted + expected.rejected == tasks * perTask)
        #expect(source.appliedCount == expected.accepted)
        #expect(expected.rejected > 1_000 && expected.accepted > 5_000)
        #expect(source.models == expected.pendingModel)
    }

    /// Enqueues a random changeset made against the model with every pending changeset
    /// folded in: valid, or (one in four) broken in one way.
    static func enqueueRandomChangeset(into source: ListDataSource<Int>, expected: Expectations,
                                       rng: inout SplitMix64, tag: Int) {
        let model = expected.pendingModel
        var changeset = randomValidChangeset(for: model, rng: &rng, tag: tag)
        let breaks = rng.next() % 4 == 0
        if breaks { changeset = broken(changeset, model: model, rng: &rng) }
        let before = source.models
        let mode: ChangesetMode = rng.next() % 10 == 0 ? .synchronous : .asynchronous
        var after = model
        let counts: [Int]
        do {
            counts = try changeset.validated(against: model.map(\.count))
        } catch {
            // Rejected by validation: the data source must reject it too, changing nothing.
            do {
                try source.enqueue(changeset, sizeRange: .width(100), mode: mode)
                expected.failures.append("accepted an invalid changeset: \(error)")
            } catch {
                expected.rejected += 1
                if source.models != before { expected.failures.append("a rejected changeset changed the items") }
            }
            return
        }
        _ = changeset.apply(to: &after, updated: { _, entry in changeset.updatedItems[entry].model },
                            inserted: { changeset.insertedItems[$0].model })
        if after.map(\.count) != counts { expected.failures.append("validated counts \(counts) ≠ \(after.map(\.count))") }
        expected.pending.append(after)
        expected.pendingModel = after
        do {
            try source.enqueue(changeset, sizeRange: .width(100), mode: mode)
            expected.accepted += 1
        } catch {
            expected.pending.removeLast()
            expected.pendingModel = model
            expected.failures.append("rejected a valid changeset: \(error)")
        }
    }

    /// A valid changeset for `model`: a few of each kind of change, on distinct items.
    static func randomValidChangeset(for model: [[Int]], rng: inout SplitMix64, tag: Int) -> Changeset<Int> {
        var changeset = Changeset<Int>()
        var counts = model.map(\.count)
        var touched = Set<ItemPath>()
        // Old-space changes on distinct items: updates, removals, move sources.
        var moves: [ItemPath] = []
        for _ in 0..<Int(rng.next() % 4) {
            guard let section = counts.indices.randomElement(using: &rng), counts[section] > 0 else { break }
            let path = ItemPath(section, Int(rng.next() % UInt64(counts[section])))
            guard touched.insert(path).inserted else { continue }
            switch rng.next() % 3 {
            case 0: changeset.update(at: path, to: tag * 10 + Int(rng.next() % 10))
            case 1: changeset.remove(at: path)
            default: moves.append(path)
            }
        }
        for path in changeset.removedItems + moves { counts[path.section] -= 1 }
        // Remove a whole section now and then (one nothing else touched).
        if counts.count > 1, rng.next() % 8 == 0 {
            let section = Int(rng.next() % UInt64(counts.count))
            if !touched.contains(where: { $0.section == section }) {
                changeset.removeSection(section)
                counts.remove(at: section)
            }
        }
        if counts.isEmpty || rng.next() % 10 == 0 {
            let section = Int(rng.next() % UInt64(counts.count + 1))
            changeset.insertSection(section)
            counts.insert(0, at: section)
        }
        // Final-space insertions and move targets, ascending per section.
        var targets: [ItemPath] = []
        let insertions = Int(rng.next() % 4) + moves.count
        for _ in 0..<insertions {
            let section = Int(rng.next() % UInt64(counts.count))
            counts[section] += 1
            targets.append(ItemPath(section, Int(rng.next() % UInt64(counts[section]))))
        }
        // Make the targets valid final paths: within each section, distinct indices.
        var bySection: [Int: [Int]] = [:]
        for target in targets { bySection[target.section, default: []].append(target.item) }
        var finals: [ItemPath] = []
        for (section, items) in bySection {
            let count = counts[section]
            var chosen = Set<Int>()
            for item in items {
                var index = item
                while chosen.contains(index) { index = (index + 1) % count }
                chosen.insert(index)
                finals.append(ItemPath(section, index))
            }
        }
        finals.shuffle(using: &rng)
        for (index, target) in finals.enumerated() {
            if index < moves.count {
                changeset.move(from: moves[index], to: target)
            } else {
                changeset.insert(tag * 10 + index, at: target)
            }
        }
        return changeset
    }

    /// `changeset` with one thing made wrong: a path past the end, a duplicate, a change
    /// in a removed section, an item both updated and removed.
    static func broken(_ changeset: Changeset<Int>, model: [[Int]], rng: inout SplitMix64) -> Changeset<Int> {
        var broken = changeset
        let sections = model.count
        switch rng.next() % 6 {
        case 0: broken.remove(at: ItemPath(sections + Int(rng.next() % 3), 0))
        case 1: broken.update(at: ItemPath(0, (model.first?.count ?? 0) + Int(rng.next() % 3)), to: -1)
        case 2: broken.insert(-2, at: ItemPath(0, 100_000))
        case 3:
            if let path = changeset.insertedItems.first?.path { broken.insert(-3, at: path) } else { broken.removeSection(sections + 1) }
        case 4:
            if let path = changeset.removedItems.first { broken.update(at: path, to: -4) } else { broken.insertSection(sections + 5) }
        default: broken.move(from: ItemPath(-1, 0), to: ItemPath(0, 0))
        }
        return broken
    }
}
