import Components
import Geometry
import ScrollPhysics

/// Delivers pointer and wheel events to the node tree: the topmost node under the
/// pointer is hit (`Node.hitTest`, which says which nodes are), and the press goes to
/// the control around it (`Node.pressTarget`: a button, a custom node that takes events)
/// or, when there is none, to that node.
///
/// A pointer pressed on a node stays with it until it is released or cancelled (as
/// touch screens and mice behave). A button highlights while the pointer is down and
/// inside it, and sends its action up the responder chain when released inside; an
/// enabled custom node turns events into actions itself; any other node sends a `Tap`
/// up its own responder chain when released inside, so a covering scrim's owner hears
/// taps that never reach what lies beneath. Highlight changes are damage.
///
/// Keys and text go to the focused element (`FocusTracker`, in `Mounting/Focus`): what a
/// press on a control or a key (Tab, arrows in a group) gave focus to, while it shows the
/// same component's element. So a button keeps focus when its component rebuilds it (a
/// counter's button after each tap, a tab that becomes the selected one), and loses it
/// when it leaves the tree or another component's element takes its node over. Enter or
/// space activates the focused element; every other key (and all text) climbs the
/// responder chain from the focused element, or from the root element when nothing has
/// focus; a key nobody took moves focus or scrolls.
///
/// Scroll viewports take drags: a press that travels more than `ScrollDrag.touchSlop`
/// along the axes of a viewport under it becomes a drag of that viewport (the innermost
/// whose axes and range allow the travel), which cancels the press (a button unhighlights
/// and does not fire on release); a press that stays within the slop is a tap. The
/// release flings (`ScrollFling`), stepped by `advance(to:)` from the frame clock; a
/// press on a flinging viewport catches it (and is a drag, not a tap). Keys nothing on
/// the responder chain handled scroll the viewport around the focused element, or the
/// one pressed last (`ScrollKey`). Wheel clicks and keys move the target of an eased
/// step (`ScrollEase`), run on the same clock; a touchpad's precise deltas are shown at
/// once. It also takes the root's scroll requests (`ScrollRequestHandler`: animated
/// `ScrollTo`, `scrollIntoView`). Times are seconds on the caller's clock (SDL's ticks in
/// a window, a fake clock in tests); an untimed event happens at the latest time seen.
@MainActor
public final class EventDispatcher {
    let root: ComponentRoot
    /// The mounted tree, for requests that come from components rather than with an event.
    let tree: @MainActor () -> Node?
    /// Called when something starts moving on its own (a fling, an eased step): whoever
    /// drives frames should call `advance(to:)` for each while `isAnimating`.
    public var onAnimationStart: (() -> Void)?
    /// The node the current press started on.
    private var pressed: Node?
    /// Keyboard focus: the focused node, its ring, Tab order, groups and traps
    /// (`Mounting/Focus`).
    let focus = FocusTracker()
    /// The press that may still become a drag: where and when it began, and the scroll
    /// viewport under it.
    private var pressStart: (location: Point, viewport: Node, track: PointerTrack)?
    var drag: ScrollDrag?
    /// Viewports moving on their own; at most one motion (a fling or an ease) per viewport.
    var flings: [ScrollFling] = []
    var eases: [ScrollEase] = []
    /// The scroll viewport pressed last, and its trips to the reuse pool then: keys scroll
    /// it when the focused element is in none.
    private weak var keyViewport: Node?
    private var keyViewportUnmountCount = 0
    /// The latest time an event or frame carried.
    public private(set) var now = 0.0

