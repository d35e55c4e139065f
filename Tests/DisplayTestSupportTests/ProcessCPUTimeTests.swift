import Foundation
import Testing
@testable import DisplayTestSupport

/// Processor time read from /proc: a spinning process accumulates it, a sleeping one does
/// not, and command names with spaces and parentheses do not shift the fields.
@Suite struct ProcessCPUTimeTests {
    @Test func aSpinningProcessUsesAboutTheTimeThatPasses() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let busy = try RunningProgram("sh", ["-c", "while :; do :; done"])
        usleep(500_000)
        // At least 0.3 s of its 0.5 s; on a loaded machine it may need longer to get there.
        var used = try ProcessCPUTime.of(pid: busy.pid)
        while used < .milliseconds(300), clock.now - start < .seconds(10) {
            usleep(50_000)
            used = try ProcessCPUTime.of(pid: busy.pid)
        }
        let elapsed = clock.now - start
        #expect(used >= .milliseconds(300), "\(used) after \(elapsed)")
        // Never more than the time that passed (plus a clock tick).
        #expect(used <= elapsed + .milliseconds(10), "\(used) after \(elapsed)")
    }

    @Test func aSleepingProcessUsesNextToNone() throws {
        let sleeper = try RunningProgram("sleep", ["1"])
        usleep(500_000)
        let used = try ProcessCPUTime.of(pid: sleeper.pid)
        #expect(used < .milliseconds(50), "\(used)")
    }

    /// The kernel shows the command name in parentheses as it is; the fields are counted
    /// after the last parenthesis. Here a spinning shell started through a link named
    /// "a) (b c".
    @Test func aCommandNameWithParenthesesAndSpaces() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cpu-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("a) (b c").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/bin/sh")
        let busy = try RunningProgram(link, ["-c", "while :; do :; done"])
        let stat = try String(contentsOfFile: "/proc/\(busy.pid)/stat", encoding: .utf8)
        #expect(stat.hasPrefix("\(busy.pid) (a) (b c) "), "\(stat)")
        let clock = ContinuousClock()
        let start = clock.now
        var used = try ProcessCPUTime.of(pid: busy.pid)
        while used < .milliseconds(100), clock.now - start < .seconds(10) {
            usleep(50_000)
            used = try ProcessCPUTime.of(pid: busy.pid)
        }
        #expect(used >= .milliseconds(100) && used <= clock.now - start + .milliseconds(20), "\(used)")
    }

    @Test func userAndSystemTimeAreFieldsFourteenAndFifteen() throws {
        // Fields 3 to 17 after the name: state ppid pgrp session tty tpgid flags minflt
        // cminflt majflt cmajflt utime stime cutime cstime.
        let line = "42 (x) y (z)) S 1 42 42 0 -1 4194560 100 200 3 4 250 17 900 800 20 0 1 0 12345 1000 200\n"
        #expect(try ProcessCPUTime.clockTicks(statLine: line, pid: 42) == 267)
        #expect(ProcessCPUTime.duration(ticks: 267, perSecond: 100) == .milliseconds(2670))
        #expect(ProcessCPUTime.duration(ticks: 1, perSecond: 3) == .nanoseconds(333_333_333))
    }

    @Test func aShortOrGarbledLineIsMalformed() {
        for line in ["42 (x) S 1 42", "42 x S 1 42 42 0 -1 4194560 100 200 3 4 250 17", "42 (x) S 1 42 42 0 -1 1 1 1 1 1 u s"] {
            #expect(throws: ProcessCPUTimeError.malformed(pid: 42, line: line)) {
                try ProcessCPUTime.clockTicks(statLine: line, pid: 42)
            }
        }
    }

    @Test func aProcessThatDoesNotExistIsUnreadable() {
        #expect(throws: ProcessCPUTimeError.unreadable(pid: Int32.max, reason: "No such file or directory")) {
            try ProcessCPUTime.of(pid: Int32.max)
        }
        #expect("\(ProcessCPUTimeError.unreadable(pid: 7, reason: "No such file or directory"))"
            == "cannot read the CPU time of process 7 from /proc/7/stat: No such file or directory")
    }
}
