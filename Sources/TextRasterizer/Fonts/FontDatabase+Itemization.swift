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
    /// Stretches that `primary` draws whole are found a byte at a time without grapheme
    /// breaking; the slow path, a cluster at a time, runs from the cluster where such a
    /// stretch stops until a cluster goes back to `primary`.
    public func itemize(_ text: Substring, primary: FontFace, near descriptor: FontDescriptor) -> [FontRun] {
        let coverage = cache.withLock { $0.coverageBits(of: primary) }
        var runs = FontRunList()
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
            // Counted back from the stop: counting a long stretch's UTF-16 is a walk.
            let backedUp = rest[clusterStart..<stop]
            runs.append(
                primary,
                utf8Length: covered.utf8 - backedUp.utf8.count,
                utf16Length: covered.utf16 - backedUp.utf16.count
            )

            var consumed = 0
            for cluster in rest[clusterStart...] {
                let face = self.face(for: cluster, primary: primary, previous: runs.lastFace, near: descriptor)
                runs.append(face, utf8Length: cluster.utf8.count, utf16Length: cluster.utf16.count)
                consumed += cluster.utf8.count
                if face === primary { break }
            }
            rest = rest[rest.utf8.index(clusterStart, offsetBy: consumed)...]
        }
        return runs.runs
    }

    private func face(for cluster: Character, primary: FontFace, previous: FontFace?, near descriptor: FontDescriptor) -> FontFace {
        let scalars = cluster.unicodeScalars
        guard let base = scalars.first(where: { !$0.needsNoGlyph }) else {
            // Nothing to draw (a lone joiner): no reason to start a run.
            return previous ?? primary
        }
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
