import Geometry
import ScrollPhysics

/// A pointer's time-stamped path since its press, for its velocity: a `VelocityTracker`
/// per axis. Kept from the press on, so the moves within the touch slop count too.
public struct PointerTrack: Sendable {
    private var trackerX = VelocityTracker()
    private var trackerY = VelocityTracker()
    /// Where the press was, and where the pointer was last.
    public let start: Point
    public private(set) var lastLocation: Point

    /// A path that starts with the press at `location` at `time`.
    public init(_ location: Point, time: Double) {
        start = location
        lastLocation = location
        add(location, time: time)
    }

    public mutating func add(_ location: Point, time: Double) {
        lastLocation = location
        trackerX.add(time: time, position: location.x)
        trackerY.add(time: time, position: location.y)
    }

    /// The pointer's velocity at `time` (points per second; 0 once it rested 40 ms).
    public func velocity(at time: Double) -> Point {
        Point(x: trackerX.velocity(at: time), y: trackerY.velocity(at: time))
    }

    /// How far the pointer is from the press now.
    public var translation: Point { Point(x: lastLocation.x - start.x, y: lastLocation.y - start.y) }
}
