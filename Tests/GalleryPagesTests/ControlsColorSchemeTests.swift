import Components
import Controls
import Geometry
@testable import GalleryPages
@testable import Mounting
import Testing
import TestFonts

/// The Controls page starts in the environment's color scheme (the desktop's, in the
/// gallery's window), and its Dark switch overrides it from the first flip.
@MainActor
@Suite(.testFonts) struct ControlsColorSchemeTests {
    /// The page's background, where no control is (a corner).
    func backgroundPixel(_ host: ComponentHost) -> UInt32 {
        host.paint()
        let image = host.image()
        return image.pixels[4 * image.width + 4]
    }

    @Test func aDarkEnvironmentShowsTheDarkThemeUntilTheUserTurnsDarkOff() throws {
        let host = try ComponentHost(ControlsPage().environment(\.colorScheme, .dark), size: GalleryPage.defaultSize,
                                     background: GalleryPage.background)
        #expect(backgroundPixel(host) == Theme.dark.colors.background.premultipliedPixel)
        #expect(try host.state(of: ControlsPage.self).isDark == nil, "following the environment")
        try host.tap(testID: "controls.dark")
        host.advanceAnimations(by: 1)
        #expect(try host.state(of: ControlsPage.self).isDark == false)
        #expect(backgroundPixel(host) == Theme.light.colors.background.premultipliedPixel)
    }

    @Test func theDefaultEnvironmentIsLightAndTheSwitchTurnsItDark() throws {
        let host = try ComponentHost(ControlsPage(), size: GalleryPage.defaultSize, background: GalleryPage.background)
        #expect(backgroundPixel(host) == Theme.light.colors.background.premultipliedPixel)
        try host.tap(testID: "controls.dark")
        host.advanceAnimations(by: 1)
        #expect(try host.state(of: ControlsPage.self).isDark == true)
        #expect(backgroundPixel(host) == Theme.dark.colors.background.premultipliedPixel)
    }

    @Test func theGalleryPassesTheSchemeToItsPages() throws {
        let host = try ComponentHost(GalleryApp(page: .controls, size: GalleryPage.defaultSize).environment(\.colorScheme, .dark),
                                     size: GalleryPage.defaultSize, background: GalleryPage.background)
        host.paint()
        let image = host.image()
        // The bottom left corner: the page's own background, below the tab bar.
        #expect(image.pixels[(image.height - 4) * image.width + 4] == Theme.dark.colors.background.premultipliedPixel)
    }
}
