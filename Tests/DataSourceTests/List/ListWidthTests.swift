import Components
import ComponentTestSupport
import DataSource
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestSupport
import TextRasterizer

/// Rows follow the width of the list showing them: laid out at it when enqueued without
/// a size range, laid out again (rows in view at once, the others in the background)
/// when it changes, keeping their roots and state, with exact heights and the first
/// visible row left where it was; an explicit size range pins rows; a width of 0 or less
/// is an error naming it.
@MainActor @Suite struct ListWidthTests {
    /// A row whose height depends on its width: a bar across the row, then text that wraps.
    struct WrappingRow: Component, Equatable {
        struct State: Sendable, Equatable { var taps = 0 }
        let model: FeedModel
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }
        func body(_ context: BuildContext<Self>) -> some Component {
            var bar = LayoutStyle()
            bar.height = .points(4)
            return Flexbox(style: .column()) {
                Box(color: model.color, style: bar).testID("bar-\(model.id)")
                Text(Self.text(model.id), attributes: TextAttributes(size: 12))
            }
        }

        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is TapRow else { return false }
            context.updateState(.synchronous) { $0.taps += 1 }
            return true
        }

        static func text(_ id: Int) -> String {
            "Row \(id): " + String(repeating: "word ", count: 8 + (id * 31) % 40)
        }
    }

    struct TapRow: Action, Equatable {}

    /// A header with a bar across the list.
    struct Header: Component, Equatable {
        let section: Int
        func body(_ context: BuildContext<Self>) -> some Component {
            var style = LayoutStyle()
            style.height = .points(20)
            return Box(color: Color(red: 0.9, green: 0.2, blue: 0.2), style: style)
        }
    }

    static func source(header: Bool = false) -> ListDataSource<FeedModel> {
        let provider: ListDataSource<FeedModel>.HeaderProvider = { section, _ in Header(section: section) }
        return ListDataSource<FeedModel>(header: header ? provider : nil) { WrappingRow(model: $0) }
    }

    static func insertion(_ ids: Range<Int>, sections: Int = 1) -> Changeset<FeedModel> {
        Changeset {
            for section in 0..<sections { $0.insertSection(section) }
            let share = (ids.count + sections - 1) / sections
            for (index, id) in ids.enumerated() {
                $0.insert(FeedModel(id: id), at: ItemPath(index / share, index % share))
            }
        }
    }

    static func host(_ component: some Component, width: Double, height: Double = 400) throws -> ComponentHost {
        let host = try ComponentHost(component, size: Size(width: width, height: height))
        host.paint()
        return host
    }

    /// Lets the width passes and the working range finish, and shows their tables.
    static func settle(_ host: ComponentHost, _ source: ListDataSource<FeedModel>) async {
        for _ in 0..<3 {
            await source.waitUntilApplied()
            await source.waitUntilBuilt()
            host.paint()
        }
    }

    /// The height a row of `model` has at `width`, built afresh.
    static func height(of model: FeedModel, at width: Double) -> Double {
        ComponentRoot.prepare(WrappingRow(model: model), sizeRange: .width(width), environment: LayoutEnvironment(),
                              diagnostics: .standard).layout.size.height
    }

    /// Every row of `source` has the height a fresh build at `width` gives, and every built
    /// one is `width` wide.
    static func expectRows(of source: ListDataSource<FeedModel>, at width: Double,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let models = source.models.flatMap { $0 }
        let rows = source.table.rows.filter { !$0.isHeader }
        #expect(rows.count == models.count, sourceLocation: sourceLocation)
        var wrong = 0
        for (row, model) in zip(rows, models) {
            if row.height != height(of: model, at: width) { wrong += 1 }
            if let layout = row.layout, layout.frame.width != width { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) rows not laid out at \(width) pt", sourceLocation: sourceLocation)
    }

    static func offset(_ host: ComponentHost) throws -> Double {
        try host.state(of: List<FeedModel>.self).position.offset.y
    }

    @Test func rowsSpanTheListsWidthAndFollowAResizeKeepingStateAndTheFirstVisibleRow() async throws {
        let source = Self.source()
        try source.enqueue(Self.insertion(0..<300), mode: .synchronous)
        let host = try Self.host(List(source, style: .column()), width: 594)
        await Self.settle(host, source)
        #expect(source.rowWidth == 594)
        Self.expectRows(of: source, at: 594)
        // The bar of a row in view reaches the list's right edge (x = 594, not 300).
        let bar = try #require(source.root(at: [0, 0])).layout.element(testID: "bar-0")
        #expect(bar.frame.maxX == 594)
        // A row with state, and the first visible row's place on screen.
        let root = try #require(source.root(at: [0, 2]))
        let barOfTwo = try root.layout.element(testID: "bar-2").element
        for _ in 0..<3 { root.send(TapRow(), from: barOfTwo) }
        host.handle(.scroll(dx: 0, dy: 2_000), at: Point(x: 100, y: 200))
        host.paint()
        let offset = try Self.offset(host)
        let first = source.table.rows[source.table.firstRow(endingBelow: offset)]
        let screenTop = first.top - offset
        // The kiosk turns: 594 → 400 pt.
        try host.resize(to: Size(width: 400, height: 600))
        await Self.settle(host, source)
        #expect(source.rowWidth == 400)
        Self.expectRows(of: source, at: 400)
        #expect(source.root(at: [0, 2]) === root)
        #expect(try root.state(of: WrappingRow.self).taps == 3)
        let moved = source.table.rows[try #require(source.table.index(of: first.source))]
        #expect(moved.top - (try Self.offset(host)) == screenTop)
        #expect(moved.top != first.top, "rows above it changed height")
        // And back.
        try host.resize(to: Size(width: 594, height: 600))
        await Self.settle(host, source)
        Self.expectRows(of: source, at: 594)
        #expect(source.widthStatistics.laidOutInView > 0 && source.widthStatistics.laidOutInBackground > 0)
    }

    @Test func aWidthOfZeroOrLessIsAnErrorNamingItAndChangesNothing() throws {
        let source = Self.source()
        #expect(throws: ListWidthError(width: 0, origin: .enqueue)) {
            try source.enqueue(Self.insertion(0..<3), sizeRange: .width(0))
        }
        do {
            try source.enqueue(Self.insertion(0..<3), sizeRange: .width(-20))
            Issue.record("a width of -20 was accepted")
        } catch {
            #expect("\(error)".contains("maximum width is -20.0 pt"))
            #expect("\(error)".contains("leave sizeRange out so rows follow the list's width"))
        }
        #expect(source.pendingCount == 0 && source.sectionCounts.isEmpty && source.appliedCount == 0)
        #expect(throws: ListWidthError(width: -1, origin: .setRowWidth)) { try source.setRowWidth(-1) }
        #expect(throws: ListWidthError(width: 0, origin: .setRowWidth)) { try source.setRowWidth(0) }
        #expect(source.rowWidth == 320)
        #expect("\(ListWidthError(width: 0, origin: .setRowWidth))".contains("a row width of 0.0 pt cannot lay rows out"))
    }

    @Test func anExplicitSizeRangePinsItsRows() async throws {
        let source = Self.source()
        try source.enqueue(Self.insertion(0..<20), sizeRange: .width(300), mode: .synchronous)
        try source.enqueue(Changeset { $0.insert(FeedModel(id: 99), at: [0, 0]) }, mode: .synchronous)
        let host = try Self.host(List(source, style: .column()), width: 594)
        await Self.settle(host, source)
        let rows = source.table.rows
        #expect(rows[0].layout?.frame.width == 594, "the item enqueued without a range follows the list")
        #expect(rows[1...].allSatisfy { $0.layout == nil || $0.layout?.frame.width == 300 })
        #expect(rows[1].height == Self.height(of: FeedModel(id: 0), at: 300))
    }

    /// Two lists of one data source, 200 and 400 pt wide: rows follow the narrower, so
    /// neither cuts one off; when it goes, they follow the other.
    @Test func severalListsFollowTheNarrowest() async throws {
        let source = Self.source()
        try source.enqueue(Self.insertion(0..<50), mode: .synchronous)
        func style(width: Double) -> LayoutStyle {
            var style = LayoutStyle.column()
            style.width = .points(width)
            style.height = .points(400)
            return style
        }
        func page(both: Bool) -> some Component {
            Flexbox(style: .row()) {
                if both { List(source, id: "narrow", style: style(width: 200)) }
                List(source, id: "wide", style: style(width: 400))
            }
        }
        let host = try Self.host(page(both: true), width: 600)
        await Self.settle(host, source)
        #expect(source.rowWidth == 200)
        Self.expectRows(of: source, at: 200)
        try host.resize(to: Size(width: 601, height: 400), component: page(both: false))
        await Self.settle(host, source)
        #expect(source.rowWidth == 400)
        Self.expectRows(of: source, at: 400)
    }

    @Test func headersFollowTheWidth() async throws {
        let source = Self.source(header: true)
        try source.enqueue(Self.insertion(0..<40, sections: 2), mode: .synchronous)
        let host = try Self.host(List(source, style: .column()), width: 500)
        await Self.settle(host, source)
        let headers = source.table.rows.filter(\.isHeader)
        #expect(headers.count == 2)
        #expect(headers.allSatisfy { $0.layout?.frame.width == 500 })
        try host.resize(to: Size(width: 350, height: 400))
        await Self.settle(host, source)
        #expect(source.table.rows.filter(\.isHeader).allSatisfy { $0.layout?.frame.width == 350 })
        Self.expectRows(of: source, at: 350)
    }

    /// Items far from the view keep no tree, only a height measured at the old width: a
    /// new width measures them again off the main actor, so every row has its exact
    /// height before it comes into view, and scrolling to the end finds no size to fix.
    @Test func itemsWithoutTreesAreMeasuredAgainOffTheMainActor() async throws {
        let source = Self.source()
        source.workingRange = 300
        try source.enqueue(Self.insertion(0..<1_000), mode: .synchronous)
        let host = try Self.host(List(source, style: .column()), width: 300)
        await Self.settle(host, source)
        #expect(source.builtItemCount < 200)
        try host.resize(to: Size(width: 520, height: 400))
        let built = source.builtItemCount
        await Self.settle(host, source)
        Self.expectRows(of: source, at: 520)
        #expect(source.builtItemCount <= built + 40, "measuring far items keeps no tree of theirs")
        var resized = 0
        let observer = Observer()
        source.addObserver(observer) { _, event in if case .itemSizeChanged = event { resized += 1 } }
        let before = source.workingRangeStatistics.mainActorBuilds
        host.handle(.scroll(dx: 0, dy: 1_000_000), at: Point(x: 100, y: 200))
        host.paint()
        await Self.settle(host, source)
        #expect(resized == 0)
        #expect(source.workingRangeStatistics.mainActorBuilds > before, "a jump to the end builds what it shows")
        Self.expectRows(of: source, at: 520)
    }

    /// A changeset prepared at 320 pt and applied after the width became 500 is laid out
    /// again at 500.
    @Test func changesetsPreparedAtAnOldWidthAreLaidOutAgain() async throws {
        let source = Self.source()
        try source.enqueue(Self.insertion(0..<200))
        try source.setRowWidth(500)
        await source.waitUntilApplied()
        await source.waitUntilBuilt()
        #expect(source.rowWidth == 500)
        Self.expectRows(of: source, at: 500)
    }

    /// Frames at an unchanged width run no width pass; scrolling does not either.
    @Test func anUnchangedWidthDoesNoWork() async throws {
        let source = Self.source()
        try source.enqueue(Self.insertion(0..<200), mode: .synchronous)
        let host = try Self.host(List(source, style: .column()), width: 450)
        await Self.settle(host, source)
        let statistics = source.widthStatistics
        #expect(statistics.passes >= 1)
        for _ in 0..<60 {
            host.handle(.scroll(dx: 0, dy: 37), at: Point(x: 100, y: 200))
            host.paint()
        }
        await Self.settle(host, source)
        #expect(source.widthStatistics == statistics)
    }

    /// A kiosk turned back and forth 50 times: what the data source and the list keep
    /// (built items, cells, pooled cells, mounted nodes) is the same after the last turn
    /// as after the warm-up.
    @Test func resizingBackAndForthLeavesMemoryFlat() async throws {
        let source = Self.source()
        source.workingRange = 300
        try source.enqueue(Self.insertion(0..<80), mode: .synchronous)
        let host = try Self.host(List(source, style: .column()), width: 400, height: 300)
        await Self.settle(host, source)
        func counts() -> [String: Int] {
            var nodes = 0, pending = host.mounter.root.map { [$0] } ?? []
            while let node = pending.popLast() {
                nodes += 1
                pending.append(contentsOf: node.children)
            }
            let pooled = host.mounter.lists.reduce(0) { $0 + ($1.listCells?.pool.values.reduce(0) { $0 + $1.count } ?? 0) }
            return ["built": source.builtItemCount, "nodes": nodes, "pooled": pooled, "rows": source.table.rows.count]
        }
        func turn(_ times: Int) async throws {
            for _ in 0..<times {
                try host.resize(to: Size(width: 300, height: 400))
                await Self.settle(host, source)
                try host.resize(to: Size(width: 400, height: 300))
                await Self.settle(host, source)
            }
        }
        try await turn(3)
        let start = counts()
        let passes = source.widthStatistics.passes
        try await turn(50)
        #expect(counts() == start, "after the warm-up \(start), after 100 more resizes \(counts())")
        #expect(source.widthStatistics.passes - passes >= 100)
        #expect(start["built"]! < 80, "some rows keep no tree: the soak measures them again too")
        Self.expectRows(of: source, at: 400)
    }
}
