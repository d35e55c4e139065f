import Components
import Geometry
import ScrollPhysics

/// Delivers pointer and wheel events to the node tree: the deepest node under the
/// pointer that accepts them gets them, in its own coordinates.
///
/// A pointer pressed on a node stays with it until it is released or cancelled (as
/// touch screens and mice behave). A button highlights while the pointer is down and
/// inside it, and sends its action up the responder chain when released inside; an
/// enabled custom node turns events into actions itself. Highlight changes are damage.
///
/// Keys and text go to the focused element: what the button or custom node pressed last
/// shows, while that node stays mounted and shows elements of the same component. So a
/// button keeps focus when its component rebuilds it (a counter's button after each tap,
/// a tab that becomes the selected one), and loses it when it leaves the tree (even if
/// its node comes back from the reuse pool later) or when another component's element
/// takes its node over. Enter or space activates a focused button; every other key (and
/// all text) climbs the responder chain from the focused element, or from the root
/// element when nothing has focus.
///
/// Scroll viewports take drags: a press that travels more than `ScrollDrag.touchSlop`
/// along the axes of a viewport under it becomes a drag of that viewport (the innermost
/// whose axes and range allow the travel), which cancels the press (a button unhighlights
/// and does not fire on release); a press that stays within the slop is a tap. The
/// release flings (`ScrollFling`), stepped by `advance(to:)` from the frame clock; a
/// press on a flinging viewport catches it (and is a drag, not a tap). Keys nothing on
/// the responder chain handled scroll the viewport around the focused element, or the
/// one pressed last (`ScrollKey`). Times are seconds on the caller's clock (SDL's ticks
/// in a window, a fake clock in tests); an untimed event happens at the latest time seen.
@MainActor
public final class EventDispatcher {
    private let root: ComponentRoot
    /// The node the current press started on.
    private var pressed: Node?
    /// The node pressed last, its trips to the reuse pool then, and the path of the
    /// component whose element it showed (see the type's comment).
    private weak var focusedNode: Node?
    private var focusedUnmountCount = 0
    private var focusedOwnerPath: String?
    /// The press that may still become a drag: where and when it began, and the scroll
    /// viewport under it.
    private var pressStart: (location: Point, viewport: Node, track: PointerTrack)?
    private var drag: ScrollDrag?
    /// Viewports moving on their own; at most one per viewport.
    private var flings: [ScrollFling] = []
    /// The scroll viewport pressed last, and its trips to the reuse pool then: keys scroll
    /// it when the focused element is in none.
    private weak var keyViewport: Node?
    private var keyViewportUnmountCount = 0
    /// The latest time an event or frame carried.
    private var now = 0.0

    public init(root: ComponentRoot) {
        self.root = root
    }

    /// Sends `event` at `location` (points, in the root's coordinates) at `time`
    /// (seconds; nil: the latest time seen) into `tree` and returns the node areas
    /// (points, root coordinates) whose look changed.
    @discardableResult
    public func dispatch(_ event: InputEvent, at location: Point, time: Double? = nil, in tree: Node?) -> [Rect] {
        if let time { now = time }
        guard let tree else { return [] }
        if drag != nil { return continueDrag(event, at: location) }
        switch event {
        case .pointerDown:
            pressed = tree.hitTest(location)
            pressStart = nil
            if let viewport = tree.scrollViewport(at: location) {
                keyViewport = viewport
                keyViewportUnmountCount = viewport.unmountCount
                // A touch on moving content stops it where it is, and drags it from there.
                if catchFling(under: viewport, at: location) {
                    pressed = nil
                    return []
                }
                // A custom drawing that takes events keeps the pointer (it may draw with it).
                if pressed?.custom == nil { pressStart = (location, viewport, PointerTrack(location, time: now)) }
            }
            guard let node = pressed else { return [] }
            focusedNode = node
            focusedUnmountCount = node.unmountCount
            focusedOwnerPath = node.element?.owner?.path
            let changed = setHighlighted(node, node.button?.isEnabled == true)
            deliver(event, to: node, at: location)
            return changed
        case .pointerMoved:
            if var start = pressStart {
                start.track.add(location, time: now)
                pressStart = start
                if let viewport = draggable(from: start.viewport, press: start.location, to: location) {
                    return beginDrag(viewport, anchor: start.location, track: start.track, at: location)
                }
            }
            guard let node = pressed else { return [] }
            let inside = isInside(location, node)
            let changed = setHighlighted(node, inside && node.button?.isEnabled == true)
            deliver(event, to: node, at: location)
            return changed
        case .pointerUp:
            pressStart = nil
            guard let node = pressed else { return [] }
            pressed = nil
            let changed = setHighlighted(node, false)
            if isInside(location, node), let action = node.button?.tapAction, let element = node.element {
                root.send(action, from: element)
            }
            deliver(event, to: node, at: location)
            return changed
        case .pointerCancelled:
            pressStart = nil
            guard let node = pressed else { return [] }
            pressed = nil
            let changed = setHighlighted(node, false)
            deliver(event, to: node, at: location)
            return changed
        case .scroll(let dx, let dy):
            // A custom drawing that turns the wheel into an action keeps it; else it
            // scrolls the viewports under the pointer, innermost first.
            if let node = tree.hitTest(location), deliver(event, to: node, at: location) { return [] }
            scrollViewports(from: tree.scrollViewport(at: location), by: Point(x: dx, y: dy))
            return []
        }
    }

