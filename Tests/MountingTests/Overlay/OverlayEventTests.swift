import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// The overlay layer's input: a tap outside a popup dismisses it (the action arrives from
/// the anchor, the tap reaches nothing below), a tap inside does not, a dialog's scrim
/// blocks what is below, Escape dismisses the topmost layer; an anchor that is not
/// mounted is one diagnostic; a dialog presented twice shows once.
@MainActor
@Suite(.testFonts) struct OverlayEventTests {
    func host(_ page: OverlayPage = OverlayPage(), log: DiagnosticLog? = nil) throws -> ComponentHost {
        let handler = log?.handler ?? DiagnosticHandler { Issue.record("\($0)") }
        let host = try ComponentHost(page, size: Size(width: 300, height: 200), scale: 1, diagnostics: handler)
        host.paint()
        return host
    }

    func middle(_ host: ComponentHost, _ testID: String) throws -> Point {
        let frame = try host.frame(testID: testID)
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test func tappingTheAnchorOpensAPopupBelowIt() throws {
        let host = try host()
        try host.tap(testID: "open")
        let layers = host.overlayLayers
        #expect(layers.map(\.id) == ["menu"])
        let anchor = try host.frame(testID: "open")
        let menu = try host.frame(testID: "menu-text")
        #expect(menu.minY > anchor.maxY, "below the anchor")
        #expect(host.modalOverlay == nil, "a popup is not modal")
        #expect(!host.paint().isEmpty, "the popup is drawn")
    }

    @Test func aTapOutsideDismissesThePopupAndDoesNotReachTheButtonBelow() throws {
        let host = try host()
        try host.tap(testID: "open")
        let controller = try host.pageController()
        let below = try middle(host, "below")
        #expect(throws: TestQueryError.self, "the popup's barrier is in the way") { try host.tap(testID: "below") }
        host.click(below)
        #expect(controller.dismissals == [OverlayDismissed(id: "menu", reason: .outsideTap)])
        #expect(controller.bumps == 0, "the tap stopped at the barrier")
        #expect(host.overlayLayers.isEmpty, "the page closed it")
        host.click(below)
        #expect(controller.bumps == 1, "with the popup gone, the button below takes taps")
    }

    @Test func aTapInsideThePopupDoesNotDismissIt() throws {
        let host = try host()
        try host.tap(testID: "open")
        let controller = try host.pageController()
        try host.tap(testID: "menu-text")
        #expect(controller.dismissals.isEmpty)
        #expect(host.overlayLayers.count == 1)
    }

    @Test func theContentsUnhandledActionsGoUpFromTheAnchor() throws {
        let host = try host()
        try host.tap(testID: "open")
        let controller = try host.pageController()
        try host.tap(testID: "item")
        #expect(controller.picks == 1, "the menu item's action reached the page that presents the menu")
        #expect(controller.dismissals.isEmpty)
    }

    @Test func aTooltipThatMayNotBeDismissedLetsTapsBelowThrough() throws {
        let host = try host()
        let controller = try host.pageController()
        controller.set { $0.tooltip = true }
        #expect(try host.frame(testID: "tooltip").maxY <= 160, "above its label")
        try host.tap(testID: "below")
        #expect(controller.bumps == 1, "no barrier: the button below took the tap")
        #expect(controller.dismissals.isEmpty)
        #expect(host.overlayLayers.map(\.id) == ["tooltip"])
    }

    @Test func escapeStopsAtADialogThatMayNotBeDismissed() throws {
        let host = try host(OverlayPage(dialogDismissible: false))
        let controller = try host.pageController()
        controller.set { $0.menu = true }
        controller.set { $0.dialog = true }
        host.handle(KeyEvent(key: .escape))
        #expect(controller.dismissals.isEmpty, "the menu below the modal dialog is not reached")
        #expect(host.overlayLayers.map(\.id) == ["menu", "confirm"])
    }

    @Test func aDialogsScrimBlocksTheButtonBelow() throws {
        let host = try host(OverlayPage(dialogDismissible: false))
        let controller = try host.pageController()
        controller.set { $0.dialog = true }
        #expect(host.modalOverlay?.id == "confirm", "the hook focus trapping will use")
        let below = try middle(host, "below")
        host.click(below)
        #expect(controller.bumps == 0, "the scrim took the tap")
        #expect(controller.dismissals.isEmpty, "a dialog that may not be dismissed stays")
        #expect(host.overlayLayers.count == 1)
    }

    @Test func aTapOnTheScrimDismissesADismissibleDialog() throws {
        let host = try host()
        let controller = try host.pageController()
        controller.set { $0.dialog = true }
        host.click(try middle(host, "below"))
        #expect(controller.dismissals == [OverlayDismissed(id: "confirm", reason: .outsideTap)])
        #expect(controller.bumps == 0)
        #expect(host.modalOverlay == nil)
    }

    @Test func escapeDismissesTheTopmostLayerFirst() throws {
        let host = try host()
        let controller = try host.pageController()
        controller.set { $0.dialog = true }
        controller.set { $0.menu = true }
        controller.set { $0.tooltip = true }
        #expect(host.overlayLayers.map(\.id) == ["confirm", "menu", "tooltip"], "in the order they were presented")
        #expect(host.handle(KeyEvent(key: .escape)))
        #expect(controller.dismissals == [OverlayDismissed(id: "menu", reason: .escape)],
                "the tooltip, which may not be dismissed, is passed over")
        #expect(host.handle(KeyEvent(key: .escape)))
        #expect(controller.dismissals.last == OverlayDismissed(id: "confirm", reason: .escape))
        #expect(host.overlayLayers.map(\.id) == ["tooltip"])
        controller.set { $0.tooltip = false }
        host.handle(KeyEvent(key: .escape))
        #expect(controller.received.last is KeyEvent, "with nothing shown, Escape goes up the chain as any key")
        #expect(controller.dismissals.count == 2)
    }

