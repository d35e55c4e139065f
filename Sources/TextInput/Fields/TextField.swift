import Components

/// A one-line text field: the text in its own state, edited by keys (`FieldCommand`),
/// typing and an input method, presses (two select a word, three everything) and drags;
/// each change sends `TextChanged` with `tag`, Enter sends `TextSubmitted`. Its owner
/// may keep the text too and pass it back as `text`; passing a different text (clearing
/// the field after a submit) replaces what the field holds.
///
/// ```swift
/// TextField("Name", text: context.state.name, tag: "name")
/// TextField("E-mail", text: context.state.email, keyboard: .email, tag: "email",
///           validationMessage: context.state.emailIsValid ? nil : "Not an e-mail address")
/// ```
///
/// Typed, pasted and composed text keeps to `filter` (or the one `keyboard` implies:
/// digits for `.digits`), loses control characters and line breaks (made spaces), and
/// is cut to `maxLength` characters (grapheme clusters; 0 takes nothing; 65,535 without
/// one, as GTK's entries, so a pasted 10 MB line is cut rather than shaped). A read-only
/// field selects and copies but takes no edits; a disabled one takes nothing and dims.
public struct TextField: Component, Equatable {
    var field: EditableField

    public init(_ placeholder: String = "", text: String = "", keyboard: KeyboardKind = .text, filter: InputFilter? = nil,
                maxLength: Int? = nil, validationMessage: String? = nil, isEnabled: Bool = true, isReadOnly: Bool = false,
                tag: String) {
        field = EditableField(tag: tag, text: text, placeholder: placeholder, isMultiline: false, isSecure: false,
                              keyboard: keyboard, filter: filter, maxLength: maxLength, validationMessage: validationMessage,
                              isEnabled: isEnabled, isReadOnly: isReadOnly, minimumLines: 1)
    }

    public func body(_ context: BuildContext<Self>) -> some Component { field }
}

/// A one-line field for a secret: each character shows as a bullet, nothing is copied
/// or cut out of it (pasting in works), and an input method is told it is secret.
/// Otherwise a `TextField`.
public struct SecureField: Component, Equatable {
    var field: EditableField

    public init(_ placeholder: String = "", text: String = "", maxLength: Int? = nil, validationMessage: String? = nil,
                isEnabled: Bool = true, tag: String) {
        field = EditableField(tag: tag, text: text, placeholder: placeholder, isMultiline: false, isSecure: true,
                              keyboard: .text, filter: nil, maxLength: maxLength, validationMessage: validationMessage,
                              isEnabled: isEnabled, isReadOnly: false, minimumLines: 1)
    }

    public func body(_ context: BuildContext<Self>) -> some Component { field }
}

/// A text field of several lines: the text wraps at the field's width and the field
/// grows with it from `minimumLines` up to `maximumLines` (or the height its parent
/// gives it), then scrolls its text itself, keeping the caret in view; Enter breaks the
/// line, Ctrl+Enter submits, Up and Down move between lines keeping the caret's column,
/// Home and End go to the line's ends. Otherwise a `TextField`.
///
/// Long text costs what is in view: each line of the text is a row of a virtualized
/// list, built when it scrolls into view, and a keystroke builds its own line again. A
/// 1 MB text of 20,000 lines opens in a few milliseconds; lines not yet seen are
/// measured off the main actor, and estimated until then (`gallery bench --scene typing`).
public struct TextArea: Component, Equatable {
    var field: EditableField

    public init(_ placeholder: String = "", text: String = "", minimumLines: Int = 3, maximumLines: Int? = nil,
                filter: InputFilter? = nil, maxLength: Int? = nil, validationMessage: String? = nil, isEnabled: Bool = true,
                isReadOnly: Bool = false, tag: String) {
        field = EditableField(tag: tag, text: text, placeholder: placeholder, isMultiline: true, isSecure: false,
                              keyboard: .text, filter: filter, maxLength: maxLength, validationMessage: validationMessage,
                              isEnabled: isEnabled, isReadOnly: isReadOnly, minimumLines: minimumLines, maximumLines: maximumLines)
    }

    public func body(_ context: BuildContext<Self>) -> some Component { field }
}