    /// Whether a viewport moves on its own: the frame clock should call `advance(to:)`.
    public var isAnimating: Bool { !flings.isEmpty }

    /// Moves every flinging viewport to where its motion is at `time` (seconds, the
    /// clock of the events' times), one `ScrollTo` each; a motion at rest sends its rest
    /// offset (within the range, overscroll no longer allowed) and ends.
    public func advance(to time: Double) {
        now = time
        guard !flings.isEmpty else { return }
        let running = flings
        flings.removeAll { !$0.isCurrent || $0.isAtRest(at: time) }
        for fling in running where fling.isCurrent {
            scroll(fling.viewport, to: fling.offset(at: time), allowsOverscroll: !fling.isAtRest(at: time))
        }
    }

    // MARK: dragging

    /// The innermost viewport from `innermost` outward that the pointer's travel from
    /// `press` to `location` drags: past the slop along its axes, on an axis it can
    /// scroll (a range above 0). Nil while the press is still a tap.
    private func draggable(from innermost: Node, press: Point, to location: Point) -> Node? {
        var current: Node? = innermost
        while let viewport = current {
            if let content = viewport.scroll,
               ScrollDrag.travel(from: press, to: location, along: scrollableAxes(viewport, content)) > ScrollDrag.touchSlop {
                return viewport
            }
            current = viewport.enclosingScrollViewport
        }
        return nil
    }

    /// The axes `viewport` can move its content on.
    private func scrollableAxes(_ viewport: Node, _ content: ScrollContent) -> ScrollAxes {
        let maximum = viewport.box?.maximumScrollOffset ?? .zero
        var axes: ScrollAxes = []
        if content.axes.contains(.horizontal), maximum.x > 0 { axes.insert(.horizontal) }
        if content.axes.contains(.vertical), maximum.y > 0 { axes.insert(.vertical) }
        return axes
    }

    /// Turns the press into a drag of `viewport`: the press is cancelled (a button stops
    /// highlighting and will not fire), and the content moves to follow the pointer.
    private func beginDrag(_ viewport: Node, anchor: Point, track: PointerTrack, at location: Point) -> [Rect] {
        guard let content = viewport.scroll else { return [] }
        pressStart = nil
        var changed: [Rect] = []
        if let node = pressed {
            pressed = nil
            changed = setHighlighted(node, false)
            deliver(.pointerCancelled, to: node, at: location)
        }
        let drag = ScrollDrag(viewport: viewport, content: content, anchor: anchor, track: track)
        self.drag = drag
        scroll(viewport, to: drag.offset(at: location), allowsOverscroll: true)
        return changed
    }

