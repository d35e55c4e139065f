import Foundation
import Instrumentation
import Testing

/// An assistive technology listening leaves memory flat: `gallery bench --scene
/// atspi-soak` presses the State page's count through the accessibility tree 10,000
/// times (Reset every tenth) while a pyatspi client listens for every object event on
/// an accessibility bus of the test's own, and as many elements, nodes, scopes and
/// records are alive after the 10,000 steps as after the warm-up. The client receives
/// the events of every step.
@Suite(.serialized,
       .enabled(Comment(rawValue: AccessibilityBusDaemon.missingReason)) { AccessibilityBusDaemon.missing.isEmpty })
struct ATSPISoakTests {
    @Test func tenThousandTreeChangesSentToAListenerLeaveTheLiveObjectCountsOfTheWarmUp() throws {
        try #require(LiveObjects.isCounting, "live objects are counted in debug builds only: run the tests in debug")
        let accessibility = try AccessibilityBusDaemon()
        let interactions = 10_000
        // The listener first: the soak waits for it before its warm-up. A process started
        // here, not from a task: on 2 cores the cooperative pool's threads may all be
        // blocked by other tests' processes, and a task's client then never started.
        let client = try accessibility.startClient(application: "gallery", ["listen\t5"], timeout: 900)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        process.arguments = ["bench", "--scene", "atspi-soak", "--warm-up", "100", "--interactions", "\(interactions)",
                             "--size", "480x300", "--json"]
        process.environment = ProcessInfo.processInfo.environment.merging(accessibility.environment) { $1 }
        // Its warnings to a file: a pipe read after its output could fill and stop it.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-soak-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String((try? String(contentsOf: errors, encoding: .utf8))?.suffix(2_000) ?? "")
        guard process.terminationStatus == 0 else {
            Issue.record("gallery bench --scene atspi-soak exited with \(process.terminationStatus): \(message); \(client.stop())")
            return
        }
        let answers = try client.answers()
        let kinds = answers.first?["kinds"] as? [String: Int]
        let events = kinds?["object:property-change:accessible-name"] ?? -1
        let line = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "one JSON object")
        #expect(line["interactions"] as? Int == interactions)
        for kind in LiveObjects.Kind.allCases {
            let start = try #require(line["live_\(kind)_start"] as? Int, "live_\(kind)_start in \(line)")
            let end = try #require(line["live_\(kind)_end"] as? Int, "live_\(kind)_end")
            #expect(end == start, "live \(kind)s: \(start) after the warm-up, \(end) after \(interactions) tree changes")
        }
        // Every step renamed the count, and the listener (the only one, so the soak
        // starts once it is registered) heard it.
        #expect(events >= interactions + 100, "the listener heard \(events) name changes: \(answers)")
    }
}
