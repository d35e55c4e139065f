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

/// The Interaction page in the `gallery` program's real window, on a private Xvfb
/// server, driven by xdotool (issue 26): a mouse drag moves the card (the window equals
/// the headless app dragged by the same points, mid-drag and after the release), Tab
/// walks to the card's button with the focus ring showing and Enter presses it, and a
/// dialog's scrim takes a click aimed at a button below it. After each step the window
/// equals a headless `ComponentHost` of the same app driven the same way, byte for byte.
@MainActor
@Suite(.testFonts, .serialized,
       .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty })
struct GalleryWindowInteractionTests {
    static let size = Size(width: 1280, height: 800)

    /// The app showing the Interaction page headlessly, its swipe list filled.
    static func headlessApp() async throws -> ComponentHost {
        let host = try ComponentHost(GalleryApp(page: .interaction, size: size), size: size,
                                     background: GalleryPage.background)
        try await settle(host)
        return host
    }

    static func settle(_ host: ComponentHost) async throws {
        await host.root.waitForAsynchronousUpdates()
        host.finishPendingWork()
        host.paint()
    }

    static func point(_ p: (x: Int, y: Int)) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    @Test func dragTabAndADialogShowWhatTheHeadlessAppShows() async throws {
        let gallery = try RunningGallery(page: .interaction, size: Self.size)
        let host = try await Self.headlessApp()
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image(), timeout: .seconds(60))
        let untouched = try gallery.screenshot()

        // A drag on the card's title (not its button): press, move halfway, look, move on,
        // release. The card follows by exactly the pointer's travel.
        let card = try host.frame(testID: "interaction.card")
        let start = (x: Int(card.minX) + 30, y: Int(card.minY) + 16)
        let halfway = (x: start.x + 80, y: start.y + 30)
        let end = (x: start.x + 160, y: start.y + 60)
        try gallery.tool.mouseDown(window: gallery.window, x: start.x, y: start.y)
        host.hover(at: Self.point(start))
        host.handle(.pointerDown, at: Self.point(start))
        for step in 1...4 {
            let p = (x: start.x + (halfway.x - start.x) * step / 4, y: start.y + (halfway.y - start.y) * step / 4)
            try gallery.tool.movePointer(window: gallery.window, x: p.x, y: p.y)
            host.handle(.pointerMoved, at: Self.point(p))
        }
        host.paint()
        #expect(try host.frame(testID: "interaction.card").origin == Point(x: card.minX + 80, y: card.minY + 30))
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())
        let midDrag = try gallery.screenshot()
        #expect(midDrag != untouched, "the card did not move mid-drag")
        try gallery.tool.mouseUp(window: gallery.window, x: end.x, y: end.y)
        host.handle(.pointerMoved, at: Self.point(end))
        host.handle(.pointerUp, at: Self.point(end))
        host.hover(at: Self.point(end))
        host.paint()
        #expect(try host.frame(testID: "interaction.card").origin == Point(x: card.minX + 160, y: card.minY + 60))
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())

        // The press focused the card (no ring: it was a press); Tab moves to its button,
        // with the ring, and Enter presses it.
        try gallery.tool.key(window: gallery.window, "Tab")
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .tab, isDown: false))
        host.paint()
        #expect(host.events.focusedMountedNode?.element?.testID == "interaction.card.button")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())
        try gallery.tool.key(window: gallery.window, "Return")
        host.handle(KeyEvent(key: .enter))
        host.handle(KeyEvent(key: .enter, isDown: false))
        host.paint()
        #expect(try host.text(testID: "interaction.card.button") == "Taps: 1")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())

        // "Sign out…" opens the dialog; a click aimed at the card's button lands on the
        // scrim: the button counts nothing, the dialog is cancelled.
        let open = try host.frame(testID: "interaction.dialog.open")
        let openPoint = (x: Int(open.midX), y: Int(open.midY))
        try gallery.tool.click(window: gallery.window, x: openPoint.x, y: openPoint.y)
        host.hover(at: Self.point(openPoint))
        host.handle(.pointerDown, at: Self.point(openPoint))
        host.handle(.pointerUp, at: Self.point(openPoint))
        host.paint()
        #expect(host.modalOverlay != nil)
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())
        let button = try host.frame(testID: "interaction.card.button")
        let below = (x: Int(button.midX), y: Int(button.midY))
        try gallery.tool.click(window: gallery.window, x: below.x, y: below.y)
        host.hover(at: Self.point(below))
        host.handle(.pointerDown, at: Self.point(below))
        host.handle(.pointerUp, at: Self.point(below))
        host.paint()
        #expect(host.modalOverlay == nil)
        #expect(try host.text(testID: "interaction.card.button") == "Taps: 1", "the click below the dialog reached the button")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: host.image())

        if let folder = ProcessInfo.processInfo.environment["TESSERA_INTERACTION_SCREENSHOTS"] {
            try PNG.write(midDrag, toFile: folder + "/gallery-interaction-mid-drag.png")
            try PNG.write(try gallery.screenshot(), toFile: folder + "/gallery-interaction-end.png")
        }
        #expect(await gallery.stop(), "gallery said: \(String(decoding: gallery.output.fileHandleForReading.availableData, as: UTF8.self))")
    }
}
