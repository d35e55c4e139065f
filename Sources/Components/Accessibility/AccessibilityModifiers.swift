extension Component {
    /// This component as assistive technologies should see it: `role` (a check box, a
    /// slider), a `label` read instead of its text, a `description` read after it, a
    /// `value` as text or a `range`, `states` and `actions` added to those of its kind.
    /// An editable text gives where its caret is (`textSelection`, in `value`).
    /// What is nil stays what the element's kind (or a modifier further in) says. On a
    /// composite component it describes the element its body builds.
    ///
    /// ```swift
    /// Button(looks: looks, action: Flip()) { ... }
    ///     .accessibility(role: .switch, states: isOn ? .checked : [], actions: .toggle)
    /// ```
    public func accessibility(role: AccessibilityRole? = nil, label: String? = nil, description: String? = nil,
                              value: String? = nil, range: AccessibilityRange? = nil, states: AccessibilityStates = [],
                              actions: AccessibilityActions = [],
                              textSelection: AccessibilityTextSelection? = nil) -> AccessibilityDescribed<Self> {
        AccessibilityDescribed(content: self, traits: AccessibilityTraits(
            role: role, label: label, description: description, value: value, range: range, states: states, actions: actions,
            textSelection: textSelection))
    }

    /// This component read as `label` (an icon button's "Close", a picture's caption).
    /// On content with no role of its own (a composite field's column of box and
    /// message) it names the first control inside, as HTML's `<label>` does; with no
    /// control inside, the content is a group of that name.
    public func accessibilityLabel(_ label: String) -> AccessibilityDescribed<Self> {
        AccessibilityDescribed(content: self, traits: AccessibilityTraits(label: label))
    }

    /// This component and all it contains left out of what assistive technologies see
    /// (decoration, or what another element already reads), or with `false`, kept where
    /// its kind would leave it out.
    public func accessibilityHidden(_ isHidden: Bool = true) -> AccessibilityDescribed<Self> {
        AccessibilityDescribed(content: self, traits: AccessibilityTraits(isHidden: isHidden))
    }
}

/// A component with accessibility traits; see `Component.accessibility(role:...)`. Like
/// `TestIdentified`, not a composite: it adds no scope, record or element of its own.
public struct AccessibilityDescribed<Content: Component>: Component {
    public let content: Content
    public let traits: AccessibilityTraits

    public func _element(in builder: ElementBuilder) -> Element? {
        builder.build(content).map { $0.copy(style: $0.style, testID: $0.testID, accessibility: $0.accessibility.merged(under: traits)) }
    }
}

extension AccessibilityDescribed: Equatable where Content: Equatable {}
