import Components

/// What a text field sends up the responder chain when the user changed its text (typing,
/// deleting, pasting, undo): its `tag` and the whole new text. The field keeps the text
/// itself; an owner that keeps it too passes it back as the field's `text`.
public struct TextChanged: Action, Equatable {
    public let tag: String
    public let text: String

    public init(tag: String, text: String) {
        (self.tag, self.text) = (tag, text)
    }

    public static var reportsWhenUnhandled: Bool { false }
}

/// What a text field sends when the user submits it: Enter in a one-line field, Ctrl+Enter
/// in a `TextArea`, the on-screen keyboard's return key.
public struct TextSubmitted: Action, Equatable {
    public let tag: String
    public let text: String

    public init(tag: String, text: String) {
        (self.tag, self.text) = (tag, text)
    }
}
