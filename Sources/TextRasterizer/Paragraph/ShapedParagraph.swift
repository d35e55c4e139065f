/// A run of the paragraph in one face, size and letter spacing: what shaping needs to
/// know about the attributes (colors and decorations do not change glyphs).
struct StyledRun: Sendable {
    var range: Range<Int>
    var face: FontFace
    var size: Double
    var letterSpacing: Double
    var attributesIndex: Int
}

/// Turns a paragraph's UTF-16 text, its font runs and its break opportunities into a
/// `TextLayout`: bidi resolution, script itemization, shaping, then line building.
///
/// Shaping is done once per paragraph and kept in `ShapedParagraph`, so laying the same
/// text out at several widths (what Layout's measure callbacks do) does not shape again.
struct ShapedParagraph: Sendable {
    let units: [UInt16]
    let runs: [LogicalRun]
    let breaks: [BreakKind]
    let isSpace: [Bool]
    let isHidden: [Bool]
    /// No-break spaces (U+00A0, U+2007, U+202F): they hang at the end of a line, as in
    /// Pango, rather than begin the next one.
    let isNoBreakSpace: [Bool]
    /// `graphemeStarts[i]`: a grapheme cluster starts at offset `i` (`GraphemeStarts`).
    let graphemeStarts: [Bool]
    let paragraphIsRightToLeft: Bool
    let fontRuns: [StyledRun]
    let language: String?

    init(units: [UInt16], fontRuns: [StyledRun], breaks: [BreakKind], direction: WritingDirection, language: String?,
         words: WordShapeCache? = nil) {
        self.units = units
        self.language = language
        // Nothing may start inside a grapheme cluster: not a line, not a shaping run, not a
        // glyph cluster. Breaks, font runs, scripts and levels are made to agree with it.
        let graphemeStarts = GraphemeStarts.starts(in: units)
        self.graphemeStarts = graphemeStarts
        self.breaks = Self.breaks(breaks, at: graphemeStarts)
        let fontRuns = Self.fontRuns(fontRuns, at: graphemeStarts)
        self.fontRuns = fontRuns
        let bidi = BidiParagraph(units, direction: direction)
        paragraphIsRightToLeft = bidi.isRightToLeft
        var isSpace = [Bool](repeating: false, count: units.count)
        var isHidden = [Bool](repeating: false, count: units.count)
        var isNoBreakSpace = [Bool](repeating: false, count: units.count)
        var scripts = [Script](repeating: .common, count: units.count)
        var previous = Script.common
        var pendingShared: [Int] = []
        forEachCodePoint(in: units) { value, offset, width in
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            switch scalar.value {
            case 0x20, 0x09:
                // A space in a larger cluster (carrying a mark, after a prepended
                // character) is drawn, and neither hangs nor splits words.
                isSpace[offset] = graphemeStarts[offset] && graphemeStarts[offset + 1]
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                isSpace[offset] = true
                isHidden[offset] = true
            case 0xA0, 0x2007, 0x202F: isNoBreakSpace[offset] = true
            default: break
            }
            // Shared characters (spaces, digits, marks) take the script before them, or
            // the one after them at the start of the text.
            var script = Script(of: scalar)
            if script.isShared {
                script = previous
                if previous.isShared {
                    pendingShared.append(offset)
                    // Both units of a surrogate pair: a run must never start between them.
                    if width == 2 { pendingShared.append(offset + 1) }
                }
            } else {
                for pending in pendingShared { scripts[pending] = script }
                pendingShared.removeAll()
                previous = script
            }
            scripts[offset] = script
            if width == 2 {
                scripts[offset + 1] = script
                isSpace[offset + 1] = isSpace[offset]
                isHidden[offset + 1] = isHidden[offset]
            }
        }
        self.isSpace = isSpace
        self.isHidden = isHidden
        self.isNoBreakSpace = isNoBreakSpace
        // A cluster is shaped in one run: its units take its first unit's script and level
        // (a Hebrew point on a Latin letter is Hebrew, a joiner may resolve to another level).
        var levels = bidi.levels
        for offset in units.indices where !graphemeStarts[offset] {
            scripts[offset] = scripts[offset - 1]
            levels[offset] = levels[offset - 1]
        }

        // Shaping runs: font runs split where the bidi level or the script changes.
        var runs: [LogicalRun] = []
        units.withUnsafeBufferPointer { text in
            for fontRun in fontRuns {
                var start = fontRun.range.lowerBound
                while start < fontRun.range.upperBound {
                    var end = start + 1
                    while end < fontRun.range.upperBound, levels[end] == levels[start], scripts[end] == scripts[start] { end += 1 }
                    let level = levels[start]
                    var shaped: ShapedRun
                    if let words, level % 2 == 0 {
                        shaped = Self.shapeByWords(text, range: start..<end, run: fontRun, script: scripts[start],
                                                   language: language, isSpace: isSpace, cache: words)
                    } else {
                        shaped = Shaper.shape(text, range: start..<end, face: fontRun.face, size: fontRun.size,
                                              rightToLeft: level % 2 == 1, script: scripts[start], language: language,
                                              letterSpacing: fontRun.letterSpacing)
                    }
                    Self.mergeClusters(of: &shaped, at: graphemeStarts)
                    runs.append(Self.logicalRun(shaped, level: level, attributesIndex: fontRun.attributesIndex,
                                                script: scripts[start], letterSpacing: fontRun.letterSpacing))
                    start = end
                }
            }
        }
        self.runs = runs
    }

