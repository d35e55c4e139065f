import CSDL2
import Components
import GalleryPages
import Geometry
import Graphics
import Mounting
import Presentation
import Testing

/// Every test that uses SDL's event queue or video. SDL's state (its event queue, video
/// subsystem, hints, and the `DISPLAY` its X11 driver reads) is global to a process, and
/// the main actor these tests run their loops on is shared by every main-actor test of
/// the run, some of which hold it for seconds. So each test's body runs in a process of
/// its own (a Swift Testing exit test, whose failures are reported here): nothing else
/// can pump, flush, hold or quit SDL meanwhile, or keep the loop's main actor busy.
/// A test of SDL written without `#expect(processExitsWith:)` does not belong here.
/// (An expectation that fails in a test's process is reported at the exit test's line,
/// with its comment but without its expression: write the values into the comment.)
@Suite struct SDLTests {}

extension SDLTests {
    /// The event loop on a headless surface, fed SDL events through SDL's own queue:
    /// the path a window's input takes, without a display.
    @Suite struct EventLoopTests {
        @MainActor struct Fixture {
            let surface: HeadlessSurface
            let presenter: Presenter
            let loop: EventLoop

            static func start(_ component: some Component, width: Int = 600, height: Int = 400,
                              refreshInterval: Duration = .milliseconds(16)) throws -> Fixture {
                let surface = try HeadlessSurface(width: width, height: height)
                let presenter = try Presenter(component, surface: surface, scale: 1, background: GalleryPage.background)
                let loop = try EventLoop(presenter: presenter, wakeup: .postedEvents, refreshInterval: refreshInterval)
                loop.start()
                return Fixture(surface: surface, presenter: presenter, loop: loop)
            }

            func click(_ title: String) throws {
                let center = try #require(presenter.center(ofButton: title))
                let x = Int32(center.x), y = Int32(center.y)
                try loop.post(SyntheticEvents.mouseButton(down: true, x: x, y: y, windowID: 0))
                try loop.post(SyntheticEvents.mouseButton(down: false, x: x, y: y, windowID: 0))
            }
        }

