import Geometry

/// Which contact an event is about: the mouse or the first finger (`.primary`), or a
/// further finger on a touch screen (SDL's finger ids, libinput's touch slots).
public struct PointerID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The mouse's left button, or the first finger down: the one pointer everything
    /// but multi-finger gestures follows.
    public static let primary = PointerID(0)

    public var description: String { rawValue == 0 ? "primary" : "finger \(rawValue)" }
}

/// What kind of device moves a pointer. A mouse (or a pen, a touchpad) points precisely
/// and hovers; a finger covers what it touches and drags to scroll, so text under a
/// finger scrolls where a mouse would select, and a selection made by touch gets handles
/// to drag its ends.
public enum PointerKind: Hashable, Sendable {
    case mouse, touch
}

/// One contact's event as gesture recognizers see it: what happened, to which contact,
/// where (points, the host's coordinates), when (seconds on the events' clock), with
/// which keyboard modifiers held (Shift+click extends a text selection) and from which
/// kind of device.
public struct PointerEvent: Equatable, Sendable {
    /// What a contact did.
    public enum Phase: Hashable, Sendable {
        case down, moved, up, cancelled
    }

    public var phase: Phase
    public var pointer: PointerID
    public var location: Point
    public var time: Double
    public var modifiers: KeyModifiers
    public var kind: PointerKind

    public init(_ phase: Phase, pointer: PointerID = .primary, at location: Point, time: Double, modifiers: KeyModifiers = [],
                kind: PointerKind = .mouse) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.time = time
        self.modifiers = modifiers
        self.kind = kind
    }

    /// Whether the contact stops touching with this event (released or cancelled).
    public var ends: Bool { phase == .up || phase == .cancelled }
}

extension PointerEvent.Phase {
    /// The phase of a pointer `InputEvent`; nil for the wheel.
    public init?(_ event: InputEvent) {
        switch event {
        case .pointerDown: self = .down
        case .pointerMoved: self = .moved
        case .pointerUp: self = .up
        case .pointerCancelled: self = .cancelled
        case .scroll: return nil
        }
    }

    /// The `InputEvent` a custom drawing that takes events is given for this phase.
    public var inputEvent: InputEvent {
        switch self {
        case .down: .pointerDown
        case .moved: .pointerMoved
        case .up: .pointerUp
        case .cancelled: .pointerCancelled
        }
    }
}
