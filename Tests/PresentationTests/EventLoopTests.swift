import CSDL2
import Components
import GalleryPages
import Geometry
import Graphics
import Mounting
import Presentation
import Testing

/// Every test that uses SDL's event queue or video: SDL's state is global to the
/// process, so they run one at a time.
@Suite(.serialized) struct SDLTests {}

extension SDLTests {
    /// The event loop on a headless surface, fed SDL events through SDL's own queue:
    /// the path a window's input takes, without a display.
    @MainActor
    @Suite struct EventLoopTests {
        struct Fixture {
            let surface: HeadlessSurface
            let presenter: Presenter
            let loop: EventLoop
        }

        func start(_ component: some Component, width: Int = 600, height: Int = 400,
                   refreshInterval: Duration = .milliseconds(16)) throws -> Fixture {
            let surface = try HeadlessSurface(width: width, height: height)
            let presenter = try Presenter(component, surface: surface, scale: 1, background: GalleryPage.background)
            let loop = try EventLoop(presenter: presenter, wakeup: .postedEvents, refreshInterval: refreshInterval)
            loop.start()
            return Fixture(surface: surface, presenter: presenter, loop: loop)
        }

        func click(_ title: String, in fixture: Fixture) throws {
            let center = try #require(fixture.presenter.center(ofButton: title))
            let x = Int32(center.x), y = Int32(center.y)
            try fixture.loop.post(SyntheticEvents.mouseButton(down: true, x: x, y: y, windowID: 0))
            try fixture.loop.post(SyntheticEvents.mouseButton(down: false, x: x, y: y, windowID: 0))
        }

        @Test func aPostedClickChangesTheCounterOnTheSurface() async throws {
            let fixture = try start(CounterComponent())
            defer { fixture.loop.quit() }
            #expect(await wait { fixture.surface.presentCount == 1 })
            let before = fixture.surface.image()
            try click("+1", in: fixture)
            #expect(await wait { fixture.presenter.texts.contains("Taps: 1") && fixture.surface.presentCount >= 2 })
            #expect(fixture.surface.image() != before)
            #expect(fixture.surface.image() == fixture.presenter.host.image())
        }

        @Test func framesComeAtMostOncePerRefresh() async throws {
            let fixture = try start(CounterComponent(), refreshInterval: .milliseconds(50))
            defer { fixture.loop.quit() }
            var frameTimes: [ContinuousClock.Instant] = []
            fixture.presenter.onFrame = { frameTimes.append($0.start) }
            for _ in 0..<8 { try click("+1", in: fixture) }
            #expect(await wait { fixture.presenter.texts.contains("Taps: 8") && !fixture.presenter.needsFrame })
            // Eight taps (sixteen events, each a rebuild) in one turn: one frame shows them.
            #expect(frameTimes.count <= 2)
            for _ in 0..<3 {
                try click("+1", in: fixture)
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(await wait { fixture.presenter.texts.contains("Taps: 11") && !fixture.presenter.needsFrame })
            for (earlier, later) in zip(frameTimes, frameTimes.dropFirst()) {
                #expect(later - earlier >= .milliseconds(50), "frames \(later - earlier) apart")
            }
        }

        @Test func anAsynchronousStateUpdateWakesTheLoop() async throws {
            let fixture = try start(StatePage(size: Size(width: 600, height: 900)), height: 900)
            defer { fixture.loop.quit() }
            #expect(await wait { fixture.surface.presentCount == 1 })
            // "Play" goes to the song's controller; the player's callback updates the
            // song's state asynchronously, and that commit alone asks for the frame.
            try click("Play", in: fixture)
            #expect(await wait { fixture.presenter.texts.contains { $0.hasSuffix("· playing") } })
            #expect(await wait { !fixture.presenter.needsFrame })
            #expect(fixture.surface.image() == fixture.presenter.host.image())
        }

        @Test func aResizeEventLaysOutAtTheSurfacesNewSize() async throws {
            let fixture = try start(StripeComponent(), width: 200, height: 50)
            defer { fixture.loop.quit() }
            try fixture.surface.resize(width: 320, height: 60)
            try fixture.loop.post(SyntheticEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, windowID: 0, data1: 320, data2: 60))
            #expect(await wait { fixture.surface.frame.width == 320 && !fixture.presenter.needsFrame })
            #expect(fixture.surface.image() == (try Snapshot.image(of: StripeComponent(), size: Size(width: 320, height: 60))))
        }

        @Test func quittingEndsTheLoopAndInvalidatesControllersOnce() async throws {
            let fixture = try start(StatePage(size: Size(width: 600, height: 900)), height: 900)
            var quits = 0
            fixture.loop.onQuit = { quits += 1 }
            #expect(fixture.presenter.host.root.liveControllers.count == Song.samples.count)
            try fixture.loop.post(SyntheticEvents.quit())
            #expect(await wait { quits == 1 })
            #expect(fixture.presenter.host.root.liveControllers.isEmpty)
            // Input after the end does nothing.
            fixture.loop.quit()
            try? click("Play", in: fixture)
            try await Task.sleep(for: .milliseconds(30))
            #expect(quits == 1)
            #expect(!fixture.presenter.texts.contains { $0.hasSuffix("· playing") })
        }
    }
}
