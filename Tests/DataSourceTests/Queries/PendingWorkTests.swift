import Components
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TextRasterizer

/// Test queries and snapshots see what the app will show: asynchronous updates and
/// changesets still pending land first (`ComponentHost.finishPendingWork()`), unless the
/// test opts out to look at the moment before.
@MainActor @Suite struct PendingWorkTests {
    static let size = Size(width: 300, height: 400)

    /// Shows "loading" until its controller, on mounting, loads (an asynchronous update
    /// to "ready") and enqueues the visitors (an asynchronous changeset).
    struct Visitors: Component, Equatable {
        let source: ListDataSource<FeedModel>
        var scope: ComponentScope? { .byType }
        func initialState() -> String { "loading" }
        static var controllerType: ComponentController<Visitors>.Type? { VisitorsController.self }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                Box(color: context.state == "ready" ? Color(red: 0, green: 0.5, blue: 0) : Color(red: 0.5, green: 0, blue: 0),
                    style: .fixed(width: 300, height: 20))
                Text(context.state, attributes: TextAttributes(size: 12)).testID("status")
                List(source, style: .column()).flex(grow: 1, basis: .points(0)).minSize(height: .points(0))
            }
        }
        static func == (lhs: Visitors, rhs: Visitors) -> Bool { lhs.source === rhs.source }
    }

    final class VisitorsController: ComponentController<Visitors> {
        override func didMount() {
            updateState(.asynchronous) { $0 = "ready" }
            try? component.source.enqueue(Changeset {
                $0.insertSection(0)
                for id in 0..<10 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
            }, sizeRange: .width(PendingWorkTests.size.width))
        }
    }

    @Test func queriesSeeAsynchronousUpdatesAndChangesetsThatHaveNotLandedYet() throws {
        let source = makeFeedSource()
        let host = try ComponentHost(Visitors(source: source), size: Self.size)
        #expect(host.root.hasPendingUpdates && source.hasPendingChanges)
        #expect(try host.text(testID: "status") == "ready")
        #expect(try host.text(testID: "like-0") == "♥ 0")
        try host.tap(testID: "like-2")
        #expect(try host.state(of: FeedRow.self, testID: "like-2").likes == 1)
        #expect(!host.root.hasPendingUpdates && !source.hasPendingChanges)
    }

    @Test func aTestCanLookAtTheMomentBeforeTheyLand() throws {
        let source = makeFeedSource()
        let host = try ComponentHost(Visitors(source: source), size: Self.size)
        host.finishesPendingWorkBeforeQueries = false
        #expect(try host.text(testID: "status") == "loading")
        #expect(throws: TestQueryError.self) { try host.text(testID: "like-0") }
        host.finishPendingWork()
        #expect(try host.text(testID: "status") == "ready")
        #expect(try host.text(testID: "like-0") == "♥ 0")
    }

    @Test func rowsInViewFollowAResizeBeforeAQueryLooks() throws {
        let source = makeFeedSource()
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<30 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, mode: .synchronous)
        let host = try ComponentHost(List(source, style: .column()), size: Self.size)
        // Each row ends with its expand button, at the list's right edge.
        #expect(try host.frame(testID: "expand-3").maxX == 300)
        try host.resize(to: Size(width: 500, height: 400))
        #expect(try host.frame(testID: "expand-3").maxX == 500)
        host.finishesPendingWorkBeforeQueries = false
        try host.resize(to: Size(width: 400, height: 400))
        #expect(try host.frame(testID: "expand-3").maxX == 500, "the moment before the width pass")
        host.finishPendingWork()
        #expect(try host.frame(testID: "expand-3").maxX == 400)
    }

    @Test func aSnapshotShowsWhatLandedUnlessAskedNotTo() throws {
        let landed = try Snapshot.image(of: Visitors(source: makeFeedSource()), size: Self.size)
        let before = try Snapshot.image(of: Visitors(source: makeFeedSource()), size: Self.size, finishesPendingWork: false)
        #expect(landed[10, 10] == Color(red: 0, green: 0.5, blue: 0).premultipliedPixel)
        #expect(before[10, 10] == Color(red: 0.5, green: 0, blue: 0).premultipliedPixel)
    }
}