    @Test func aPopupFollowsItsAnchorAndFlipsAtTheEdge() throws {
        let host = try host()
        let controller = try host.pageController()
        controller.set { $0.menu = true }
        let near = try host.frame(testID: "menu-text")
        controller.set { $0.anchor = Point(x: 200, y: 170) }
        let anchor = try host.frame(testID: "open")
        let flipped = try host.frame(testID: "menu-text")
        #expect(flipped.maxY < anchor.minY, "above the anchor at the bottom edge")
        #expect(flipped.minX != near.minX)
        let cell = try #require(host.overlayLayers.first?.node)
        #expect(cell.absoluteFrame.maxX <= 300 - 8, "shifted inside the screen")
    }

    @Test func anAnchorThatIsNotMountedIsOneDiagnosticAndNoCrash() throws {
        struct Nothing: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> EmptyComponent { EmptyComponent() }
        }
        struct Page: Component, Equatable {
            var count: Int
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 300, height: Double(100 + count))) {
                    Nothing().popup(isPresented: true, id: "lost") { Box(color: .black, style: .fixed(width: 10, height: 10)) }
                }
            }
        }
        let log = DiagnosticLog()
        let host = try ComponentHost(Page(count: 0), size: Size(width: 300, height: 200), diagnostics: log.handler)
        host.paint()
        host.root.update(Page(count: 1))
        host.root.update(Page(count: 2))
        host.paint()
        let reports = log.of(.overlayAnchorNotMounted)
        #expect(reports.count == 1, "once while it lasts")
        #expect(reports.first?.message.contains("\"lost\"") == true)
        #expect(host.overlayLayers.isEmpty, "nothing shows")
        #expect(log.all.count == 1)
    }

    @Test func aDialogPresentedTwiceShowsOnce() throws {
        struct Twice: Component, Equatable {
            var shown: Bool
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 300, height: 200)) {
                    Box(color: .white, style: .fixed(width: 10, height: 10))
                        .dialog(isPresented: shown, id: "confirm") { Box(color: .black, style: .fixed(width: 40, height: 40)) }
                    Box(color: .white, style: .fixed(width: 10, height: 10))
                        .dialog(isPresented: shown, id: "confirm") { Box(color: .black, style: .fixed(width: 40, height: 40)) }
                }
            }
        }
        let host = try ComponentHost(Twice(shown: true), size: Size(width: 300, height: 200),
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        host.paint()
        #expect(host.overlayLayers.count == 1)
        let root = try #require(host.overlayLayers.first?.root)
        // Presented again (a rebuild that says so once more): the same layer, not another.
        host.root.update(Twice(shown: true))
        #expect(host.overlayLayers.count == 1)
        #expect(host.overlayLayers.first?.root === root)
        let scrims = host.mounter.root?.children.filter { $0.kind == .overlayCell }.count
        #expect(scrims == 2, "one scrim and one content")
        host.root.update(Twice(shown: false))
        #expect(host.overlayLayers.isEmpty)
        #expect(host.mounter.root?.children.contains { $0.kind == .overlayCell } == false)
    }

    /// A popup whose content keeps state of its own: a button inside it grows it.
    struct GrowingMenu: Component, Equatable {
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 1 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(color: Color(red: 1, green: 0.9, blue: 0.6), style: .column(gap: 2, padding: 4)) {
                Button("More", action: Bump()).testID("more")
                Box(color: .black, style: .fixed(width: 40, height: Double(context.state * 10)))
            }
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Bump else { return false }
            context.updateState(.synchronous) { $0 += 1 }
            return true
        }
    }

    @Test func aPopupsOwnStateUpdatesRemountItExactly() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 300, height: 200)) {
                    Box(color: .black, style: .fixed(width: 40, height: 20)).position(top: 150, left: 20)
                        .popup(isPresented: true, id: "grow") { GrowingMenu() }
                }
            }
        }
        let host = try ComponentHost(Page(), size: Size(width: 300, height: 200), scale: 1.5,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        let check = try FullRepaintCheck(host, garbageSeed: 3)
        host.paint()
        let before = try #require(host.overlayLayers.first?.node.absoluteFrame)
        #expect(before.maxY <= 146, "above the anchor: no room below")
        try host.tap(testID: "more")
        try host.tap(testID: "more")
        let after = try #require(host.overlayLayers.first?.node.absoluteFrame)
        #expect(abs(after.height - (before.height + 20)) < 1e-9, "its own root grew it")
        #expect(after.maxY == before.maxY, "still above its anchor, 4 points away")
        #expect(host.needsPaint)
        host.paint()
        #expect(check.differences(in: host).count == 0)
    }

    @Test func aResizeKeepsADialogCenteredAndItsScrimFull() throws {
        let host = try host()
        let controller = try host.pageController()
        controller.set { $0.dialog = true }
        try host.resize(to: Size(width: 400, height: 260))
        let dialog = try host.frame(testID: "dialog")
        #expect(dialog.midX == 200 && dialog.midY == 130)
        let scrim = try #require(host.mounter.root?.children.first { $0.kind == .overlayCell && $0.cellRoot !== host.modalOverlay?.root })
        #expect(scrim.absoluteFrame.size == Size(width: 400, height: 260))
        let check = try FullRepaintCheck(host, garbageSeed: 9)
        host.paint()
        #expect(check.differences(in: host).count == 0)
    }

    struct MenuShown: Action {}

    /// Menu content whose controller says it is shown as soon as it mounts.
    struct AnnouncingMenu: Component, Equatable {
        var scope: ComponentScope? { .byType }
        static var controllerType: ComponentController<AnnouncingMenu>.Type? { AnnouncingController.self }
        func body(_ context: BuildContext<Self>) -> some Component {
            Box(color: .white, style: .fixed(width: 60, height: 30))
        }
    }

    final class AnnouncingController: ComponentController<AnnouncingMenu> {
        override func didMount() { send(MenuShown()) }
    }

    @Test func aPageChangedWhileAPopupMountsIsMountedInTheSameUpdate() throws {
        struct Page: Component, Equatable {
            var scope: ComponentScope? { .byType }
            func initialState() -> [Bool] { [false, false] }
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .fixed(width: 300, height: 200)) {
                    Box(color: .black, style: .fixed(width: 40, height: 20))
                        .popup(isPresented: context.state[0], id: "menu") { AnnouncingMenu() }
                    Box(color: .black, style: .fixed(width: 40, height: 20))
                        .popup(isPresented: context.state[1], id: "hint", dismissible: false) {
                            Box(color: .black, style: .fixed(width: 30, height: 10))
                        }
                }
            }
            func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
                switch action {
                case is Bump: context.updateState(.synchronous) { $0[0] = true }
                case is MenuShown: context.updateState(.synchronous) { $0[1] = true }
                default: return false
                }
                return true
            }
        }
        let host = try ComponentHost(Page(), size: Size(width: 300, height: 200),
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        host.paint()
        let element = try #require(host.root.layout.root?.element)
        host.root.send(Bump(), from: element)
        #expect(host.overlayLayers.map(\.id) == ["menu", "hint"], "the hint the menu's mount asked for shows too")
        let check = try FullRepaintCheck(host, garbageSeed: 5)
        host.paint()
        #expect(check.differences(in: host).count == 0)
    }
}
