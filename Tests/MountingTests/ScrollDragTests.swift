import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
import ScrollPhysics
import TestFonts
@testable import Components
@testable import Mounting

/// A 100 × 90 scroll view whose content starts with a button (40 pt high, sends `Bump`)
/// over the stripes; the page counts the taps.
struct ScrollButtonPage: Component, Equatable {
    typealias State = Int
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column()) {
            ScrollView(.vertical, style: .fixed(width: 100, height: 90)) {
                Button("Tap", action: Bump()).height(40).testID("button")
                ScrollStripes()
            }
        }
    }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Bump else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// Drags and flings with a fake clock: times are given with each event and frame.
extension ScrollViewTests {
    private typealias Stripes = ScrollView<ScrollStripes>

    /// Presses at (50, `fromY`) at `start`, moves by `step` every 10 ms `count` times,
    /// and returns the time and place of the last move.
    private func drag(_ host: ComponentHost, fromY: Double, step: Double, count: Int, start: Double = 0)
        -> (time: Double, y: Double) {
        host.handle(.pointerDown, at: Point(x: 50, y: fromY), time: start)
        var y = fromY, time = start
        for _ in 0..<count {
            y += step; time += 0.010
            host.handle(.pointerMoved, at: Point(x: 50, y: y), time: time)
        }
        return (time, y)
    }

