/// Font itemization: which face draws each stretch of a string. The shaper shapes each
/// run with its face.
extension FontDatabase {
    /// Splits the text into runs that one face draws, starting from the face matched to
    /// the descriptor. Empty when the text is empty or no font loads at all.
    public func itemize(_ text: String, descriptor: FontDescriptor) -> [FontRun] {
        guard !text.isEmpty, let primary = face(for: descriptor)?.face else { return [] }
        return itemize(text[...], primary: primary, near: descriptor)
    }

    /// Splits the text into runs that one face draws. Offsets are relative to the start
    /// of `text` (see `FontRun`).
    ///
    /// Each grapheme cluster goes, whole, to the first of: the emoji face when the
    /// cluster presents as emoji; `primary`; the face of the cluster before (so a run of
    /// Han stays in one fallback face); the fallback face for its first character. Marks,
    /// joiners and variation selectors therefore stay with their base. A cluster with
    /// nothing to draw (a line break, a lone joiner) joins the run before it. A cluster
    /// no face covers stays in `primary`, which draws its missing-glyph box.
    ///
    /// A cluster of characters shared by scripts (Unicode's Common and Inherited; not
    /// emoji) is placed by what it is. Punctuation, digits and symbols go to `primary`
    /// when it has them, the first face of the list, as Pango and Chromium draw them
    /// ("안녕, 세계" has DejaVu Sans's comma). A space or a mark on a space, and
    /// punctuation `primary` lacks (「), first go to a neighbour's face that has it, as
    /// Pango keeps a space in the current font: the face of the cluster before, else
    /// that of the next letter (the next cluster not shared by scripts); at the text's
    /// start, with no cluster before, the letter after. So the space in "안녕하세요 세계"
    /// is the Hangul face's and the text one run, the space in "hello 안녕" the primary
    /// face's, and in " 안녕" the Hangul face's. The emoji face is never a neighbour to
    /// take: its space and digits are not text. When no neighbour has the cluster, the
    /// rule above places it.
    ///
    /// Stretches that `primary` draws whole are found a byte at a time without grapheme
    /// breaking; the slow path, a cluster at a time, runs from the cluster where such a
    /// stretch stops until a cluster goes back to `primary` after the first letter.
    /// Where `primary` draws a shared character the rule gives it `primary` too (the
    /// cluster before is `primary`'s), except before the first letter: a stretch of
    /// shared characters at the start goes the slow way, to see the letter after it.
    public func itemize(_ text: Substring, primary: FontFace, near descriptor: FontDescriptor) -> [FontRun] {
        let coverage = cache.withLock { $0.coverageBits(of: primary) }
        var runs = FontRunList()
        var letters = LetterNeighbours()
        var rest = text
        while !rest.isEmpty {
            let covered = coverage.coveredPrefix(of: rest)
            let stop = rest.utf8.index(rest.startIndex, offsetBy: covered.utf8)
            guard stop < rest.endIndex else {
                runs.append(primary, utf8Length: covered.utf8, utf16Length: covered.utf16)
                break
            }
            // The stopping character's cluster may begin before it (a base the primary
            // face has, a mark it lacks): then it begins with the covered stretch's last
            // cluster, whose start is a true boundary because the stretch starts at one.
            var clusterStart = stop
            if stop > rest.startIndex {
                // An index found in the shorter slice remembers the cluster's length in
                // that slice; an index made from the byte offset lets `rest` measure it.
                let startInSlice = rest[..<stop].index(before: stop)
                let offset = rest.utf8.distance(from: rest.startIndex, to: startInSlice)
                clusterStart = rest.utf8.index(rest.startIndex, offsetBy: offset)
            }
            if !letters.sawLetter {
                if rest[..<clusterStart].unicodeScalars.contains(where: { !$0.isSharedByScripts }) {
                    letters.sawLetter = true
                } else {
                    // Only shared characters so far: their face is the next letter's if
                    // it has them, which the slow path looks up.
                    clusterStart = rest.startIndex
                }
            }
            // Counted back from the stop: counting a long stretch's UTF-16 is a walk.
            let backedUp = rest[clusterStart..<stop]
            runs.append(
                primary,
                utf8Length: covered.utf8 - backedUp.utf8.count,
                utf16Length: covered.utf16 - backedUp.utf16.count
            )

            var clusterEnd = clusterStart
            for cluster in rest[clusterStart...] {
                clusterEnd = rest.utf8.index(clusterEnd, offsetBy: cluster.utf8.count)
                let face = self.face(
                    for: cluster, endingAt: clusterEnd, in: rest, primary: primary,
                    previous: runs.lastFace, letters: &letters, near: descriptor
                )
                runs.append(face, utf8Length: cluster.utf8.count, utf16Length: cluster.utf16.count)
                // Back to the fast path, which is right from here on: after a letter
                // in `primary`, what `primary` draws stays in it.
                if face === primary, letters.sawLetter { break }
            }
            rest = rest[clusterEnd...]
        }
        return runs.runs
    }

