import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import ScrollPhysics
@testable import Components
@testable import Mounting

/// Eased steps with a fake clock: a notched wheel's clicks and the scroll keys move the
/// target, and the content eases there (`ScrollStepCurve`, 150 ms) frame by frame.
extension ScrollViewTests {
    private typealias Stripes = ScrollView<ScrollStripes>

    /// One click of a notched wheel turned toward the user (content moves up 40 pt).
    private var click: InputEvent { .scroll(dx: 0, dy: 40, granularity: .step) }

    private func offset(_ host: ComponentHost) throws -> Double { try host.state(of: Stripes.self).offset.y }

    /// A click at 0 s and a frame at 50 ms, a third of the step: returns the offset shown.
    private func clickAndFrame<Content: Component>(_ host: ComponentHost, _ type: ScrollView<Content>.Type,
                                                   at location: Point = Point(x: 50, y: 40)) throws -> Double {
        host.handle(click, at: location, time: 0)
        host.advanceAnimations(to: 0.05)
        return try host.state(of: type).offset.y
    }

    /// Whether `values` never go down.
    private func isRising(_ values: [Double]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 <= $1 } }

    /// The offsets shown at each of `times` (frames).
    private func frames(_ host: ComponentHost, at times: [Double], of type: ScrollView<ScrollStripes>.Type = Stripes.self,
                        testID: String? = nil) throws -> [Double] {
        try times.map { time in
            host.advanceAnimations(to: time)
            return try host.state(of: type, testID: testID).offset.y
        }
    }

    @Test(arguments: [1.0, 2.0]) func aWheelClickEasesToItsTargetAndStops(scale: Double) throws {
        let host = try host(ScrollPage(), scale: scale)
        var needsPaint = 0
        host.onNeedsPaint = { needsPaint += 1 }
        host.handle(click, at: Point(x: 50, y: 40), time: 0)
        // Nothing moved yet; frames are asked for.
        #expect(try offset(host) == 0 && host.isMoving && needsPaint > 0)
        let curve = ScrollStepCurve(from: 0, to: 40)
        let times = [0.008, 0.016, 0.033, 0.05, 0.1, 0.14]
        let shown = try frames(host, at: times)
        for (time, offset) in zip(times, shown) {
            #expect(offset == curve.position(at: time), "at \(time)")
        }
        #expect(shown.allSatisfy { $0 > 0 && $0 < 40 }, "between the start and the target: \(shown)")
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 < $1 }, "always on: \(shown)")
        // Shown at whole device pixels on the way.
        try expectShows(host, offset: shown.last!.snappedToPixels(scale: scale))
        // On the target exactly at 150 ms, and then nothing more moves or asks for frames.
        host.advanceAnimations(to: 0.15)
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 40)))
        #expect(!host.isMoving)
        try expectShows(host, offset: 40)
        let asked = needsPaint
        host.advanceAnimations(to: 2)
        #expect(needsPaint == asked && !host.needsPaint)
    }

    @Test func theFrameRateDoesNotChangeWhatIsShown() throws {
        // 144 Hz, 30 Hz and one late frame show the same offset at the same time.
        var shown: [Double] = []
        for times in [Array(stride(from: 1.007, to: 1.1, by: 1.0 / 144)), [1.033, 1.066], [1.1]] {
            let host = try host(ScrollPage())
            host.handle(click, at: Point(x: 50, y: 40), time: 1)
            _ = try frames(host, at: times + [1.1])
            shown.append(try offset(host))
        }
        #expect(shown == [Double](repeating: ScrollStepCurve(from: 0, to: 40).position(at: 1.1 - 1), count: 3))
    }

    @Test func aTouchpadsPreciseDeltasAreShownAtOnce() throws {
        let host = try host(ScrollPage())
        host.handle(.scroll(dx: 0, dy: 12.5, granularity: .precise), at: Point(x: 50, y: 40), time: 1)
        #expect(try offset(host) == 12.5 && !host.isMoving)
        host.handle(.scroll(dx: 0, dy: 2.5), at: Point(x: 50, y: 40), time: 1.01)
        #expect(try offset(host) == 15 && !host.isMoving)
    }

    @Test func clicksInQuickSuccessionAddUpToTheEnd() throws {
        let host = try host(ScrollPage())
        let before = try clickAndFrame(host, Stripes.self)
        // The second click moves the target from 40 to 80, not from where the content is.
        host.handle(click, at: Point(x: 50, y: 40), time: 0.05)
        let times = Array(stride(from: 0.06, through: 0.3, by: 0.01))
        let shown = try frames(host, at: times)
        #expect(isRising([before] + shown) && shown.allSatisfy { $0 <= 80 }, "\(shown)")
        // No jump at the click, and faster than the first step alone would go.
        #expect(shown[0] - before < 10 && shown[0] > ScrollStepCurve(from: 0, to: 40).position(at: 0.06))
        #expect(shown.last == 80 && !host.isMoving)
        // Six clicks in 100 ms from 80: the target stops at the end (210), and so does the content.
        for index in 0..<6 { host.handle(click, at: Point(x: 50, y: 40), time: 1 + 0.02 * Double(index)) }
        let toEnd = try frames(host, at: Array(stride(from: 1.01, through: 1.4, by: 0.01)))
        #expect(toEnd.allSatisfy { $0 <= 210 } && isRising(toEnd))
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)) && !host.isMoving)
        try expectShows(host, offset: 210)
    }

    @Test func aClickReadAfterAFrameItPrecedesGoesOnFromThatFrame() throws {
        // The loop reads input after presenting: a click stamped 40 ms arrives after the
        // frame at 50 ms. The content goes on from where that frame showed it.
        let host = try host(ScrollPage())
        let shown = try clickAndFrame(host, Stripes.self)
        host.handle(click, at: Point(x: 50, y: 40), time: 0.04)
        host.advanceAnimations(to: 0.05)
        #expect(try offset(host) == shown)
        host.advanceAnimations(to: 0.5)
        #expect(try offset(host) == 80)
    }

    @Test func aPressStopsAStepWhereItIsShownAndStillTaps() throws {
        let host = try host(ScrollButtonPage())
        let caught = Point(x: 0, y: try clickAndFrame(host, ScrollView<ComponentGroup>.self, at: Point(x: 50, y: 60)))
        #expect(caught.y > 10 && caught.y < 30)
        // The button's top part is still in view: press it there.
        let button = try host.frame(testID: "button")
        #expect(button.maxY > 5)
        host.handle(.pointerDown, at: Point(x: 50, y: button.maxY - 5), time: 0.06)
        #expect(!host.isMoving)
        host.advanceAnimations(to: 0.5)
        #expect(try host.state(of: ScrollView<ComponentGroup>.self).offset == caught, "stays where it was caught")
        host.handle(.pointerUp, at: Point(x: 50, y: button.maxY - 5), time: 0.55)
        #expect(try host.state(of: ScrollButtonPage.self) == 1, "the press tapped the button")
        // A press that drags moves the content on from there.
        host.handle(click, at: Point(x: 50, y: 60), time: 1)
        host.advanceAnimations(to: 1.05)
        let dragged = try host.state(of: ScrollView<ComponentGroup>.self).offset.y
        host.handle(.pointerDown, at: Point(x: 50, y: 80), time: 1.06)
        host.handle(.pointerMoved, at: Point(x: 50, y: 60), time: 1.07)
        #expect(!host.isMoving)
        #expect(try host.state(of: ScrollView<ComponentGroup>.self).offset.y == dragged + 20)
    }

    @Test func stepsHandOffAtAnInnerEdgeAndEaseEveryViewportTheyMove() throws {
        let host = try ComponentHost(NestedScrollPage(), size: Size(width: 100, height: 100))
        host.paint()
        let inner = { try host.state(of: ScrollView<ScrollStripes>.self, testID: "inner").offset.y }
        let outer = { try host.state(of: ScrollView<ComponentGroup>.self, testID: "outer").offset.y }
        host.handle(.scroll(dx: 0, dy: 200), at: Point(x: 50, y: 40), time: 0)
        #expect(try inner() == 200 && outer() == 0)
        // 10 pt to the inner end, the other 30 to the page: both ease.
        host.handle(click, at: Point(x: 50, y: 40), time: 1)
        host.advanceAnimations(to: 1.05)
        #expect(try inner() > 200 && inner() < 210 && outer() > 0 && outer() < 30)
        host.advanceAnimations(to: 1.2)
        #expect(try inner() == 210 && outer() == 30 && !host.isMoving)
        // At its end, the inner list passes the whole click on, even mid-step.
        host.handle(click, at: Point(x: 50, y: 40), time: 2)
        host.advanceAnimations(to: 2.05)
        host.handle(click, at: Point(x: 50, y: 40), time: 2.05)
        host.advanceAnimations(to: 2.5)
        #expect(try inner() == 210 && outer() == 110)
    }

    @Test func keysEaseFromWhereTheViewportIsHeading() throws {
        let host = try host(ScrollPage())
        host.handle(.pointerDown, at: Point(x: 50, y: 40), time: 0)
        host.handle(.pointerUp, at: Point(x: 50, y: 40), time: 0.05)
        #expect(host.handle(KeyEvent(key: .down), time: 1))
        let down = try frames(host, at: [1.02, 1.05])
        #expect(down[0] > 0 && down[0] < down[1] && down[1] < 40)
        // End mid-step: to the end from the target, eased on without a jump.
        #expect(host.handle(KeyEvent(key: .end), time: 1.05))
        let end = try frames(host, at: Array(stride(from: 1.06, through: 1.3, by: 0.01)))
        #expect(end[0] > down[1] && end[0] - down[1] < 40 && isRising(end))
        #expect(end.last == 210 && !host.isMoving)
        // Home eases back all the way; a page up then is already at the start.
        #expect(host.handle(KeyEvent(key: .home), time: 2))
        let home = try frames(host, at: [2.05, 2.1, 2.2])
        #expect(home[0] < 210 && home[0] > home[1] && home == [home[0], home[1], 0])
        #expect(!host.handle(KeyEvent(key: .pageUp), time: 2.2))
        // A held arrow (25 repeats a second) adds a line each time.
        for index in 0..<3 { host.handle(KeyEvent(key: .down, isRepeat: index > 0), time: 3 + 0.04 * Double(index)) }
        let held = try frames(host, at: Array(stride(from: 3.01, through: 3.4, by: 0.01)))
        #expect(isRising(held) && held.last == 120)
        try expectShows(host, offset: 120)
    }

    @Test func aTouchpadTakesOverFromAStepWhereItIsShown() throws {
        let host = try host(ScrollPage())
        let shown = try clickAndFrame(host, Stripes.self)
        host.handle(.scroll(dx: 0, dy: 10), at: Point(x: 50, y: 40), time: 0.06)
        #expect(try offset(host) == shown + 10 && !host.isMoving)
        host.advanceAnimations(to: 0.5)
        #expect(try offset(host) == shown + 10)
    }

    @Test func motionsYieldToAScrollToFromTheContent() throws {
        let host = try host(ScrollPage())
        let stripes = try host.root.instance(of: ScrollStripes.self)
        // An eased step…
        _ = try clickAndFrame(host, Stripes.self)
        host.root.send(ScrollTo(offset: Point(x: 0, y: 100)), from: stripes)
        host.advanceAnimations(to: 0.1)
        #expect(try offset(host) == 100 && !host.isMoving, "the step gave way")
        // …and a fling: neither undoes the content's own move on its next frame.
        host.handle(.pointerDown, at: Point(x: 50, y: 85), time: 1)
        for index in 1...11 { host.handle(.pointerMoved, at: Point(x: 50, y: 85 - 5 * Double(index)), time: 1 + 0.01 * Double(index)) }
        host.handle(.pointerUp, at: Point(x: 50, y: 25), time: 1.12)
        host.advanceAnimations(to: 1.15)
        #expect(host.isMoving)
        host.root.send(ScrollTo(offset: Point(x: 0, y: 20)), from: stripes)
        host.advanceAnimations(to: 1.2)
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 20)) && !host.isMoving)
    }
}
