import Glibc
import Testing
@testable import DisplayTestSupport
import Geometry

/// Driving windows on a private server. The window is xev's, which prints every event it
/// receives, so each test reads what the window got. xev does not set `_NET_WM_PID`
/// (SDL, GTK and Qt do); the tests that look a window up by pid set it with xprop.
@Suite struct XWindowToolTests {
    /// A server with xev's 200x150 window at (10, 20); xev's X border is 2 pixels wide.
    struct Fixture {
        let server: XvfbServer
        let xev: RunningProgram
        let window: UInt
        let tool: XWindowTool

        init() throws {
            server = try XvfbServer(width: 320, height: 240)
            xev = try RunningProgram("xev", ["-geometry", "200x150+10+20", "-name", "events"], display: server.display)
            window = try visibleWindow(named: "events", display: server.display)
            tool = XWindowTool(display: server.display)
        }

        /// xev's events once `condition` holds for them (or after 10 s).
        func events(until condition: (XevLog) -> Bool) -> XevLog {
            XevLog(xev.waitForOutput { condition(XevLog($0)) })
        }

        func setPID(_ pid: Int32) throws {
            try runX11("xprop", ["-id", String(window), "-f", "_NET_WM_PID", "32c", "-set", "_NET_WM_PID", String(pid)],
                       display: server.display)
        }
    }

    @Test func geometryIsTheWindowsPlaceAndSize() throws {
        let fixture = try Fixture()
        #expect(try fixture.tool.geometry(window: fixture.window) == PixelRect(x: 10, y: 20, width: 200, height: 150))
    }

    /// Real (XTEST) presses and releases at the window coordinates given, which are
    /// inside the border: the screen position is 12 + 30, 22 + 40.
    @Test func clickPressesAndReleasesAtThePoint() throws {
        let fixture = try Fixture()
        try fixture.tool.click(window: fixture.window, x: 30, y: 40, button: .right)
        let log = fixture.events { $0.has("ButtonRelease", with: "button 3") }
        #expect(log.has("ButtonPress", with: "synthetic NO", "(30,40), root:(42,62)", "button 3"), "\(log.events)")
        #expect(log.has("ButtonRelease", with: "synthetic NO", "(30,40), root:(42,62)", "button 3"), "\(log.events)")
        #expect(log.events("ButtonPress").count == 1)
    }

    @Test func aDragIsADownAMoveWithTheButtonHeldAndAnUp() throws {
        let fixture = try Fixture()
        try fixture.tool.mouseDown(window: fixture.window, x: 20, y: 30)
        try fixture.tool.mouseUp(window: fixture.window, x: 120, y: 90)
        let log = fixture.events { $0.has("ButtonRelease", with: "button 1") }
        #expect(log.has("ButtonPress", with: "(20,30)", "state 0x0, button 1"), "\(log.events)")
        // state 0x100: Button1Mask, the left button held during the move.
        #expect(log.has("MotionNotify", with: "(120,90)", "state 0x100"), "\(log.events)")
        #expect(log.has("ButtonRelease", with: "(120,90)", "button 1"), "\(log.events)")
    }

    /// Keys reach the window as real key events once it has the focus, which `key` gives it.
    @Test func keysAreTypedIntoTheWindowAfterFocusingIt() throws {
        let fixture = try Fixture()
        try fixture.tool.key(window: fixture.window, "Right", "ctrl+a")
        let log = fixture.events { $0.has("KeyRelease", with: "keysym 0x61, a") }
        #expect(log.events("FocusIn").count >= 1, "\(log.events)")
        #expect(log.has("KeyPress", with: "synthetic NO", "state 0x0", "(keysym 0xff53, Right)"), "\(log.events)")
        // state 0x4: ControlMask.
        #expect(log.has("KeyPress", with: "synthetic NO", "state 0x4", "(keysym 0x61, a)"), "\(log.events)")
        let focus = try runX11("xdotool", ["getwindowfocus"], display: fixture.server.display)
        #expect(focus.text == String(fixture.window))
    }

    /// Without a window manager a resize is immediate: the geometry and a screenshot have
    /// the new size, and the program is told.
    @Test func resizeChangesTheSizeAtOnce() throws {
        let fixture = try Fixture()
        try fixture.tool.resize(window: fixture.window, width: 120, height: 90)
        #expect(try fixture.tool.geometry(window: fixture.window) == PixelRect(x: 10, y: 20, width: 120, height: 90))
        let shot = try XScreenshot.window(fixture.window, display: fixture.server.display)
        #expect(shot.width == 120 && shot.height == 90)
        let log = fixture.events { $0.has("ConfigureNotify", with: "width 120, height 90") }
        #expect(log.has("ConfigureNotify", with: "(10,20), width 120, height 90"), "\(log.events)")
    }

    @Test func waitForWindowFindsTheMappedWindowOfAProcess() throws {
        let fixture = try Fixture()
        try fixture.setPID(fixture.xev.pid)
        #expect(try fixture.tool.waitForWindow(pid: fixture.xev.pid, timeout: .seconds(5)) == fixture.window)
    }

    /// An unmapped window is not found, and the error says it exists; the wait ends when
    /// it is mapped.
    @Test func waitForWindowWaitsUntilTheWindowIsMapped() throws {
        let fixture = try Fixture()
        let display = fixture.server.display
        try runX11("xdotool", ["windowunmap", "--sync", String(fixture.window)], display: display)
        try fixture.setPID(fixture.xev.pid)
        let error = #expect(throws: XToolError.self) {
            try fixture.tool.waitForWindow(pid: fixture.xev.pid, timeout: .milliseconds(300))
        }
        #expect(error == .windowNotFound(pid: fixture.xev.pid, display: display, timeout: .milliseconds(300),
                                         unmappedWindows: [fixture.window], processEnded: false))
        #expect("\(error!)" == "no mapped window with _NET_WM_PID \(fixture.xev.pid) appeared on display \(display) "
            + "within 0.3 seconds; its windows \(fixture.window) exist but are not mapped")

        let mapper = try RunningProgram("sh", ["-c", "sleep 0.5; xdotool windowmap \(fixture.window)"], display: display)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try fixture.tool.waitForWindow(pid: fixture.xev.pid, timeout: .seconds(10)) == fixture.window)
        #expect(clock.now - start >= .milliseconds(400))
        _ = mapper
    }

    /// A process that has ended will not show a window: the wait stops at once.
    @Test func waitForWindowOfAnEndedProcessFailsAtOnce() throws {
        let server = try XvfbServer(width: 64, height: 48)
        let ended = try RunningProgram("true")
        #expect(ended.process.wait(timeout: .seconds(5)) == .exited(0))
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: XToolError.windowNotFound(pid: ended.pid, display: server.display, timeout: .seconds(10),
                                                  unmappedWindows: [], processEnded: true)) {
            try XWindowTool(display: server.display).waitForWindow(pid: ended.pid, timeout: .seconds(10))
        }
        #expect(clock.now - start < .seconds(2))
    }

    @Test func aCommandOnAMissingWindowFailsWithXdotoolsMessage() throws {
        let server = try XvfbServer(width: 64, height: 48)
        let error = #expect(throws: XToolError.self) {
            try XWindowTool(display: server.display).geometry(window: 0x3039)
        }
        guard case let .failed(command, _, stderr) = error else {
            Issue.record("expected .failed, got \(String(describing: error))")
            return
        }
        #expect(command == "xdotool getwindowgeometry --shell 12345")
        #expect(stderr.contains("BadWindow"), "\(stderr)")
    }
}
