import Geometry

/// Where offsets of the text are on a laid-out paragraph, for editing: the caret, the
/// selection's highlight, the offset under a point, and visual caret movement.
///
/// Offsets are UTF-16 offsets of the paragraph, as `Line.range` is. A glyph cluster holds
/// whole grapheme clusters (shaping merges them), so a grapheme boundary is always a
/// cluster boundary or inside a ligature of several graphemes, where positions are
/// interpolated across the ligature's width (as Pango and Chromium do).
///
/// **The caret at a direction boundary** is split, as GTK and Pango draw it: at offset
/// `o` between runs of opposite directions, text typed in the paragraph's direction
/// continues the run of that direction and text in the other direction the other run, so
/// both places are drawn: the primary caret (`Caret.x`, the paragraph direction's) in the
/// line's upper half, the secondary (`Caret.secondaryX`) in its lower half. Windows and
/// Chromium draw one caret at the primary place instead; the split caret was chosen because
/// it shows where the next character lands whichever script it is in.
///
/// **Arrows move visually**: `visualNeighbour` steps over the cluster to the left or
/// right of where the caret is drawn, so the caret moves across the screen evenly in mixed
/// text; where one offset shows in two places, the caret's last drawn x says which one it
/// is at (the platforms' "affinity"). Where clusters overlap (a negative letter spacing
/// larger than the glyphs), arrows move logically instead.
extension TextLayout {
    /// Where a caret at one offset is drawn, in the layout's coordinates.
    public struct Caret: Sendable, Equatable {
        /// Where text of the paragraph's direction would be inserted.
        public var x: Double
        /// At a boundary between runs of opposite directions, where text of the other
        /// direction would be inserted; nil when that is `x` too.
        public var secondaryX: Double?
        /// The caret's line box.
        public var top: Double
        public var height: Double
        /// The index of the caret's line in `lines`.
        public var lineIndex: Int
    }

    /// One glyph cluster on a line: its text and where it is drawn.
    struct ClusterSpan {
        var start: Int
        var end: Int
        var minX: Double
        var maxX: Double
        var isRightToLeft: Bool

        /// The offset shown at its left edge and at its right edge.
        var leftOffset: Int { isRightToLeft ? end : start }
        var rightOffset: Int { isRightToLeft ? start : end }

        /// Where `offset` (within `start...end`) is drawn: interpolated inside a ligature.
        func x(at offset: Int) -> Double {
            guard end > start else { return isRightToLeft ? maxX : minX }
            let fraction = Double(offset - start) / Double(end - start)
            let width = maxX - minX
            return isRightToLeft ? maxX - fraction * width : minX + fraction * width
        }
    }

    /// The line an offset's caret is on: the line whose text holds it, the following
    /// line at a soft break (where the next character is drawn), the last line at the end.
    public func lineIndex(forOffset offset: Int) -> Int {
        var low = 0, high = lines.count
        // The last line starting at or before the offset.
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The clusters of line `index`, in visual order (left to right).
    func clusterSpans(ofLine index: Int) -> [ClusterSpan] {
        let line = lines[index]
        var spans: [ClusterSpan] = []
        for run in line.runs {
            var pen = run.minX
            var glyph = 0
            while glyph < run.glyphs.count {
                let cluster = run.clusters[glyph]
                let left = pen
                while glyph < run.glyphs.count, run.clusters[glyph] == cluster {
                    pen += run.advances[glyph]
                    glyph += 1
                }
                // The ellipsis stands for no text: no caret stops in it.
                guard cluster != Int.max else { continue }
                spans.append(ClusterSpan(start: cluster, end: cluster, minX: left, maxX: pen, isRightToLeft: run.isRightToLeft))
            }
        }
        // A cluster ends where the next one in logical order starts, the last at the line's text end.
        var starts = spans.map(\.start)
        starts.sort()
        for index in spans.indices {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= spans[index].start { low = middle + 1 } else { high = middle }
            }
            spans[index].end = low < starts.count ? starts[low] : max(spans[index].start, line.textEnd)
        }
        return spans
    }

