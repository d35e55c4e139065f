import Testing
import ComponentTestSupport
import Geometry
@testable import Components

struct Tap: Action {}

/// A counter whose width is its count; a tap runs `steps` as updates of `mode`.
struct Counter: Component, Equatable {
    typealias State = Int
    var mode: StateUpdateMode = .asynchronous
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: Double(context.state), height: 10)) {}
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Tap else { return false }
        context.updateState(mode) { $0 += 1 }
        context.updateState(mode) { $0 *= 10 }
        context.updateState(mode) { $0 += 2 }
        return true
    }
}

@MainActor
@Suite struct StateUpdateTests {
    let log = DiagnosticLog()

    func makeRoot(_ component: some Component) -> ComponentRoot {
        ComponentRoot(component, sizeRange: SizeRange(max: Size(width: 500, height: 500)), diagnostics: log.handler)
    }

    @Test func asynchronousUpdatesOfOneTurnCoalesceIntoOneRebuildAppliedInOrder() async {
        let root = makeRoot(Counter())
        #expect(root.commitCount == 1)
        root.send(Tap(), from: root.layout.elements[0])
        #expect(root.layout.size.width == 0, "nothing applied before the next turn")
        await root.waitForAsynchronousUpdates()
        #expect(root.commitCount == 2)
        #expect(root.layout.size.width == 12, "(0 + 1) * 10 + 2")
    }

    @Test func synchronousUpdatesRebuildBeforeTheCallReturns() {
        let root = makeRoot(Counter(mode: .synchronous))
        root.send(Tap(), from: root.layout.elements[0])
        #expect(root.layout.size.width == 12)
        #expect(root.commitCount == 4, "one rebuild per synchronous update")
    }

    @Test func aSynchronousUpdateAppliesTheAsynchronousOnesQueuedBeforeIt() async {
        let root = makeRoot(Counter())
        root.send(Tap(), from: root.layout.elements[0])
        let instance = root.instances(of: Counter.self)[0]
        ActionContext<Counter>(component: Counter(), state: 0, instance: instance, root: root)
            .updateState(.synchronous) { $0 -= 2 }
        #expect(root.layout.size.width == 10)
        await root.waitForAsynchronousUpdates()
        #expect(root.layout.size.width == 10)
    }

    @Test func unchangedSubtreesAreReusedNotRebuilt() {
        struct Row: Component, Equatable {
            let id: Int
            func body(_ context: BuildContext<Self>) -> some Component { Counter().key(id) }
        }
        struct Table: Component, Equatable {
            let rows: Int
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox { for id in 0..<rows { Row(id: id) } }
            }
        }
        let root = makeRoot(Table(rows: 50))
        #expect(root.result.statistics.builtComponents == 101)
        root.update(Table(rows: 50))
        #expect(root.result.statistics.builtComponents == 0, "equal props: the whole tree is reused")
        #expect(root.result.statistics.reusedSubtrees == 1)
        root.update(Table(rows: 51))
        #expect(root.result.statistics.builtComponents == 3, "the table, and the new row and its counter")
        #expect(root.result.statistics.reusedSubtrees == 50)
        // One counter's state changes: it is built, its row and the table are replayed
        // (their bodies are not run again), nothing else.
        let element = root.layout.elements.first { ($0.owner?.keys ?? []) == [ScopeIdentifier(7)] }!
        ActionContext<Counter>(component: Counter(), state: 0, instance: element.owner!, root: root)
            .updateState(.synchronous) { $0 = 5 }
        #expect(root.result.statistics.builtComponents == 1)
        #expect(root.result.statistics.replayedComponents == 2)
        #expect(root.result.statistics.reusedSubtrees == 50)
        let counter = root.layout.elements.firstIndex { ($0.owner?.keys ?? []) == [ScopeIdentifier(7)] }!
        #expect(root.layout.frames[counter].width == 5)
        #expect(log.all.isEmpty)
    }
}
