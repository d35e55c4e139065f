import Components
import DataSource
import Geometry
import Layout
import Testing

/// The preparation queue: order, validation against pending changesets, synchronous
/// changesets, updates that keep an item's state, observers.
@MainActor @Suite struct ListDataSourceQueueTests {
    static let width = SizeRange.width(300)

    static func insertion(_ ids: Range<Int>, at start: Int = 0, section: Int = 0, newSection: Bool = false) -> Changeset<FeedModel> {
        Changeset {
            if newSection { $0.insertSection(section) }
            for (offset, id) in ids.enumerated() { $0.insert(FeedModel(id: id), at: ItemPath(section, start + offset)) }
        }
    }

    @Test func asynchronousChangesetsApplyInTheOrderTheyWereEnqueued() async throws {
        let source = makeFeedSource()
        var applied: [AppliedChanges] = []
        let observer = Observer()
        source.addObserver(observer) { _, event in
            if case .applied(let changes) = event { applied.append(changes) }
        }
        try source.enqueue(Self.insertion(0..<50, newSection: true), sizeRange: Self.width)
        // Each one is checked against the ones before it: item 50 exists only once the first is applied.
        try source.enqueue(Self.insertion(50..<51, at: 50), sizeRange: Self.width)
        try source.enqueue(Changeset { $0.remove(at: [0, 0]); $0.move(from: [0, 50], to: [0, 0]) }, sizeRange: Self.width)
        #expect(source.pendingCount == 3)
        await source.waitUntilApplied()
        #expect(source.appliedCount == 3)
        #expect(source.models[0].map(\.id) == [50] + Array(1..<50))
        #expect(applied.count == 3)
        #expect(applied[0].insertedSections == [0] && applied[0].insertedItems.count == 50)
        #expect(applied[2].removedItems == [[0, 0]] && applied[2].movedItems.count == 1)
        // The table shows the same rows in the same order, with their exact heights.
        let table = source.table
        #expect(table.rows.count == 50)
        for (index, row) in table.rows.enumerated() {
            #expect(source.root(at: ItemPath(0, index)) === row.root, "built on demand when far from view")
            #expect(row.height == source.model(at: ItemPath(0, index))!.height)
        }
        #expect(table.contentHeight == source.models[0].reduce(0) { $0 + $1.height })
        _ = observer
    }

