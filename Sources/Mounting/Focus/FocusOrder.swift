import Components

/// The focusable nodes of a mounted tree in Tab order, and the trap that bounds them.
///
/// **The order** is the tree's depth-first order (an element before its children,
/// children in order: the DOM order of the same tree, which is the layout order of a
/// flexbox laid out the usual way), with explicit orders first as CSS's `tabindex`:
/// elements with `FocusTraits.order` ≥ 1 first, lowest first, equal orders in tree
/// order; then those with no order (or 0) in tree order; a negative order is left out
/// (it can still take focus from a press).
///
/// **What is focusable** (`isFocusable`): an element that says so (`.focusable()`),
/// else an enabled button, else a scroll viewport that can scroll and has nothing
/// focusable inside (as Chromium does for keyboard-focusable scrollers); never a disabled
/// button. Subtrees of zero size (undisplayed) or that let hits through
/// (`.hitTesting(.passThrough)`: decoration) are skipped.
///
/// **A trap** (`FocusTraits.trapsFocus`): when the tree holds one, the order is that of
/// the last one in tree order (the topmost dialog), and nothing outside it.
@MainActor
struct FocusOrder {
    /// The nodes Tab visits, in order.
    private(set) var nodes: [Node] = []
    /// The trapping section the order is bounded by, if any.
    let trap: Node?

    /// The order of `tree`, or of the trap inside it.
    init(tree: Node) {
        let trap = Self.activeTrap(in: tree)
        self.trap = trap
        nodes = Self.ordered(in: trap ?? tree)
    }

    /// The order inside `scope` alone (an arrow-key group), ignoring traps.
    init(within scope: Node) {
        trap = nil
        nodes = Self.ordered(in: scope)
    }

    /// The index of `node` in the order, if it is in it.
    func index(of node: Node) -> Int? { nodes.firstIndex { $0 === node } }

    /// Whether `node` takes focus at all: from Tab, or (a negative order) from a press.
    static func isFocusable(_ node: Node) -> Bool {
        guard let element = node.element else { return false }
        if let button = node.button, !button.isEnabled { return false }
        if let explicit = element.focus.isFocusable { return explicit }
        return node.button != nil
    }

    /// The nearest of `node` and its ancestors that takes focus from a press: a control
    /// (`acceptsEvents`: a button, a custom drawing that takes events) or an element made
    /// focusable. Nil: the press moves no focus (text, a scrim).
    static func pressTarget(from node: Node) -> Node? {
        var current: Node? = node
        while let candidate = current {
            if candidate.acceptsEvents || candidate.element?.focus.isFocusable == true { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest arrow-key group around `node` (its own element's included).
    static func group(around node: Node) -> Node? {
        var current: Node? = node.parent
        while let candidate = current {
            if candidate.element?.focus.group != nil { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `node` is `ancestor` or inside it.
    static func isInside(_ node: Node, _ ancestor: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: walking

    /// The trapping section that bounds focus in `tree`: the last in tree order (the
    /// topmost dialog), if any.
    static func activeTrap(in tree: Node) -> Node? {
        var found: Node?
        visit(tree) { node in
            if node.element?.focus.trapsFocus == true { found = node }
        }
        return found
    }

    /// The element of the order that comes after (or before) `node` in tree order, for a
    /// focused node that left the order (a button disabled by its own press): Tab goes
    /// on from where it is, not from the start. Nil: none after it (before it).
    func neighbour(of node: Node, forward: Bool, in tree: Node) -> Node? {
        var position: [ObjectIdentifier: Int] = [:]
        var count = 0
        var nodePosition: Int?
        func number(_ candidate: Node) {
            if candidate === node { nodePosition = count }
            position[ObjectIdentifier(candidate)] = count
            count += 1
            for child in candidate.children { number(child) }
        }
        number(trap ?? tree)
        guard let here = nodePosition else { return nil }
        let placed = nodes.compactMap { candidate in position[ObjectIdentifier(candidate)].map { (at: $0, node: candidate) } }
        let side = placed.filter { forward ? $0.at > here : $0.at < here }
        return (forward ? side.min { $0.at < $1.at } : side.max { $0.at < $1.at })?.node
    }

    /// Calls `body` for every shown node of the subtree, depth first, skipping subtrees
    /// of zero size and those that let hits through.
    private static func visit(_ node: Node, _ body: (Node) -> Void) {
        guard isShown(node) else { return }
        body(node)
        for child in node.children { visit(child, body) }
    }

    private static func isShown(_ node: Node) -> Bool {
        if node.element?.hitTesting == .passThrough || node.isLeaving { return false }
        return node.frame.width > 0 && node.frame.height > 0
    }

    private static func ordered(in scope: Node) -> [Node] {
        var found: [(node: Node, order: Int)] = []
        collect(scope, into: &found)
        // Stable: equal orders keep tree order.
        let explicit = found.enumerated().filter { $0.element.order > 0 }
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        return explicit.map(\.element.node) + found.filter { $0.order == 0 }.map(\.node)
    }

    /// Adds the focusable nodes of `node`'s subtree in tree order; a scrolling viewport
    /// with nothing focusable inside goes where it is in the tree.
    private static func collect(_ node: Node, into found: inout [(node: Node, order: Int)]) {
        guard isShown(node) else { return }
        let start = found.count
        if isFocusable(node) {
            let order = node.element?.focus.order ?? 0
            if order >= 0 { found.append((node, order)) }
        }
        for child in node.children { collect(child, into: &found) }
        if found.count == start, isFocusableScroller(node) { found.insert((node, 0), at: start) }
    }

    /// A viewport that can scroll, with no focus traits of its own.
    private static func isFocusableScroller(_ node: Node) -> Bool {
        guard let content = node.scroll, node.element?.focus.isFocusable == nil else { return false }
        let maximum = node.box?.maximumScrollOffset ?? .zero
        return (content.axes.contains(.vertical) && maximum.y > 0) || (content.axes.contains(.horizontal) && maximum.x > 0)
    }
}

extension OverlayKind {
    /// Whether an overlay of this kind traps focus: a dialog (modal) does, popups and
    /// toasts do not.
    var trapsFocus: Bool {
        if case .dialog = self { return true }
        return false
    }
}
