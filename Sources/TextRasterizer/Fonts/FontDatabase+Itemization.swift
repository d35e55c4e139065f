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
    /// joiners and variation selectors therefore stay with their base. A cluster no face
    /// covers stays in `primary`, which draws its missing-glyph box.
    public func itemize(_ text: Substring, primary: FontFace, near descriptor: FontDescriptor) -> [FontRun] {
        if text.isEmpty { return [] }
        if let run = singleRun(text, primary: primary) { return [run] }
        return clusterRuns(text, primary: primary, near: descriptor)
    }

    /// The common case: the primary face has every character and nothing asks for emoji.
    /// One pass over the scalars, without fontconfig or grapheme breaking; Latin
    /// characters cost a bit test.
    private func singleRun(_ text: Substring, primary: FontFace) -> FontRun? {
        let latin = cache.withLock { $0.latinCoverage(of: primary) }
        let utf8Length = text.utf8.count
        // ASCII text, the most common, is checked byte by byte: no scalar decoding.
        let asciiCovered = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && latin.contains(UInt32($0)) }
        }
        if asciiCovered == true {
            return FontRun(utf16Range: 0..<utf8Length, utf8Range: 0..<utf8Length, face: primary)
        }
        var utf16Length = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < LatinCoverage.limit {
                guard latin.contains(value) else { return nil }
                utf16Length += 1
            } else {
                guard !scalar.mayPresentAsEmoji, primary.covers(scalar) || scalar.needsNoGlyph else { return nil }
                utf16Length += UTF16.width(scalar)
            }
        }
        return FontRun(utf16Range: 0..<utf16Length, utf8Range: 0..<utf8Length, face: primary)
    }

    private func clusterRuns(_ text: Substring, primary: FontFace, near descriptor: FontDescriptor) -> [FontRun] {
        var runs: [FontRun] = []
        var utf16Offset = 0
        var utf8Offset = 0
        for cluster in text {
            let face = self.face(for: cluster, primary: primary, previous: runs.last?.face, near: descriptor)
            var utf16Length = 0
            var utf8Length = 0
            for scalar in cluster.unicodeScalars {
                utf16Length += UTF16.width(scalar)
                utf8Length += UTF8.width(scalar)
            }
            let utf16End = utf16Offset + utf16Length
            let utf8End = utf8Offset + utf8Length
            if let last = runs.indices.last, runs[last].face === face {
                runs[last].utf16Range = runs[last].utf16Range.lowerBound..<utf16End
                runs[last].utf8Range = runs[last].utf8Range.lowerBound..<utf8End
            } else {
                runs.append(FontRun(utf16Range: utf16Offset..<utf16End, utf8Range: utf8Offset..<utf8End, face: face))
            }
            utf16Offset = utf16End
            utf8Offset = utf8End
        }
        return runs
    }

    private func face(for cluster: Character, primary: FontFace, previous: FontFace?, near descriptor: FontDescriptor) -> FontFace {
        let scalars = cluster.unicodeScalars
        guard let base = scalars.first(where: { !$0.needsNoGlyph }) else {
            // Nothing to draw (a line feed, a lone joiner): no reason to start a run.
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
