import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// The hierarchy dump's builders on a small tree: the component tree (types, scopes,
/// keys, state, controllers, test IDs), the node tree (kinds, frames, owners, text) and
/// the mounter's totals; and the inspector's outlines (every node, inside its clip).
@MainActor
@Suite struct TreeDumpTests {
    /// A row of two keyed tallies and a caption, in a 300 × 100 window.
    struct Board: Component, Equatable {
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .row(gap: 10)) {
                Tally(name: "left").key("a").testID("tally-a")
                Tally(name: "right").key("b")
                Box(color: .black).width(20).height(20).testID("square")
            }
        }
    }

    struct Tally: Component, Equatable {
        struct Counts: Sendable, CustomStringConvertible {
            var taps: Int
            var description: String { "Counts(taps: \(taps), note: " + String(repeating: "x", count: 200) + ")" }
        }

        var name: String
        var scope: ComponentScope? { .byType }
        func initialState() -> Counts { Counts(taps: 3) }
        static var controllerType: ComponentController<Self>.Type? { TallyController.self }

        func body(_ context: BuildContext<Self>) -> some Component {
            Text("\(name): \(context.state.taps)").width(100)
        }
    }

    final class TallyController: ComponentController<Tally> {}

    func host() throws -> ComponentHost {
        try ComponentHost(Board(), size: Size(width: 300, height: 100), diagnostics: DiagnosticHandler { Issue.record("\($0)") })
    }

    @Test func theComponentTreeNamesTypesScopesKeysStateControllersAndTestIDs() throws {
        let host = try host()
        let dump = ComponentTreeDump(of: host.root)
        let root = try #require(dump.root)
        #expect(root.type == "Board")
        #expect(root.state == nil && root.scope == nil && root.controller == nil)
        #expect(root.children.map(\.name) == ["Tally[key: \"a\"]", "Tally[key: \"b\"]"])
        let left = root.children[0]
        #expect(left.scope?.hasPrefix("scope#") == true)
        #expect(left.keys == ["\"a\""])
        #expect(left.controller == "TallyController")
        #expect(left.testID == "tally-a")
        let state = try #require(left.state)
        #expect(state.count == ComponentTreeDump.stateSummaryLimit)
        #expect(state.hasPrefix("Counts(taps: 3, note: xxx") && state.hasSuffix("…"))
        #expect(dump.componentCount == 3)
        let lines = dump.lines()
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("  Tally[key: \"a\"] scope#") && lines[1].contains("controller: TallyController")
                    && lines[1].hasSuffix("testID: tally-a"))
    }

    @Test func theNodeTreeHasFramesInTheWindowOwnersTextAndReuse() throws {
        let host = try host()
        let dump = NodeTreeDump(of: host)
        let root = try #require(dump.root)
        #expect(root.kind == "container")
        #expect(root.frame == .init(Rect(x: 0, y: 0, width: 300, height: 100)))
        #expect(root.children.map(\.kind) == ["text", "text", "box"])
        #expect(root.children[0].text == "left: 3" && root.children[0].owner == "Tally")
        #expect(root.children[0].testID == "tally-a")
        // Frames are in the window's coordinates: the square is after two 100-point texts and two gaps.
        #expect(root.children[2].frame == .init(Rect(x: 220, y: 0, width: 20, height: 20)))
        #expect(root.children[2].testID == "square" && root.children[2].owner == "Board")
        #expect(dump.nodeCount == 4)
        #expect(dump.totals.mounts == 1 && dump.totals.nodes.created == 4 && dump.totals.nodes.reused == 0)
        #expect(dump.lines() == [
            "container (0, 0, 300 × 100) owner: Board",
            "  text (0, 0, 100 × 100) testID: tally-a owner: Tally \"left: 3\"",
            "  text (110, 0, 100 × 100) owner: Tally \"right: 3\"",
            "  box (220, 0, 20 × 20) testID: square owner: Board",
        ])
    }

    @Test func outlinesCoverEveryNodeAtTheScaleInsideTheirClip() throws {
        let host = try ComponentHost(Board(), size: Size(width: 300, height: 100), scale: 2)
        var outlines: [NodeOutline] = []
        host.collectOutlines(touching: host.framebuffer.bounds, into: &outlines)
        #expect(outlines.map(\.depth) == [0, 1, 1, 1])
        #expect(outlines[3].rect == PixelRect(x: 440, y: 0, width: 40, height: 40))
        #expect(outlines.allSatisfy { $0.clip == host.framebuffer.bounds })
        // Only what reaches into the area.
        outlines.removeAll()
        host.collectOutlines(touching: PixelRect(x: 450, y: 10, width: 5, height: 5), into: &outlines)
        #expect(outlines.map(\.rect) == [host.framebuffer.bounds, PixelRect(x: 440, y: 0, width: 40, height: 40)])
    }
}
