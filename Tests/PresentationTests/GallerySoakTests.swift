import Foundation
import Instrumentation
import Testing

/// Memory stays flat under sustained use: the gallery's headless soak (`gallery bench
/// --scene soak`, a `ComponentHost` of `GalleryApp` tapped and switched between pages)
/// leaves exactly as many elements, layout nodes, layout boxes, component instances,
/// scopes and mounted nodes alive after 10,000 interactions as after its first round.
///
/// The counts are process-wide (`LiveObjects`) and tests run in parallel, so the soak
/// runs in a process of its own: the debug `gallery` built next to this bundle, which
/// counts. Its page is small (480 × 300) to keep a debug build's painting quick; what
/// is built, laid out and mounted does not depend on the size.
@Suite struct GallerySoakTests {
    @Test func tenThousandInteractionsLeaveTheLiveObjectCountsOfTheFirstRound() throws {
        try #require(LiveObjects.isCounting, "live objects are counted in debug builds only: run the tests in debug")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        // One round: every page once, ten interactions each.
        process.arguments = ["bench", "--scene", "soak", "--warm-up", "50", "--interactions", "10000",
                             "--size", "480x300", "--json"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gallery bench --scene soak exited with \(process.terminationStatus)")
        let line = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "one JSON object")
        #expect(line["interactions"] as? Int == 10_000)
        for kind in LiveObjects.Kind.allCases {
            let start = try #require(line["live_\(kind)_start"] as? Int, "live_\(kind)_start in \(line)")
            let end = try #require(line["live_\(kind)_end"] as? Int, "live_\(kind)_end")
            #expect(start > 0, "\(kind)s were counted")
            #expect(end == start, "live \(kind)s: \(start) after the first round, \(end) after 10,000 interactions")
        }
    }
}
