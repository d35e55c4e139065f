import ComponentTestSupport
import Components
import GalleryPages
import Geometry
import Graphics
import Layout
import Mounting
import Presentation
import Testing
import TestFonts

/// A red area that fills the width with a 10-point blue stripe at its right edge: where
/// the stripe lands tells the width the tree was laid out at.
struct StripeComponent: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: LayoutStyle()) {
            Box(color: Color(red: 1, green: 0, blue: 0)).flex(grow: 1)
            Box(color: Color(red: 0, green: 0, blue: 1)).width(10)
        }
    }
}

/// The presenter on a headless surface: frames carry the damage only, and the surface
/// shows what a full render shows.
@MainActor
@Suite(.testFonts) struct HeadlessPresenterTests {
    @Test func theFirstFrameShowsWhatASnapshotShows() throws {
        let surface = try HeadlessSurface(width: 480, height: 120)
        let presenter = try Presenter(CounterComponent(), surface: surface, scale: 1, background: GalleryPage.background)
        let report = try #require(try presenter.presentFrame())
        #expect(report.damage == [PixelRect(x: 0, y: 0, width: 480, height: 120)])
        let expected = try Snapshot.image(of: CounterComponent(), size: Size(width: 480, height: 120),
                                          background: GalleryPage.background)
        #expect(surface.image() == expected)
        // Nothing changed: no frame.
        #expect(try presenter.presentFrame() == nil)
        #expect(surface.presentCount == 1)
    }

    @Test func aTapSendsOnlyTheChangedPixelsAndTheSurfaceMatchesTheHost() throws {
        let surface = try HeadlessSurface(width: 480, height: 120)
        let presenter = try Presenter(CounterComponent(), surface: surface, scale: 2, background: GalleryPage.background)
        try presenter.presentFrame()
        let plus = try #require(presenter.center(ofButton: "+1"))
        try presenter.handle(.pointer(.pointerDown, at: plus))
        try presenter.handle(.pointer(.pointerUp, at: plus))
        #expect(presenter.texts.contains("Taps: 1"))
        let report = try #require(try presenter.presentFrame())
        // The count's text and the buttons changed; most of the frame did not.
        #expect(report.damagedPixels > 0)
        #expect(report.damagedPixels < 960 * 240 / 4)
        #expect(surface.image() == presenter.host.image())
        // Every uploaded pixel lies in the damage, and the damage covers the change.
        #expect(surface.lastDamage == report.damage)
    }

    @Test func aResizeLaysTheTreeOutAtTheNewSize() throws {
        let surface = try HeadlessSurface(width: 200, height: 50)
        let presenter = try Presenter(StripeComponent(), surface: surface, scale: 1)
        try presenter.presentFrame()
        #expect(surface.image().pixels[195] == Color(red: 0, green: 0, blue: 1).premultipliedPixel)
        try surface.resize(width: 300, height: 40)
        try presenter.handle(.resized)
        #expect(presenter.host.size == Size(width: 300, height: 40))
        try presenter.presentFrame()
        let image = surface.image()
        #expect(image.width == 300 && image.height == 40)
        #expect(image.pixels[195] == Color(red: 1, green: 0, blue: 0).premultipliedPixel)
        #expect(image.pixels[295] == Color(red: 0, green: 0, blue: 1).premultipliedPixel)
        #expect(image == (try Snapshot.image(of: StripeComponent(), size: Size(width: 300, height: 40))))
    }

    @Test func closingInvalidatesEveryControllerOnceAndStopsFrames() throws {
        let surface = try HeadlessSurface(width: 600, height: 400)
        let presenter = try Presenter(StatePage(size: Size(width: 600, height: 400)), surface: surface, scale: 1)
        #expect(presenter.host.root.liveControllers.count == Song.samples.count)
        presenter.close()
        #expect(presenter.host.root.liveControllers.isEmpty)
        #expect(try presenter.presentFrame() == nil)
        presenter.close()
    }

    @Test func aSurfaceRefusesImpossibleSizes() throws {
        let surface = try HeadlessSurface(width: 10, height: 10)
        #expect(throws: PresentationError.invalidSize("0 × 10 pixels")) { try surface.resize(width: 0, height: 10) }
        #expect(throws: PresentationError.invalidSize("scale 0.0")) {
            try Presenter(StripeComponent(), surface: surface, scale: 0)
        }
    }
}
