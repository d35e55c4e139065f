/// # TextInput
///
/// Text that users type into: the editing model first (this wave's issue 29 builds the
/// fields, input methods and the on-screen keyboard on it).
///
/// `EditableText` is a value: a string and a selection, changed by commands that respect
/// text. The caret and deletion move by extended grapheme cluster (Swift's `Character`:
/// Unicode 15.1, Indic conjuncts included), never by scalar or UTF-16 unit; word moves and
/// word selection follow UAX #29 word boundaries from ICU, whose dictionaries segment Thai,
/// Lao, Khmer, Myanmar, Chinese and Japanese (`WordBoundaries`); paragraphs end at line
/// breaks. Offsets are UTF-8 offsets into the string: what Swift strings store, SDL's
/// text input events carry and ICU reads here, so editing converts nothing (a field maps
/// them to the text layout's UTF-16 offsets through `String.Index` when it draws).
///
/// Boundaries are looked up in the paragraph around the caret only, so an edit in a
/// megabyte document segments one paragraph, not the document.
///
/// `EditHistory` undoes and redoes edits, typing grouped into words, bounded by bytes.
