import Components
import Geometry
import Graphics
@testable import Mounting
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// The gallery app as a user drives it through a host: tabs tapped, keys pressed, the
/// page on screen and the page the app reports always the same.
@MainActor
@Suite(.testFonts) struct GalleryAppTests {
    let log = DiagnosticLog()

    /// The tab of `page`.
    func tab(_ page: GalleryPage, in host: ComponentHost) throws -> Node {
        let tabs = host.buttons(titled: page.title)
        try #require(tabs.count == 1, "one button titled \(page.title)")
        return tabs[0]
    }

    /// The host shows `page`: its state says so, its tab alone is selected, and its
    /// pixels are those of an app started on that page, once the work each started
    /// (the List page's changesets) has landed, as a snapshot takes it.
    func expectShows(_ page: GalleryPage, _ host: ComponentHost, sourceLocation: SourceLocation = #_sourceLocation) throws {
        host.finishPendingWork()
        host.paint()
        #expect(host.selectedPage == page, sourceLocation: sourceLocation)
        for other in GalleryPage.allCases {
            #expect(try tab(other, in: host).button?.isSelected == (other == page), "\(other)'s tab",
                    sourceLocation: sourceLocation)
        }
        #expect(Bool(host.image().pixels == (try freshRender(of: page)).pixels), "the pixels of the \(page) page",
                sourceLocation: sourceLocation)
    }

    @Test func theTabBarIsAboveThePageWhichGetsTheRestOfTheWindow() throws {
        let host = try makeAppHost(page: .text, log: log)
        #expect(GalleryApp.tabBarHeight == 48)
        #expect(GalleryApp.pageSize(in: windowSize) == Size(width: 1280, height: 752))
        #expect(GalleryApp.pageSize(in: Size(width: 100, height: 20)) == Size(width: 100, height: 0))
        let column = try #require(host.root.layout.root)
        try #require(column.children.count == 2)
        let (bar, keyboardHost) = (column.children[0], column.children[1])
        #expect(bar.frame == Rect(x: 0, y: 0, width: 1280, height: 48))
        #expect(keyboardHost.frame == Rect(x: 0, y: 48, width: 1280, height: 752))
        // The on-screen keyboard's host holds the area (and, while a field has focus on a
        // kiosk, the keyboard under it).
        try #require(keyboardHost.children.count == 1)
        let area = try #require(keyboardHost.children[0].children.first)
        #expect(area.frame == Rect(x: 0, y: 0, width: 1280, height: 752))
        // A viewport per page, the text page's displayed and filling the area.
        try #require(area.children.count == GalleryPage.allCases.count)
        for (page, viewport) in zip(GalleryPage.allCases, area.children) {
            #expect(viewport.frame == (page == .text ? Rect(x: 0, y: 0, width: 1280, height: 752) : .zero), "\(page)")
        }
        #expect(host.texts.contains("Text"), "the page's title")
        #expect(log.all.isEmpty)
    }

    @Test func tabsRunLeftToRightInPageOrderCenteredInTheBar() throws {
        let host = try makeAppHost(log: log)
        var right = 0.0
        for page in GalleryPage.allCases {
            let frame = try tab(page, in: host).absoluteFrame
            #expect(frame.minX >= right, "\(page) after the tab before it")
            right = frame.maxX
            // Centered within the bar above its 1-point separator, to the pixel.
            #expect(abs(frame.minY - (GalleryApp.tabBarHeight - 1 - frame.maxY)) <= 1, "\(page)'s tab at \(frame)")
        }
        let title = try #require(try tab(.layout, in: host).children.first { $0.text != nil })
        #expect(title.absoluteFrame.minX == 24, "its title in line with the pages' panels")
        #expect(right < windowSize.width)
    }

    @Test func theCardsCanvasKeepsItsSizeInAViewportThatScrollsBothWays() throws {
        let host = try makeAppHost(page: .cards, log: log)
        let viewport = try #require(host.root.layout.root?.children[1].children[0].children[0].children.last)
        #expect(viewport.frame == Rect(x: 0, y: 0, width: 1280, height: 752))
        guard case .scroll(let content) = viewport.element.kind else {
            Issue.record("the cards page's viewport is \(viewport.element.kind)")
            return
        }
        #expect(content.axes == .both)
        #expect(try host.frame(testID: GalleryPage.cards.lastPanelTestID)
                == Rect(origin: Point(x: 0, y: GalleryApp.tabBarHeight), size: CardsScene.canvasSize))
        #expect(log.all.isEmpty)
    }

    @Test(arguments: GalleryPage.allCases)
    func tappingATabShowsItsPage(_ page: GalleryPage) throws {
        let start: GalleryPage = page == .layout ? .cards : .layout
        let host = try makeAppHost(page: start, log: log)
        let before = host.image()
        host.tap(try tab(page, in: host))
        #expect(host.image().pixels != before.pixels)
        try expectShows(page, host)
        #expect(log.all.isEmpty)
    }

    @Test func tappingTheSelectedTabKeepsThePage() throws {
        let host = try makeAppHost(page: .shapes, log: log)
        let before = host.image()
        host.tap(try tab(.shapes, in: host))
        #expect(host.selectedPage == .shapes)
        #expect(Bool(host.image().pixels == before.pixels))
    }

    /// A key press and the page it leads to from another.
    struct KeyCase: Sendable, CustomTestStringConvertible {
        var name: String
        var key: Key
        var modifiers: KeyModifiers = []
        var from: GalleryPage
        var to: GalleryPage
        var testDescription: String { "\(name): \(from) → \(to)" }
    }

    nonisolated static let keyCases: [KeyCase] = [
        KeyCase(name: "Right", key: .right, from: .layout, to: .text),
        KeyCase(name: "Left", key: .left, from: .text, to: .layout),
        KeyCase(name: "Left", key: .left, from: .layout, to: .cards),
        KeyCase(name: "Right", key: .right, from: .state, to: .list),
        KeyCase(name: "Right", key: .right, from: .list, to: .interaction),
        KeyCase(name: "Right", key: .right, from: .interaction, to: .motion),
        KeyCase(name: "Right", key: .right, from: .motion, to: .controls),
        KeyCase(name: "Right", key: .right, from: .controls, to: .input),
        KeyCase(name: "Right", key: .right, from: .input, to: .cards),
        KeyCase(name: "Ctrl+Tab", key: .tab, modifiers: .control, from: .state, to: .list),
        KeyCase(name: "Ctrl+Tab", key: .tab, modifiers: .control, from: .cards, to: .layout),
        KeyCase(name: "Ctrl+Shift+Tab", key: .tab, modifiers: [.control, .shift], from: .text, to: .layout),
        KeyCase(name: "Ctrl+Shift+Tab", key: .tab, modifiers: [.control, .shift], from: .layout, to: .cards),
        KeyCase(name: "Ctrl+PageDown", key: .pageDown, modifiers: .control, from: .text, to: .shapes),
        KeyCase(name: "Ctrl+PageDown", key: .pageDown, modifiers: .control, from: .cards, to: .layout),
        KeyCase(name: "Ctrl+PageUp", key: .pageUp, modifiers: .control, from: .shapes, to: .text),
        KeyCase(name: "Ctrl+PageUp", key: .pageUp, modifiers: .control, from: .layout, to: .cards),
        KeyCase(name: "1", key: .character("1"), from: .cards, to: .layout),
        KeyCase(name: "2", key: .character("2"), from: .layout, to: .text),
        KeyCase(name: "3", key: .character("3"), from: .layout, to: .shapes),
        KeyCase(name: "4", key: .character("4"), from: .layout, to: .state),
        KeyCase(name: "5", key: .character("5"), from: .layout, to: .list),
        KeyCase(name: "6", key: .character("6"), from: .layout, to: .interaction),
        KeyCase(name: "7", key: .character("7"), from: .layout, to: .motion),
        KeyCase(name: "8", key: .character("8"), from: .layout, to: .controls),
        KeyCase(name: "9", key: .character("9"), from: .layout, to: .input),
    ]

    @Test(arguments: keyCases)
    func aKeySwitchesPages(_ keyCase: KeyCase) throws {
        let host = try makeAppHost(page: keyCase.from, log: log)
        #expect(host.press(keyCase.key, keyCase.modifiers))
        try expectShows(keyCase.to, host)
        #expect(log.all.isEmpty)
    }

    @Test func holdingAKeyRepeatsAndItsReleaseIsIgnored() throws {
        let host = try makeAppHost(log: log)
        #expect(host.press(.right))
        #expect(host.press(.right, isRepeat: true))
        #expect(host.press(.right, isRepeat: true))
        #expect(!host.handle(KeyEvent(key: .right, isDown: false)))
        #expect(host.selectedPage == .state)
        // Around the end and back: left four times from the state page is the cards page.
        for _ in 0..<4 { host.press(.left, isRepeat: true) }
        try expectShows(.cards, host)
    }

    @Test func otherKeysAndTextChangeNothingAndAreNotReported() throws {
        let host = try makeAppHost(page: .text, log: log)
        let before = host.image()
        let unused: [KeyEvent] = [
            KeyEvent(key: .character("q")), KeyEvent(key: .character("0")), KeyEvent(key: .character("x")),
            // Arrows up and down, Home, End and space scroll the page (GalleryScrollingTests);
            // Tab and Shift+Tab move focus (GalleryFocusOrderTests).
            KeyEvent(key: .character("٣")), KeyEvent(key: .escape), KeyEvent(key: .enter),
            KeyEvent(key: .right, modifiers: .control),
            KeyEvent(key: .left, modifiers: .alt), KeyEvent(key: .character("2"), modifiers: .control),
            KeyEvent(key: .function(5)), KeyEvent(key: .right, isDown: false), KeyEvent(key: .character("1"), isDown: false),
        ]
        for event in unused {
            #expect(!host.handle(event), "\(event)")
        }
        #expect(!host.handle(TextInput("q")))
        #expect(!host.handle(TextInput("1")), "digits switch pages as keys, not as text")
        #expect(host.paint().isEmpty, "nothing to repaint")
        let unchanged = host.image().pixels == before.pixels  // one Bool: a failing #expect would diff every pixel
        #expect(unchanged)
        #expect(host.selectedPage == .text)
        #expect(log.all.isEmpty, "unhandled keys are not reported: \(log.all.map(\.message))")
    }

    @Test func arrowsOnTheTappedTabShowTheTabTheyFocusAndEnterAndSpaceActivateIt() throws {
        let host = try makeAppHost(log: log)
        host.tap(try tab(.text, in: host))
        #expect(host.selectedPage == .text)
        // The tapped tab keeps focus although the tap rebuilt it (selected now). The tabs
        // are a focus group whose selection follows focus: Right focuses the next tab and
        // shows its page; Enter and Space activate the focused tab.
        #expect(host.press(.right))
        #expect(host.selectedPage == .shapes)
        #expect(host.events.focusedMountedNode === (try tab(.shapes, in: host)))
        #expect(host.press(.enter))
        #expect(host.selectedPage == .shapes)
        #expect(host.press(.left))
        #expect(host.press(.space))
        // Shown as a fresh app shows it but for the focus ring on its tab: keys moved focus.
        #expect(host.selectedPage == .text)
        #expect(try tab(.text, in: host).button?.isSelected == true && tab(.shapes, in: host).button?.isSelected == false)
        #expect(host.events.focusedMountedNode === (try tab(.text, in: host)))
        #expect(log.all.isEmpty)
    }

    @Test func keysClimbFromAFocusedButtonInsideAPage() throws {
        let host = try makeAppHost(page: .state, log: log)
        let plus = try #require(host.buttons(titled: "+1").first)
        host.tap(plus)
        #expect(host.texts.contains("Taps: 1"))
        #expect(host.press(.enter), "the focused +1 again")
        #expect(host.texts.contains("Taps: 2"))
        #expect(host.press(.right), "from +1 through the counter and the page to the app")
        #expect(host.selectedPage == .list)
        #expect(!host.press(.enter), "the +1 button left with its page: nothing has focus")
        #expect(host.selectedPage == .list)
        #expect(log.all.isEmpty)
    }

    @Test func theSelectedPageSurvivesNewPropsAndAResize() throws {
        let host = try makeAppHost(log: log)
        host.press(.character("4"))
        let size = Size(width: 1024, height: 700)
        host.root.update(GalleryApp(page: .layout, size: size))
        try host.resize(to: size)
        host.paint()
        #expect(host.selectedPage == .state, "page is only the first page")
        let area = try #require(host.root.layout.root?.children[1])
        #expect(area.frame == Rect(x: 0, y: 48, width: 1024, height: 652))
        #expect(Bool(host.image().pixels == (try freshRender(of: .state, size: size)).pixels))
    }

    @Test func selectedPageReadsOnlyAGalleryAppRoot() {
        #expect(GalleryApp.selectedPage(in: makeRoot(GalleryApp(page: .shapes, size: windowSize), size: windowSize,
                                                     log: log)) == .shapes)
        #expect(GalleryApp.selectedPage(in: makeRoot(StatePage(), size: windowSize, log: log)) == nil)
    }

    @Test func keyBindingsAsAFunction() {
        #expect(GalleryApp.page(for: KeyEvent(key: .right), after: .state) == .list)
        #expect(GalleryApp.page(for: KeyEvent(key: .right), after: .cards) == nil, "the cards canvas scrolls sideways")
        #expect(GalleryApp.page(for: KeyEvent(key: .tab, modifiers: .control), after: .cards) == .layout)
        #expect(GalleryApp.page(for: KeyEvent(key: .left, isRepeat: true), after: .text) == .layout)
        #expect(GalleryApp.page(for: KeyEvent(key: .right, isDown: false), after: .text) == nil)
        #expect(GalleryApp.page(for: KeyEvent(key: .tab, modifiers: [.control, .alt]), after: .text) == nil)
        #expect(GalleryApp.page(for: KeyEvent(key: .character("0")), after: .text) == nil)
    }
}
