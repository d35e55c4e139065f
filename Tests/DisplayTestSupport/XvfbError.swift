/// Why an `XvfbServer` did not start. Each message says what to install, or what Xvfb
/// printed.
public enum XvfbError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No such executable (`Xvfb` not on `PATH`, or nothing at the path given).
    case notInstalled(executable: String)
    /// The executable could not be started for another reason (the system's error text).
    case couldNotStart(executable: String, reason: String)
    /// Xvfb ended before it reported a display (`status` as `"exit status 1"`); `output`
    /// is what it printed.
    case exited(status: String, output: String)
    /// Xvfb did not report a display within `timeout` and was stopped; `output` is what it
    /// printed by then.
    case timedOut(timeout: Duration, output: String)
    /// Xvfb wrote something other than a display number to its `-displayfd` socket.
    case unexpectedDisplay(String)

    public var description: String {
        switch self {
        case let .notInstalled(executable):
            let place = executable.contains("/") ? "no executable at \(executable)" : "\(executable) not found on PATH"
            return "Xvfb is not installed (\(place)): install the Debian package xvfb (Scripts/install-dependencies.sh does)"
        case let .couldNotStart(executable, reason):
            return "cannot start \(executable): \(reason)"
        case let .exited(status, output):
            return "Xvfb ended (\(status)) before it reported its display" + Self.quoted(output)
        case let .timedOut(timeout, output):
            return "Xvfb did not report its display within \(timeout)" + Self.quoted(output)
        case let .unexpectedDisplay(text):
            return "Xvfb reported \"\(text)\" instead of a display number"
        }
    }

    private static func quoted(_ output: String) -> String {
        output.isEmpty ? "; it printed nothing" : "; it printed:\n\(output)"
    }
}
