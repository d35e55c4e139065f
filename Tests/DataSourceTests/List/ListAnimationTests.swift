import Components
import ComponentTestSupport
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport

/// Changesets enqueued with an animation, and rows' own animated updates, animate in the
/// lists that show them: inserted rows fade in, removed rows fade out where they were,
/// the others slide to their places; every frame is a full repaint's, and nothing is
/// left behind.
@MainActor @Suite struct ListAnimationTests {
    static let linear = try! Animation(.linear, duration: 1)

    func setUp(_ count: Int = 30) async throws -> (ListDataSource<FeedModel>, ComponentHost) {
        let source = try await ListMountingTests.feed(count)
        let host = try ListMountingTests.host(source)
        host.advanceAnimations(to: 0)
        return (source, host)
    }

    /// The cell showing the row of model `id` (leaving or not).
    func cell(_ host: ComponentHost, _ id: Int) -> Node? {
        ListMountingTests.cells(host).first { cell in
            var pending = [cell]
            while let node = pending.popLast() {
                if node.element?.testID == "like-\(id)" { return true }
                pending.append(contentsOf: node.children)
            }
            return false
        }
    }

    func top(of id: Int, in source: ListDataSource<FeedModel>) -> Double? {
        source.table.rows.first { ($0.root?.component as? FeedRow)?.model.id == id }?.top
    }

