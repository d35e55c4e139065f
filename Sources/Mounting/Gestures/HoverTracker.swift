import Components
import Geometry

/// What the mouse is over, on desktops: the node hit where it rests and the nodes around
/// it. A move to another node updates three things, and only then: the hovered look of
/// the button under it (`Node.isHovered`, damage), `Hover` actions to elements that asked
/// (`Component.onHover`) as the pointer enters and leaves them, and the pointer's shape
/// (the innermost `pointerStyle` around the node, else an arrow). A move within the same
/// node costs one hit test (the `interaction` bench's hover mode).
///
/// Touch screens never hover: only a mouse moving with no button down reaches here.
@MainActor
final class HoverTracker {
    private unowned let dispatcher: EventDispatcher
    /// The node the pointer is over, and its trips to the reuse pool then.
    private weak var hit: Node?
    private var hitUnmountCount = 0
    /// The button showing its hovered look.
    private weak var hoveredButton: Node?
    /// The elements that hear `Hover` and have the pointer inside, innermost first, with
    /// their nodes (to send the leave from).
    private var inside: [(node: Node, unmountCount: Int, element: Element, name: String?)] = []
    /// The pointer's shape now.
    private(set) var pointerStyle = PointerStyle.arrow

    init(dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
    }

    /// The mouse moved to `location` (nil: it left the window) over `tree`; returns the
    /// node areas whose look changed.
    func move(to location: Point?, in tree: Node?) -> [Rect] {
        let node = location.flatMap { tree?.hitTest($0) }
        if let node, node === hit, node.unmountCount == hitUnmountCount { return [] }
        hit = node
        hitUnmountCount = node?.unmountCount ?? 0
        var changed: [Rect] = []
        // The button look: the control the press would go to.
        let button = node.map(\.pressTarget).flatMap { $0.button != nil ? $0 : nil }
        if hoveredButton !== button {
            if let old = hoveredButton { changed += dispatcher.highlightRects(old) { $0.isHovered = false } }
            if let button { changed += dispatcher.highlightRects(button) { $0.isHovered = true } }
            hoveredButton = button
        }
        updateHovers(from: node)
        pointerStyle = Self.style(from: node)
        return changed
    }

    /// Sends leaves to the elements the pointer left (innermost first) and enters to
    /// those it entered (outermost first), as browsers order `mouseleave` and
    /// `mouseenter`.
    private func updateHovers(from node: Node?) {
        var now: [(node: Node, unmountCount: Int, element: Element, name: String?)] = []
        var current = node
        while let candidate = current {
            if let element = candidate.element, let hover = element.hover, let name = hover.hoverName {
                now.append((candidate, candidate.unmountCount, element, name))
            }
            current = candidate.parent
        }
        func same(_ a: (node: Node, unmountCount: Int, element: Element, name: String?),
                  _ b: (node: Node, unmountCount: Int, element: Element, name: String?)) -> Bool {
            a.node === b.node && a.unmountCount == b.unmountCount
        }
        for old in inside where !now.contains(where: { same($0, old) }) {
            let mounted = old.node.unmountCount == old.unmountCount
            dispatcher.send(Hover(name: old.name, isInside: false), from: mounted ? old.node.element ?? old.element : old.element,
                            at: mounted ? old.node : nil)
        }
        for new in now.reversed() where !inside.contains(where: { same($0, new) }) {
            dispatcher.send(Hover(name: new.name, isInside: true), from: new.element, at: new.node)
        }
        inside = now
    }

    /// The innermost pointer style from `node` outward; an arrow when none sets one.
    private static func style(from node: Node?) -> PointerStyle {
        var current = node
        while let candidate = current {
            if let style = candidate.element?.hover?.pointerStyle { return style }
            current = candidate.parent
        }
        return .arrow
    }
}
