import Geometry

/// Where a continuous gesture is: sent with each of its actions.
public enum GesturePhase: Hashable, Sendable {
    /// The gesture won its pointer sequence: the first action.
    case began
    /// The contacts moved.
    case changed
    /// The contacts were lifted: the last action.
    case ended
    /// The sequence was cancelled (the window lost the pointer, the element left the
    /// tree): the last action; undo what `began` started.
    case cancelled
}

/// A pan (drag) of an element (`Component.onPan`): sent up the responder chain from the
/// element when it wins the sequence, at every move, and at the release or cancel.
public struct Pan: Action, Equatable {
    /// The name given to `onPan` (nil: none), to tell several pans of one component apart.
    public var name: String?
    public var phase: GesturePhase
    /// The pointer, in the element's coordinates (points).
    public var location: Point
    /// The pointer's travel from the press (points), on the pan's axes only.
    public var translation: Point
    /// The pointer's velocity (points per second), on the pan's axes only: what a card
    /// thrown away, or a sheet flicked shut, carries on with.
    public var velocity: Point
    /// The element's size (points): where `location` falls along it (a slider's track).
    public var size: Size
    /// The keyboard modifiers held at the press (Shift+click extends a text selection).
    public var modifiers: KeyModifiers
    /// The device that pressed: a finger's drag over text scrolls it, a mouse's selects.
    public var kind: PointerKind

    public init(name: String? = nil, phase: GesturePhase, location: Point, translation: Point, velocity: Point,
                size: Size = .zero, modifiers: KeyModifiers = [], kind: PointerKind = .mouse) {
        self.name = name
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.size = size
        self.modifiers = modifiers
        self.kind = kind
    }
}

/// A direction of a swipe.
public enum SwipeDirection: Hashable, Sendable, CaseIterable {
    case left, right, up, down
}

/// Which directions a swipe recognizes.
public struct SwipeDirections: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let left = SwipeDirections(rawValue: 1 << 0)
    public static let right = SwipeDirections(rawValue: 1 << 1)
    public static let up = SwipeDirections(rawValue: 1 << 2)
    public static let down = SwipeDirections(rawValue: 1 << 3)
    public static let horizontal: SwipeDirections = [.left, .right]
    public static let vertical: SwipeDirections = [.up, .down]
    public static let all: SwipeDirections = [.horizontal, .vertical]

    public init(_ direction: SwipeDirection) {
        switch direction {
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        }
    }

    /// The axes these directions lie on.
    public var axes: ScrollAxes {
        var axes: ScrollAxes = []
        if !isDisjoint(with: .horizontal) { axes.insert(.horizontal) }
        if !isDisjoint(with: .vertical) { axes.insert(.vertical) }
        return axes
    }
}

/// A swipe (a fling in one direction) of an element (`Component.onSwipe`), sent once at
/// the release.
public struct Swipe: Action, Equatable {
    public var name: String?
    public var direction: SwipeDirection
    /// The release's speed along the direction (points per second).
    public var speed: Double

    public init(name: String? = nil, direction: SwipeDirection, speed: Double) {
        self.name = name
        self.direction = direction
        self.speed = speed
    }
}

/// Two fingers pinching or turning on an element (`Component.onPinch`,
/// `Component.onRotate`): sent when the gesture wins, as the fingers move, and when one
/// is lifted.
public struct Pinch: Action, Equatable {
    public var name: String?
    public var phase: GesturePhase
    /// The fingers' distance over their distance when the second one came down
    /// (2: spread to twice as far apart).
    public var scale: Double
    /// The angle the line between the fingers turned through since the second one came
    /// down, in radians, clockwise on screen (y grows downwards).
    public var rotation: Double
    /// The point between the fingers, in the element's coordinates: what a photo zooms
    /// and turns about.
    public var centroid: Point

    public init(name: String? = nil, phase: GesturePhase, scale: Double, rotation: Double, centroid: Point) {
        self.name = name
        self.phase = phase
        self.scale = scale
        self.rotation = rotation
        self.centroid = centroid
    }
}
