/// How an element takes part in keyboard focus: whether it can be focused, where it
/// comes in the Tab order, and whether it groups or traps the focusable elements inside
/// it. Set with the focus modifiers (`Component.focusable(_:)`, `focusOrder(_:)`,
/// `focusGroup(wraps:)`, `focusSection(trapsFocus:)`); an element without any has the
/// defaults: enabled buttons are focusable, and so is a scroll view that can scroll and
/// holds nothing focusable (as Chromium's keyboard-focusable scrollers).
public struct FocusTraits: Hashable, Sendable {
    /// Whether the element can take focus: true for any element (a custom drawing, a
    /// tappable card), false to leave a button out, nil for the element's default.
    public var isFocusable: Bool?
    /// The element's place in the Tab order, as CSS's `tabindex`: elements with an order
    /// of 1 or more come first, lowest first (equal orders in layout order), then those
    /// with none or 0 in layout order; a negative order takes focus from a press but is
    /// skipped by Tab.
    public var order: Int?
    /// Arrow keys move focus among the focusable elements inside (see `FocusGroup`).
    public var group: FocusGroup?
    /// While an element with a trapping section is in the tree, Tab stays inside the last
    /// one (a modal dialog); focus goes back where it was when the section leaves.
    public var trapsFocus = false
    /// The element takes typed text while focused (`Component.acceptsTextInput(_:)`).
    public var textInput: TextInputTraits?

    /// No focus traits: the element's defaults.
    public static let none = FocusTraits()

    public init(isFocusable: Bool? = nil, order: Int? = nil, group: FocusGroup? = nil, trapsFocus: Bool = false) {
        self.isFocusable = isFocusable
        self.order = order
        self.group = group
        self.trapsFocus = trapsFocus
    }
}

/// A set of controls the arrow keys move through, as LVGL's groups: down and right move
/// to the next focusable element inside, up and left to the previous one, in the Tab
/// order; past the last one focus wraps to the first when `wraps` (a kiosk's keypad or
/// a rotary encoder reaches every control by going round), else it stays.
public struct FocusGroup: Hashable, Sendable {
    public var wraps: Bool

    public init(wraps: Bool = true) {
        self.wraps = wraps
    }
}
