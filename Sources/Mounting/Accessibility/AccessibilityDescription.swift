import Components

/// What a node's element says to assistive technologies by its kind, where no
/// accessibility modifier says otherwise (see `AccessibilityTree`).
@MainActor
enum AccessibilityDescription {
    /// The role an element's kind gives it (nil: not an element of its own). Labelled
    /// content without a role is an element too: a picture or a drawing an `.image`,
    /// anything else a `.group`.
    static func role(of node: Node, traits: AccessibilityTraits) -> AccessibilityRole? {
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

    /// Whether a label around it names it (HTML's labelable elements: controls).
    static func isLabelable(_ role: AccessibilityRole) -> Bool {
        switch role {
        case .button, .checkbox, .switch, .radioButton, .slider, .spinButton, .progressBar, .textField, .comboBox: true
        default: false
        }
    }

    /// The name an element's kind gives it: a text's string, a button's shown title.
    static func ownName(of node: Node) -> String? {
        switch node.element?.kind {
        case .text(let content): content.text.string
        case .button(let content) where content.showsTitle: content.title.string
        default: nil
        }
    }

    /// The text inside a node that takes its name from its content, words joined by a
    /// space, in reading order.
    static func text(inside node: Node) -> String {
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

    /// States the node's kind and focus traits give it (not `.focused`: the tracker
    /// moves that one).
    static func states(of node: Node) -> AccessibilityStates {
        var states: AccessibilityStates = []
        if let button = node.button {
            if !button.isEnabled { states.insert(.disabled) }
            if button.isSelected { states.insert(.selected) }
        }
        if FocusOrder.isFocusable(node) { states.insert(.focusable) }
        if node.element?.focus.trapsFocus == true { states.insert(.modal) }
        return states
    }

    static func actions(of node: Node) -> AccessibilityActions {
        var actions: AccessibilityActions = []
        if node.button?.tapAction != nil { actions.insert(.press) }
        if case .scroll = node.element?.kind { actions.insert(.scroll) }
        if FocusOrder.isFocusable(node) { actions.insert(.focus) }
        return actions
    }

    /// A range's value as a screen reader says it: a percentage of the range.
    static func percent(_ range: AccessibilityRange) -> String {
        let span = range.maximum - range.minimum
        guard span > 0, range.value.isFinite else { return "" }
        return "\(Int(((range.value - range.minimum) / span * 100).rounded()))%"
    }
}
