import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Presentation
import Testing
import TestFonts

/// Scrolling in the `gallery` program's real window, on a private Xvfb server, with real
/// X input from xdotool (issue 15): wheel notches and a drag with its fling scroll the
/// Layout page; what the window shows is read back with xwd and found in the page's
/// whole content rendered headlessly (`GalleryPageStrip`), so the offset shown is known
/// whatever the input did, and at rest the window equals the headless render at that
/// offset byte for byte; a fling goes on after the release, stops, and leaves the
/// program idle.
///
/// Serialized: the fling is timed by the program's clock, and the two tests' headless
/// renders would take the processor from each other's gallery.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty })
struct GalleryWindowScrollTests {
    /// The window's size. Small, because the gallery is a debug build and, until blit
    /// scrolling, each frame of a drag repaints the whole page area (about 20 ms of
    /// processor at this size, 37 ms at 900 × 640): on this 2-core machine shared with
    /// builds, frames of a larger window took longer than the 100 ms the velocity
    /// tracker looks back over, and, while pointer times were SDL's stamps, 1 fling in
    /// 4 to 12 was lost (see the drag test).
    static let size = Size(width: 640, height: 480)

    /// The middle of the page area, where the wheel is turned.
    func middle(of strip: GalleryPageStrip) -> (x: Int, y: Int) {
        (strip.area.minX + strip.area.width / 2, strip.area.minY + strip.area.height / 2)
    }

    /// Waits until the window shows the page at `offset`, then expects it to equal the
    /// headless render at that offset byte for byte (tab bar included). Records the
    /// offsets it showed instead if it never does.
    func expectWindow(_ gallery: RunningGallery, toShow strip: GalleryPageStrip, at offset: Int,
                      sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        var shown = strip.offsets(in: try gallery.screenshot())
        while shown != [offset], ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            shown = strip.offsets(in: try gallery.screenshot())
        }
        #expect(shown == [offset], "the window shows the page at \(shown), not at \(offset)",
                sourceLocation: sourceLocation)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: try strip.window(at: offset),
                                    sourceLocation: sourceLocation)
    }

    /// Button 5 scrolls down a wheel step per notch, button 4 back up; the window shows
    /// each offset exactly as a headless render does, and a long turn stops at the end.
    @Test func wheelNotchesScrollTheLayoutPageAStepEach() async throws {
        let strip = try GalleryPageStrip(page: .layout, size: Self.size)
        let step = Int(SDLEventTranslator.pointsPerWheelStep)
        try #require(strip.maximumOffset > 5 * step, "the Layout page scrolls only \(strip.maximumOffset) pt")
        let gallery = try RunningGallery(page: .layout, size: Self.size)
        let (x, y) = middle(of: strip)
        try await expectWindow(gallery, toShow: strip, at: 0)
        let top = try gallery.screenshot()

        try gallery.tool.turnWheel(window: gallery.window, x: x, y: y, notches: 5)
        let changed = try await gallery.screenshot(unlike: top) != nil
        #expect(changed, "five notches down changed nothing on screen")
        try await expectWindow(gallery, toShow: strip, at: 5 * step)
        try gallery.tool.turnWheel(window: gallery.window, x: x, y: y, notches: -2)
        try await expectWindow(gallery, toShow: strip, at: 3 * step)
        try gallery.tool.turnWheel(window: gallery.window, x: x, y: y, notches: -3)
        try await expectWindow(gallery, toShow: strip, at: 0)
        // Bools, not images: a failing comparison of images prints every pixel.
        let asStarted = try gallery.screenshot() == top
        #expect(asStarted, "back at the top, the window is as it started")

        // More notches than the page has: the page stops at its end, the last panel shown.
        let notches = strip.maximumOffset / step + 3
        try gallery.tool.turnWheel(window: gallery.window, x: x, y: y, notches: notches, interval: .milliseconds(5))
        try await expectWindow(gallery, toShow: strip, at: strip.maximumOffset)
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
    }

    /// A drag up the page moves the content with the pointer, and on release the page
    /// flings on: a screenshot right after the release differs from one a moment later,
    /// and the page comes to rest farther than the drag took it. At rest the window
    /// equals the headless render at the offset it shows, frames have stopped (the
    /// window keeps its pixels) and the program uses no processor.
    @Test func aDragFlingsTheLayoutPageOnAndItComesToRestIdle() async throws {
        let strip = try GalleryPageStrip(page: .layout, size: Self.size)
        let gallery = try RunningGallery(page: .layout, size: Self.size)
        try await expectWindow(gallery, toShow: strip, at: 0)

        // 240 pt up in 16 moves 15 ms apart, released moving: 1,000 pt/s, a fling of some
        // hundreds of points. How far depends on the moves' times: the X server's
        // (`X11EventClock`), since SDL 2 stamps events when the program reads them, and
        // moves read after one frame would share a time.
        let (x, _) = middle(of: strip)
        let start = strip.area.maxY - 60
        let distance = 240
        try gallery.tool.drag(window: gallery.window, from: (x, start), to: (x, start - distance), steps: 16,
                              interval: .milliseconds(15))
        let released = ContinuousClock.now
        let justAfter = try gallery.screenshot()
        try await Task.sleep(for: .milliseconds(200))
        let later = try gallery.screenshot()
        let resting = try await gallery.restingScreenshot()
        let settled = ContinuousClock.now - released
        let offsets = resting.map(strip.offsets(in:)) ?? []
        // The drag alone moves the page by its distance; the fling takes it farther.
        let moving = justAfter != later
        let flung = offsets.count == 1 && offsets[0] > distance + 40
        // The pictures, to look at: when asked for, and when the fling went wrong.
        let folder = ProcessInfo.processInfo.environment["TESSERA_SCROLL_SCREENSHOTS"]
            ?? (moving && flung ? nil : NSTemporaryDirectory())
        if let folder {
            try PNG.write(justAfter, toFile: folder + "/gallery-fling-just-after-release.png")
            try PNG.write(later, toFile: folder + "/gallery-fling-200ms-after-release.png")
            if let resting { try PNG.write(resting, toFile: folder + "/gallery-fling-rest.png") }
        }
        let pictures = "(screenshots in \(folder ?? NSTemporaryDirectory())/gallery-fling-*.png)"
        #expect(moving, "the window did not change from just after the release to 200 ms later: no fling \(pictures)")
        let rest = try #require(resting, "the window still changed 10 s after the release \(pictures)")
        try #require(offsets.count == 1, "the resting window shows the page at \(offsets) \(pictures)")
        #expect(flung, "the page rests at \(offsets[0]) after a drag of \(distance) pt \(pictures)")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: try strip.window(at: offsets[0]))

        let idle = try await gallery.processorTime(during: .milliseconds(1500))
        #expect(idle < .milliseconds(30), "the gallery at rest used \(idle) of CPU in 1.5 s (limit: 2% of a core)")
        let stayed = try gallery.screenshot() == rest
        #expect(stayed, "the window changed after coming to rest")
        print("""
            window scroll: a drag of \(distance) pt; the window showed \(strip.offsets(in: justAfter)) just after \
            the release, \(strip.offsets(in: later)) 200 ms later, rested at \(offsets[0]) (the end: \
            \(strip.maximumOffset)), seen unchanged for 0.5 s \(settled) after the release; \(idle) CPU in 1.5 s at rest
            """)
        #expect(await gallery.stop())
    }
}
