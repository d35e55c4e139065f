import Geometry

/// `count` taps in a row on an element, each released within the touch slop of its
/// press and inside the element, the next pressed within `GestureThresholds.multiTapInterval`
/// and `multiTapSlop` of the last: sends `action` once (`Component.onTap`).
///
/// A single tap takes the sequence at the arena's sweep, so anything that recognizes
/// first (a long press, a drag past the slop, a double tap around it) wins over it; a
/// multi-tap claims at its last release.
public struct TapGesture: Gesture {
    public let count: Int
    public let action: any Action

    /// Throws `GestureParameterError` when `count` is below 1.
    public init(count: Int = 1, send action: some Action) throws(GestureParameterError) {
        guard count >= 1 else {
            throw GestureParameterError(gesture: "TapGesture", parameter: "count", value: Double(count),
                                        requirement: "1 or more")
        }
        self.count = count
        self.action = action
    }

    public static func == (lhs: TapGesture, rhs: TapGesture) -> Bool {
        lhs.count == rhs.count && actionsEqual(lhs.action, rhs.action)
    }

    public func makeRecognizer() -> any GestureRecognizer { TapRecognizer(self) }
}

/// Runs a `TapGesture`.
@MainActor
final class TapRecognizer: GestureRecognizer {
    private let gesture: TapGesture
    private var taps = 0
    private var press: Point?
    private var lastRelease: (location: Point, time: Double)?

    init(_ gesture: TapGesture) {
        self.gesture = gesture
    }

    var acceptsSweep: Bool { taps == gesture.count }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        // A tap is one finger's: a second contact is a pinch, never a tap.
        guard event.pointer == .primary, context.pointers.count <= 1 || event.ends else { return context.fail() }
        switch event.phase {
        case .down:
            guard taps < gesture.count else { return }
            if let lastRelease {
                guard event.time - lastRelease.time <= GestureThresholds.multiTapInterval,
                      distance(lastRelease.location, event.location) <= GestureThresholds.multiTapSlop
                else { return context.fail() }
            }
            context.wake(at: nil)
            press = event.location
        case .moved:
            guard let press else { return }
            if distance(press, event.location) > GestureThresholds.touchSlop { context.fail() }
        case .up:
            guard press != nil else { return }
            press = nil
            guard context.contains(event.location) else { return context.fail() }
            taps += 1
            if taps == gesture.count {
                // A single tap waits for the sweep; a multi-tap recognized its gesture.
                if gesture.count > 1 { context.claim(.recognized) }
            } else {
                lastRelease = (event.location, event.time)
                context.wake(at: event.time + GestureThresholds.multiTapInterval)
            }
        case .cancelled:
            context.fail()
        }
    }

    func timeReached(_ time: Double, _ context: GestureContext) {
        // The next tap did not come in time.
        if taps < gesture.count { context.fail() }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        context.send(gesture.action)
    }
}

/// The distance between two points.
func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}
