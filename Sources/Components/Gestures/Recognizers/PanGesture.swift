import Geometry

/// A drag of an element (`Component.onPan`): once the pointer travels past
/// `minimumDistance` along `axes`, the pan takes the sequence and sends `Pan` actions
/// (began, changed at each move, ended with the release's velocity, or cancelled).
///
/// Inside a scroll view, travel along the scroll view's axis is the scroll view's and
/// travel across it the pan's (direction locking, `GestureArena`), unless the pan
/// `claimsOnPress`: then it takes the sequence at the press, before anything can move
/// (a slider's thumb, a drawing canvas).
public struct PanGesture: Gesture, Hashable {
    public let name: String?
    public let axes: ScrollAxes
    public let minimumDistance: Double
    public let claimsOnPress: Bool

    /// Throws `GestureParameterError` unless `minimumDistance` (points) is finite and
    /// above 0, or when `axes` is empty.
    public init(name: String? = nil, axes: ScrollAxes = .both, minimumDistance: Double = GestureThresholds.touchSlop,
                claimsOnPress: Bool = false) throws(GestureParameterError) {
        try GestureParameterError.checkPositive(minimumDistance, "minimumDistance", of: "PanGesture")
        guard !axes.isEmpty else {
            throw GestureParameterError(gesture: "PanGesture", parameter: "axes", value: 0,
                                        requirement: "at least one axis")
        }
        self.name = name
        self.axes = axes
        self.minimumDistance = minimumDistance
        self.claimsOnPress = claimsOnPress
    }

    public func makeRecognizer() -> any GestureRecognizer { PanRecognizer(self) }
}

/// Runs a `PanGesture`.
@MainActor
final class PanRecognizer: GestureRecognizer {
    private let gesture: PanGesture
    private var track: PointerTrack?
    private var hasWon = false
    /// The keyboard modifiers held at the press, and the device that pressed.
    private var modifiers: KeyModifiers = []
    private var kind: PointerKind = .mouse

    init(_ gesture: PanGesture) {
        self.gesture = gesture
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        // The first contact drags; others neither move nor end the pan.
        guard event.pointer == .primary else { return }
        switch event.phase {
        case .down:
            guard track == nil else { return }
            track = PointerTrack(event.location, time: event.time)
            modifiers = event.modifiers
            kind = event.kind
            if gesture.claimsOnPress { context.claim(.onPress) }
        case .moved:
            guard var track else { return }
            track.add(event.location, time: event.time)
            self.track = track
            if hasWon {
                context.send(action(.changed, track, at: event.time, context))
            } else if track.travel(along: gesture.axes) > gesture.minimumDistance {
                context.claim(.movement(gesture.axes))
            }
        case .up:
            guard let track, hasWon else { return context.fail() }
            var ended = action(.ended, track, at: event.time, context)
            // The release's own position is not a sample: a finger that rested before
            // lifting has no velocity, however its last report lands.
            ended.location = context.local(track.lastLocation)
            context.send(ended)
            self.track = nil
        case .cancelled:
            guard let track, hasWon else { return context.fail() }
            var cancelled = action(.cancelled, track, at: event.time, context)
            cancelled.velocity = .zero
            context.send(cancelled)
            self.track = nil
        }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        hasWon = true
        guard let track else { return }
        context.send(action(.began, track, at: event?.time ?? 0, context))
    }

    func lost(_ context: GestureContext) {
        // A pan that began and is then cancelled by the arena (its element left the tree).
        if hasWon, let track {
            context.send(Pan(name: gesture.name, phase: .cancelled, location: context.local(track.lastLocation),
                             translation: track.translation.on(gesture.axes), velocity: .zero, size: context.size,
                             modifiers: modifiers, kind: kind))
        }
        track = nil
    }

    private func action(_ phase: GesturePhase, _ track: PointerTrack, at time: Double, _ context: GestureContext) -> Pan {
        Pan(name: gesture.name, phase: phase, location: context.local(track.lastLocation),
            translation: track.translation.on(gesture.axes), velocity: track.velocity(at: time).on(gesture.axes),
            size: context.size, modifiers: modifiers, kind: kind)
    }
}

extension Point {
    /// This vector with the components off `axes` zeroed.
    func on(_ axes: ScrollAxes) -> Point {
        Point(x: axes.contains(.horizontal) ? x : 0, y: axes.contains(.vertical) ? y : 0)
    }
}

extension PointerTrack {
    /// The pointer's travel from the press along `axes`: what the touch slop is measured
    /// against (a vertical list ignores sideways travel).
    public func travel(along axes: ScrollAxes) -> Double {
        let along = translation.on(axes)
        return (along.x * along.x + along.y * along.y).squareRoot()
    }
}
