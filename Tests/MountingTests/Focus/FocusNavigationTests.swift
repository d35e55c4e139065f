import Testing
import ComponentTestSupport
import Geometry
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// Tab order, arrow-key groups, activation, focus across rebuilds and traps
/// (`Mounting/Focus`).
@MainActor
@Suite(.testFonts) struct FocusNavigationTests {
    let log = DiagnosticLog()

    func host(_ component: some Component, width: Double = 400, height: Double = 200) throws -> ComponentHost {
        try ComponentHost(component, size: Size(width: width, height: height), diagnostics: log.handler)
    }

    @Test func tabWalksTheButtonsInLayoutOrderAndWraps() throws {
        let host = try host(ButtonRow())
        #expect(host.focusedID == nil)
        #expect(host.walk(.tab, count: 5) == ["a", "b", "c", "d", "a"])
        #expect(host.walk(.tab, .shift, count: 3) == ["d", "c", "b"])
        #expect(log.all.isEmpty)
    }

    /// A focused button disabled meanwhile (Reset, by its own press) keeps focus; Tab
    /// and Shift+Tab go on from where it is, not from the start of the order.
    @Test func tabFromAButtonDisabledWhileFocusedGoesOnFromIt() throws {
        let host = try host(ButtonRow())
        #expect(host.walk(.tab, count: 3) == ["a", "b", "c"])
        host.root.update(ButtonRow(disabled: ["c"]))
        host.paint()
        #expect(host.focusedID == "c")
        #expect(host.walk(.tab, count: 1) == ["d"])
        #expect(host.walk(.tab, .shift, count: 1) == ["b"])
        #expect(host.walk(.tab, count: 1) == ["d"], "c is out of the order")
        host.root.update(ButtonRow(disabled: ["b", "c", "d"]))
        host.paint()
        #expect(host.walk(.tab, count: 1) == ["a"], "after the last: the first")
    }

    @Test func shiftTabFromNothingStartsAtTheEnd() throws {
        let host = try host(ButtonRow())
        #expect(host.walk(.tab, .shift, count: 2) == ["d", "c"])
    }

    /// The rule (CSS `tabindex`): orders ≥ 1 first, lowest first, ties in layout order;
    /// then no order (or 0) in layout order; negative orders are skipped.
    @Test func explicitOrdersComeFirstLowestFirstAndNegativeOnesAreSkipped() throws {
        let host = try host(ButtonRow(names: ["a", "b", "c", "d", "e"], orders: ["c": 2, "e": 1, "d": 2, "b": -1]))
        #expect(host.walk(.tab, count: 5) == ["e", "c", "d", "a", "e"])
    }

