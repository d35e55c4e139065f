import Glibc

/// A private X server (Xvfb) for tests that open real windows: each instance runs its own
/// server on a display number Xvfb picks itself (`-displayfd`), so tests running in
/// parallel can each start one. The server stops when `stop()` is called or the instance
/// is released.
///
/// ```swift
/// let server = try XvfbServer(width: 800, height: 600)
/// // start the app with `server.environment`, then drive it with
/// // XWindowTool(display: server.display) and XScreenshot
/// ```
///
/// Only the screen is private: the server accepts any local client (no authorization), and
/// if the test process is killed outright the server outlives it.
public final class XvfbServer: Sendable {
    /// The display name, `":N"`.
    public let display: String
    /// This process's environment with `DISPLAY` set to the server and `WAYLAND_DISPLAY`
    /// removed (so that a toolkit that prefers Wayland still uses this server), and no
    /// desktop's color scheme (no session bus, no `TESSERA_COLOR_SCHEME`): the
    /// environment to start the programs under test with.
    public let environment: [String: String]

    /// The Xvfb process.
    let process: ChildProcess
    /// Xvfb's standard output and error, for messages.
    private let log: CaptureFile

    /// Starts `Xvfb -displayfd 3 -screen 0 {width}x{height}x24 -nolisten tcp -noreset` and
    /// waits (at most `startTimeout`) for it to report the display it listens on.
    /// `executable` is looked up on `PATH` unless it contains a slash.
    public init(width: Int = 1280, height: Int = 1024, executable: String = "Xvfb",
                startTimeout: Duration = .seconds(60)) throws(XvfbError) {
        // A socket pair rather than a pipe: only sockets can be made close-on-exec
        // atomically here (pipe2 is a GNU extension Swift's Glibc module leaves out).
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw .couldNotStart(executable: executable, reason: "socketpair: " + ChildProcess.reason(errno))
        }
        let (reader, writer) = (ends[0], ends[1])
        defer { close(reader) }
        do {
            // Only the child may hold its end of the socket, or Xvfb's exit would not be seen.
            defer { close(writer) }
            log = try CaptureFile()
            process = try ChildProcess(
                executable: executable,
                arguments: ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                environment: Self.environment(display: nil),
                descriptors: [1: log.descriptor, 2: log.descriptor, 3: writer]
            )
        } catch {
            switch error {
            case .notFound: throw .notInstalled(executable: executable)
            case let .failed(_, reason): throw .couldNotStart(executable: executable, reason: reason)
            }
        }
        do {
            let number = try Self.readDisplayNumber(from: reader, of: process, log: log, timeout: startTimeout)
            display = ":\(number)"
        } catch {
            process.stop(grace: .seconds(2))
            throw error
        }
        environment = Self.environment(display: display)
    }

    deinit {
        stop()
    }

    /// Terminates the server and waits for it to exit. Calling it again does nothing.
    public func stop() {
        process.stop(grace: .seconds(5))
    }

    /// This process's environment with `DISPLAY` set to `display` (removed when nil), and
    /// `WAYLAND_DISPLAY`, `DBUS_SESSION_BUS_ADDRESS` and `TESSERA_COLOR_SCHEME` removed.
    static func environment(display: String?) -> [String: String] {
        var environment: [String: String] = [:]
        var entry = Glibc.environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        // No desktop's light or dark preference: windows are compared with headless
        // renders, which are light.
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["TESSERA_COLOR_SCHEME"] = nil
        return environment
    }

    /// Reads the display number Xvfb writes to its `-displayfd` socket once it listens:
    /// digits and a newline.
    private static func readDisplayNumber(from reader: Int32, of process: ChildProcess, log: CaptureFile,
                                          timeout: Duration) throws(XvfbError) -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var received: [UInt8] = []
        while !received.contains(UInt8(ascii: "\n")) {
            if let status = process.wait(timeout: .zero) {
                throw .exited(status: status.description, output: log.text())
            }
            let left = deadline - clock.now
            guard left > .zero else { throw .timedOut(timeout: timeout, output: log.text()) }
            var request = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            let milliseconds = min(100, max(1, Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
            guard poll(&request, 1, milliseconds) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                // The socket closed without a number: Xvfb is exiting.
                let status = process.wait(timeout: .seconds(2))
                throw .exited(status: status?.description ?? "closed its -displayfd socket", output: log.text())
            }
            received += buffer[..<count]
        }
        let line = String(decoding: received, as: UTF8.self).trimmingSuffix { $0 == "\n" }
        guard let number = Int(line), number >= 0 else { throw .unexpectedDisplay(line) }
        return number
    }
}

private extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