    /// A pointer event while dragging: moves follow, a release flings, a cancel springs
    /// back from where the content is.
    private func continueDrag(_ event: InputEvent, at location: Point) -> [Rect] {
        guard var drag, drag.isCurrent else {
            self.drag = nil
            return []
        }
        switch event {
        case .pointerMoved:
            drag.add(location, time: now)
            self.drag = drag
            scroll(drag.viewport, to: drag.offset(at: location), allowsOverscroll: true)
        case .pointerUp, .pointerCancelled:
            self.drag = nil
            // The release's own position is not a sample: a finger that rested before
            // lifting has no velocity, however its last report lands.
            let velocity = event == .pointerUp ? drag.velocity(at: now) : .zero
            release(drag.viewport, at: drag.offset(at: event == .pointerUp ? location : drag.lastLocation),
                    velocity: velocity)
        case .pointerDown, .scroll:
            break
        }
        return []
    }

    /// Starts the fling of `viewport` let go at `offset` with `velocity`, or, when it
    /// would not move, leaves it at rest where it is.
    private func release(_ viewport: Node, at offset: Point, velocity: Point) {
        let fling = ScrollFling(viewport: viewport, offset: offset, velocity: velocity, time: now)
        if fling.isAtRest(at: now) {
            scroll(viewport, to: fling.offset(at: now), allowsOverscroll: false)
        } else {
            flings.removeAll { $0.viewport === viewport }
            flings.append(fling)
        }
    }

    /// Stops the fling of `innermost` or a viewport around it, if any, and drags it from
    /// where it is shown now. Returns whether there was one.
    private func catchFling(under innermost: Node, at location: Point) -> Bool {
        var current: Node? = innermost
        while let viewport = current {
            if let index = flings.firstIndex(where: { $0.viewport === viewport && $0.isCurrent }),
               let content = viewport.scroll {
                flings.remove(at: index)
                drag = ScrollDrag(viewport: viewport, content: content, anchor: location,
                                  track: PointerTrack(location, time: now))
                return true
            }
            current = viewport.enclosingScrollViewport
        }
        return false
    }

    /// Sends `ScrollTo` from `viewport`'s element when the offset differs from what it
    /// holds.
    private func scroll(_ viewport: Node, to offset: Point, allowsOverscroll: Bool) {
        guard let content = viewport.scroll, let element = viewport.element,
              content.offset != offset || content.allowsOverscroll != allowsOverscroll else { return }
        root.send(ScrollTo(offset: offset, allowsOverscroll: allowsOverscroll), from: element)
    }

    /// The element that has keyboard focus: what the node pressed last shows now, if it
    /// still shows the same component's element where it was pressed.
    public var focused: Element? { focusedMountedNode?.element }

    /// The node pressed last while it still has focus (see `focused`).
    private var focusedMountedNode: Node? {
        // The path is compared, not the owner instance: a rebuild makes a new instance.
        guard let node = focusedNode, node.unmountCount == focusedUnmountCount, let element = node.element,
              element.owner?.path == focusedOwnerPath else { return nil }
        return node
    }

    /// Sends a key event: a focused enabled button is activated by enter or space going
    /// down; anything else goes up the responder chain from the focused element or the
    /// root element, and a key nothing there handled may scroll (`ScrollKey`). Returns
    /// whether something handled it (a scroll counts).
    @discardableResult
    public func dispatch(_ event: KeyEvent, in tree: Node?) -> Bool {
        var activates = false
        if let element = focused, case .button(let button) = element.kind, let action = button.tapAction,
           event.key == .enter || event.key == .space {
            if event.isDown, !event.isRepeat { return root.send(action, from: element) }
            activates = true
        }
        // A component that handles the key keeps it: scrolling is what is left. Space held
        // on a focused button (its repeats, its release) is the button's, not a page down.
        if send(event, tree: tree) { return true }
        return activates ? false : scroll(for: event)
    }

    // MARK: keys

    /// The viewport keys scroll: the one around the focused element, else (nothing
    /// focused, or the focused element is in no viewport: it has nothing of its own to
    /// scroll) the one pressed last while it is still mounted.
    private var keyScrollViewport: Node? {
        if let node = focusedMountedNode, let viewport = node.scroll != nil ? node : node.enclosingScrollViewport {
            return viewport
        }
        guard let viewport = keyViewport, viewport.unmountCount == keyViewportUnmountCount,
              viewport.scroll != nil else { return nil }
        return viewport
    }

