import Foundation
import Glibc

/// A real input method for window tests: IBus (`ibus-daemon`) on a private session bus,
/// its configuration and address under a folder of its own, with the Korean engine
/// (ibus-hangul) selected. A program started with `environment` finds it as SDL finds
/// IBus on a desktop (its address file under `XDG_CONFIG_HOME`, named after the display),
/// so its compositions come through SDL's text-editing events. Stopped when released.
final class InputMethodDaemon {
    /// What a program under test needs in its environment to reach this IBus.
    let environment: [String: String]
    private let bus: PrivateSessionBus
    private let daemon: Process
    private let folder: URL

    /// The packages it needs, when missing (empty: it can run).
    static var missing: [String] {
        var missing: [String] = []
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/ibus-daemon") { missing.append("ibus (package ibus)") }
        if !FileManager.default.fileExists(atPath: "/usr/share/ibus/component/hangul.xml") {
            missing.append("the Korean engine (package ibus-hangul)")
        }
        if !PrivateSessionBus.isInstalled { missing.append("dbus-daemon (package dbus)") }
        return missing
    }

    static var missingReason: String {
        "needs " + missing.joined(separator: ", ") + ": Scripts/install-dependencies.sh installs them"
    }

    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts IBus for programs on X display `display` (`":N"`) and selects the hangul
    /// engine; throws when it is not ready within `timeout`.
    init(display: String, timeout: Duration = .seconds(20)) throws {
        bus = try PrivateSessionBus()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-ibus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // What the daemon and a program under test share; the daemon also gets the display.
        self.environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address,
                            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "SDL_IM_MODULE": "ibus"]
        var environment = ProcessInfo.processInfo.environment.merging(self.environment) { $1 }
        environment["DISPLAY"] = display
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/ibus-daemon")
        // No panel (a GTK program) and no XIM server: SDL talks to IBus over D-Bus.
        daemon.arguments = ["--replace", "--panel=disable"]
        daemon.environment = environment
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        // Ready once `ibus engine hangul` succeeds (it needs the daemon on the bus and
        // the engine's component loaded): well under a second here.
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            let (status, output) = Self.run(["engine", "hangul"], environment: environment)
            if status == 0 { return }
            last = output
            usleep(200_000)
        }
        stop()
        throw StartError(description: "IBus did not select the hangul engine within \(timeout): \(last)")
    }

    /// Runs `ibus ARGUMENTS`, at most 5 seconds (a call to a daemon not yet up can hang).
    private static func run(_ arguments: [String], environment: [String: String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["5", "/usr/bin/ibus"] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        guard (try? process.run()) != nil else { return (-1, "ibus did not start") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func stop() {
        guard daemon.isRunning else { return }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
