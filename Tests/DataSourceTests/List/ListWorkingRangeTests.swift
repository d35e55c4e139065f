import Components
import DataSource
import Geometry
import Layout
@testable import Mounting
import Testing

/// The working range: only items near what a list shows keep their trees; the others
/// are a model and an exact height, built again (in the background, ahead of the view)
/// as it approaches, and items with state or controllers keep their roots wherever
/// they are.
@MainActor @Suite struct ListWorkingRangeTests {
    /// Rows of the table whose tops are above `y`.
    static func rows(above y: Double, in table: ListRowTable) -> Int {
        table.rows.filter { $0.top < y }.count
    }

    /// The data source's count of built items agrees with the rows that have roots.
    static func expectCountsAgree(_ source: ListDataSource<FeedModel>, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(source.builtItemCount == source.table.rows.filter { $0.root != nil }.count, sourceLocation: sourceLocation)
    }

    @Test func withoutAListOnlyTheTopKeepsItsTreesAndEveryHeightIsExact() async throws {
        let source = try await ListMountingTests.feed(2_000)
        let table = source.table
        #expect(table.rows.count == 2_000)
        for (index, row) in table.rows.enumerated() where row.height != FeedModel(id: index).height {
            Issue.record("row \(index) is \(row.height) tall, its model says \(FeedModel(id: index).height)")
        }
        // Without a list the top counts as shown: what preparation kept (twice the range)
        // stays, nothing below it was built.
        #expect(source.builtItemCount == Self.rows(above: 2 * source.workingRange, in: table))
        #expect(source.builtItemCount < 150)
        Self.expectCountsAgree(source)
        // A far item is built when asked for, with its model's size.
        let far = try #require(source.root(at: [0, 1_500]))
        #expect(far.layout.size.height == FeedModel(id: 1_500).height)
        #expect(source.workingRangeStatistics.mainActorBuilds == 1)
    }

