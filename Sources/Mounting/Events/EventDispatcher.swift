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

    public init(root: ComponentRoot) {
        self.root = root
    }

    /// Sends `event` at `location` (points, in the root's coordinates) into `tree` and
    /// returns the node areas (points, root coordinates) whose look changed.
    @discardableResult
    public func dispatch(_ event: InputEvent, at location: Point, in tree: Node?) -> [Rect] {
        guard let tree else { return [] }
        switch event {
        case .pointerDown:
            pressed = tree.hitTest(location)
            guard let node = pressed else { return [] }
            focusedNode = node
            focusedUnmountCount = node.unmountCount
            focusedOwnerPath = node.element?.owner?.path
            let changed = setHighlighted(node, node.button?.isEnabled == true)
            deliver(event, to: node, at: location)
            return changed
        case .pointerMoved:
            guard let node = pressed else { return [] }
            let inside = isInside(location, node)
            let changed = setHighlighted(node, inside && node.button?.isEnabled == true)
            deliver(event, to: node, at: location)
            return changed
        case .pointerUp:
            guard let node = pressed else { return [] }
            pressed = nil
            let changed = setHighlighted(node, false)
            if isInside(location, node), let action = node.button?.tapAction, let element = node.element {
                root.send(action, from: element)
            }
            deliver(event, to: node, at: location)
            return changed
        case .pointerCancelled:
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

    /// The element that has keyboard focus: what the node pressed last shows now, if it
    /// still shows the same component's element where it was pressed.
    public var focused: Element? {
        // The path is compared, not the owner instance: a rebuild makes a new instance.
        guard let node = focusedNode, node.unmountCount == focusedUnmountCount, let element = node.element,
              element.owner?.path == focusedOwnerPath else { return nil }
        return element
    }

    /// Sends a key event: a focused enabled button is activated by enter or space going
    /// down; anything else goes up the responder chain from the focused element or the
    /// root element. Returns whether something handled it.
    @discardableResult
    public func dispatch(_ event: KeyEvent, in tree: Node?) -> Bool {
        if let element = focused, case .button(let button) = element.kind, let action = button.tapAction,
           event.isDown, !event.isRepeat, event.key == .enter || event.key == .space {
            return root.send(action, from: element)
        }
        return send(event, tree: tree)
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
                if offset != start { moves.append((element, offset)) }
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
