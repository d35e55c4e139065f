import Components
import Geometry
import ScrollPhysics

/// Routes input into the node tree; it decides nothing about gestures itself.
///
/// A first press starts a pointer sequence: the node under it is hit (`Node.hitTest`),
/// and a `GestureArena` gathers the recognizers there and around it (the control
/// pressed, the elements' gestures, the scroll viewports' drags, a plain element's
/// `Tap`); every event of the sequence, from every finger, goes to that arena, which
/// decides the one gesture that wins (its doc comment holds the rules). Highlight
/// changes are damage. The mouse with no button down hovers (`HoverTracker`); Ctrl and
/// the wheel zoom (`zoom(by:at:)`); the wheel scrolls the viewports under the pointer.
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
/// Scroll viewports' drags are arena members (`ScrollDragRecognizer`); their release
/// flings (`ScrollFling`), stepped by `advance(to:)` from the frame clock; a
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
    /// The pointer sequence in progress, or waiting after its last release.
    private(set) var arena: GestureArena?
    /// What the mouse is over while no button is down.
    private lazy var hover = HoverTracker(dispatcher: self)
    /// Keyboard focus: the focused node, its ring, Tab order, groups and traps
    /// (`Mounting/Focus`).
    let focus = FocusTracker()
    /// Viewports moving on their own; at most one motion (a fling or an ease) per viewport.
    var flings: [ScrollFling] = []
    var eases: [ScrollEase] = []
    /// The scroll viewport pressed last, and its trips to the reuse pool then: keys scroll
    /// it when the focused element is in none.
    private weak var keyViewport: Node?
    private var keyViewportUnmountCount = 0
    /// What a touch pressed, to focus once the sequence is decided: a finger focuses
    /// what it tapped or held, not what it scrolled past (a form scrolled by a finger
    /// on a field neither focuses it nor raises an on-screen keyboard), as on phones.
    private var touchFocus: (node: Node, unmountCount: Int, arena: GestureArena)?
    /// The latest time an event or frame carried.
    public private(set) var now = 0.0

    /// A dispatcher for `root`'s elements, mounted in `tree` (what scroll requests from
    /// components look their elements up in; without it they find none, and move nothing
    /// or set offsets at once).
    public init(root: ComponentRoot, tree: @escaping @MainActor () -> Node? = { nil }) {
        self.root = root
        self.tree = tree
    }

    /// Sends `event` of contact `pointer` at `location` (points, in the root's
    /// coordinates) at `time` (seconds; nil: the latest time seen) into `tree`, and
    /// returns the node areas (points, root coordinates) whose look changed.
    ///
    /// Pointer events go to the sequence's `GestureArena`; a first press starts one with
    /// the recognizers under it. The wheel goes to a custom drawing that takes it, else
    /// scrolls the viewports under the pointer.
    @discardableResult
    public func dispatch(_ event: InputEvent, pointer: PointerID = .primary, at location: Point, time: Double? = nil,
                         modifiers: KeyModifiers = [], kind: PointerKind = .mouse, in tree: Node?) -> [Rect] {
        if let time { now = time }
        guard let tree else { return [] }
        guard let phase = PointerEvent.Phase(event) else {
            if case .scroll(let dx, let dy, let granularity) = event {
                // A custom drawing that turns the wheel into an action keeps it; else it
                // scrolls the viewports under the pointer, innermost first: a notched
                // wheel's clicks eased, a touchpad's deltas at once.
                let hit = tree.hitTest(location)
                if let node = hit?.pressTarget, deliverWheel(event, to: node, at: location) { return [] }
                scrollViewports(from: hit?.scrollViewportAround, by: Point(x: dx, y: dy), eased: granularity == .step)
            }
            return []
        }
        let pointerEvent = PointerEvent(phase, pointer: pointer, at: location, time: now, modifiers: modifiers, kind: kind)
        if let arena, !arena.isFinished {
            if !arena.pointers.isEmpty || phase != .down {
                arena.handle(pointerEvent)
                return finish(arena)
            }
            if arena.isWaiting, arena.handlePressWhileWaiting(pointerEvent) { return finish(arena) }
        }
        // Only a press starts a sequence; anything else without one is stray.
        guard phase == .down else { return [] }
        let arena = begin(at: location, kind: kind, in: tree)
        self.arena = arena
        arena.handle(pointerEvent)
        return finish(arena)
    }

    /// The damage `arena` collected, and the arena forgotten once it is over.
    private func finish(_ arena: GestureArena) -> [Rect] {
        if let touch = touchFocus, touch.arena === arena, arena.winner != nil || arena.isFinished {
            touchFocus = nil
            // A drag that won (a scroll view's, a pan's, a field's text moved sideways)
            // focuses nothing; a tap, a long press or a press-claim (a slider) does.
            var isDrag = false
            if case .movement = arena.winner?.claimed { isDrag = true }
            if !isDrag, touch.node.unmountCount == touch.unmountCount, touch.node.element != nil {
                focusPressed(touch.node)
            }
        }
        let changed = arena.changed
        arena.changed.removeAll()
        if arena.isFinished, self.arena === arena { self.arena = nil }
        return changed
    }

    /// A new sequence's arena for a press at `location`: the recognizers of the node hit
    /// and its ancestors, innermost first (see `GestureArena`).
    private func begin(at location: Point, kind: PointerKind, in tree: Node) -> GestureArena {
        let arena = GestureArena(dispatcher: self)
        // An earlier sequence's touch that never finished (cancelled) focuses nothing now.
        touchFocus = nil
        let hit = tree.hitTest(location)
        if let viewport = hit?.scrollViewportAround {
            // Keys scroll what was pressed only if it can scroll: a press on a tab bar whose
            // tabs fit leaves the keys to the page, as a browser's keys go past a scroller
            // with nothing to scroll.
            keyViewport = Self.scrollable(from: viewport)
            keyViewportUnmountCount = keyViewport?.unmountCount ?? 0
            // An eased step stops where it is shown; the press goes on as any press (a
            // step is a short move the user made, not momentum to catch: a click lands).
            stopEases(from: viewport)
        }
        guard let hit else { return arena }
        let control = hit.pressTarget.acceptsEvents ? hit.pressTarget : nil
        // Focus is for controls and focusable elements: pressing text or a scrim leaves it.
        // A mouse focuses at the press; a touch once it is not a scroll (`touchFocus`).
        if kind == .touch {
            touchFocus = (hit, hit.unmountCount, arena)
            focus.hideRing()
        } else {
            focusPressed(hit)
        }
        var current: Node? = hit
        while let node = current {
            if node === control {
                if node.button != nil {
                    arena.join(ButtonTapRecognizer(node: node, dispatcher: self), node: node)
                } else {
                    arena.join(CustomEventsRecognizer(node: node), node: node)
                }
            }
            for gesture in node.element?.gestures.gestures ?? [] {
                arena.join(gesture.makeRecognizer(), node: node)
            }
            if node.scroll != nil {
                arena.join(ScrollDragRecognizer(viewport: node, dispatcher: self), node: node, isScroll: true)
            }
            current = node.parent
        }
        if control == nil { arena.join(ElementTapRecognizer(), node: hit) }
        return arena
    }

    /// The mouse moved to `location` with no button down (nil: it left the window), at
    /// `time`: hover looks, `Hover` actions and the pointer's shape follow. Returns the
    /// node areas whose look changed.
    @discardableResult
    public func hover(at location: Point?, time: Double? = nil, in tree: Node?) -> [Rect] {
        if let time { now = time }
        // A press in progress keeps what it pressed; hover resumes at the next move.
        guard arena == nil || arena?.pointers.isEmpty == true else { return [] }
        return hover.move(to: location, in: tree)
    }

    /// A desktop zoom (Ctrl and the wheel) by `scale` at `location`: the innermost element
    /// under it with a gesture that takes zooms (`Gesture.actions(forZoom:about:)`, a
    /// pinch) sends its actions. Returns whether one did.
    @discardableResult
    public func zoom(by scale: Double, at location: Point, time: Double? = nil, in tree: Node?) -> Bool {
        if let time { now = time }
        var current = tree?.hitTest(location)
        while let node = current {
            if let element = node.element {
                let centroid = node.convertFromRoot(location)
                for gesture in element.gestures.gestures {
                    let actions = gesture.actions(forZoom: scale, about: centroid)
                    guard !actions.isEmpty else { continue }
                    for action in actions { send(action, from: element, at: node) }
                    return true
                }
            }
            current = node.parent
        }
        return false
    }

    /// The mouse pointer's shape for where it last hovered.
    public var pointerStyle: PointerStyle { hover.pointerStyle }

    /// Whether a viewport moves on its own: the frame clock should call `advance(to:)`.
    public var isAnimating: Bool { !flings.isEmpty || !eases.isEmpty }

    /// When a gesture waits to be decided (a long press's time, a double tap's window):
    /// the frame clock's `advance(to:)` should come then, though nothing moves.
    public var nextGestureTime: Double? { arena?.nextWake }

    /// Moves every flinging or easing viewport to where its motion is at `time` (seconds,
    /// the clock of the events' times), one `ScrollTo` each; a motion at rest sends its
    /// rest offset (within the range, overscroll no longer allowed) and ends. A motion
    /// whose viewport left the tree or was moved by something else ends without a send.
    @discardableResult
    public func advance(to time: Double) -> [Rect] {
        now = time
        var changed: [Rect] = []
        if let arena, let wake = arena.nextWake, wake <= time {
            arena.advance(to: time)
            changed = finish(arena)
        }
        guard isAnimating else { return changed }
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
        return changed
    }

    // MARK: motion

    /// Starts the fling of `viewport` let go at `offset` with `velocity`, or, when it
    /// would not move, leaves it at rest where it is.
    func release(_ viewport: Node, at offset: Point, velocity: Point) {
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

    /// Whether `viewport` flings now (a press on it catches the fling).
    func isFlinging(_ viewport: Node) -> Bool {
        flings.contains { $0.viewport === viewport && $0.claim.isCurrent }
    }

    /// Stops `viewport`'s fling where it is shown (a finger caught it).
    func stopFling(of viewport: Node) {
        flings.removeAll { $0.viewport === viewport }
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
    /// focus group) or may scroll (`ScrollKey`, eased from `time`; with nothing focused,
    /// scrolling comes first). Returns whether
    /// something handled it (a focus move or a scroll counts).
    @discardableResult
    public func dispatch(_ event: KeyEvent, time: Double? = nil, in tree: Node?) -> Bool {
        if let time { now = time }
        let activation = activateFocused(by: event)
        if case .sent(let handled) = activation { return handled }
        // A component that handles the key keeps it: focus moves and scrolling are what is
        // left. Space held on a focused button (its repeats, its release) is the button's.
        if let handled = dispatchInFocusGroup(event, in: tree) { return handled }
        if send(event, tree: tree) { return true }
        // With nothing focused, an arrow scrolls what can scroll before it enters the first
        // group: a page's arrows scroll it (as a browser's do) even with a tab bar on it,
        // and a keypad screen with nothing to scroll is entered.
        if focusedMountedNode == nil, activation != .held, scroll(for: event) { return true }
        if moveFocus(for: event, in: tree) { return true }
        return activation == .held ? false : scroll(for: event)
    }

    // MARK: keys

    /// The viewport keys scroll: the one around the focused element, else (nothing
    /// focused, or the focused element is in no viewport: it has nothing of its own to
    /// scroll) the one pressed last while it is still mounted, else the largest one shown
    /// (a page's main scroll view, as a browser's keys scroll the document before
    /// anything was clicked).
    /// `viewport` or the nearest viewport around it with somewhere to scroll.
    private static func scrollable(from viewport: Node) -> Node? {
        var current: Node? = viewport
        while let node = current {
            if let maximum = node.box?.maximumScrollOffset, maximum.x > 0 || maximum.y > 0 { return node }
            current = node.enclosingScrollViewport
        }
        return nil
    }

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
        guard !isDragging, let key = ScrollKey(event), let innermost = keyScrollViewport else { return false }
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

    /// Sends an input method's composition as typed text is sent.
    @discardableResult
    public func dispatch(_ composition: TextComposition, in tree: Node?) -> Bool {
        send(composition, tree: tree)
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

    /// An arrow while the focused element is in a focus group: the components from the
    /// focused element up to the group's owner hear it first (a radio group's selection
    /// follows it), then the group moves focus; it never goes on to what is around the
    /// group, whose own arrows (a page switcher's) would take it away. Nil when the key is
    /// not an arrow or focus is in no group of the focused element's own root.
    private func dispatchInFocusGroup(_ event: KeyEvent, in tree: Node?) -> Bool? {
        guard event.isDown, event.modifiers.isEmpty, [.left, .right, .up, .down].contains(event.key),
              let node = focusedMountedNode, let element = node.element,
              let group = FocusOrder.group(around: node), let owner = group.element?.owner else { return nil }
        // The root the focused element was built in: its cell's (a list row's, a popup's)
        // or the host's; a group outside that root is left to the usual chain.
        var cellRoot: ComponentRoot?
        var current: Node? = node
        while let candidate = current, candidate !== group {
            if let root = candidate.cellRoot { cellRoot = root; break }
            current = candidate.parent
        }
        guard current === group || cellRoot == nil else { return nil }
        if (cellRoot ?? root).offer(event, from: element, through: owner) { return true }
        return moveFocus(for: event, in: tree)
    }

    /// Whether a finger holds content: a scroll viewport's drag won the sequence.
    private var isDragging: Bool { arena?.winner?.isScroll == true }

    /// A custom node's handling of the wheel: the action it sends, if any. Returns whether
    /// it sent one.
    private func deliverWheel(_ event: InputEvent, to node: Node, at location: Point) -> Bool {
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

    /// Highlights or unhighlights `node` (a button pressed), as damage for the arena's
    /// sequence.
    func setHighlighted(_ node: Node, _ highlighted: Bool) {
        arena?.changed.append(contentsOf: highlight(node, highlighted))
    }

    private func highlight(_ node: Node, _ highlighted: Bool) -> [Rect] {
        guard node.isHighlighted != highlighted else { return [] }
        return highlightRects(node) { $0.isHighlighted = highlighted }
    }

    /// Applies `change` to `node`'s look (its highlight, its hover) and returns the area
    /// that shows it.
    func highlightRects(_ node: Node, _ change: (Node) -> Void) -> [Rect] {
        change(node)
        // A content button's look reaches its content, which may overflow it.
        guard !node.children.isEmpty, let parent = node.parent else { return [node.absoluteFrame] }
        let origin = parent.absoluteFrame.origin
        return [node.visualBounds.offsetBy(dx: origin.x, dy: origin.y)]
    }
}
