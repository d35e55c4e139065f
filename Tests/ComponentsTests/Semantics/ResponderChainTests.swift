import Testing
import ComponentTestSupport
import Geometry
@testable import Components

struct Ping: Action {}

/// Components and controllers that record every action offered to them, and handle it
/// only when told to.
struct Outer: Component, Equatable {
    var handles = false
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<Outer>.Type? { OuterController.self }
    func body(_ context: BuildContext<Self>) -> some Component { Inner() }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        ChainLog.shared.record("Outer")
        return handles
    }
}

struct Inner: Component, Equatable {
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<Inner>.Type? { InnerController.self }
    func body(_ context: BuildContext<Self>) -> some Component { Flexbox(style: .fixed(width: 10, height: 10)) {} }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        ChainLog.shared.record("Inner")
        return false
    }
}

final class OuterController: ComponentController<Outer> {
    override func handle(_ action: any Action) -> Bool {
        ChainLog.shared.record("OuterController")
        return true
    }
}

final class InnerController: ComponentController<Inner> {
    override func handle(_ action: any Action) -> Bool {
        ChainLog.shared.record("InnerController")
        return false
    }
}

@MainActor
enum ChainLog {
    static let shared = CallLog()
}

@MainActor
@Suite(.serialized) struct ResponderChainTests {
    let log = DiagnosticLog()

    func makeRoot(_ component: some Component) -> ComponentRoot {
        ChainLog.shared.calls = []
        return ComponentRoot(component, sizeRange: SizeRange(max: Size(width: 100, height: 100)), diagnostics: log.handler)
    }

    @Test func actionClimbsComponentThenControllerThenTheAncestors() {
        let root = makeRoot(Outer())
        #expect(root.send(Ping(), from: root.layout.elements[0]))
        #expect(ChainLog.shared.calls == ["Inner", "InnerController", "Outer", "OuterController"])
    }

    @Test func theFirstHandlerStopsTheChain() {
        let root = makeRoot(Outer(handles: true))
        #expect(root.send(Ping(), from: root.layout.elements[0]))
        #expect(ChainLog.shared.calls == ["Inner", "InnerController", "Outer"])
    }

    @Test func aComponentSendingStartsAtItsOwnController() {
        let root = makeRoot(Outer())
        let inner = root.instances(of: Inner.self)[0]
        #expect(root.send(Ping(), from: inner))
        #expect(ChainLog.shared.calls == ["InnerController", "Outer", "OuterController"])
    }

    @Test func anUnhandledActionIsReportedWithItsSender() {
        let root = makeRoot(Inner())
        #expect(!root.send(Ping(), from: root.layout.elements[0]))
        #expect(ChainLog.shared.calls == ["Inner", "InnerController"])
        let reports = log.of(.unhandledAction)
        #expect(reports.count == 1)
        #expect(reports.first?.path == "Inner")
        #expect(reports.first?.message.hasPrefix("Unhandled action Ping sent from Inner") == true)
    }
}
