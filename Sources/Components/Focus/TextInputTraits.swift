import Geometry

/// What keys a text field wants: an on-screen keyboard shows the layout for it, and an
/// input filter may keep to it.
public enum KeyboardKind: String, Hashable, Sendable, CaseIterable {
    /// Any text: letters, digits and symbols.
    case text
    /// Whole numbers: 0 to 9.
    case digits
    /// Numbers with a decimal separator and a sign.
    case decimal
    /// An e-mail address: letters with `@` and `.` at hand.
    case email
    /// A web address: letters with `/`, `.` and `:` at hand.
    case url
    /// A telephone number: digits, `+`, `*`, `#` and spaces.
    case phone
}

/// That an element takes typed text while it has focus, and how: the platform's text
/// input (an input method's candidate window, an on-screen keyboard) is on only while
/// such an element is focused (`Component.acceptsTextInput(_:)`).
public struct TextInputTraits: Hashable, Sendable {
    public var keyboard: KeyboardKind
    /// Where the caret is, in the element's coordinates (points): an input method puts
    /// its candidate window beside it.
    public var caret: Rect
    /// Whether what is typed is a secret (a password): an on-screen keyboard shows no
    /// preview of the keys, and an input method is asked to stay out.
    public var isSecure: Bool

    public init(keyboard: KeyboardKind = .text, caret: Rect = .zero, isSecure: Bool = false) {
        self.keyboard = keyboard
        self.caret = caret
        self.isSecure = isSecure
    }
}

extension Component {
    /// Marks this component's element as one that takes typed text while focused (a text
    /// field): it is made focusable, and the platform's text input follows it.
    public func acceptsTextInput(_ traits: TextInputTraits) -> FocusModified<Self> {
        FocusModified(content: self) {
            $0.isFocusable = true
            $0.textInput = traits
        }
    }
}
