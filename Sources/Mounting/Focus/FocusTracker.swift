import Components

/// Keyboard focus in a mounted tree: which node has it, whether its ring shows, and
/// where it goes when keys move it or the tree changes. `EventDispatcher` owns one and
/// asks it; the host draws its ring (`FocusRing`).
///
/// Invariants:
/// - **Focus is a node showing the same component's element** (`focusedNode`): it stays
///   through rebuilds that keep the node, and through those that mount the element again
///   elsewhere, found by its `FocusIdentity` (scope path and place in the owner's body,
///   taken when it was focused).
/// - **When the focused element leaves the tree** focus goes to the one that followed
///   it in the order the last key move saw, the first of those still shown; without one
///   (or when a press gave focus) to nothing.
/// - **The ring shows only after a key moved focus** (`isVisible`, CSS's
///   `:focus-visible`); a press hides it.
/// - **Traps**: when a trapping section (`FocusTraits.trapsFocus`) appears while focus is
///   outside it, focus moves to its first element and the element it left is kept; when
///   the section leaves the tree, focus goes back there (or to the same identity).
@MainActor
final class FocusTracker {
    private weak var node: Node?
    private var unmountCount = 0
    private var identity: FocusIdentity?
    /// The instance that last built the focused element: a node whose element's owner is
    /// it, or at its path, shows the same component without the path string being made.
    /// Held strongly: one instance, the newest.
    private var identityOwner: ComponentInstance?
    /// Whether the ring shows: a key moved focus last, not a press.
    private(set) var isVisible = false
    /// The order as the last key move saw it, to find what follows an element that left.
    private var lastOrder: [FocusIdentity] = []
    /// The trapping sections entered, outermost first, with the focus each took over.
    private var traps: [TrapEntry] = []

    /// The focused node while it still shows the same component's element it was focused
    /// with (the path is compared, not the instance: a rebuild makes a new instance).
    var focusedNode: Node? {
        guard let node, node.unmountCount == unmountCount, let identity else { return nil }
        let owner = node.element?.owner
        guard owner === identityOwner || samePlace(owner, identityOwner) || owner?.path == identity.ownerPath,
              !node.isInLeavingSubtree else { return nil }
        // The newest instance at that place: the next rebuild's compares by identity up to it.
        identityOwner = owner
        return node
    }

    /// Whether both are instances at one path (`ComponentInstance.hasPath(of:)`).
    private func samePlace(_ one: ComponentInstance?, _ two: ComponentInstance?) -> Bool {
        guard let one, let two else { return false }
        return one.hasPath(of: two)
    }

    /// The node whose ring shows, if any.
    var ringNode: Node? { isVisible ? focusedNode : nil }

    /// Gives focus to `node` (nil: nobody), the ring shown when `visible`. Returns the
    /// node that had focus, when focus changed.
    @discardableResult
    func focus(_ node: Node?, visible: Bool) -> (previous: Node?, changed: Bool) {
        let previous = focusedNode
        isVisible = node != nil && visible
        self.node = node
        unmountCount = node?.unmountCount ?? 0
        identity = node.map(FocusIdentity.init)
        identityOwner = node?.element?.owner
        return (previous, previous !== node)
    }

    /// A pointer touched the screen: the ring hides (a touch moves focus only once it is
    /// known not to be a drag; the ring goes at once, as at a mouse's press).
    func hideRing() {
        isVisible = false
    }

    /// A press on `node`: the control or focusable element around it takes focus, the
    /// ring hides; a press on anything else moves no focus (text, a scrim) but hides the
    /// ring too.
    func pressed(_ node: Node) -> (previous: Node?, changed: Bool)? {
        guard let target = FocusOrder.pressTarget(from: node) else {
            isVisible = false
            return nil
        }
        lastOrder = []
        return focus(target, visible: false)
    }

    /// The next (or previous) element in `tree`'s Tab order after the focused one,
    /// wrapping; after a focused element that left the order (disabled by its own press),
    /// the next one after it in the tree; the first (or last) when nothing is focused.
    /// Nil: nothing is focusable. Remembers the order and, when it enters a trap, where
    /// focus was.
    func next(forward: Bool, in tree: Node) -> Node? {
        let order = FocusOrder(tree: tree)
        guard !order.nodes.isEmpty else { return nil }
        let current = focusedNode
        let count = order.nodes.count
        if let trap = order.trap, let current, !FocusOrder.isInside(current, trap) { enter(trap, leaving: current) }
        lastOrder = order.nodes.map(FocusIdentity.init)
        if let current, order.index(of: current) == nil, order.trap.map({ FocusOrder.isInside(current, $0) }) ?? true {
            // Focused but out of the order (disabled meanwhile): on from where it is.
            return order.neighbour(of: current, forward: forward, in: tree) ?? order.nodes[forward ? 0 : count - 1]
        }
        let index = current.flatMap(order.index(of:)).map { (forward ? $0 + 1 : $0 - 1 + count) % count }
            ?? (forward ? 0 : count - 1)
        return order.nodes[index]
    }

