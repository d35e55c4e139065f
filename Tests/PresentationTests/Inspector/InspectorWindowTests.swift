import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Presentation
import Testing
import TestFonts

/// The inspector in a real window: the gallery started with `--inspect` shows the
/// overlay, idles once its first flash has faded (no frames: no processor time), and F12
/// through the X server gives back exactly the page a headless gallery shows.
@MainActor
@Suite(.testFonts, .enabled(Comment(rawValue: DisplayTools.missingReason)) { DisplayTools.missing.isEmpty })
struct InspectorWindowTests {
    @Test func theOverlayIdlesAndF12InTheWindowGivesThePageBack() async throws {
        let gallery = try RunningGallery(page: .state, size: Size(width: 900, height: 640), arguments: ["--inspect"])
        let page = try headlessGallery(page: .state)
        // A pixel the overlay leaves alone once its first flash has faded (a headless
        // gallery with the inspector on says which): the window shows the page's own
        // color there then, and the flash's tint before.
        let (surface, presenter) = try galleryPresenter(page: .state)
        presenter.inspector.isEnabled = true
        try presenter.presentFrame(at: 0)
        try presenter.presentFrame(at: 1)
        let probe = try #require(InspectorOverlayTests.firstUntouchedPixel(surface.image(), page))
        let (x, y) = (probe % page.width, probe / page.width)
        #expect(await wait {
            guard let shot = try? gallery.screenshot() else { return false }
            return Self.showsTheStrip(shot) && shot[x, y] == page[x, y]
        })
        #expect(try gallery.screenshot() != page, "the overlay shows")
        let idle = try await gallery.processorTime(during: .seconds(3))
        #expect(idle < .milliseconds(60), "with the overlay resting the gallery used \(idle) of CPU in 3 s")

        try gallery.tool.key(window: gallery.window, "F12")
        try await expectScreenshots(of: gallery.window, on: gallery.server, toEqual: page, timeout: .seconds(60))
        #expect(await gallery.stop())
    }

    /// Whether the strip's panel (dark, 90% opaque) is in the bottom right corner.
    static func showsTheStrip(_ shot: Graphics.Image) -> Bool {
        guard shot.width > 20, shot.height > 20 else { return false }
        let pixel = shot[shot.width - 12, shot.height - 12]
        return (pixel >> 16) & 0xFF < 0x40 && (pixel >> 8) & 0xFF < 0x40 && pixel & 0xFF < 0x40
    }
}
