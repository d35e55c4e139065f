import Foundation
import Geometry

/// Two fingers on an element spreading, closing or turning (`Component.onPinch`, and
/// `Component.onRotate` for turning alone): once the distance between them changes, or
/// the arc they turn through, by more than the touch slop, the gesture takes the
/// sequence (before a scroll view's drag: two fingers in a list zoom) and sends `Pinch`
/// actions until one is lifted.
public struct PinchGesture: Gesture, Hashable {
    /// What makes the gesture recognized: spreading or turning, or turning alone.
    public enum Recognizes: Hashable, Sendable {
        case scaleOrRotation, rotation
    }

    public let name: String?
    public let recognizes: Recognizes

    public init(name: String? = nil, recognizes: Recognizes = .scaleOrRotation) {
        self.name = name
        self.recognizes = recognizes
    }

    public func makeRecognizer() -> any GestureRecognizer { PinchRecognizer(self) }

    /// A zoom by Ctrl and the wheel is a whole pinch of its own: began at scale 1, ended
    /// at `scale`, no rotation (a rotation-only gesture takes none).
    public func actions(forZoom scale: Double, about centroid: Point) -> [any Action] {
        guard recognizes == .scaleOrRotation else { return [] }
        return [Pinch(name: name, phase: .began, scale: 1, rotation: 0, centroid: centroid),
                Pinch(name: name, phase: .ended, scale: scale, rotation: 0, centroid: centroid)]
    }
}

/// Runs a `PinchGesture`: follows the first two contacts.
@MainActor
final class PinchRecognizer: GestureRecognizer {
    private let gesture: PinchGesture
    /// The two fingers' ids, and their distance and angle when the second came down.
    private var fingers: (PointerID, PointerID)?
    private var startDistance = 0.0
    private var startAngle = 0.0
    private var hasWon = false

    init(_ gesture: PinchGesture) {
        self.gesture = gesture
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        let pointers = context.pointers
        switch event.phase {
        case .down:
            guard fingers == nil, pointers.count >= 2 else { return }
            fingers = (pointers[0].id, pointers[1].id)
            let (a, b) = (pointers[0].location, pointers[1].location)
            startDistance = distance(a, b)
            startAngle = atan2(b.y - a.y, b.x - a.x)
        case .moved:
            guard let pinch = current(pointers, context) else { return }
            if hasWon {
                context.send(action(.changed, pinch))
            } else if recognized(pinch) {
                context.claim(.recognized)
            }
        case .up, .cancelled:
            guard let fingers, event.pointer == fingers.0 || event.pointer == fingers.1 else {
                // The last contact up without a second finger: never a pinch.
                if fingers == nil, pointers.count <= 1 { context.fail() }
                return
            }
            if hasWon, let pinch = current(pointers, context) {
                context.send(action(event.phase == .up ? .ended : .cancelled, pinch))
                hasWon = false
            } else if !hasWon {
                context.fail()
            }
            self.fingers = nil
        }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        hasWon = true
        if let pinch = current(context.pointers, context) { context.send(action(.began, pinch)) }
    }

    /// Scale, rotation and centroid of the two fingers now.
    private func current(_ pointers: [(id: PointerID, location: Point)], _ context: GestureContext)
        -> (scale: Double, rotation: Double, centroid: Point, distance: Double)? {
        guard let fingers,
              let a = pointers.first(where: { $0.id == fingers.0 })?.location,
              let b = pointers.first(where: { $0.id == fingers.1 })?.location else { return nil }
        let now = distance(a, b)
        var turn = atan2(b.y - a.y, b.x - a.x) - startAngle
        // The shorter way round: a turn through ±π is the same line.
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        let centroid = context.local(Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
        return (startDistance > 0 ? now / startDistance : 1, turn, centroid, now)
    }

    /// Whether the fingers moved apart or together, or turned, by more than the slop
    /// (a turn measured as the arc a finger travels about the centroid).
    private func recognized(_ pinch: (scale: Double, rotation: Double, centroid: Point, distance: Double)) -> Bool {
        let turned = abs(pinch.rotation) * pinch.distance / 2 > GestureThresholds.touchSlop
        let spread = abs(pinch.distance - startDistance) > GestureThresholds.touchSlop
        return gesture.recognizes == .rotation ? turned : turned || spread
    }

    private func action(_ phase: GesturePhase, _ pinch: (scale: Double, rotation: Double, centroid: Point, distance: Double)) -> Pinch {
        Pinch(name: gesture.name, phase: phase, scale: pinch.scale, rotation: pinch.rotation, centroid: pinch.centroid)
    }
}
