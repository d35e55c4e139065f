import Testing
import ComponentTestSupport
import Geometry
import Layout
import TextRasterizer
@testable import Components

/// A state update replays the bodies above the updated scope (`TreeBuilder+Replay.swift`):
/// their bodies are not run again, the built-ins with nothing updated inside keep their
/// elements (so layout and mounting skip them), and what the build knows of the page
/// (scopes, environment, problems) is as a full rebuild would leave it.
extension ComponentEnvironment {
    fileprivate var accent: String {
        get { self[ReplayTests.Accent.self] }
        set { self[ReplayTests.Accent.self] = newValue }
    }
}

@MainActor
@Suite struct ReplayTests {
    let log = DiagnosticLog()

    /// Counts the runs of its body.
    final class BodyRuns: @unchecked Sendable {
        var count = 0
    }

    /// A value the page's panels read: replays must build them in the same one.
    struct Accent: EnvironmentKey { static let defaultValue = "none" }

    /// A stateful leaf reporting a value it cannot show once while it lasts.
    struct Gauge: Component, Equatable {
        typealias State = Int
        let limit: Int
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            if context.state > limit {
                context.reportInvalidValue("\(context.state) is past \(limit)", fix: "Keep it at \(limit) or less.")
            }
            return Flexbox(style: .fixed(width: Double(min(context.state, limit)), height: 4)) {}
        }
    }

    /// A panel: a title built in its body, and a gauge.
    struct Panel: Component, Equatable {
        let id: Int
        var scope: ComponentScope? { .identifier(id) }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 2)) {
                Text("Panel \(id) in \(context.environment[Accent.self])", attributes: TextAttributes(size: 12))
                    .testID("title.\(id)")
                Gauge(limit: 50)
            }
        }
    }

    /// A page with a header of built-ins and three panels, in an environment it sets.
    struct Page: Component, Equatable {
        let runs: BodyRuns
        static func == (lhs: Page, rhs: Page) -> Bool { lhs.runs === rhs.runs }
        func body(_ context: BuildContext<Self>) -> some Component {
            runs.count += 1
            return Flexbox(style: .column(gap: 4)) {
                Flexbox(style: .row(gap: 4)) {
                    Text("Header", attributes: TextAttributes(size: 16)).testID("header")
                    Box(color: .black, style: .fixed(width: 10, height: 10))
                }
                Flexbox(style: .row(gap: 4)) {
                    for id in 0..<3 { Panel(id: id) }
                }
            }
            .environment(\.accent, "blue")
        }
    }

    func makeRoot(_ runs: BodyRuns) -> ComponentRoot {
        ComponentRoot(Page(runs: runs), sizeRange: SizeRange(max: Size(width: 600, height: 400)),
                      diagnostics: log.handler)
    }

    func gauge(of panel: Int, in root: ComponentRoot) -> ComponentInstance {
        root.instances(of: Gauge.self).first { $0.parent?.component.scope?.identifier == ScopeIdentifier(panel) }!
    }

    func set(_ value: Int, panel: Int, in root: ComponentRoot) {
        ActionContext<Gauge>(component: Gauge(limit: 50), state: 0, instance: gauge(of: panel, in: root), root: root)
            .updateState(.synchronous) { $0 = value }
    }

    func element(_ testID: String, in root: ComponentRoot) -> Element? {
        root.layout.elements.first { $0.testID == testID }
    }

    @Test func anUpdateBelowReplaysTheBodiesAboveWithoutRunningThem() {
        let runs = BodyRuns()
        let root = makeRoot(runs)
        let header = element("header", in: root)
        let otherTitle = element("title.2", in: root)
        set(30, panel: 1, in: root)
        #expect(runs.count == 1, "the page's body ran once, at the first build")
        #expect(root.result.statistics.builtComponents == 1, "the gauge")
        #expect(root.result.statistics.replayedComponents == 2, "its panel and the page")
        #expect(element("header", in: root) === header, "the header's elements are taken as they were")
        #expect(element("title.2", in: root) === otherTitle, "so is a panel with nothing updated")
        let owner = gauge(of: 1, in: root)
        let index = root.layout.elements.firstIndex { $0.owner === owner }!
        #expect(root.layout.frames[index].width == 30)
        #expect(log.all.isEmpty)
    }

    @Test func aReplayedBodyBuildsInTheEnvironmentItSet() {
        let root = makeRoot(BodyRuns())
        set(30, panel: 1, in: root)
        set(40, panel: 1, in: root)
        let title = element("title.1", in: root)
        guard case .text(let text)? = title?.kind else {
            Issue.record("no title")
            return
        }
        #expect(text.text.string == "Panel 1 in blue")
        #expect(gauge(of: 1, in: root).environment[Accent.self] == "blue")
    }

    @Test func aReplayGivesTheSameTreeAsARebuild() {
        let replayed = makeRoot(BodyRuns())
        set(30, panel: 1, in: replayed)
        set(20, panel: 2, in: replayed)
        // The same states, then a page with new props: every body runs again.
        let rebuilt = makeRoot(BodyRuns())
        set(30, panel: 1, in: rebuilt)
        set(20, panel: 2, in: rebuilt)
        let runs = BodyRuns()
        rebuilt.update(Page(runs: runs))
        #expect(runs.count == 1 && rebuilt.result.statistics.replayedComponents == 0)
        #expect(replayed.layout.frames == rebuilt.layout.frames)
        #expect(replayed.layout.elements.map(\.testID) == rebuilt.layout.elements.map(\.testID))
        #expect(replayed.instances(of: Gauge.self).map { $0.state as? Int } == [0, 30, 20])
    }

    @Test func aProblemInASubtreeTakenAsItWasIsNotReportedAgain() {
        let root = makeRoot(BodyRuns())
        set(80, panel: 0, in: root)
        #expect(log.of(.invalidValue).count == 1)
        // Panel 0 is taken as it was while panel 1 changes, twice; then built again, still
        // past its limit.
        set(10, panel: 1, in: root)
        set(20, panel: 1, in: root)
        set(80, panel: 0, in: root)
        #expect(log.of(.invalidValue).count == 1, "80 lasted: reported once")
        set(90, panel: 0, in: root)
        #expect(log.of(.invalidValue).count == 2, "90 is a new message; 80 lasted and was reported once")
        #expect(log.of(.invalidValue).last?.message.contains("90 is past 50") == true)
    }
}
