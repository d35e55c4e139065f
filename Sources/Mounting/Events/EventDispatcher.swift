import Components
import Geometry

/// Delivers pointer and wheel events to the node tree: the deepest node under the
/// pointer that accepts them gets them, in its own coordinates.
///
/// A pointer pressed on a node stays with it until it is released or cancelled (as
/// touch screens and mice behave). A button highlights while the pointer is down and
/// inside it, and sends its action up the responder chain when released inside; an
/// enabled custom node turns events into actions itself. Highlight changes are damage.
@MainActor
public final class EventDispatcher {
    private let root: ComponentRoot
    /// The node the current press started on.
    private var pressed: Node?

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
        case .scroll:
            guard let node = tree.hitTest(location) else { return [] }
            deliver(event, to: node, at: location)
            return []
        }
    }

    /// A custom node's own handling: the action it sends, if any.
    private func deliver(_ event: InputEvent, to node: Node, at location: Point) {
        if let custom = node.custom, let action = custom.drawing.action(for: event, at: node.convertFromRoot(location)),
           let element = node.element {
            root.send(action, from: element)
        }
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
