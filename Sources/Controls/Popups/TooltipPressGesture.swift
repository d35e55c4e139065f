import Geometry

/// A finger held on a tooltip's anchor (`TooltipPressGesture`): `isDown` when the press
/// has been held long enough to show the tooltip, then not when the finger lifts.
struct TooltipPress: Action, Equatable {
    let isDown: Bool
}

/// The touch side of a tooltip: a press held within the touch slop for the long-press
/// time wins its sequence (so the button under it does not fire) and sends
/// `TooltipPress(isDown: true)`; the release sends `TooltipPress(isDown: false)`. A
/// long press that moves or lifts early is nobody's business here: it fails.
struct TooltipPressGesture: Gesture {
    func makeRecognizer() -> any GestureRecognizer { TooltipPressRecognizer() }
}

/// Runs a `TooltipPressGesture`.
@MainActor
final class TooltipPressRecognizer: GestureRecognizer {
    private var press: Point?
    private var hasWon = false

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary else { return hasWon ? () : context.fail() }
        switch event.phase {
        case .down:
            guard press == nil else { return context.fail() }
            press = event.location
            context.wake(at: event.time + GestureThresholds.longPressDuration)
        case .moved:
            if !hasWon, let press, Self.distance(press, event.location) > GestureThresholds.touchSlop { context.fail() }
        case .up, .cancelled:
            if hasWon { context.send(TooltipPress(isDown: false)) } else { context.fail() }
        }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    func timeReached(_ time: Double, _ context: GestureContext) {
        context.claim(.recognized)
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        hasWon = true
        context.send(TooltipPress(isDown: true))
    }
}
