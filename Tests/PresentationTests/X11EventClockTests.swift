import CSDL2
import CSDL2.SysWM
import Components
import GalleryPages
import Geometry
@testable import Presentation
import Testing

/// Pointer times from the X server (`X11EventClock`, `X11ServerClock`): SDL 2 stamps
/// events when it reads them, so a drag read in one go after a long frame has one time
/// and no velocity. Events are pushed as SDL 2.26's X11 backend pushes them
/// (`X11QueueSimulation`), then translated as the event loop does. No display needed.
@Suite struct X11EventClockTests {
    /// The window's size (1 point per window unit), and where drags start in it: low in
    /// the Layout page's area, as `GalleryWindowScrollTests` drags.
    static let size = Size(width: 640, height: 480)
    static let start = (x: Int32(320), y: Int32(420))

    func translator(_ simulation: X11QueueSimulation, serverTimes: Bool = true) -> SDLEventTranslator {
        var translator = SDLEventTranslator(windowID: 7, windowWidth: Self.size.width, windowHeight: Self.size.height)
        // Later than every stamp: a stamp is its own time.
        translator.clock = { 10_000_000 }
        translator.serverClock = serverTimes ? simulation.clock : nil
        return translator
    }

    /// A drag as `XWindowTool.drag` makes it: the pointer enters the window (a core
    /// `EnterNotify`) and rests (an XInput 2 `XI_Motion`, no button held); a press at
    /// 5,000 ms, 16 moves of 15 pt up 15 ms apart (1,000 pt/s), the release with the last
    /// one, all core events (the press grabs the pointer for its client); everything is
    /// read in one go at `readAt`, after a long frame.
    func drag(in simulation: X11QueueSimulation, readAt: UInt64) -> [SDL_Event] {
        simulation.now = readAt
        let (x, y) = Self.start
        simulation.core(EnterNotify, made: 4_900, then: SyntheticEvents.mouseMotion(x: x, y: y + 1, windowID: 7, leftButtonHeld: false))
        simulation.xInput(XI_Motion, made: 4_950, after: [SyntheticEvents.mouseMotion(x: x, y: y, windowID: 7, leftButtonHeld: false)])
        simulation.core(ButtonPress, made: 5_000, then: SyntheticEvents.mouseButton(down: true, x: x, y: y, windowID: 7))
        for step in 1...16 {
            simulation.core(MotionNotify, made: 5_000 + UInt64(step) * 15,
                            then: SyntheticEvents.mouseMotion(x: x, y: y - Int32(step) * 15, windowID: 7))
        }
        simulation.core(ButtonRelease, made: 5_240, then: SyntheticEvents.mouseButton(down: false, x: x, y: y - 240, windowID: 7))
        return simulation.takeAll()
    }

    /// The same drag's pointer events with the times it was made at, after the mouse's
    /// two moves before the press (hovers).
    var dragAsMade: [WindowEvent] {
        let (x, y) = (Double(Self.start.x), Double(Self.start.y))
        return [.hover(at: Point(x: x, y: y + 1), time: 4.9), .hover(at: Point(x: x, y: y), time: 4.95),
                .pointer(.pointerDown, at: Point(x: x, y: y), time: 5)]
            + (1...16).map { step in
                .pointer(.pointerMoved, at: Point(x: x, y: y - Double(step * 15)), time: Double(5_000 + step * 15) / 1000)
            }
            + [.pointer(.pointerUp, at: Point(x: x, y: y - 240), time: 5.24)]
    }

