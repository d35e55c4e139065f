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

    let count: Int
    /// `isClusterStart[i]`: a cluster starts at offset `i` (and at `count`).
    private(set) var isClusterStart: [Bool]
    /// `prefix[i]`: the advances of the clusters before offset `i`.
    private(set) var prefix: [Double]

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
    func visibleWidth(_ range: Range<Int>) -> Double {
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
}
