import Tessera

/// `gallery bench --scene overlay-soak`: what a kiosk user repeats with the overlay layer,
/// headless, to show that it leaves memory flat: a menu opened by its anchor and closed by
/// its item, by a tap outside or by Escape; a dialog opened and dismissed on its scrim or
/// by Escape; toasts shown and timed out (on a `ManualTimerClock` the soak moves, so they
/// leave without waiting). Every interaction is painted. The report is the soak's
/// (`SoakReport`): live object counts after the warm-up and after the run, in a process of
/// its own (`OverlaySoakTests`).
@MainActor
final class OverlaySoak {
    /// Interactions before the first reading: every step of the script seen many times.
    nonisolated static let warmUpInteractions = 100

    let host: ComponentHost
    private let clock = ManualTimerClock()
    private var step = 0

    init(size: Size) throws {
        host = try ComponentHost(OverlaySoakPage(), size: size)
        host.root.timerClock = clock
        host.paint()
    }

    /// The next step of the script (eight steps), painted.
    func interact() {
        defer { step += 1 }
        switch step % 8 {
        case 0, 2, 4: tap("open")
        case 1: tap("item")
        case 3: tapPoint(Point(x: host.size.width - 4, y: host.size.height - 4))
        case 5: host.handle(KeyEvent(key: .escape))
        case 6:
            tap("dialog")
            host.paint()
            tapPoint(Point(x: 4, y: host.size.height - 4))
        default:
            tap("toast")
            tap("dialog")
            host.paint()
            host.handle(KeyEvent(key: .escape))
            clock.advance(by: 2)
        }
        host.paint()
    }

    private func tap(_ testID: String) {
        host.soakTap(testID)
    }

    private func tapPoint(_ point: Point) {
        host.handle(.pointerDown, at: point)
        host.handle(.pointerUp, at: point)
    }
}

struct OverlaySoakOpenMenu: Action {}
struct OverlaySoakPick: Action {}
struct OverlaySoakOpenDialog: Action {}

/// What the soak's page presents.
struct OverlaySoakState: Sendable, Equatable {
    var menu = false
    var dialog = false
}

/// A page with a menu anchor, a dialog button and a toast button, under a toast stack.
struct OverlaySoakPage: Component, Equatable {
    var scope: ComponentScope? { .byType }
    func initialState() -> OverlaySoakState { OverlaySoakState() }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 12, align: .flexStart, padding: 16)) {
            Button("Menu", action: OverlaySoakOpenMenu()).testID("open")
                .popup(isPresented: context.state.menu, id: "menu") {
                    Box(fill: .color(.white), border: BoxBorder(width: 1, color: Color(hex: 0x999999)),
                        cornerRadii: CornerRadii(6), style: .column(gap: 4, padding: 6)) {
                        Button("Item", action: OverlaySoakPick()).testID("item")
                        Text("Another item")
                    }
                }
            Button("Dialog", action: OverlaySoakOpenDialog()).testID("dialog")
            Button("Toast", action: ShowToast(Text("Saved"), duration: 1)).testID("toast")
        }
        .dialog(isPresented: context.state.dialog, id: "confirm") {
            Box(fill: .color(.white), cornerRadii: CornerRadii(8), style: .column(padding: 20)) {
                Text("Discard changes?")
            }
        }
        .toasts()
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is OverlaySoakOpenMenu: context.updateState(.synchronous) { $0.menu = true }
        case is OverlaySoakPick: context.updateState(.synchronous) { $0.menu = false }
        case is OverlaySoakOpenDialog: context.updateState(.synchronous) { $0.dialog = true }
        case let dismissed as OverlayDismissed:
            context.updateState(.synchronous) { state in
                if dismissed.id == "menu" { state.menu = false } else { state.dialog = false }
            }
        case is ToastExpired: break
        default: return false
        }
        return true
    }
}
