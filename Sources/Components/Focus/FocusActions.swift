/// Space or Enter on a focused element that is not a button (a custom drawing or a card
/// made focusable with `Component.focusable(_:)`): sent up the element's responder chain,
/// where a tap would be handled. A focused button sends its own action instead. Nobody
/// handling it is normal: it is not reported.
public struct Activate: Action, Equatable {
    public init() {}

    public static var reportsWhenUnhandled: Bool { false }
}

/// Keyboard focus came to the element (`isFocused`) or left it: sent up the responder
/// chain of an element made focusable with `.focusable()` (only those: a component that
/// asked for focus), so it can keep it in its state and draw its own focused look. `isVisible` is whether the focus ring shows: true when a key moved focus, false
/// after a press (CSS's `:focus-visible`). Nobody handling it is normal.
public struct FocusChanged: Action, Equatable {
    public var isFocused: Bool
    public var isVisible: Bool

    public init(isFocused: Bool, isVisible: Bool) {
        self.isFocused = isFocused
        self.isVisible = isVisible
    }

    public static var reportsWhenUnhandled: Bool { false }
}