    @Test func scrollingBuildsAheadInTheBackgroundAndLetsGoBehind() async throws {
        let source = try await ListMountingTests.feed(3_000)
        let host = try ListMountingTests.host(source)
        let table = source.table
        let range = source.workingRange
        var frames = 0
        while try ListMountingTests.offset(host) < table.contentHeight - ListMountingTests.size.height {
            host.handle(.scroll(dx: 0, dy: 48), at: Point(x: 150, y: 200))
            host.paint()
            await source.waitUntilBuilt()
            frames += 1
            // Built: at most the rows within twice the range of what showed when the range
            // last moved (half the range ago at most), and every row in view.
            let offset = try ListMountingTests.offset(host)
            let near = table.rows.filter {
                $0.top + $0.height > offset - ListMountingTests.overscan - 2.5 * range
                    && $0.top < offset + ListMountingTests.size.height + ListMountingTests.overscan + 2.5 * range
            }.count
            #expect(source.builtItemCount <= near, "frame \(frames)")
            for cell in ListMountingTests.cells(host) { #expect(cell.cellRoot != nil) }
        }
        Self.expectCountsAgree(source)
        // Every row that came into view had been built ahead of it, off the main actor.
        #expect(source.workingRangeStatistics.mainActorBuilds == 0)
        #expect(source.workingRangeStatistics.backgroundBuilds > 2_500)
        #expect(source.workingRangeStatistics.releases > 2_500)
        #expect(frames > 1_000)
    }

    @Test func aScrollThatOutrunsTheRangeBuildsWhatItShowsAtOnce() async throws {
        let source = try await ListMountingTests.feed(3_000)
        let host = try ListMountingTests.host(source)
        host.handle(.scroll(dx: 0, dy: 60_000), at: Point(x: 150, y: 200))
        host.paint()
        let cells = ListMountingTests.cells(host)
        #expect(cells.count > 5)
        for cell in cells { #expect(cell.cellRoot != nil) }
        #expect(source.workingRangeStatistics.mainActorBuilds == cells.count)
        try ListMountingTests.expectFullRepaint(host)
        await source.waitUntilBuilt()
        Self.expectCountsAgree(source)
    }

    @Test func itemsWithStateOrControllersKeepTheirRootsFarAway() async throws {
        let source = ListDataSource<FeedModel> { model -> any Component in
            model.id == 7 ? ControlledRow(id: model.id) : FeedRow(model: model)
        }
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<1_000 { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, sizeRange: .width(ListMountingTests.size.width))
        await source.waitUntilApplied()
        let host = try ListMountingTests.host(source)
        try host.tap(testIDInRow: "like-3", of: source)
        let liked = try #require(source.root(at: [0, 3]))
        let controlled = try #require(source.root(at: [0, 7]))
        let plain = try #require(source.root(at: [0, 5]))
        host.handle(.scroll(dx: 0, dy: 20_000), at: Point(x: 150, y: 200))
        host.paint()
        await source.waitUntilBuilt()
        #expect(source.workingRangeStatistics.releases > 0)
        // The liked row and the row with a controller are the same roots; the plain one
        // let go of its tree and is built again, as it was.
        #expect(source.table.rows[3].root === liked && source.table.rows[7].root === controlled)
        #expect(source.table.rows[5].root == nil)
        #expect(controlled.liveControllers.count == 1)
        host.handle(.scroll(dx: 0, dy: -20_000), at: Point(x: 150, y: 200))
        host.paint()
        #expect(try liked.state(of: FeedRow.self).likes == 1)
        #expect(try host.text(inRow: "like-3", of: source) == "♥ 1")
        let rebuilt = try #require(source.root(at: [0, 5]))
        #expect(rebuilt !== plain)
        #expect(try rebuilt.state(of: FeedRow.self) == FeedRow.State())
        _ = plain
    }

    @Test(arguments: [ChangesetMode.asynchronous, .synchronous])
    func anUpdateOfAnItemWithoutATreeBuildsTheNewModel(mode: ChangesetMode) async throws {
        let source = try await ListMountingTests.feed(1_000)
        #expect(source.table.rows[800].root == nil)
        try source.enqueue(Changeset { $0.update(at: [0, 800], to: FeedModel(id: 800, label: "Edited", height: 90)) },
                           sizeRange: .width(ListMountingTests.size.width), mode: mode)
        await source.waitUntilApplied()
        #expect(source.table.rows[800].height == 90)
        #expect(source.table.contentHeight == (0..<1_000).reduce(0) { $0 + ($1 == 800 ? 90 : FeedModel(id: $1).height) })
        let root = try #require(source.root(at: [0, 800]))
        #expect(root.layout.size.height == 90)
        #expect(try root.layout.element(testID: "like-800").text == "♥ 0")
        Self.expectCountsAgree(source)
    }

    @Test func itemsRemovedWhileTheyBuildInTheBackgroundAreNotBuilt() async throws {
        let source = try await ListMountingTests.feed(1_000)
        let host = try ListMountingTests.host(source)
        // The jump starts background builds around row ~200; they are removed before those finish.
        host.handle(.scroll(dx: 0, dy: 10_000), at: Point(x: 150, y: 200))
        host.paint()
        let first = source.table.firstRow(endingBelow: 10_000)
        try source.enqueue(Changeset { changes in
            for index in (first - 60)..<(first + 60) { changes.remove(at: ItemPath(0, index)) }
        }, sizeRange: .width(ListMountingTests.size.width), mode: .synchronous)
        await source.waitUntilBuilt()
        host.paint()
        Self.expectCountsAgree(source)
        #expect(source.sectionCounts == [880])
        try ListMountingTests.expectFullRepaint(host)
    }

    @Test func aHiddenListStopsHoldingItsRangeBuilt() async throws {
        let source = try await ListMountingTests.feed(2_000)
        let host = try ListMountingTests.host(source)
        host.handle(.scroll(dx: 0, dy: 50_000), at: Point(x: 150, y: 200))
        host.paint()
        await source.waitUntilBuilt()
        let nearTheMiddle = source.builtItemCount
        // The page goes: the list node is unmounted.
        try host.resize(to: Size(width: 300, height: 401), component: Flexbox(style: .column()) {})
        host.paint()
        // Nothing shows: the range goes back to the top.
        await source.waitUntilBuilt()
        #expect(source.builtItemCount <= Self.rows(above: 2 * source.workingRange, in: source.table) + nearTheMiddle / 2)
        #expect(source.table.rows[1_000].root == nil)
    }

    /// With the working range building rows ahead and `layOutTextAhead()` between frames
    /// (what the event loop does), a frame that scrolls rows in lays out no text: the
    /// text of every row was laid out while it waited in the overscan.
    @Test func rowsScrollingInFindTheirTextLaidOutAhead() async throws {
        let source = try await ListMountingTests.feed(1_000)
        let host = try ListMountingTests.host(source)
        host.layOutTextAhead()
        var entered = 0
        for step in 0..<400 {
            let shown = Set(ListMountingTests.cells(host).compactMap { $0.cellRoot.map(ObjectIdentifier.init) })
            host.handle(.scroll(dx: 0, dy: 16), at: Point(x: 150, y: 200))
            let before = host.textLayoutsMade
            host.paint()
            #expect(host.textLayoutsMade == before, "step \(step): painting laid text out")
            entered += ListMountingTests.cells(host).count { !shown.contains(ObjectIdentifier($0.cellRoot!)) }
            await source.waitUntilBuilt()
            host.layOutTextAhead()
        }
        #expect(entered > 50)
        #expect(source.workingRangeStatistics.mainActorBuilds == 0)
        try ListMountingTests.expectFullRepaint(host)
    }
}