    /// The break opportunities that fall on grapheme cluster boundaries (a breaker may
    /// offer one between a space and the mark it carries, UAX #14 LB10).
    private static func breaks(_ breaks: [BreakKind], at graphemeStarts: [Bool]) -> [BreakKind] {
        var kept = breaks
        for offset in kept.indices where offset < graphemeStarts.count && !graphemeStarts[offset] { kept[offset] = .none }
        return kept
    }

    /// Font runs whose boundaries are grapheme cluster boundaries: a boundary inside a
    /// cluster (attributes changing on a mark) moves to the cluster's end, so the cluster
    /// is shaped whole in the face and attributes of its start.
    private static func fontRuns(_ runs: [StyledRun], at graphemeStarts: [Bool]) -> [StyledRun] {
        var snapped: [StyledRun] = []
        snapped.reserveCapacity(runs.count)
        for var run in runs {
            if let last = snapped.last, last.range.upperBound > run.range.lowerBound {
                run.range = min(last.range.upperBound, run.range.upperBound)..<run.range.upperBound
            }
            var end = run.range.upperBound
            while end < graphemeStarts.count - 1, !graphemeStarts[end] { end += 1 }
            let wasEmpty = run.range.isEmpty
            run.range = run.range.lowerBound..<max(run.range.lowerBound, end)
            // An empty run is the empty text's font; one emptied by the cluster before it goes.
            if run.range.isEmpty, !wasEmpty { continue }
            snapped.append(run)
        }
        return snapped
    }

    /// Gives every glyph the cluster of the grapheme cluster it belongs to: HarfBuzz's
    /// clusters (at the monotone-characters level) start at each mark, joiner and
    /// modifier, and a line must not end before one of them. Clusters stay monotonic.
    private static func mergeClusters(of run: inout ShapedRun, at graphemeStarts: [Bool]) {
        for glyph in run.clusters.indices {
            var cluster = run.clusters[glyph]
            guard cluster < graphemeStarts.count, !graphemeStarts[cluster] else { continue }
            while cluster > 0, !graphemeStarts[cluster] { cluster -= 1 }
            run.clusters[glyph] = cluster
        }
    }

    /// Shapes a left-to-right run a word at a time through the cache; the same glyphs
    /// as shaping the run whole, but each distinct word is shaped once.
    private static func shapeByWords(_ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, run: StyledRun, script: Script,
                                     language: String?, isSpace: [Bool], cache: WordShapeCache) -> ShapedRun {
        var result = ShapedRun(face: run.face, size: run.size, isRightToLeft: false, range: range,
                               glyphs: [], clusters: [], advances: [], offsetsX: [], offsetsY: [], width: 0)
        result.glyphs.reserveCapacity(range.count)
        result.clusters.reserveCapacity(range.count)
        result.advances.reserveCapacity(range.count)
        result.offsetsX.reserveCapacity(range.count)
        result.offsetsY.reserveCapacity(range.count)
        result.unsafeToBreak.reserveCapacity(range.count)
        // Within one run every key field but the text is the same, and the same few
        // hundred words recur: a direct-mapped memo by the text's hash answers most
        // lookups without the shared cache's lock and hashing.
        var memoHashes = [UInt64](repeating: 0, count: Self.wordMemoSize)
        var memo = [ShapedWord?](repeating: nil, count: Self.wordMemoSize)
        var start = range.lowerBound
        while start < range.upperBound {
            // A word and the spaces after it.
            var end = start
            while end < range.upperBound, !isSpace[end] { end += 1 }
            while end < range.upperBound, isSpace[end] { end += 1 }
            let slice = UnsafeBufferPointer(rebasing: text[start..<end])
            let key = WordKey(face: run.face.identifier, size: run.size, letterSpacing: run.letterSpacing,
                              script: script.harfBuzzScript.rawValue, language: language, text: slice)
            let slot = Int(truncatingIfNeeded: key.textHash >> 56) & (Self.wordMemoSize - 1)
            let word: ShapedWord
            if memoHashes[slot] == key.textHash, let remembered = memo[slot], remembered.hasText(slice) {
                word = remembered
            } else if let cached = cache.shaped(key, text: slice) {
                word = cached
                (memoHashes[slot], memo[slot]) = (key.textHash, cached)
            } else {
                let shaped = Shaper.shape(slice, range: 0..<slice.count, face: run.face, size: run.size, rightToLeft: false,
                                          script: script, language: language, letterSpacing: run.letterSpacing)
                word = ShapedWord(text: Array(slice), glyphs: shaped.glyphs, clusters: shaped.clusters,
                                  advances: shaped.advances, offsetsX: shaped.offsetsX, offsetsY: shaped.offsetsY,
                                  unsafeToBreak: shaped.unsafeToBreak, width: shaped.width)
                cache.insert(word, for: key)
                (memoHashes[slot], memo[slot]) = (key.textHash, word)
            }
            result.glyphs.append(contentsOf: word.glyphs)
            for cluster in word.clusters { result.clusters.append(cluster + start) }
            result.advances.append(contentsOf: word.advances)
            result.offsetsX.append(contentsOf: word.offsetsX)
            result.offsetsY.append(contentsOf: word.offsetsY)
            // The word was shaped alone: cutting before it needs no shaping again.
            let firstFlag = result.unsafeToBreak.count
            result.unsafeToBreak.append(contentsOf: word.unsafeToBreak)
            if firstFlag < result.unsafeToBreak.count { result.unsafeToBreak[firstFlag] = false }
            result.width += word.width
            start = end
        }
        return result
    }