    @Test(arguments: [1.0, 2.0]) func aDragOfNPointsMovesTheContentNPoints(scale: Double) throws {
        let host = try host(ScrollPage(), scale: scale)
        let (time, y) = drag(host, fromY: 85, step: -5, count: 11)
        // 55 pt up: the content followed the finger from the press on.
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 55), allowsOverscroll: true))
        try expectShows(host, offset: 55)
        // Held still 50 ms, then lifted: no velocity, no fling, the offset stays.
        host.handle(.pointerUp, at: Point(x: 50, y: y), time: time + 0.050)
        #expect(!host.isMoving)
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 55)))
        try expectShows(host, offset: 55)
    }

    @Test func travelWithinTheSlopMovesNothing() throws {
        let host = try host(ScrollPage())
        _ = drag(host, fromY: 50, step: -2, count: 4)
        #expect(try host.state(of: Stripes.self).offset == .zero)
        // Sideways travel does not count for a vertical list.
        host.handle(.pointerMoved, at: Point(x: 90, y: 50), time: 0.1)
        #expect(try host.state(of: Stripes.self).offset == .zero)
        // The ninth point down the axis starts the drag.
        host.handle(.pointerMoved, at: Point(x: 90, y: 41), time: 0.2)
        #expect(try host.state(of: Stripes.self).offset == Point(x: 0, y: 9))
    }

    @Test func aDragPastTheEdgeFollowsThroughTheRubberBandAndSpringsBack() throws {
        let host = try host(ScrollPage())
        // 100 pt down from the top: shown 0.55·100·90 / (0.55·100 + 90) past the edge.
        let (time, y) = drag(host, fromY: 0, step: 10, count: 10)
        let stretch = RubberBand.shown(overscroll: -100, dimension: 90)
        #expect(abs(stretch - -34.137) < 0.001)
        #expect(try host.state(of: Stripes.self).offset == Point(x: 0, y: stretch))
        try expectShows(host, offset: stretch.snappedToPixels(scale: 1))
        // Lifted after resting: a spring back from there, the closed form at any frame time.
        let release = time + 0.050
        host.handle(.pointerUp, at: Point(x: 50, y: y), time: release)
        #expect(host.isMoving)
        let motion = ScrollMotion(offset: stretch, velocity: 0, range: ScrollRange(maximum: 210))
        for elapsed in [0.008, 0.1, 0.25, 0.4] {
            host.advanceAnimations(to: release + elapsed)
            #expect(try host.state(of: Stripes.self).offset == Point(x: 0, y: motion.position(at: release + elapsed - release)))
        }
        host.advanceAnimations(to: release + motion.duration + 0.001)
        #expect(try host.state(of: Stripes.self) == ScrollPosition())
        #expect(!host.isMoving)
        try expectShows(host, offset: 0)
    }

    @Test func aFlingFollowsTheClosedFormWhateverTheFrameTimes() throws {
        // Content released at 60 pt moving 500 pt/s: it glides into the end (210), bounces
        // past it and springs back onto it.
        let velocity: Double = {
            var tracker = VelocityTracker()
            // The moves (the release is not a sample), asked at the release; the times
            // summed as `drag` sums them, so the fit sees the same numbers.
            var time = 0.0
            for index in 0...11 {
                tracker.add(time: time, position: 85 - 5 * Double(index))
                if index < 11 { time += 0.010 }
            }
            return -tracker.velocity(at: time + 0.010)
        }()
        #expect(abs(velocity - 500) < 1e-6)
        let motion = ScrollMotion(offset: 60, velocity: velocity, range: ScrollRange(maximum: 210))
        #expect(motion.exit != nil)
        var shown: [[Double]] = []
        for frames in [[0.1, 0.2, 0.3, 0.5, 0.7], Array(stride(from: 0.007, to: 0.7, by: 1.0 / 144)) + [0.7], [0.033, 0.7]] {
            let host = try host(ScrollPage())
            var needsPaint = 0
            host.onNeedsPaint = { needsPaint += 1 }
            let (time, y) = drag(host, fromY: 85, step: -5, count: 11)
            host.handle(.pointerUp, at: Point(x: 50, y: y - 5), time: time + 0.010)
            let release = time + 0.010
            #expect(host.isMoving)
            var positions: [Double] = []
            for elapsed in frames {
                host.advanceAnimations(to: release + elapsed)
                let offset = try host.state(of: Stripes.self).offset.y
                #expect(offset == motion.position(at: release + elapsed - release), "at \(elapsed) s")
                if elapsed == 0.7 { positions.append(offset) }
            }
            shown.append(positions)
            // Past the edge at 0.7 s: shown as it is, not clamped.
            try expectShows(host, offset: motion.position(at: 0.7).snappedToPixels(scale: 1))
            // At rest on the edge, and then no more frames are asked for.
            host.advanceAnimations(to: release + motion.duration + 0.001)
            #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)))
            #expect(!host.isMoving)
            try expectShows(host, offset: 210)
            let asked = needsPaint
            host.paint()
            host.advanceAnimations(to: release + motion.duration + 1)
            #expect(needsPaint == asked && !host.needsPaint)
        }
        #expect(shown[0] == shown[1] && shown[1] == shown[2] && shown[0].count == 1)
    }

    @Test func aDragStartingOnAButtonCancelsItsPressAndATapStillTaps() throws {
        let host = try host(ScrollButtonPage())
        host.paint()
        let button = try host.frame(testID: "button")
        let middle = Point(x: button.midX, y: button.midY)
        // A press that moves 5 pt and lifts is a tap.
        host.handle(.pointerDown, at: middle, time: 0)
        host.handle(.pointerMoved, at: Point(x: middle.x, y: middle.y - 5), time: 0.05)
        host.handle(.pointerUp, at: Point(x: middle.x, y: middle.y - 5), time: 0.1)
        #expect(try host.state(of: ScrollButtonPage.self) == 1)
        #expect(try host.state(of: ScrollView<ComponentGroup>.self).offset == .zero)
        // One that moves 9 pt is a drag: the button stops highlighting and does not fire,
        // even though the release is over it.
        host.handle(.pointerDown, at: middle, time: 1)
        let pressed = host.image()
        host.paint()
        #expect(host.image() != pressed, "the press highlights the button")
        host.handle(.pointerMoved, at: Point(x: middle.x, y: middle.y - 9), time: 1.05)
        host.paint()
        host.handle(.pointerMoved, at: middle, time: 1.10)
        host.handle(.pointerUp, at: middle, time: 1.20)
        #expect(try host.state(of: ScrollButtonPage.self) == 1)
        #expect(try host.state(of: ScrollView<ComponentGroup>.self) == ScrollPosition())
        #expect(!host.isMoving)
        // The picture is the unpressed page's (the indicators the drag showed aside).
        host.hideScrollIndicators()
        host.paint()
        let fresh = try self.host(ScrollButtonPage())
        #expect(host.image().pixels == fresh.image().pixels)
    }

    @Test func aPressOnAFlingCatchesItAndDoesNotTap() throws {
        let host = try host(ScrollButtonPage())
        host.paint()
        let (time, y) = drag(host, fromY: 85, step: -5, count: 11)
        host.handle(.pointerUp, at: Point(x: 50, y: y - 5), time: time + 0.010)
        host.advanceAnimations(to: time + 0.1)
        let caught = try host.state(of: ScrollView<ComponentGroup>.self).offset
        #expect(caught.y > 60 && host.isMoving)
        // Pressed and lifted on the spot: the content stays where it was caught.
        host.handle(.pointerDown, at: Point(x: 50, y: 40), time: time + 0.12)
        #expect(!host.isMoving)
        host.handle(.pointerUp, at: Point(x: 50, y: 40), time: time + 0.2)
        let after = try host.state(of: ScrollView<ComponentGroup>.self)
        #expect(after == ScrollPosition(offset: caught), "caught at \(caught)")
        #expect(try host.state(of: ScrollButtonPage.self) == 0)
    }
}
