import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Components
@testable import Mounting
import Presentation
import Testing
import TestFonts

/// The Controls page in the `gallery` program's real window, on a private Xvfb server,
/// driven by xdotool (issue 28): a mouse drag moves a slider (mid-drag and after the
/// release), a click flips a switch (its thumb slides to rest), and the keyboard alone
/// picks a segment. After each step the window equals a headless `ComponentHost` of the
/// same app driven the same way, byte for byte.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty })
struct GalleryWindowControlsTests {
    static let size = Size(width: 1280, height: 800)

    static func point(_ p: (x: Int, y: Int)) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    /// Runs the headless app's animations to rest and paints it.
    static func rest(_ host: ComponentHost) {
        for _ in 0..<3 { host.advanceAnimations(by: 1) }
        host.paint()
    }

    @Test func aDraggedSliderAFlippedSwitchAndAKeyboardChoiceShowWhatTheHeadlessAppShows() async throws {
        let gallery = try RunningGallery(page: .controls, size: Self.size)
        let host = try ComponentHost(GalleryApp(page: .controls, size: Self.size), size: Self.size,
                                     background: GalleryPage.background)
        // The pointer rests on the page's background, over nothing with a hover look or a
        // tooltip, in both.
        let rest = (x: Int(Self.size.width) - 8, y: Int(Self.size.height) - 8)
        try gallery.tool.movePointer(window: gallery.window, x: rest.x, y: rest.y)
        host.hover(at: Self.point(rest))
        host.paint()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(60))
        let untouched = try gallery.screenshot()

        // A press near the volume track's left end (the value jumps there), a drag to
        // two thirds of it in four moves, a look, then the release.
        let track = try host.frame(testID: "controls.volume.track")
        let start = (x: Int(track.minX) + 20, y: Int(track.midY))
        let end = (x: Int(track.minX + track.width * 2 / 3), y: Int(track.midY))
        try gallery.tool.mouseDown(window: gallery.window, x: start.x, y: start.y)
        host.hover(at: Self.point(start))
        host.handle(.pointerDown, at: Self.point(start))
        for step in 1...4 {
            let p = (x: start.x + (end.x - start.x) * step / 4, y: start.y)
            try gallery.tool.movePointer(window: gallery.window, x: p.x, y: p.y)
            host.handle(.pointerMoved, at: Self.point(p))
        }
        // The progress bar that follows the volume eases to it: at rest in both.
        Self.rest(host)
        let dragged = try host.state(of: SlidersPanel.self).volume
        #expect(dragged > 55 && dragged < 75, "two thirds along a 0...100 track: \(dragged)")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())
        #expect(try gallery.screenshot() != untouched, "the slider did not move mid-drag")
        try gallery.tool.mouseUp(window: gallery.window, x: end.x, y: end.y)
        host.handle(.pointerUp, at: Self.point(end))
        Self.rest(host)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())

        // A click on the Bluetooth switch: on, its thumb slid to the end.
        let bluetooth = try host.frame(testID: "controls.bluetooth")
        let click = (x: Int(bluetooth.maxX) - 30, y: Int(bluetooth.midY))
        try gallery.tool.click(window: gallery.window, x: click.x, y: click.y)
        host.hover(at: Self.point(click))
        host.handle(.pointerDown, at: Self.point(click))
        host.handle(.pointerUp, at: Self.point(click))
        Self.rest(host)
        #expect(try host.state(of: ControlsPage.self).bluetooth)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(10))

        // The keyboard alone: Tab on to the segmented control's selected segment (the
        // headless app counts the presses, the window gets as many), then Right: the
        // selection follows the arrow to Month.
        var tabs = 0
        while host.events.focusedMountedNode?.element?.testID != "controls.period.1", tabs < 40 {
            host.handle(KeyEvent(key: .tab))
            host.handle(KeyEvent(key: .tab, isDown: false))
            tabs += 1
        }
        for _ in 0..<tabs { try gallery.tool.key(window: gallery.window, "Tab") }
        try gallery.tool.key(window: gallery.window, "Right")
        host.handle(KeyEvent(key: .right))
        host.handle(KeyEvent(key: .right, isDown: false))
        Self.rest(host)
        #expect(try host.state(of: ControlsPage.self).period == "Month")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(10))

        if let folder = ProcessInfo.processInfo.environment["TESSERA_CONTROLS_SCREENSHOTS"] {
            try PNG.write(try gallery.screenshot(), toFile: folder + "/gallery-controls-window.png")
        }
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
    }
}
