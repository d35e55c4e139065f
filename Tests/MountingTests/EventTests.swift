import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting
import TestFonts

struct Bump: Action {}

/// A counter whose button sends `Bump`; the count shows as the width of a bar.
struct TapCounter: Component, Equatable {
    typealias State = Int
    var enabled = true
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(align: .flexStart)) {
            Button("Tap", isEnabled: enabled, action: Bump()).position(top: 10, left: 10)
            Box(color: .black, style: .fixed(width: Double(context.state * 10), height: 5))
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Bump else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// Records the events it gets, in its own coordinates, and asks for them.
struct Pad: CustomDrawing {
    static let nodeKind = "pad"
    var acceptsEvents: Bool { true }
    func draw(in painter: Painter, rect: Rect, scale: Double) {}
    func action(for event: InputEvent, at location: Point) -> (any Action)? { PadEvent(event: event, location: location) }
}

struct PadEvent: Action {
    let event: InputEvent
    let location: Point
}

struct PadPage: Component, Equatable {
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<PadPage>.Type? { PadController.self }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: 200, height: 200)) {
            Custom(Pad(), style: .fixed(width: 50, height: 40)).position(top: 60, left: 100)
        }
    }
}

final class PadController: ComponentController<PadPage> {
    var received: [PadEvent] = []
    override func handle(_ action: any Action) -> Bool {
        guard let event = action as? PadEvent else { return false }
        received.append(event)
        return true
    }
}

@MainActor
@Suite(.testFonts) struct EventTests {
    func setUp(_ component: some Component) -> (ComponentRoot, Mounter, EventDispatcher) {
        let root = ComponentRoot(component, sizeRange: .exactly(Size(width: 300, height: 200)))
        let mounter = Mounter()
        root.attachMountingLayer { _ = mounter.mount($0.layout) }
        return (root, mounter, EventDispatcher(root: root))
    }

    func buttonNode(_ mounter: Mounter) -> Node {
        var found: Node?
        var pending = [mounter.root!]
        while let node = pending.popLast() {
            if node.button != nil { found = node }
            pending.append(contentsOf: node.children)
        }
        return found!
    }

    /// The count, as the bar shows it (ten points per tap).
    func count(_ root: ComponentRoot) -> Int { Int(root.layout.frames[2].width / 10) }

    @Test func aButtonHighlightsWhilePressedAndSendsItsActionOnReleaseInside() {
        let (root, mounter, events) = setUp(TapCounter())
        let button = buttonNode(mounter)
        let center = Point(x: button.absoluteFrame.midX, y: button.absoluteFrame.midY)
        let changed = events.dispatch(.pointerDown, at: center, in: mounter.root)
        #expect(button.isHighlighted)
        #expect(changed == [button.absoluteFrame])
        #expect(count(root) == 0)
        events.dispatch(.pointerUp, at: center, in: mounter.root)
        #expect(!button.isHighlighted)
        #expect(count(root) == 1)
        #expect(mounter.root!.children[1].frame.width == 10, "the bar grew: rebuilt, laid out and mounted")
    }

    @Test func releasingOutsideOrCancellingSendsNothing() {
        let (root, mounter, events) = setUp(TapCounter())
        let button = buttonNode(mounter)
        let center = Point(x: button.absoluteFrame.midX, y: button.absoluteFrame.midY)
        events.dispatch(.pointerDown, at: center, in: mounter.root)
        events.dispatch(.pointerMoved, at: Point(x: 290, y: 190), in: mounter.root)
        #expect(!button.isHighlighted, "dragged out: no highlight")
        events.dispatch(.pointerMoved, at: center, in: mounter.root)
        #expect(button.isHighlighted, "back in")
        events.dispatch(.pointerUp, at: Point(x: 290, y: 190), in: mounter.root)
        events.dispatch(.pointerDown, at: center, in: mounter.root)
        events.dispatch(.pointerCancelled, at: center, in: mounter.root)
        #expect(count(root) == 0 && !button.isHighlighted)
    }

    @Test func aDisabledButtonNeitherHighlightsNorSends() {
        let (root, mounter, events) = setUp(TapCounter(enabled: false))
        let button = buttonNode(mounter)
        let center = Point(x: button.absoluteFrame.midX, y: button.absoluteFrame.midY)
        events.dispatch(.pointerDown, at: center, in: mounter.root)
        #expect(!button.isHighlighted)
        events.dispatch(.pointerUp, at: center, in: mounter.root)
        #expect(count(root) == 0)
    }

    @Test func eventsReachTheDeepestAcceptingNodeInItsOwnCoordinates() {
        let (root, mounter, events) = setUp(PadPage())
        events.dispatch(.pointerDown, at: Point(x: 105, y: 70), in: mounter.root)
        events.dispatch(.scroll(dx: 0, dy: 3), at: Point(x: 149, y: 99), in: mounter.root)
        events.dispatch(.pointerDown, at: Point(x: 99, y: 70), in: mounter.root)   // beside the pad: nothing
        let controller = root.liveControllers.first as! PadController
        #expect(controller.received.map(\.event) == [.pointerDown, .scroll(dx: 0, dy: 3)])
        #expect(controller.received.map(\.location) == [Point(x: 5, y: 10), Point(x: 49, y: 39)])
    }
}
