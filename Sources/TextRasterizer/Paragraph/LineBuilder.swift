import Geometry

/// Whether a line may end before a given UTF-16 offset of the paragraph.
enum BreakKind: UInt8, Sendable {
    case none, allowed, mandatory
}

/// A shaped run in logical order, with what line building needs from its font.
struct LogicalRun: Sendable {
    var shaped: ShapedRun
    /// Its bidi embedding level (odd: right to left).
    var level: UInt8
    var attributesIndex: Int
    /// What it was shaped with besides its face, size and direction: a piece of it cut
    /// by a line is shaped again with them.
    var script: Script = .common
    var letterSpacing: Double = 0
    /// Font metrics at the run's size, in points (descent positive below the baseline).
    var ascent: Double
    var descent: Double
    var lineGap: Double
}

/// Breaks shaped text into lines and positions every glyph: greedy breaking at UAX #14
/// opportunities (inside a word only when nothing else fits), max lines with an
/// ellipsis, bidi reordering of runs per line, alignment and line heights.
///
/// Widths come from the paragraph's shaping: a line's width is the sum of its clusters'
/// advances, so text is shaped once however often it is wrapped (measurement at many
/// widths stays cheap).
struct LineBuilder {
    /// In logical order, not overlapping (`runIndices(overlapping:)` relies on it).
    let runs: [LogicalRun]
    /// `breaks[i]`: may a line end before offset `i` (0...count).
    let breaks: [BreakKind]
    let isSpace: [Bool]
    /// Characters that take no glyph on the line (line and paragraph separators).
    let isHidden: [Bool]
    /// No-break spaces: they hang at the end of a line cut inside a word (`visibleEnd`).
    let isNoBreakSpace: [Bool]
    let style: ParagraphStyle
    let paragraphIsRightToLeft: Bool
    /// The ellipsis shaped in the font of the text it follows: builds on demand.
    let makeEllipsis: (_ atOffset: Int) -> LogicalRun?
    /// A piece of a run shaped on its own, for lines that cut it where shaping the whole
    /// run and shaping the piece differ (`isSafeCut`).
    let reshape: (_ run: LogicalRun, _ range: Range<Int>) -> ShapedRun
    /// Offsets inside a word (the text between two break opportunities) between the words
    /// it is made of: the parts of a Thai compound (`ThaiWordParts`), where a word too
    /// wide for its line is cut before it is cut between graphemes.
    let wordParts: (_ word: Range<Int>) -> [Int]
    /// Metrics for an empty paragraph (the first attributes' font).
    let emptyMetrics: (ascent: Double, descent: Double, lineGap: Double, size: Double)

    let count: Int
    /// `isGraphemeStart[i]`: a grapheme cluster starts at offset `i`: where a word too wide
    /// for its line may be cut. A glyph cluster may hold several (a ligature: DejaVu
    /// Sans's "ff"), and a cut inside it is unsafe (`isSafeCut`).
    let isGraphemeStart: [Bool]
    /// `isClusterStart[i]`: a glyph cluster starts at offset `i` (and at `count`).
    private(set) var isClusterStart: [Bool]
    /// `prefix[i]`: the advances of the clusters before offset `i`.
    private(set) var prefix: [Double]
    /// `isSafeCut[i]`: a line may start or end at offset `i` with the glyphs the whole
    /// run was shaped into; false where HarfBuzz marks the cluster unsafe to break (a
    /// kerning pair, a contextual form across it), so the pieces are shaped again.
    private(set) var isSafeCut: [Bool]
    /// The largest advance of one offset (`prefix[i + 1] - prefix[i]`, in magnitude): how
    /// far the width of a line as drawn can be from its width by the paragraph's advances
    /// at each end, where a cut is shaped again (`lastFittingPart`).
    private(set) var largestStep = 0.0

