import Components
import Geometry

/// Makes an `AccessibilityTree` from a mounted node tree (see `AccessibilityTree` for
/// the rules), and remembers which node each element came from, for actions.
@MainActor
struct AccessibilityTreeBuilder {
    /// The next identity to give a node: process-wide, so no two nodes ever share one.
    private static var nextID: UInt64 = 1

    private(set) var tree = AccessibilityTree()
    private(set) var nodes: [AccessibilityID: Node] = [:]
    private let focused: Node?

    init(root: Node?, focused: Node?) {
        self.focused = focused
        guard let root else { return }
        var roots: [AccessibilityID] = []
        visit(root, origin: .zero, isListRow: false, into: &roots)
        tree.roots = roots
    }

    private static func id(of node: Node) -> AccessibilityID {
        if node.accessibilityID == 0 {
            node.accessibilityID = nextID
            nextID += 1
        }
        return AccessibilityID(rawValue: node.accessibilityID)
    }

    private mutating func visit(_ node: Node, origin: Point, isListRow: Bool, into siblings: inout [AccessibilityID]) {
        guard !node.isLeaving, node.opacity > 0 else { return }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let traits = node.element?.accessibility ?? .none
        if traits.isHidden == true { return }
        let role = traits.role ?? Self.role(of: node, traits: traits) ?? (isListRow ? .listItem : nil)
        guard let role else {
            for child in node.children { visit(child, origin: frame.origin, isListRow: false, into: &siblings) }
            return
        }
        // Text with nothing to read is not an element.
        if role == .text, traits.label == nil, (node.text?.text.string ?? "").allSatisfy(\.isWhitespace) { return }
        let id = Self.id(of: node)
        var element = AccessibilityElement(
            id: id, role: role, name: traits.label ?? Self.ownName(of: node) ?? "", description: traits.description,
            value: traits.value ?? traits.range.map(Self.percent), range: traits.range,
            states: traits.states.union(states(of: node)), actions: traits.actions.union(Self.actions(of: node)),
            frame: frame, children: [], testID: node.element?.testID)
        if role.takesItsNameFromItsContent {
            if element.name.isEmpty { element.name = Self.text(inside: node) }
        } else if role == .textField {
            // Its text is its value; what is drawn inside it (the text, the caret) is not read apart.
        } else {
            var children: [AccessibilityID] = []
            let isList = role == .list
            for child in node.children { visit(child, origin: frame.origin, isListRow: isList, into: &children) }
            element.children = children
        }
        tree.elements[id] = element
        nodes[id] = node
        siblings.append(id)
    }

    /// The role an element's kind gives it (nil: not an element of its own).
    /// Labelled content without a role is an element too: a picture or a drawing an
    /// `.image`, anything else a `.group`.
    private static func role(of node: Node, traits: AccessibilityTraits) -> AccessibilityRole? {
        let labelled = traits.label != nil || traits.isHidden == false
        switch node.element?.kind {
        case .text: return .text
        case .button: return .button
        case .scroll: return .scrollArea
        case .list: return .list
        case .image, .custom: return labelled ? .image : nil
        default: return labelled ? .group : nil
        }
    }

    /// The name an element's kind gives it: a text's string, a button's shown title.
    private static func ownName(of node: Node) -> String? {
        switch node.element?.kind {
        case .text(let content): content.text.string
        case .button(let content) where content.showsTitle: content.title.string
        default: nil
        }
    }

    /// The text inside a node that takes its name from its content, words joined by a
    /// space, in reading order.
    private static func text(inside node: Node) -> String {
        var words: [String] = []
        func collect(_ node: Node) {
            guard !node.isLeaving, node.opacity > 0, node.element?.accessibility.isHidden != true else { return }
            if let label = node.element?.accessibility.label {
                words.append(label)
                return
            }
            if let name = ownName(of: node), !name.allSatisfy(\.isWhitespace) { words.append(name) }
            for child in node.children { collect(child) }
        }
        for child in node.children { collect(child) }
        return words.joined(separator: " ")
    }

    private func states(of node: Node) -> AccessibilityStates {
        var states: AccessibilityStates = []
        if let button = node.button {
            if !button.isEnabled { states.insert(.disabled) }
            if button.isSelected { states.insert(.selected) }
        }
        if FocusOrder.isFocusable(node) { states.insert(.focusable) }
        if node === focused { states.insert(.focused) }
        if node.element?.focus.trapsFocus == true { states.insert(.modal) }
        return states
    }

    private static func actions(of node: Node) -> AccessibilityActions {
        var actions: AccessibilityActions = []
        if node.button?.tapAction != nil { actions.insert(.press) }
        if case .scroll = node.element?.kind { actions.insert(.scroll) }
        if FocusOrder.isFocusable(node) { actions.insert(.focus) }
        return actions
    }

    /// A range's value as a screen reader says it: a percentage of the range.
    private static func percent(_ range: AccessibilityRange) -> String {
        let span = range.maximum - range.minimum
        guard span > 0, range.value.isFinite else { return "" }
        return "\(Int(((range.value - range.minimum) / span * 100).rounded()))%"
    }
}