    /// Slots of the per-run word memo (a power of two).
    private static let wordMemoSize = 256

    static func logicalRun(_ shaped: ShapedRun, level: UInt8, attributesIndex: Int, script: Script = .common,
                           letterSpacing: Double = 0) -> LogicalRun {
        let scale = shaped.face.scale(atSize: shaped.size)
        return LogicalRun(shaped: shaped, level: level, attributesIndex: attributesIndex, script: script,
                          letterSpacing: letterSpacing,
                          ascent: Double(shaped.face.ascender) * scale, descent: Double(-shaped.face.descender) * scale,
                          lineGap: Double(shaped.face.lineGap) * scale)
    }

    /// Lays the shaped paragraph out within `width` (nil: unbounded).
    func layout(width: Double?, style: ParagraphStyle) -> TextLayout {
        lineBuilder(style: style).build(width: width)
    }

    /// The widest piece between two break opportunities (`TextSystem.minContentWidth`).
    func minContentWidth(style: ParagraphStyle) -> Double {
        lineBuilder(style: style).minContentWidth()
    }

    @inline(__always)
    private func lineBuilder(style: ParagraphStyle) -> LineBuilder {
        let first = fontRuns.first
        let empty: (Double, Double, Double, Double) = first.map {
            let scale = $0.face.scale(atSize: $0.size)
            return (Double($0.face.ascender) * scale, Double(-$0.face.descender) * scale, Double($0.face.lineGap) * scale, $0.size)
        } ?? (0, 0, 0, 0)
        let lastWord = LastWordParts()
        return LineBuilder(count: units.count, runs: runs, breaks: breaks, isSpace: isSpace, isHidden: isHidden,
                           isNoBreakSpace: isNoBreakSpace, isGraphemeStart: graphemeStarts, style: style, paragraphIsRightToLeft: paragraphIsRightToLeft,
                           emptyMetrics: empty, makeEllipsis: { offset in ellipsis(at: offset) },
                           reshape: { run, range in reshape(run, range) },
                           wordParts: { word in
                               // Each line of a word too wide for one asks about the same word.
                               if let last = lastWord.value, last.word == word { return last.parts }
                               let parts = units.withUnsafeBufferPointer { ThaiWordParts.boundaries(in: $0, range: word) }
                               lastWord.value = (word, parts)
                               return parts
                           })
    }

    /// `range` of `run` shaped on its own (the paragraph still its context): a piece a
    /// line cuts where HarfBuzz says the glyphs either side depend on each other.
    private func reshape(_ run: LogicalRun, _ range: Range<Int>) -> ShapedRun {
        var shaped = units.withUnsafeBufferPointer { text in
            Shaper.shape(text, range: range, face: run.shaped.face, size: run.shaped.size, rightToLeft: run.level % 2 == 1,
                         script: run.script, language: language, letterSpacing: run.letterSpacing)
        }
        Self.mergeClusters(of: &shaped, at: graphemeStarts)
        return shaped
    }

    /// "…" in the face and size of the text at `offset` (or just before it), at the
    /// paragraph's direction.
    private func ellipsis(at offset: Int) -> LogicalRun? {
        guard let run = fontRuns.last(where: { $0.range.lowerBound < max(offset, 1) }) ?? fontRuns.first else { return nil }
        let text: [UInt16] = [0x2026]
        let shaped = text.withUnsafeBufferPointer {
            Shaper.shape($0, range: 0..<1, face: run.face, size: run.size, rightToLeft: paragraphIsRightToLeft,
                         script: .common, language: language)
        }
        // Its cluster is outside the paragraph's text: mark it so line code never maps it back.
        var placed = shaped
        placed.clusters = placed.clusters.map { _ in Int.max }
        return Self.logicalRun(placed, level: paragraphIsRightToLeft ? 1 : 0, attributesIndex: run.attributesIndex)
    }
}

/// The parts of the word a line builder asked about last: one builder lays out one
/// paragraph on one thread, and asks about one overlong word for each of its lines.
private final class LastWordParts {
    var value: (word: Range<Int>, parts: [Int])?
}
