/// Characters that belong to no one script, and the letters around them, as itemization
/// sees them.
///
/// Unicode gives spaces, punctuation, digits and most symbols the Common script, and
/// combining marks, joiners and variation selectors the Inherited one: they are written
/// in every script. Pango (`itemize.c` keeps a space in the current font) and browsers
/// draw such a character in the face of the text around it, so a space between two
/// Hangul words has the Hangul face's width, not the primary face's (issue 18, item 5).
extension Unicode.Scalar {
    /// True for characters of the Common and Inherited scripts. Unknown (unassigned and
    /// private use characters) is not shared: an icon font's private characters are the
    /// icon font's.
    var isSharedByScripts: Bool {
        if isASCII {
            // ASCII is Latin letters and Common everything else; no HarfBuzz call.
            let folded = value | 0x20
            return !(0x61...0x7A).contains(folded)
        }
        let script = Script(of: self)
        return script == .common || script == .inherited
    }
}

extension Character {
    /// True when every character of the cluster is shared by scripts (a space, a digit,
    /// a mark on a space) and the cluster is drawn as text. An emoji and its sequences
    /// are Common too, but they belong to the emoji face, so they count as letters.
    var isSharedByScripts: Bool {
        !prefersEmojiPresentation && unicodeScalars.allSatisfy(\.isSharedByScripts)
    }

    /// True for a shared cluster that keeps a neighbour's face even where the primary
    /// face has it: spaces (Zs) and what is only marks, joiners and variation selectors
    /// (Inherited), as Pango's itemizer keeps the current font for them ("it's always
    /// wrong to select a font just to render a space"). Punctuation, digits and symbols
    /// go to the first face of the list that has them, as Pango and Chromium draw them.
    var keepsNeighbourFace: Bool {
        unicodeScalars.allSatisfy { scalar in
            scalar.properties.generalCategory == .spaceSeparator || scalar.needsNoGlyph
                || (!scalar.isASCII && Script(of: scalar) == .inherited)
        }
    }
}

/// What itemization remembers about letters (clusters not shared by scripts, emoji
/// included) while it walks a text: whether one came yet, and the face of the next one,
/// looked up once for the shared characters before it.
struct LetterNeighbours {
    /// Whether a letter came before the current cluster. Until one does, shared
    /// characters look to the letter after them first.
    var sawLetter = false

    /// The next letter's start and the face it would get after a shared character
    /// (nil: no letter follows). Valid for clusters that begin before `start`, so the
    /// text is looked ahead over at most once whatever the number of shared characters.
    private var next: (start: String.Index, face: FontFace?)?

    /// The face of the first letter at or after `index` in `text`, as `face` gives it
    /// without a face before it.
    mutating func nextLetterFace(
        from index: String.Index,
        in text: Substring,
        face: (Character) -> FontFace
    ) -> FontFace? {
        if let next, index < next.start { return next.face }
        var start = index
        for cluster in text[index...] {
            if !cluster.isSharedByScripts, cluster.unicodeScalars.contains(where: { !$0.needsNoGlyph }) {
                let found = (start: start, face: Optional(face(cluster)))
                next = found
                return found.face
            }
            start = text.utf8.index(start, offsetBy: cluster.utf8.count)
        }
        next = (text.endIndex, nil)
        return nil
    }
}
