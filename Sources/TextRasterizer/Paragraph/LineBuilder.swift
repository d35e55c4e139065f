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
    let style: ParagraphStyle
    let paragraphIsRightToLeft: Bool
    /// The ellipsis shaped in the font of the text it follows: builds on demand.
    let makeEllipsis: (_ atOffset: Int) -> LogicalRun?
    /// Metrics for an empty paragraph (the first attributes' font).
    let emptyMetrics: (ascent: Double, descent: Double, lineGap: Double, size: Double)

    private let count: Int
    /// `isClusterStart[i]`: a cluster starts at offset `i` (and at `count`).
    private var isClusterStart: [Bool]
    /// `prefix[i]`: the advances of the clusters before offset `i`.
    private var prefix: [Double]

    init(count: Int, runs: [LogicalRun], breaks: [BreakKind], isSpace: [Bool], isHidden: [Bool], style: ParagraphStyle,
         paragraphIsRightToLeft: Bool, emptyMetrics: (ascent: Double, descent: Double, lineGap: Double, size: Double),
         makeEllipsis: @escaping (Int) -> LogicalRun?) {
        self.count = count
        self.runs = runs
        self.breaks = breaks
        self.isSpace = isSpace
        self.isHidden = isHidden
        self.style = style
        self.paragraphIsRightToLeft = paragraphIsRightToLeft
        self.emptyMetrics = emptyMetrics
        self.makeEllipsis = makeEllipsis
        isClusterStart = [Bool](repeating: false, count: count + 1)
        isClusterStart[count] = true
        // Each cluster's advance lands after its start offset; a running sum makes the prefixes.
        prefix = [Double](repeating: 0, count: count + 1)
        for run in runs {
            run.shaped.clusters.withUnsafeBufferPointer { clusters in
                run.shaped.advances.withUnsafeBufferPointer { advances in
                    for glyph in clusters.indices where clusters[glyph] < count {
                        prefix[clusters[glyph] + 1] += advances[glyph]
                        isClusterStart[clusters[glyph]] = true
                    }
                }
            }
        }
        prefix.withUnsafeMutableBufferPointer { prefix in
            for offset in 0..<count { prefix[offset + 1] += prefix[offset] }
        }
    }

    // MARK: breaking

    /// The width of `range` without the spaces at its end (they hang past the edge).
    private func visibleWidth(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound, isSpace[end - 1] { end -= 1 }
        return prefix[end] - prefix[range.lowerBound]
    }

    /// Greedy line breaking within `width` (nil: only mandatory breaks).
    func lineRanges(width: Double?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var lastOpportunity: Int?
        var offset = 1
        while offset <= count {
            if let width, visibleWidth(start..<offset) > width + 1e-9 {
                if let opportunity = lastOpportunity, opportunity > start {
                    lines.append(start..<opportunity)
                    start = opportunity
                } else {
                    // Nothing else fits: break inside the word, after as many clusters as
                    // fit; when not even the first fits, after it alone (a line never
                    // ends empty, and never inside a cluster).
                    var end = offset - 1
                    while end > start, !(isClusterStart[end] && prefix[end] - prefix[start] <= width + 1e-9) { end -= 1 }
                    if end == start {
                        end += 1
                        while !isClusterStart[end] { end += 1 }
                    }
                    lines.append(start..<end)
                    start = end
                }
                lastOpportunity = nil
                offset = start + 1
                continue
            }
            if offset < count, breaks[offset] == .mandatory {
                lines.append(start..<offset)
                start = offset
                lastOpportunity = nil
            } else if breaks[offset] == .allowed {
                lastOpportunity = offset
            }
            offset += 1
        }
        if start < count || lines.isEmpty { lines.append(start..<count) }
        return lines
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
            parts.reduce(0.0) { $0 + visibleWidth($1) } + (ellipsisAt[index] != nil ? ellipsisWidth(at: ellipsisAt[index]!) : 0)
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
                          isTruncated: isTruncated)
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

    /// A run's glyphs on one line, in logical order: which run (or the ellipsis), which
    /// of its glyphs, and at what level (trailing spaces take the paragraph's).
    private struct Piece {
        /// An index into `runs`, or nil for the ellipsis.
        var runIndex: Int?
        var glyphs: Range<Int>
        var level: UInt8
    }

    /// Positions the glyphs of one line.
    private func buildLine(_ parts: [Range<Int>], ellipsisAt: Int?, range: Range<Int>, top: Double,
                           boxWidth: Double, visible: Double, justify: Bool) -> TextLayout.Line {
        var pieces: [Piece] = []
        let trailingStart = trailingSpaceStart(parts)
        let paragraphLevel: UInt8 = paragraphIsRightToLeft ? 1 : 0
        // Built at most once per line, and only when it has one.
        var ellipsis: LogicalRun?
        func ellipsisPiece(at offset: Int) -> Piece? {
            if ellipsis == nil { ellipsis = makeEllipsis(offset) }
            return ellipsis.map { Piece(runIndex: nil, glyphs: $0.shaped.glyphs.indices, level: $0.level) }
        }
        for part in parts where !part.isEmpty {
            for runIndex in runIndices(overlapping: part) {
                let run = runs[runIndex]
                let glyphs = glyphIndices(of: run.shaped, in: part)
                if glyphs.isEmpty { continue }
                if run.shaped.range.upperBound <= trailingStart || run.level == paragraphLevel {
                    pieces.append(Piece(runIndex: runIndex, glyphs: glyphs, level: run.level))
                    continue
                }
                // UAX #9 L1: the spaces ending a line take the paragraph's level, so they
                // hang at its end side rather than inside a run of the other direction.
                // Clusters are monotonic in a run, so text and trailing spaces split it in two.
                let text = glyphIndices(of: run.shaped, in: part.lowerBound..<max(part.lowerBound, trailingStart))
                let trailing = glyphIndices(of: run.shaped, in: max(part.lowerBound, trailingStart)..<part.upperBound)
                if !text.isEmpty { pieces.append(Piece(runIndex: runIndex, glyphs: text, level: run.level)) }
                if !trailing.isEmpty { pieces.append(Piece(runIndex: runIndex, glyphs: trailing, level: paragraphLevel)) }
            }
            if let ellipsisAt, ellipsisAt == part.upperBound, let piece = ellipsisPiece(at: ellipsisAt) {
                pieces.append(piece)
            }
        }
        if let ellipsisAt, parts.allSatisfy({ $0.upperBound != ellipsisAt }), let piece = ellipsisPiece(at: ellipsisAt) {
            // Head truncation: the ellipsis leads.
            pieces.insert(piece, at: 0)
        }
        func run(of piece: Piece) -> LogicalRun { piece.runIndex.map { runs[$0] } ?? ellipsis! }

        // Vertical metrics of the line.
        var ascent = 0.0, descent = 0.0, gap = 0.0, fontSize = 0.0
        if pieces.isEmpty {
            (ascent, descent, gap, fontSize) = emptyMetrics
        }
        for piece in pieces {
            let run = run(of: piece)
            ascent = max(ascent, run.ascent)
            descent = max(descent, run.descent)
            gap = max(gap, run.lineGap)
            fontSize = max(fontSize, run.shaped.size)
        }
        let height: Double
        switch style.lineHeight {
        case .normal: height = ascent + descent + gap
        case .multiple(let factor): height = max(0, factor) * fontSize
        case .fixed(let points): height = max(0, points)
        }
        // Half the leading goes above the text, half below (CSS 2 §10.8.1).
        let baseline = top + (height - (ascent + descent)) / 2 + ascent

        // Which clusters are stretchable spaces when the line is justified.
        func isJustifiableSpace(_ cluster: Int) -> Bool {
            cluster < count && cluster < trailingStart && isSpace[cluster] && isClusterStart[cluster]
        }
        // Horizontal: visual order of the pieces, alignment, justification.
        let order = BidiParagraph.visualOrder(ofRunLevels: pieces.map(\.level))
        var spaceCount = 0
        if justify, style.alignment == .justified {
            for piece in pieces {
                let clusters = run(of: piece).shaped.clusters
                for glyph in piece.glyphs where isJustifiableSpace(clusters[glyph]) { spaceCount += 1 }
            }
        }
        let free = boxWidth - visible
        var x: Double
        switch style.alignment {
        case .left: x = 0
        case .right: x = free
        case .center: x = free / 2
        case .natural, .justified: x = paragraphIsRightToLeft ? free : 0
        }
        let extraPerSpace = spaceCount > 0 && free > 0 ? free / Double(spaceCount) : 0
        if extraPerSpace > 0 { x = 0 }
        if paragraphIsRightToLeft {
            // Trailing spaces of a right-to-left line hang past its left edge.
            x -= (parts.reduce(0.0) { $0 + prefix[$1.upperBound] - prefix[$1.lowerBound] } - parts.reduce(0.0) { $0 + visibleWidth($1) })
        }
        var runsOut: [TextLayout.GlyphRun] = []
        runsOut.reserveCapacity(pieces.count)
        for index in order {
            let piece = pieces[index]
            let shaped = run(of: piece).shaped
            let minX = x
            var kept = 0
            // Filled in place: capacity for every glyph, the count of those kept.
            var glyphs: [UInt32] = [], xs: [Double] = [], ys: [Double] = []
            shaped.glyphs.withUnsafeBufferPointer { sourceGlyphs in
            shaped.clusters.withUnsafeBufferPointer { clusters in
            shaped.advances.withUnsafeBufferPointer { advances in
            shaped.offsetsX.withUnsafeBufferPointer { offsetsX in
            shaped.offsetsY.withUnsafeBufferPointer { offsetsY in
                let capacity = piece.glyphs.count
                glyphs = [UInt32](unsafeUninitializedCapacity: capacity) { outGlyphs, glyphCount in
                    xs = [Double](unsafeUninitializedCapacity: capacity) { outXs, xCount in
                        ys = [Double](unsafeUninitializedCapacity: capacity) { outYs, yCount in
                            for glyph in piece.glyphs {
                                let cluster = clusters[glyph]
                                // Line and paragraph separators take no glyph on the line.
                                if cluster < count, isHidden[cluster] { continue }
                                outGlyphs.initializeElement(at: kept, to: sourceGlyphs[glyph])
                                outXs.initializeElement(at: kept, to: x + offsetsX[glyph])
                                outYs.initializeElement(at: kept, to: baseline - offsetsY[glyph])
                                kept += 1
                                x += advances[glyph]
                                if extraPerSpace > 0, isJustifiableSpace(cluster) { x += extraPerSpace }
                            }
                            yCount = kept
                        }
                        xCount = kept
                    }
                    glyphCount = kept
                }
            }
            }
            }
            }
            }
            if kept == 0 { continue }
            runsOut.append(TextLayout.GlyphRun(face: shaped.face, size: shaped.size, attributesIndex: run(of: piece).attributesIndex,
                                               glyphs: glyphs, positionsX: xs, positionsY: ys, minX: minX, maxX: x))
        }
        let left = runsOut.first?.minX ?? 0
        let right = runsOut.last?.maxX ?? 0
        return TextLayout.Line(baseline: baseline, frame: Rect(x: left, y: top, width: max(0, right - left), height: height),
                               range: range, runs: runsOut)
    }

    /// The runs that reach into `part`. Runs are in logical order and do not overlap, so
    /// a binary search finds the first one: a line costs its own runs, not the paragraph's.
    private func runIndices(overlapping part: Range<Int>) -> Range<Int> {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].shaped.range.upperBound <= part.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < runs.count, runs[end].shaped.range.lowerBound < part.upperBound { end += 1 }
        return low..<end
    }

    /// The glyphs of `run` whose clusters lie in `part`. Clusters are monotonic in a
    /// run (rising left to right, falling in a right-to-left run), so two binary
    /// searches find them: lines cost their own glyphs, not their run's.
    private func glyphIndices(of run: ShapedRun, in part: Range<Int>) -> Range<Int> {
        let clusters = run.clusters
        func firstIndex(where predicate: (Int) -> Bool) -> Int {
            var low = 0, high = clusters.count
            while low < high {
                let middle = (low + high) / 2
                if predicate(clusters[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        if run.isRightToLeft {
            // Falling clusters: first glyph below the part's end, first below its start.
            return firstIndex { $0 < part.upperBound }..<firstIndex { $0 < part.lowerBound }
        }
        return firstIndex { $0 >= part.lowerBound }..<firstIndex { $0 >= part.upperBound }
    }

    /// The offset where the spaces at the logical end of the line begin.
    private func trailingSpaceStart(_ parts: [Range<Int>]) -> Int {
        guard let last = parts.last else { return 0 }
        var end = last.upperBound
        while end > last.lowerBound, isSpace[end - 1] { end -= 1 }
        return end
    }
}
