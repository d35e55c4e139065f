import Testing
import ComponentTestSupport
import Geometry
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// Counts the "k" presses that reach it; holds a `TapCounter` (in a `CounterBox`), or
/// not (`showsCounter`), or in its place a button of its own (`ownButton`).
struct Shortcuts: Component, Equatable {
    typealias State = Int
    var showsCounter = true
    var ownButton = false
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: 300, height: 200)) {
            if ownButton {
                Flexbox(style: .row(align: .flexStart)) { Button("Own", action: Bump()).position(top: 10, left: 10) }
            } else if showsCounter {
                CounterBox()
            }
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let key = action as? KeyEvent, key.key == .character("k"), key.isDown else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// Takes "c", which reaches it only from below: from its counter's button.
struct CounterBox: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component { TapCounter() }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        (action as? KeyEvent)?.key == .character("c")
    }
}

/// Keys go to the element pressed last (enter and space activate a button) or climb the
/// responder chain from it, or from the root element when nothing has focus.
@MainActor
@Suite(.testFonts) struct KeyboardTests {
    let log = DiagnosticLog()

    func host(_ component: some Component) throws -> ComponentHost {
        try ComponentHost(component, size: Size(width: 300, height: 200), diagnostics: log.handler)
    }

    func buttonNode(_ host: ComponentHost) -> Node? {
        var pending = [host.mounter.root!]
        while let node = pending.popLast() {
            if node.button != nil { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    func tap(_ node: Node, in host: ComponentHost) {
        let center = Point(x: node.absoluteFrame.midX, y: node.absoluteFrame.midY)
        host.handle(.pointerDown, at: center)
        host.handle(.pointerUp, at: center)
    }

    func taps(_ host: ComponentHost) -> Int? {
        host.root.instances(of: TapCounter.self).first?.state as? Int
    }

    func presses(_ host: ComponentHost) -> Int? {
        host.root.instances(of: Shortcuts.self).first?.state as? Int
    }

    @Test func keysGoFromTheRootElementWhenNothingHasFocus() throws {
        let host = try host(Shortcuts())
        #expect(host.handle(KeyEvent(key: .character("k"))))
        #expect(presses(host) == 1)
        #expect(!host.handle(KeyEvent(key: .enter)), "no focused button: enter is an ordinary key")
        #expect(taps(host) == 0)
        #expect(log.all.isEmpty)
    }

    @Test func enterAndSpaceActivateTheTappedButtonAfterItsComponentRebuiltIt() throws {
        let host = try host(Shortcuts())
        let button = try #require(buttonNode(host))
        tap(button, in: host)
        #expect(taps(host) == 1, "the tap rebuilt the counter: its button is a new element on the same node")
        #expect(host.handle(KeyEvent(key: .enter)))
        #expect(host.handle(KeyEvent(key: .space)))
        #expect(taps(host) == 3)
        // Only a fresh press activates: not the key going up, not the key held.
        #expect(!host.handle(KeyEvent(key: .enter, isDown: false)))
        #expect(!host.handle(KeyEvent(key: .enter, isRepeat: true)))
        #expect(taps(host) == 3)
        #expect(log.all.isEmpty)
    }

    @Test func otherKeysClimbFromTheFocusedButtonToItsAncestors() throws {
        let host = try host(Shortcuts())
        #expect(!host.handle(KeyEvent(key: .character("c"))), "from the root element, c never meets CounterBox")
        tap(try #require(buttonNode(host)), in: host)
        #expect(host.handle(KeyEvent(key: .character("c"))), "from the counter's button: TapCounter, then CounterBox")
        #expect(host.handle(KeyEvent(key: .character("k"))), "on up to Shortcuts")
        #expect(presses(host) == 1)
        #expect(!host.handle(KeyEvent(key: .character("q"))), "nobody wants q")
        #expect(!host.handle(TextInput("q")))
        #expect(log.all.isEmpty, "unhandled keys and text are not reported")
    }

    @Test func focusIsLostWhenTheButtonLeavesTheTreeEvenIfItsNodeComesBack() throws {
        let host = try host(Shortcuts())
        let button = try #require(buttonNode(host))
        tap(button, in: host)
        host.root.update(Shortcuts(showsCounter: false))
        #expect(!host.handle(KeyEvent(key: .enter)))
        host.root.update(Shortcuts(showsCounter: true))
        #expect(buttonNode(host) === button, "the same node, back from the reuse pool")
        #expect(!host.handle(KeyEvent(key: .enter)), "focus does not come back with it")
        #expect(taps(host) == 0, "a new counter: the old scope left with the button")
    }

    @Test func focusIsLostWhenAnotherComponentsButtonTakesTheNodeOver() throws {
        let host = try host(Shortcuts())
        let button = try #require(buttonNode(host))
        tap(button, in: host)
        host.root.update(Shortcuts(ownButton: true))
        #expect(buttonNode(host) === button, "the node stayed in place for Shortcuts' own button")
        #expect(!host.handle(KeyEvent(key: .enter)))
        #expect(log.all.isEmpty, "the own button's action was not sent (nobody handles Bump there)")
    }
}
