import Components
import DataSource
import Geometry
import Layout
import Testing
import TestSupport
import TextRasterizer

/// Updating by identity: `IdentityDiff` turns any arrangement of uniquely identified
/// models into any other (checked by applying its changesets, as the data source would,
/// to plain arrays), in a number of steps linear in the models, with few moves; the data
/// source's `update(to:)` and `update(id:to:)` go through `enqueue`, in order with the
/// other changesets, resolving against the pending state.
@MainActor @Suite struct IdentityDiffTests {
    /// A kiosk's visitor: the id is the badge, the name may change.
    struct Visitor: Identifiable, Equatable, Sendable {
        var id: Int
        var name: String
    }

    /// A visitor's row, with a check-in count in its state.
    struct VisitorRow: Component, Equatable {
        struct State: Sendable, Equatable { var taps = 0 }
        struct Tap: Action, Equatable {}
        let visitor: Visitor
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }
        func body(_ context: BuildContext<Self>) -> some Component {
            Text(visitor.name, attributes: TextAttributes(size: 12)).testID("name-\(visitor.id)")
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            context.updateState(.synchronous) { $0.taps += 1 }
            return true
        }
    }

    /// `sections` after `diff`'s changesets, applied as the data source applies them.
    static func applying(_ diff: IdentityDiff<Visitor>, to sections: [[Visitor]]) -> [[Visitor]] {
        var result = sections
        for changeset in diff.changesets {
            changeset.apply(to: &result, updated: { _, index in changeset.updatedItems[index].model },
                            inserted: { changeset.insertedItems[$0].model })
        }
        return result
    }

    /// Random sections of unique visitors drawn from ids 0..<pool, some renamed.
    static func randomSections(_ random: inout SplitMix64, pool: Int, renaming: Bool) -> [[Visitor]] {
        var ids = Array(0..<pool).shuffled(using: &random)
        ids.removeLast(Int.random(in: 0...pool, using: &random))
        let sectionCount = Int.random(in: 1...4, using: &random)
        var sections = [[Visitor]](repeating: [], count: sectionCount)
        for id in ids {
            let name = renaming && Bool.random(using: &random) ? "Renamed \(id)" : "Visitor \(id)"
            sections[Int.random(in: 0..<sectionCount, using: &random)].append(Visitor(id: id, name: name))
        }
        return sections
    }

    @Test func randomArrangementsDiffIntoTheNewOne() throws {
        var changes = (moves: 0, updates: 0, movedUpdates: 0, removedSections: 0)
        for seed in 0..<2_000 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            let pool = Int.random(in: 0...40, using: &random)
            let old = Self.randomSections(&random, pool: pool, renaming: false)
            let new = Self.randomSections(&random, pool: pool, renaming: true)
            let diff = try IdentityDiff(from: old, to: new, changed: !=)
            // Each changeset fits the list it is applied to, as enqueue checks.
            var counts = old.map(\.count)
            for changeset in diff.changesets { counts = try changeset.validated(against: counts) }
            #expect(Self.applying(diff, to: old) == new, "seed \(seed)")
            changes.moves += diff.changeset.movedItems.count
            changes.updates += diff.changeset.updatedItems.count
            changes.movedUpdates += diff.movedUpdates.updatedItems.count
            changes.removedSections += diff.changeset.removedSections.count
        }
        // The seeds reach every kind of change.
        #expect(changes.moves > 0 && changes.updates > 0 && changes.movedUpdates > 0 && changes.removedSections > 0)
    }

    @Test func oneVisitorSentToTheTopOrTheEndIsOneMove() throws {
        let old = [(0..<100).map { Visitor(id: $0, name: "\($0)") }]
        var top = old[0]
        top.insert(top.remove(at: 70), at: 0)
        var end = old[0]
        end.append(end.remove(at: 3))
        for new in [top, end] {
            let diff = try IdentityDiff(from: old, to: [new], changed: !=)
            #expect(diff.changeset.movedItems.count == 1)
            #expect(diff.changeset.insertedItems.isEmpty && diff.changeset.removedItems.isEmpty)
            #expect(Self.applying(diff, to: old) == [new])
        }
        // Two swapped neighbours: one move.
        var swapped = old[0]
        swapped.swapAt(10, 11)
        #expect(try IdentityDiff(from: old, to: [swapped], changed: !=).changeset.movedItems.count == 1)
    }

    @Test func duplicateIDsAreAnErrorNamingTheIDAndBothPlaces() throws {
        let old = [[Visitor(id: 1, name: "Ada")]]
        let new = [[Visitor(id: 1, name: "Ada"), Visitor(id: 2, name: "Grace")], [Visitor(id: 3, name: "Joan"), Visitor(id: 2, name: "Hedy")]]
        #expect(throws: ListIdentityError(id: "2", kind: .duplicateInNew(first: [0, 1], second: [1, 1]))) {
            try IdentityDiff(from: old, to: new, changed: !=)
        }
        #expect("\(ListIdentityError(id: "2", kind: .duplicateInNew(first: [0, 1], second: [1, 1])))"
            == "duplicate id 2 in the new models: at [0, 1] and at [1, 1]; ids must be unique")
        // Through the data source: nothing is enqueued.
        let source = ListDataSource<Visitor> { VisitorRow(visitor: $0) }
        try source.update(to: [Visitor(id: 1, name: "Ada")], mode: .synchronous)
        #expect(throws: ListIdentityError.self) { try source.update(toSections: new) }
        #expect(source.pendingCount == 0 && source.models == [[Visitor(id: 1, name: "Ada")]])
    }

    /// Steps grow as the models do: 10 and 100 times the models, 10 and 100 times the
    /// steps (within 10 %), a few per model.
    @Test func diffingIsLinear() throws {
        var perModel: [Double] = []
        for count in [1_000, 10_000, 100_000] {
            var random = SplitMix64(seed: UInt64(count))
            let old = [(0..<count).map { Visitor(id: $0, name: "\($0)") }]
            var new = old[0].filter { _ in Int.random(in: 0..<10, using: &random) != 0 }
            for _ in 0..<(count / 10) { new.swapAt(Int.random(in: 0..<new.count, using: &random), Int.random(in: 0..<new.count, using: &random)) }
            new += (count..<(count + count / 10)).map { Visitor(id: $0, name: "new") }
            new.shuffle(using: &random)
            let diff = try IdentityDiff(from: old, to: [new], changed: !=)
            perModel.append(Double(diff.steps) / Double(old[0].count + new.count))
            if count == 1_000 { #expect(Self.applying(diff, to: old) == [new]) }
        }
        #expect(perModel.allSatisfy { $0 < 4 }, "\(perModel)")
        #expect(abs(perModel[2] / perModel[0] - 1) < 0.1, "\(perModel)")
    }

    /// The data source diffs against the state with the pending changesets folded in;
    /// rows whose model did not change keep their roots unbuilt again, moved and renamed
    /// rows keep their roots and state.
    @Test func updateToNewModelsKeepsRootsAndState() async throws {
        let source = ListDataSource<Visitor> { VisitorRow(visitor: $0) }
        let first = (0..<20).map { Visitor(id: $0, name: "Visitor \($0)") }
        try source.update(to: first)
        #expect(source.pendingCount == 1)
        var second = first
        second.remove(at: 4)
        second.insert(Visitor(id: 100, name: "New"), at: 0)
        second[10].name = "Renamed"
        let moved = second.remove(at: 15)
        second.insert(Visitor(id: moved.id, name: "Moved and renamed"), at: 1)
        // Diffed against the pending first changeset.
        try source.update(to: second)
        await source.waitUntilApplied()
        #expect(source.models == [second])
        let rootOfMoved = try #require(source.root(at: [0, 1]))
        let rootOfKept = try #require(source.root(at: [0, 5]))
        let name = try rootOfMoved.layout.element(testID: "name-\(moved.id)")
        rootOfMoved.send(VisitorRow.Tap(), from: name.element)
        // Unchanged: nothing to do; renamed again after moving: its root, its state.
        let unchanged = try source.update(to: second, mode: .synchronous)
        #expect(unchanged.changesets.allSatisfy(\.isEmpty) && source.pendingCount == 0)
        var third = second
        third.swapAt(1, 19)
        third[19].name = "Checked out"
        let diff = try source.update(to: third, mode: .synchronous)
        #expect(diff.changeset.updatedItems.isEmpty && diff.movedUpdates.updatedItems.count == 1)
        #expect(source.models == [third])
        #expect(source.root(at: [0, 19]) === rootOfMoved && source.root(at: [0, 5]) === rootOfKept)
        #expect(try rootOfMoved.state(of: VisitorRow.self).taps == 1)
        #expect(try rootOfMoved.layout.element(testID: "name-\(moved.id)").text == "Checked out")
    }

    @Test func updateByIDFindsTheItemAfterThePendingChangesets() async throws {
        let source = ListDataSource<Visitor> { VisitorRow(visitor: $0) }
        try source.update(to: (0..<10).map { Visitor(id: $0, name: "Visitor \($0)") })
        // Pending: visitor 7 moves to the top, two visitors arrive above it.
        try source.enqueue(Changeset { $0.move(from: [0, 7], to: [0, 0]) })
        try source.enqueue(Changeset {
            $0.insert(Visitor(id: 50, name: "A"), at: [0, 0])
            $0.insert(Visitor(id: 51, name: "B"), at: [0, 1])
        })
        #expect(source.pendingCount == 3 && source.sectionCounts.isEmpty)
        try source.update(id: 7, to: Visitor(id: 7, name: "Checked in"))
        await source.waitUntilApplied()
        #expect(source.model(at: [0, 2]) == Visitor(id: 7, name: "Checked in"))
        #expect(source.models[0].filter { $0.name == "Checked in" }.count == 1)
        #expect(throws: ListIdentityError(id: "99", kind: .unknown)) {
            try source.update(id: 99, to: Visitor(id: 99, name: "Nobody"))
        }
        #expect(throws: ListIdentityError(id: "7", kind: .mismatched(modelID: "8"))) {
            try source.update(id: 7, to: Visitor(id: 8, name: "Someone else"))
        }
        #expect(source.pendingCount == 0)
    }
}
