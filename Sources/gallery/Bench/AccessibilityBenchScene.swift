import ArgumentParser
import Tessera

/// `accessibility`: issue 32's figures, on a feed of 10,000 rows in 100 groups (each row a
/// composite with state: a text and a button that says whether the row is chosen), in a
/// host of 1024 × 768 points, mounted whole (about 40,000 nodes, 20,000 accessible
/// elements).
///
/// - `state-change`: one row's button pressed (a different row each frame) to the
///   painted frame, with no assistive technology reading: what the tree costs an app
///   nobody reads is this figure against the same frame without the tree's code (a
///   field per node, never touched).
/// - `tree-update`: the same frame, then the accessibility tree made again and compared
///   with the last one, as a bridge does for a client: `tree_ns` (median of the tree's
///   part alone) against `median_ns`, and `changed`, `added` and `removed` (what the last
///   comparison found: the row's button and nothing else). Bar: the tree's part ≤ 10% of
///   the frame.
@MainActor
final class AccessibilityBenchScene: BenchScene {
    let width = 1
    let height = 1
    nonisolated static let rows = 10_000
    private let host: ComponentHost
    private var next = 0
    private var elements = 0
    private var treeTimes: [UInt64] = []
    private var lastChanges = AccessibilityChanges()

    init() throws {
        host = try ComponentHost(AccessibleFeed(groups: Self.rows / 100), size: Size(width: 1024, height: 768))
        host.paint()
        elements = host.accessibilityTree().elements.count
    }

    var figures: [BenchFigure] {
        [
            BenchFigure(mode: "state-change", draw: { _ in }, details: { [("elements", self.elements)] },
                        timedFrame: { try self.pressFrame() }),
            BenchFigure(mode: "tree-update", draw: { _ in }, details: {
                let sorted = self.treeTimes.sorted()
                return [("tree_ns", sorted.isEmpty ? 0 : Int(sorted[sorted.count / 2])), ("elements", self.elements),
                        ("changed", self.lastChanges.changed.count), ("added", self.lastChanges.added.count),
                        ("removed", self.lastChanges.removed.count)]
            }, timedFrame: { try self.treeFrame() }),
        ]
    }

    /// Presses the next row's button (rows far apart, so frames touch different groups;
    /// most are scrolled out of the window, where a tap cannot reach: the button's action
    /// is sent as its press would).
    private func press() throws {
        next = (next + 4_099) % Self.rows
        let button = try host.root.layout.element(testID: "row.\(next)")
        host.root.send(AccessibleRow.Choose(), from: button.element)
        host.paint()
    }

    private func pressFrame() throws -> UInt64 {
        let start = FrameTimer.now()
        try press()
        let end = FrameTimer.now()
        // Kept up to date untimed, so the next tree-update says one frame's changes.
        host.updateAccessibility()
        return end - start
    }

    /// As a bridge: the tree brought up to date and what changed taken (a copy of the
    /// tree held across frames would make the next update copy it whole).
    private func treeFrame() throws -> UInt64 {
        let start = FrameTimer.now()
        try press()
        let painted = FrameTimer.now()
        lastChanges = host.updateAccessibility()
        let end = FrameTimer.now()
        treeTimes.append(end - painted)
        return end - start
    }
}

/// The feed: groups of rows, each group a composite with a scope, so a row's update
/// rebuilds its group's path only.
struct AccessibleFeed: Component, Equatable {
    let groups: Int

    func body(_ context: BuildContext<Self>) -> some Component {
        ScrollView(.vertical) {
            Flexbox(style: .column()) {
                for group in 0..<groups { AccessibleGroup(id: group) }
            }
        }
    }
}

struct AccessibleGroup: Component, Equatable {
    let id: Int
    var scope: ComponentScope? { .identifier(id) }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            for row in 0..<100 { AccessibleRow(id: id * 100 + row) }
        }
    }
}

/// A row: its title, and a button that chooses it.
struct AccessibleRow: Component, Equatable {
    typealias State = Bool
    struct Choose: Action {}

    let id: Int
    var scope: ComponentScope? { .identifier(id) }
    func initialState() -> Bool { false }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(gap: 8, align: .center, padding: 4)) {
            Text("Row \(id)").flex(grow: 1)
            Button(context.state ? "Chosen" : "Choose", isSelected: context.state, action: Choose()).testID("row.\(id)")
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        context.updateState(.synchronous) { $0.toggle() }
        return true
    }
}
