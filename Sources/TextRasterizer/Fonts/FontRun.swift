/// A stretch of text that one face draws: what `FontDatabase.itemize` returns, in text
/// order, covering the text without gaps.
///
/// Offsets are relative to the start of the string given to `itemize`. `utf16Range` is
/// the convention the shaper works in (HarfBuzz's `hb_buffer_add_utf16` item offset and
/// length); `utf8Range` is the same stretch in UTF-8, which a Swift string stores
/// natively, for `hb_buffer_add_utf8`. A run never splits a grapheme cluster.
public struct FontRun: Hashable, Sendable {
    public var utf16Range: Range<Int>
    public var utf8Range: Range<Int>
    public var face: FontFace

    public init(utf16Range: Range<Int>, utf8Range: Range<Int>, face: FontFace) {
        self.utf16Range = utf16Range
        self.utf8Range = utf8Range
        self.face = face
    }
}