    /// Where the caret at `offset` is drawn (offsets past the text are taken as its end).
    public func caret(at offset: Int) -> Caret {
        caretAndSpans(at: offset).caret
    }

    /// The caret at `offset` and the clusters of its line (visual moves need both).
    private func caretAndSpans(at offset: Int) -> (caret: Caret, spans: [ClusterSpan]) {
        guard !lines.isEmpty else {
            return (Caret(x: isRightToLeft ? size.width : 0, secondaryX: nil, top: 0, height: size.height, lineIndex: 0), [])
        }
        let index = lineIndex(forOffset: offset)
        let line = lines[index]
        if index == lines.count - 1, offset > line.textEnd, line.textEnd < line.range.upperBound {
            // After a separator that ends the text: the start of the empty line it opens.
            return (Caret(x: isRightToLeft ? size.width : 0, secondaryX: nil, top: line.frame.maxY,
                          height: line.frame.height, lineIndex: index), clusterSpans(ofLine: index))
        }
        let offset = min(offset, line.textEnd)
        let spans = clusterSpans(ofLine: index)
        var after: ClusterSpan?, before: ClusterSpan?
        for span in spans {
            if span.start <= offset, offset < span.end { after = span }
            if span.start < offset, offset <= span.end { before = span }
        }
        let lineStartX = isRightToLeft ? (spans.map(\.maxX).max() ?? line.frame.maxX) : (spans.map(\.minX).min() ?? line.frame.minX)
        let afterX = after.map { $0.x(at: offset) }
        let beforeX = before.map { $0.x(at: offset) }
        var x = afterX ?? beforeX ?? lineStartX
        var secondary: Double?
        if let after, let before, let afterX, let beforeX, abs(afterX - beforeX) > 1e-6 {
            // Two places: the primary is the one of the run in the paragraph's direction.
            let beforeIsPrimary = before.isRightToLeft == isRightToLeft || after.isRightToLeft != isRightToLeft
            x = beforeIsPrimary ? beforeX : afterX
            secondary = beforeIsPrimary ? afterX : beforeX
        }
        return (Caret(x: x, secondaryX: secondary, top: line.frame.minY, height: line.frame.height, lineIndex: index), spans)
    }

    /// The offset nearest to `point` (layout coordinates): on the line at its y (the
    /// first or last line above or below the text), at the nearer edge of the cluster
    /// under its x, interpolated inside a ligature.
    public func offset(at point: Point) -> Int {
        guard !lines.isEmpty else { return 0 }
        var index = lines.count - 1
        for (candidate, line) in lines.enumerated() where point.y < line.frame.maxY {
            index = candidate
            break
        }
        let line = lines[index]
        let spans = clusterSpans(ofLine: index)
        guard let first = spans.first, let last = spans.last else { return line.range.lowerBound }
        if point.x <= first.minX { return first.leftOffset }
        if point.x >= last.maxX { return last.rightOffset }
        for span in spans where point.x < span.maxX {
            // Inside a ligature, the nearest of its units; else the nearer edge.
            let width = span.maxX - span.minX
            let fraction = width > 0 ? (point.x - span.minX) / width : 0
            let units = span.end - span.start
            let fromLeft = Int((fraction * Double(units)).rounded())
            return span.isRightToLeft ? span.end - fromLeft : span.start + fromLeft
        }
        return last.rightOffset
    }