        @Test func aPostedClickChangesTheCounterOnTheSurface() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Fixture.start(CounterComponent())
                defer { fixture.loop.quit() }
                #expect(await wait { fixture.surface.presentCount == 1 }, "no first frame")
                let before = fixture.surface.image()
                try fixture.click("+1")
                #expect(await wait { fixture.presenter.texts.contains("Taps: 1") && fixture.surface.presentCount >= 2 },
                        "shows \(fixture.presenter.texts.filter { $0.hasPrefix("Taps") })")
                #expect(fixture.surface.image() != before, "the surface did not change")
                #expect(fixture.surface.image() == fixture.presenter.host.image(), "the surface is not what the host paints")
            }
        }

        /// Another reader of SDL's queue that stopped before its end (`SDL_PollEvent` once,
        /// as a drain cut short by quitting does) leaves SDL's end-of-drain sentinel behind
        /// while something keeps SDL's events alive. A click posted after it still arrives:
        /// the loop drains SDL's queue in order and skips sentinels (it used to stop at the
        /// stale one, and a loop woken by posted events alone never read the click).
        @Test func aClickPostedBehindAnotherReadersLeftoverStillArrives() async {
            await #expect(processExitsWith: .success) { @MainActor in
                // The other part of the app: it holds SDL's events, so the queue outlives
                // any one reader.
                #expect(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0, "SDL_InitSubSystem(SDL_INIT_EVENTS) failed")
                defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
                let fixture = try Fixture.start(CounterComponent())
                defer { fixture.loop.quit() }
                #expect(await wait { fixture.surface.presentCount == 1 }, "no first frame")
                var other = SyntheticEvents.window(SDL_WINDOWEVENT_EXPOSED, windowID: 999)
                #expect(SDL_PushEvent(&other) == 1, "SDL_PushEvent failed")
                var read = SDL_Event()
                #expect(SDL_PollEvent(&read) == 1 && read.window.windowID == 999, "the other reader did not read its event")
                try fixture.click("+1")
                #expect(await wait { fixture.presenter.texts.contains("Taps: 1") },
                        "shows \(fixture.presenter.texts.filter { $0.hasPrefix("Taps") })")
            }
        }

        @Test func framesComeAtMostOncePerRefresh() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Fixture.start(CounterComponent(), refreshInterval: .milliseconds(50))
                defer { fixture.loop.quit() }
                var frameTimes: [ContinuousClock.Instant] = []
                fixture.presenter.onFrame = { frameTimes.append($0.start) }
                for _ in 0..<8 { try fixture.click("+1") }
                #expect(await wait { fixture.presenter.texts.contains("Taps: 8") && !fixture.presenter.needsFrame },
                        "shows \(fixture.presenter.texts.filter { $0.hasPrefix("Taps") })")
                // Eight taps (sixteen events, each a rebuild) in one turn: one frame shows them.
                #expect(frameTimes.count <= 2, "\(frameTimes.count) frames")
                for _ in 0..<3 {
                    try fixture.click("+1")
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(await wait { fixture.presenter.texts.contains("Taps: 11") && !fixture.presenter.needsFrame },
                        "shows \(fixture.presenter.texts.filter { $0.hasPrefix("Taps") })")
                for (earlier, later) in zip(frameTimes, frameTimes.dropFirst()) {
                    #expect(later - earlier >= .milliseconds(50), "frames \(later - earlier) apart")
                }
            }
        }

        @Test func anAsynchronousStateUpdateWakesTheLoop() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Fixture.start(StatePage(size: Size(width: 600, height: 900)), height: 900)
                defer { fixture.loop.quit() }
                #expect(await wait { fixture.surface.presentCount == 1 }, "no first frame")
                // "Play" goes to the song's controller; the player's callback updates the
                // song's state asynchronously, and that commit alone asks for the frame.
                try fixture.click("Play")
                #expect(await wait { fixture.presenter.texts.contains { $0.hasSuffix("· playing") } }, "no song is playing")
                #expect(await wait { !fixture.presenter.needsFrame }, "frames never stopped")
                #expect(fixture.surface.image() == fixture.presenter.host.image(), "the surface is not what the host paints")
            }
        }

        @Test func aResizeEventLaysOutAtTheSurfacesNewSize() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Fixture.start(StripeComponent(), width: 200, height: 50)
                defer { fixture.loop.quit() }
                try fixture.surface.resize(width: 320, height: 60)
                try fixture.loop.post(SyntheticEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, windowID: 0, data1: 320, data2: 60))
                #expect(await wait { fixture.surface.frame.width == 320 && !fixture.presenter.needsFrame }, "not laid out at 320 pt")
                #expect(fixture.surface.image() == (try Snapshot.image(of: StripeComponent(), size: Size(width: 320, height: 60))),
                        "the surface is not the snapshot at 320 × 60")
            }
        }

        @Test func quittingEndsTheLoopAndInvalidatesControllersOnce() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Fixture.start(StatePage(size: Size(width: 600, height: 900)), height: 900)
                var quits = 0
                fixture.loop.onQuit = { quits += 1 }
                #expect(fixture.presenter.host.root.liveControllers.count == Song.samples.count,
                        "\(fixture.presenter.host.root.liveControllers.count) controllers")
                try fixture.loop.post(SyntheticEvents.quit())
                #expect(await wait { quits == 1 }, "the loop did not quit")
                #expect(fixture.presenter.host.root.liveControllers.isEmpty, "controllers outlived the loop")
                // Input after the end does nothing.
                fixture.loop.quit()
                try? fixture.click("Play")
                try await Task.sleep(for: .milliseconds(30))
                #expect(quits == 1, "\(quits) quits")
                #expect(!fixture.presenter.texts.contains { $0.hasSuffix("· playing") }, "a song plays after the end")
            }
        }

        /// A hidden window runs no frames, even while something moves: the wheel starts an
        /// eased step and the window is hidden before its first frame; nothing is
        /// presented until it is shown again, and then the first frame shows where time
        /// has taken the step (its end), not a replay from its start.
        @Test func aHiddenWindowPresentsNothingAndShowsWhereTimeIsWhenShownAgain() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let size = Size(width: 600, height: 400)
                let fixture = try Fixture.start(GalleryApp(page: .layout, size: size))
                defer { fixture.loop.quit() }
                #expect(await wait { fixture.surface.presentCount == 1 }, "no first frame")
                @MainActor func offset() -> Double {
                    (try? fixture.presenter.host.state(of: ScrollView<Flexbox>.self,
                                                       testID: GalleryPage.layout.lastPanelTestID).offset.y) ?? 0
                }
                try fixture.loop.post(SyntheticEvents.wheel(dy: -3, x: 300, y: 250, windowID: 0))
                try fixture.loop.post(SyntheticEvents.window(SDL_WINDOWEVENT_HIDDEN, windowID: 0))
                #expect(await wait { !fixture.presenter.isShown }, "the window was not hidden")
                let hidden = fixture.surface.presentCount
                try await Task.sleep(for: .milliseconds(600))
                #expect(fixture.surface.presentCount == hidden,
                        "\(fixture.surface.presentCount - hidden) frames presented while hidden")
                #expect(fixture.presenter.isAnimating, "the step waits to be seen")
                try fixture.loop.post(SyntheticEvents.window(SDL_WINDOWEVENT_SHOWN, windowID: 0))
                #expect(await wait { fixture.surface.presentCount > hidden }, "no frame after showing")
                // The first frame shows the step's end; only the scroll indicator, shown by
                // the step, still waits and fades after it.
                let first = offset()
                #expect(await wait { !fixture.presenter.isAnimating }, "still moving")
                #expect(first == offset(), "the first frame showed \(first), the step ends at \(offset()): replayed")
                #expect(offset() > 0, "the page did not scroll: at \(offset())")
            }
        }
    }
}
