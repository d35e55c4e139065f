import Components
import Geometry
import ScrollPhysics

/// A scroll viewport easing to a target, a `ScrollStepCurve` per axis: a notched wheel's
/// click, a scroll key, an animated `ScrollTo`, a scroll into view. A new step retargets
/// the axes it moves from where they are at its time, keeping their velocity (so clicks
/// in quick succession add up, and the content never jumps); the other axis runs on.
///
/// A step that came with an event starts at the event's time. A request with no time of
/// its own (a component's, a controller's) starts at the next frame's: the clock may have
/// been idle for minutes, and its last time would put the whole step in the past.
@MainActor
struct ScrollEase {
    var claim: ScrollViewportClaim
    private var x: Axis
    private var y: Axis
    /// The latest time the ease was given (an event's or a frame's); nil until then.
    private var clock: Double?

    /// One axis: its curve and when it started (seconds; nil: at the next frame).
    private struct Axis {
        var curve: ScrollStepCurve
        var start: Double?

        func position(at time: Double) -> Double { curve.position(at: start.map { time - $0 } ?? 0) }

        func isAtRest(at time: Double) -> Bool {
            curve.duration == 0 || start.map { curve.isAtRest(at: time - $0) } == true
        }

        /// Heads for `target` from `time` on (nil only while no time is known: the axis
        /// has not started, and still rests where it was).
        mutating func retarget(to target: Double, at time: Double?) {
            guard target != curve.target else { return }
            if let time, let start {
                let elapsed = time - start
                curve = ScrollStepCurve(from: curve.position(at: elapsed), velocity: curve.velocity(at: elapsed),
                                        previousTarget: curve.target, to: target)
            } else {
                // Not under way yet: one step from where it rests.
                curve = ScrollStepCurve(from: curve.start, to: target)
            }
            start = time
        }
    }

    /// An ease of `viewport` from `offset` (shown, within the range) to `target`, starting
    /// at `time` (nil: at the next frame).
    init(viewport: Node, from offset: Point, to target: Point, at time: Double?) {
        claim = ScrollViewportClaim(viewport)
        x = Axis(curve: ScrollStepCurve(from: offset.x, to: target.x), start: time)
        y = Axis(curve: ScrollStepCurve(from: offset.y, to: target.y), start: time)
        clock = time
    }

    var viewport: Node { claim.viewport }

    /// Where the viewport is heading.
    var target: Point { Point(x: x.curve.target, y: y.curve.target) }

    /// Heads for `target` from `time` (nil: the latest time the ease knows, which is the
    /// frame it last showed, so the new curve starts exactly where the content is shown).
    /// An event stamped before that frame (the loop reads input after presenting) counts
    /// as happening at it: the content does not go back to where it was.
    mutating func retarget(to target: Point, at time: Double?) {
        let time = time.map { max($0, clock ?? $0) } ?? clock
        if let time { clock = time }
        x.retarget(to: target.x, at: time)
        y.retarget(to: target.y, at: time)
    }

    /// A frame at `time`: axes waiting for one start now.
    mutating func advance(to time: Double) {
        clock = time
        if x.start == nil { x.start = time }
        if y.start == nil { y.start = time }
    }

    /// The offset at `time`.
    func offset(at time: Double) -> Point { Point(x: x.position(at: time), y: y.position(at: time)) }

    /// Whether both axes are on their targets at `time`.
    func isAtRest(at time: Double) -> Bool { x.isAtRest(at: time) && y.isAtRest(at: time) }
}
