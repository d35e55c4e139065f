import Foundation
import Glibc

/// A desktop's accessibility bus of a test's own: a private session bus
/// (`PrivateSessionBus`) and at-spi2-core's `at-spi-bus-launcher` on it, which owns
/// `org.a11y.Bus` and runs the accessibility bus, where the AT-SPI registry starts when
/// first called. What a program under test and an AT-SPI client need in their
/// environment is `environment`. Stopped (the launcher, and with it its bus) when released.
/// Unchanged after it starts, so a client may run on another thread.
final class AccessibilityBusDaemon: @unchecked Sendable {
    let environment: [String: String]
    private let bus: PrivateSessionBus
    private let launcher: Process
    /// Where the accessibility bus's socket goes (the launcher's runtime folder).
    private let folder: URL

    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"
    static let clientPath = "/usr/bin/python3"

    /// The packages it needs, when missing (empty: it can run).
    static var missing: [String] {
        var missing: [String] = []
        if !FileManager.default.isExecutableFile(atPath: launcherPath) { missing.append("at-spi2-core") }
        if !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") {
            missing.append("python3-pyatspi")
        }
        if !PrivateSessionBus.isInstalled { missing.append("dbus") }
        return missing
    }

    static var missingReason: String {
        "needs the packages " + missing.joined(separator: ", ") + ": Scripts/install-dependencies.sh installs them"
    }

    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    init(timeout: Duration = .seconds(20)) throws {
        bus = try PrivateSessionBus()
        // A runtime folder of its own: the launcher puts its bus's socket there, and
        // another test's launcher must not find it.
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_RUNTIME_DIR": folder.path, "NO_AT_BRIDGE": "0"]
        launcher = Process()
        launcher.executableURL = URL(fileURLWithPath: Self.launcherPath)
        launcher.arguments = ["--launch-immediately"]
        launcher.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        launcher.standardOutput = FileHandle.nullDevice
        launcher.standardError = FileHandle.nullDevice
        try launcher.run()
        // Ready once the session bus gives the accessibility bus's address.
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if accessibilityBusAddress() != nil { return }
            usleep(100_000)
        }
        stop()
        throw StartError(description: "at-spi-bus-launcher gave no accessibility bus within \(timeout)")
    }

    /// The accessibility bus's address, through `dbus-send`; nil while there is none.
    private func accessibilityBusAddress() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["5", "dbus-send", "--bus=\(bus.address)", "--print-reply", "--dest=org.a11y.Bus",
                             "/org/a11y/bus", "org.a11y.Bus.GetAddress"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 && text.contains("unix:") ? text : nil
    }

    /// Runs the AT-SPI test client (`atspi-client.py`) on the application named `name`
    /// with `commands` (tab-separated words each) and gives its answers, one per command;
    /// throws what it printed when it fails.
    func runClient(application name: String, _ commands: [String]) throws -> [[String: Any]] {
        try startClient(application: name, commands).answers()
    }

    /// Starts the AT-SPI test client on the application named `name` with `commands`,
    /// killed after `timeout` seconds; its answers come from `answers()`. A process, started before this returns: a
    /// client started from a task could wait for a thread of the cooperative pool, which
    /// tests blocked on processes of their own may hold for minutes on 2 cores.
    func startClient(application name: String, _ commands: [String], timeout: Int = 180) throws -> ATSPITestClient {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi-client.py")
        return try ATSPITestClient(arguments: [Self.clientPath, script.path, name] + commands, commands: commands.count,
                                   environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, timeout: timeout)
    }

    /// Ends the launcher, the bus it started and the registry that bus started (which
    /// daemonizes, so it is no child of either): every process whose environment names
    /// this daemon's runtime folder, which they all inherit. Killed: started from a
    /// test's thread, they would ignore SIGTERM (its blocked signals are inherited).
    private func stop() {
        for process in Self.processes(withEnvironmentContaining: folder.path) + [launcher.processIdentifier] {
            kill(process, SIGKILL)
        }
        launcher.waitUntilExit()
    }

    /// The processes whose environment contains `text`, from /proc.
    private static func processes(withEnvironmentContaining text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  String(decoding: environment, as: UTF8.self).contains(text) else { return nil }
            return pid
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
