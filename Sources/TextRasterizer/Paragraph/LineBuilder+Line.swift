import Geometry

/// One line of a paragraph, from its logical ranges to positioned glyphs, in five steps:
/// its pieces in logical order (`linePieces`), its box from their font metrics
/// (`lineBox`), the stretch of justification (`justificationPerSpace`), where its first
/// glyph starts (`lineStart`), then every glyph in visual order (`positionedRuns`).
/// The steps are inlined into `buildLine`: as calls they cost 3% more instructions per
/// line (callgrind, `gallery bench --scene text-paragraph`).
extension LineBuilder {
    /// A run's glyphs on one line, in logical order: which run (or the ellipsis), which
    /// of its glyphs, and at what level (trailing spaces take the paragraph's).
    struct Piece {
        /// An index into `runs`, or nil for the ellipsis.
        var runIndex: Int?
        var glyphs: Range<Int>
        var level: UInt8
        /// An index into the line's `reshaped` runs when the line cuts the run unsafely:
        /// `glyphs` are then that run's.
        var reshapedIndex: Int? = nil
    }

    /// A line's pieces in logical order, and the ellipsis they may hold.
    struct LinePieces {
        var pieces: [Piece] = []
        /// Shaped at most once per line, and only when it has one.
        var ellipsis: LogicalRun?
        /// Pieces of runs shaped on their own (`LineBuilder.needsReshape`); usually none.
        var reshaped: [ShapedRun] = []
    }

    /// The line box's height and the baseline within the paragraph.
    struct LineBox {
        var height: Double
        var baseline: Double
    }

    /// Positions the glyphs of one line.
    func buildLine(_ parts: [Range<Int>], ellipsisAt: Int?, range: Range<Int>, top: Double,
                   boxWidth: Double, visible: Double, justify: Bool) -> TextLayout.Line {
        let trailingStart = trailingSpaceStart(parts)
        let line = linePieces(parts, ellipsisAt: ellipsisAt, trailingStart: trailingStart)
        let box = lineBox(line, top: top)
        let free = boxWidth - visible
        let extraPerSpace = justify ? justificationPerSpace(line, trailingStart: trailingStart, free: free) : 0
        let startX = lineStart(parts, free: free, justified: extraPerSpace > 0)
        let runsOut = positionedRuns(line, startX: startX, baseline: box.baseline, extraPerSpace: extraPerSpace,
                                     trailingStart: trailingStart)
        let left = runsOut.first?.minX ?? 0
        let right = runsOut.last?.maxX ?? 0
        var textEnd = range.upperBound
        while textEnd > range.lowerBound, isHidden[textEnd - 1] { textEnd -= 1 }
        return TextLayout.Line(baseline: box.baseline, frame: Rect(x: left, y: top, width: max(0, right - left), height: box.height),
                               range: range, textEnd: textEnd, runs: runsOut)
    }

    /// The shaped glyphs of a piece: one of `runs`', or the line's ellipsis's (read in
    /// place: copying a whole `LogicalRun` costs more).
    @inline(__always)
    func shaped(_ piece: Piece, in line: LinePieces) -> ShapedRun {
        if let reshaped = piece.reshapedIndex { return line.reshaped[reshaped] }
        if let index = piece.runIndex { return runs[index].shaped }
        return line.ellipsis!.shaped
    }

    // MARK: 1. pieces

