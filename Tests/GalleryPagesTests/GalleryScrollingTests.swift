import Components
import Geometry
import Graphics
import Mounting
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// The gallery's pages scroll inside the app's page area: their bottoms are reachable
/// in a 1280 × 800 window, the cards canvas scrolls both ways, and each page keeps its
/// offset while other pages are shown.
@MainActor
@Suite(.testFonts) struct GalleryScrollingTests {
    let log = DiagnosticLog()

    /// The page area of a window of `size`: below the tab bar.
    func area(in size: Size = windowSize) -> Rect {
        Rect(x: 0, y: GalleryApp.tabBarHeight, width: size.width, height: size.height - GalleryApp.tabBarHeight)
    }

    /// The offset of the page on screen: its scroll view's state.
    func offset(of page: GalleryPage, in host: ComponentHost) throws -> Point {
        try host.state(of: ScrollView<Flexbox>.self, testID: page.lastPanelTestID).offset
    }

    /// Taps `page`'s tab.
    func show(_ page: GalleryPage, in host: ComponentHost) throws {
        let tabs = host.buttons(titled: page.title)
        try #require(tabs.count == 1)
        host.tap(tabs[0])
        try #require(host.selectedPage == page)
    }

    /// A press and release on the page's title: nothing there takes taps, so it only
    /// makes the page's viewport the one keys scroll, as a click on a page does.
    func clickPage(_ host: ComponentHost) {
        let point = Point(x: 600, y: GalleryApp.tabBarHeight + 30)
        host.handle(.pointerDown, at: point)
        host.handle(.pointerUp, at: point)
    }

    /// The pages that run past the bottom of a 1280 × 800 window.
    nonisolated static let longPages: [GalleryPage] = [.layout, .text, .shapes]

    @Test(arguments: longPages)
    func endBringsTheLastPanelIntoTheArea(_ page: GalleryPage) throws {
        let host = try makeAppHost(page: page, log: log)
        let before = try host.frame(testID: page.lastPanelTestID)
        #expect(before.maxY > windowSize.height, "\(page)'s last panel starts below the window")
        clickPage(host)
        #expect(host.press(.end), "End scrolls the page")
        let after = try host.frame(testID: page.lastPanelTestID)
        #expect(area().contains(after), "\(page)'s last panel at \(after), inside \(area())")
        // Moved up by the offset (to the pixel: frames are snapped), nothing else: the
        // page is not laid out differently.
        let offset = try offset(of: page, in: host)
        #expect(offset.x == 0 && offset.y > 0)
        #expect(after.minX == before.minX && after.width == before.width)
        #expect(abs(after.minY - (before.minY - offset.y)) <= 1, "\(after) vs \(before) moved \(offset.y)")
        #expect(!host.press(.end), "already at the end")
        #expect(log.all.isEmpty)
    }

    @Test(arguments: GalleryPage.allCases.filter { $0 != .cards })
    func aLargeWheelScrollReachesTheSameEndAsEnd(_ page: GalleryPage) throws {
        let wheeled = try makeAppHost(page: page, log: log)
        // Left of the List page's feed, which would scroll first (it is a scroll view of its own).
        wheeled.handle(.scroll(dx: 0, dy: 100_000), at: Point(x: 200, y: 400))
        wheeled.paint()
        let frame = try wheeled.frame(testID: page.lastPanelTestID)
        #expect(area().contains(frame), "\(page)'s last panel at \(frame)")
        let keyed = try makeAppHost(page: page, log: log)
        clickPage(keyed)
        keyed.press(.end)
        #expect(try keyed.frame(testID: page.lastPanelTestID) == frame)
        // A Bool, not the arrays: a failing comparison of a million pixels would be
        // diffed element by element (minutes).
        let samePixels = wheeled.image().pixels == keyed.image().pixels
        #expect(samePixels, "the same picture after End and after the wheel")
        #expect(log.all.isEmpty)
    }

    @Test func aPageKeepsItsOffsetWhileAnotherIsShown() throws {
        let host = try makeAppHost(page: .layout, log: log)
        host.handle(.scroll(dx: 0, dy: 300), at: Point(x: 640, y: 400))
        host.paint()
        #expect(try offset(of: .layout, in: host) == Point(x: 0, y: 300))
        let scrolled = try host.frame(testID: GalleryPage.layout.lastPanelTestID)
        let picture = host.image()

        // Another page starts at its top, and scrolls on its own.
        try show(.text, in: host)
        #expect(try offset(of: .text, in: host) == .zero)
        host.handle(.scroll(dx: 0, dy: 120), at: Point(x: 640, y: 400))
        host.paint()
        #expect(try offset(of: .text, in: host) == Point(x: 0, y: 120))

        try show(.layout, in: host)
        #expect(try offset(of: .layout, in: host) == Point(x: 0, y: 300))
        #expect(try host.frame(testID: GalleryPage.layout.lastPanelTestID) == scrolled)
        let samePixels = host.image().pixels == picture.pixels
        #expect(samePixels, "the layout page as it was left")
        try show(.text, in: host)
        #expect(try offset(of: .text, in: host) == Point(x: 0, y: 120))
        #expect(log.all.isEmpty)
    }

