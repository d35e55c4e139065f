import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// `ScrollPage`'s scroll view under a root that takes Down and End itself (an app's
/// shortcuts): those keys are its, the others scroll.
struct KeyTakingScrollPage: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component { ScrollPage() }
    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let key = action as? KeyEvent, key.isDown else { return false }
        return key.key == .down || key.key == .end
    }
}

/// A 100 × 30 horizontal scroll view of ten 30 pt columns tagged `column-0` to
/// `column-9` (content 300, range 0...200).
struct HorizontalScrollPage: Component, Equatable {
    func body(_ context: BuildContext<Self>) -> some Component {
        ScrollView(.horizontal, style: .fixed(width: 100, height: 30)) {
            Flexbox(style: .row()) {
                for index in 0..<10 {
                    Box(color: Color(red: Double(index) / 10, green: 0.5, blue: 1 - Double(index) / 10),
                        style: .fixed(width: 30, height: 30))
                        .testID("column-\(index)")
                }
            }
        }
    }
}

/// Keys nothing handled scroll the viewport around the focused element or the one
/// pressed last: a line of 40 pt, a page of the viewport less a line (90 − 40 = 50 here),
/// the ends; clamped. Each step eases there (`ScrollSmoothStepTests`); these tests let it
/// end before they look.
extension ScrollViewTests {
    private typealias Stripes = ScrollView<ScrollStripes>

    /// Taps at `location`: the viewport under it becomes the one keys scroll.
    private func tap(_ host: ComponentHost, at location: Point = Point(x: 50, y: 40)) {
        host.handle(.pointerDown, at: location)
        host.handle(.pointerUp, at: location)
    }

    /// Presses `key` (down, then up), lets the step it eased end, and returns whether the
    /// down was handled.
    @discardableResult
    private func press(_ host: ComponentHost, _ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        let handled = host.handle(KeyEvent(key: key, modifiers: modifiers))
        #expect(!host.handle(KeyEvent(key: key, modifiers: modifiers, isDown: false)), "a release scrolls nothing")
        host.advanceAnimations(by: 1)
        #expect(!host.isMoving)
        return handled
    }

    private func offset(_ host: ComponentHost) throws -> Double { try host.state(of: Stripes.self).offset.y }