    @Test func aDragReadInOneGoAfterALongFrameHasTheTimesItWasMadeAt() {
        let simulation = X11QueueSimulation()
        var translator = translator(simulation)
        let events = drag(in: simulation, readAt: 5_300).compactMap { translator.translate($0) }
        #expect(events == dragAsMade)

        // SDL's stamps alone: every event at 5.3 s, the moment it was read.
        var stamps = self.translator(simulation, serverTimes: false)
        let stamped = drag(in: simulation, readAt: 5_300).compactMap { stamps.translate($0) }
        #expect(stamped.count == dragAsMade.count)
        #expect(stamped.allSatisfy {
            switch $0 {
            case .pointer(_, _, let time, _, _), .hover(_, let time): time == 5.3
            default: false
            }
        })
    }

    /// What a user sees: the drag read after a 300 ms frame flings the Layout page as far
    /// as the same drag read as it was made; with SDL's stamps the velocity tracker sees
    /// one time, and the page stops where the drag left it.
    @MainActor
    @Test func soTheDragFlingsThePageAsFarAsOneReadAsItWasMade() throws {
        let simulation = X11QueueSimulation()
        var fromServer = translator(simulation)
        let withServerTimes = try restingOffset(after: drag(in: simulation, readAt: 5_300).compactMap { fromServer.translate($0) })
        let asMade = try restingOffset(after: dragAsMade)
        var stamps = translator(simulation, serverTimes: false)
        let withStamps = try restingOffset(after: drag(in: simulation, readAt: 5_300).compactMap { stamps.translate($0) })
        #expect(asMade > 280, "the drag as made rests at \(asMade): no fling")
        #expect(withServerTimes == asMade)
        #expect(withStamps == 240)
    }

    /// Touch screens come through XInput 2: SDL pushes the finger event (and the mouse
    /// events it makes up from touches) before the X event's system event.
    @Test func touchesTakeTheTimesOfTheirXInput2Events() {
        let simulation = X11QueueSimulation()
        var translator = translator(simulation)
        simulation.now = 8_200
        let touchMouse = UInt32.max
        simulation.xInput(XI_TouchBegin, made: 8_000, after: [
            SyntheticEvents.mouseButton(down: true, x: 320, y: 240, windowID: 7, mouseID: touchMouse),
            SyntheticEvents.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, windowID: 7),
        ])
        simulation.xInput(XI_TouchUpdate, made: 8_016, after: [SyntheticEvents.finger(SDL_FINGERMOTION, x: 0.5, y: 0.25, windowID: 7)])
        simulation.xInput(XI_TouchEnd, made: 8_033, after: [
            SyntheticEvents.finger(SDL_FINGERUP, x: 0.5, y: 0.25, windowID: 7),
            SyntheticEvents.mouseButton(down: false, x: 320, y: 120, windowID: 7, mouseID: touchMouse),
        ])
        let events = simulation.takeAll().compactMap { translator.translate($0) }
        #expect(events == [
            .pointer(.pointerDown, at: Point(x: 320, y: 240), time: 8, kind: .touch),
            .pointer(.pointerMoved, at: Point(x: 320, y: 120), time: 8.016, kind: .touch),
            .pointer(.pointerUp, at: Point(x: 320, y: 120), time: 8.033, kind: .touch),
        ])
    }

    /// A server whose clock is not this machine's (X over the network): the offset is
    /// learnt from the events, the smallest delay between an event's X time and its
    /// reading taken for none. Times are never after the event was read and never go
    /// back, and once events are read promptly they are spaced as the X server spaced
    /// them.
    @Test func aServerWithAnotherClockGivesTimesNeverAfterTheyWereReadNorGoingBack() {
        let simulation = X11QueueSimulation(serverOffset: 77_777, serverIsMonotonic: false)
        var translator = translator(simulation)
        let (x, y) = Self.start
        var times: [(time: Double, readAt: UInt64)] = []
        func translateQueued() {
            for case .pointer(_, _, let time?, _, _) in simulation.takeAll().compactMap({ translator.translate($0) }) {
                times.append((time, simulation.now))
            }
        }
        // The press, made at 5,000, is read at 5,080 (the program was busy), with the
        // moves made meanwhile; then each move is read 2 ms after it is made.
        simulation.now = 5_080
        simulation.core(ButtonPress, made: 5_000, then: SyntheticEvents.mouseButton(down: true, x: x, y: y, windowID: 7))
        for step in 1...16 {
            let made = 5_000 + UInt64(step) * 15
            if made > 5_080 {
                translateQueued()
                simulation.now = made + 2
            }
            simulation.core(MotionNotify, made: made, then: SyntheticEvents.mouseMotion(x: x, y: y - Int32(step) * 15, windowID: 7))
        }
        translateQueued()
        #expect(times.count == 17)
        #expect(times.allSatisfy { $0.time <= Double($0.readAt) / 1000 })
        #expect(zip(times, times.dropFirst()).allSatisfy { $0.time <= $1.time })
        // The press and the moves read with it at 5,080, the press first taken as made
        // then; the moves read promptly at their readings, 15 ms apart as made.
        #expect(times.prefix(6).allSatisfy { $0.time == 5.08 })
        #expect(times.dropFirst(6).allSatisfy { $0.time == Double($0.readAt) / 1000 })
    }

    /// Events no X event came with keep SDL's stamps: posted ones (tests, tools), an
    /// XInput 2 event of another extension. An event SDL pushed and never queued (the
    /// queue full) shifts no later reading's times. (Within its own reading, events are
    /// told apart by type and SDL's stamp only, and the next of the same type would take
    /// its time.)
    @Test func eventsWithoutAnXEventKeepSDLsStampsAndALostOneShiftsNothing() {
        let simulation = X11QueueSimulation()
        var translator = translator(simulation)
        let (x, y) = Self.start
        simulation.now = 6_100
        simulation.posted(SyntheticEvents.mouseButton(down: true, x: x, y: y, windowID: 7))
        simulation.xInput(XI_Motion, made: 6_010, extension: X11QueueSimulation.xInputOpcode + 1,
                          after: [SyntheticEvents.mouseMotion(x: x, y: y - 10, windowID: 7)])
        var events = simulation.takeAll().compactMap { translator.translate($0) }
        #expect(events == [
            .pointer(.pointerDown, at: Point(x: 320, y: 420), time: 6.1),
            .pointer(.pointerMoved, at: Point(x: 320, y: 410), time: 6.1),
        ])

        simulation.now = 6_200
        simulation.core(MotionNotify, made: 6_150, then: SyntheticEvents.mouseMotion(x: x, y: y - 20, windowID: 7))
        // That move's mouse event (after its system event) never reached the queue.
        #expect(simulation.takeAll().count == 2)
        simulation.now = 6_250
        simulation.core(MotionNotify, made: 6_165, then: SyntheticEvents.mouseMotion(x: x, y: y - 30, windowID: 7))
        simulation.core(ButtonRelease, made: 6_180, then: SyntheticEvents.mouseButton(down: false, x: x, y: y - 30, windowID: 7))
        events = simulation.takeAll().compactMap { translator.translate($0) }
        #expect(events == [
            .pointer(.pointerMoved, at: Point(x: 320, y: 390), time: 6.165),
            .pointer(.pointerUp, at: Point(x: 320, y: 390), time: 6.18),
        ])
    }

    /// X times are 32-bit milliseconds, which wrap every 49.7 days: times keep rising.
    @Test func serverTimesKeepRisingAcrossTheWrapOf32BitMilliseconds() {
        var clock = X11ServerClock()
        let before = clock.unwrap(UInt32.max - 9)
        let after = clock.unwrap(20)
        #expect(after - before == 30)
        // Read 1 ms after each was made, by a server whose clock is not CLOCK_MONOTONIC.
        let first = clock.learn(serverTime: before, readAt: 100_001, monotonic: 2_000_000_000)
        let second = clock.learn(serverTime: after, readAt: 100_031, monotonic: 2_000_000_000)
        #expect(first == 100_001)
        #expect(second == 100_031)
    }

    /// SDL's clock is CLOCK_MONOTONIC_RAW, and the server's may run up to 500 ppm apart
    /// from it (NTP's slew): over an hour of events read 1 ms after they were made, the
    /// times stay within 1 ms of when they were made both ways (a kept offset would be
    /// 1.4 s off by the end, a fling starting long before its release).
    @Test func theOffsetFollowsAServerClockDriftingFromSDLs() {
        for partsPerMillion in [-400.0, 400] {
            var clock = X11ServerClock()
            var worst = 0.0
            for tenth in 0...36_000 {
                let made = 1_000_000 + UInt64(tenth) * 100
                let server = Int64(Double(made) * (1 + partsPerMillion / 1_000_000))
                let time = clock.learn(serverTime: clock.unwrap(UInt32(truncatingIfNeeded: server)), readAt: made + 1,
                                       monotonic: 42)
                worst = max(worst, abs(time - Double(made)))
            }
            #expect(worst <= 1.1, "at \(partsPerMillion) ppm, times were up to \(worst) ms off")
        }
    }

    /// Where the Layout page rests after `events` in a headless window of `size`.
    @MainActor
    func restingOffset(after events: [WindowEvent]) throws -> Double {
        let (_, presenter) = try galleryPresenter(page: .layout, size: Self.size)
        try presenter.presentFrame(at: 4)
        for event in events { try presenter.handle(event) }
        // Physics is closed-form in elapsed time: a few frames reach the same rest.
        for time in [5.3, 5.5, 6, 7, 9, 12] { try presenter.presentFrame(at: time) }
        #expect(!presenter.isAnimating, "still moving 7 s after the release")
        return try presenter.host.state(of: ScrollView<Flexbox>.self, testID: GalleryPage.layout.lastPanelTestID).offset.y
    }
}
