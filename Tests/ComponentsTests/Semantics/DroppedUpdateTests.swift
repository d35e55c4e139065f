import Testing
import ComponentTestSupport
import Geometry
import TestSupport
@testable import Components

/// A stateful component that declares no scope: its updates have nowhere to go.
struct ScopelessCounter: Component, Equatable {
    typealias State = Int
    func initialState() -> Int { 0 }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: Double(10 + context.state), height: 10)) {}
    }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Like else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

struct Pong: Action {}

/// Every way a state update or an action can go nowhere is reported through the root's
/// `DiagnosticHandler` with the component's path and the fix, once per component type
/// (and reason, or action type) however often it happens.
@MainActor
@Suite struct DroppedUpdateTests {
    let log = DiagnosticLog()

    func makeRoot(_ component: some Component, sizeRange: SizeRange = SizeRange(max: Size(width: 500, height: 500)))
        -> ComponentRoot {
        ComponentRoot(component, sizeRange: sizeRange, diagnostics: log.handler)
    }

    @Test func anUpdateOnAComponentWithoutAScopeIsReportedOnceWithTheFix() {
        let root = makeRoot(Flexbox { ScopelessCounter(); ScopelessCounter() })
        #expect(log.of(.missingScope).count == 1)
        for element in root.layout.elements.dropFirst() {
            root.send(Like(), from: element)
            root.send(Like(), from: element)
        }
        #expect(root.layout.size.width == 20, "nothing was applied")
        let reports = log.of(.droppedStateUpdate)
        #expect(reports.count == 1, "four updates of one type: one report")
        #expect(reports.first?.path == "ScopelessCounter")
        #expect(reports.first?.message == """
            State update dropped: ScopelessCounter has no scope, so it keeps no state: ScopelessCounter
            Fix: declare a scope (var scope: ComponentScope? { .byType }, or .identifier(model.id) when it has \
            siblings of its type).
            """)
    }

    @Test func anUpdateOnTheSecondOfTwoCollidingScopesIsReportedOnceWithTheFix() {
        let root = makeRoot(ListComponent(items: items(42, 42)))
        let rows = root.layout.elements.filter { $0.owner?.component is ListItemComponent }
        #expect(root.send(Like(), from: rows[0]))
        #expect(root.send(Like(), from: rows[1]), "handled, though the update goes nowhere")
        #expect(root.send(Like(), from: rows[1]))
        let reports = log.of(.droppedStateUpdate)
        #expect(reports.count == 1)
        #expect(reports.first?.path == "ListComponent > ListItemComponent(id: 42)")
        #expect(reports.first?.message == """
            State update dropped: this ListItemComponent's scope collided with a sibling's, so it was built without \
            one and keeps no state: ListComponent > ListItemComponent(id: 42)
            Fix: give each ListItemComponent a unique identifier (scope: .identifier(model.id)), or have \
            ListComponent give each one a key (.key(index)).
            """)
    }

    @Test func anUpdateFromAnInvalidatedControllerIsReportedOnceWithTheFix() async {
        let a = Song(id: 1, title: "A"), b = Song(id: 2, title: "B")
        let root = makeRoot(Playlist(songs: [a, b]))
        let controllers = root.liveControllers.compactMap { $0 as? SongController }
        #expect(controllers.count == 2)
        root.update(Playlist(songs: []))
        #expect(controllers.allSatisfy { $0.isInvalidated })
        for controller in controllers {
            controller.songStateDidChange(true)
            controller.songStateDidChange(false)
        }
        await root.waitForAsynchronousUpdates()
        #expect(root.commitCount == 2, "no build for them")
        let reports = log.of(.droppedStateUpdate)
        #expect(reports.count == 1, "one report per controller type")
        #expect(reports.first?.path.hasPrefix("Playlist > SongComponent(id: ") == true)
        let path = reports.first?.path ?? ""
        #expect(reports.first?.message == """
            State update dropped: the SongController of \(path) was invalidated (its scope left the tree), so its \
            updateState goes nowhere. Fix: in SongController.invalidate(), stop what calls updateState (cancel \
            timers and downloads, clear delegates), or check isInvalidated first.
            """)
    }

    @Test func anUpdateFromAControllerWhoseRootWasReleasedIsReportedWithTheFix() throws {
        var root: ComponentRoot? = makeRoot(Playlist(songs: [Song(id: 1, title: "A")]))
        let controller = try #require(root?.liveControllers.first as? SongController)
        weak let released = root
        root = nil
        try #require(released == nil, "nothing else keeps a root")
        controller.songStateDidChange(true)
        controller.songStateDidChange(false)
        let reports = log.of(.droppedStateUpdate)
        #expect(reports.count == 1)
        #expect(reports.first?.message == """
            State update dropped: the root of the SongController of Playlist > SongComponent(id: 1) was released \
            without invalidate(), so its updateState goes nowhere. Fix: call invalidate() on the root \
            (Presenter.close() for a window) before releasing it, so its controllers stop their work in invalidate().
            """)
    }

    @Test func anUnhandledActionIsReportedOncePerSenderTypeAndActionType() {
        let root = makeRoot(Flexbox { Inner(); Inner() })
        for element in root.layout.elements.dropFirst() {
            #expect(!root.send(Ping(), from: element))
            #expect(!root.send(Ping(), from: element))
        }
        #expect(log.of(.unhandledAction).count == 1)
        #expect(!root.send(Pong(), from: root.layout.elements[1]))
        let reports = log.of(.unhandledAction)
        #expect(reports.count == 2, "another action type")
        #expect(reports.last?.message == """
            Unhandled action Pong sent from Inner: no component or controller on its responder chain handled it. \
            Fix: handle it in an ancestor's handle(_:_:) or its controller's handle(_:).
            """)
    }

    @Test func anAsynchronousUpdateQueuedWhileAnAsynchronousBuildRunsIsApplied() async {
        let root = makeRoot(BlockingCounter())
        BlockingCounter.gate.blockNextBuild()
        root.send(Like(), from: root.layout.elements[0])
        // The build has taken the queue and waits; this update comes after that.
        while !BlockingCounter.gate.isBlocking { await Task.yield() }
        root.send(Like(), from: root.layout.elements[0])
        BlockingCounter.gate.release()
        await root.waitForAsynchronousUpdates()
        #expect(root.layout.size.width == 2, "both updates applied (the second was left in the queue)")
        #expect(root.commitCount == 3)
        #expect(log.all.isEmpty)
    }

    @Test func anInvalidSizeRangeIsReportedWithTheValueAndLaidOutAsGiven() {
        let root = makeRoot(ListComponent(items: items(1)),
                            sizeRange: SizeRange(min: Size(width: -10, height: 0), max: Size(width: 100, height: 100)))
        #expect(root.layout.size == Size(width: 50, height: 10))
        let reports = log.of(.invalidSizeRange)
        #expect(reports.count == 1)
        #expect(reports.first?.path == "ListComponent")
        #expect(reports.first?.message == """
            Invalid size range for the root ListComponent: minimum width -10 points is invalid: must be finite \
            and at least 0. Fix: pass a SizeRange whose minimum is finite and at least 0 and at most its maximum \
            (SizeRange.check() throws what is wrong).
            """)
        root.update(sizeRange: SizeRange(max: Size(width: 100, height: .nan)))
        #expect(log.of(.invalidSizeRange).last?.message.contains("maximum height nan points is invalid") == true)
        root.update(sizeRange: SizeRange(max: Size(width: 100, height: 100)))
        #expect(log.of(.invalidSizeRange).count == 2)
    }

    @Test func sizeRangesFollowTheOneRule() {
        func message(_ range: SizeRange) -> String {
            thrownMessage { try range.check() }
        }
        #expect(message(.exactly(.zero)) == "no error", "an empty root")
        #expect(message(.width(320)) == "no error", "an unbounded height")
        #expect(message(SizeRange(min: Size(width: .nan, height: 0), max: Size(width: 10, height: 10)))
                == "DimensionError: minimum width nan points is invalid: must be finite and at least 0")
        #expect(message(SizeRange(min: .zero, max: Size(width: 10, height: -1)))
                == "DimensionError: maximum height -1 points is invalid: must be at least 0 (infinity: unbounded)")
        #expect(message(SizeRange(min: Size(width: 50, height: 0), max: Size(width: 20, height: 10)))
                == "DimensionError: minimum width 50 points is invalid: must be at most the maximum width, 20")
        #expect(message(.exactly(Size(width: .infinity, height: 5)))
                == "DimensionError: minimum width inf points is invalid: must be finite and at least 0")
    }

    @Test func aRootContextRefusesAnInvalidRangeAndMakesNothing() {
        let context = RootContext(diagnostics: log.handler)
        #expect(throws: DimensionError(name: "maximum width", value: -5, unit: .points,
                                       requirement: "must be at least 0 (infinity: unbounded)")) {
            try context.root(Counter(), key: "main", sizeRange: SizeRange(max: Size(width: -5, height: 10)))
        }
        #expect(log.all.isEmpty)
    }
}

/// A counter whose builds can be held at a gate, to queue updates while one runs.
struct BlockingCounter: Component, Equatable {
    static let gate = BuildGate()
    typealias State = Int
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }
    func body(_ context: BuildContext<Self>) -> some Component {
        Self.gate.passThrough()
        return Flexbox(style: .fixed(width: Double(context.state), height: 1)) {}
    }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        context.updateState(.asynchronous) { $0 += 1 }
        return true
    }
}
