import Foundation
import Testing
@testable import DisplayTestSupport
import Geometry

/// Starting and stopping private X servers, and the errors when they do not start.
@Suite struct XvfbServerTests {
    @Test func startsOnADisplayItReportsAndServesClients() throws {
        let server = try XvfbServer(width: 320, height: 200)
        #expect(server.display.hasPrefix(":"))
        #expect(Int(server.display.dropFirst()) != nil, "\(server.display)")
        #expect(server.environment["DISPLAY"] == server.display)
        #expect(server.environment["WAYLAND_DISPLAY"] == nil)
        #expect(server.environment["PATH"] == ProcessInfo.processInfo.environment["PATH"])
        // The screen has the size asked for.
        let root = try runX11("xdotool", ["getdisplaygeometry"], display: server.display)
        #expect(root.text == "320 200")
    }

    /// Servers started together pick different displays and do not share their screens.
    @Test func parallelServersAreSeparate() async throws {
        let colors = ["#102030", "#405060", "#708090"]
        let screens = try await withThrowingTaskGroup(of: (String, UInt32).self) { group in
            for color in colors {
                group.addTask {
                    let server = try XvfbServer(width: 64, height: 48)
                    try runX11("xsetroot", ["-solid", color], display: server.display)
                    // Let the others paint theirs before this screen is read.
                    try await Task.sleep(for: .milliseconds(200))
                    let image = try XScreenshot.root(display: server.display)
                    return (server.display, image[10, 10])
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(screens.map(\.0)).count == colors.count, "\(screens)")
        #expect(Set(screens.map(\.1)) == [0xFF10_2030, 0xFF40_5060, 0xFF70_8090])
    }

    @Test func stopEndsTheServer() throws {
        let server = try XvfbServer(width: 64, height: 48)
        let pid = server.process.pid
        #expect(kill(pid, 0) == 0)
        server.stop()
        // Ended and reaped: no such process any more.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        server.stop()   // a second stop does nothing
    }

    @Test(arguments: ["/nonexistent/Xvfb", "Xvfb-that-is-not-installed"])
    func aMissingExecutableSaysWhatToInstall(executable: String) {
        #expect(throws: XvfbError.notInstalled(executable: executable)) { try XvfbServer(executable: executable) }
        let message = "\(XvfbError.notInstalled(executable: executable))"
        #expect(message.contains("install the Debian package xvfb"), "\(message)")
        #expect(message.contains(executable.contains("/") ? "no executable at /nonexistent/Xvfb"
                                                           : "Xvfb-that-is-not-installed not found on PATH"), "\(message)")
    }

    @Test func anXvfbThatExitsReportsItsOutput() throws {
        let script = try Script("echo 'Fatal server error: no screens' >&2; exit 3")
        #expect(throws: XvfbError.exited(status: "exit status 3", output: "Fatal server error: no screens")) {
            try XvfbServer(executable: script.path)
        }
    }

    @Test func anXvfbThatNeverReportsADisplayTimesOut() throws {
        let script = try Script("echo 'starting slowly' >&2; exec sleep 30")
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: XvfbError.timedOut(timeout: .milliseconds(300), output: "starting slowly")) {
            try XvfbServer(executable: script.path, startTimeout: .milliseconds(300))
        }
        // Stopped at once with SIGTERM, not left to run its 30 seconds or killed after the grace.
        #expect(clock.now - start < .seconds(2))
        let message = "\(XvfbError.timedOut(timeout: .milliseconds(300), output: "starting slowly"))"
        #expect(message == "Xvfb did not report its display within 0.3 seconds; it printed:\nstarting slowly")
    }

    @Test func somethingOtherThanADisplayNumberIsReported() throws {
        let script = try Script("echo 'hello' >&3; exec sleep 30")
        #expect(throws: XvfbError.unexpectedDisplay("hello")) { try XvfbServer(executable: script.path) }
    }
}

/// An executable shell script in a temporary directory, removed when released.
final class Script {
    let path: String

    init(_ body: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-script-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("Xvfb").path
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
