import Components
import Geometry

/// The focused text field's caret blinking on the frame clock: shown for half a second,
/// hidden for half a second, from its last change (typing or a move shows it at once), so
/// a frame loop wakes at most twice a second for it; after `timeout` seconds without a
/// change it stays shown and wakes nothing (GTK's cursor-blink-timeout), and it does not
/// blink while the window is inactive (it is hidden then) or motion is reduced (it stays
/// shown). Only the caret's text node is repainted; nothing is built or laid out again.
@MainActor
struct CaretBlink {
    static let halfPeriod = 0.5
    static let timeout = 10.0

    /// The text node whose caret blinks (inside the focused element), and its marks when
    /// the blink started: a change of either starts it again.
    private(set) weak var node: Node?
    private var marks: TextMarks?
    /// When the caret was last shown anew.
    private var start = 0.0
    /// Whether the caret shows now (what `NodePainter` asks).
    private(set) var isVisible = true
    /// Whether the blink timed out: the caret stays shown until it changes.
    private var hasEnded = false
    /// Whether the window was active at the last `follow`.
    private var wasActive = true

    /// The text node with a caret in `focused`'s subtree, if any.
    static func caretNode(in focused: Node?) -> Node? {
        guard let focused, focused.element?.focus.textInput != nil else { return nil }
        var pending = [focused]
        while let node = pending.popLast() {
            if node.text?.marks?.caret != nil { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    /// Follows the focused element after an event or a mount: a new caret node, or new
    /// marks on it, show the caret from `now`. Returns the node to repaint, if its caret's
    /// visibility changed.
    mutating func follow(_ focused: Node?, now: Double, isActive: Bool) -> Node? {
        let caretNode = Self.caretNode(in: focused)
        let caretMarks = caretNode?.text?.marks
        let wasVisible = isVisible
        if caretNode !== node || caretMarks != marks || isActive != wasActive {
            // A new caret, or one the window shows again after it was inactive.
            node = caretNode
            marks = caretMarks
            start = now
            hasEnded = false
            isVisible = isActive
            wasActive = isActive
        }
        return isVisible != wasVisible ? node : nil
    }

    /// Whether the caret blinks: a caret shows, the window is active, motion is not
    /// reduced and the blink has not timed out (a frame loop keeps waking for it).
    func isBlinking(isActive: Bool, reducesMotion: Bool) -> Bool {
        node != nil && !hasEnded && isActive && !reducesMotion
    }

    /// The next time the caret's visibility changes after `now`, nil when it does not blink.
    func nextToggle(after now: Double, isActive: Bool, reducesMotion: Bool) -> Double? {
        guard isBlinking(isActive: isActive, reducesMotion: reducesMotion) else { return nil }
        let phases = (max(0, now - start) / Self.halfPeriod).rounded(.down) + 1
        return min(start + phases * Self.halfPeriod, start + Self.timeout)
    }

    /// Moves the blink to `time`; returns the node to repaint when the caret appeared or went.
    mutating func advance(to time: Double, isActive: Bool, reducesMotion: Bool) -> Node? {
        guard let node else { return nil }
        if time - start >= Self.timeout { hasEnded = true }
        let visible: Bool
        if !isActive {
            visible = false
        } else if isBlinking(isActive: isActive, reducesMotion: reducesMotion) {
            visible = Int((max(0, time - start) / Self.halfPeriod).rounded(.down)) % 2 == 0
        } else {
            visible = true
        }
        guard visible != isVisible else { return nil }
        isVisible = visible
        return node
    }
}
