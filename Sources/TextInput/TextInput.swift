/// # TextInput
///
/// Text that users type into: the editing model, the fields built on it, and an
/// on-screen keyboard, all from Components' and Controls' public API, as an app could
/// have written them.
///
/// **Editing** (`Editing/`). `EditableText` is a value: a string and a selection, changed
/// by commands that respect text. The caret and deletion move by extended grapheme cluster
/// (Swift's `Character`: Unicode 15.1, Indic conjuncts included), never by scalar or UTF-16
/// unit; word moves and word selection follow UAX #29 word boundaries from ICU, whose
/// dictionaries segment Thai, Lao, Khmer, Myanmar, Chinese and Japanese (TextRasterizer's
/// `WordBoundaries`, which the AT-SPI bridge reads words by too); paragraphs end at line
/// breaks. Offsets are UTF-8 offsets into the string: what Swift strings store, SDL's
/// text input events carry and ICU reads here, so editing converts nothing. Boundaries
/// are looked up in the paragraph around the caret only, so an edit in a megabyte
/// document segments one paragraph, not the document.
/// `EditHistory` undoes and redoes edits, typing grouped into words, bounded by what its
/// steps cost in bytes.
///
/// **Fields** (`Fields/`). `TextField`, `SecureField` and `TextArea` are one
/// `EditableField`: the text in its state, shown as `Text` with `TextMarks` (selection and
/// caret, drawn on the text's own layout); a multi-line field shows a paragraph per line
/// of its text as the rows of a virtualized list in a viewport it scrolls itself
/// (`FieldDocument`: rows built only in view, following each edit by difference, heights
/// measured off the main actor), edited by keys
/// (`FieldCommand`), typed text, an input method's compositions, and presses: a mouse's
/// and a finger's, told apart by one gesture of the field's own (`FieldPressGesture`),
/// with handles on a touch's selection (`FieldHandle`).
/// `FieldDisplay` maps the editing model's UTF-8 offsets to what is shown (UTF-16, with a
/// secure field's bullets and the composition), `FieldGeometry` lays out the paragraphs a
/// handler needs. Changes go up as `TextChanged` and `TextSubmitted`; an owner that keeps
/// the text passes it back.
///
/// **The on-screen keyboard** (`Keyboard/`). Layouts are data (`KeyboardLayout`, JSON);
/// `OnScreenKeyboard` types through the hardware keyboard's path
/// (`ActionContext.typeIntoFocusedElement`), and `.onScreenKeyboard(_:)` shows it under the
/// content while a field has focus on a device without a keyboard.
///
/// ARCHITECTURE.md, "Text input", has the decisions (the split caret, the blink, input
/// methods) and their measurements.
