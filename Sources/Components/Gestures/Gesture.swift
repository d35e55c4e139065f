import Geometry

/// A gesture attached to an element (`Component.gesture(_:)`, or `onTap`, `onPan` and
/// the other modifiers): a value that makes the recognizer that runs it for each pointer
/// sequence. Users write their own as built-ins are written.
public protocol Gesture: Sendable, Equatable {
    @MainActor func makeRecognizer() -> any GestureRecognizer
    /// What this gesture sends for a desktop zoom, which has no fingers: Ctrl with the
    /// wheel (or a touchpad's pinch that SDL reports so) by `scale` about `centroid` (the
    /// element's coordinates). Default: nothing; `PinchGesture` sends a began and an
    /// ended `Pinch`.
    func actions(forZoom scale: Double, about centroid: Point) -> [any Action]
}

extension Gesture {
    public func actions(forZoom scale: Double, about centroid: Point) -> [any Action] { [] }
}

/// The gestures an element carries, in the order they were attached (innermost
/// modifier first): compared through each gesture's `==`.
public struct GestureSet: Hashable, Sendable {
    public private(set) var gestures: [any Gesture]

    public init(_ gestures: [any Gesture] = []) {
        self.gestures = gestures
    }

    public var isEmpty: Bool { gestures.isEmpty }

    /// These gestures followed by `other`'s.
    public func appending(_ other: GestureSet) -> GestureSet {
        other.isEmpty ? self : GestureSet(gestures + other.gestures)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(gestures.count)
    }

    public static func == (lhs: GestureSet, rhs: GestureSet) -> Bool {
        guard lhs.gestures.count == rhs.gestures.count else { return false }
        for index in lhs.gestures.indices where !lhs.gestures[index].isEqual(toGesture: rhs.gestures[index]) {
            return false
        }
        return true
    }
}

extension Gesture {
    fileprivate func isEqual(toGesture other: any Gesture) -> Bool {
        (other as? Self) == self
    }
}
