import Glibc

/// The processor time a process has used so far, user and system time together, as Linux
/// counts it in `/proc/PID/stat` (in clock ticks, usually 10 ms). A process that waits
/// (`sleep`, blocked on input, idle in an event loop) uses next to none; one that spins
/// uses about as much as the time that passes.
public enum ProcessCPUTime {
    /// The time process `pid` has spent running, its own threads only (not its children).
    /// Works for a process that has ended but not been reaped yet.
    public static func of(pid: Int32) throws(ProcessCPUTimeError) -> Duration {
        let path = "/proc/\(pid)/stat"
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { throw .unreadable(pid: pid, reason: ChildProcess.reason(errno)) }
        defer { close(file) }
        // One line, well under 1 KiB (the command name is at most 64 bytes).
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else {
            throw .unreadable(pid: pid, reason: count < 0 ? ChildProcess.reason(errno) : "\(path) is empty")
        }
        let ticks = try clockTicks(statLine: String(decoding: bytes[..<count], as: UTF8.self), pid: pid)
        return duration(ticks: ticks, perSecond: Int64(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// utime + stime, fields 14 and 15 of a `/proc/PID/stat` line. Fields are counted after
    /// the command name's closing parenthesis, the last one on the line, since the name
    /// (field 2) may itself hold spaces and parentheses.
    static func clockTicks(statLine: String, pid: Int32) throws(ProcessCPUTimeError) -> Int64 {
        guard let close = statLine.lastIndex(of: ")") else { throw .malformed(pid: pid, line: statLine) }
        // After the name: state (field 3) is the first, utime (14) the 12th, stime (15) the 13th.
        let fields = statLine[statLine.index(after: close)...].split(separator: " ")
        guard fields.count >= 13, let user = Int64(fields[11]), let system = Int64(fields[12]) else {
            throw .malformed(pid: pid, line: statLine)
        }
        return user + system
    }

    static func duration(ticks: Int64, perSecond: Int64) -> Duration {
        .seconds(ticks / perSecond) + .nanoseconds((ticks % perSecond) * 1_000_000_000 / perSecond)
    }
}
