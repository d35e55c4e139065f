import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A picker: a tap or the keys alone open its list anchored below it (above near the
/// bottom), move, choose (the owner's state follows) or close without a change; letters
/// find an option; a long list scrolls to the highlight; an empty picker cannot open;
/// the open list is drawn in the theme around the picker; opening and closing it keeps
/// no nodes.
@MainActor
@Suite(.testFonts) struct PickerTests {
    struct Form: Component, Equatable {
        static let fruits = ["Apple", "Banana", "Blueberry", "Cherry", "Date"]
        var options = Form.fruits.map { ChoiceOption($0, value: $0) }
        var theme = Theme.light
        /// Space above the picker (a large one puts it near the bottom).
        var top = 10.0
        struct Other: Action, Equatable {}
        struct State: Sendable, Equatable {
            var fruit: String?
            var others = 0
        }
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 8, padding: 10)) {
                Picker("Fruit", options: options, selection: context.state.fruit, tag: "fruit")
                    .margin(EdgeInsets(top: top, right: 0, bottom: 0, left: 0))
                Button("Other", action: Other()).testID("other")
            }
            .size(width: 320, height: 460)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            if let made = action as? ChoiceMade<String>, made.tag == "fruit" {
                context.updateState(.synchronous) { $0.fruit = made.value }
                return true
            }
            guard action is Other else { return false }
            context.updateState(.synchronous) { $0.others += 1 }
            return true
        }
    }

    func makeHost(_ form: Form = Form()) throws -> (ComponentHost, ManualTimerClock) {
        let host = try ComponentHost(form, size: Size(width: 340, height: 480), background: form.theme.colors.background)
        let clock = ManualTimerClock()
        host.root.timerClock = clock
        host.paint()
        return (host, clock)
    }

    func listState(_ host: ComponentHost) throws -> PopupListState { try host.state(of: Picker<String>.self) }
    func fruit(_ host: ComponentHost) throws -> String? { try host.state(of: Form.self).fruit }

    @Test func aTapOpensTheListBelowWithTheSelectedOptionMarkedAndATapChooses() throws {
        let (host, _) = try makeHost()
        #expect(try host.text(testID: "fruit.value") == "Choose…", "the placeholder")
        try host.tap(testID: "fruit.field")
        #expect(host.overlayLayers.map(\.id) == ["fruit"])
        let field = try host.frame(testID: "fruit.field"), list = try host.frame(testID: "fruit.list")
        #expect(list.minY >= field.maxY, "below")
        #expect(list.maxX == field.maxX, "beside its title, the field's end and the list's are aligned")
        #expect(try host.frame(testID: "fruit.row.0").height >= 44)
        try host.tap(testID: "fruit.row.3")
        #expect(try fruit(host) == "Cherry")
        #expect(try host.overlayLayers.isEmpty && !listState(host).isOpen, "choosing closes the list")
        #expect(try host.text(testID: "fruit.value") == "Cherry")
        try host.tap(testID: "fruit.field")
        #expect(try listState(host).highlighted == 3, "opens on the selected option")
        let row = try host.frame(testID: "fruit.row.3")
        let mark = Rect(x: row.minX, y: row.minY, width: 30, height: row.height)
        #expect(host.shows(Theme.light.colors.accent, in: mark, tolerance: 2), "the selected option is checked")
        let other = try host.frame(testID: "fruit.row.1")
        #expect(!host.shows(Theme.light.colors.accent, in: Rect(x: other.minX + 4, y: other.minY + 4, width: 26,
                                                                 height: other.height - 8), tolerance: 2))
        host.writePNGIfAsked("picker-open-light")
    }

    @Test func theKeysAloneOpenMoveChooseAndClose() throws {
        let (host, _) = try makeHost()
        host.handle(KeyEvent(key: .tab))
        #expect(host.focusedTestID == "fruit.field")
        host.handle(KeyEvent(key: .space))
        #expect(try listState(host).isOpen && listState(host).highlighted == 0, "Space opens on the first option")
        host.handle(KeyEvent(key: .down))
        host.handle(KeyEvent(key: .down))
        #expect(try listState(host).highlighted == 2)
        host.handle(KeyEvent(key: .enter))
        #expect(try fruit(host) == "Blueberry" && !listState(host).isOpen)
        #expect(host.focusedTestID == "fruit.field", "focus stays on the field")
        host.handle(KeyEvent(key: .down))
        #expect(try listState(host).isOpen && listState(host).highlighted == 2, "Down opens on the selection")
        host.handle(KeyEvent(key: .up))
        host.handle(KeyEvent(key: .escape))
        #expect(try fruit(host) == "Blueberry" && !listState(host).isOpen, "Escape changes nothing")
        host.handle(KeyEvent(key: .enter))
        host.handle(KeyEvent(key: .end))
        #expect(try listState(host).highlighted == 4)
        host.handle(KeyEvent(key: .down))
        #expect(try listState(host).highlighted == 4, "stops at the end")
        host.handle(KeyEvent(key: .home))
        host.handle(KeyEvent(key: .space))
        #expect(try fruit(host) == "Apple")
        #expect(try host.state(of: Form.self).others == 0)
    }

    @Test func theHighlightIsDrawnWithAnAccentRing() throws {
        let (host, _) = try makeHost()
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .down))
        host.handle(KeyEvent(key: .down))
        let row = try host.frame(testID: "fruit.row.1"), plain = try host.frame(testID: "fruit.row.2")
        #expect(host.pixel(at: Point(x: row.minX + 0.5, y: row.midY)) == Theme.light.colors.accent.premultipliedPixel)
        #expect(host.pixel(at: Point(x: plain.minX + 0.5, y: plain.midY)) == Theme.light.colors.surface.premultipliedPixel)
    }

    @Test func theFieldAndTheRowsTintUnderThePointerAndWhilePressed() throws {
        let (host, _) = try makeHost()
        let field = try host.frame(testID: "fruit.field")
        let inField = Point(x: field.minX + 4, y: field.minY + 4)
        let rest = host.pixel(at: inField)
        #expect(rest == Theme.light.colors.surface.premultipliedPixel)
        host.hover(at: field.center)
        let hovered = host.pixel(at: inField)
        host.handle(.pointerDown, at: field.center)
        let pressed = host.pixel(at: inField)
        #expect(Set([rest, hovered, pressed]).count == 3, "at rest, hovered and pressed each look different")
        host.handle(.pointerUp, at: field.center)
        let row = try host.frame(testID: "fruit.row.4")
        let inRow = Point(x: row.minX + 4, y: row.minY + 4)
        let rowRest = host.pixel(at: inRow)
        host.hover(at: row.center)
        let rowHovered = host.pixel(at: inRow)
        host.handle(.pointerDown, at: row.center)
        let rowPressed = host.pixel(at: inRow)
        #expect(Set([rowRest, rowHovered, rowPressed]).count == 3)
        host.handle(.pointerUp, at: row.center)
        #expect(try fruit(host) == "Date")
    }

    @Test func aTapOutsideClosesWithoutAChangeAndReachesNothingBelow() throws {
        let (host, _) = try makeHost()
        try host.tap(testID: "fruit.field")
        let other = try host.frame(testID: "other")
        #expect(try other.minX + 10 < host.frame(testID: "fruit.list").minX, "the press lands beside the list")
        host.click(Point(x: other.minX + 10, y: other.midY))
        #expect(try !listState(host).isOpen && host.overlayLayers.isEmpty)
        #expect(try fruit(host) == nil && host.state(of: Form.self).others == 0)
        try host.tap(testID: "fruit.field")
        host.click(try host.frame(testID: "fruit.field").center)
        #expect(host.overlayLayers.isEmpty, "a second tap on the field (on the barrier) closes it")
    }

    @Test func lettersGoToTheFirstOptionStartingWithThemWithinASecond() throws {
        let (host, clock) = try makeHost()
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .character("c")))
        #expect(try listState(host).isOpen && listState(host).highlighted == 3, "a letter opens the list on Cherry")
        clock.advance(by: 1.1)
        #expect(try listState(host).typed == "", "forgotten after a second")
        host.handle(KeyEvent(key: .character("b")))
        #expect(try listState(host).highlighted == 1)
        clock.advance(by: 0.5)
        host.handle(KeyEvent(key: .character("l")))
        #expect(try listState(host).highlighted == 2, "\"bl\": Blueberry")
        clock.advance(by: 0.5)
        host.handle(KeyEvent(key: .character("a")))
        #expect(try listState(host).highlighted == 2, "\"bla\" finds nothing: the highlight stays")
        clock.advance(by: 1.1)
        host.handle(KeyEvent(key: .character("b")))
        #expect(try listState(host).highlighted == 1, "\"b\" again, after the pause: round to Banana")
        host.handle(KeyEvent(key: .character("b")))
        #expect(try listState(host).highlighted == 2, "\"bb\": the next starting with b")
        host.handle(KeyEvent(key: .enter))
        #expect(try fruit(host) == "Blueberry")
        #expect(clock.waitingCount <= 1)
        clock.advance(by: 2)
        #expect(clock.waitingCount == 0, "no timer left waiting")
    }

    @Test func anEmptyPickerShowsItsPlaceholderAndCannotOpen() throws {
        let (host, _) = try makeHost(Form(options: []))
        #expect(try host.text(testID: "fruit.value") == "Choose…")
        #expect(throws: TestQueryError.self, "a disabled field") { try host.tap(testID: "fruit.field") }
        host.click(try host.frame(testID: "fruit.field").center)
        host.handle(KeyEvent(key: .tab))
        #expect(host.focusedTestID == "other", "the field takes no focus")
        host.handle(KeyEvent(key: .character("a")))
        #expect(try host.overlayLayers.isEmpty && !listState(host).isOpen)
    }

    @Test func disabledOptionsAreSkippedAndNotChosen() throws {
        var options = Form.fruits.map { ChoiceOption($0, value: $0) }
        options[1] = ChoiceOption("Banana", value: "Banana", isEnabled: false)
        let (host, _) = try makeHost(Form(options: options))
        try host.tap(testID: "fruit.field")
        #expect(throws: TestQueryError.self) { try host.tap(testID: "fruit.row.1") }
        host.handle(KeyEvent(key: .down))
        #expect(try listState(host).highlighted == 2, "Down from Apple skips Banana")
        host.handle(KeyEvent(key: .character("b")))
        #expect(try listState(host).highlighted == 2, "b finds Blueberry, not Banana")
    }

    @Test func aLongListScrollsToTheHighlight() throws {
        let options = (1...30).map { ChoiceOption("Option \($0)", value: "\($0)") }
        let (host, _) = try makeHost(Form(options: options))
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .space))
        let list = try host.frame(testID: "fruit.list")
        let metrics = PopupListMetrics(theme: .light, rowCount: 30)
        #expect(list.height == metrics.viewportHeight + 2, "six and a half rows and the edge")
        host.handle(KeyEvent(key: .end))
        #expect(try listState(host).scroll.offset.y == metrics.maxOffset)
        let last = try host.frame(testID: "fruit.row.29")
        #expect(last.minY >= list.minY && last.maxY <= list.maxY, "the last row shows")
        host.handle(KeyEvent(key: .pageUp))
        let page = try listState(host).highlighted ?? 0
        #expect(page == 29 - metrics.rowsPerPage)
        let paged = try host.frame(testID: "fruit.row.\(page)")
        #expect(paged.minY >= list.minY && paged.maxY <= list.maxY)
        host.handle(KeyEvent(key: .home))
        #expect(try listState(host).scroll.offset.y == 0)
        host.handle(KeyEvent(key: .enter))
        #expect(try fruit(host) == "1")
    }

    @Test func nearTheBottomTheListOpensAbove() throws {
        let (host, _) = try makeHost(Form(top: 330))
        try host.tap(testID: "fruit.field")
        let field = try host.frame(testID: "fruit.field"), list = try host.frame(testID: "fruit.list")
        #expect(list.maxY <= field.minY, "flipped above the field")
    }

    @Test func theOpenListIsDrawnInTheThemeAroundThePicker() throws {
        let (host, _) = try makeHost(Form(theme: .dark))
        try host.tap(testID: "fruit.field")
        let list = try host.frame(testID: "fruit.list")
        // Inside the edge, beside the rows: the list's own surface.
        #expect(host.pixel(at: Point(x: list.minX + 2, y: list.midY)) == ThemeColors.dark.surface.premultipliedPixel)
        #expect(host.pixel(at: Point(x: list.minX + 0.5, y: list.midY)) == ThemeColors.dark.separator.premultipliedPixel)
        host.writePNGIfAsked("picker-open-dark")
    }

    @Test func itIsAFingersTargetHighAndGrowsWithLargeText() throws {
        let (host, _) = try makeHost()
        #expect(try host.frame(testID: "fruit.field").height >= 44)
        let (large, _) = try makeHost(Form(theme: Theme.light.withTypeScale(2)))
        try large.tap(testID: "fruit.field")
        #expect(try large.frame(testID: "fruit.field").height > 44)
        #expect(try large.frame(testID: "fruit.row.0").height >= 55)
    }

    @Test func openingAndClosingTwoHundredTimesKeepsNoNodes() throws {
        let (host, _) = try makeHost()
        func cycle(_ index: Int) throws {
            switch index % 4 {
            case 0:
                try host.tap(testID: "fruit.field")
                host.handle(KeyEvent(key: .escape))
            case 1:
                try host.tap(testID: "fruit.field")
                host.click(Point(x: 330, y: 470))
            case 2:
                host.handle(KeyEvent(key: .space))
                host.handle(KeyEvent(key: .down))
                host.handle(KeyEvent(key: .enter))
            default:
                try host.tap(testID: "fruit.field")
                try host.tap(testID: "fruit.row.\(index % 5)")
            }
            host.paint()
        }
        for index in 0..<8 { try cycle(index) }
        let (nodes, controllers) = (host.keptNodeCount, host.root.liveControllers.count)
        for index in 8..<208 { try cycle(index) }
        #expect(host.overlayLayers.isEmpty)
        #expect(host.keptNodeCount == nodes, "nodes kept: \(nodes) after the warm-up, \(host.keptNodeCount) after 200 more")
        #expect(host.root.liveControllers.count == controllers)
    }
}
