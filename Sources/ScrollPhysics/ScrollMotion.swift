/// Where a released scroll view goes on one axis, as a function of time since the
/// release: a fling's glide within its range, a spring back from past an edge, and the
/// bounce of a glide that runs past an edge, chained:
///
///     released past an edge:  spring toward the edge ─(thrown back in)─► glide ─► …
///     released inside:        glide ─(reaches an edge while faster than restSpeed)─►
///                             spring from the edge with the glide's velocity there,
///                             out and back (critically damped: one bounce, no wobble)
///
/// Every piece is closed-form in elapsed time (`FlingDeceleration`,
/// `CriticallyDampedSpring`), so a display at 30, 60 or 144 Hz, or one that drops
/// frames, shows the same positions at the same times, and the motion ends at
/// `duration` exactly at `restPosition`: inside the range, or exactly on an edge.
/// Computed once at the release; asking a position allocates nothing.
public struct ScrollMotion: Equatable, Sendable {
    /// The spring from past an edge, when released there.
    public let entry: CriticallyDampedSpring?
    /// The glide inside the range, and when it starts.
    public let glide: FlingDeceleration?
    public let glideStart: Double
    /// The spring after a glide that ran past an edge, and when it starts.
    public let exit: CriticallyDampedSpring?
    public let exitStart: Double
    /// When the motion ends, and where.
    public let duration: Double
    public let restPosition: Double

    /// The motion of content released at `offset` moving at `velocity` (points, points
    /// per second, the offset's own direction) within `range`.
    public init(offset: Double, velocity: Double, range: ScrollRange, rate: Double = FlingDeceleration.normalRate,
                restSpeed: Double = FlingDeceleration.defaultRestSpeed,
                angularFrequency: Double = CriticallyDampedSpring.defaultAngularFrequency) {
        let offset = offset.isFinite ? offset : range.clamp(offset)
        var glideFrom = offset, glideVelocity = velocity.isFinite ? velocity : 0, glideStart = 0.0
        if range.isOverscrolled(offset) {
            let spring = CriticallyDampedSpring(target: range.nearestEdge(offset), start: offset, velocity: glideVelocity,
                                                angularFrequency: angularFrequency)
            entry = spring
            guard let crossing = spring.crossingTime else {
                glide = nil; self.glideStart = 0; exit = nil; exitStart = 0
                duration = spring.duration
                restPosition = spring.target
                return
            }
            glideFrom = spring.target
            glideVelocity = spring.velocity(at: crossing)
            glideStart = crossing
        } else {
            entry = nil
        }
        let fling = FlingDeceleration(start: glideFrom, velocity: glideVelocity, rate: rate, restSpeed: restSpeed)
        glide = fling
        self.glideStart = glideStart
        if range.isOverscrolled(fling.restPosition) {
            let edge = range.nearestEdge(fling.restPosition)
            let reached = fling.time(reaching: edge) ?? 0
            let spring = CriticallyDampedSpring(target: edge, start: edge, velocity: fling.velocity(at: reached),
                                                angularFrequency: angularFrequency)
            exit = spring
            exitStart = glideStart + reached
            duration = exitStart + spring.duration
            restPosition = edge
        } else {
            exit = nil
            exitStart = 0
            duration = glideStart + fling.duration
            restPosition = fling.restPosition
        }
    }

    /// The offset `elapsed` seconds after the release (`restPosition` from `duration` on).
    public func position(at elapsed: Double) -> Double {
        guard elapsed < duration else { return restPosition }
        if let exit, elapsed >= exitStart { return exit.position(at: elapsed - exitStart) }
        if let glide, elapsed >= glideStart { return glide.position(at: elapsed - glideStart) }
        return entry?.position(at: elapsed) ?? restPosition
    }

    /// The velocity `elapsed` seconds after the release (0 from `duration` on).
    public func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        if let exit, elapsed >= exitStart { return exit.velocity(at: elapsed - exitStart) }
        if let glide, elapsed >= glideStart { return glide.velocity(at: elapsed - glideStart) }
        return entry?.velocity(at: elapsed) ?? 0
    }

    /// Whether the motion has ended at `elapsed`.
    public func isAtRest(at elapsed: Double) -> Bool { elapsed >= duration }
}