    /// A dispatcher for `root`'s elements, mounted in `tree` (what scroll requests from
    /// components look their elements up in; without it they find none, and move nothing
    /// or set offsets at once).
    public init(root: ComponentRoot, tree: @escaping @MainActor () -> Node? = { nil }) {
        self.root = root
        self.tree = tree
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
            let hit = tree.hitTest(location)
            pressed = hit?.pressTarget
            pressStart = nil
            if let viewport = hit?.scrollViewportAround {
                keyViewport = viewport
                keyViewportUnmountCount = viewport.unmountCount
                // An eased step stops where it is shown; the press goes on as any press (a
                // step is a short move the user made, not momentum to catch: a click lands).
                stopEases(from: viewport)
                // A touch on moving content stops it where it is, and drags it from there.
                if catchFling(under: viewport, at: location) {
                    pressed = nil
                    return []
                }
                // A custom drawing that takes events keeps the pointer (it may draw with it).
                if pressed?.custom?.drawing.acceptsEvents != true {
                    pressStart = (location, viewport, PointerTrack(location, time: now))
                }
            }
            guard let node = pressed else { return [] }
            focusPressed(node)
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
            if isInside(location, node), let element = node.element {
                if let button = node.button {
                    if let action = button.tapAction { send(action, from: element, at: node) }
                } else if !node.acceptsEvents {
                    send(Tap(location: node.convertFromRoot(location)), from: element, at: node)
                }
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
        case .scroll(let dx, let dy, let granularity):
            // A custom drawing that turns the wheel into an action keeps it; else it
            // scrolls the viewports under the pointer, innermost first: a notched wheel's
            // clicks eased, a touchpad's deltas at once.
            let hit = tree.hitTest(location)
            if let node = hit?.pressTarget, deliver(event, to: node, at: location) { return [] }
            scrollViewports(from: hit?.scrollViewportAround, by: Point(x: dx, y: dy),
                            eased: granularity == .step)
            return []
        }
    }

    /// Whether a viewport moves on its own: the frame clock should call `advance(to:)`.
    public var isAnimating: Bool { !flings.isEmpty || !eases.isEmpty }

    /// Moves every flinging or easing viewport to where its motion is at `time` (seconds,
    /// the clock of the events' times), one `ScrollTo` each; a motion at rest sends its
    /// rest offset (within the range, overscroll no longer allowed) and ends. A motion
    /// whose viewport left the tree or was moved by something else ends without a send.
    public func advance(to time: Double) {
        now = time
        guard isAnimating else { return }
        flings.removeAll { !$0.claim.isCurrent }
        eases.removeAll { !$0.claim.isCurrent }
        for index in eases.indices { eases[index].advance(to: time) }
        // Worked out before any is sent: a send rebuilds and remounts.
        var frame: [(viewport: Node, offset: Point, allowsOverscroll: Bool)] = []
        for fling in flings { frame.append((fling.viewport, fling.offset(at: time), !fling.isAtRest(at: time))) }
        for ease in eases { frame.append((ease.viewport, ease.offset(at: time), false)) }
        flings.removeAll { $0.isAtRest(at: time) }
        eases.removeAll { $0.isAtRest(at: time) }
        for move in frame {
            scroll(move.viewport, to: move.offset, allowsOverscroll: move.allowsOverscroll)
            // What the motion left there, so it can tell its own moves from others'.
            let shown = move.viewport.scroll
            if let index = flings.firstIndex(where: { $0.viewport === move.viewport }) { flings[index].claim.shown = shown }
            if let index = eases.firstIndex(where: { $0.viewport === move.viewport }) { eases[index].claim.shown = shown }
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
            eases.removeAll { $0.viewport === viewport }
            flings.append(fling)
            onAnimationStart?()
        }
    }

