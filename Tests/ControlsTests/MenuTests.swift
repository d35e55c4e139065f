import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A menu: from its button by a tap or the keys alone, or from a long press (or
/// Shift+F10) on any component; choosing sends the item's own action up the chain and
/// closes it; disabled items are skipped; a destructive one is drawn in the critical
/// color; a tap outside or Escape closes it sending nothing.
@MainActor
@Suite(.testFonts) struct MenuTests {
    enum Sort: Action, Equatable { case name, date, size }
    struct Clear: Action, Equatable {}

    struct Screen: Component, Equatable {
        var theme = Theme.light
        var sizeEnabled = false
        var scope: ComponentScope? { .byType }
        /// What was chosen, in order.
        func initialState() -> [String] { [] }
        var items: [MenuItem] {
            [MenuItem("By name", action: Sort.name), MenuItem("By date", action: Sort.date),
             MenuItem("By size", isEnabled: sizeEnabled, action: Sort.size),
             MenuItem("Clear history", role: .destructive, action: Clear())]
        }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 12, align: .flexStart, padding: 10)) {
                Menu("Sort", items: items)
                Box(fill: .color(theme.colors.surface), cornerRadii: CornerRadii(8), style: .fixed(width: 200, height: 60))
                    .focusable()
                    .testID("card")
                    .contextMenu(items, tag: "card-menu")
            }
            .size(width: 360, height: 400)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            let chosen: String
            switch action {
            case let sort as Sort: chosen = "\(sort)"
            case is Clear: chosen = "clear"
            default: return false
            }
            context.updateState(.synchronous) { $0.append(chosen) }
            return true
        }
    }

    func makeHost(_ screen: Screen = Screen()) throws -> ComponentHost {
        let host = try ComponentHost(screen, size: Size(width: 360, height: 400), background: screen.theme.colors.background)
        host.root.timerClock = ManualTimerClock()
        host.paint()
        return host
    }

    func chosen(_ host: ComponentHost) throws -> [String] { try host.state(of: Screen.self) }
    func menu(_ host: ComponentHost) throws -> PopupListState { try host.state(of: Menu.self) }

    @Test func aTapOpensTheMenuBelowAndAnItemSendsItsOwnAction() throws {
        let host = try makeHost()
        try host.tap(testID: "Sort.field")
        let button = try host.frame(testID: "Sort.field"), list = try host.frame(testID: "Sort.list")
        #expect(list.minY >= button.maxY && list.minX == button.minX)
        #expect(try menu(host).highlighted == nil, "a tap highlights nothing")
        host.writePNGIfAsked("menu-open-light")
        try host.tap(testID: "Sort.row.1")
        #expect(try chosen(host) == ["date"])
        #expect(host.overlayLayers.isEmpty)
        #expect(throws: TestQueryError.self, "a disabled item") {
            try host.tap(testID: "Sort.field")
            try host.tap(testID: "Sort.row.2")
        }
        host.click(Point(x: 350, y: 390))
        #expect(try chosen(host) == ["date"] && host.overlayLayers.isEmpty, "a tap outside sends nothing")
    }

    @Test func theKeysAloneOpenMoveOverDisabledItemsChooseAndClose() throws {
        let host = try makeHost()
        host.handle(KeyEvent(key: .tab))
        #expect(host.focusedTestID == "Sort.field")
        host.handle(KeyEvent(key: .enter))
        #expect(try menu(host).isOpen && menu(host).highlighted == nil)
        host.handle(KeyEvent(key: .down))
        host.handle(KeyEvent(key: .down))
        host.handle(KeyEvent(key: .down))
        #expect(try menu(host).highlighted == 3, "By size is disabled: skipped")
        host.handle(KeyEvent(key: .up))
        host.handle(KeyEvent(key: .enter))
        #expect(try chosen(host) == ["date"] && !menu(host).isOpen)
        host.handle(KeyEvent(key: .up))
        #expect(try menu(host).highlighted == 3, "Up opens on the last item")
        host.handle(KeyEvent(key: .escape))
        #expect(try !menu(host).isOpen && chosen(host) == ["date"])
        host.handle(KeyEvent(key: .down))
        host.handle(KeyEvent(key: .character("c")))
        #expect(try menu(host).highlighted == 3, "a letter finds Clear history")
        host.handle(KeyEvent(key: .space))
        #expect(try chosen(host) == ["date", "clear"])
        host.handle(KeyEvent(key: .space))
        host.handle(KeyEvent(key: .space))
        #expect(try !menu(host).isOpen && chosen(host).count == 2, "Space with nothing highlighted closes")
    }

    @Test func aDestructiveItemIsDrawnInTheCriticalColor() throws {
        for theme in [Theme.light, Theme.dark] {
            let host = try makeHost(Screen(theme: theme))
            try host.tap(testID: "Sort.field")
            let destructive = try host.frame(testID: "Sort.row.3"), plain = try host.frame(testID: "Sort.row.0")
            #expect(host.shows(theme.colors.critical, in: destructive, tolerance: 24))
            #expect(!host.shows(theme.colors.critical, in: plain, tolerance: 24))
            #expect(theme.colors.critical.contrastRatio(with: theme.colors.surface) >= 4.5)
            let list = try host.frame(testID: "Sort.list")
            #expect(host.pixel(at: Point(x: list.minX + 2, y: list.midY)) == theme.colors.surface.premultipliedPixel,
                    "the menu is drawn in the theme around it")
            if theme == .dark { host.writePNGIfAsked("menu-open-dark") }
        }
    }

    @Test func aLongPressOpensAContextMenuAndAnItemSendsItsAction() throws {
        let host = try makeHost()
        let card = try host.frame(testID: "card")
        host.handle(.pointerDown, at: card.center, time: 0)
        host.advanceAnimations(to: 0.3)
        #expect(host.overlayLayers.isEmpty, "not before half a second")
        host.advanceAnimations(to: 0.6)
        host.handle(.pointerUp, at: card.center, time: 0.7)
        #expect(host.overlayLayers.map(\.id) == ["card-menu"])
        let list = try host.frame(testID: "card-menu.list")
        #expect(list.minY >= card.maxY)
        host.writePNGIfAsked("context-menu-light")
        try host.tap(testID: "card-menu.row.0")
        #expect(try chosen(host) == ["name"] && host.overlayLayers.isEmpty)
    }

    @Test func shiftF10OpensTheContextMenuOfTheFocusedComponent() throws {
        let host = try makeHost()
        try host.tap(testID: "card")
        #expect(host.focusedTestID == "card")
        host.handle(KeyEvent(key: .function(10), modifiers: .shift))
        #expect(try host.state(of: ContextMenuAnchor<TestIdentified<FocusModified<Box>>>.self).highlighted == 0)
        host.handle(KeyEvent(key: .down))
        host.handle(KeyEvent(key: .enter))
        #expect(try chosen(host) == ["date"] && host.overlayLayers.isEmpty,
                "Enter on a focused element that is not a button (Activate) chooses")
        host.handle(KeyEvent(key: .function(10), modifiers: .shift))
        host.handle(KeyEvent(key: .escape))
        #expect(try chosen(host) == ["date"] && host.overlayLayers.isEmpty)
    }

    @Test func anEmptyMenuCannotOpenAndItIsAFingersTargetHigh() throws {
        struct Empty: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart, padding: 10)) { Menu("Nothing", items: []) }
            }
        }
        let host = try ComponentHost(Empty(), size: Size(width: 200, height: 100))
        host.paint()
        #expect(try host.frame(testID: "Nothing.field").height >= 44)
        #expect(throws: TestQueryError.self) { try host.tap(testID: "Nothing.field") }
        #expect(host.overlayLayers.isEmpty)
    }
}
