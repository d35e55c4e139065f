import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A toast: one line shows it (`ShowToast.message`) on the inverse surface at the
/// bottom; its action reaches the app and hides it at once; it leaves after its time (a
/// longer one with an action); it is drawn in the theme around the toasts' place.
@MainActor
@Suite(.testFonts) struct ToastTests {
    struct Undo: Action, Equatable {}

    struct App: Component, Equatable {
        var theme = Theme.light
        var scope: ComponentScope? { .byType }
        /// How many times Undo was pressed.
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 8, align: .flexStart, padding: 10)) {
                Button("Save", action: ShowToast.message("Saved")).testID("save")
                Button("Delete", action: ShowToast.message("Note deleted", actionTitle: "Undo", action: Undo()))
                    .testID("delete")
            }
            .size(width: 360, height: 240)
            .toasts()
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Undo else { return action is ToastExpired }
            context.updateState(.synchronous) { $0 += 1 }
            return true
        }
    }

    func makeHost(_ app: App = App()) throws -> (ComponentHost, ManualTimerClock) {
        let host = try ComponentHost(app, size: Size(width: 360, height: 240), background: app.theme.colors.background)
        let clock = ManualTimerClock()
        host.root.timerClock = clock
        host.paint()
        return (host, clock)
    }

    @Test func aMessageShowsAtTheBottomOnTheInverseSurfaceAndLeavesAfterItsTime() throws {
        let (host, clock) = try makeHost()
        try host.tap(testID: "save")
        let toast = try host.frame(testID: "toast")
        #expect(toast.maxY == 240 - 16 && abs(toast.midX - 180) <= 1)
        #expect(toast.height >= 44)
        #expect(host.pixel(at: Point(x: toast.midX, y: toast.minY + 3)) == Theme.light.colors.inverseSurface.premultipliedPixel)
        #expect(host.shows(Theme.light.colors.onInverseSurface, in: toast, tolerance: 24))
        #expect(Theme.light.colors.onInverseSurface.contrastRatio(with: Theme.light.colors.inverseSurface) >= 4.5)
        clock.advance(by: ShowToast.messageDuration - 0.1)
        #expect(host.overlayLayers.count == 1)
        clock.advance(by: 0.2)
        #expect(host.overlayLayers.isEmpty)
    }

    @Test func itsActionReachesTheAppAndHidesItAtOnce() throws {
        let (host, clock) = try makeHost()
        try host.tap(testID: "delete")
        let action = try host.frame(testID: "toast.action")
        #expect(action.height >= 44)
        #expect(host.shows(Theme.light.colors.inverseAccent, in: action, tolerance: 24))
        #expect(Theme.light.colors.inverseAccent.contrastRatio(with: Theme.light.colors.inverseSurface) >= 4.5)
        host.writePNGIfAsked("toast-light")
        try host.tap(testID: "toast.action")
        #expect(try host.state(of: App.self) == 1)
        #expect(throws: TestQueryError.self, "hidden at once") { try host.frame(testID: "toast") }
        clock.advance(by: ShowToast.messageDuration + 0.1)
        #expect(host.overlayLayers.count == 1, "its layer waits for its time, which is longer with an action")
        clock.advance(by: ShowToast.actionDuration - ShowToast.messageDuration)
        #expect(host.overlayLayers.isEmpty)
    }

    @Test func itIsDrawnInTheThemeAroundTheToastsPlace() throws {
        let (host, _) = try makeHost(App(theme: .dark))
        try host.tap(testID: "delete")
        let toast = try host.frame(testID: "toast")
        #expect(host.pixel(at: Point(x: toast.midX, y: toast.minY + 3)) == ThemeColors.dark.inverseSurface.premultipliedPixel)
        #expect(ThemeColors.dark.inverseAccent.contrastRatio(with: ThemeColors.dark.inverseSurface) >= 4.5)
        host.writePNGIfAsked("toast-dark")
    }
}
