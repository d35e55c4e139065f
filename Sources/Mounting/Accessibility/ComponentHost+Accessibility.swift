import Components
import Geometry

/// Assistive technologies' view of the window: the tree they read and the actions they
/// ask for. Nothing is made or kept until something asks, so an app that no screen
/// reader reads pays nothing; once asked, the host keeps the tree and brings it up to
/// date at each read, visiting only what changed.
extension ComponentHost {
    /// Brings the window's accessibility tree up to what the last paint mounted (focus
    /// included: an element is focused only while the window is active, as a toolkit's
    /// widget loses focus with its window) and says what changed since the last call
    /// (the first: every element added): what a bridge sends its clients.
    @discardableResult
    public func updateAccessibility() -> AccessibilityChanges {
        let tracker = accessibilityTracker ?? AccessibilityTracker()
        accessibilityTracker = tracker
        return tracker.update(root: mounter.root, focused: isWindowActive ? events.focus.focusedNode : nil)
    }

    /// Brings the tree up to date (`updateAccessibility()`) and says what changed since
    /// `reader` last asked, whoever else read the tree in between: each reader (a screen
    /// reader, an AT-SPI bridge) sends its own clients what they have not seen. The first
    /// call gives every element as added. `stopReadingAccessibility(_:)` ends it.
    public func takeAccessibilityChanges(for reader: AnyObject) -> AccessibilityChanges {
        updateAccessibility()
        return accessibilityTracker?.take(for: ObjectIdentifier(reader)) ?? AccessibilityChanges()
    }

    /// The tree as the last update left it, not updated again: what a reader that just
    /// took its changes reads them against (empty when no tree is kept).
    public var updatedAccessibilityTree: AccessibilityTree { accessibilityTracker?.tree ?? AccessibilityTree() }

    /// Ends `reader`'s `takeAccessibilityChanges(for:)`: its changes are no longer kept.
    public func stopReadingAccessibility(_ reader: AnyObject) {
        accessibilityTracker?.forget(ObjectIdentifier(reader))
    }

    /// The window's accessible elements as the last paint showed them (see
    /// `AccessibilityTree`), brought up to date (`updateAccessibility()`).
    public func accessibilityTree() -> AccessibilityTree {
        updateAccessibility()
        return accessibilityTracker?.tree ?? AccessibilityTree()
    }

    /// Lets the tree go (the last client left): nothing is kept or made until the next
    /// read, and the nodes drop what they kept for it.
    public func stopAccessibility() {
        guard accessibilityTracker != nil else { return }
        accessibilityTracker = nil
        var pending = mounter.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            node.accessibilityCache = nil
            pending += node.children
        }
    }

    /// Whether the host keeps an accessibility tree up to date (something reads it).
    public var isKeepingAccessibility: Bool { accessibilityTracker != nil }

    /// Asks element `id` (of a tree this host made) to do `action`, as AT-SPI's Action
    /// interface and a kiosk's double tap do: `.press` and `.toggle` activate it as Enter
    /// on it would, `.focus` gives it focus, `.increment` and `.decrement` give it focus
    /// and the Up or Down key (a slider or a stepper steps; Up is more in either layout
    /// direction, where Right is not). Throws when the element is gone, does
    /// not offer the action, or is disabled; nothing happens then.
    public func performAccessibilityAction(_ action: AccessibilityActions, on id: AccessibilityID)
        throws(AccessibilityActionError) {
        updateAccessibility()
        guard let tracker = accessibilityTracker, let element = tracker.tree[id], let node = tracker.nodes[id] else {
            throw .noSuchElement(id)
        }
        guard element.actions.isSuperset(of: action), action.rawValue.nonzeroBitCount == 1 else {
            throw .notOffered(action, element: element)
        }
        guard !element.states.contains(.disabled) else { throw .disabled(element: element) }
        switch action {
        case .press, .toggle:
            _ = events.activate(node)
        case .focus:
            events.focus(node)
        case .increment, .decrement:
            events.focus(node)
            let key: Key = action == .increment ? .up : .down
            handle(KeyEvent(key: key, isDown: true))
            handle(KeyEvent(key: key, isDown: false))
        default:
            throw .notOffered(action, element: element)
        }
        updateFocusRing()
    }
}

extension ComponentHost {
    /// Asks the editable element `id` to change its text or move its caret (AT-SPI's
    /// EditableText, and Text's caret and selection), as its own keys would: the element
    /// handles `edit` (`AccessibilityTextEdit`); a text field filters and limits what is
    /// inserted as it does what is typed. Throws when the element is gone, is no text
    /// field, is disabled, or does not take the edit (a read-only field's text).
    public func performAccessibilityTextEdit(_ edit: AccessibilityTextEdit, on id: AccessibilityID)
        throws(AccessibilityActionError) {
        updateAccessibility()
        guard let tracker = accessibilityTracker, let element = tracker.tree[id], let node = tracker.nodes[id],
              let source = node.element else {
            throw .noSuchElement(id)
        }
        guard element.role == .textField else { throw .notEditable(element: element) }
        guard !element.states.contains(.disabled) else { throw .disabled(element: element) }
        guard events.send(edit, from: source, at: node) else { throw .notEditable(element: element) }
        updateFocusRing()
    }
}

extension ComponentHost {
    /// Scrolls the scroll views around element `id` until it is in view (AT-SPI's
    /// `Component.ScrollTo`, a screen reader moving onto what is out of view). Throws
    /// when the element is gone.
    public func scrollAccessibilityElementIntoView(_ id: AccessibilityID, animated: Bool = false)
        throws(AccessibilityActionError) {
        updateAccessibility()
        guard let node = accessibilityTracker?.nodes[id] else { throw .noSuchElement(id) }
        events.scrollIntoView(node.absoluteFrame, inside: node, animated: animated)
    }
}

/// Why an accessibility action was not done.
public enum AccessibilityActionError: Error, Equatable, CustomStringConvertible {
    /// No element has the identity now (it was removed, or never made here).
    case noSuchElement(AccessibilityID)
    /// The element does not offer the action (or more than one action was asked for).
    case notOffered(AccessibilityActions, element: AccessibilityElement)
    /// The element cannot be operated now.
    case disabled(element: AccessibilityElement)
    /// The element's text cannot be edited (it is no text field, or it is read-only).
    case notEditable(element: AccessibilityElement)

    public var description: String {
        switch self {
        case .noSuchElement(let id):
            "no accessible element \(id) is shown now: read the tree again (ComponentHost.accessibilityTree()) and use its identities"
        case .notOffered(let action, let element):
            "\(element.spoken) (\(element.id)) offers no action \(action.rawValue): it offers \(element.actions.rawValue)"
        case .disabled(let element):
            "\(element.spoken) (\(element.id)) is disabled: enable it before acting on it"
        case .notEditable(let element):
            "\(element.spoken) (\(element.id)) takes no text edits: only an enabled, writable text field does"
        }
    }
}