    /// Stops the fling of `innermost` or a viewport around it, if any, and drags it from
    /// where it is shown now. Returns whether there was one.
    private func catchFling(under innermost: Node, at location: Point) -> Bool {
        var current: Node? = innermost
        while let viewport = current {
            if let index = flings.firstIndex(where: { $0.viewport === viewport && $0.claim.isCurrent }),
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

    /// Stops the eased steps of `innermost` and the viewports around it where they are
    /// shown.
    private func stopEases(from innermost: Node) {
        var current: Node? = innermost
        while let viewport = current {
            eases.removeAll { $0.viewport === viewport }
            current = viewport.enclosingScrollViewport
        }
    }

    /// Sends `ScrollTo` from `viewport`'s element when the offset differs from what it
    /// holds.
    func scroll(_ viewport: Node, to offset: Point, allowsOverscroll: Bool) {
        guard let content = viewport.scroll, let element = viewport.element,
              content.offset != offset || content.allowsOverscroll != allowsOverscroll else { return }
        send(ScrollTo(offset: offset, allowsOverscroll: allowsOverscroll), from: element, at: viewport)
    }

    /// The element that has keyboard focus (see `FocusTracker`): what a press or a key
    /// gave focus to, while its node shows the same component's element.
    public var focused: Element? { focusedMountedNode?.element }

    /// The node with keyboard focus (see `focused`).
    var focusedMountedNode: Node? { focus.focusedNode }

    /// Sends a key event at `time` (seconds; nil: the latest time seen): enter or space
    /// going down activates the focused element (a button's action, else `Activate`);
    /// anything else goes up the responder chain from the focused element or the root
    /// element; a key nothing there handled moves focus (Tab, Shift+Tab, arrows in a
    /// focus group) or may scroll (`ScrollKey`, eased from `time`). Returns whether
    /// something handled it (a focus move or a scroll counts).
    @discardableResult
    public func dispatch(_ event: KeyEvent, time: Double? = nil, in tree: Node?) -> Bool {
        if let time { now = time }
        let activation = activateFocused(by: event)
        if case .sent(let handled) = activation { return handled }
        // A component that handles the key keeps it: focus moves and scrolling are what is
        // left. Space held on a focused button (its repeats, its release) is the button's.
        if send(event, tree: tree) { return true }
        if moveFocus(for: event, in: tree) { return true }
        return activation == .held ? false : scroll(for: event)
    }

    // MARK: keys

    /// The viewport keys scroll: the one around the focused element, else (nothing
    /// focused, or the focused element is in no viewport: it has nothing of its own to
    /// scroll) the one pressed last while it is still mounted, else the largest one shown
    /// (a page's main scroll view, as a browser's keys scroll the document before
    /// anything was clicked).
    private var keyScrollViewport: Node? {
        if let node = focusedMountedNode, let viewport = node.scroll != nil ? node : node.enclosingScrollViewport {
            return viewport
        }
        if let viewport = keyViewport, viewport.unmountCount == keyViewportUnmountCount, viewport.scroll != nil {
            return viewport
        }
        // The first of equals, in drawing order; undisplayed ones have no area.
        var largest: Node?, largestArea = 0.0
        for viewport in tree()?.scrollViewports ?? [] where viewport.frame.width * viewport.frame.height > largestArea {
            largest = viewport
            largestArea = viewport.frame.width * viewport.frame.height
        }
        return largest
    }

    /// Scrolls for `event` if it is a scroll key (`ScrollKey`): the first viewport from
    /// the key's viewport outward that can move that way sets the step (its page, its
    /// distance to the edge), and the step goes through the wheel's hand-off from the
    /// innermost, whose viewports inside that one are at their edge and pass it on.
    /// Measured from where each viewport is heading (a key held down adds step after
    /// step), eased and clamped; it stops the flings it passes. Nothing scrolls during a
    /// drag (the finger holds the content). Returns whether something scrolled.
    private func scroll(for event: KeyEvent) -> Bool {
        guard drag == nil, let key = ScrollKey(event), let innermost = keyScrollViewport else { return false }
        let vertical = key.axis == .vertical
        var current: Node? = innermost
        while let viewport = current {
            if let content = viewport.scroll, content.axes.contains(key.axis) {
                let maximum = viewport.box?.maximumScrollOffset ?? .zero
                let range = ScrollRange(maximum: vertical ? maximum.y : maximum.x)
                let offset = heading(of: viewport, content, maximum: maximum)
                let along = vertical ? offset.y : offset.x
                if key.canMove(from: along, in: range) {
                    let step = key.delta(viewport: vertical ? viewport.frame.height : viewport.frame.width,
                                         offset: along, in: range)
                    scrollViewports(from: innermost, by: vertical ? Point(x: 0, y: step) : Point(x: step, y: 0),
                                    eased: true)
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
        if let node = focusedMountedNode ?? tree, let element = node.element {
            return send(action, from: element, at: node)
        }
        guard let element = root.layout.root?.element else { return false }
        return root.send(action, from: element)
    }

    /// Sends `action` from `element`, shown by `node`: up the responder chain of the root
    /// that built it. An element in a list row belongs to the row's root; what that root
    /// does not handle goes on from the list's element in the root around it.
    @discardableResult
    func send(_ action: any Action, from element: Element, at node: Node?) -> Bool {
        var current = node
        while let candidate = current {
            if let cellRoot = candidate.cellRoot {
                if cellRoot.offer(action, from: element) { return true }
                guard let list = candidate.parent, let listElement = list.element else { return false }
                return send(action, from: listElement, at: list)
            }
            current = candidate.parent
        }
        return root.send(action, from: element)
    }

    /// A custom node's own handling: the action it sends, if any. Returns whether it sent one.
    @discardableResult
    private func deliver(_ event: InputEvent, to node: Node, at location: Point) -> Bool {
        guard let custom = node.custom, custom.drawing.acceptsEvents,
              let action = custom.drawing.action(for: event, at: node.convertFromRoot(location)),
              let element = node.element else { return false }
        send(action, from: element, at: node)
        return true
    }

    /// Scrolls `innermost` by `delta` (points, positive: content moves up and left) as
    /// far as its content allows, and hands what is left at its edge to the scroll
    /// viewport around it, and so on (the nested hand-off, `ScrollRange.consume`).
    /// `eased` (a wheel click, a key): measured from where each viewport is heading, and
    /// eased there; otherwise from where it is shown, at once, ending its ease.
    /// Every offset is worked out before any is sent: a send rebuilds and remounts.
    private func scrollViewports(from innermost: Node?, by delta: Point, eased: Bool) {
        var moves: [(viewport: Node, offset: Point)] = []
        var remaining = delta
        var current = innermost
        while let viewport = current, remaining != .zero {
            if let content = viewport.scroll {
                let maximum = viewport.box?.maximumScrollOffset ?? .zero
                let start = eased ? heading(of: viewport, content, maximum: maximum) : content.clamped(to: maximum)
                var offset = start
                if content.axes.contains(.horizontal) {
                    (offset.x, remaining.x) = ScrollRange(maximum: maximum.x).consume(remaining.x, from: start.x)
                }
                if content.axes.contains(.vertical) {
                    (offset.y, remaining.y) = ScrollRange(maximum: maximum.y).consume(remaining.y, from: start.y)
                }
                if offset != start || content.allowsOverscroll { moves.append((viewport, offset)) }
                // The wheel (or a key) takes over from a fling; precise deltas from an ease.
                flings.removeAll { $0.viewport === viewport }
                if !eased { eases.removeAll { $0.viewport === viewport } }
            }
            current = viewport.enclosingScrollViewport
        }
        for move in moves {
            if eased {
                ease(move.viewport, to: move.offset, at: now)
            } else {
                scroll(move.viewport, to: move.offset, allowsOverscroll: false)
            }
        }
    }

    /// Where `viewport` (showing `content` in a range up to `maximum`) is heading: its
    /// ease's target, else its offset within the range.
    func heading(of viewport: Node, _ content: ScrollContent, maximum: Point) -> Point {
        eases.first { $0.viewport === viewport && $0.claim.isCurrent }?.target ?? content.clamped(to: maximum)
    }

    /// Eases `viewport` to `target` (within its range): its ease heads there from where it
    /// is at `time`, keeping its velocity, or one starts at `time` (nil: at the next frame)
    /// from where the viewport is shown. Its fling, if any, ends.
    func ease(_ viewport: Node, to target: Point, at time: Double?) {
        guard let content = viewport.scroll else { return }
        flings.removeAll { $0.viewport === viewport }
        if let index = eases.firstIndex(where: { $0.viewport === viewport }), eases[index].claim.isCurrent {
            eases[index].retarget(to: target, at: time)
            return
        }
        eases.removeAll { $0.viewport === viewport }
        let from = content.clamped(to: viewport.box?.maximumScrollOffset ?? .zero)
        // Nothing to ease: content past an edge (a bounce caught by a step) comes back at once.
        guard from != target else {
            scroll(viewport, to: target, allowsOverscroll: false)
            return
        }
        eases.append(ScrollEase(viewport: viewport, from: from, to: target, at: time))
        onAnimationStart?()
    }

    private func setHighlighted(_ node: Node, _ highlighted: Bool) -> [Rect] {
        guard node.isHighlighted != highlighted else { return [] }
        node.isHighlighted = highlighted
        // A content button's look reaches its content, which may overflow it.
        guard !node.children.isEmpty, let parent = node.parent else { return [node.absoluteFrame] }
        let origin = parent.absoluteFrame.origin
        return [node.visualBounds.offsetBy(dx: origin.x, dy: origin.y)]
    }

    private func isInside(_ location: Point, _ node: Node) -> Bool {
        let local = node.convertFromRoot(location)
        return local.x >= 0 && local.y >= 0 && local.x < node.frame.width && local.y < node.frame.height
    }
}
