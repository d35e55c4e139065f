import Foundation
import GalleryPages
import Instrumentation
import Testing

/// Memory stays flat under sustained use: the gallery's headless soak (`gallery bench
/// --scene soak`, a `ComponentHost` of `GalleryApp` tapped and switched between pages)
/// leaves exactly as many elements, layout nodes, layout boxes, component instances,
/// scopes and mounted nodes alive after 10,000 interactions as after its warm-up.
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
        // A round: every page once, ten interactions each. Two rounds of warm-up (the counts
        // after the first differ from every later round's by four component instances and
        // three pooled nodes, the same after 600 or 10,000 more interactions), then whole
        // rounds, about 10,000 interactions, so the run ends on the page the warm-up ended on.
        let round = GalleryPage.allCases.count * 10
        let interactions = (10_000 + round - 1) / round * round
        process.arguments = ["bench", "--scene", "soak", "--warm-up", "\(2 * round)", "--interactions", "\(interactions)",
                             "--size", "480x300", "--json"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gallery bench --scene soak exited with \(process.terminationStatus)")
        let line = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "one JSON object")
        #expect(line["interactions"] as? Int == interactions)
        for kind in LiveObjects.Kind.allCases {
            let start = try #require(line["live_\(kind)_start"] as? Int, "live_\(kind)_start in \(line)")
            let end = try #require(line["live_\(kind)_end"] as? Int, "live_\(kind)_end")
            #expect(start > 0, "\(kind)s were counted")
            #expect(end == start, "live \(kind)s: \(start) after the first round, \(end) after \(interactions) interactions")
        }
    }
}
