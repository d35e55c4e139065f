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

    /// The finger offset that shows `shown` in a range `0...maximum` of a viewport
    /// `dimension` long: itself inside, through the rubber band's inverse past an edge.
    private static func fingerOffset(shown: Double, maximum: Double, dimension: Double) -> Double {
        let range = ScrollRange(maximum: maximum)
        let over = range.overscroll(shown)
        guard over != 0 else { return shown }
        return range.clamp(shown) + RubberBand.overscroll(shown: over, dimension: dimension)
    }
}
