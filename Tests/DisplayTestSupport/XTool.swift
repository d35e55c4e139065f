/// One of the X command-line tools this target drives, and the Debian package that
/// provides it. `run` starts it against one display and waits for it; its output goes to
/// temporary files, so any amount of it is fine.
struct XTool: Sendable {
    let executable: String
    let package: String

    static let xdotool = XTool(executable: "xdotool", package: "xdotool")
    static let xwd = XTool(executable: "xwd", package: "x11-apps")
    static let xmodmap = XTool(executable: "xmodmap", package: "x11-xserver-utils")

    /// What a finished run printed.
    struct Output: Sendable {
        let status: ChildProcess.Status
        let stdout: [UInt8]
        let stderr: String

        /// Standard output as text, without trailing newlines.
        var text: String {
            var text = String(decoding: stdout, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
    }

    /// Runs the tool with `DISPLAY` set to `display`, killing it after `timeout`. Throws
    /// unless it exits with one of `successStatuses`.
    func run(_ arguments: [String], display: String, timeout: Duration = .seconds(30),
             successStatuses: Set<Int32> = [0]) throws(XToolError) -> Output {
        let commandLine = ([executable] + arguments).joined(separator: " ")
        let process: ChildProcess
        let stdout: CaptureFile
        let stderr: CaptureFile
        do {
            stdout = try CaptureFile()
            stderr = try CaptureFile()
            process = try ChildProcess(executable: executable, arguments: arguments,
                                       environment: XvfbServer.environment(display: display),
                                       descriptors: [1: stdout.descriptor, 2: stderr.descriptor])
        } catch {
            switch error {
            case .notFound: throw .notInstalled(tool: executable, package: package)
            case let .failed(_, reason): throw .couldNotRun(command: commandLine, reason: reason)
            }
        }
        guard let status = process.wait(timeout: timeout) else {
            process.stop(grace: .seconds(1))
            throw .timedOut(command: commandLine, timeout: timeout, stderr: stderr.text())
        }
        guard case let .exited(code) = status, successStatuses.contains(code) else {
            throw .failed(command: commandLine, status: status.description, stderr: stderr.text())
        }
        return Output(status: status, stdout: stdout.bytes(), stderr: stderr.text())
    }
}
