import Components
import Geometry
import ScrollPhysics

/// A scroll viewport moving on its own after a release: a `ScrollMotion` per axis (the
/// glide, the bounce past an edge, the spring back), started at the release's time.
/// Its offset is a function of the time since then, so the frames that show it, at
/// whatever rate and however irregular, show the motion's closed form.
@MainActor
struct ScrollFling {
    var claim: ScrollViewportClaim
    /// When the pointer was released (seconds, the clock of input times and frames).
    let start: Double
    let x: ScrollMotion
    let y: ScrollMotion

    /// The fling of `viewport` released at `offset` (shown) moving at `velocity` (points
    /// per second) at `time`; its ranges are the viewport's.
    init(viewport: Node, offset: Point, velocity: Point, time: Double) {
        claim = ScrollViewportClaim(viewport)
        start = time
        let maximum = viewport.box?.maximumScrollOffset ?? .zero
        x = ScrollMotion(offset: offset.x, velocity: velocity.x, range: ScrollRange(maximum: maximum.x))
        y = ScrollMotion(offset: offset.y, velocity: velocity.y, range: ScrollRange(maximum: maximum.y))
    }

    var viewport: Node { claim.viewport }

    /// The offset at `time`.
    func offset(at time: Double) -> Point {
        Point(x: x.position(at: time - start), y: y.position(at: time - start))
    }

    /// Whether both axes rest at `time` (then `offset(at:)` is the rest position, inside
    /// the range).
    func isAtRest(at time: Double) -> Bool {
        x.isAtRest(at: time - start) && y.isAtRest(at: time - start)
    }
}