    /// The face of one cluster of the slow path: a neighbour's for a shared cluster that
    /// one has, else the cluster's own (`ownFace`). `end` is where the cluster ends in
    /// `text`, where the next letter is looked for.
    private func face(
        for cluster: Character, endingAt end: String.Index, in text: Substring, primary: FontFace,
        previous: FontFace?, letters: inout LetterNeighbours, near descriptor: FontDescriptor
    ) -> FontFace {
        let scalars = cluster.unicodeScalars
        guard scalars.contains(where: { !$0.needsNoGlyph }) else {
            // Nothing to draw (a lone joiner): no reason to start a run.
            return previous ?? primary
        }
        guard cluster.isSharedByScripts else {
            letters.sawLetter = true
            return ownFace(for: cluster, primary: primary, previous: previous, near: descriptor)
        }
        // Punctuation and digits: the first face of the list that has them (the primary),
        // as Pango and Chromium draw them; a neighbour's only where the primary lacks them.
        if !cluster.keepsNeighbourFace, primary.coversGlyphs(of: scalars) { return primary }
        // A neighbour's face, if it draws the cluster as text.
        func drawing(_ face: FontFace?) -> FontFace? {
            guard let face, !face.hasColorGlyphs, face.coversGlyphs(of: scalars) else { return nil }
            return face
        }
        // The next letter's face as it would be after this cluster, if it took that face.
        func nextLetter() -> FontFace? {
            letters.nextLetterFace(from: end, in: text) {
                ownFace(for: $0, primary: primary, previous: nil, near: descriptor)
            }
        }
        // The letter after is looked for only when the face before does not do. Before
        // the first letter a space keeps the face of punctuation before it, as Pango's
        // space keeps the current font.
        let neighbour = if letters.sawLetter || previous != nil {
            drawing(previous) ?? drawing(nextLetter())
        } else {
            drawing(nextLetter()) ?? drawing(previous)
        }
        return neighbour ?? ownFace(for: cluster, primary: primary, previous: previous, near: descriptor)
    }

    /// The face of a cluster that needs a glyph, by what it holds: emoji, `primary`, the
    /// face before, the fallback face (see `itemize(_:primary:near:)`).
    private func ownFace(for cluster: Character, primary: FontFace, previous: FontFace?, near descriptor: FontDescriptor) -> FontFace {
        let scalars = cluster.unicodeScalars
        guard let base = scalars.first(where: { !$0.needsNoGlyph }) else { return previous ?? primary }
        let emojiPresentation = cluster.prefersEmojiPresentation
        if emojiPresentation, let emoji = emojiFace, emoji.coversGlyphs(of: scalars) {
            return emoji
        }
        if primary.coversGlyphs(of: scalars) { return primary }
        if let previous, previous.coversGlyphs(of: scalars) { return previous }
        guard let fallback = fallbackFace(for: base, near: descriptor, preferringEmoji: emojiPresentation) else {
            return primary
        }
        if fallback.coversGlyphs(of: scalars) { return fallback }
        let needed = Array(scalars).filter { !$0.needsNoGlyph }
        // No face has the whole cluster: the base's face keeps it together.
        return fallbackFace(covering: needed, near: descriptor) ?? fallback
    }
}

/// Runs as itemization builds them: consecutive stretches of one face merge.
private struct FontRunList {
    private(set) var runs: [FontRun] = []
    private var utf8Offset = 0
    private var utf16Offset = 0

    var lastFace: FontFace? { runs.last?.face }

    mutating func append(_ face: FontFace, utf8Length: Int, utf16Length: Int) {
        guard utf8Length > 0 else { return }
        let utf8End = utf8Offset + utf8Length
        let utf16End = utf16Offset + utf16Length
        if let last = runs.indices.last, runs[last].face === face {
            runs[last].utf8Range = runs[last].utf8Range.lowerBound..<utf8End
            runs[last].utf16Range = runs[last].utf16Range.lowerBound..<utf16End
        } else {
            runs.append(FontRun(utf16Range: utf16Offset..<utf16End, utf8Range: utf8Offset..<utf8End, face: face))
        }
        utf8Offset = utf8End
        utf16Offset = utf16End
    }
}
