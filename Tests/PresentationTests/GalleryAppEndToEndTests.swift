import Components
import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Presentation
import Testing
import TestFonts

/// The `gallery` program itself, as a user runs it: on a private Xvfb server, clicked
/// with xdotool (real X input), screenshot with xwd, measured idle, ended by signals;
/// and without any display.
@MainActor
@Suite(.testFonts) struct GalleryAppEndToEndTests {
    func launch(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return (process, output)
    }

    func waitForExit(_ process: Process, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return !process.isRunning
    }

    @Test func aRealClickChangesTheCounterTheAppIdlesAndSIGTERMEndsItCleanly() async throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        defer { server.stop() }
        let (process, output) = try launch(["show", "--renderer", "software", "--page", "state", "--size", "900x640"],
                                           environment: server.environment)
        defer { if process.isRunning { process.terminate() } }
        let tool = XWindowTool(display: server.display)
        let window = try tool.waitForWindow(pid: process.processIdentifier)
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .state))

        // Idle: nothing moves on the state page until touched.
        let before = try ProcessCPUTime.of(pid: process.processIdentifier)
        try await Task.sleep(for: .seconds(3))
        let idle = try ProcessCPUTime.of(pid: process.processIdentifier) - before
        #expect(idle < .milliseconds(60), "the idle gallery used \(idle) of CPU in 3 s (limit: 2% of a core)")

        // A click through the X server: xdotool moves the pointer and presses the button.
        let plus = try #require(try galleryPresenter(page: .state).presenter.center(ofButton: "+1"))
        try tool.click(window: window, x: Int(plus.x), y: Int(plus.y))
        try await expectScreenshots(of: window, on: server,
                                    toEqual: try headlessGallery(page: .state) { try tap("+1", in: $0) })

        process.terminate()  // SIGTERM
        #expect(await waitForExit(process))
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0,
                "gallery said: \(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self))")
    }

    /// Keyboard alone, through the X server: Tab walks the page (the tab bar, then the
    /// counters' buttons, the ring on each), and Return presses the focused button; the
    /// window shows what a headless gallery shows after the same keys.
    @Test func tabWalksThePageAndReturnPressesTheFocusedButton() async throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        defer { server.stop() }
        let (process, _) = try launch(["show", "--renderer", "software", "--page", "state", "--size", "900x640"],
                                      environment: server.environment)
        defer { if process.isRunning { process.terminate() } }
        let tool = XWindowTool(display: server.display)
        let window = try tool.waitForWindow(pid: process.processIdentifier)
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .state))
        // Then at rest: at 900 points the tabs do not fit, and Tab scrolls the focused one
        // into view with an ease, which the window has finished when it is compared.
        func tabs(_ count: Int) -> (Presenter) throws -> Void {
            { presenter in
                for _ in 0..<count { presenter.host.handle(KeyEvent(key: .tab)) }
                for _ in 0..<3 { presenter.host.advanceAnimations(by: 1) }
            }
        }
        for _ in 0..<2 { try tool.key(window: window, "Tab") }
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .state, tabs(2)))
        for _ in 0..<7 { try tool.key(window: window, "Tab") }
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .state, tabs(9)))
        try tool.key(window: window, "Return")
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .state) { presenter in
            try tabs(9)(presenter)
            presenter.host.handle(KeyEvent(key: .enter))
            // The bar's scroll indicator, shown by the selected tab's move into view, fades.
            for _ in 0..<3 { presenter.host.advanceAnimations(by: 1) }
        })
        process.terminate()
        #expect(await waitForExit(process))
    }

    @Test func keysSwitchPagesAndSIGINTEndsCleanly() async throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        defer { server.stop() }
        let (process, _) = try launch(["show", "--renderer", "software", "--page", "layout", "--size", "900x640"], environment: server.environment)
        defer { if process.isRunning { process.terminate() } }
        let tool = XWindowTool(display: server.display)
        let window = try tool.waitForWindow(pid: process.processIdentifier)
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .layout))
        try tool.key(window: window, "Right")
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .text))
        try tool.key(window: window, "9")
        try await expectScreenshots(of: window, on: server, toEqual: try headlessGallery(page: .input))

        kill(process.processIdentifier, SIGINT)
        #expect(await waitForExit(process))
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test func withoutADisplayItSaysSoAndWritesEveryPage() async throws {
        let folder = NSTemporaryDirectory() + "gallery-no-display-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let (process, output) = try launch(["--size", "900x640", "--out", folder], environment: environment)
        #expect(await waitForExit(process, timeout: .seconds(60)))
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
        #expect(process.terminationStatus == 0)
        #expect(lines.first?.hasPrefix("No display available") == true, "first line: \(lines.first ?? "none")")
        #expect(lines.first?.contains("\(folder)/") == true)
        for page in GalleryPage.allCases {
            let image = try PNG.decode(contentsOfFile: "\(folder)/\(page.rawValue).png")
            #expect(image == (try await settledGallery(page: page)), "\(page.rawValue).png")
        }
        // The List page's seed card is filled by a changeset prepared in the background: the
        // page as written is not its first frame.
        let list = try PNG.decode(contentsOfFile: "\(folder)/list.png")
        #expect(list != (try headlessGallery(page: .list)), "list.png shows the first frame, before the changesets")
    }

    /// Every command that writes files checks where first: one error line, status 1,
    /// nothing said about writing there, no benchmark run first.
    @Test(arguments: [
        (["--out", "/proc/nope"], "Error: no display available ("),
        (["snapshot", "/proc/nope"], "Error: cannot create the folder /proc/nope: /proc is not writable"),
        (["snapshot", "/proc"], "Error: cannot write into the folder /proc: "),
        (["bench", "--png", "/proc/nope/rects.png"], "Error: cannot write /proc/nope/rects.png: No such file or directory"),
    ])
    func anUnwritableOutputIsOneErrorLineAndAFailure(arguments: [String], firstWords: String) async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let (process, output) = try launch(arguments, environment: environment)
        #expect(await waitForExit(process, timeout: .seconds(60)))
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix(firstWords) == true, "\(lines)")
        if arguments.first == "--out" {
            #expect(lines.first?.hasSuffix("the pages cannot be written instead: cannot create the folder /proc/nope: /proc is not writable") == true)
        }
    }
}
