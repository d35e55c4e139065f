import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Testing

/// The gallery in a real window under Xvfb, clicked 3,000 times on the counter's "+1"
/// and switched through every page 60 times (300 page switches) with real X input from
/// xdotool, its resident memory read from `/proc` after a warm-up and at the end: it may
/// grow by at most 5%.
///
/// Takes minutes (each xdotool call is a process), so it runs only when asked:
/// `Scripts/soak-window.sh` sets `TESSERA_WINDOW_SOAK=1` and points
/// `TESSERA_GALLERY` at a release build of the gallery.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TESSERA_WINDOW_SOAK"] != nil))
struct GalleryWindowSoakTests {
    @Test func threeThousandClicksAndThreeHundredPageSwitchesLeaveMemoryFlat() async throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        defer { server.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ProcessInfo.processInfo.environment["TESSERA_GALLERY"]
            ?? galleryExecutable())
        process.arguments = ["show", "--renderer", "damage", "--page", "state", "--size", "900x640"]
        process.environment = server.environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let tool = XWindowTool(display: server.display)
        let window = try tool.waitForWindow(pid: process.processIdentifier)
        let plus = try #require(try galleryPresenter(page: .state).presenter.center(ofButton: "+1"))

        func round(clicks: Int) throws {
            for _ in 0..<clicks { try tool.click(window: window, x: Int(plus.x), y: Int(plus.y)) }
            // Five pages: five Ctrl+Tabs come back to the state page (Right scrolls the cards
            // canvas sideways).
            for _ in GalleryPage.allCases { try tool.key(window: window, "ctrl+Tab") }
        }
        for _ in 0..<2 { try round(clicks: 50) }  // warm-up
        try await Task.sleep(for: .milliseconds(500))
        let start = try residentKilobytes(of: process.processIdentifier)
        var samples: [Int] = []
        for index in 0..<60 {
            try round(clicks: 50)
            if index % 10 == 9 { samples.append(try residentKilobytes(of: process.processIdentifier)) }
        }
        try await Task.sleep(for: .milliseconds(500))
        let end = try residentKilobytes(of: process.processIdentifier)
        print("window soak: RSS \(start) kB after warm-up, \(samples) kB every 500 clicks, \(end) kB at the end")
        #expect(Double(end) <= Double(start) * 1.05, "RSS grew from \(start) kB to \(end) kB (limit 5%)")
        #expect(process.isRunning)
    }

    /// `VmRSS` of a process, in kB.
    func residentKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let value = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({ Int($0) })
        else { throw PresenterTestError("no VmRSS in /proc/\(pid)/status") }
        return value
    }
}
