/// Why driving an X tool (`xdotool`, `xwd`) failed. Each message names the command and
/// what it printed, or what to install.
public enum XToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tool is not on `PATH`; `package` is the Debian package that provides it.
    case notInstalled(tool: String, package: String)
    /// The tool could not be started for another reason (the system's error text).
    case couldNotRun(command: String, reason: String)
    /// The tool ended with an unexpected status (`"exit status 1"`, `"killed by signal 9"`).
    case failed(command: String, status: String, stderr: String)
    /// The tool did not finish within `timeout` and was killed.
    case timedOut(command: String, timeout: Duration, stderr: String)
    /// The tool printed something this target cannot read.
    case unexpectedOutput(command: String, output: String)
    /// No mapped window of process `pid` appeared on `display` within `timeout`.
    /// `unmappedWindows` are the windows of the process that exist but are not mapped;
    /// `processEnded` is true when the process was no longer running.
    case windowNotFound(pid: Int32, display: String, timeout: Duration, unmappedWindows: [UInt], processEnded: Bool)

    public var description: String {
        switch self {
        case let .notInstalled(tool, package):
            return "\(tool) is not installed (not found on PATH): install the Debian package \(package) (Scripts/install-dependencies.sh does)"
        case let .couldNotRun(command, reason):
            return "cannot run `\(command)`: \(reason)"
        case let .failed(command, status, stderr):
            return "`\(command)` failed (\(status))" + Self.quoted(stderr)
        case let .timedOut(command, timeout, stderr):
            return "`\(command)` did not finish within \(timeout) and was killed" + Self.quoted(stderr)
        case let .unexpectedOutput(command, output):
            return "unexpected output from `\(command)`: \"\(output)\""
        case let .windowNotFound(pid, display, timeout, unmapped, ended):
            var text = "no mapped window with _NET_WM_PID \(pid) appeared on display \(display) within \(timeout)"
            if ended { text += "; process \(pid) is no longer running" }
            if !unmapped.isEmpty {
                text += "; its windows \(unmapped.map(String.init).joined(separator: ", ")) exist but are not mapped"
            }
            return text
        }
    }

    private static func quoted(_ stderr: String) -> String {
        stderr.isEmpty ? "; it printed nothing on stderr" : "; its stderr:\n\(stderr)"
    }
}
