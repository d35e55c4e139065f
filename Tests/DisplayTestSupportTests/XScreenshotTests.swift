import Testing
@testable import DisplayTestSupport
import Geometry
import Graphics

/// Screenshots through xwd of a private server whose pixels the test sets: the root
/// window's background (xsetroot) and a window of one color (xlogo drawn in its own
/// background color).
@Suite struct XScreenshotTests {
    static let rootColor: UInt32 = 0xFF33_6699
    static let windowColor: UInt32 = 0xFFCC_3300

    @Test func theRootIsTheColorItWasSetTo() throws {
        let server = try XvfbServer(width: 320, height: 200)
        try runX11("xsetroot", ["-solid", "#336699"], display: server.display)
        let image = try XScreenshot.root(display: server.display)
        #expect(image.width == 320 && image.height == 200)
        #expect(image.pixels.allSatisfy { $0 == Self.rootColor }, "\(Set(image.pixels).map { String($0, radix: 16) })")
    }

    /// A 1920x1080 screen is an 8 MB dump: read whole, without a pipe filling up.
    @Test func aLargeScreenIsReadWhole() throws {
        let server = try XvfbServer(width: 1920, height: 1080)
        try runX11("xsetroot", ["-solid", "#336699"], display: server.display)
        let image = try XScreenshot.root(display: server.display)
        #expect(image.width == 1920 && image.height == 1080)
        #expect(image[0, 0] == Self.rootColor && image[1919, 1079] == Self.rootColor)
    }

    /// The window's screenshot is its inside, and the screen shows it exactly where its
    /// geometry says.
    @Test func aWindowIsItsOwnPixelsAtItsGeometry() throws {
        let server = try XvfbServer(width: 320, height: 200)
        try runX11("xsetroot", ["-solid", "#336699"], display: server.display)
        let logo = try RunningProgram("xlogo", ["-geometry", "120x80+30+40", "-bw", "0", "-name", "red",
                                            "-bg", "#cc3300", "-fg", "#cc3300"], display: server.display)
        let window = try visibleWindow(named: "red", display: server.display)
        let geometry = try XWindowTool(display: server.display).geometry(window: window)
        #expect(geometry == PixelRect(x: 30, y: 40, width: 120, height: 80))

        let shot = try XScreenshot.window(window, display: server.display)
        #expect(shot.width == 120 && shot.height == 80)
        #expect(shot.pixels.allSatisfy { $0 == Self.windowColor })

        let screen = try XScreenshot.root(display: server.display)
        var outside = 0
        var wrongInside: [PixelRect] = []
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let expected = geometry.contains(x: x, y: y) ? Self.windowColor : Self.rootColor
                if screen[x, y] != expected {
                    if geometry.contains(x: x, y: y) { wrongInside.append(PixelRect(x: x, y: y, width: 1, height: 1)) }
                    outside += 1
                }
            }
        }
        #expect(outside == 0, "\(outside) pixels differ from the expected screen, first inside: \(wrongInside.prefix(3))")
        _ = logo
    }

    /// A window screenshot holds the window's own pixels where nothing covers it; the
    /// screen shows the window on top. (X leaves the covered part of the window
    /// undefined: Xvfb gives black.)
    @Test func aCoveredWindowAndTheScreen() throws {
        let server = try XvfbServer(width: 320, height: 200)
        let below = try RunningProgram("xlogo", ["-geometry", "100x100+0+0", "-bw", "0", "-name", "below",
                                             "-bg", "#cc3300", "-fg", "#cc3300"], display: server.display)
        let window = try visibleWindow(named: "below", display: server.display)
        let above = try RunningProgram("xlogo", ["-geometry", "50x50+50+50", "-bw", "0", "-name", "above",
                                             "-bg", "#00ff00", "-fg", "#00ff00"], display: server.display)
        _ = try visibleWindow(named: "above", display: server.display)
        let shot = try XScreenshot.window(window, display: server.display)
        #expect(shot.width == 100 && shot.height == 100)
        #expect(shot[10, 10] == Self.windowColor && shot[49, 49] == Self.windowColor && shot[99, 49] == Self.windowColor)
        let screen = try XScreenshot.root(display: server.display)
        #expect(screen[49, 49] == Self.windowColor && screen[50, 50] == 0xFF00_FF00 && screen[99, 99] == 0xFF00_FF00)
        _ = (below, above)
    }

    @Test func aWindowThatDoesNotExistIsAnXError() throws {
        let server = try XvfbServer(width: 64, height: 48)
        let error = try #require(throws: XToolError.self) { try XScreenshot.window(0x3039, display: server.display) }
        guard case let .failed(command, status, stderr) = error else {
            Issue.record("expected .failed, got \(error)")
            return
        }
        #expect(command == "xwd -id 12345 -nobdrs -silent -display \(server.display)")
        #expect(status == "exit status 1")
        #expect(stderr.contains("BadWindow"), "\(stderr)")
    }

    @Test func aMissingToolSaysWhichPackageToInstall() {
        let tool = XTool(executable: "xwd-that-is-not-installed", package: "x11-apps")
        #expect(throws: XToolError.notInstalled(tool: "xwd-that-is-not-installed", package: "x11-apps")) {
            try tool.run([], display: ":0")
        }
        #expect("\(XToolError.notInstalled(tool: "xwd", package: "x11-apps"))"
            == "xwd is not installed (not found on PATH): install the Debian package x11-apps (Scripts/install-dependencies.sh does)")
    }
}