    @Test func disabledButtonsAndButtonsMadeUnfocusableAreSkipped() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .row()) {
                    focusButton("a")
                    focusButton("b", isEnabled: false)
                    Button("c", action: Pressed(name: "c")).testID("c").focusable(false)
                    focusButton("d")
                }
            }
        }
        let host = try host(Page())
        #expect(host.walk(.tab, count: 3) == ["a", "d", "a"])
    }

    @Test func arrowsMoveInsideAGroupAndWrap() throws {
        struct Page: Component, Equatable {
            var wraps: Bool
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart)) {
                    focusButton("before")
                    Flexbox(style: .row()) {
                        focusButton("x")
                        focusButton("y")
                        focusButton("z")
                    }
                    .focusGroup(wraps: wraps)
                    focusButton("after")
                }
            }
        }
        let host = try host(Page(wraps: true))
        #expect(host.walk(.tab, count: 2) == ["before", "x"], "Tab visits the group's members too")
        #expect(host.walk(.down, count: 3) == ["y", "z", "x"])
        #expect(host.walk(.right, count: 1) == ["y"])
        #expect(host.walk(.up, count: 2) == ["x", "z"])
        #expect(host.walk(.left, count: 1) == ["y"])
        host.press(.tab)
        host.press(.tab)
        #expect(host.focusedID == "after")
        #expect(!host.handle(KeyEvent(key: .down)), "outside a group an arrow does not move focus (nothing to scroll)")
        #expect(host.focusedID == "after")

        let stops = try self.host(Page(wraps: false))
        _ = stops.walk(.tab, count: 2)
        #expect(stops.walk(.down, count: 3) == ["y", "z", "z"], "a group that does not wrap keeps focus at its end")
        #expect(stops.handle(KeyEvent(key: .down)), "the key is the group's all the same")
    }

    @Test func anArrowWithNothingFocusedEntersTheFirstGroup() throws {
        struct Keypad: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .row()) {
                    focusButton("one")
                    focusButton("two")
                }
                .focusGroup()
            }
        }
        let host = try host(Keypad())
        #expect(host.walk(.down, count: 2) == ["one", "two"])
    }

    @Test func spaceAndEnterActivateTheFocusedButton() throws {
        let host = try host(Recording(content: ButtonRow()))
        _ = host.walk(.tab, count: 2)
        #expect(host.handle(KeyEvent(key: .enter)))
        #expect(host.handle(KeyEvent(key: .space)))
        #expect(!host.handle(KeyEvent(key: .space, isRepeat: true)), "held: the button's, nothing happens")
        #expect(try host.state(of: Recording<ButtonRow>.self) == ["b", "b"])
    }

    @Test func enterOnAFocusableDrawingSendsActivateUpItsChain() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .row()) {
                    focusButton("a")
                    Custom(Square(), style: .fixed(width: 40, height: 30)).testID("square").focusable()
                }
            }
        }
        let host = try host(Recording(content: Page()))
        #expect(host.walk(.tab, count: 2) == ["a", "square"])
        #expect(host.handle(KeyEvent(key: .enter)))
        #expect(host.handle(KeyEvent(key: .space)))
        #expect(try host.state(of: Recording<Page>.self) == ["focused", "activate", "activate"],
                "a drawing made focusable hears its focus and its activations; buttons hear neither")
        host.press(.tab)
        #expect(try host.state(of: Recording<Page>.self).last == "blurred")
    }

    @Test func enterOnAFocusableElementWithATapGestureSendsTheTapsAction() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .row()) {
                    Flexbox(style: .fixed(width: 100, height: 40)) { Text("Open") }
                        .onTap(send: Pressed(name: "card")).testID("card").focusable()
                }
            }
        }
        let host = try host(Recording(content: Page()))
        #expect(host.walk(.tab, count: 1) == ["card"])
        #expect(host.handle(KeyEvent(key: .enter)))
        #expect(try host.state(of: Recording<Page>.self) == ["focused", "card"], "the tap's action, not Activate")
    }

    @Test func aPressOnAFocusableCardsTextFocusesTheCardWithoutARing() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .row()) {
                    focusButton("a")
                    Flexbox(style: .fixed(width: 100, height: 40)) { Text("Card") }.testID("card").focusable()
                }
            }
        }
        let host = try host(Page())
        host.press(.tab)
        #expect(host.events.focus.isVisible)
        try host.tap(testID: "card")
        #expect(host.focusedID == "card")
        #expect(!host.events.focus.isVisible, "a press hides the ring (:focus-visible)")
    }

    @Test func focusIsKeptAcrossRebuildsByScopeIdentity() throws {
        struct Page: Component, Equatable {
            var banner: Bool
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart)) {
                    if banner { Flexbox(style: .row()) { Text("New!") } }
                    ButtonRow()
                }
            }
        }
        let host = try host(Page(banner: false))
        _ = host.walk(.tab, count: 3)
        let node = host.events.focusedMountedNode
        host.root.update(Page(banner: true))
        #expect(host.focusedID == "c", "the row moved down a place in the page: its button keeps focus")
        #expect(host.events.focusedMountedNode !== node, "on another node")
        #expect(host.walk(.tab, count: 1) == ["d"])
        host.root.update(Page(banner: false))
        #expect(host.focusedID == "d")
    }

    @Test func focusMovesToTheNextWhenTheFocusedElementLeavesOrToNothingAtTheEnd() throws {
        let host = try host(ButtonRow())
        _ = host.walk(.tab, count: 2)
        host.root.update(ButtonRow(names: ["a", "c", "d"]))
        #expect(host.focusedID == "c")
        host.root.update(ButtonRow(names: ["a", "d"]))
        #expect(host.focusedID == "d")
        host.root.update(ButtonRow(names: ["a"]))
        #expect(host.focusedID == nil)
        #expect(host.walk(.tab, count: 1) == ["a"])
    }

    @Test func aTrapKeepsTabInsideAndGivesFocusBackWhenItLeaves() throws {
        struct Page: Component, Equatable {
            var dialog: Bool
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart)) {
                    ButtonRow()
                    if dialog {
                        Flexbox(style: .row()) {
                            focusButton("ok")
                            focusButton("cancel")
                        }
                        .focusSection(trapsFocus: true)
                    }
                }
            }
        }
        let host = try host(Page(dialog: false))
        _ = host.walk(.tab, count: 2)
        host.root.update(Page(dialog: true))
        #expect(host.focusedID == "ok", "focus moves into the dialog that appeared")
        #expect(host.walk(.tab, count: 3) == ["cancel", "ok", "cancel"])
        #expect(host.walk(.tab, .shift, count: 2) == ["ok", "cancel"])
        host.root.update(Page(dialog: false))
        #expect(host.focusedID == "b", "back where it was before the dialog")
        #expect(host.events.focus.isVisible)
    }

    @Test func anOverlayDialogTrapsFocusAndGivesItBackWhenItCloses() throws {
        struct Page: Component, Equatable {
            var dialog: Bool
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column(align: .flexStart)) { ButtonRow() }
                    .dialog(isPresented: dialog, id: "confirm") {
                        Flexbox(style: .row()) {
                            focusButton("ok")
                            focusButton("cancel")
                        }
                    }
            }
        }
        let host = try ComponentHost(Page(dialog: false), size: Size(width: 400, height: 200),
                                     diagnostics: DiagnosticHandler { _ in })
        _ = host.walk(.tab, count: 2)
        host.root.update(Page(dialog: true))
        // The overlay's root may lay out after the page's commit: what a user sees once it has.
        host.finishPendingWork()
        #expect(host.focusedID == "ok", "the dialog's content is a trapping section: focus moves in")
        #expect(host.walk(.tab, count: 3) == ["cancel", "ok", "cancel"])
        host.root.update(Page(dialog: false))
        #expect(host.focusedID == "b", "back on the page where it was")
    }

    @Test func aFocusedScrollViewTakesTheArrowKeys() throws {
        struct Page: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                ScrollView(.vertical, style: .fixed(width: 100, height: 90)) {
                    Box(color: .black, style: .fixed(width: 100, height: 300))
                }
                .testID("scroller")
            }
        }
        let host = try host(Page())
        #expect(host.walk(.tab, count: 1) == ["scroller"], "a scroller with nothing focusable inside")
        #expect(host.handle(KeyEvent(key: .down)))
        host.advanceAnimations(by: 1)
        #expect(try host.state(of: ScrollView<Box>.self).offset.y == ScrollKey.lineStep)
    }
}
