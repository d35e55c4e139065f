import AllocationCount
import Foundation
import GalleryPages
import Tessera

/// `list` (lines in bench-scene.md's format): the List page's feed rows (`FeedRow`, 560 pt wide) in a data
/// source, four figures, each printed as one line:
///
/// - `prepare`: building and laying out 10,000 posts off the main actor as an
///   asynchronous changeset does (`ListDataSource.prepare`), in as many tasks as the
///   machine has cores (`median_ns`) and in one (`single_thread_ns`), rounds interleaved;
///   `enqueue_to_applied_ns` adds the main actor's part (a root per item, the rows).
/// - `apply`: a one-post insert at the top of the 10,000-post list shown by a 1920 × 1080
///   host, from `enqueue` to the painted frame that shows it (inserts and deletes alternate).
/// - `scroll`: the list scrolled through all its posts, 16 pt a frame, each frame from
///   the state update to the painted frame (`p50_ns`, `p99_ns`); `allocations` counts
///   those of painting the frame (median; `_max` the largest, `allocating_frames` how
///   many frames allocated at all and `last_allocating_frame` the index of the last: the
///   glyph cache fills in the first few hundred), and `frame_allocations`
///   the whole frame's (the state update rebuilds the list's viewport, lays it out and
///   mounts the rows, then the paint). Between frames, untimed, what an app's event
///   loop does while the display shows a frame: the working range's background builds
///   land (`background_builds`; `main_actor_builds` counts rows mounting had to build
///   itself) and the text of rows in the overscan is laid out for drawing
///   (`ComponentHost.layOutTextAhead()`). The last frame is checked against a full repaint.
/// - `memory`: the resident memory one prepared, applied and unmounted item adds, over
///   100,000 of them (`bytes_per_item`), with no list showing them: only the top of the
///   rows keeps trees (`built_items`), the rest are models and sizes (the working range).
///
/// Asynchronous work is main-actor work: the scene runs as a task on the main queue
/// and the main thread turns the run loop until it is done, as the soak does.
@MainActor
final class ListBenchScene {
    nonisolated static let size = Size(width: 1920, height: 1080)
    static let width = ListPage.feedSize.width
    let frames: Int

    init(frames: Int) {
        self.frames = frames
    }

    /// The scene's lines, in order.
    func run() async throws -> [String] {
        var lines: [String] = []
        lines.append(await prepareLine(rounds: 5))
        let (source, host) = try await feedHost()
        lines.append(try await applyLine(source, host))
        lines.append(await scrollLine(source, host))
        lines.append(await memoryLine(items: 100_000))
        return lines
    }

    // MARK: prepare

    private func prepareLine(rounds: Int) async -> String {
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        var all: [UInt64] = [], single: [UInt64] = [], filled: [UInt64] = []
        _ = await timePreparing(count: 1_000, width: cores)  // warm-up: fonts, caches, code
        for _ in 0..<rounds {
            all.append(await timePreparing(count: 10_000, width: cores))
            single.append(await timePreparing(count: 10_000, width: 1))
            filled.append(await timeFilling(count: 10_000, width: cores))
        }
        let report = BenchReport(scene: "list", mode: "prepare", timings: all,
                                 details: [("items", 10_000), ("threads", cores),
                                           ("single_thread_ns", Int(Self.median(single))),
                                           ("enqueue_to_applied_ns", Int(Self.median(filled)))])
        return report.jsonLine
    }

    /// Building and laying out `count` posts off the main actor, `width` at a time (what
    /// an asynchronous changeset does before it is applied).
    private func timePreparing(count: Int, width: Int) async -> UInt64 {
        let models = (0..<count).map { FeedItem(id: $0) }
        let start = FrameTimer.now()
        let prepared = await ListDataSource<FeedItem>.prepare(models, provider: { FeedRow(item: $0) },
                                                              sizeRange: .width(Self.width), environment: LayoutEnvironment(),
                                                              diagnostics: .standard, width: width)
        let end = FrameTimer.now()
        _ = prepared.count
        return end - start
    }

    /// Enqueue to applied, for `count` posts prepared `width` at a time: the preparation
    /// and the main actor's part (a root per item, the table of rows).
    private func timeFilling(count: Int, width: Int) async -> UInt64 {
        let source = Self.makeFeed()
        source.preparationWidth = width
        let start = FrameTimer.now()
        try? source.enqueue(Self.insertion(count), sizeRange: .width(Self.width))
        await source.waitUntilApplied()
        return FrameTimer.now() - start
    }

    // MARK: apply and scroll

    /// The 10,000-post feed, applied, in a 1920 × 1080 host.
    private func feedHost() async throws -> (ListDataSource<FeedItem>, ComponentHost) {
        let source = Self.makeFeed()
        try source.enqueue(Self.insertion(10_000), sizeRange: .width(Self.width))
        await source.waitUntilApplied()
        let host = try ComponentHost(FeedList(source: source), size: Self.size, background: GalleryPage.background)
        host.paint()
        return (source, host)
    }

