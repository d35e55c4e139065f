/// What a root's mounting layer does with keys and text a component makes (an on-screen
/// keyboard): delivers them to the focused element exactly as a hardware keyboard's
/// (Mounting's `ComponentHost` is one; see `ComponentRoot.attachFocusedInput(_:)`).
@MainActor
public protocol FocusedInputHandler: AnyObject {
    /// Sends `event` as a key of the keyboard; returns whether something handled it.
    func deliver(_ event: KeyEvent) -> Bool
    /// Sends `text` as typed text; returns whether something handled it.
    func deliver(_ text: TextInput) -> Bool
}

extension ComponentRoot {
    /// Connects the mounting layer that delivers components' keys and text
    /// (`ActionContext.typeIntoFocusedElement`).
    public func attachFocusedInput(_ handler: any FocusedInputHandler) {
        focusedInput = handler
    }
}

extension ActionContext {
    /// Sends `event` to the focused element as the hardware keyboard's key would go (an
    /// on-screen keyboard's Backspace, Enter, arrows). Returns whether something handled
    /// it; false with no mounting layer.
    @discardableResult
    public func typeIntoFocusedElement(_ event: KeyEvent) -> Bool {
        root?.focusedInput?.deliver(event) ?? false
    }

    /// Sends `text` to the focused element as typed text (an on-screen keyboard's letters).
    @discardableResult
    public func typeIntoFocusedElement(_ text: String) -> Bool {
        root?.focusedInput?.deliver(TextInput(text)) ?? false
    }
}

extension ComponentController {
    /// As `ActionContext.typeIntoFocusedElement(_:)`, from a controller (a held key's repeats).
    @discardableResult
    public func typeIntoFocusedElement(_ event: KeyEvent) -> Bool {
        guard !isInvalidated else { return false }
        return root?.focusedInput?.deliver(event) ?? false
    }

    /// As `ActionContext.typeIntoFocusedElement(_:)` for text, from a controller.
    @discardableResult
    public func typeIntoFocusedElement(_ text: String) -> Bool {
        guard !isInvalidated else { return false }
        return root?.focusedInput?.deliver(TextInput(text)) ?? false
    }
}
