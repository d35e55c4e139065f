import Foundation
import Glibc

/// A session bus of a test's own: `dbus-daemon` with a configuration that lists no
/// services, so nothing is activated on it (the machine's session services, a real
/// portal among them, stay out), on an abstract socket that vanishes with it. Killed
/// when released.
final class PrivateSessionBus {
    /// What `DBUS_SESSION_BUS_ADDRESS` would hold for it.
    let address: String
    private let process: Process
    private let folder: URL

    /// Why a bus could not be started.
    enum StartError: Error, CustomStringConvertible {
        case notInstalled
        case noAddress(String)

        var description: String {
            switch self {
            case .notInstalled: "dbus-daemon is not installed (Scripts/install-dependencies.sh installs the dbus package)"
            case .noAddress(let detail): "dbus-daemon printed no address: \(detail)"
            }
        }
    }

    static var isInstalled: Bool { executable != nil }

    private static let executable: String? = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    init() throws {
        guard let executable = Self.executable else { throw StartError.notInstalled }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("bus.conf")
        try """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:tmpdir=\(folder.path)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.write(to: configuration, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--config-file=\(configuration.path)", "--nofork", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // One line, written once the daemon listens; EOF if it failed to start.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw StartError.noAddress("it exited with status \(process.terminationStatus)")
        }
        address = text
    }

    deinit {
        // SIGKILL: a daemon started from a thread that blocks SIGTERM would ignore it.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