    @Test func theCardsCanvasScrollsBothWaysInANarrowWindow() throws {
        let size = Size(width: 800, height: 600)
        let host = try makeAppHost(page: .cards, size: size, log: log)
        let canvas = GalleryPage.cards.lastPanelTestID
        #expect(try host.frame(testID: canvas) == Rect(origin: Point(x: 0, y: GalleryApp.tabBarHeight),
                                                       size: CardsScene.canvasSize))
        host.handle(.scroll(dx: 500, dy: 0), at: Point(x: 400, y: 300))
        host.paint()
        #expect(try host.frame(testID: canvas).origin == Point(x: -500, y: GalleryApp.tabBarHeight), "sideways only")
        host.handle(.scroll(dx: 100_000, dy: 100_000), at: Point(x: 400, y: 300))
        host.paint()
        // The canvas's bottom right corner at the area's.
        let end = try host.frame(testID: canvas)
        #expect(end.maxX == size.width && end.maxY == size.height, "the canvas at \(end)")
        #expect(try offset(of: .cards, in: host) == Point(x: 1920 - 800, y: 1080 - 552))
        #expect(log.all.isEmpty)
    }
}

/// Scrolling a gallery page moves its pixels (blit scrolling) and repaints only the
/// strip that comes into view and the indicator, with a full repaint's pixels.
extension GalleryScrollingTests {
    @Test(arguments: GalleryScrollingTests.longPages)
    func aScrollStepMovesThePageAndPaintsOnlyTheNewStrip(_ page: GalleryPage) throws {
        let host = try makeAppHost(page: page, log: log)
        host.paint()
        let center = Point(x: area().midX, y: area().midY)
        for step in 1...3 {
            host.handle(.scroll(dx: 0, dy: 16), at: center)
            host.paint()
            let report = host.lastPaint
            let areaPixels = area().enclosingPixels(scale: host.scale)
            #expect(report.moves == [PixelMove(rect: areaPixels, dx: 0, dy: -16)], "step \(step): \(report.moves)")
            // The 16-row strip and the indicator (old and new place), nothing else.
            let strip = 16 * areaPixels.width
            #expect(report.paintedPixels >= strip && report.paintedPixels <= strip + 3 * 3 * areaPixels.height,
                    "step \(step) painted \(report.paintedPixels)")
        }
        let scrolled = host.image()
        host.paintAll()
        #expect(Bool(scrolled.pixels == host.image().pixels), "the moved frame is a full repaint's")
    }
}

/// Before anything was clicked, keys scroll the page on screen (the largest scroll view),
/// as a browser's keys scroll the document.
extension GalleryScrollingTests {
    @Test func keysScrollThePageBeforeAnythingWasClicked() throws {
        let host = try makeAppHost(page: .layout, log: log)
        #expect(host.press(.end), "End scrolls the page")
        #expect(try offset(of: .layout, in: host).y > 0)
        #expect(area().contains(try host.frame(testID: GalleryPage.layout.lastPanelTestID)))
    }
}

/// Page Down and Page Up scroll the page (Ctrl+Page Down/Up switch tabs, as in browsers).
extension GalleryScrollingTests {
    @Test func pageDownAndUpScrollThePage() throws {
        let host = try makeAppHost(page: .layout, log: log)
        #expect(host.press(.end))
        let end = try offset(of: .layout, in: host).y
        #expect(host.press(.home))
        #expect(host.press(.pageDown))
        #expect(host.selectedPage == .layout)
        let down = try offset(of: .layout, in: host).y
        // A page is the area less a line (40 pt), or what is left to the end.
        #expect(down > 0 && down == min(area().height - 40, end), "\(down) of \(end)")
        #expect(host.press(.pageUp))
        #expect(try offset(of: .layout, in: host).y == 0)
    }
}

/// On the cards page, Right and Left scroll the canvas sideways (it is wider than the
/// window); Ctrl+Tab still switches pages.
extension GalleryScrollingTests {
    @Test func rightAndLeftScrollTheCardsCanvasSideways() throws {
        let host = try makeAppHost(page: .cards, log: log)
        #expect(host.press(.right))
        #expect(host.selectedPage == .cards)
        #expect(try offset(of: .cards, in: host).x == 40)
        #expect(host.press(.end) && host.press(.right))
        #expect(try offset(of: .cards, in: host).x == 80)
        #expect(host.press(.left) && host.press(.left))
        #expect(try offset(of: .cards, in: host).x == 0)
        #expect(host.press(.tab, .control))
        #expect(host.selectedPage == .layout)
    }
}
