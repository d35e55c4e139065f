/// What an element tells assistive technologies beyond what its kind says by itself: a
/// role, a name, a description, a value, states and actions, or that it is left out. Set
/// with the accessibility modifiers (`Component.accessibility(role:label:...)`,
/// `accessibilityLabel(_:)`, `accessibilityHidden()`); an element without any is
/// described from its kind (see `AccessibilityTree` in Mounting).
///
/// One reference wide: most elements have none, and an element is made 30,000 times in a
/// large frame, so the fields live in an object only elements that have some hold.
public struct AccessibilityTraits: Hashable, Sendable {
    private final class Storage: Hashable, Sendable {
        let role: AccessibilityRole?
        let label: String?
        let description: String?
        let value: String?
        let range: AccessibilityRange?
        let states: AccessibilityStates
        let actions: AccessibilityActions
        let textSelection: AccessibilityTextSelection?
        let isHidden: Bool?

        init(role: AccessibilityRole?, label: String?, description: String?, value: String?,
             range: AccessibilityRange?, states: AccessibilityStates, actions: AccessibilityActions,
             textSelection: AccessibilityTextSelection?, isHidden: Bool?) {
            self.role = role
            self.label = label
            self.description = description
            self.value = value
            self.range = range
            self.states = states
            self.actions = actions
            self.textSelection = textSelection
            self.isHidden = isHidden
        }

        static func == (lhs: Storage, rhs: Storage) -> Bool {
            lhs === rhs || (lhs.role == rhs.role && lhs.label == rhs.label && lhs.description == rhs.description
                && lhs.value == rhs.value && lhs.range == rhs.range && lhs.states == rhs.states
                && lhs.actions == rhs.actions && lhs.textSelection == rhs.textSelection && lhs.isHidden == rhs.isHidden)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(role)
            hasher.combine(label)
            hasher.combine(states.rawValue)
        }
    }

    private let storage: Storage?

    /// Nothing said: the element's kind decides.
    public static let none = AccessibilityTraits()

    private init() { storage = nil }

    /// Traits that say what is given (nil: what the element's kind, or an inner modifier,
    /// says). `states` and `actions` are added to those of the kind.
    public init(role: AccessibilityRole? = nil, label: String? = nil, description: String? = nil, value: String? = nil,
                range: AccessibilityRange? = nil, states: AccessibilityStates = [], actions: AccessibilityActions = [],
                textSelection: AccessibilityTextSelection? = nil, isHidden: Bool? = nil) {
        storage = Storage(role: role, label: label, description: description, value: value, range: range,
                          states: states, actions: actions, textSelection: textSelection, isHidden: isHidden)
    }

    public var role: AccessibilityRole? { storage?.role }
    /// The name read for the element, instead of its text or title.
    public var label: String? { storage?.label }
    /// More about it, read after its name and role (a hint).
    public var description: String? { storage?.description }
    /// Its value as text ("50%", a picker's choice), read after its name.
    public var value: String? { storage?.value }
    public var range: AccessibilityRange? { storage?.range }
    public var states: AccessibilityStates { storage?.states ?? [] }
    public var actions: AccessibilityActions { storage?.actions ?? [] }
    /// Where the caret and selection are in `value` (an editable text's).
    public var textSelection: AccessibilityTextSelection? { storage?.textSelection }
    /// true: the element and everything in it are left out (decoration); false: kept even
    /// where its kind would leave it out (an image with a label is kept anyway).
    public var isHidden: Bool? { storage?.isHidden }

    /// These traits under `outer`, a modifier further out: what `outer` gives wins, and
    /// states and actions add up.
    public func merged(under outer: AccessibilityTraits) -> AccessibilityTraits {
        guard let mine = storage else { return outer }
        guard let theirs = outer.storage else { return self }
        return AccessibilityTraits(role: theirs.role ?? mine.role, label: theirs.label ?? mine.label,
                                   description: theirs.description ?? mine.description,
                                   value: theirs.value ?? mine.value, range: theirs.range ?? mine.range,
                                   states: mine.states.union(theirs.states), actions: mine.actions.union(theirs.actions),
                                   textSelection: theirs.textSelection ?? mine.textSelection,
                                   isHidden: theirs.isHidden ?? mine.isHidden)
    }
}
