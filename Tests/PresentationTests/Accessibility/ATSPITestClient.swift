import Foundation

/// The AT-SPI test client (`atspi-client.py`) running: its output goes to files (a pipe
/// left unread while the test waits for something else could fill and stop it), and
/// `answers()` waits for it to end and gives one JSON answer per command.
final class ATSPITestClient: @unchecked Sendable {
    private let process = Process()
    private let output: URL
    private let errors: URL
    private let commands: Int

    /// Starts `arguments`, killed after `timeout` seconds: the client gives up on a
    /// missing application after 120 s itself, and nothing it waits for may hang a test.
    init(arguments: [String], commands: Int, environment: [String: String], timeout: Int) throws {
        self.commands = commands
        let folder = FileManager.default.temporaryDirectory
        let name = "atspi-client-\(UUID().uuidString)"
        output = folder.appendingPathComponent("\(name).out")
        errors = folder.appendingPathComponent("\(name).err")
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "KILL", "\(timeout)"] + arguments
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    /// Waits until the client printed the line `line` (a command's sign that it is
    /// ready); false when it did not within `timeout` or ended first.
    func waitForLine(_ line: String, timeout: Duration = .seconds(60)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if text.split(separator: "\n").contains(Substring(line)) { return true }
            guard process.isRunning else { return false }
            usleep(50_000)
        }
        return false
    }

    /// Waits for the client to end; its answers, one per command, or what it printed
    /// when it failed.
    func answers() throws -> [[String: Any]] {
        process.waitUntilExit()
        let data = (try? Data(contentsOf: output)) ?? Data()
        let messages = (try? Data(contentsOf: errors)) ?? Data()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let answers = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        guard process.terminationStatus == 0, answers.count == commands else {
            throw AccessibilityBusDaemon.StartError(description: "the AT-SPI client ended with status "
                + "\(process.terminationStatus) after \(answers.count) of \(commands) answers: "
                + "\(String(decoding: data, as: UTF8.self)) \(String(decoding: messages.suffix(4_000), as: UTF8.self))")
        }
        return answers
    }

    /// Ends the client now and says what it printed: why it did not do its part, when
    /// what it served failed first.
    func stop() -> String {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let printed = [output, errors].compactMap { try? Data(contentsOf: $0) }
            .map { String(decoding: $0.suffix(2_000), as: UTF8.self) }
        return "the client printed: " + printed.joined(separator: " / ")
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for file in [output, errors] { try? FileManager.default.removeItem(at: file) }
    }
}
