import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Mounting
import Presentation
import Testing
import TestFonts

/// The List page in the `gallery` program's real window, on a private Xvfb server, driven
/// by xdotool (issue 16): the window shows the loaded feed exactly as a headless
/// `ComponentHost` of the same app does; a click on "Insert" shows the new post at the
/// top; wheel notches over the feed scroll it (not the page) a step each; a drag flings it
/// on and it comes to rest, the program idle. After each, the window equals the headless
/// host driven the same way, byte for byte.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty })
struct GalleryWindowListTests {
    static let size = Size(width: 1280, height: 800)

    /// The app showing the List page headlessly, its feed loaded.
    static func headlessApp() async throws -> ComponentHost {
        let host = try ComponentHost(GalleryApp(page: .list, size: size), size: size, background: GalleryPage.background)
        try await settle(host)
        return host
    }

    /// Waits for the List page's changesets, then runs every motion and fade to rest.
    static func settle(_ host: ComponentHost) async throws {
        await host.root.waitForAsynchronousUpdates()
        await (try host.controller(ListPageController.self)).waitUntilApplied()
        host.paint()
        // An eased step ends, then its indicator fades: frames until nothing is left to run.
        for _ in 0..<100 where host.isAnimating {
            host.advanceAnimations(by: 0.5)
            host.paint()
        }
    }

    /// The middle of the element tagged `testID`, in window pixels.
    static func center(of testID: String, in host: ComponentHost) throws -> (x: Int, y: Int) {
        let frame = try host.frame(testID: testID)
        return (Int(frame.midX), Int(frame.midY))
    }

    @Test func insertWheelAndDragShowWhatTheHeadlessAppShows() async throws {
        let gallery = try RunningGallery(page: .list, size: Self.size)
        let host = try await Self.headlessApp()
        // The debug gallery prepares 10,000 posts in the background: give it time.
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(120))
        let loaded = try gallery.screenshot()

        // "Insert": a new post at the top, shown at once.
        let insert = try Self.center(of: "list.insert", in: host)
        try gallery.tool.click(window: gallery.window, x: insert.x, y: insert.y)
        host.handle(.pointerDown, at: Point(x: Double(insert.x), y: Double(insert.y)))
        host.handle(.pointerUp, at: Point(x: Double(insert.x), y: Double(insert.y)))
        // The real mouse stays over the button: its hovered look.
        host.hover(at: Point(x: Double(insert.x), y: Double(insert.y)))
        try await Self.settle(host)
        #expect(try host.text(testID: "list.counts")?.contains("posts: 10000") == true)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(30))
        let inserted = try gallery.screenshot() != loaded
        #expect(inserted, "the window did not change after Insert")

        // Three wheel notches over the feed scroll the feed, eased to 3 steps, the page stays.
        let feed = try host.frame(testID: "list.feed")
        let (x, y) = (Int(feed.midX), Int(feed.midY))
        try gallery.tool.turnWheel(window: gallery.window, x: x, y: y, notches: 3)
        host.hover(at: Point(x: Double(x), y: Double(y)))
        for _ in 0..<3 {
            host.handle(.scroll(dx: 0, dy: SDLEventTranslator.pointsPerWheelStep, granularity: .step),
                        at: Point(x: Double(x), y: Double(y)))
        }
        try await Self.settle(host)
        #expect(try host.frame(testID: "list.feed") == feed, "the page did not move")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(30))

        // A drag up the feed, released moving: it flings on after the release and rests.
        // (The feed runs past the window's bottom: the drag starts above it.)
        let before = try gallery.screenshot()
        let bottom = Int(min(feed.maxY, Self.size.height)) - 40
        try gallery.tool.drag(window: gallery.window, from: (x, bottom), to: (x, bottom - 240),
                              steps: 16, interval: .milliseconds(15))
        let justAfter = try gallery.screenshot()
        try await Task.sleep(for: .milliseconds(200))
        let later = try gallery.screenshot()
        let resting = try #require(try await gallery.restingScreenshot(timeout: .seconds(20)), "still moving 20 s after")
        let moving = justAfter != later && resting != before
        // The pictures, to look at: when asked for, and when the fling went wrong.
        let folder = ProcessInfo.processInfo.environment["TESSERA_SCROLL_SCREENSHOTS"] ?? (moving ? nil : NSTemporaryDirectory())
        if let folder {
            try PNG.write(before, toFile: folder + "/gallery-list-before-drag.png")
            try PNG.write(justAfter, toFile: folder + "/gallery-list-just-after-release.png")
            try PNG.write(later, toFile: folder + "/gallery-list-200ms-after-release.png")
            try PNG.write(resting, toFile: folder + "/gallery-list-rest.png")
        }
        #expect(moving, "the feed did not fling on after the release (screenshots: \(folder ?? "")/gallery-list-*.png)")
        #expect(try host.frame(testID: "list.feed") == feed)
        let idle = try await gallery.processorTime(during: .milliseconds(1500))
        #expect(idle < .milliseconds(30), "the gallery at rest used \(idle) of CPU in 1.5 s (limit: 2% of a core)")
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
    }
}
