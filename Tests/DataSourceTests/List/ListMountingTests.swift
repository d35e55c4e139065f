import Components
import ComponentTestSupport
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// A `List` in a host: only the rows in view (and the overscan) are mounted, cells are
/// reused, rows keep their state, heights move what follows, scrolling is exact.
@MainActor @Suite struct ListMountingTests {
    static let size = Size(width: 300, height: 400)
    static let overscan = 100.0

    /// A data source of `count` feed rows, applied.
    static func feed(_ count: Int) async throws -> ListDataSource<FeedModel> {
        let source = makeFeedSource()
        try source.enqueue(Changeset {
            $0.insertSection(0)
            for id in 0..<count { $0.insert(FeedModel(id: id), at: ItemPath(0, id)) }
        }, sizeRange: .width(size.width))
        await source.waitUntilApplied()
        return source
    }

    static func host(_ source: ListDataSource<FeedModel>, scale: Double = 1) throws -> ComponentHost {
        let host = try ComponentHost(List(source, style: .column(), overscan: overscan), size: size, scale: scale)
        host.paint()
        return host
    }

    /// The list node's cells, in order.
    static func cells(_ host: ComponentHost) -> [Node] {
        var found: Node?
        var pending = host.mounter.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.kind == .list { found = node }
            pending.append(contentsOf: node.children)
        }
        return found?.children ?? []
    }

    static func offset(_ host: ComponentHost) throws -> Double {
        try host.state(of: List<FeedModel>.self).position.offset.y
    }

    @Test func scrollingTenThousandRowsMountsOnlyWhatIsInViewAndReusesCells() async throws {
        let source = try await Self.feed(10_000)
        let host = try Self.host(source)
        let table = source.table
        // The most rows that can reach into 400 + 2 × 100 points, and the nodes of one row.
        let shortest = table.rows.map(\.height).min()!
        let most = Int(((Self.size.height + 2 * Self.overscan) / shortest).rounded(.up)) + 1
        let nodesPerRow = Self.cells(host)[0].subtreeSize
        var created = 0, largest = 0, frames = 0
        /// Scrolls by `dy` until the list is at its end (or top), checking every frame.
        func scrollThrough(by dy: Double) throws {
            repeat {
                host.handle(.scroll(dx: 0, dy: dy), at: Point(x: 150, y: 200))
                host.paint()
                frames += 1
                created += host.mounter.statistics.created
                let cells = Self.cells(host)
                largest = max(largest, cells.count)
                #expect(cells.count <= most)
                // Every row in view has a cell at its place, showing its root's layout.
                let top = try Self.offset(host)
                var index = table.firstRow(endingBelow: top)
                while index < table.rows.count, table.rows[index].top < top + Self.size.height {
                    let row = table.rows[index]
                    let cell = cells.first { $0.cellRoot === row.root }
                    #expect(cell?.frame.minY == row.top && cell?.children.first?.element === row.layout?.element,
                            "row \(index) at \(top)")
                    index += 1
                }
            } while try dy > 0 ? Self.offset(host) < table.contentHeight - Self.size.height : Self.offset(host) > 0
        }
        try scrollThrough(by: 61)
        #expect(frames > 5_000)
        // However many rows showed at once, the nodes made are those of that many cells.
        #expect(created <= (largest - 1) * nodesPerRow)
        // On the way back every cell comes from the pool.
        created = 0
        try scrollThrough(by: -97)
        #expect(created == 0)
        #expect(largest > 10)
    }

    @Test func aRowKeepsItsStateThroughMovesAndScrollingAwayAndBack() async throws {
        let source = try await Self.feed(400)
        let host = try Self.host(source)
        try host.tap(testIDInRow: "like-3", of: source)
        try host.tap(testIDInRow: "like-3", of: source)
        let root = try #require(source.root(at: [0, 3]))
        #expect(try root.state(of: FeedRow.self).likes == 2)
        // Moved to the end and back to 1.
        try source.enqueue(Changeset { $0.move(from: [0, 3], to: [0, 399]) }, sizeRange: .width(300), mode: .synchronous)
        #expect(source.root(at: [0, 399]) === root)
        try source.enqueue(Changeset { $0.move(from: [0, 399], to: [0, 1]) }, sizeRange: .width(300), mode: .synchronous)
        #expect(source.root(at: [0, 1]) === root)
        // Scrolled far away (its cell goes to the pool and serves another row) and back.
        host.handle(.scroll(dx: 0, dy: 5_000), at: Point(x: 150, y: 200))
        host.paint()
        #expect(!Self.cells(host).contains { $0.cellRoot === root })
        host.handle(.scroll(dx: 0, dy: -5_000), at: Point(x: 150, y: 200))
        host.paint()
        #expect(try root.state(of: FeedRow.self).likes == 2)
        #expect(try host.text(inRow: "like-3", of: source) == "♥ 2")
    }

    @Test func aRowThatGrowsMovesTheRowsBelowIt() async throws {
        let source = try await Self.feed(30)
        let host = try Self.host(source)
        let before = Dictionary(uniqueKeysWithValues: Self.cells(host).map { (ObjectIdentifier($0.cellRoot!), $0.frame.minY) })
        try host.tap(testIDInRow: "expand-2", of: source)
        host.paint()
        let rootOfTwo = try #require(source.root(at: [0, 2]))
        for cell in Self.cells(host) {
            guard let root = cell.cellRoot, let old = before[ObjectIdentifier(root)] else { continue }
            let index = source.table.index(of: root)!
            #expect(cell.frame.minY == old + (index > 2 ? 40 : 0), "row \(index)")
        }
        #expect(rootOfTwo.layout.size.height == FeedModel(id: 2).height + 40)
        try Self.expectFullRepaint(host)
    }

    @Test func rowsInsertedAboveTheFirstVisibleRowLeaveItInPlace() async throws {
        let source = try await Self.feed(200)
        let host = try Self.host(source)
        host.handle(.scroll(dx: 0, dy: 1_000), at: Point(x: 150, y: 200))
        host.paint()
        let offset = try Self.offset(host)
        let table = source.table
        let first = table.rows[table.firstRow(endingBelow: offset)]
        let screenTop = first.top - offset
        try source.enqueue(Changeset {
            $0.insert(FeedModel(id: 1_000), at: [0, 0])
            $0.insert(FeedModel(id: 1_001), at: [0, 5])
            $0.remove(at: [0, 1])
        }, sizeRange: .width(300), mode: .synchronous)
        host.paint()
        let moved = source.table.rows[source.table.index(of: first.source)!]
        #expect(moved.top - (try Self.offset(host)) == screenTop)
        try Self.expectFullRepaint(host)
        // At the top, a row inserted at the top shows.
        host.handle(.scroll(dx: 0, dy: -100_000), at: Point(x: 150, y: 200))
        host.paint()
        try source.enqueue(Changeset { $0.insert(FeedModel(id: 2_000), at: [0, 0]) }, sizeRange: .width(300), mode: .synchronous)
        host.paint()
        #expect(try Self.offset(host) == 0)
        #expect(Self.cells(host).contains { $0.cellRoot === source.root(at: [0, 0]) && $0.frame.minY == 0 })
    }

    /// Scroll steps (blits), taps and changesets, at scales 1 and 1.5: after each frame,
    /// the framebuffer equals a full repaint, byte for byte.
    @Test(arguments: [1.0, 1.5]) func everyFrameEqualsAFullRepaint(scale: Double) async throws {
        let source = try await Self.feed(300)
        let host = try Self.host(source, scale: scale)
        var rng = SplitMix64(seed: 16)
        host.willRepaint = { framebuffer, region in framebuffer.fillWithGarbage(region, &rng) }
        var moves = 0
        for step in 0..<120 {
            switch step % 10 {
            case 3:
                try source.enqueue(Changeset { $0.insert(FeedModel(id: 10_000 + step), at: [0, step % 7]) },
                                   sizeRange: .width(300), mode: .synchronous)
            case 6:
                try source.enqueue(Changeset { $0.remove(at: [0, step % 5]) }, sizeRange: .width(300), mode: .synchronous)
            default:
                host.handle(.scroll(dx: 0, dy: step % 4 == 0 ? -23.5 : 16), at: Point(x: 150, y: 200))
            }
            host.paint()
            moves += host.lastPaint.moves.count
            try Self.expectFullRepaint(host)
        }
        #expect(moves > 40)
    }

    /// The host's pixels equal those of a repaint of everything.
    static func expectFullRepaint(_ host: ComponentHost, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let painted = host.image()
        host.paintAll()
        #expect(painted == host.image(), sourceLocation: sourceLocation)
    }
}

extension ComponentHost {
    /// Taps the element tagged `testID` inside the list row whose root has it.
    func tap(testIDInRow testID: String, of source: ListDataSource<FeedModel>) throws {
        let frame = try frame(inRow: testID, of: source)
        handle(.pointerDown, at: Point(x: frame.midX, y: frame.midY))
        handle(.pointerUp, at: Point(x: frame.midX, y: frame.midY))
    }

    /// The text of the element tagged `testID` in its row.
    func text(inRow testID: String, of source: ListDataSource<FeedModel>) throws -> String? {
        for row in source.table.rows {
            if let found = try? row.root?.layout.element(testID: testID) { return found.text }
        }
        return nil
    }

    /// Where the element tagged `testID` in a mounted row is, in the host's coordinates.
    func frame(inRow testID: String, of source: ListDataSource<FeedModel>) throws -> Rect {
        for cell in ListMountingTests.cells(self) {
            guard let root = cell.cellRoot, let found = try? root.layout.element(testID: testID) else { continue }
            let origin = cell.absoluteFrame.origin
            return found.frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        throw TestQueryError.testIDNotFound(testID, known: [])
    }
}
