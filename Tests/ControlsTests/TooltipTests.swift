import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A tooltip: the pointer resting half a second shows it above its anchor (not
/// before), leaving hides it; a long press shows it without pressing the anchor, and
/// it goes a while after the finger lifts; it takes no presses; at the top edge it goes
/// below; it is drawn in the theme around it.
@MainActor
@Suite(.testFonts) struct TooltipTests {
    struct Toolbar: Component, Equatable {
        var theme = Theme.light
        /// Space above the anchor (none: at the top edge).
        var top = 80.0
        struct Share: Action, Equatable {}
        struct Above: Action, Equatable {}
        var scope: ComponentScope? { .byType }
        /// Presses of Share, and of the button above it.
        func initialState() -> [String] { [] }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(align: .flexStart)) {
                Button("Above", action: Above()).position(top: max(0, top - 40), left: 100).testID("above")
                Button("Share", action: Share()).position(top: top, left: 100).testID("share")
                    .tooltip("Share this page")
            }
            .size(width: 300, height: 200)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            let name = action is Share ? "share" : action is Above ? "above" : nil
            guard let name else { return false }
            context.updateState(.synchronous) { $0.append(name) }
            return true
        }
    }

    func makeHost(_ toolbar: Toolbar = Toolbar()) throws -> (ComponentHost, ManualTimerClock) {
        let host = try ComponentHost(toolbar, size: Size(width: 300, height: 200), background: toolbar.theme.colors.background)
        let clock = ManualTimerClock()
        host.root.timerClock = clock
        host.paint()
        return (host, clock)
    }

    func isShown(_ host: ComponentHost) -> Bool { host.overlayLayers.map(\.id) == ["tooltip"] }

    @Test func restingThePointerShowsItAfterHalfASecondAboveAndLeavingHidesIt() throws {
        let (host, clock) = try makeHost()
        let anchor = try host.frame(testID: "share")
        host.hover(at: anchor.center)
        clock.advance(by: 0.49)
        #expect(!isShown(host), "not before the delay")
        clock.advance(by: 0.02)
        #expect(isShown(host))
        let bubble = try host.frame(testID: "tooltip")
        #expect(bubble.maxY <= anchor.minY && abs(bubble.midX - anchor.midX) < 1, "above, centered")
        #expect(host.pixel(at: Point(x: bubble.minX + 2, y: bubble.midY)) == Theme.light.colors.inverseSurface.premultipliedPixel)
        host.writePNGIfAsked("tooltip-light")
        host.hover(at: Point(x: 290, y: 190))
        #expect(!isShown(host), "the pointer left")
        #expect(clock.waitingCount == 0)
    }

    @Test func leavingBeforeTheDelayShowsNothing() throws {
        let (host, clock) = try makeHost()
        host.hover(at: try host.frame(testID: "share").center)
        clock.advance(by: 0.3)
        host.hover(at: Point(x: 290, y: 190))
        clock.advance(by: 1)
        #expect(!isShown(host) && clock.waitingCount == 0)
    }

    @Test func aLongPressShowsItWithoutPressingTheAnchorAndItGoesAfterTheLift() throws {
        let (host, clock) = try makeHost()
        let anchor = try host.frame(testID: "share")
        host.handle(.pointerDown, at: anchor.center, time: 0)
        host.advanceAnimations(to: 0.4)
        #expect(!isShown(host))
        host.advanceAnimations(to: 0.55)
        #expect(isShown(host), "held half a second")
        host.handle(.pointerUp, at: anchor.center, time: 0.8)
        #expect(try host.state(of: Toolbar.self).isEmpty, "the long press did not press Share")
        clock.advance(by: TooltipTiming.linger - 0.1)
        #expect(isShown(host), "it stays a while after the finger lifts")
        clock.advance(by: 0.2)
        #expect(!isShown(host))
        try host.tap(testID: "share")
        #expect(try host.state(of: Toolbar.self) == ["share"], "a short press still presses it")
    }

    @Test func itTakesNoPressesWhatLiesBelowStaysUsable() throws {
        let (host, clock) = try makeHost()
        host.hover(at: try host.frame(testID: "share").center)
        clock.advance(by: 0.6)
        let bubble = try host.frame(testID: "tooltip"), above = try host.frame(testID: "above")
        #expect(bubble.intersects(above), "the bubble covers the button above")
        host.click(Point(x: above.minX + 4, y: bubble.midY))
        #expect(try host.state(of: Toolbar.self) == ["above"])
        host.handle(KeyEvent(key: .escape))
        #expect(isShown(host), "Escape does not dismiss a tooltip")
    }

    @Test func atTheTopEdgeItGoesBelow() throws {
        let (host, clock) = try makeHost(Toolbar(top: 2))
        let anchor = try host.frame(testID: "share")
        host.hover(at: anchor.center)
        clock.advance(by: 0.6)
        #expect(try host.frame(testID: "tooltip").minY >= anchor.maxY)
    }

    @Test func itIsDrawnInTheThemeAroundIt() throws {
        let (host, clock) = try makeHost(Toolbar(theme: .dark))
        host.hover(at: try host.frame(testID: "share").center)
        clock.advance(by: 0.6)
        let bubble = try host.frame(testID: "tooltip")
        #expect(host.pixel(at: Point(x: bubble.minX + 2, y: bubble.midY)) == ThemeColors.dark.inverseSurface.premultipliedPixel)
        #expect(host.shows(ThemeColors.dark.onInverseSurface, in: bubble, tolerance: 24))
        #expect(ThemeColors.dark.onInverseSurface.contrastRatio(with: ThemeColors.dark.inverseSurface) >= 4.5)
        host.writePNGIfAsked("tooltip-dark")
    }
}