    /// Scrolls for `event` if it is a scroll key (`ScrollKey`): the first viewport from
    /// the key's viewport outward that can move that way sets the step (its page, its
    /// distance to the edge), and the step goes through the wheel's hand-off from the
    /// innermost, whose viewports inside that one are at their edge and pass it on.
    /// Instant and clamped; it stops the flings it passes. Nothing scrolls during a drag
    /// (the finger holds the content). Returns whether something scrolled.
    private func scroll(for event: KeyEvent) -> Bool {
        guard drag == nil, let key = ScrollKey(event), let innermost = keyScrollViewport else { return false }
        let vertical = key.axis == .vertical
        var current: Node? = innermost
        while let viewport = current {
            if let content = viewport.scroll, content.axes.contains(key.axis) {
                let maximum = viewport.box?.maximumScrollOffset ?? .zero
                let range = ScrollRange(maximum: vertical ? maximum.y : maximum.x)
                let offset = content.clamped(to: maximum)
                let along = vertical ? offset.y : offset.x
                if key.canMove(from: along, in: range) {
                    let step = key.delta(viewport: vertical ? viewport.frame.height : viewport.frame.width,
                                         offset: along, in: range)
                    scrollViewports(from: innermost, by: vertical ? Point(x: 0, y: step) : Point(x: step, y: 0))
                    return true
                }
            }
            current = viewport.enclosingScrollViewport
        }
        return false
    }

    /// Sends typed text up the responder chain from the focused element or the root
    /// element. Returns whether something handled it.
    @discardableResult
    public func dispatch(_ text: TextInput, in tree: Node?) -> Bool {
        send(text, tree: tree)
    }

    private func send(_ action: some Action, tree: Node?) -> Bool {
        guard let element = focused ?? tree?.element ?? root.layout.root?.element else { return false }
        return root.send(action, from: element)
    }

    /// A custom node's own handling: the action it sends, if any. Returns whether it sent one.
    @discardableResult
    private func deliver(_ event: InputEvent, to node: Node, at location: Point) -> Bool {
        guard let custom = node.custom, let action = custom.drawing.action(for: event, at: node.convertFromRoot(location)),
              let element = node.element else { return false }
        root.send(action, from: element)
        return true
    }

    /// Scrolls `innermost` by `delta` (points, positive: content moves up and left) as
    /// far as its content allows, and hands what is left at its edge to the scroll
    /// viewport around it, and so on (the nested hand-off, `ScrollRange.consume`).
    /// Every offset is worked out before any is sent: a send rebuilds and remounts.
    private func scrollViewports(from innermost: Node?, by delta: Point) {
        var moves: [(element: Element, offset: Point)] = []
        var remaining = delta
        var current = innermost
        while let viewport = current, remaining != .zero {
            if let content = viewport.scroll, let element = viewport.element {
                let maximum = viewport.box?.maximumScrollOffset ?? .zero
                let start = content.clamped(to: maximum)
                var offset = start
                if content.axes.contains(.horizontal) {
                    (offset.x, remaining.x) = ScrollRange(maximum: maximum.x).consume(remaining.x, from: start.x)
                }
                if content.axes.contains(.vertical) {
                    (offset.y, remaining.y) = ScrollRange(maximum: maximum.y).consume(remaining.y, from: start.y)
                }
                if offset != start || content.allowsOverscroll { moves.append((element, offset)) }
                // The wheel (or a key) takes over from a fling.
                flings.removeAll { $0.viewport === viewport }
            }
            current = viewport.enclosingScrollViewport
        }
        for move in moves { root.send(ScrollTo(offset: move.offset), from: move.element) }
    }

    private func setHighlighted(_ node: Node, _ highlighted: Bool) -> [Rect] {
        guard node.isHighlighted != highlighted else { return [] }
        node.isHighlighted = highlighted
        return [node.absoluteFrame]
    }

    private func isInside(_ location: Point, _ node: Node) -> Bool {
        let local = node.convertFromRoot(location)
        return local.x >= 0 && local.y >= 0 && local.x < node.frame.width && local.y < node.frame.height
    }
}
