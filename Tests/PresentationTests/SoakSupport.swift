import Foundation
import Instrumentation
import Testing

/// Runs a headless soak of the debug `gallery` built next to this bundle (`gallery bench
/// --scene SCENE --warm-up N --interactions M --size 480x300 --json`), in a process of its
/// own, since the live object counts are process-wide and tests run in parallel, and
/// expects every count after the run to equal its count after the warm-up.
func expectFlatLiveObjects(scene: String, warmUp: Int, interactions: Int, after warmUpName: String) throws {
    try #require(LiveObjects.isCounting, "live objects are counted in debug builds only: run the tests in debug")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try galleryExecutable())
    process.arguments = ["bench", "--scene", scene, "--warm-up", "\(warmUp)", "--interactions", "\(interactions)",
                         "--size", "480x300", "--json"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "gallery bench --scene \(scene) exited with \(process.terminationStatus)")
    let line = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "one JSON object")
    #expect(line["scene"] as? String == scene)
    #expect(line["interactions"] as? Int == interactions)
    for kind in LiveObjects.Kind.allCases {
        let start = try #require(line["live_\(kind)_start"] as? Int, "live_\(kind)_start in \(line)")
        let end = try #require(line["live_\(kind)_end"] as? Int, "live_\(kind)_end")
        #expect(start > 0, "\(kind)s were counted")
        #expect(end == start, "live \(kind)s: \(start) after \(warmUpName), \(end) after \(interactions) interactions")
    }
}
