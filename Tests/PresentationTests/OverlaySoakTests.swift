import Foundation
import Instrumentation
import Testing

/// Opening and closing popups and dialogs and showing toasts leaves memory flat: the
/// overlay soak (`gallery bench --scene overlay-soak`: a menu opened and closed by its
/// item, a tap outside and Escape, a dialog dismissed on its scrim and by Escape, toasts
/// timed out on a manual clock) leaves exactly as many elements, layout nodes and boxes,
/// instances, scopes, build records and mounted nodes alive after 1,000 interactions as
/// after its warm-up. In a process of its own, as `GallerySoakTests`: the counts are
/// process-wide.
@Suite struct OverlaySoakTests {
    @Test func aThousandInteractionsLeaveTheLiveObjectCountsOfTheWarmUp() throws {
        try #require(LiveObjects.isCounting, "live objects are counted in debug builds only: run the tests in debug")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        // The script is eight steps; whole rounds on both sides of the reading.
        let interactions = 1_000
        process.arguments = ["bench", "--scene", "overlay-soak", "--warm-up", "80", "--interactions", "\(interactions)",
                             "--size", "480x300", "--json"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gallery bench --scene overlay-soak exited with \(process.terminationStatus)")
        let line = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "one JSON object")
        #expect(line["scene"] as? String == "overlay-soak")
        #expect(line["interactions"] as? Int == interactions)
        for kind in LiveObjects.Kind.allCases {
            let start = try #require(line["live_\(kind)_start"] as? Int, "live_\(kind)_start in \(line)")
            let end = try #require(line["live_\(kind)_end"] as? Int, "live_\(kind)_end")
            #expect(start > 0, "\(kind)s were counted")
            #expect(end == start, "live \(kind)s: \(start) after the warm-up, \(end) after \(interactions) interactions")
        }
    }
}