    init(count: Int, runs: [LogicalRun], breaks: [BreakKind], isSpace: [Bool], isHidden: [Bool], isNoBreakSpace: [Bool],
         isGraphemeStart: [Bool]? = nil, style: ParagraphStyle, paragraphIsRightToLeft: Bool,
         emptyMetrics: (ascent: Double, descent: Double, lineGap: Double, size: Double),
         makeEllipsis: @escaping (Int) -> LogicalRun?, reshape: @escaping (LogicalRun, Range<Int>) -> ShapedRun,
         wordParts: @escaping (Range<Int>) -> [Int] = { _ in [] }) {
        self.count = count
        self.runs = runs
        self.breaks = breaks
        self.isSpace = isSpace
        self.isHidden = isHidden
        self.isNoBreakSpace = isNoBreakSpace
        self.isGraphemeStart = isGraphemeStart ?? [Bool](repeating: true, count: count + 1)
        self.style = style
        self.paragraphIsRightToLeft = paragraphIsRightToLeft
        self.emptyMetrics = emptyMetrics
        self.makeEllipsis = makeEllipsis
        self.reshape = reshape
        self.wordParts = wordParts
        isClusterStart = [Bool](repeating: false, count: count + 1)
        isClusterStart[count] = true
        isSafeCut = [Bool](repeating: true, count: count + 1)
        // Each cluster's advance lands after its start offset; a running sum makes the prefixes.
        prefix = [Double](repeating: 0, count: count + 1)
        for run in runs {
            run.shaped.clusters.withUnsafeBufferPointer { clusters in
                run.shaped.advances.withUnsafeBufferPointer { advances in
                    for glyph in clusters.indices where clusters[glyph] < count {
                        prefix[clusters[glyph] + 1] += advances[glyph]
                        isClusterStart[clusters[glyph]] = true
                    }
                    // A run's own edges are cut already: it was shaped apart from its neighbours.
                    let unsafe = run.shaped.unsafeToBreak
                    for glyph in unsafe.indices where unsafe[glyph] {
                        let cluster = clusters[glyph]
                        if cluster < count, cluster != run.shaped.range.lowerBound { isSafeCut[cluster] = false }
                    }
                }
            }
        }
        var largest = 0.0
        prefix.withUnsafeMutableBufferPointer { prefix in
            for offset in 0..<count {
                largest = max(largest, abs(prefix[offset + 1]))
                prefix[offset + 1] += prefix[offset]
            }
        }
        largestStep = largest.isFinite ? largest : .infinity
        // A grapheme inside a glyph cluster (a ligature of two letters) has no advance of
        // its own: a cut there is shaped again, the ligature undone, as Pango does.
        for offset in 1..<max(1, count) where self.isGraphemeStart[offset] && !isClusterStart[offset] {
            isSafeCut[offset] = false
        }
    }

    // MARK: breaking

    /// The width of `range` without the spaces at its end (they hang past the edge), from
    /// the paragraph's shaping: what the line draws unless a cut is unsafe (`drawnWidth`).
    func visibleWidth(_ range: Range<Int>) -> Double {
        prefix[visibleEnd(range)] - prefix[range.lowerBound]
    }

