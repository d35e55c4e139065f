import Testing
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// The arena's rules (`GestureArena`), one test each, on `GesturePage`: times are given
/// with every event (no sleeping).
@MainActor
@Suite struct GestureDisambiguationTests {
    let host: ComponentHost
    init() throws {
        host = try ComponentHost(GesturePage(), size: Size(width: 400, height: 600),
                                 diagnostics: DiagnosticHandler { Issue.record("\($0)") })
    }

    var recorder: ActionRecorder<GesturePage> {
        get throws { try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<GesturePage> }.first) }
    }

    func middle(_ testID: String) throws -> Point {
        let frame = try host.frame(testID: testID)
        return Point(x: frame.midX, y: frame.midY)
    }

    /// The page's scroll view's offset, as its node shows it.
    var scrollOffset: Point {
        get throws { try #require(host.mounter.root?.scrollViewports.first?.scroll).offset }
    }

    /// Presses at `start` at time `t`, moves by `step` `count` times 10 ms apart, and
    /// returns the last point and time.
    @discardableResult
    func drag(from start: Point, by step: Point, count: Int, at t: Double = 0, pointer: PointerID = .primary)
        -> (Point, Double) {
        host.handle(.pointerDown, pointer: pointer, at: start, time: t)
        var point = start, time = t
        for _ in 0..<count {
            point = Point(x: point.x + step.x, y: point.y + step.y)
            time += 0.010
            host.handle(.pointerMoved, pointer: pointer, at: point, time: time)
        }
        return (point, time)
    }

    @Test func aTapInsideAPanWithinTheSlopTapsTheButton() throws {
        let button = try middle("card-button")
        let (end, time) = drag(from: button, by: Point(x: 1, y: 1), count: 5)  // 7.1 pt: within the 8 pt slop
        host.handle(.pointerUp, at: end, time: time + 0.01)
        #expect(try recorder.bumps == 1)
        #expect(try recorder.pans.isEmpty)
        #expect(try scrollOffset == .zero)
    }

    @Test func travelPastTheSlopAcrossTheListPansTheCardAndCancelsItsButton() throws {
        let button = try middle("card-button")
        host.handle(.pointerDown, at: button, time: 0)
        #expect(try host.node(testID: "card-button").isHighlighted)
        let (end, time) = drag(from: button, by: Point(x: 5, y: 1), count: 6, at: 0.001)
        #expect(try !host.node(testID: "card-button").isHighlighted)
        host.handle(.pointerUp, at: end, time: time + 0.005)
        let pans = try recorder.pans
        #expect(pans.first?.phase == .began && pans.first?.name == "card")
        #expect(pans.last?.phase == .ended)
        #expect(pans.last?.translation == Point(x: 30, y: 6))
        #expect(try recorder.bumps == 0)
        #expect(try scrollOffset == .zero)
    }

    @Test func travelAlongTheListsAxisScrollsItNotThePanInside() throws {
        let (end, time) = drag(from: try middle("card"), by: Point(x: 0, y: -5), count: 8)
        host.handle(.pointerUp, at: end, time: time + 0.05)
        #expect(try recorder.pans.isEmpty)
        #expect(try scrollOffset.y == 40)
    }

    @Test func aPanThatClaimsAtThePressTakesTravelAlongTheListsAxisToo() throws {
        let (end, time) = drag(from: try middle("thumb"), by: Point(x: 0, y: -5), count: 8)
        host.handle(.pointerUp, at: end, time: time + 0.05)
        let pans = try recorder.pans
        #expect(pans.first?.phase == .began && pans.first?.name == "thumb")
        #expect(pans.first?.translation == .zero)
        #expect(pans.last?.translation == Point(x: 0, y: -40))
        #expect(try scrollOffset == .zero)
    }

    @Test func aSidewaysRowPanTakesSidewaysTravelAndTheListTakesTheRest() throws {
        let row = try middle("row")
        var (end, time) = drag(from: row, by: Point(x: -6, y: 0), count: 5)
        host.handle(.pointerUp, at: end, time: time + 0.05)
        #expect(try Set(recorder.pans.compactMap(\.name)) == ["row"])
        #expect(try recorder.pans.last?.phase == .ended)
        #expect(try recorder.pans.allSatisfy { $0.translation.y == 0 })
        let before = try recorder.pans.count
        (end, time) = drag(from: row, by: Point(x: -2, y: -6), count: 5, at: 1)  // leans sideways, mostly down
        host.handle(.pointerUp, at: end, time: time + 0.05)
        #expect(try recorder.pans.count == before)
        #expect(try scrollOffset.y == 30)
    }

    @Test func nestedPansResolveInnermostFirst() throws {
        let (end, time) = drag(from: try middle("inner"), by: Point(x: 6, y: 0), count: 4)
        host.handle(.pointerUp, at: end, time: time)
        #expect(try Set(recorder.pans.map(\.name)) == ["inner"])
    }

    @Test func aLongPressFiresAtItsTimeAndCancelsTheButtonBeneath() throws {
        let button = try middle("menu-button")
        host.handle(.pointerDown, at: button, time: 10)
        #expect(try host.node(testID: "menu-button").isHighlighted)
        // The wait is a time for the frame clock, not a moving animation.
        #expect(host.isAnimating)
        #expect(host.nextAnimationTime(after: 10.1) == 10.5)
        host.advanceAnimations(to: 10.499)
        #expect(try recorder.count(ShowMenu.self) == 0)
        host.advanceAnimations(to: 10.5)
        #expect(try recorder.count(ShowMenu.self) == 1)
        #expect(try !host.node(testID: "menu-button").isHighlighted)
        host.handle(.pointerUp, at: button, time: 11)
        #expect(try recorder.bumps == 0)
        #expect(!host.isAnimating)
        #expect(host.nextAnimationTime(after: 11) == nil)
    }

    @Test func aPressReleasedBeforeItsTimeIsATapNotALongPress() throws {
        let button = try middle("menu-button")
        host.handle(.pointerDown, at: button, time: 0)
        host.handle(.pointerUp, at: button, time: 0.3)
        host.advanceAnimations(to: 2)
        #expect(try recorder.bumps == 1)
        #expect(try recorder.count(ShowMenu.self) == 0)
    }

    @Test func movingPastTheSlopEndsALongPress() throws {
        let menu = try middle("menu")
        host.handle(.pointerDown, at: menu, time: 0)
        host.handle(.pointerMoved, at: Point(x: menu.x + 9, y: menu.y), time: 0.1)
        host.advanceAnimations(to: 1)
        host.handle(.pointerUp, at: Point(x: menu.x + 9, y: menu.y), time: 1.1)
        #expect(try recorder.count(ShowMenu.self) == 0)
    }

    @Test func aDoubleTapFiresOnceAndTheSingleTapWaitsItOut() throws {
        let photo = try middle("photo")
        host.handle(.pointerDown, at: photo, time: 0)
        host.handle(.pointerUp, at: photo, time: 0.05)
        host.handle(.pointerDown, at: Point(x: photo.x + 10, y: photo.y), time: 0.2)
        host.handle(.pointerUp, at: Point(x: photo.x + 10, y: photo.y), time: 0.25)
        host.advanceAnimations(to: 1)
        #expect(try recorder.count(Zoom.self) == 1)
        #expect(try recorder.count(Select.self) == 0)
        // One tap: the single tap fires once the double tap's window closes, not before.
        host.handle(.pointerDown, at: photo, time: 2)
        host.handle(.pointerUp, at: photo, time: 2.05)
        #expect(try recorder.count(Select.self) == 0)
        #expect(abs(try #require(host.nextAnimationTime(after: 2.05)) - 2.35) < 1e-9)
        host.advanceAnimations(to: 2.35)
        #expect(try recorder.count(Select.self) == 1)
        #expect(try recorder.count(Zoom.self) == 1)
    }

    @Test func aSecondPressFarAwayEndsTheWaitAndStartsItsOwnSequence() throws {
        let photo = try middle("photo")
        host.handle(.pointerDown, at: photo, time: 0)
        host.handle(.pointerUp, at: photo, time: 0.05)
        let button = try middle("card-button")
        host.handle(.pointerDown, at: button, time: 0.1)
        // The photo's single tap was decided by the far press; the press is the button's.
        #expect(try recorder.count(Select.self) == 1)
        host.handle(.pointerUp, at: button, time: 0.15)
        #expect(try recorder.bumps == 1)
        #expect(try recorder.count(Zoom.self) == 0)
    }

    @Test func twoFingersSpreadingPinchInsteadOfScrolling() throws {
        let photo = try middle("photo")
        let a = Point(x: photo.x - 20, y: photo.y), b = Point(x: photo.x + 20, y: photo.y)
        host.handle(.pointerDown, at: a, time: 0)
        host.handle(.pointerDown, pointer: PointerID(1), at: b, time: 0.01)
        for step in 1...5 {
            let t = 0.01 + Double(step) * 0.01
            host.handle(.pointerMoved, at: Point(x: a.x - Double(step) * 4, y: a.y - Double(step) * 2), time: t)
            host.handle(.pointerMoved, pointer: PointerID(1), at: Point(x: b.x + Double(step) * 4, y: b.y), time: t)
        }
        host.handle(.pointerUp, pointer: PointerID(1), at: Point(x: b.x + 20, y: b.y), time: 0.1)
        host.handle(.pointerUp, at: Point(x: a.x - 20, y: a.y - 10), time: 0.11)
        let pinches = try recorder.pinches
        #expect(pinches.first?.phase == .began)
        #expect(pinches.last?.phase == .ended)
        let last = try #require(pinches.last)
        // 40 pt apart at the start; 80 across and 10 down at the end.
        #expect(abs(last.scale - (80 * 80 + 10 * 10).squareRoot() / 40) < 1e-9)
        #expect(try scrollOffset == .zero)
        #expect(try recorder.count(Select.self) == 0)
    }

    @Test func aFastFlingSwipesAndASlowOneDoesNot() throws {
        struct SwipePage: Component, Equatable {
            var scope: ComponentScope? { .byType }
            static var controllerType: ComponentController<SwipePage>.Type? { ActionRecorder<SwipePage>.self }
            func body(_ context: BuildContext<Self>) -> some Component {
                Box(color: Color(hex: 0x3366CC), style: .fixed(width: 300, height: 100)).onSwipe(.left, .right)
            }
        }
        let host = try ComponentHost(SwipePage(), size: Size(width: 300, height: 100))
        host.handle(.pointerDown, at: Point(x: 250, y: 50), time: 0)
        for step in 1...6 { host.handle(.pointerMoved, at: Point(x: 250 - Double(step) * 20, y: 50), time: Double(step) * 0.01) }
        host.handle(.pointerUp, at: Point(x: 130, y: 50), time: 0.065)
        host.handle(.pointerDown, at: Point(x: 50, y: 50), time: 1)
        for step in 1...6 { host.handle(.pointerMoved, at: Point(x: 50 + Double(step) * 2, y: 50), time: 1 + Double(step) * 0.01) }
        host.handle(.pointerUp, at: Point(x: 62, y: 50), time: 1.065)
        let recorder = try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<SwipePage> }.first)
        let swipes = recorder.received.compactMap { $0 as? Swipe }
        #expect(swipes.map(\.direction) == [.left])
        #expect(abs(try #require(swipes.first).speed - 2000) < 1)
    }

    @Test func ctrlAndTheWheelZoomThePinchUnderThePointer() throws {
        let photo = try host.frame(testID: "photo")
        #expect(host.zoom(by: 1.21, at: Point(x: photo.minX + 30, y: photo.minY + 40)))
        #expect(try recorder.pinches == [
            Pinch(name: "photo", phase: .began, scale: 1, rotation: 0, centroid: Point(x: 30, y: 40)),
            Pinch(name: "photo", phase: .ended, scale: 1.21, rotation: 0, centroid: Point(x: 30, y: 40))])
        // Nothing zooms over the row: the caller scrolls instead.
        #expect(!host.zoom(by: 1.1, at: try middle("row")))
    }

    @Test func impossibleParametersAreErrorsNamingThem() {
        #expect(throws: GestureParameterError(gesture: "LongPressGesture", parameter: "minimumDuration", value: -1,
                                              requirement: "a finite number above 0")) {
            try LongPressGesture(minimumDuration: -1, send: ShowMenu())
        }
        #expect(throws: GestureParameterError(gesture: "PanGesture", parameter: "minimumDistance", value: 0,
                                              requirement: "a finite number above 0")) {
            try PanGesture(minimumDistance: 0)
        }
        #expect(throws: GestureParameterError.self) { try TapGesture(count: 0, send: Zoom()) }
        #expect(throws: GestureParameterError.self) { try SwipeGesture(directions: []) }
        let error = GestureParameterError(gesture: "PanGesture", parameter: "minimumDistance", value: 0,
                                          requirement: "a finite number above 0")
        #expect(error.description == "PanGesture: minimumDistance 0.0 is not allowed; it must be a finite number above 0")
    }

    @Test func aCancelledSequenceEndsTheWinnersGestureAndNothingFires() throws {
        let (end, _) = drag(from: try middle("card"), by: Point(x: 5, y: 0), count: 4)
        host.handle(.pointerCancelled, at: end, time: 0.1)
        #expect(try recorder.pans.first?.phase == .began)
        #expect(try recorder.pans.last?.phase == .cancelled)
        #expect(try recorder.bumps == 0)
    }
}

extension ComponentHost {
    /// The mounted node showing the element with `testID`.
    func node(testID: String) throws -> Node {
        var pending = [try #require(mounter.root)]
        while let node = pending.popLast() {
            if node.element?.testID == testID { return node }
            pending.append(contentsOf: node.children)
        }
        throw TestQueryError.testIDNotFound(testID, known: [])
    }
}
