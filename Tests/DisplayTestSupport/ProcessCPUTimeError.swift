/// Why `ProcessCPUTime.of(pid:)` could not tell a process's processor time.
public enum ProcessCPUTimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `/proc/PID/stat` could not be read: usually, no process has that id (any more).
    case unreadable(pid: Int32, reason: String)
    /// `/proc/PID/stat` does not have the expected fields; `line` is what it holds.
    case malformed(pid: Int32, line: String)

    public var description: String {
        switch self {
        case let .unreadable(pid, reason):
            "cannot read the CPU time of process \(pid) from /proc/\(pid)/stat: \(reason)"
        case let .malformed(pid, line):
            "cannot read the CPU time of process \(pid): /proc/\(pid)/stat does not hold utime and stime as fields 14 and 15: \"\(line)\""
        }
    }
}