    /// The glyphs of the line's parts run by run, in logical order, with the ellipsis
    /// where truncation put it (leading, for a head cut).
    @inline(__always)
    func linePieces(_ parts: [Range<Int>], ellipsisAt: Int?, trailingStart: Int) -> LinePieces {
        // Locals, not the result's fields: the closure below captures only the ellipsis.
        var pieces: [Piece] = []
        var ellipsis: LogicalRun?
        var reshaped: [ShapedRun] = []
        let paragraphLevel: UInt8 = paragraphIsRightToLeft ? 1 : 0
        func ellipsisPiece(at offset: Int) -> Piece? {
            if ellipsis == nil { ellipsis = makeEllipsis(offset) }
            return ellipsis.map { Piece(runIndex: nil, glyphs: $0.shaped.glyphs.indices, level: $0.level) }
        }
        for part in parts where !part.isEmpty {
            for runIndex in runIndices(overlapping: part) {
                let run = runs[runIndex]
                var shaped = run.shaped
                var reshapedIndex: Int?
                let lower = max(part.lowerBound, shaped.range.lowerBound), upper = min(part.upperBound, shaped.range.upperBound)
                // A run that only touches the part (an empty overlap) gives it no glyphs.
                guard lower < upper else { continue }
                if needsReshape(runIndex, lower, upper) {
                    // The line cuts the run where its glyphs depend on the other side.
                    shaped = reshape(run, lower..<upper)
                    reshapedIndex = reshaped.count
                    reshaped.append(shaped)
                }
                let glyphs = glyphIndices(of: shaped, in: part)
                if glyphs.isEmpty { continue }
                if shaped.range.upperBound <= trailingStart || run.level == paragraphLevel {
                    pieces.append(Piece(runIndex: runIndex, glyphs: glyphs, level: run.level, reshapedIndex: reshapedIndex))
                    continue
                }
                // UAX #9 L1: the spaces ending a line take the paragraph's level, so they
                // hang at its end side rather than inside a run of the other direction.
                // Clusters are monotonic in a run, so text and trailing spaces split it in two.
                let text = glyphIndices(of: shaped, in: part.lowerBound..<max(part.lowerBound, trailingStart))
                let trailing = glyphIndices(of: shaped, in: max(part.lowerBound, trailingStart)..<part.upperBound)
                if !text.isEmpty {
                    pieces.append(Piece(runIndex: runIndex, glyphs: text, level: run.level, reshapedIndex: reshapedIndex))
                }
                if !trailing.isEmpty {
                    pieces.append(Piece(runIndex: runIndex, glyphs: trailing, level: paragraphLevel, reshapedIndex: reshapedIndex))
                }
            }
            if let ellipsisAt, ellipsisAt == part.upperBound, let piece = ellipsisPiece(at: ellipsisAt) {
                pieces.append(piece)
            }
        }
        if let ellipsisAt, parts.allSatisfy({ $0.upperBound != ellipsisAt }), let piece = ellipsisPiece(at: ellipsisAt) {
            // Head truncation: the ellipsis leads.
            pieces.insert(piece, at: 0)
        }
        return LinePieces(pieces: pieces, ellipsis: ellipsis, reshaped: reshaped)
    }

    // MARK: 2. line box

    /// The line's height (from the tallest font metrics, or the line height the style
    /// sets) and its baseline, with half the leading above the text and half below
    /// (CSS 2 §10.8.1).
    @inline(__always)
    func lineBox(_ line: LinePieces, top: Double) -> LineBox {
        var ascent = 0.0, descent = 0.0, gap = 0.0, fontSize = 0.0
        if line.pieces.isEmpty {
            (ascent, descent, gap, fontSize) = emptyMetrics
        }
        // Fields read in place: copying a run would retain its five arrays.
        func include(_ run: borrowing LogicalRun) {
            ascent = max(ascent, run.ascent)
            descent = max(descent, run.descent)
            gap = max(gap, run.lineGap)
            fontSize = max(fontSize, run.shaped.size)
        }
        for piece in line.pieces {
            if let index = piece.runIndex { include(runs[index]) } else { include(line.ellipsis!) }
        }
        let height: Double
        switch style.lineHeight {
        case .normal: height = ascent + descent + gap
        case .multiple(let factor): height = max(0, factor) * fontSize
        case .fixed(let points): height = max(0, points)
        }
        return LineBox(height: height, baseline: top + (height - (ascent + descent)) / 2 + ascent)
    }

    // MARK: 3. justification

    /// Whether a cluster is a space that stretches when its line is justified.
    @inline(__always)
    func isJustifiableSpace(_ cluster: Int, trailingStart: Int) -> Bool {
        cluster < count && cluster < trailingStart && isSpace[cluster] && isClusterStart[cluster]
    }

    /// What each stretchable space of a justified line gains to fill `free` points
    /// (0 for other alignments, a line without spaces or one with no room left).
    @inline(__always)
    func justificationPerSpace(_ line: LinePieces, trailingStart: Int, free: Double) -> Double {
        guard style.alignment == .justified, free > 0 else { return 0 }
        var spaceCount = 0
        for piece in line.pieces {
            let clusters = shaped(piece, in: line).clusters
            for glyph in piece.glyphs where isJustifiableSpace(clusters[glyph], trailingStart: trailingStart) { spaceCount += 1 }
        }
        return spaceCount > 0 ? free / Double(spaceCount) : 0
    }

