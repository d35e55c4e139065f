import Geometry

/// What a recognizer asks for when it recognizes its gesture: to win the pointer
/// sequence (see `GestureContext.claim(_:)`). The arena weighs claims made on the same
/// event by their kind (written down once, in Mounting's `GestureArena`).
public enum GestureClaim: Hashable, Sendable {
    /// Recognized at the press, before any movement: a slider's thumb, a drawing
    /// canvas, a touch that catches a flinging list. Beats every other kind.
    case onPress
    /// A discrete gesture recognized (a long press at its time, a pinch past its slop, a
    /// double tap's last release). Beats movement: two fingers spreading in a list zoom.
    case recognized
    /// Travel past the touch slop along `axes`: a pan, a swipe, a scroll view's drag.
    /// Direction locking picks among movement claims.
    case movement(ScrollAxes)
}

/// Runs one gesture for one element over a pointer sequence (the first press to the
/// last release, and any time a recognizer holds on after it): the running side of a
/// `Gesture`, made afresh for each sequence.
///
/// Every recognizer under the first press joins the sequence's arena. Each is told each
/// event (`handle`) and any time it asked to be woken at (`timeReached`), and decides by
/// calling its context: `claim` (it recognized its gesture), `fail` (it cannot), or
/// nothing yet. At most one wins (`won`); the others lose (`lost`). Only the winner
/// sends actions; a recognizer that sent a "began" sends an "ended" or "cancelled"
/// before it goes. When every contact is up, recognizers that neither claimed, failed
/// nor asked to wake leave, and the innermost of those that stay without claiming
/// (a tap) wins: the arena's sweep.
@MainActor
public protocol GestureRecognizer: AnyObject {
    /// A pointer event of the sequence (every contact's; `context.pointers` holds them all).
    func handle(_ event: PointerEvent, _ context: GestureContext)
    /// The time asked for with `context.wake(at:)` came (seconds on the events' clock).
    func timeReached(_ time: Double, _ context: GestureContext)
    /// This recognizer won the sequence: from now on it sends actions, and it is the
    /// only one told later events. `event` is the one it won on (nil: at a wake time or
    /// the sweep).
    func won(on event: PointerEvent?, _ context: GestureContext)
    /// Another recognizer won, or the sequence ended without this one. It sends nothing
    /// more (a cancelled phase for a gesture it began, at most).
    func lost(_ context: GestureContext)
    /// Whether the recognizer waits at the sweep rather than leaving: it would take the
    /// sequence if nothing else does (a tap: true). Default: false.
    var acceptsSweep: Bool { get }
}

extension GestureRecognizer {
    public func timeReached(_ time: Double, _ context: GestureContext) {}
    public func lost(_ context: GestureContext) {}
    public var acceptsSweep: Bool { false }
}

/// What the arena gives a recognizer: where its element is, the contacts, and the
/// calls that decide and act.
@MainActor
public protocol GestureContext: AnyObject {
    /// `point` (the host's coordinates) in the element's coordinates.
    func local(_ point: Point) -> Point
    /// The element's size (points).
    var size: Size { get }
    /// Whether `point` (the host's coordinates) is inside the element's box.
    func contains(_ point: Point) -> Bool
    /// Every contact touching now, where it is (the host's coordinates), in press order.
    var pointers: [(id: PointerID, location: Point)] { get }
    /// Asks to win the sequence; the arena decides after the event (see `GestureClaim`).
    func claim(_ claim: GestureClaim)
    /// Leaves the sequence: this recognizer cannot recognize its gesture.
    func fail()
    /// Asks to be woken at `time` (nil: not any more); only the latest request counts.
    /// A recognizer that waits keeps the arena open after the last release (a double
    /// tap's first tap waits for the second). A winner may ask too while its contacts
    /// touch: a text selection's drag scrolls on while the pointer rests past the edge.
    func wake(at time: Double?)
    /// Sends `action` up the responder chain from the element (the winner only; a
    /// recognizer that has not won sends nothing).
    func send(_ action: any Action)
}