    /// The rectangles that highlight `range` (layout coordinates): per line, one for each
    /// visual stretch of the selected clusters, as high as the line, in visual order; a
    /// selected line separator shows as a space's width at the line's end side.
    public func selectionRects(for range: Range<Int>) -> [Rect] {
        guard !range.isEmpty, !lines.isEmpty else { return [] }
        var rects: [Rect] = []
        for index in lineIndex(forOffset: range.lowerBound)..<lines.count {
            let line = lines[index]
            if line.range.lowerBound >= range.upperBound, index > 0 { break }
            var lineRects: [Rect] = []
            for span in clusterSpans(ofLine: index) {
                let lower = max(span.start, range.lowerBound), upper = min(span.end, range.upperBound)
                guard lower < upper else { continue }
                let x0 = span.x(at: lower), x1 = span.x(at: upper)
                let minX = min(x0, x1), maxX = max(x0, x1)
                if let last = lineRects.last, abs(last.maxX - minX) < 1e-6 {
                    lineRects[lineRects.count - 1] = Rect(x: last.minX, y: last.minY, width: maxX - last.minX, height: last.height)
                } else {
                    lineRects.append(Rect(x: minX, y: line.frame.minY, width: maxX - minX, height: line.frame.height))
                }
            }
            if line.textEnd < line.range.upperBound, range.contains(line.textEnd) {
                // The separator has no glyph: show that it is selected.
                let width = line.frame.height / 3
                let x = isRightToLeft ? (lineRects.map(\.minX).min() ?? line.frame.minX) - width
                    : (lineRects.map(\.maxX).max() ?? line.frame.maxX)
                lineRects.append(Rect(x: x, y: line.frame.minY, width: width, height: line.frame.height))
            }
            rects += lineRects
        }
        return rects
    }

    /// The caret one cluster to the right (`movingRight`) or left of where the caret at
    /// `offset` is drawn: the new offset and the x it is drawn at. `x` is where the caret
    /// was drawn, for an offset shown in two places (nil: its primary place). Nil at the
    /// line's visual end, where the caller moves to the next or previous line.
    public func visualNeighbour(of offset: Int, drawnAt x: Double? = nil, movingRight: Bool) -> (offset: Int, x: Double)? {
        guard !lines.isEmpty else { return nil }
        let (caret, spans) = caretAndSpans(at: offset)
        guard Self.runLeftToRight(spans) else {
            return logicalNeighbour(of: offset, in: spans, forward: movingRight != isRightToLeft)
        }
        var places = [caret.x] + (caret.secondaryX.map { [$0] } ?? [])
        if let x, let place = places.first(where: { abs($0 - x) < 1e-6 }) { places = [place] }
        for place in places {
            // The cluster that starts (or ends) at the caret, then one the caret is inside.
            if movingRight {
                if let span = spans.first(where: { abs($0.minX - place) < 1e-6 && $0.maxX > place }) {
                    return (span.rightOffset, span.maxX)
                }
                if let span = spans.first(where: { $0.minX < place && place < $0.maxX }) {
                    return (span.rightOffset, span.maxX)
                }
            } else {
                if let span = spans.last(where: { abs($0.maxX - place) < 1e-6 && $0.minX < place }) {
                    return (span.leftOffset, span.minX)
                }
                if let span = spans.last(where: { $0.minX < place && place < $0.maxX }) {
                    return (span.leftOffset, span.minX)
                }
            }
        }
        return nil
    }

    /// Whether each cluster starts where the one to its left ends or further right. A
    /// negative letter spacing larger than the glyphs' advances draws clusters backwards
    /// over each other; there "the cluster to the right" means nothing, and stepping by x
    /// went round in circles (found by the `AttributedTextLayout` fuzz target: Hebrew and
    /// Devanagari at 48 pt with a spacing of -20).
    private static func runLeftToRight(_ spans: [ClusterSpan]) -> Bool {
        var right = -Double.infinity
        for span in spans {
            guard span.maxX >= span.minX - 1e-6, span.minX >= right - 1e-6 else { return false }
            right = span.maxX
        }
        return true
    }

    /// The next cluster boundary of the line in logical order (`forward`: later in the
    /// text), for a line whose clusters overlap: every step moves on, so a walk ends.
    private func logicalNeighbour(of offset: Int, in spans: [ClusterSpan], forward: Bool) -> (offset: Int, x: Double)? {
        let boundaries = spans.flatMap { [$0.start, $0.end] }
        let next = forward ? boundaries.filter { $0 > offset }.min() : boundaries.filter { $0 < offset }.max()
        return next.map { ($0, caret(at: $0).x) }
    }
}
