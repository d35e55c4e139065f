import Components
import Geometry
import ScrollPhysics

/// A finger (or the mouse) dragging a scroll viewport's content: the content follows
/// the pointer one to one from where the press began, and past an edge it follows
/// through the rubber band (`RubberBand`, stretching less the further it goes). The
/// pointer's positions, with their times, feed a `VelocityTracker` per axis for the
/// fling on release.
///
/// Offsets here are the shown offsets (what `ScrollContent.offset` holds with overscroll
/// allowed); "finger offsets" are where the content would be without the rubber band.
@MainActor
struct ScrollDrag {
    /// How far the pointer travels from the press, along the axes a viewport scrolls on,
    /// before the press becomes a drag: 8 pt, Android's `ViewConfiguration` touch slop
    /// (8 dp; iOS's pan recognizer is about 10 pt). Small enough that a drag starts
    /// before the finger has visibly moved; large enough that a tap's jitter (a few
    /// points on a touch screen, none with a mouse) stays a tap.
    static let touchSlop = 8.0

    let viewport: Node
    /// The viewport's trips to the reuse pool when the drag began: a drag whose viewport
    /// left the tree ends.
    let unmountCount: Int
    let axes: ScrollAxes
    /// Where the drag is anchored (the press), and the finger offset there.
    let anchor: Point
    let anchorOffset: Point
    /// The pointer's path since the press.
    private var track: PointerTrack
    /// Where the pointer was last.
    var lastLocation: Point { track.lastLocation }

    /// A drag of `viewport` anchored at `anchor` (points, root coordinates, where the
    /// press was), with the pointer's path since the press in `track` and the content
    /// shown at the viewport's current offset.
    init(viewport: Node, content: ScrollContent, anchor: Point, track: PointerTrack) {
        self.viewport = viewport
        unmountCount = viewport.unmountCount
        axes = content.axes
        self.anchor = anchor
        self.track = track
        let maximum = viewport.box?.maximumScrollOffset ?? .zero
        let shown = content.shown(maximum: maximum)
        // Caught while stretched (a spring back): the finger holds the stretch as it is.
        let size = viewport.frame.size
        anchorOffset = Point(x: Self.fingerOffset(shown: shown.x, maximum: maximum.x, dimension: size.width),
                             y: Self.fingerOffset(shown: shown.y, maximum: maximum.y, dimension: size.height))
    }

    /// Whether the viewport is still the one the drag began on.
    var isCurrent: Bool { viewport.unmountCount == unmountCount && viewport.scroll != nil }

    /// Records the pointer at `location` at `time`.
    mutating func add(_ location: Point, time: Double) {
        track.add(location, time: time)
    }

    /// The offset to show with the pointer at `location`: the anchor's offset moved by
    /// the pointer's travel (content follows the finger: the finger going up moves the
    /// offset down the content), through the rubber band past the edges.
    func offset(at location: Point) -> Point {
        let maximum = viewport.box?.maximumScrollOffset ?? .zero, size = viewport.frame.size
        func shown(_ finger: Double, _ maximum: Double, _ dimension: Double) -> Double {
            let range = ScrollRange(maximum: maximum)
            return range.clamp(finger) + RubberBand.shown(overscroll: range.overscroll(finger), dimension: dimension)
        }
        // The travel first: a pointer back at the anchor gives the anchor's offset exactly.
        return Point(
            x: axes.contains(.horizontal) ? shown(anchorOffset.x + (anchor.x - location.x), maximum.x, size.width) : 0,
            y: axes.contains(.vertical) ? shown(anchorOffset.y + (anchor.y - location.y), maximum.y, size.height) : 0)
    }

    /// The content's velocity at `time` (points per second, the offset's direction):
    /// the pointer's, reversed, on the scrolled axes.
    func velocity(at time: Double) -> Point {
        let pointer = track.velocity(at: time)
        return Point(x: axes.contains(.horizontal) ? -pointer.x : 0, y: axes.contains(.vertical) ? -pointer.y : 0)
    }

    /// The pointer's travel from `press` to `location` along `axes`: what the touch slop
    /// is measured against (a vertical list ignores sideways travel).
    static func travel(from press: Point, to location: Point, along axes: ScrollAxes) -> Double {
        let dx = axes.contains(.horizontal) ? location.x - press.x : 0
        let dy = axes.contains(.vertical) ? location.y - press.y : 0
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The finger offset that shows `shown` in a range `0...maximum` of a viewport
    /// `dimension` long: itself inside, through the rubber band's inverse past an edge.
    private static func fingerOffset(shown: Double, maximum: Double, dimension: Double) -> Double {
        let range = ScrollRange(maximum: maximum)
        let over = range.overscroll(shown)
        guard over != 0 else { return shown }
        return range.clamp(shown) + RubberBand.overscroll(shown: over, dimension: dimension)
    }
}

/// A pointer's time-stamped path since its press, for its velocity: a `VelocityTracker`
/// per axis. Kept from the press on, so the moves within the touch slop count too.
struct PointerTrack {
    private var trackerX = VelocityTracker()
    private var trackerY = VelocityTracker()
    private(set) var lastLocation: Point

    /// A path that starts with the press at `location` at `time`.
    init(_ location: Point, time: Double) {
        lastLocation = location
        add(location, time: time)
    }

    mutating func add(_ location: Point, time: Double) {
        lastLocation = location
        trackerX.add(time: time, position: location.x)
        trackerY.add(time: time, position: location.y)
    }

    /// The pointer's velocity at `time` (points per second; 0 once it rested 40 ms).
    func velocity(at time: Double) -> Point {
        Point(x: trackerX.velocity(at: time), y: trackerY.velocity(at: time))
    }
}