    /// Where `range`'s visible text ends: before its trailing spaces, and, unless it ends
    /// the paragraph or a hard line, before its trailing no-break spaces too: they hang at
    /// the line's end, as in Pango, instead of beginning the next line.
    func visibleEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        let softEnd = end < count && breaks[end] != .mandatory
        while end > range.lowerBound, isSpace[end - 1] || (softEnd && isNoBreakSpace[end - 1]) { end -= 1 }
        return end
    }

    /// Whether the line piece `lower..<upper` of run `index` must be shaped again: it cuts
    /// the run where the glyphs either side depend on each other.
    @inline(__always)
    func needsReshape(_ index: Int, _ lower: Int, _ upper: Int) -> Bool {
        let range = runs[index].shaped.range
        return (lower > range.lowerBound && !isSafeCut[lower]) || (upper < range.upperBound && !isSafeCut[upper])
    }

    /// The width of `range` as its line draws it: its visible text, with every run piece
    /// that an unsafe cut leaves shaped on its own (`needsReshape`).
    func drawnWidth(_ range: Range<Int>) -> Double {
        let end = visibleEnd(range)
        guard !isSafeCut[range.lowerBound] || !isSafeCut[range.upperBound] else { return prefix[end] - prefix[range.lowerBound] }
        var width = 0.0
        for index in runIndices(overlapping: range) {
            let run = runs[index].shaped
            let lower = max(range.lowerBound, run.range.lowerBound), upper = min(range.upperBound, run.range.upperBound)
            let visibleUpper = min(upper, end)
            guard visibleUpper > lower else { continue }
            if needsReshape(index, lower, upper) {
                let piece = reshape(runs[index], lower..<upper)
                for glyph in piece.clusters.indices where piece.clusters[glyph] < visibleUpper { width += piece.advances[glyph] }
            } else {
                width += prefix[visibleUpper] - prefix[lower]
            }
        }
        return width
    }

    /// Greedy line breaking within `width` (nil: only mandatory breaks).
    func lineRanges(width: Double?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var lastOpportunity: Int?
        var offset = 1
        var correction = 0.0
        while offset <= count {
            if let width, visibleWidth(start..<offset) + correction > width + 1e-9 {
                if let opportunity = lastFittingOpportunity(start: start, before: lastOpportunity, width: width) {
                    // A compound too wide for any line is broken into its words anyway:
                    // its first words fill this line, as Pango fills it.
                    let end = overlongWordPart(after: opportunity, start: start, width: width) ?? opportunity
                    lines.append(start..<end)
                    start = end
                } else {
                    let end = forcedEnd(start: start, overflow: offset, width: width, correction: correction)
                    lines.append(start..<end)
                    start = end
                }
                correction = startCorrection(start)
                lastOpportunity = nil
                offset = start + 1
                continue
            }
            if offset < count, breaks[offset] == .mandatory {
                lines.append(start..<offset)
                start = offset
                correction = 0
                lastOpportunity = nil
            } else if breaks[offset] == .allowed {
                lastOpportunity = offset
            }
            offset += 1
        }
        if start < count || lines.isEmpty { lines.append(start..<count) }
        return lines
    }

    /// The last break opportunity after `start`, up to `latest`, whose line fits as drawn:
    /// `latest` unless an unsafe cut makes its line wider than the paragraph's shaping said.
    private func lastFittingOpportunity(start: Int, before latest: Int?, width: Double) -> Int? {
        guard var opportunity = latest, opportunity > start else { return nil }
        while drawnWidth(start..<opportunity) > width + 1e-9 {
            repeat { opportunity -= 1 } while opportunity > start && breaks[opportunity] != .allowed
            if opportunity == start { return nil }
        }
        return opportunity
    }

    /// Where a line from `start` ends when no break opportunity fits, the text up to
    /// `overflow` being too wide: inside the word, after as many grapheme clusters as fit
    /// as drawn, the cut piece shaped on its own (shaped with the next letter, it carries
    /// their kerning: the cut landed a letter off and could overflow; a ligature cut in
    /// two is two letters again). When not even the first fits, after it alone: a line
    /// never ends empty.
    ///
    /// The paragraph's cluster advances find the last glyph cluster that fits; from there
    /// the cut moves a grapheme at a time, measured as drawn: a ligature's advance lands
    /// on its first letter, so "Donaudampfschif" (DejaVu Sans 16 px: 140.88 px alone) is
    /// 146.27 px by the paragraph's "ff" ligature, and the cut would land a letter early.
    private func forcedEnd(start: Int, overflow: Int, width: Double, correction: Double) -> Int {
        if let part = lastFittingPart(start: start, width: width) { return part }
        func next(_ offset: Int) -> Int {
            var next = offset + 1
            while !isGraphemeStart[next] { next += 1 }
            return next
        }
        func previous(_ offset: Int) -> Int {
            var previous = offset - 1
            while previous > start, !isGraphemeStart[previous] { previous -= 1 }
            return previous
        }
        var end = overflow - 1
        while end > start, !(isClusterStart[end] && visibleWidth(start..<end) + correction <= width + 1e-9) { end -= 1 }
        // The paragraph's shaping was a guess where the cut is unsafe: measure as drawn.
        while end > start, drawnWidth(start..<end) > width + 1e-9 { end = previous(end) }
        // Up to the end of the glyph cluster that overflowed: inside it, the paragraph
        // counted the whole ligature at its first letter.
        var limit = overflow
        while !isClusterStart[limit] { limit += 1 }
        while end < limit, next(end) <= limit, drawnWidth(start..<next(end)) <= width + 1e-9 { end = next(end) }
        if end == start { end = next(start) }
        // No-break spaces after the cut hang at this line's end (`visibleEnd`).
        while end < count, isNoBreakSpace[end] { end = next(end) }
        return end
    }

    /// The last boundary between the parts of the word `start` is in (`wordParts`) whose
    /// line fits as drawn: a Thai compound wider than the line breaks between its words
    /// (ประเทศ|ไทย) before it breaks inside one (ประเทศไท|ย), as libthai and Pango break it.
    private func lastFittingPart(start: Int, width: Double) -> Int? {
        var wordStart = start
        while wordStart > 0, breaks[wordStart] == .none { wordStart -= 1 }
        return lastFittingPart(of: wordStart, lineStart: start, width: width)
    }

    /// The last part boundary of the word starting at `wordStart` after `lineStart` whose
    /// line from `lineStart` fits as drawn.
    private func lastFittingPart(of wordStart: Int, lineStart: Int, width: Double) -> Int? {
        var wordEnd = max(wordStart, lineStart) + 1
        while wordEnd < count, breaks[wordEnd] == .none { wordEnd += 1 }
        // A part whose width by the advances is past the line by more than what shaping
        // the two cuts again can take back does not fit as drawn either: it is skipped
        // without shaping. Otherwise a word of thousands of letters at a narrow width
        // shaped its line once per part, for each of its thousands of lines (a fuzzer's
        // input took minutes).
        let reach = width + 4 * largestStep + 1
        for part in wordParts(wordStart..<wordEnd).reversed() where part > lineStart && isGraphemeStart[part] {
            if visibleWidth(lineStart..<part) <= reach, drawnWidth(lineStart..<part) <= width + 1e-9 { return part }
        }
        return nil
    }

    /// Where the line from `start` ends inside the word after `opportunity` when that word
    /// is wider than a whole line (it will be broken into its parts wherever it starts),
    /// so its first parts join this line instead of leaving it short; nil otherwise.
    private func overlongWordPart(after opportunity: Int, start: Int, width: Double) -> Int? {
        guard opportunity < count, breaks[opportunity] == .allowed else { return nil }
        var wordEnd = opportunity + 1
        while wordEnd < count, breaks[wordEnd] == .none { wordEnd += 1 }
        guard visibleWidth(opportunity..<wordEnd) > width + 1e-9 else { return nil }
        return lastFittingPart(of: opportunity, lineStart: start, width: width)
    }

    /// What the paragraph's advances miss for a line that starts inside a glyph cluster
    /// (a ligature cut by the line before): they gave the whole ligature to its first
    /// letter, so the rest of it is drawn, shaped again, but counted 0.
    private func startCorrection(_ start: Int) -> Double {
        guard start < count, !isClusterStart[start] else { return 0 }
        var end = start + 1
        while !isClusterStart[end] { end += 1 }
        return drawnWidth(start..<end) - visibleWidth(start..<end)
    }

    /// The widest piece between two break opportunities (allowed or mandatory), without
    /// the spaces at its end: what a line laid out at width 0 holds at most, since greedy
    /// breaking ends a line at every opportunity then.
    func minContentWidth() -> Double {
        var widest = 0.0
        var start = 0
        for offset in stride(from: 1, through: count, by: 1) where offset == count || breaks[offset] != .none {
            widest = max(widest, visibleWidth(start..<offset))
            start = offset
        }
        return widest
    }

    // MARK: building

    func build(width: Double?) -> TextLayout {
        var ranges = lineRanges(width: width)
        var isTruncated = false
        // Pieces of text per line (logical order), with where an ellipsis goes.
        var pieces: [[Range<Int>]] = ranges.map { [$0] }
        var ellipsisAt: [Int?] = Array(repeating: nil, count: ranges.count)
        if let maxLines = style.maxLines, maxLines > 0, ranges.count > maxLines {
            isTruncated = true
            let lastStart = ranges[maxLines - 1].lowerBound
            ranges = Array(ranges.prefix(maxLines))
            pieces = Array(pieces.prefix(maxLines))
            ellipsisAt = Array(ellipsisAt.prefix(maxLines))
            let rest = lastStart..<count
            let (kept, insertion) = truncate(rest, width: width, singleLine: maxLines == 1)
            pieces[maxLines - 1] = kept
            ellipsisAt[maxLines - 1] = insertion
            ranges[maxLines - 1] = rest
        }

        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(ranges.count)
        var top = 0.0
        var widest = 0.0
        let lineWidths = pieces.enumerated().map { index, parts in
            parts.reduce(0.0) { $0 + drawnWidth($1) } + (ellipsisAt[index] != nil ? ellipsisWidth(at: ellipsisAt[index]!) : 0)
        }
        let boxWidth = width ?? (lineWidths.max() ?? 0)
        for (index, parts) in pieces.enumerated() {
            let endsParagraphOrHardBreak = index == pieces.count - 1 || breaks[ranges[index].upperBound] == .mandatory
            let line = buildLine(parts, ellipsisAt: ellipsisAt[index], range: ranges[index], top: top,
                                 boxWidth: boxWidth, visible: lineWidths[index], justify: !endsParagraphOrHardBreak)
            top = line.frame.maxY
            widest = max(widest, lineWidths[index])
            lines.append(line)
        }
        let firstBaseline = lines.first?.baseline ?? 0
        return TextLayout(size: Size(width: widest, height: top), firstBaseline: firstBaseline, lines: lines,
                          isTruncated: isTruncated, isRightToLeft: paragraphIsRightToLeft)
    }

    private func ellipsisWidth(at offset: Int) -> Double {
        makeEllipsis(offset)?.shaped.width ?? 0
    }

    /// What is kept of `rest` (the text from the last shown line on) so that it and an
    /// ellipsis fit on one line, and where the ellipsis goes.
    private func truncate(_ rest: Range<Int>, width: Double?, singleLine: Bool) -> ([Range<Int>], Int) {
        let mode = singleLine ? style.truncation : .tail
        let available = (width ?? .infinity) - ellipsisWidth(at: rest.lowerBound)
        func fitsFromStart(_ end: Int) -> Bool { visibleWidth(rest.lowerBound..<end) <= available + 1e-9 }
        switch mode {
        case .tail:
            var end = rest.upperBound
            // A tail cut never ends on a hard break's text or on what does not fit.
            if let hard = (rest.lowerBound + 1...max(rest.lowerBound + 1, rest.upperBound)).first(where: { $0 < count && breaks[$0] == .mandatory }) {
                end = min(end, hard)
            }
            while end > rest.lowerBound, !(isClusterStart[end] && fitsFromStart(end)) { end -= 1 }
            // As drawn: a cut inside a word is shaped again, and may be wider.
            while end > rest.lowerBound, !isClusterStart[end] || drawnWidth(rest.lowerBound..<end) > available + 1e-9 { end -= 1 }
            while end > rest.lowerBound, isSpace[end - 1] { end -= 1 }
            return ([rest.lowerBound..<end], end)
        case .head:
            var start = rest.lowerBound
            while start < rest.upperBound, !(isClusterStart[start] && prefix[rest.upperBound] - prefix[start] <= available + 1e-9) { start += 1 }
            return ([start..<rest.upperBound], start)
        case .middle:
            let half = available / 2
            var end = rest.lowerBound
            while end < rest.upperBound, prefix[end + 1] - prefix[rest.lowerBound] <= half + 1e-9 { end += 1 }
            while end > rest.lowerBound, !isClusterStart[end] { end -= 1 }
            var start = rest.upperBound
            while start > end, prefix[rest.upperBound] - prefix[start - 1] <= available - (prefix[end] - prefix[rest.lowerBound]) + 1e-9 { start -= 1 }
            while start < rest.upperBound, !isClusterStart[start] { start += 1 }
            return ([rest.lowerBound..<end, start..<rest.upperBound], end)
        }
    }
}
