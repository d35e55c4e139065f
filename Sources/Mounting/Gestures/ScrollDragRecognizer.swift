import Components
import Geometry

/// A scroll viewport's (a `ScrollView`'s, a `List`'s) drag as an arena member: it claims
/// movement past the touch slop along the axes it can scroll on (a range above 0), or the
/// press itself when the viewport is flinging (a touch stops moving content where it is
/// shown and drags it from there). Winning, it moves the content with the finger
/// (`ScrollDrag`); the release flings (`EventDispatcher.release`).
@MainActor
final class ScrollDragRecognizer: GestureRecognizer {
    private unowned let dispatcher: EventDispatcher
    private let viewport: Node
    private var track: PointerTrack?
    private var catchesFling = false
    private var drag: ScrollDrag?

    init(viewport: Node, dispatcher: EventDispatcher) {
        self.viewport = viewport
        self.dispatcher = dispatcher
    }

    /// The axes the viewport can move its content on.
    private var scrollableAxes: ScrollAxes {
        guard let content = viewport.scroll else { return [] }
        let maximum = viewport.box?.maximumScrollOffset ?? .zero
        var axes: ScrollAxes = []
        if content.axes.contains(.horizontal), maximum.x > 0 { axes.insert(.horizontal) }
        if content.axes.contains(.vertical), maximum.y > 0 { axes.insert(.vertical) }
        return axes
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary else { return }
        switch event.phase {
        case .down:
            track = PointerTrack(event.location, time: event.time)
            if dispatcher.isFlinging(viewport) {
                catchesFling = true
                context.claim(.onPress)
            }
        case .moved:
            guard var track else { return }  // nil: yielded to a program's scroll
            track.add(event.location, time: event.time)
            self.track = track
            if var drag {
                guard drag.isCurrent else { return }
                drag.add(event.location, time: event.time)
                self.drag = drag
                dispatcher.scroll(viewport, to: drag.offset(at: event.location), allowsOverscroll: true)
            } else {
                let axes = scrollableAxes
                if !axes.isEmpty, track.travel(along: axes) > GestureThresholds.touchSlop {
                    context.claim(.movement(axes))
                }
            }
        case .up, .cancelled:
            guard let drag, drag.isCurrent else { return context.fail() }  // a winner's fail ends nothing
            self.drag = nil
            // The release's own position is not a sample: a finger that rested before
            // lifting has no velocity, however its last report lands.
            let velocity = event.phase == .up ? drag.velocity(at: event.time) : .zero
            dispatcher.release(viewport, at: drag.offset(at: event.phase == .up ? event.location : drag.lastLocation),
                               velocity: velocity)
        }
    }

    /// Lets go of the content when `viewport` is this drag's: a program scrolled it, and
    /// the finger's later moves and release do nothing.
    func yield(_ viewport: Node) {
        guard viewport === self.viewport, drag != nil else { return }
        drag = nil
        track = nil
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        guard let track, let content = viewport.scroll else { return }
        if catchesFling {
            dispatcher.stopFling(of: viewport)
            drag = ScrollDrag(viewport: viewport, content: content, anchor: track.lastLocation,
                              track: PointerTrack(track.lastLocation, time: event?.time ?? dispatcher.now))
            return
        }
        let drag = ScrollDrag(viewport: viewport, content: content, anchor: track.start, track: track)
        self.drag = drag
        dispatcher.scroll(viewport, to: drag.offset(at: track.lastLocation), allowsOverscroll: true)
    }
}
