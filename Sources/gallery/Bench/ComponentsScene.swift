import AllocationCount
import Tessera

/// components-10k: build and layout of a feed of 10,000 rows (10 sections of 10 groups
/// of 100 rows; each row a composite with state, a 3-element flexbox row), 10,111
/// composite components and 30,111 elements in all, within 1024 points of width.
///
/// `full` builds and lays out a new root every frame; `state-change` changes one row's
/// state (a synchronous update; a different row each frame) on a live root, so the
/// rebuild reuses every subtree off the path to that row and relayout touches that
/// path. Nothing is painted (mounting is another layer). Each figure reports the heap
/// allocations of its last frame (-1 where a sanitizer's allocator hides them), the
/// old root's release included.
@MainActor
final class ComponentsScene: BenchScene {
    let width = 1
    let height = 1
    private let feed = BenchFeed(sections: 10, groups: 10, rows: 100)
    private let range = SizeRange.width(1024)
    private var root: ComponentRoot?
    private var live: ComponentRoot
    private var rowElements: [Element] = []
    private var next = 0
    /// Heap allocations of the last frame of each figure.
    private var allocations = (full: 0, stateChange: 0)

    init() {
        live = ComponentRoot(feed, sizeRange: range)
        rowElements = live.layout.elements.filter { $0.owner?.component is BenchRow && $0.children.count == 2 }
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "full", draw: { _ in self.allocations.full = Self.countAllocations { self.buildFresh() } },
                        details: { self.details(of: self.root) + [("allocations", self.allocations.full)] }),
            BenchFigure(mode: "state-change",
                        draw: { _ in self.allocations.stateChange = Self.countAllocations { self.changeOneRow() } },
                        details: { self.details(of: self.live) + [("allocations", self.allocations.stateChange)] }),
        ]
    }

    private static func countAllocations(_ frame: () -> Void) -> Int {
        let before = tessera_allocation_count()
        frame()
        return tessera_allocation_count_available() == 1 ? Int(tessera_allocation_count() - before) : -1
    }

    private func buildFresh() {
        root = ComponentRoot(feed, sizeRange: range)
    }

    private func changeOneRow() {
        // Rows far apart, so consecutive frames touch different sections.
        next = (next + 4_099) % rowElements.count
        // The element may be from an older generation: updates find their scope by its
        // identity, not by the element, so it still reaches the row's current state.
        live.send(BenchRow.Toggle(), from: rowElements[next])
    }

    private func details(of root: ComponentRoot?) -> [(name: String, value: Int)] {
        guard let root else { return [] }
        return [("elements", root.layout.elements.count), ("components_built", root.result.statistics.builtComponents),
                ("subtrees_reused", root.result.statistics.reusedSubtrees)]
    }
}

/// The feed: sections of groups of rows.
struct BenchFeed: Component, Equatable {
    let sections: Int, groups: Int, rows: Int

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            for section in 0..<sections { BenchSection(section: section, groups: groups, rows: rows) }
        }
    }
}

/// Sections and groups have state (collapsed or not), so they have scopes: a row's
/// scope lives under its group's, and a rebuild merges the scopes of one group, not of
/// the whole feed.
struct BenchSection: Component, Equatable {
    typealias State = Bool
    let section: Int, groups: Int, rows: Int
    var scope: ComponentScope? { .identifier(section) }
    func initialState() -> Bool { false }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            if !context.state {
                for group in 0..<groups { BenchGroup(id: section * groups + group, rows: rows) }
            }
        }
    }
}

struct BenchGroup: Component, Equatable {
    typealias State = Bool
    let id: Int, rows: Int
    var scope: ComponentScope? { .identifier(id) }
    func initialState() -> Bool { false }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            if !context.state {
                for row in 0..<rows { BenchRow(id: id * rows + row) }
            }
        }
    }
}

/// A row with state (selected or not): an icon, a label area that grows, a width that
/// shows the state.
struct BenchRow: Component, Equatable {
    typealias State = Bool
    struct Toggle: Action {}

    let id: Int
    var scope: ComponentScope? { .identifier(id) }
    func initialState() -> Bool { false }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(gap: 8, align: .center, padding: context.state ? 8 : 4)) {
            Flexbox(style: .fixed(width: 24, height: 24)) {}
            Flexbox(style: .grow(height: 16 + Double(id % 3) * 4)) {}
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        context.updateState(.synchronous) { $0.toggle() }
        return true
    }
}

private extension LayoutStyle {
    static func grow(height: Double) -> LayoutStyle {
        var style = LayoutStyle()
        style.flexGrow = 1
        style.height = .points(height)
        return style
    }
}
