import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// A button under a translucent scrim that covers the whole page (a modal's backdrop);
/// the page's controller records what reaches it.
struct ScrimPage: Component, Equatable {
    var scrim: HitTesting = .standard
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<ScrimPage>.Type? { ActionRecorder<ScrimPage>.self }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: 300, height: 200)) {
            Button("Beneath", action: Bump()).position(top: 20, left: 20).testID("beneath")
            Box(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
                .position(top: 0, right: 0, bottom: 0, left: 0)
                .hitTesting(scrim)
                .testID("scrim")
        }
    }
}

@MainActor
@Suite struct CoveringHitTests {
    func host(_ component: some Component, size: Size = Size(width: 300, height: 200)) throws -> ComponentHost {
        try ComponentHost(component, size: size, scale: 1, diagnostics: DiagnosticHandler { Issue.record("\($0)") })
    }

    func recorder<C: Component>(_ host: ComponentHost, _ type: C.Type) throws -> ActionRecorder<C> {
        try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<C> }.first)
    }

    func node(_ host: ComponentHost, testID: String) throws -> Node {
        var pending = [try #require(host.mounter.root)]
        while let node = pending.popLast() {
            if node.element?.testID == testID { return node }
            pending.append(contentsOf: node.children)
        }
        throw TestQueryError.testIDNotFound(testID, known: [])
    }

    func middle(_ host: ComponentHost, _ testID: String) throws -> Point {
        let frame = try host.frame(testID: testID)
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test func aTapOnAScrimOverAButtonDoesNotPressTheButton() throws {
        let host = try host(ScrimPage())
        host.paint()
        let before = host.image()
        let button = try node(host, testID: "beneath")
        let point = try middle(host, "beneath")
        host.handle(.pointerDown, at: point)
        #expect(!button.isHighlighted, "the scrim took the press")
        #expect(host.paint().isEmpty, "nothing highlights: no pixel changes")
        #expect(Bool(host.image().pixels == before.pixels))
        host.handle(.pointerUp, at: point)
        #expect(try recorder(host, ScrimPage.self).bumps == 0)
        #expect(throws: TestQueryError.self, "tap(testID:) sees the scrim in the way") {
            try host.tap(testID: "beneath")
        }
        #expect(try recorder(host, ScrimPage.self).bumps == 0)
    }

    @Test func theScrimsOwnerHearsTheTapWhereItLanded() throws {
        let host = try host(ScrimPage())
        let point = try middle(host, "beneath")
        host.handle(.pointerDown, at: point)
        host.handle(.pointerUp, at: point)
        let recorder = try recorder(host, ScrimPage.self)
        #expect(recorder.taps == [Tap(location: point)], "in the scrim's coordinates, which start at the page's origin")
        // A press that leaves the scrim's box before its release is no tap.
        host.handle(.pointerDown, at: point)
        host.handle(.pointerUp, at: Point(x: 400, y: 50))
        #expect(recorder.taps.count == 1)
    }

    @Test func aPassThroughScrimLetsTapsReachTheButton() throws {
        let host = try host(ScrimPage(scrim: .passThrough))
        let button = try node(host, testID: "beneath")
        let point = try middle(host, "beneath")
        host.handle(.pointerDown, at: point)
        #expect(button.isHighlighted)
        host.handle(.pointerUp, at: point)
        let recorder = try recorder(host, ScrimPage.self)
        #expect(recorder.bumps == 1 && recorder.taps.isEmpty)
        try host.tap(testID: "beneath")
        #expect(recorder.bumps == 2)
        // Beside the button, nothing is hit but the page's own column, whose chain is the page's.
        host.handle(.pointerDown, at: Point(x: 250, y: 150))
        host.handle(.pointerUp, at: Point(x: 250, y: 150))
        #expect(recorder.taps == [Tap(location: Point(x: 250, y: 150))])
    }

    @Test func aChildrenOnlyLayerPassesTapsExceptOnItsChildren() throws {
        struct ToastLayer: Component, Equatable {
            var scope: ComponentScope? { .byType }
            static var controllerType: ComponentController<ToastLayer>.Type? { ActionRecorder<ToastLayer>.self }
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 300, height: 200)) {
                    Button("Beneath", action: Bump()).position(top: 20, left: 20).testID("beneath")
                    Flexbox(style: .column(align: .flexEnd, justify: .flexEnd)) {
                        Button("Undo", action: Undo()).testID("undo")
                    }
                    .position(top: 0, right: 0, bottom: 0, left: 0)
                    .hitTesting(.childrenOnly)
                }
            }
        }
        struct Undo: Action {}
        let host = try host(ToastLayer())
        try host.tap(testID: "beneath")
        try host.tap(testID: "undo")
        let recorder = try recorder(host, ToastLayer.self)
        #expect(recorder.bumps == 1)
        #expect(recorder.received.count { $0 is Undo } == 1)
        #expect(recorder.taps.isEmpty)
    }

    @Test func pressingSomethingThatIsNotAControlHighlightsNothingAndKeepsFocus() throws {
        let host = try host(ScrimPage(scrim: .passThrough))
        try host.tap(testID: "beneath")
        host.paint()
        host.handle(.pointerDown, at: Point(x: 250, y: 150))
        #expect(host.paint().isEmpty, "nothing highlights")
        host.handle(.pointerUp, at: Point(x: 250, y: 150))
        // Enter activates the focused button: the tap on the page did not take its focus.
        #expect(host.handle(KeyEvent(key: .enter)))
        let recorder = try recorder(host, ScrimPage.self)
        #expect(recorder.bumps == 2 && recorder.taps.count == 1)
    }

    @Test func aDrawingThatTakesNoEventsIsHitButLetsItsScrollViewScroll() throws {
        struct Swatch: CustomDrawing {
            static let nodeKind = "swatch"
            func draw(in painter: Painter, rect: Rect, scale: Double) { painter.fill(rect, with: .color(.black)) }
        }
        struct Swatches: Component, Equatable {
            var scope: ComponentScope? { .byType }
            static var controllerType: ComponentController<Swatches>.Type? { ActionRecorder<Swatches>.self }
            func body(_ context: BuildContext<Self>) -> some Component {
                ScrollView(.vertical, style: .fixed(width: 100, height: 100)) {
                    Flexbox(style: .column()) {
                        for index in 0..<5 { Custom(Swatch(), style: .fixed(width: 100, height: 60)).testID("swatch-\(index)") }
                    }
                }
            }
        }
        let host = try host(Swatches(), size: Size(width: 100, height: 100))
        host.handle(.scroll(dx: 0, dy: 20), at: Point(x: 50, y: 50))
        #expect(try host.frame(testID: "swatch-0").minY == -20, "the wheel")
        host.handle(.pointerDown, at: Point(x: 50, y: 80), time: 0)
        for step in 1...5 { host.handle(.pointerMoved, at: Point(x: 50, y: 80 - Double(step) * 6), time: 0.01 * Double(step)) }
        #expect(try host.frame(testID: "swatch-0").minY < -20, "a drag")
        host.handle(.pointerCancelled, at: Point(x: 50, y: 50), time: 0.1)
        try host.tap(testID: "swatch-1")
        #expect(try recorder(host, Swatches.self).taps.count == 1, "a tap on it is a Tap from it")
    }

    @Test func aPassThroughContentIsNotHiddenByItsOverlaysWrapper() throws {
        struct Shine: Component, Equatable {
            var scope: ComponentScope? { .byType }
            static var controllerType: ComponentController<Shine>.Type? { ActionRecorder<Shine>.self }
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 300, height: 200)) {
                    Button("Beneath", action: Bump()).position(top: 20, left: 20).testID("beneath")
                    // A shine over the page with a badge at its top left: only the badge is hit.
                    Box(color: Color(red: 1, green: 1, blue: 1, alpha: 0.2))
                        .hitTesting(.passThrough)
                        .overlay(Flexbox(style: .row(align: .flexStart)) {
                            Box(color: .black, style: .fixed(width: 10, height: 10)).testID("badge")
                        }.hitTesting(.childrenOnly))
                        .position(top: 0, right: 0, bottom: 0, left: 0)
                }
            }
        }
        let host = try host(Shine())
        try host.tap(testID: "beneath")
        let recorder = try recorder(host, Shine.self)
        #expect(recorder.bumps == 1 && recorder.taps.isEmpty)
        try host.tap(testID: "badge")
        #expect(recorder.taps == [Tap(location: Point(x: 5, y: 5))])
    }
}