    /// The pixels where `host`'s picture differs from a repaint of everything: how many, and
    /// the box around them.
    static func repaintDifferences(_ host: ComponentHost) -> (count: Int, box: String) {
        let painted = host.image()
        host.paintAll()
        let full = host.image()
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<painted.height {
            for x in 0..<painted.width where painted.pixels[y * painted.width + x] != full.pixels[y * full.width + x] {
                count += 1
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return (count, count == 0 ? "" : "\(minX),\(minY) to \(maxX),\(maxY)")
    }

    /// Paints frames at `times`, checking each is a full repaint's.
    func frames(_ host: ComponentHost, _ times: [Double], _ each: (Double) throws -> Void = { _ in }) throws {
        for time in times {
            host.advanceAnimations(to: time)
            host.paint()
            try ListMountingTests.expectFullRepaint(host)
            try each(time)
        }
    }

    @Test func anInsertedRowFadesInAndTheRowsBelowSlideDown() async throws {
        let (source, host) = try await setUp()
        let below = try #require(cell(host, 2))
        let before = below.frame.minY
        try source.enqueue(Changeset { $0.insert(FeedModel(id: 500), at: [0, 2]) }, sizeRange: .width(300),
                           mode: .synchronous, animation: Self.linear)
        host.paint()
        let inserted = try #require(cell(host, 500))
        let after = try #require(top(of: 2, in: source))
        #expect(inserted.opacity == 0 && inserted.frame.minY == before, "in row 2's old place, faded out")
        #expect(below.frame.minY == before && after > before, "shown where it was until the next frame")
        try frames(host, [1, 1.5, 1.75, 2]) { time in
            let progress = time - 1
            #expect(abs(inserted.opacity - progress) < 1e-9, "at \(time)")
            #expect(below.frame.minY == (before + (after - before) * progress).rounded(), "at \(time)")
        }
        #expect(!host.isAnimating && below.frame.minY == after && inserted.opacity == 1)
    }

    @Test func aRemovedRowFadesWhereItWasUnhitWhileTheOthersSlideUp() async throws {
        let (source, host) = try await setUp()
        let removed = try #require(cell(host, 1))
        let below = try #require(cell(host, 2))
        let place = removed.absoluteFrame
        let before = below.frame.minY
        try source.enqueue(Changeset { $0.remove(at: [0, 1]) }, sizeRange: .width(300), mode: .synchronous,
                           animation: Self.linear)
        host.paint()
        #expect(removed.isLeaving && removed.opacity == 1 && removed.absoluteFrame == place)
        #expect((try? host.frame(testID: "like-1")) == nil, "queries see the rows the table has")
        let hit = host.mounter.root?.hitTest(Point(x: place.midX, y: place.midY))
        #expect(hit?.isInLeavingSubtree == false, "a press there goes to what slides in, not the leaving row")
        try frames(host, [1, 1.5, 1.9]) { time in
            #expect(abs(removed.opacity - (2 - time)) < 1e-9 && removed.isLeaving, "at \(time)")
        }
        try frames(host, [2])
        #expect(cell(host, 1) == nil && !removed.isLeaving && host.mounter.leavingCount == 0)
        #expect(below.frame.minY == top(of: 2, in: source) && below.frame.minY < before && !host.isAnimating)
    }

    @Test func aMovedRowSlidesToItsNewPlace() async throws {
        let (source, host) = try await setUp()
        let moved = try #require(cell(host, 0))
        try source.enqueue(Changeset { $0.move(from: [0, 0], to: [0, 3]) }, sizeRange: .width(300), mode: .synchronous,
                           animation: Self.linear)
        host.paint()
        let target = try #require(top(of: 0, in: source))
        #expect(moved.frame.minY == 0 && target > 0 && cell(host, 0) === moved, "the same cell, where it was")
        try frames(host, [1, 1.5]) { _ in }
        #expect(moved.frame.minY == (target / 2).rounded())
        try frames(host, [2])
        #expect(moved.frame.minY == target && !host.isAnimating)
    }

    @Test func aRowsOwnAnimatedGrowthPushesTheRowsBelowSmoothly() async throws {
        let (source, host) = try await setUp()
        let below = try #require(cell(host, 3))
        let before = below.frame.minY
        let row = try #require(source.table.rows.first { ($0.root?.component as? FeedRow)?.model.id == 2 }?.root)
        _ = row.send(ToggleExpanded(animation: Self.linear), from: row.layout.root!.element)
        host.paint()
        #expect(top(of: 3, in: source) == before + 40 && below.frame.minY == before)
        try frames(host, [1, 1.25]) { _ in }
        #expect(below.frame.minY == before + 10)
        try frames(host, [2])
        #expect(below.frame.minY == before + 40)
        // Without an animation, at once.
        _ = row.send(ToggleExpanded(), from: row.layout.root!.element)
        host.paint()
        #expect(below.frame.minY == before && !host.isAnimating)
    }

    @Test func aRemovalScrolledOutOfSightLeavesNothingBehind() async throws {
        let (source, host) = try await setUp(200)
        try source.enqueue(Changeset { $0.remove(at: [0, 0]) }, sizeRange: .width(300), mode: .synchronous,
                           animation: Self.linear)
        host.paint()
        #expect(host.mounter.leavingCount == 1)
        // Scrolled far away mid-fade, then back: the leaving cell went at its frame.
        host.handle(.scroll(dx: 0, dy: 3_000), at: Point(x: 150, y: 200))
        try frames(host, [1, 1.5, 2, 2.5])
        host.handle(.scroll(dx: 0, dy: -3_000), at: Point(x: 150, y: 200))
        host.paint()
        #expect(host.mounter.leavingCount == 0 && ListMountingTests.cells(host).allSatisfy { !$0.isLeaving })
        try ListMountingTests.expectFullRepaint(host)
    }

    @Test(arguments: [1.0, 1.5]) func randomAnimatedChangesetsAndScrollsRepaintExactlyEveryFrame(scale: Double) async throws {
        let source = try await ListMountingTests.feed(200)
        let host = try ListMountingTests.host(source, scale: scale)
        var rng = SplitMix64(seed: 27)
        host.willRepaint = { framebuffer, region in framebuffer.fillWithGarbage(region, &rng) }
        var random = SplitMix64(seed: 28)
        var time = 0.0, next = 1_000, leavingSeen = 0
        for step in 0..<150 {
            let count = source.table.rows.count
            switch random.next() % 6 {
            case 0:
                try source.enqueue(Changeset { $0.insert(FeedModel(id: next), at: [0, Int(random.next() % 8)]) },
                                   sizeRange: .width(300), mode: .synchronous, animation: .default)
                next += 1
            case 1 where count > 20:
                try source.enqueue(Changeset { $0.remove(at: [0, Int(random.next() % 8)]) }, sizeRange: .width(300),
                                   mode: .synchronous, animation: .spring)
            case 2:
                try source.enqueue(Changeset { $0.move(from: [0, Int(random.next() % 6)], to: [0, Int(random.next() % 6)]) },
                                   sizeRange: .width(300), mode: .synchronous, animation: .easeInOut)
            case 3:
                host.handle(.scroll(dx: 0, dy: Double(Int(random.next() % 60)) - 25), at: Point(x: 150, y: 200))
            default:
                break
            }
            time += Double(random.next() % 90) / 1_000
            host.advanceAnimations(to: time)
            host.paint()
            leavingSeen = max(leavingSeen, host.mounter.leavingCount)
            let differences = Self.repaintDifferences(host)
            #expect(differences.count == 0, "step \(step) at \(time): \(differences.box)")
            if differences.count > 0 { return }
            if step % 50 == 49 {
                // Settled: every cell at its row's place, nothing leaving.
                for _ in 0..<40 { time += 0.1; host.advanceAnimations(to: time) }
                host.paint()
                #expect(host.mounter.leavingCount == 0 && !host.isAnimating)
                for cell in ListMountingTests.cells(host) {
                    let row = source.table.rows.first { $0.root === cell.cellRoot }
                    #expect(row != nil && cell.frame.minY == row?.top && cell.opacity == 1)
                }
            }
        }
        #expect(leavingSeen > 0)
    }
}
