import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
@testable import Presentation
import Testing
import TestFonts

/// The hierarchy dump of gallery pages: as text and JSON, from `gallery dump-tree`
/// without a display, and written to a file on SIGUSR1 by a running gallery.
@MainActor
@Suite(.testFonts) struct HierarchyDumpTests {
    @Test func theStatePagesDumpNamesItsComponentsControllersTestIDsAndFrames() throws {
        let (_, presenter) = try galleryPresenter(page: .state)
        try presenter.presentFrame()
        let text = HierarchyDump(of: presenter).text
        #expect(text.hasPrefix("Tessera hierarchy: 900 × 640 points at scale 1\n"))
        for expected in ["\n  GalleryApp", "StatePage", "CounterComponent scope#", "state: 0",
                         "CounterComponent[key: \"Apples\"]", "SongComponent(id: ", "controller: SongController",
                         "testID: \(GalleryPage.state.lastPanelTestID)", "\"Taps: 0\"", "button (",
                         "Node reuse: 1 mounts;", "glyphs: ", "paragraphs: ", "node text layouts: "] {
            #expect(text.contains(expected), "the dump has no \(expected)")
        }
        // The window's root node fills it.
        #expect(text.contains("\nElements (") && text.contains("\n  container (0, 0, 900 × 640)"))
    }

    @Test func jsonParsesAndHasTheSameTrees() throws {
        let (_, presenter) = try galleryPresenter(page: .state)
        try presenter.presentFrame()
        let json = try HierarchyDump(of: presenter).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let components = try #require(object["components"] as? [String: Any])
        let root = try #require(components["root"] as? [String: Any])
        #expect(root["type"] as? String == "GalleryApp")
        let nodes = try #require(object["nodes"] as? [String: Any])
        let frame = try #require((nodes["root"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(frame == ["x": 0, "y": 0, "width": 900, "height": 640])
        let caches = try #require((object["caches"] as? [String: Any])?["caches"] as? [[String: Any]])
        let glyphs = try #require(caches.first { $0["name"] as? String == "glyphs" })
        #expect((glyphs["bytes"] as? Int ?? 0) > 0)
    }

    /// The Shapes and images page's pictures and icons are in the shared caches, which
    /// the dump lists after the host's own with their bytes and limits.
    @Test func theDumpListsTheDecodedImagesAndIconMasks() throws {
        let (_, presenter) = try galleryPresenter(page: .shapes, size: Size(width: 1920, height: 1800))
        try presenter.presentSettledFrame()
        let dump = HierarchyDump(of: presenter)
        let images = try #require(dump.caches.caches.first { $0.name == "images" })
        #expect(images.entries >= 3 && (images.bytes ?? 0) > 0 && images.byteLimit == 48 << 20, "\(images)")
        let icons = try #require(dump.caches.caches.first { $0.name == "icon masks" })
        #expect(icons.entries >= 18 && (icons.bytes ?? 0) >= 18 * 16 * 16 && icons.byteLimit == 2 << 20, "\(icons)")
        #expect(dump.text.contains("\n  images: \(images.entries) entries, \(images.bytes ?? 0) of 50331648 bytes"))
    }

    @Test func theSignalsFileIsInTheRuntimeFolderElseTmp() {
        #expect(HierarchyDumpSignal.path(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], pid: 42)
                    == "/run/user/1000/tessera-42-tree.txt")
        #expect(HierarchyDumpSignal.path(environment: [:], pid: 42) == "/tmp/tessera-42-tree.txt")
        #expect(HierarchyDumpSignal.path(environment: ["XDG_RUNTIME_DIR": ""], pid: 7) == "/tmp/tessera-7-tree.txt")
    }

    @Test func writingTheDumpReplacesTheFileWhole() throws {
        let (_, presenter) = try galleryPresenter(page: .state)
        let folder = NSTemporaryDirectory() + "dump-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tessera-1-tree.txt"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try HierarchyDumpSignal.write(presenter, to: path)
        // Up to the caches, which other tests' text shares with this one and changes meanwhile.
        func trees(_ dump: String) -> String { dump.components(separatedBy: "\nCaches:")[0] }
        #expect(trees(try String(contentsOfFile: path, encoding: .utf8)) == trees(HierarchyDump(of: presenter).text))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tessera-1-tree.txt"])
        #expect(throws: (any Error).self) { try HierarchyDumpSignal.write(presenter, to: folder + "/missing/tree.txt") }
    }

    @Test func galleryDumpTreePrintsTextAndJSONWithoutADisplay() throws {
        let text = try runGallery(["dump-tree", "--page", "state", "--size", "900x640"])
        #expect(text.status == 0)
        #expect(text.output.contains("CounterComponent[key: \"Pears\"]") && text.output.contains("controller: SongController"))
        let json = try runGallery(["dump-tree", "--json", "--page", "layout"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["width"] as? Double == 1280)
        // The issue's spelling: an option of the default command.
        let option = try runGallery(["--dump-tree", "--page", "state", "--size", "900x640"])
        #expect(option.status == 0 && option.output == text.output)
        let optionJSON = try runGallery(["--dump-tree", "--json", "--page", "layout"])
        #expect(optionJSON.output == json.output)
        let bad = try runGallery(["dump-tree", "--page", "nowhere"])
        #expect(bad.status != 0 && bad.output.contains("nowhere"))
    }

    @Test func sigusr1MakesARunningGalleryWriteItsDump() async throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        defer { server.stop() }
        let folder = NSTemporaryDirectory() + "runtime-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        process.arguments = ["show", "--renderer", "software", "--page", "state", "--size", "900x640", "--log-frames"]
        process.environment = server.environment.merging(["XDG_RUNTIME_DIR": folder]) { $1 }
        let outputPath = folder + "/output.txt"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func said() -> String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
        // The first frame comes after the loop started listening for signals.
        #expect(await wait { said().contains("frame 0 presented") })
        let path = HierarchyDumpSignal.path(environment: ["XDG_RUNTIME_DIR": folder], pid: process.processIdentifier)
        // Dispatch starts listening a moment after the loop asked it to (on its own
        // thread), and an ignored signal that comes first is dropped: sent until it lands.
        #expect(await wait {
            if !FileManager.default.fileExists(atPath: path) { kill(process.processIdentifier, SIGUSR1) }
            return FileManager.default.fileExists(atPath: path)
        })
        let dump = try String(contentsOfFile: path, encoding: .utf8)
        #expect(dump.contains("CounterComponent scope#") && dump.contains("Caches:"))
        // Still running, and ends cleanly.
        #expect(process.isRunning)
        process.terminate()
        #expect(await wait { !process.isRunning })
        #expect(process.terminationStatus == 0)
        let printed = said().split(separator: "\n").filter { !$0.hasPrefix("frame ") }
        #expect(printed.isEmpty, "the signal printed nothing: \(printed)")
    }

    /// Runs the gallery built with the tests to its end; its standard output and error.
    func runGallery(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try galleryExecutable())
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
