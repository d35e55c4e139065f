import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Mounting
import Testing

/// The `gallery` program showing a page in a window of `size`, on its own X server
/// (the window tests of scrolling, lists, controls and input), presenting only the
/// damaged rectangles (`--renderer damage`): each screenshot compared with the headless
/// app checks that the rectangles sent make up the whole picture.
@MainActor final class RunningGallery {
    let server: XvfbServer
    let process: Process
    let output = Pipe()
    let tool: XWindowTool
    let window: UInt

    /// `arguments` go after the page and size (`--inspect`); `server` is a new one unless
    /// given (one an input method was started for).
    init(page: GalleryPage, size: Size, arguments: [String] = [], environment: [String: String] = [:],
         server: XvfbServer? = nil) throws {
        self.server = try server ?? XvfbServer(width: 1280, height: 1024)
        process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        process.arguments = ["show", "--renderer", "damage", "--page", page.rawValue,
                             "--size", "\(Int(size.width))x\(Int(size.height))"] + arguments
        process.environment = self.server.environment.merging(environment) { _, given in given }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        tool = XWindowTool(display: self.server.display)
        window = try tool.waitForWindow(pid: process.processIdentifier)
    }

    /// Moves the pointer to `x`,`y` (points) over the window, and over `twin`, the
    /// headless host the window is compared with.
    func movePointer(x: Int, y: Int, twin: ComponentHost) throws {
        try tool.movePointer(window: window, x: x, y: y)
        twin.hover(at: Point(x: Double(x), y: Double(y)))
    }

    /// Clicks at `x`,`y` (points) in the window, and presses and releases there in
    /// `twin` at `time` (seconds).
    func click(x: Int, y: Int, twin: ComponentHost, time: Double) throws {
        try tool.click(window: window, x: x, y: y)
        twin.handle(.pointerDown, at: Point(x: Double(x), y: Double(y)), time: time)
        twin.handle(.pointerUp, at: Point(x: Double(x), y: Double(y)), time: time + 0.05)
    }

    func screenshot() throws -> Graphics.Image {
        try XScreenshot.window(window, display: server.display)
    }

    /// The first screenshot unlike `previous`, polling until `timeout`; nil if none. The
    /// last look comes after the deadline: a test held up past it (the main actor busy
    /// with another suite) still sees what the program did meanwhile.
    func screenshot(unlike previous: Graphics.Image, timeout: Duration = .seconds(10)) async throws -> Graphics.Image? {
        let deadline = ContinuousClock.now + timeout
        while true {
            let shot = try screenshot()
            if shot != previous { return shot }
            guard ContinuousClock.now < deadline else { return nil }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The window once it has stopped changing: the same pixels in every screenshot
    /// for `quiet`, polled every 100 ms (xwd and its decoding take a share of the
    /// processor the program needs). Nil when it still changes after `timeout`.
    ///
    /// `quiet` is longer than the half second scroll indicators stay before they fade
    /// (`ScrollIndicatorFade.delay`): with half a second, a loaded machine could see no
    /// change between a fling's last frame and the fade's first and call that rest,
    /// with the bar still shown (a fresh clone's run with a build beside it did).
    func restingScreenshot(quiet: Duration = .seconds(1),
                           timeout: Duration = .seconds(10)) async throws -> Graphics.Image? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var shot = try screenshot()
        var since = clock.now
        while clock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            let next = try screenshot()
            if next != shot {
                shot = next
                since = clock.now
            } else if clock.now - since >= quiet {
                return shot
            }
        }
        return nil
    }

    /// The processor time the program uses in `period`.
    func processorTime(during period: Duration) async throws -> Duration {
        let before = try ProcessCPUTime.of(pid: process.processIdentifier)
        try await Task.sleep(for: period)
        return try ProcessCPUTime.of(pid: process.processIdentifier) - before
    }

    /// Ends the program with SIGTERM; true when it exited with status 0.
    func stop() async -> Bool {
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        defer { server.stop() }
        return !process.isRunning && process.terminationReason == .exit && process.terminationStatus == 0
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
