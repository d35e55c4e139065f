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
import TestSupport

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

    @Test func sizesAndScalesFollowTheOneRule() throws {
        let surface = try HeadlessSurface(width: 10, height: 10)
        #expect(throws: DimensionError(name: "width", pixels: -1, requirement: "must be in 0...32768")) {
            try surface.resize(width: -1, height: 10)
        }
        #expect(throws: DimensionError(name: "height", pixels: 40000, requirement: "must be in 0...32768")) {
            try HeadlessSurface(width: 10, height: 40000)
        }
        let scale = DimensionError(name: "scale", value: 0, unit: .factor, requirement: "must be finite and greater than 0")
        #expect(throws: scale) { try Presenter(StripeComponent(), surface: surface, scale: 0) }
        #expect(scale.description == "scale 0 is invalid: must be finite and greater than 0")
        #expect(throws: DimensionError(name: "scale", value: .nan, unit: .factor, requirement: "must be finite and greater than 0")) {
            try Presenter(surface: surface, scale: .nan) { _ in StripeComponent() }
        }
    }

    @Test func aMinimizedSurfaceShowsNothingUntilItHasASizeAgain() throws {
        let surface = try HeadlessSurface(width: 100, height: 20)
        let presenter = try Presenter(StripeComponent(), surface: surface, scale: 1)
        try presenter.presentFrame()
        try surface.resize(width: 0, height: 0)
        try presenter.handle(.resized)
        #expect(presenter.host.size == .zero)
        #expect(try presenter.presentFrame()?.damagedPixels ?? 0 == 0, "an empty frame paints nothing")
        #expect(surface.image().pixels.isEmpty)
        try surface.resize(width: 60, height: 20)
        try presenter.handle(.resized)
        let report = try #require(try presenter.presentFrame())
        #expect(report.damage == [PixelRect(x: 0, y: 0, width: 60, height: 20)])
        #expect(surface.image() == (try Snapshot.image(of: StripeComponent(), size: Size(width: 60, height: 20))))
    }

    @Test func windowOptionsAreCheckedBeforeAWindowOpens() {
        func message(_ options: WindowOptions) -> String {
            thrownMessage { try options.check() }
        }
        #expect(message(WindowOptions()) == "no error")
        #expect(message(WindowOptions(size: Size(width: 0, height: 600)))
                == "DimensionError: width 0 points is invalid: must be finite and greater than 0")
        #expect(message(WindowOptions(size: Size(width: 800, height: -600)))
                == "DimensionError: height -600 points is invalid: must be finite and greater than 0")
        #expect(message(WindowOptions(size: Size(width: .infinity, height: 600)))
                == "DimensionError: width inf points is invalid: must be finite and greater than 0")
        #expect(message(WindowOptions(scale: 0)) == "DimensionError: scale 0 is invalid: must be finite and greater than 0")
        #expect(message(WindowOptions(scale: .nan)) == "DimensionError: scale nan is invalid: must be finite and greater than 0")
        // WindowTests.badOptionsFailBeforeSDLStarts: the window checks them first.
    }
}
