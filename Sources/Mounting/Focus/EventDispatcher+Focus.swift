import Components

/// What the dispatcher asks of `FocusTracker` for keys and presses: activation, Tab and
/// arrow moves, scrolling a newly focused element into view, and `FocusChanged`.
extension EventDispatcher {
    /// What enter or space did to the focused element.
    enum Activation: Equatable {
        /// Not an activation: the key goes on as any key.
        case none
        /// An activating key held or released on a focused button: the button's, nothing else's.
        case held
        /// The activation was sent; whether something handled it.
        case sent(Bool)
    }

    /// Enter or space going down activates the focused element: an enabled button sends
    /// its action; another focusable element sends its single tap's action (`onTap`), or
    /// else `Activate`, up its chain, and the key goes on when nobody took it.
    func activateFocused(by event: KeyEvent) -> Activation {
        guard event.key == .enter || event.key == .space, event.modifiers.isEmpty,
              let node = focusedMountedNode, let element = node.element else { return .none }
        if case .button(let button) = element.kind {
            guard button.tapAction != nil else { return .none }
            return event.isDown && !event.isRepeat ? .sent(activate(node)) : .held
        }
        guard event.isDown, !event.isRepeat, node.acceptsEvents || element.focus.isFocusable == true else { return .none }
        return activate(node) ? .sent(true) : .none
    }

    /// Activates `node` as Enter on it would: an enabled button sends its action; another
    /// element its single tap's action (`onTap`), else `Activate`, up its chain. Returns
    /// whether something handled it (a disabled button: false).
    func activate(_ node: Node) -> Bool {
        guard let element = node.element else { return false }
        if case .button(let button) = element.kind {
            guard let action = button.tapAction else { return false }
            return send(action, from: element, at: node)
        }
        // An element a single tap acts on (`onTap`) is activated as a tap would.
        let tap = element.gestures.gestures.lazy.compactMap { $0 as? TapGesture }.first { $0.count == 1 }
        return send(tap?.action ?? Activate(), from: element, at: node)
    }

    /// Gives `node` focus, its ring shown, as Tab would.
    func focus(_ node: Node) {
        give(focusTo: node, visible: true)
    }

    /// Tab and Shift+Tab move through the Tab order (`FocusOrder`), arrows through the
    /// focus group around the focused element; the element focused is scrolled into view
    /// and its ring shows. Returns whether the key moved (or kept, at a group's end) focus.
    func moveFocus(for event: KeyEvent, in tree: Node?) -> Bool {
        guard event.isDown, let tree else { return false }
        let target: Node?
        switch (event.key, event.modifiers) {
        case (.tab, []), (.tab, .shift):
            target = focus.next(forward: event.modifiers.isEmpty, in: tree)
        case (.down, []):
            target = focus.nextInGroup(forward: true, in: tree)
        case (.up, []):
            target = focus.nextInGroup(forward: false, in: tree)
        case (.right, []), (.left, []):
            // Right goes on to the next in a group laid out left to right, Left in one laid
            // out right to left: the arrows follow the screen.
            let rightToLeft = focus.focusedNode.flatMap(FocusOrder.group(around:))?.element?.style.direction == .rightToLeft
            target = focus.nextInGroup(forward: (event.key == .right) != rightToLeft, in: tree)
        default:
            return false
        }
        guard let target else { return false }
        give(focusTo: target, visible: true)
        scrollIntoView(target.absoluteFrame, inside: target, animated: true)
        return true
    }

    /// A press on `node` (`pressed`): focus goes to the control or focusable element
    /// around it, without a ring.
    func focusPressed(_ node: Node) {
        guard let change = focus.pressed(node), change.changed else { return }
        notifyFocusChange(from: change.previous, to: focus.focusedNode)
    }

    private func give(focusTo node: Node, visible: Bool) {
        let change = focus.focus(node, visible: visible)
        if change.changed { notifyFocusChange(from: change.previous, to: node) }
    }

    /// `FocusChanged` up the chains of the element that lost focus and the one that got
    /// it, for elements made focusable explicitly (`.focusable()`): a component that asked
    /// for focus hears about it, and no other sees an action it never expected.
    private func notifyFocusChange(from previous: Node?, to current: Node?) {
        if let previous, let element = previous.element, element.focus.isFocusable == true {
            send(FocusChanged(isFocused: false, isVisible: false), from: element, at: previous)
        }
        if let current, let element = current.element, element.focus.isFocusable == true {
            send(FocusChanged(isFocused: true, isVisible: focus.isVisible), from: element, at: current)
        }
    }
}
