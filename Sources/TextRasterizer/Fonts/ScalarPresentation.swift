/// What itemization needs to know about characters beyond a face's coverage.
extension Unicode.Scalar {
    /// True for characters no face needs a glyph for: controls, line and paragraph
    /// separators, and default-ignorables (joiners, variation selectors, tags), which
    /// HarfBuzz hides. They never force a fallback.
    var needsNoGlyph: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: return true
        // The stdlib's property lookup is slow next to a comparison, so it is asked only
        // inside the blocks that hold default-ignorables (Unicode 15).
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x206F,
             0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
             0xE0000...0xE0FFF:
            return properties.isDefaultIgnorableCodePoint
        default:
            return false
        }
    }

    /// True for characters drawn as emoji by default (Emoji_Presentation).
    var hasEmojiPresentation: Bool {
        switch value {
        // Every such character lies in these two stretches (Unicode 15); the property
        // lookup is asked only there.
        case 0x231A...0x2B55, 0x1F004...0x1FAFF: return properties.isEmojiPresentation
        default: return false
        }
    }

    /// True when the character may make its cluster an emoji (UTS #51): emoji by
    /// default, VS16, or a zero-width joiner (emoji sequences). Text without any of these
    /// is drawn as text, so coverage alone settles its faces.
    var mayPresentAsEmoji: Bool { value == 0xFE0F || value == 0x200D || hasEmojiPresentation }
}

extension Character {
    /// True when the cluster is to be drawn as a color emoji (UTS #51): its base is
    /// emoji by default, or is followed by VS16 (U+FE0F), a skin-tone modifier, or a
    /// zero-width joiner after a pictograph; VS15 (U+FE0E) asks for text. Every such
    /// cluster holds a character for which `mayPresentAsEmoji` is true (modifiers are
    /// emoji by default, and keycaps and tag sequences need VS16 or an emoji base), so
    /// itemization's fast path never passes over one.
    var prefersEmojiPresentation: Bool {
        var scalars = unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return false }
        var emoji = base.hasEmojiPresentation
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0xFE0E:
                return false
            case 0xFE0F, 0x1F3FB...0x1F3FF:
                emoji = true
            case 0x200D:
                // ASCII digits are Emoji characters too, but never start a ZWJ sequence.
                emoji = emoji || (base.properties.isEmoji && !base.isASCII)
            default:
                break
            }
        }
        return emoji
    }
}

extension FontFace {
    /// True when the face has a glyph for every character of the cluster that needs one.
    func coversGlyphs(of scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.allSatisfy { $0.needsNoGlyph || covers($0) }
    }
}
