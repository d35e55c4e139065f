import Geometry

/// A press held within the touch slop for `minimumDuration`: sends `action` then
/// (`Component.onLongPress`), and the tap the press would have been is cancelled (a
/// button under the finger unhighlights and does not fire).
public struct LongPressGesture: Gesture {
    public let minimumDuration: Double
    public let action: any Action

    /// Throws `GestureParameterError` unless `minimumDuration` (seconds) is finite and
    /// above 0.
    public init(minimumDuration: Double = GestureThresholds.longPressDuration,
                send action: some Action) throws(GestureParameterError) {
        try GestureParameterError.checkPositive(minimumDuration, "minimumDuration", of: "LongPressGesture")
        self.minimumDuration = minimumDuration
        self.action = action
    }

    public static func == (lhs: LongPressGesture, rhs: LongPressGesture) -> Bool {
        lhs.minimumDuration == rhs.minimumDuration && actionsEqual(lhs.action, rhs.action)
    }

    public func makeRecognizer() -> any GestureRecognizer { LongPressRecognizer(self) }
}

/// Runs a `LongPressGesture`.
@MainActor
final class LongPressRecognizer: GestureRecognizer {
    private let gesture: LongPressGesture
    private var press: Point?

    init(_ gesture: LongPressGesture) {
        self.gesture = gesture
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary, context.pointers.count <= 1 || event.ends else { return context.fail() }
        switch event.phase {
        case .down:
            guard press == nil else { return context.fail() }
            press = event.location
            context.wake(at: event.time + gesture.minimumDuration)
        case .moved:
            if let press, distance(press, event.location) > GestureThresholds.touchSlop { context.fail() }
        case .up, .cancelled:
            // Lifted before its time (a winner is not told: it has sent its action).
            context.fail()
        }
    }

    func timeReached(_ time: Double, _ context: GestureContext) {
        context.claim(.recognized)
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        context.send(gesture.action)
    }
}
