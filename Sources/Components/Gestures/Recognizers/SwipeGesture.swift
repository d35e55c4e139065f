import Geometry

/// A fling in one of `directions` (`Component.onSwipe`): the pointer travels past the
/// touch slop along their axes, which takes the sequence as a pan would, and is released
/// moving at `minimumSpeed` or faster along one of them; sends one `Swipe`. A slower
/// release sends nothing (the swipe still took the sequence: nothing else fires).
public struct SwipeGesture: Gesture, Hashable {
    public let name: String?
    public let directions: SwipeDirections
    public let minimumSpeed: Double

    /// Throws `GestureParameterError` unless `minimumSpeed` (points per second) is finite
    /// and above 0, or when `directions` is empty.
    public init(name: String? = nil, directions: SwipeDirections = .all,
                minimumSpeed: Double = GestureThresholds.swipeVelocity) throws(GestureParameterError) {
        try GestureParameterError.checkPositive(minimumSpeed, "minimumSpeed", of: "SwipeGesture")
        guard !directions.isEmpty else {
            throw GestureParameterError(gesture: "SwipeGesture", parameter: "directions", value: 0,
                                        requirement: "at least one direction")
        }
        self.name = name
        self.directions = directions
        self.minimumSpeed = minimumSpeed
    }

    public func makeRecognizer() -> any GestureRecognizer { SwipeRecognizer(self) }

    /// The direction a release at `velocity` swipes in, if any: the faster axis's, when
    /// it is one of `directions` and fast enough.
    func direction(of velocity: Point) -> SwipeDirection? {
        let horizontal = abs(velocity.x) >= abs(velocity.y)
        let speed = horizontal ? abs(velocity.x) : abs(velocity.y)
        let direction: SwipeDirection = horizontal ? (velocity.x < 0 ? .left : .right) : (velocity.y < 0 ? .up : .down)
        return speed >= minimumSpeed && directions.contains(SwipeDirections(direction)) ? direction : nil
    }
}

/// Runs a `SwipeGesture`.
@MainActor
final class SwipeRecognizer: GestureRecognizer {
    private let gesture: SwipeGesture
    private var track: PointerTrack?
    private var hasWon = false

    init(_ gesture: SwipeGesture) {
        self.gesture = gesture
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary else { return }
        switch event.phase {
        case .down:
            if track == nil { track = PointerTrack(event.location, time: event.time) }
        case .moved:
            guard var track else { return }
            track.add(event.location, time: event.time)
            self.track = track
            if !hasWon, track.travel(along: gesture.directions.axes) > GestureThresholds.touchSlop {
                context.claim(.movement(gesture.directions.axes))
            }
        case .up:
            guard let track, hasWon else { return context.fail() }
            self.track = nil
            let velocity = track.velocity(at: event.time).on(gesture.directions.axes)
            if let direction = gesture.direction(of: velocity) {
                let speed = direction == .left || direction == .right ? abs(velocity.x) : abs(velocity.y)
                context.send(Swipe(name: gesture.name, direction: direction, speed: speed))
            }
        case .cancelled:
            track = nil
            context.fail()
        }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        hasWon = true
    }
}