    /// The next (or previous) element of the arrow-key group around the focused one: the
    /// focused one again at an end of a group that does not wrap; nil when focus is in no
    /// group. With nothing focused, the first element of `tree`'s order that is in a group.
    func nextInGroup(forward: Bool, in tree: Node) -> Node? {
        guard let current = focusedNode else {
            return FocusOrder(tree: tree).nodes.first { FocusOrder.group(around: $0) != nil }
        }
        guard let group = FocusOrder.group(around: current), let traits = group.element?.focus.group else { return nil }
        let order = FocusOrder(within: group)
        guard let index = order.index(of: current) else { return order.nodes.first }
        let next = forward ? index + 1 : index - 1
        if order.nodes.indices.contains(next) { return order.nodes[next] }
        guard traits.wraps else { return current }
        return forward ? order.nodes.first : order.nodes.last
    }

    /// Keeps focus right after a mount of `tree`: follows the focused element to where it
    /// is mounted now (or to what followed it), enters a trap that appeared, and gives
    /// focus back from one that left. Nothing to do while nothing has focus and no trap
    /// was entered; with focus kept in place, one walk looking for a trap, which
    /// allocates nothing (a scroll frame stays allocation-free).
    /// `mayShowTrap`: false when no element that traps focus is mounted (no walk then).
    func treeDidChange(_ tree: Node?, mayShowTrap: Bool = true) {
        guard identity != nil || !traps.isEmpty else { return }
        guard let tree else {
            focus(nil, visible: false)
            traps = []
            return
        }
        leaveTrapsThatLeft(tree)
        if focusedNode == nil, let lost = identity { refocus(lost, in: tree, visible: isVisible) }
        guard mayShowTrap, let current = focusedNode, let trap = FocusOrder.activeTrap(in: tree),
              !FocusOrder.isInside(current, trap) else { return }
        enter(trap, leaving: current)
        if let first = FocusOrder(within: trap).nodes.first { focus(first, visible: isVisible) }
    }

    // MARK: internals

    /// Focus on the element with `lost`'s identity, else on what followed it in the last
    /// order seen, else on nothing.
    private func refocus(_ lost: FocusIdentity, in tree: Node, visible: Bool) {
        let order = FocusOrder(tree: tree)
        let shown = Dictionary(order.nodes.map { (FocusIdentity($0), $0) }, uniquingKeysWith: { first, _ in first })
        if let same = shown[lost] {
            focus(same, visible: visible)
            return
        }
        if let index = lastOrder.firstIndex(of: lost),
           let following = lastOrder[(index + 1)...].lazy.compactMap({ shown[$0] }).first {
            focus(following, visible: visible)
            return
        }
        focus(nil, visible: false)
    }

    private func enter(_ trap: Node, leaving current: Node) {
        guard !traps.contains(where: { $0.trap === trap }) else { return }
        traps.append(TrapEntry(trap: trap, unmountCount: trap.unmountCount, returnNode: current,
                               returnUnmountCount: current.unmountCount, returnIdentity: FocusIdentity(current)))
    }

    /// Pops the traps no longer in `tree` (innermost first) and gives focus back to what
    /// had it before each.
    private func leaveTrapsThatLeft(_ tree: Node) {
        while let entry = traps.last, !entry.isShown(in: tree) {
            traps.removeLast()
            if let node = entry.returnNode, node.unmountCount == entry.returnUnmountCount,
               node.element?.owner?.path == entry.returnIdentity.ownerPath {
                focus(node, visible: isVisible)
            } else {
                lastOrder = []
                refocus(entry.returnIdentity, in: tree, visible: isVisible)
            }
        }
    }
}

/// A trapping section focus entered, and the focus it took over.
@MainActor
private struct TrapEntry {
    weak var trap: Node?
    let unmountCount: Int
    weak var returnNode: Node?
    let returnUnmountCount: Int
    let returnIdentity: FocusIdentity

    /// Whether the section is still mounted in `tree` and still traps.
    func isShown(in tree: Node) -> Bool {
        guard let trap, trap.unmountCount == unmountCount, trap.element?.focus.trapsFocus == true else { return false }
        var root = trap
        while let parent = root.parent { root = parent }
        return root === tree
    }
}
