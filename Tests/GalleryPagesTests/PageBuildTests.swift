import Components
import Geometry
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// Every page builds without diagnostics and lays out with finite frames, at its own size
/// and at a smaller one.
@MainActor
@Suite(.testFonts) struct PageBuildTests {
    @Test(arguments: GalleryPage.allCases)
    func pageBuildsWithoutDiagnosticsAndFiniteFrames(_ page: GalleryPage) {
        let log = DiagnosticLog()
        let size = page.preferredSize
        let root = makeRoot(page.component(size: size), size: size, log: log)
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
        #expect(root.layout.size == size)
        let placed = root.placedElements
        #expect(placed.count > 20)
        for (element, frame) in placed {
            #expect(frame.isFiniteFrame, "\(element.kind) at \(frame)")
        }
    }

    @Test(arguments: [GalleryPage.layout, .text, .shapes, .state])
    func panelsFitThePage(_ page: GalleryPage) throws {
        let log = DiagnosticLog()
        let size = page.preferredSize
        let root = makeRoot(page.component(size: size), size: size, log: log)
        // The scaffold: title, subtitle, then the wrapping row of panels.
        let canvas = try #require(root.layout.root)
        try #require(canvas.children.count == 3)
        let grid = canvas.children[2]
        #expect(grid.children.count >= 2)
        for panel in grid.children {
            let frame = Rect(x: canvas.frame.minX + grid.frame.minX + panel.frame.minX,
                             y: canvas.frame.minY + grid.frame.minY + panel.frame.minY,
                             width: panel.frame.width, height: panel.frame.height)
            #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height,
                    "a panel of the \(page) page at \(frame) leaves the page")
        }
    }

    @Test(arguments: GalleryPage.allCases)
    func pageLaysOutAtASmallerSize(_ page: GalleryPage) {
        let log = DiagnosticLog()
        let size = Size(width: 1280, height: 800)
        let root = makeRoot(page.component(size: size), size: size, log: log)
        #expect(log.all.isEmpty)
        #expect(root.placedElements.allSatisfy { $0.frame.isFiniteFrame })
    }

    @Test func pagesHaveDistinctNamesAndTitles() {
        #expect(GalleryPage.allCases.map(\.rawValue) == ["layout", "text", "shapes", "state", "list", "interaction", "motion",
                                                         "controls", "input", "cards"])
        #expect(Set(GalleryPage.allCases.map(\.title)).count == GalleryPage.allCases.count)
        #expect(GalleryPage(rawValue: "cards") == .cards)
    }

    @Test func rebuildingAPageWithEqualPropsReusesIt() {
        let log = DiagnosticLog()
        let root = makeRoot(LayoutPage(), size: GalleryPage.defaultSize, log: log)
        let before = root.layout.root
        root.update(LayoutPage())
        #expect(root.result.statistics.builtComponents == 0)
        #expect(root.layout.root === before)
    }

    @Test func generatedImagesHaveTheirSizes() {
        #expect(GeneratedImages.checkerboard.width == 64 && GeneratedImages.checkerboard.height == 64)
        #expect(GeneratedImages.colorField.width == 96 && GeneratedImages.colorField.height == 64)
        // Premultiplied: no channel above alpha.
        let premultiplied = GeneratedImages.softDisc.pixels.allSatisfy { pixel in
            let alpha = pixel >> 24
            return pixel >> 16 & 0xFF <= alpha && pixel >> 8 & 0xFF <= alpha && pixel & 0xFF <= alpha
        }
        #expect(premultiplied)
    }
}