    // MARK: 4. start

    /// Where the line's first glyph (in visual order) goes: by alignment within the box
    /// (`free` points to spare), at 0 when justification fills the line; a right-to-left
    /// line starts further left by its trailing spaces, which hang past its left edge.
    @inline(__always)
    func lineStart(_ parts: [Range<Int>], free: Double, justified: Bool) -> Double {
        var x: Double
        switch style.alignment {
        case .left: x = 0
        case .right: x = free
        case .center: x = free / 2
        case .natural, .justified: x = paragraphIsRightToLeft ? free : 0
        }
        if justified { x = 0 }
        if paragraphIsRightToLeft {
            x -= (parts.reduce(0.0) { $0 + prefix[$1.upperBound] - prefix[$1.lowerBound] } - parts.reduce(0.0) { $0 + visibleWidth($1) })
        }
        return x
    }

    // MARK: 5. glyphs

    /// The pieces in visual order (UAX #9 L2) as glyph runs: each glyph at its pen
    /// position plus its offset, separators dropped, justified spaces stretched.
    @inline(__always)
    func positionedRuns(_ line: LinePieces, startX: Double, baseline: Double, extraPerSpace: Double,
                        trailingStart: Int) -> [TextLayout.GlyphRun] {
        let order = BidiParagraph.visualOrder(ofRunLevels: line.pieces.map(\.level))
        var x = startX
        var runsOut: [TextLayout.GlyphRun] = []
        runsOut.reserveCapacity(line.pieces.count)
        for index in order {
            let piece = line.pieces[index]
            let shaped = shaped(piece, in: line)
            let attributesIndex = piece.runIndex.map { runs[$0].attributesIndex } ?? line.ellipsis!.attributesIndex
            let minX = x
            var kept = 0
            // Filled in place: capacity for every glyph, the count of those kept.
            var glyphs: [UInt32] = [], xs: [Double] = [], ys: [Double] = []
            // The paragraph's flags and length as locals: read once per piece, not per glyph.
            let count = count
            isHidden.withUnsafeBufferPointer { isHidden in
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
                                if extraPerSpace > 0, isJustifiableSpace(cluster, trailingStart: trailingStart) { x += extraPerSpace }
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
            }
            if kept == 0 { continue }
            // What editing reads (`TextLayout+Carets`): each kept glyph's cluster and advance.
            var clustersOut: [Int] = [], advancesOut: [Double] = []
            clustersOut.reserveCapacity(kept)
            advancesOut.reserveCapacity(kept)
            for glyph in piece.glyphs {
                let cluster = shaped.clusters[glyph]
                if cluster < count, isHidden[cluster] { continue }
                clustersOut.append(cluster)
                let stretch = extraPerSpace > 0 && isJustifiableSpace(cluster, trailingStart: trailingStart) ? extraPerSpace : 0
                advancesOut.append(shaped.advances[glyph] + stretch)
            }
            runsOut.append(TextLayout.GlyphRun(face: shaped.face, size: shaped.size, attributesIndex: attributesIndex,
                                               glyphs: glyphs, clusters: clustersOut, advances: advancesOut,
                                               isRightToLeft: piece.level % 2 == 1,
                                               positionsX: xs, positionsY: ys, minX: minX, maxX: x))
        }
        return runsOut
    }

    // MARK: finding a line's glyphs

    /// The runs that reach into `part`. Runs are in logical order and do not overlap, so
    /// a binary search finds the first one: a line costs its own runs, not the paragraph's.
    func runIndices(overlapping part: Range<Int>) -> Range<Int> {
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
    func glyphIndices(of run: ShapedRun, in part: Range<Int>) -> Range<Int> {
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
    func trailingSpaceStart(_ parts: [Range<Int>]) -> Int {
        guard let last = parts.last else { return 0 }
        var end = last.upperBound
        while end > last.lowerBound, isSpace[end - 1] { end -= 1 }
        return end
    }
}