    @Test func anInvalidChangesetThrowsAndChangesNothing() async throws {
        let source = makeFeedSource()
        try source.enqueue(Self.insertion(0..<3, newSection: true), sizeRange: Self.width, mode: .synchronous)
        try source.enqueue(Self.insertion(3..<4, at: 3), sizeRange: Self.width)
        let before = source.models
        // Item 5 is past the end even with the pending insertion folded in (4 items).
        #expect {
            try source.enqueue(Changeset { $0.insert(FeedModel(id: 9), at: [0, 5]) }, sizeRange: Self.width)
        } throws: { error in
            let text = String(describing: error)
            return error is ChangesetError && text.contains("[0, 5]") && text.contains("4")
        }
        // Section 1 does not exist.
        #expect(throws: ChangesetError.self) {
            try source.enqueue(Changeset { $0.remove(at: [1, 0]) }, sizeRange: Self.width)
        }
        // A bad size range is refused before anything happens.
        #expect(throws: DimensionError.self) {
            try source.enqueue(Self.insertion(10..<11, at: 0), sizeRange: SizeRange(min: Size(width: -1, height: 0), max: Size(width: 10, height: 10)))
        }
        #expect(source.models == before && source.pendingCount == 1)
        await source.waitUntilApplied()
        // Only the valid pending changeset landed; the next one is checked against 4 items.
        #expect(source.models[0].map(\.id) == [0, 1, 2, 3])
        try source.enqueue(Self.insertion(4..<5, at: 4), sizeRange: Self.width, mode: .synchronous)
        #expect(source.models[0].map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test func aSynchronousChangesetAppliesThePendingOnesFirstInOrder() throws {
        let source = makeFeedSource()
        try source.enqueue(Self.insertion(0..<20, newSection: true), sizeRange: Self.width)
        try source.enqueue(Changeset { $0.update(at: [0, 3], to: FeedModel(id: 103)) }, sizeRange: Self.width)
        try source.enqueue(Changeset { $0.remove(at: [0, 0]) }, sizeRange: Self.width)
        #expect(source.appliedCount == 0)
        try source.enqueue(Self.insertion(200..<201, at: 0), sizeRange: Self.width, mode: .synchronous)
        #expect(source.appliedCount == 4 && source.pendingCount == 0)
        #expect(source.models[0].map(\.id) == [200, 1, 2, 103] + Array(4..<20))
    }

    @Test func anUpdatedItemKeepsItsRootAndState() async throws {
        let source = makeFeedSource()
        try source.enqueue(Self.insertion(0..<5, newSection: true), sizeRange: Self.width, mode: .synchronous)
        let root = try #require(source.root(at: [0, 2]))
        root.send(Like(), from: try #require(root.layout.root?.element.children.first))
        #expect(try root.state(of: FeedRow.self).likes == 1)
        // Rebuilt off the main actor with the new model, in the same root.
        try source.enqueue(Changeset { $0.update(at: [0, 2], to: FeedModel(id: 2, label: "Updated", height: 60)) },
                           sizeRange: Self.width)
        await source.waitUntilApplied()
        #expect(source.root(at: [0, 2]) === root)
        #expect(try root.state(of: FeedRow.self).likes == 1)
        #expect(root.layout.size.height == 60)
        #expect(source.table.rows[2].height == 60)
    }

    @Test func aRemovedItemsControllersAreInvalidated() throws {
        let source = ListDataSource<Int> { ControlledRow(id: $0) }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<3 { $0.insert(id, at: ItemPath(0, id)) }
        }, sizeRange: Self.width, mode: .synchronous)
        let controller = try #require(source.root(at: [0, 1])?.liveControllers.first as? ControlledRowController)
        #expect(!controller.isInvalidated)
        try source.enqueue(Changeset { $0.removeSection(0) }, sizeRange: Self.width, mode: .synchronous)
        #expect(controller.isInvalidated)
        #expect(source.sectionCounts == [] && source.table.rows.isEmpty)
    }

    @Test func anItemsOwnStateUpdateIsReportedWithItsNewSize() throws {
        let source = makeFeedSource()
        try source.enqueue(Self.insertion(0..<4, newSection: true), sizeRange: Self.width, mode: .synchronous)
        var events: [String] = []
        let observer = Observer()
        source.addObserver(observer) { _, event in
            switch event {
            case .applied: events.append("applied")
            case .itemUpdated(let path): events.append("updated \(path)")
            case .itemSizeChanged(let path, let from, let to): events.append("resized \(path) \(from.height) → \(to.height)")
            case .rowsLaidOut(let width): events.append("laid out at \(width)")
            }
        }
        let root = try #require(source.root(at: [0, 1]))
        let height = root.layout.size.height
        let topOfNext = source.table.rows[2].top
        root.send(Like(), from: try #require(root.layout.root?.element))
        root.send(ToggleExpanded(), from: try #require(root.layout.root?.element))
        #expect(events == ["updated [0, 1]", "resized [0, 1] \(height) → \(height + 40)"])
        #expect(source.table.rows[2].top == topOfNext + 40)
        source.removeObserver(observer)
        root.send(Like(), from: try #require(root.layout.root?.element))
        #expect(events.count == 2)
    }
}

/// An observer's owner in tests.
final class Observer {}

/// A row with a controller, to see controllers invalidated.
struct ControlledRow: Component, Equatable {
    let id: Int
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<ControlledRow>.Type? { ControlledRowController.self }
    func body(_ context: BuildContext<Self>) -> some Component {
        Box(color: .black, style: .fixed(width: 10, height: 10))
    }
}

final class ControlledRowController: ComponentController<ControlledRow> {}
