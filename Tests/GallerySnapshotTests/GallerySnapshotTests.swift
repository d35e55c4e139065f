import Testing
import Geometry
import Graphics
import Components
import GalleryPages
import Mounting
import SnapshotTesting
import TesseraSnapshotTesting
import TestFonts

/// Every gallery page, rendered as the gallery renders it, against the PNG recorded
/// under `__Snapshots__` (record again with `SNAPSHOT_TESTING_RECORD=all`, then look at
/// the images before committing them). Each page is also repainted in a region in its
/// middle, over garbage, which must give back the full render's pixels.
@MainActor
@Suite(.testFonts) struct GallerySnapshotTests {
    @Test(arguments: GalleryPage.allCases)
    func pageLooksAsRecorded(_ page: GalleryPage) {
        assertSnapshot(of: page.component(size: page.preferredSize),
                       as: .image(size: page.preferredSize, background: GalleryPage.background), named: page.rawValue, testName: "gallery")
    }

    /// The Controls page in each theme and direction its switches pick (look at them all
    /// when recording: every control in every state, nothing clipped or overlapping).
    @Test(arguments: ["dark", "large-text", "high-contrast", "high-contrast-dark", "rtl"])
    func controlsLookAsRecorded(_ look: String) {
        var state = ControlsPage.State()
        state.isDark = look.hasSuffix("dark")
        state.largeText = look == "large-text"
        state.highContrast = look.hasPrefix("high-contrast")
        state.rightToLeft = look == "rtl"
        let size = GalleryPage.controls.preferredSize
        let height = look == "large-text" ? size.height * 1.8 : size.height
        assertSnapshot(of: ControlsPage(size: size, initial: state),
                       as: .image(size: Size(width: size.width, height: height), background: GalleryPage.background),
                       named: "controls-\(look)", testName: "gallery")
    }

    /// The gallery app as its window shows it: the tab bar over the state page.
    @Test func appLooksAsRecorded() {
        assertSnapshot(of: GalleryApp(page: .state, size: Self.windowSize),
                       as: .image(size: Self.windowSize, background: GalleryPage.background), named: "app-state",
                       testName: "gallery")
    }

    @Test(arguments: GalleryPage.allCases)
    func repaintingARegionInTheMiddleGivesTheFullRendersPixels(_ page: GalleryPage) throws {
        try expectRepaintIsExact(page.component(size: page.preferredSize), size: page.preferredSize)
    }

    @Test func repaintingARegionAcrossTheAppsTabBarGivesTheFullRendersPixels() throws {
        // From the top edge down into the page, across the selected tab and the separator.
        try expectRepaintIsExact(GalleryApp(page: .state, size: Self.windowSize), size: Self.windowSize,
                                 in: PixelRect(x: 301, y: 0, width: 351, height: 203))
    }

    static let windowSize = Size(width: 1280, height: 800)

    /// Fills `region` of `component`'s render (by default one in the middle) with
    /// garbage, repaints it, and expects the full render's pixels back.
    func expectRepaintIsExact(_ component: some Component, size: Size, in region: PixelRect? = nil) throws {
        let host = try ComponentHost(component, size: size,
                                     background: GalleryPage.background, diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        host.paint()
        let full = host.image()
        let middle = region ?? PixelRect(x: full.width / 2 - 173, y: full.height / 2 - 97, width: 351, height: 203)
        var seed: UInt32 = 0x9E37_79B9
        for y in middle.minY..<middle.maxY {
            for x in middle.minX..<middle.maxX {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                host.framebuffer[x, y] = seed | 0xFF00_0000
            }
        }
        let painted = host.repaint(Region(middle))
        #expect(Region(painted).contains(middle))
        #expect(host.image().pixels == full.pixels)
    }
}

extension GalleryPage: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