    private func applyLine(_ source: ListDataSource<FeedItem>, _ host: ComponentHost) async throws -> String {
        // apply: a post in at the top, then out again, each to its painted frame.
        var applyTimes: [UInt64] = [], appliedTimes: [UInt64] = []
        var nextID = 1_000_000
        for round in 0..<(frames + 3) {
            let changeset: Changeset<FeedItem> = round % 2 == 0
                ? Changeset { $0.insert(FeedItem(id: nextID), at: [0, 0]) }
                : Changeset { $0.remove(at: [0, 0]) }
            nextID += 1
            let start = FrameTimer.now()
            try source.enqueue(changeset, sizeRange: .width(Self.width))
            await source.waitUntilApplied()
            let applied = FrameTimer.now()
            host.paint()
            if round >= 3 {
                applyTimes.append(FrameTimer.now() - start)
                appliedTimes.append(applied - start)
            }
        }
        let apply = BenchReport(scene: "list", mode: "apply", timings: applyTimes,
                                details: [("items", 10_000), ("applied_ns", Int(Self.median(appliedTimes)))])
        return apply.jsonLine
    }

    private func scrollLine(_ source: ListDataSource<FeedItem>, _ host: ComponentHost) async -> String {
        // scroll: every post, 16 pt a frame, from the state update to the painted frame.
        // Between frames the main actor lets the working range's background builds land,
        // as it does in an app between two frames of a display (untimed).
        let content = source.table.contentHeight
        let statistics = source.workingRangeStatistics
        let maximum = max(0, content - Self.size.height)
        var frameTimes: [UInt64] = [], paintAllocations: [UInt64] = [], frameAllocations: [UInt64] = []
        var offset = 0.0, blitted = 0
        while offset < maximum {
            offset = min(maximum, offset + 16)
            guard let viewport = host.mounter.root?.scrollViewports.first?.element else { break }
            let start = FrameTimer.now(), before = tessera_allocation_count()
            _ = host.root.send(ScrollTo(offset: Point(x: 0, y: offset)), from: viewport)
            let mounted = tessera_allocation_count()
            host.paint()
            let end = FrameTimer.now(), after = tessera_allocation_count()
            frameTimes.append(end - start)
            frameAllocations.append(after - before)
            paintAllocations.append(after - mounted)
            if !host.lastPaint.moves.isEmpty { blitted += 1 }
            await source.waitUntilBuilt()
            host.layOutTextAhead()
        }
        let built = source.workingRangeStatistics
        host.paint()
        let shown = host.image()
        host.paintAll()
        let matches = shown.pixels == host.image().pixels
        let sorted = frameTimes.sorted()
        func rank(_ percent: Int) -> Int { Int(BenchReport.percentile(percent, ofSorted: sorted)) }
        let counting = tessera_allocation_count_available() == 1
        let scroll = BenchReport(scene: "list", mode: "scroll", timings: frameTimes.isEmpty ? [0] : frameTimes, details: [
            ("items", 10_000), ("content_height", Int(content)), ("p50_ns", rank(50)), ("p99_ns", rank(99)),
            ("blitted_frames", blitted),
            ("allocations", counting ? Int(Self.median(paintAllocations)) : -1),
            ("allocations_max", counting ? Int(paintAllocations.max() ?? 0) : -1),
            ("allocating_frames", counting ? paintAllocations.count { $0 > 0 } : -1),
            ("last_allocating_frame", counting ? (paintAllocations.lastIndex { $0 > 0 } ?? -1) : -1),
            ("frame_allocations", counting ? Int(Self.median(frameAllocations)) : -1),
            ("background_builds", built.backgroundBuilds - statistics.backgroundBuilds),
            ("main_actor_builds", built.mainActorBuilds - statistics.mainActorBuilds),
            ("matches_full_repaint", matches ? 1 : 0),
        ])
        return scroll.jsonLine
    }

    // MARK: memory

    private func memoryLine(items: Int) async -> String {
        let before = residentKilobytes()
        let source = Self.makeFeed()
        try? source.enqueue(Self.insertion(items), sizeRange: .width(Self.width))
        await source.waitUntilApplied()
        let after = residentKilobytes()
        let perItem = (after - before) * 1_024 / max(1, items)
        return "{\"renderer\":\"tessera\",\"scene\":\"list\",\"mode\":\"memory\",\"items\":\(items),"
            + "\"rss_before_kb\":\(before),\"rss_after_kb\":\(after),\"bytes_per_item\":\(perItem),"
            + "\"built_items\":\(source.builtItemCount)}"
    }

    // MARK: the feed

    static func makeFeed() -> ListDataSource<FeedItem> {
        ListDataSource<FeedItem> { FeedRow(item: $0) }
    }

    /// Section 0 with posts 0 to `count` − 1.
    static func insertion(_ count: Int) -> Changeset<FeedItem> {
        Changeset {
            $0.insertSection(0)
            for id in 0..<count { $0.insert(FeedItem(id: id), at: ItemPath(0, id)) }
        }
    }

    static func median(_ values: [UInt64]) -> UInt64 {
        BenchReport.median(ofSorted: values.sorted())
    }
}

/// The scene's host content: the feed list filling 1920 × 1080 on an opaque backdrop
/// (so scroll steps blit).
struct FeedList: Component, Equatable {
    let source: ListDataSource<FeedItem>

    func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(GalleryPage.background), style: .fixed(width: ListBenchScene.size.width,
                                                                 height: ListBenchScene.size.height)) {
            List(source, style: LayoutStyle.column()).flex(grow: 1)
        }
    }

    static func == (lhs: FeedList, rhs: FeedList) -> Bool { lhs.source === rhs.source }
}
