import CSDL2
import Components
import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Mounting
import Presentation
import Testing
import TestFonts

extension SDLTests {
    /// A real SDL window on a private Xvfb server, in the test's own process: what the X
    /// server shows (an xwd screenshot of the window) is what the headless surface renders.
    @Suite(.testFonts) struct WindowTests {
        @MainActor struct Fixture {
            let server: XvfbServer
            let surface: WindowSurface
            let presenter: Presenter
            let loop: EventLoop
            let window: UInt

            var screenshot: Graphics.Image {
                get throws { try XScreenshot.window(window, display: server.display) }
            }

            func close() {
                loop.quit()
                surface.close()
                server.stop()
            }
        }

        static let size = Size(width: 900, height: 640)

        /// Opens the window. Only in an exit test: it sets `DISPLAY` for SDL, which reads it
        /// when its video starts, and the process is the test's alone.
        @MainActor static func open(page: GalleryPage, renderer: WindowRenderer = .damage) throws -> Fixture {
            let server = try XvfbServer(width: 1280, height: 1024)
            setenv("DISPLAY", server.display, 1)
            unsetenv("WAYLAND_DISPLAY")
            // No GL: Xvfb's is Mesa's software GL, which has crashed inside SDL_CreateRenderer.
            let surface = try WindowSurface(WindowOptions(title: "WindowTests", size: Self.size, scale: 1, vsync: false,
                                                          renderer: renderer))
            let presenter = try Presenter(surface: surface, scale: surface.scale, background: GalleryPage.background) {
                GalleryApp(page: page, size: $0)
            }
            let loop = try EventLoop(presenter: presenter, windowID: surface.windowID, wakeup: surface.wakeup,
                                     refreshInterval: surface.refreshInterval)
            loop.start()
            let window = try XWindowTool(display: server.display).waitForWindow(pid: getpid())
            return Fixture(server: server, surface: surface, presenter: presenter, loop: loop, window: window)
        }

        /// Waits until the window's screenshot equals `expected` (the X server shows a
        /// frame a moment after the present); records the difference if it never does.
        @MainActor static func expectWindow(_ fixture: Fixture, toShow expected: Graphics.Image,
                                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
            try await expectScreenshots(of: fixture.window, on: fixture.server, toEqual: expected,
                                        sourceLocation: sourceLocation)
        }

        /// A window checks its options before asking SDL for anything: no display is needed
        /// to fail, and SDL is left as it was.
        @Test func badOptionsFailBeforeSDLStarts() async {
            await #expect(processExitsWith: .success) { @MainActor in
                #expect(throws: DimensionError(name: "scale", value: -1, unit: .factor,
                                               requirement: "must be finite and greater than 0")) {
                    try WindowSurface(WindowOptions(scale: -1))
                }
                #expect(SDL_WasInit(0) == 0, "SDL started: \(SDL_WasInit(0))")
            }
        }

        @Test func theWindowShowsWhatTheHeadlessSurfaceRenders() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Self.open(page: .state)
                defer { fixture.close() }
                #expect(fixture.surface.presentation == .damage)
                try await Self.expectWindow(fixture, toShow: try headlessGallery(page: .state))
            }
        }

        /// SDL's software renderer's texture, drawn whole at each present, shows the same.
        @Test func theSoftwareRenderersWindowShowsTheSame() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Self.open(page: .state, renderer: .software)
                defer { fixture.close() }
                #expect(fixture.surface.presentation == .texture)
                try await Self.expectWindow(fixture, toShow: try headlessGallery(page: .state))
            }
        }

        @Test func aClickPostedAsAnSDLEventChangesTheCounterOnScreen() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Self.open(page: .state)
                defer { fixture.close() }
                try await Self.expectWindow(fixture, toShow: try headlessGallery(page: .state))
                let plus = try #require(fixture.presenter.center(ofButton: "+1"))
                for down in [true, false] {
                    try fixture.loop.post(SyntheticEvents.mouseButton(down: down, x: Int32(plus.x), y: Int32(plus.y),
                                                                      windowID: fixture.surface.windowID))
                }
                #expect(await wait { fixture.presenter.texts.contains("Taps: 1") },
                        "shows \(fixture.presenter.texts.filter { $0.hasPrefix("Taps") })")
                let afterClick = try headlessGallery(page: .state) { try tap("+1", in: $0, hovering: false) }
                try await Self.expectWindow(fixture, toShow: afterClick)
            }
        }

        /// A drag made while the program is busy is read in one go, and SDL 2 stamps all
        /// of it with the moment it was read: one time, no velocity, no fling. The X
        /// server's times (`X11EventClock`) keep the drag's 1,000 pt/s, and the page
        /// flings on past the 240 pt the drag took it. The drag runs while this thread,
        /// the loop's, waits for xdotool to end: a frame longer than the whole drag.
        @Test func aDragMadeWhileTheProgramIsBusyStillFlingsThePage() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Self.open(page: .layout)
                defer { fixture.close() }
                try await Self.expectWindow(fixture, toShow: try headlessGallery(page: .layout))
                let tool = XWindowTool(display: fixture.server.display)
                let (x, start) = (Int(Self.size.width) / 2, Int(Self.size.height) - 60)
                // The pointer enters first, and the loop reads that (SDL ignores a press that
                // comes within 10 ms of the window taking the focus).
                try tool.movePointer(window: fixture.window, x: x, y: start)
                try await Task.sleep(for: .milliseconds(200))
                try tool.drag(window: fixture.window, from: (x, start), to: (x, start - 240), steps: 16,
                              interval: .milliseconds(15))
                @MainActor func offset() -> Double {
                    (try? fixture.presenter.host.state(of: ScrollView<Flexbox>.self,
                                                       testID: GalleryPage.layout.lastPanelTestID).offset.y) ?? 0
                }
                let rested = await wait(upTo: .seconds(10)) { offset() > 0 && !fixture.presenter.isAnimating }
                #expect(rested, "the page did not come to rest: at \(offset())")
                #expect(offset() > 280, "the page rests at \(offset()) after a drag of 240 pt: no fling")
            }
        }

        @Test func resizingTheWindowLaysThePageOutAtTheNewSize() async {
            await #expect(processExitsWith: .success) { @MainActor in
                let fixture = try Self.open(page: .layout)
                defer { fixture.close() }
                try await Self.expectWindow(fixture, toShow: try headlessGallery(page: .layout))
                try XWindowTool(display: fixture.server.display).resize(window: fixture.window, width: 700, height: 500)
                #expect(await wait { fixture.presenter.host.size == Size(width: 700, height: 500) },
                        "laid out at \(fixture.presenter.host.size)")
                try await Self.expectWindow(fixture, toShow: try headlessGallery(page: .layout, size: Size(width: 700, height: 500)))
            }
        }
    }
}