    @Test func arrowsMoveALineAndStopAtTheEnds() throws {
        #expect(ScrollKey.lineStep == 40)
        let host = try host(ScrollPage())
        // Nothing pressed yet, nothing focused: the largest viewport shown (the only one
        // here) scrolls, as a browser's keys scroll the document.
        #expect(press(host, .down))
        #expect(try offset(host) == 40)
        #expect(press(host, .up))
        #expect(try offset(host) == 0)
        tap(host)
        #expect(press(host, .down))
        #expect(try offset(host) == 40)
        try expectShows(host, offset: 40)
        for expected in [80.0, 120, 160, 200, 210] {
            #expect(press(host, .down))
            #expect(try offset(host) == expected)
        }
        try expectShows(host, offset: 210)
        // At the end: not handled, nothing moves.
        #expect(!press(host, .down))
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)))
        #expect(press(host, .up))
        #expect(try offset(host) == 170)
        // A held key repeats the step.
        #expect(host.handle(KeyEvent(key: .up, isRepeat: true)))
        host.advanceAnimations(by: 1)
        #expect(try offset(host) == 130)
        // A vertical list has no horizontal axis; keys with modifiers are shortcuts.
        #expect(!press(host, .left) && !press(host, .right))
        #expect(!press(host, .down, .control) && !press(host, .up, .alt))
        #expect(try offset(host) == 130)
        try expectShows(host, offset: 130)
        for _ in 0..<4 { press(host, .up) }
        #expect(try offset(host) == 0)
        #expect(!press(host, .up))
        try expectShows(host, offset: 0)
    }

    @Test func pageKeysAndSpaceMoveTheViewportLessALine() throws {
        #expect(ScrollKey.pageStep(viewport: 90) == 50)
        // Shorter than two lines: half itself, never nothing.
        #expect(ScrollKey.pageStep(viewport: 60) == 30)
        #expect(ScrollKey.pageStep(viewport: 0) == 0)
        let host = try host(ScrollPage())
        tap(host)
        for expected in [50.0, 100, 150, 200, 210] {
            #expect(press(host, .pageDown))
            #expect(try offset(host) == expected)
        }
        #expect(!press(host, .pageDown))
        #expect(press(host, .pageUp))
        #expect(try offset(host) == 160)
        try expectShows(host, offset: 160)
        // Shift+space is a page up, space a page down.
        #expect(press(host, .space, .shift))
        #expect(try offset(host) == 110)
        #expect(press(host, .space))
        #expect(try offset(host) == 160)
        for _ in 0..<4 { press(host, .pageUp) }
        #expect(try offset(host) == 0)
        #expect(!press(host, .space, .shift))
        try expectShows(host, offset: 0)
    }

    @Test(arguments: [1.0, 2.0]) func endShowsWhatARenderAtTheMaximumOffsetShows(scale: Double) throws {
        let host = try host(ScrollPage(), scale: scale)
        tap(host)
        host.handle(.scroll(dx: 0, dy: 35), at: Point(x: 50, y: 40))
        #expect(press(host, .end))
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)))
        // The pixels are those of the stripes laid out 210 pt up (300 − 90), clipped.
        try expectShows(host, offset: 210)
        #expect(!press(host, .end))
        #expect(press(host, .home))
        #expect(try offset(host) == 0)
        try expectShows(host, offset: 0)
        #expect(!press(host, .home))
    }

    @Test func aComponentThatHandlesAKeyKeepsIt() throws {
        let host = try host(KeyTakingScrollPage())
        tap(host)
        let before = host.image()
        // The root takes Down and End: handled, and nothing scrolls.
        #expect(press(host, .down))
        #expect(press(host, .end))
        #expect(try offset(host) == 0)
        host.paint()
        let unchanged = host.image() == before
        #expect(unchanged, "the picture moved")
        // Page Down is nobody's: it scrolls.
        #expect(press(host, .pageDown))
        #expect(try offset(host) == 50)
    }

    @Test func spaceOnAFocusedButtonTapsItAndScrollsNothing() throws {
        let host = try host(ScrollButtonPage())
        let button = try host.frame(testID: "button")
        tap(host, at: Point(x: button.midX, y: button.midY))
        #expect(try host.state(of: ScrollButtonPage.self) == 1)
        // Space activates the focused button; held, its repeats are the button's too.
        #expect(host.handle(KeyEvent(key: .space)))
        #expect(!host.handle(KeyEvent(key: .space, isRepeat: true)))
        #expect(!host.handle(KeyEvent(key: .space, isDown: false)))
        #expect(try host.state(of: ScrollButtonPage.self) == 2)
        #expect(try host.state(of: ScrollView<ComponentGroup>.self).offset == .zero)
        // Other keys scroll the viewport around the focused button (300 + 40 − 90 = 250).
        #expect(press(host, .pageDown))
        #expect(try host.state(of: ScrollView<ComponentGroup>.self).offset == Point(x: 0, y: 50))
        #expect(press(host, .end))
        #expect(try host.state(of: ScrollView<ComponentGroup>.self).offset == Point(x: 0, y: 250))
    }

    @Test func leftAndRightScrollAHorizontalList() throws {
        let host = try ComponentHost(HorizontalScrollPage(), size: Size(width: 100, height: 30))
        host.paint()
        host.handle(.pointerDown, at: Point(x: 50, y: 15))
        host.handle(.pointerUp, at: Point(x: 50, y: 15))
        let list = ScrollView<Flexbox>.self
        #expect(!press(host, .left))
        for expected in [40.0, 80, 120, 160, 200] {
            #expect(press(host, .right))
            #expect(try host.state(of: list).offset == Point(x: expected, y: 0))
        }
        #expect(!press(host, .right))
        // Page, space, Home and End are vertical: a horizontal list keeps its place.
        #expect(!press(host, .pageUp) && !press(host, .home) && !press(host, .space))
        #expect(press(host, .left))
        #expect(try host.state(of: list).offset == Point(x: 160, y: 0))
    }

    @Test func keysHandTheRestToTheEnclosingViewportAtTheEdge() throws {
        let host = try ComponentHost(NestedScrollPage(), size: Size(width: 100, height: 100))
        host.paint()
        tap(host)
        let inner = { try host.state(of: ScrollView<ScrollStripes>.self, testID: "inner").offset.y }
        let outer = { try host.state(of: ScrollView<ComponentGroup>.self, testID: "outer").offset.y }
        // End takes the inner list to its end, and only it.
        #expect(press(host, .end))
        #expect(try inner() == 210 && outer() == 0)
        // At its end, End is the page's (90 + 150 − 100 = 140).
        #expect(press(host, .end))
        #expect(try inner() == 210 && outer() == 140)
        #expect(!press(host, .end))
        // Up moves the inner list; Home takes it to its start, then the page to its.
        #expect(press(host, .up))
        #expect(try inner() == 170 && outer() == 140)
        #expect(press(host, .home))
        #expect(try inner() == 0 && outer() == 140)
        // The page scrolled up, the inner list is under the pointer's old place no more:
        // keys still scroll the viewport pressed last, and hand off from it.
        #expect(press(host, .home))
        #expect(try inner() == 0 && outer() == 0)
        // A line 10 pt before the inner end: 10 pt there, the other 30 to the page.
        host.handle(.scroll(dx: 0, dy: 200), at: Point(x: 50, y: 40))
        #expect(press(host, .down))
        #expect(try inner() == 210 && outer() == 30)
    }

    @Test func aKeyStopsAFlingAndClamps() throws {
        let host = try host(ScrollPage())
        host.handle(.pointerDown, at: Point(x: 50, y: 85), time: 0)
        var y = 85.0, time = 0.0
        for _ in 0..<11 {
            y -= 5; time += 0.010
            host.handle(.pointerMoved, at: Point(x: 50, y: y), time: time)
        }
        host.handle(.pointerUp, at: Point(x: 50, y: y - 5), time: time + 0.010)
        host.advanceAnimations(to: time + 0.1)
        let flung = try offset(host)
        #expect(host.isMoving && flung > 60 && flung < 170)
        // The key ends the fling where it is shown and eases a line on from there.
        #expect(press(host, .down))
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: flung + 40)))
        host.advanceAnimations(by: 0.4)
        #expect(try offset(host) == flung + 40)
        // End lands on the edge exactly: no bounce, nothing left moving.
        #expect(press(host, .end))
        #expect(try host.state(of: Stripes.self) == ScrollPosition(offset: Point(x: 0, y: 210)))
        #expect(!host.isMoving)
    }
}
