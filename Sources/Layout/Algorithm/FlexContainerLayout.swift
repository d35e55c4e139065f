import Geometry

/// Lays out one flex container for one input: CSS Flexible Box Layout Level 1, §9,
/// step by step, with Chromium's choices where the spec leaves room.
///
/// In size-only mode it computes the container's height (and baseline); in perform mode
/// it also lays out every child at its final size and writes the children's frames.
struct FlexContainerLayout {
    let node: LayoutNode
    let style: LayoutStyle
    let input: LayoutInput
    let perform: Bool
    let needsBaseline: Bool

    let isRow: Bool
    let isReverse: Bool
    let isWrapReverse: Bool
    let isSingleLine: Bool
    /// The items' main-start (cross-start) margin is the one at the physical end of
    /// the axis (the right or the bottom): a reversed axis, or the horizontal axis of a
    /// right-to-left container, whose mirror image is laid out. One flag per axis, set
    /// once per container, so that items cost what they did in left-to-right layout.
    let mainStartIsPhysicalEnd: Bool
    let crossStartIsPhysicalEnd: Bool
    /// Padding plus border, left and right swapped in a right-to-left container.
    let paddingBorder: EdgeInsets
    let innerWidth: Double
    /// The content-box height when the container's height is fixed.
    let innerHeight: Double?
    /// The base for children's percentage heights (nil: they behave as `auto`).
    let percentHeightBase: Double?
    let mainGap: Double
    let crossGap: Double

    /// Empty when the layout starts (arrays from `FlexBuffers`, which keeps their capacity).
    var items: [FlexItem]
    var lines: [FlexLine]
    /// The used content-box main size (known after step 9.3 for an auto-height column).
    var innerMain = 0.0
    /// The used content-box cross size (known after step 9.4.8 for an auto-height row).
    var innerCross = 0.0

    init(node: LayoutNode, input: LayoutInput, perform: Bool, needsBaseline: Bool, items: [FlexItem] = [],
         lines: [FlexLine] = []) {
        self.node = node
        self.items = items
        self.lines = lines
        self.style = node.style
        self.input = input
        self.perform = perform
        self.needsBaseline = needsBaseline
        isRow = style.flexDirection.isRow
        isReverse = style.flexDirection.isReverse
        isWrapReverse = style.flexWrap == .wrapReverse
        isSingleLine = style.flexWrap == .noWrap
        let isRightToLeft = style.direction == .rightToLeft
        mainStartIsPhysicalEnd = isReverse != (isRow && isRightToLeft)
        crossStartIsPhysicalEnd = isWrapReverse != (!isRow && isRightToLeft)
        let paddingBorder = style.paddingAndBorder(base: input.paddingBase)
        self.paddingBorder = isRightToLeft ? paddingBorder.horizontallyMirrored : paddingBorder
        innerWidth = max(0, input.width - paddingBorder.horizontal)
        innerHeight = input.height.map { max(0, $0 - paddingBorder.vertical) }
        percentHeightBase = input.definiteHeight.map { max(0, $0 - paddingBorder.vertical) }
        // Gaps: a percentage refers to the content box in the gap's own axis.
        let columnGap = max(0, style.columnGap.resolve(innerWidth))
        let rowGap = max(0, style.rowGap.resolve(percentHeightBase))
        mainGap = isRow ? columnGap : rowGap
        crossGap = isRow ? rowGap : columnGap
    }

    /// A right-to-left container is laid out as its mirror image (Mirroring.swift):
    /// `paddingBorder`, the items' margins, relative offsets and the absolute
    /// children's insets are mirrored, then every child's x once all are written.
    /// Not stored: a larger struct made every container slower.
    var isRightToLeft: Bool { style.direction == .rightToLeft }

    /// The container's content-box cross size when it is known before its items are
    /// laid out: always for a column (its width), for a row only with a fixed height.
    var knownInnerCross: Double? { isRow ? innerHeight : innerWidth }

    mutating func run() -> LayoutOutput {
        // 9.1: generate the flex items (in-flow children; absolute ones are placed last).
        collectItems()
        // The per-item steps work on the items in place, swapped out of `self` so that
        // they can read the container while writing an item.
        var items: [FlexItem] = []
        // 9.2–9.3: flex base sizes and hypothetical main sizes.
        swap(&items, &self.items)
        for index in items.indices { determineFlexBaseSize(&items[index]) }
        swap(&items, &self.items)
        // 9.3.5: collect the items into lines, then the container's main size.
        collectLines()
        // A wrapping column's max-content width needs no more (IntrinsicWidths.swift).
        if input.measuresLines { return LayoutOutput(height: lineCrossExtent(), baseline: nil, hasBaseline: false) }
        determineInnerMain()
        // 9.3.6: resolve flexible lengths on each line.
        for line in lines { resolveFlexibleLengths(line.range) }
        // 9.4.7: hypothetical cross sizes.
        swap(&items, &self.items)
        for index in items.indices { determineHypotheticalCross(&items[index]) }
        swap(&items, &self.items)
        // 9.4.8: line cross sizes; then the container's cross size (9.4.15).
        determineLineCrossSizes()
        if !isRow && !isSingleLine { fitColumnItemsToTheirLines() }
        // 9.4.9: align-content: stretch.
        stretchLines()
        // 9.4.11: stretched items take the line's cross size.
        for lineIndex in lines.indices {
            for index in lines[lineIndex].range { stretchItem(index, lineCross: lines[lineIndex].cross) }
        }
        // 9.5: main-axis alignment; 9.6: cross-axis alignment and align-content.
        for line in lines { alignMain(line.range) }
        swap(&items, &self.items)
        for line in lines { alignCross(line, &items) }
        swap(&items, &self.items)
        alignContent()

        // What the parent sees saturates, so that its own arithmetic starts within the range.
        let height = input.height ?? ((isRow ? innerCross : innerMain) + paddingBorder.vertical).saturatedSize
        if perform {
            writeItemFrames()
            layoutAbsoluteChildren(containerHeight: height)
            layoutHiddenChildren()
        }
        let hasBaseline = needsBaseline || perform
        return LayoutOutput(height: height, baseline: hasBaseline ? firstBaseline()?.saturatedLength : nil, hasBaseline: hasBaseline)
    }

    /// The widths of a wrapping column's lines, summed with the gaps between them, for
    /// its max-content width (IntrinsicWidths.swift): the items broken into lines by
    /// their hypothetical main sizes (9.2–9.3.5), each line as wide as its widest outer
    /// max-content contribution, or as its baseline-aligned items need (9.4.8: the
    /// largest distance from an item's outer line-left edge to its synthesized baseline,
    /// its own line-left border edge, plus the largest distance from that baseline to the
    /// outer line-right edge; so under wrap-reverse too). Percentage gaps and margins
    /// count as 0, as in other intrinsic sizes.
    private func lineCrossExtent() -> Double {
        let children = node.children
        var sum = max(0, style.columnGap.resolve(nil)) * Double(max(0, lines.count - 1))
        for line in lines {
            var widest = 0.0
            var ascent = 0.0, descent = 0.0
            for index in line.range {
                let child = children[items[index].childIndex]
                let contribution = child.widthContribution(
                    inRow: false, singleLine: false, containerHeight: innerHeight, stretchHeight: nil, alignItems: style.alignItems)
                if participatesInBaseline(items[index]) {
                    var marginLeft = 0.0
                    if case .points(let value) = child.style.margin.left { marginLeft = value }
                    ascent = max(ascent, marginLeft)
                    descent = max(descent, contribution.max - marginLeft)
                } else {
                    widest = max(widest, contribution.max)
                }
            }
            sum += max(widest, ascent + descent)
        }
        return sum
    }

    // MARK: 9.1 — items

    private mutating func collectItems() {
        let children = node.children
        items.reserveCapacity(children.count)
        for (childIndex, child) in children.enumerated() {
            // Fields are read in place: a copy of the whole style per child costs more.
            guard child.style.display == .flex, child.style.position != .absolute else { continue }
            var item = FlexItem(childIndex: childIndex, alignSelf: child.style.alignSelf ?? style.alignItems)
            resolveItemStyle(&item, child)
            items.append(item)
        }
    }

    /// Resolves the item's margins, padding, sizes and limits into main/cross terms.
    /// Inlined into its one caller: as a call it took a dozen instructions per item to
    /// pass the container's fields.
    @inline(__always)
    private func resolveItemStyle(_ item: inout FlexItem, _ child: LayoutNode) {
        let margins = child.style.resolvedMargins(base: innerWidth)
        let edges = margins.edges
        let paddingBorder = child.style.paddingAndBorder(base: innerWidth)
        // Both physical axes alike, then named main and cross by the direction.
        let horizontal = ItemAxis(
            start: edges.left, end: edges.right, autoStart: margins.autoLeft, autoEnd: margins.autoRight,
            paddingBorder: paddingBorder.horizontal,
            size: child.style.width.resolve(innerWidth).map { max($0, paddingBorder.horizontal) },
            min: child.style.minWidth.resolveMinimum(innerWidth), max: child.style.maxWidth.resolve(innerWidth) ?? .infinity,
            sizeIsAuto: child.style.width.isAuto, minIsAuto: child.style.minWidth.isAuto)
        let vertical = ItemAxis(
            start: edges.top, end: edges.bottom, autoStart: margins.autoTop, autoEnd: margins.autoBottom,
            paddingBorder: paddingBorder.vertical,
            size: child.style.height.resolve(percentHeightBase).map { max($0, paddingBorder.vertical) },
            min: child.style.minHeight.resolveMinimum(percentHeightBase), max: child.style.maxHeight.resolve(percentHeightBase) ?? .infinity,
            sizeIsAuto: child.style.height.isAuto, minIsAuto: child.style.minHeight.isAuto)
        let (main, cross) = isRow ? (horizontal, vertical) : (vertical, horizontal)
        item.aspectRatio = child.style.aspectRatio
        item.flexGrow = child.style.flexGrow
        item.flexShrink = child.style.flexShrink
        (item.marginMainStart, item.marginMainEnd) = mainStartIsPhysicalEnd ? (main.end, main.start) : (main.start, main.end)
        (item.autoMainStart, item.autoMainEnd) = mainStartIsPhysicalEnd ? (main.autoEnd, main.autoStart) : (main.autoStart, main.autoEnd)
        (item.marginCrossStart, item.marginCrossEnd) = crossStartIsPhysicalEnd ? (cross.end, cross.start) : (cross.start, cross.end)
        (item.autoCrossStart, item.autoCrossEnd) = crossStartIsPhysicalEnd ? (cross.autoEnd, cross.autoStart) : (cross.autoStart, cross.autoEnd)
        item.paddingBorderMain = main.paddingBorder
        item.paddingBorderCross = cross.paddingBorder
        item.specifiedMain = main.size
        item.specifiedCross = cross.size
        // A negative minimum marks `auto` until 9.2 computes the automatic minimum size;
        // a percentage of an indefinite size is 0, not `auto` (CSS 2 §10.7).
        item.minMain = main.min
        item.maxMain = main.max
        item.crossIsAuto = cross.sizeIsAuto
        item.minCrossIsAuto = cross.minIsAuto
        item.maxCross = max(cross.max, cross.paddingBorder)
        item.minCross = max(cross.min, cross.paddingBorder)
    }

    // MARK: 9.2 — flex base size and hypothetical main size

    /// The cross size an item is sure to get before lines exist, if any: its own
    /// definite cross size, or the container's when it will be stretched in a
    /// single-line container of definite cross size (Chromium treats that as definite).
    private func definiteCross(of item: FlexItem) -> Double? {
        if let specified = item.specifiedCross {
            return clamp(specified, min: item.minCross, max: item.maxCross)
        }
        if isSingleLine, let containerCross = isRow ? percentHeightBase : innerWidth, willStretch(item) {
            return clamp(containerCross - item.marginsCross, min: item.minCross, max: item.maxCross)
        }
        return nil
    }

    private func willStretch(_ item: FlexItem) -> Bool {
        item.alignSelf == .stretch && item.crossIsAuto && !item.hasAutoCrossMargin
    }

    /// The width of a column's item: its definite width, else fit-content within the
    /// container (CSS Sizing §5.2), knowing its height when that is definite.
    private func columnItemWidth(_ item: FlexItem, height: Double? = nil) -> Double {
        columnItemWidth(item, height: height, within: innerWidth)
    }

    /// The same fitting within `space` (a line's cross size instead of the container's).
    private func columnItemWidth(_ item: FlexItem, height: Double?, within space: Double) -> Double {
        if let cross = definiteCross(of: item) { return cross }
        let child = node.children[item.childIndex]
        let intrinsic = child.preferredWidths(paddingBase: innerWidth, height: height, percentHeightBase: percentHeightBase)
        let available = space - item.marginsCross
        let fit = min(max(intrinsic.min, available), intrinsic.max)
        return clamp(fit, min: item.minCross, max: item.maxCross)
    }

    /// The height of an item's content when laid out at `width` (auto height).
    /// `ratioHeight`, the height an aspect ratio gives, is definite for the content's
    /// percentages and stretching (Chromium: CSS Sizing 4 §5.1, the content of a box
    /// sized by its ratio sees that size).
    /// `lineBreakHeight` instead is definite for line breaking only.
    private func contentHeight(_ item: FlexItem, width: Double, ratioHeight: Double? = nil, lineBreakHeight: Double? = nil) -> Double {
        let child = node.children[item.childIndex]
        var input = childInput(width: width, height: nil, heightIsDefinite: false, child: child)
        if let ratioHeight { input.definiteHeight = ratioHeight }
        if let lineBreakHeight {
            input.lineBreakHeight = lineBreakHeight
        } else if isRow, case .percent = child.style.maxHeight, child.style.height.isAuto,
                  child.style.flexWrap != .noWrap, !child.style.flexDirection.isRow, item.maxCross.isFinite {
            // A wrapping column breaks its lines at its max-height (collectLines); one
            // that is a percentage resolves here, against this container. Only for a
            // row's cross size: Chromium measures a column item's flex base size as one
            // line (then clamps it by the max-height).
            input.lineBreakHeight = item.maxCross
        }
        return child.layout(input, perform: false, needsBaseline: false).height
    }

    private func childInput(width: Double, height: Double?, heightIsDefinite: Bool, child: LayoutNode) -> LayoutInput {
        LayoutInput(width: width, height: height, heightIsDefinite: heightIsDefinite && height != nil,
                    paddingBase: child.style.hasPercentPadding ? innerWidth : 0)
    }

    private func determineFlexBaseSize(_ item: inout FlexItem) {
        let child = node.children[item.childIndex]
        // A column item's width is always known first (it is the inline size).
        let crossForRatio = item.aspectRatio == nil ? nil : isRow ? definiteCross(of: item) : columnItemWidth(item)

        // 9.2.3: the flex base size.
        let percentMainBase = isRow ? innerWidth : percentHeightBase
        if let basis = child.style.flexBasis.resolve(percentMainBase) {
            // A: a definite flex-basis (border-box here).
            item.flexBase = max(basis, item.paddingBorderMain)
            item.hasDefiniteBasis = true
        } else if let main = item.specifiedMain {
            // flex-basis: auto with a definite main size: use it.
            item.flexBase = main
        } else if let ratio = item.aspectRatio, let cross = crossForRatio {
            // B: an aspect ratio and a definite cross size.
            item.flexBase = max((isRow ? cross * ratio : cross / ratio).saturatedSize, item.paddingBorderMain)
        } else if isRow {
            // E: the max-content size (Chromium sizes a row item's content this way).
            item.flexBase = child.preferredWidths(paddingBase: innerWidth, height: definiteCross(of: item), percentHeightBase: percentHeightBase).max
        } else {
            item.flexBase = contentHeight(item, width: columnItemWidth(item))
        }

        // 4.5: the automatic minimum size for `min-width/height: auto`.
        if item.minMain < 0 {
            item.minMain = automaticMinimumMain(item, crossForRatio: crossForRatio)
        }
        item.minMain = max(item.minMain, item.paddingBorderMain)
        item.maxMain = max(item.maxMain, item.paddingBorderMain)
        item.hypotheticalMain = clamp(item.flexBase, min: item.minMain, max: item.maxMain)
    }

    /// 4.5: the content-based minimum size: the smaller of the content size suggestion
    /// (the min-content size, with an aspect ratio too: CSS Sizing 4 §5.1) and the
    /// specified size suggestion, never above the maximum main size.
    private func automaticMinimumMain(_ item: FlexItem, crossForRatio: Double?) -> Double {
        let child = node.children[item.childIndex]
        var suggestion: Double
        if isRow {
            suggestion = child.preferredWidths(paddingBase: innerWidth, height: definiteCross(of: item), percentHeightBase: percentHeightBase).min
        } else if let ratio = item.aspectRatio, let cross = crossForRatio {
            // The min-content height of a box with a ratio and a known width.
            let fromRatio = (cross / ratio).saturatedSize
            if item.specifiedMain != nil {
                // A definite height is not ratio-dependent: its content is measured as
                // without a ratio (a wrapping column does not break at the ratio's
                // height), then capped by the specified size suggestion.
                suggestion = max(fromRatio, contentHeight(item, width: cross))
            } else if child.style.height.isAuto {
                // CSS Sizing 4 §5.1: the ratio's height floored by the content. Chromium
                // measures that content with an indefinite height (unlike a row's cross
                // size): its percentages do not resolve against the ratio's height. A
                // wrapping column still breaks its lines at that height.
                let wrapsColumns = child.style.flexWrap != .noWrap && !child.style.flexDirection.isRow
                suggestion = max(fromRatio, contentHeight(item, width: cross, lineBreakHeight: wrapsColumns ? fromRatio : nil))
            } else {
                // Chromium: a percentage height of an indefinite container (laid out as
                // `auto`, CSS 2 §10.5) leaves the ratio's height alone, not floored by
                // the content as an `auto` height is.
                suggestion = fromRatio
            }
        } else {
            suggestion = contentHeight(item, width: columnItemWidth(item))
        }
        if let ratio = item.aspectRatio {
            // 4.5: with a preferred aspect ratio, the content size suggestion is clamped
            // by the definite min and max cross sizes converted through the ratio.
            // Chromium caps a row item's by no max-height: its min-content width is
            // its content's, even beyond the transferred max.
            let (lower, upper) = isRow ? (item.minCross * ratio, Double.infinity) : (item.minCross / ratio, item.maxCross / ratio)
            suggestion = clamp(suggestion, min: lower, max: upper)
        }
        if let specified = item.specifiedMain { suggestion = min(suggestion, specified) }
        return min(suggestion, item.maxMain)
    }

    // MARK: 9.3 — lines and the main size

    private mutating func collectLines() {
        lines.removeAll(keepingCapacity: true)
        guard !items.isEmpty else { return }
        if isSingleLine {
            lines.append(FlexLine(range: 0..<items.count))
            return
        }
        // 9.3.5: the line length is the container's inner main size; an auto-height
        // column wraps at its max-height when it has one.
        var limit = Double.infinity
        if isRow {
            limit = innerWidth
        } else if let lineBreakHeight = input.lineBreakHeight {
            // A height from an aspect ratio is definite too: Chromium wraps at it, also
            // when the content made the box taller.
            limit = max(0, lineBreakHeight - paddingBorder.vertical)
        } else if let height = innerHeight {
            limit = height
        } else if case .points(let height) = style.height {
            // Measuring the content of a column of fixed height: wrap at that height.
            limit = max(0, height - paddingBorder.vertical)
        } else if case .points(let maxHeight) = style.maxHeight {
            limit = max(0, maxHeight - paddingBorder.vertical)
        }
        var start = 0
        var used = 0.0
        for index in items.indices {
            let outer = items[index].outerHypotheticalMain
            if index > start, used + mainGap + outer > limit + 1e-9 {
                lines.append(FlexLine(range: start..<index))
                start = index
                used = outer
            } else {
                used += index > start ? mainGap + outer : outer
            }
        }
        lines.append(FlexLine(range: start..<items.count))
    }

    /// The content-box main size: the row's width, a column's fixed height, or an
    /// auto-height column's content (its longest line of hypothetical sizes).
    private mutating func determineInnerMain() {
        if isRow {
            innerMain = innerWidth
        } else if let height = innerHeight {
            innerMain = height
        } else {
            var longest = 0.0
            for line in lines {
                var sum = 0.0
                for index in line.range { sum += items[index].outerHypotheticalMain }
                sum += mainGap * Double(max(0, line.range.count - 1))
                longest = max(longest, sum)
            }
            innerMain = longest
        }
    }

    // MARK: 9.7 — resolving flexible lengths

    private mutating func resolveFlexibleLengths(_ range: Range<Int>) {
        let gaps = mainGap * Double(max(0, range.count - 1))
        // 9.7.1: grow or shrink, by the sum of outer hypothetical main sizes.
        var hypotheticalSum = 0.0
        for index in range { hypotheticalSum += items[index].outerHypotheticalMain }
        let growing = hypotheticalSum + gaps < innerMain

        // 9.7.2: size inflexible items.
        for index in range {
            let item = items[index]
            let factor = growing ? item.flexGrow : item.flexShrink
            items[index].target = item.hypotheticalMain
            items[index].isFrozen = factor == 0
                || (growing && item.flexBase > item.hypotheticalMain)
                || (!growing && item.flexBase < item.hypotheticalMain)
        }

        // 9.7.3: the initial free space.
        let initialFreeSpace = freeSpace(range, gaps: gaps)

        // 9.7.4: loop until every item is frozen.
        while true {
            var unfrozenFactorSum = 0.0
            var scaledShrinkSum = 0.0
            var anyUnfrozen = false
            for index in range where !items[index].isFrozen {
                anyUnfrozen = true
                let item = items[index]
                if growing {
                    unfrozenFactorSum += item.flexGrow
                } else {
                    unfrozenFactorSum += item.flexShrink
                    scaledShrinkSum += item.flexShrink * innerFlexBase(item)
                }
            }
            // 9.7.4.a: stop when every item is frozen.
            guard anyUnfrozen else { break }

            // 9.7.4.b: the remaining free space, limited when the factors sum below 1.
            var remaining = freeSpace(range, gaps: gaps)
            if unfrozenFactorSum < 1 {
                let scaled = initialFreeSpace * unfrozenFactorSum
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }

            // 9.7.4.c: distribute it in proportion to the flex factors. Saturated sizes
            // and factors (Saturation.swift) keep every share finite.
            for index in range where !items[index].isFrozen {
                let item = items[index]
                if remaining != 0 {
                    if growing {
                        if unfrozenFactorSum > 0 {
                            items[index].target = item.flexBase + remaining * (item.flexGrow / unfrozenFactorSum)
                        }
                    } else if scaledShrinkSum > 0 {
                        let ratio = item.flexShrink * innerFlexBase(item) / scaledShrinkSum
                        items[index].target = item.flexBase - abs(remaining) * ratio
                    } else {
                        items[index].target = item.flexBase
                    }
                } else {
                    items[index].target = item.flexBase
                }
            }

            // 9.7.4.d: fix min/max violations.
            var totalViolation = 0.0
            for index in range where !items[index].isFrozen {
                let item = items[index]
                let clamped = clamp(item.target, min: item.minMain, max: item.maxMain)
                totalViolation += clamped - item.target
                items[index].target = clamped
                items[index].violation = clamped - item.target
            }

            // 9.7.4.e: freeze over-flexed items. Each pass freezes at least one item, so
            // the loop ends (the last line keeps that true should a NaN ever get in).
            var frozeAny = false
            for index in range where !items[index].isFrozen {
                let violation = items[index].violation
                if totalViolation == 0
                    || (totalViolation > 0 && violation > 0)
                    || (totalViolation < 0 && violation < 0) {
                    items[index].isFrozen = true
                    frozeAny = true
                }
            }
            if !frozeAny {
                for index in range { items[index].isFrozen = true }
            }
        }
    }

    /// The flex base size minus padding and border: CSS's "inner flex base size", which
    /// scales the shrink factor.
    @inline(__always)
    private func innerFlexBase(_ item: FlexItem) -> Double {
        max(0, item.flexBase - item.paddingBorderMain)
    }

    private func freeSpace(_ range: Range<Int>, gaps: Double) -> Double {
        var used = gaps
        for index in range {
            let item = items[index]
            used += item.isFrozen ? item.outerTarget : item.flexBase + item.marginsMain
        }
        return innerMain - used
    }

    // MARK: 9.4 — cross sizes

    private func determineHypotheticalCross(_ item: inout FlexItem) {
        let child = node.children[item.childIndex]
        if isRow {
            if let specified = item.specifiedCross {
                item.cross = clamp(specified, min: item.minCross, max: item.maxCross)
            } else if isSingleLine, let containerCross = percentHeightBase, willStretch(item) {
                // Stretched in a single-line container of definite height: definite too
                // (9.4.11), so an aspect ratio only transfers it to the main size (9.2.3 B).
                item.cross = clamp(containerCross - item.marginsCross, min: item.minCross, max: item.maxCross)
            } else if let ratio = item.aspectRatio {
                // The ratio-dependent axis never goes below the content (min-height: auto).
                let fromRatio = clamp((item.target / ratio).saturatedSize, min: item.minCross, max: item.maxCross)
                var cross = fromRatio
                if item.minCrossIsAuto && item.crossIsAuto {
                    cross = max(cross, contentHeight(item, width: item.target, ratioHeight: fromRatio))
                }
                item.cross = clamp(cross, min: item.minCross, max: item.maxCross)
            } else {
                item.cross = clamp(contentHeight(item, width: item.target), min: item.minCross, max: item.maxCross)
            }
            if participatesInBaseline(item) {
                // At its final input (not stretched: baseline items never are), so that
                // a height from its ratio is definite for its children as it will be.
                let output = child.layout(finalInput(item, child: child), perform: false, needsBaseline: true)
                let baseline = output.baseline ?? item.cross
                // Under wrap-reverse the cross-start edge is the bottom.
                item.baseline = isWrapReverse ? item.cross - baseline : baseline
            }
        } else {
            if let specified = item.specifiedCross {
                item.cross = clamp(specified, min: item.minCross, max: item.maxCross)
            } else if let ratio = item.aspectRatio, definiteCross(of: item) == nil {
                // The width the used height gives. CSS Sizing 4 §5.1 floors it by the
                // min-content width when it is the ratio-dependent axis: as Chromium
                // sees it, only when the height is definite; an `auto` height is the
                // ratio-dependent one (the width came first), and the width follows
                // the flexed height without a floor.
                var cross = (item.target * ratio).saturatedSize
                if item.specifiedMain != nil, item.minCrossIsAuto, item.crossIsAuto {
                    cross = max(cross, child.intrinsicWidths(paddingBase: innerWidth, height: item.target).min)
                }
                item.cross = clamp(cross, min: item.minCross, max: item.maxCross)
            } else {
                // Not after a definite flex-basis, unlike `finalInput`: Chromium's width
                // then is its content's at that height, but passing the height makes
                // every such subtree measure its intrinsic widths again (the deep tree:
                // +4% instructions); a known issue (ChromiumDisagreementTests).
                let heightIsDefinite = percentHeightBase != nil || item.specifiedMain != nil
                item.cross = columnItemWidth(item, height: heightIsDefinite ? item.target : nil)
            }
            // A column has no baseline across its cross axis: one is synthesized from
            // the item's line-left edge: the physical left in a right-to-left
            // container too (CSS Writing Modes 3 §6.2: line-left is left in horizontal
            // writing modes), whose cross-start is the right (the left under
            // wrap-reverse).
            item.baseline = crossStartIsPhysicalEnd ? item.cross : 0
        }
    }

    private mutating func determineLineCrossSizes() {
        if isSingleLine, let known = knownInnerCross, !lines.isEmpty {
            // 9.4.8: a single-line container of definite cross size: the line fills it.
            lines[0].cross = known
            computeBaselines(0)
        } else {
            for lineIndex in lines.indices {
                computeBaselines(lineIndex)
                var largest = 0.0
                for index in lines[lineIndex].range where !participatesInBaseline(items[index]) {
                    largest = max(largest, items[index].outerCross)
                }
                if lines[lineIndex].hasBaselineItems {
                    var maxDescent = -Double.infinity
                    for index in lines[lineIndex].range where participatesInBaseline(items[index]) {
                        let item = items[index]
                        maxDescent = max(maxDescent, item.outerCross - (item.marginCrossStart + item.baseline))
                    }
                    largest = max(largest, lines[lineIndex].maxAscent + maxDescent)
                }
                lines[lineIndex].cross = largest
            }
        }
        // 9.4.15: the container's cross size.
        if let known = knownInnerCross {
            innerCross = known
        } else {
            var sum = crossGap * Double(max(0, lines.count - 1))
            for line in lines { sum += line.cross }
            innerCross = sum
        }
    }

    /// Chromium lays the unstretched items of a multi-line column out again once the
    /// lines' cross sizes are known, fitting their content (CSS Sizing 3 §5.2
    /// fit-content) in their line rather than in the container: an item can widen up to
    /// its max-content width when a wider sibling made the line wider. The lines keep
    /// their sizes. Items sized otherwise (width, ratio, stretch, baseline) stay.
    private mutating func fitColumnItemsToTheirLines() {
        for line in lines {
            for index in line.range {
                let item = items[index]
                guard item.crossIsAuto, item.aspectRatio == nil, !willStretch(item), !participatesInBaseline(item) else { continue }
                let heightIsDefinite = percentHeightBase != nil || item.specifiedMain != nil
                items[index].cross = columnItemWidth(item, height: heightIsDefinite ? item.target : nil, within: line.cross)
            }
        }
    }

    private func participatesInBaseline(_ item: FlexItem) -> Bool {
        item.alignSelf == .baseline && !item.hasAutoCrossMargin
    }

    private mutating func computeBaselines(_ lineIndex: Int) {
        var maxAscent = -Double.infinity
        var hasBaselineItems = false
        for index in lines[lineIndex].range where participatesInBaseline(items[index]) {
            hasBaselineItems = true
            maxAscent = max(maxAscent, items[index].marginCrossStart + items[index].baseline)
        }
        lines[lineIndex].maxAscent = hasBaselineItems ? maxAscent : 0
        lines[lineIndex].hasBaselineItems = hasBaselineItems
    }

    /// 9.4.9: `align-content: stretch` shares positive free cross space among the lines
    /// of a multi-line container.
    private mutating func stretchLines() {
        guard !isSingleLine, style.alignContent == .stretch, !lines.isEmpty, knownInnerCross != nil else { return }
        var used = crossGap * Double(lines.count - 1)
        for line in lines { used += line.cross }
        let free = innerCross - used
        guard free > 0 else { return }
        let share = free / Double(lines.count)
        for lineIndex in lines.indices { lines[lineIndex].cross += share }
    }

    /// 9.4.11: an item with `align-self: stretch`, an auto cross size and no auto cross
    /// margins takes its line's cross size (within its min/max).
    private mutating func stretchItem(_ index: Int, lineCross: Double) {
        guard willStretch(items[index]) else { return }
        let item = items[index]
        let stretched = clamp(lineCross - item.marginsCross, min: item.minCross, max: item.maxCross)
        // Chromium does not lay an item out again when stretching leaves its size as it
        // was: one sized by its ratio keeps the ratio's height as its children's base.
        if ratioHeight(of: item) != nil, stretched == item.cross { return }
        items[index].cross = stretched
        items[index].isStretched = true
    }

    // MARK: 9.5 — main-axis alignment

    private mutating func alignMain(_ range: Range<Int>) {
        let gaps = mainGap * Double(max(0, range.count - 1))
        var free = innerMain - gaps
        var autoMargins = 0
        for index in range {
            free -= items[index].outerTarget
            if items[index].autoMainStart { autoMargins += 1 }
            if items[index].autoMainEnd { autoMargins += 1 }
        }
        // 9.5.12: auto margins absorb positive free space.
        if free > 0, autoMargins > 0 {
            let share = free / Double(autoMargins)
            for index in range {
                if items[index].autoMainStart { items[index].marginMainStart = share }
                if items[index].autoMainEnd { items[index].marginMainEnd = share }
            }
            free = 0
        }
        // 9.5.13: justify-content.
        var offset = 0.0, between = 0.0
        switch style.justifyContent {
        case .flexStart: break
        case .flexEnd: offset = free
        case .center: offset = free / 2
        case .spaceBetween, .spaceAround, .spaceEvenly:
            (offset, between) = distribute(style.justifyContent, free: free, count: range.count, reversed: isReverse)
        }
        var position = offset
        for index in range {
            position += items[index].marginMainStart
            items[index].mainOffset = position
            position += items[index].target + items[index].marginMainEnd + mainGap + between
        }
    }

    /// Distributed alignment (CSS Box Alignment §5.3): the offset of the first subject
    /// and the space between subjects. With no free space, space-between falls back to
    /// flex-start; space-around and space-evenly to `safe center`, which puts
    /// overflowing content at the container's physical start (the logical end of a
    /// reversed axis).
    private func distribute(_ mode: JustifyContent, free: Double, count: Int, reversed: Bool) -> (offset: Double, between: Double) {
        guard free > 0 else { return (mode == .spaceBetween || !reversed ? 0 : free, 0) }
        let subjects = Double(count)
        switch mode {
        case .spaceBetween: return (0, count > 1 ? free / (subjects - 1) : 0)
        case .spaceAround: return (free / subjects / 2, free / subjects)
        case .spaceEvenly: return (free / (subjects + 1), free / (subjects + 1))
        default: return (0, 0)
        }
    }

    // MARK: 9.6 — cross-axis alignment

    private func alignCross(_ line: FlexLine, _ items: inout [FlexItem]) {
        for index in line.range {
            alignCross(line, &items[index])
        }
    }

    private func alignCross(_ line: FlexLine, _ item: inout FlexItem) {
        let free = line.cross - item.outerCross
        if item.hasAutoCrossMargin {
            // 9.6.13: auto margins take positive free space; with none they are 0.
            if free > 0 {
                if item.autoCrossStart && item.autoCrossEnd {
                    item.marginCrossStart = free / 2
                    item.marginCrossEnd = free / 2
                } else if item.autoCrossStart {
                    item.marginCrossStart = free
                } else {
                    item.marginCrossEnd = free
                }
            }
            item.crossOffset = item.marginCrossStart
        } else {
            // 9.6.14: align-self.
            switch item.alignSelf {
            case .flexStart, .stretch: item.crossOffset = item.marginCrossStart
            case .flexEnd: item.crossOffset = free + item.marginCrossStart
            case .center: item.crossOffset = free / 2 + item.marginCrossStart
            case .baseline:
                // The item's baseline meets the line's (its margin is in maxAscent).
                item.crossOffset = line.maxAscent - item.baseline
            }
        }
    }

    /// 9.6.16: align-content places the lines of a multi-line container.
    private mutating func alignContent() {
        guard !lines.isEmpty else { return }
        var offset = 0.0, between = 0.0
        if !isSingleLine {
            var free = innerCross - crossGap * Double(lines.count - 1)
            for line in lines { free -= line.cross }
            switch style.alignContent {
            case .flexStart, .stretch: break
            case .flexEnd: offset = free
            case .center: offset = free / 2
            case .spaceBetween: (offset, between) = distribute(.spaceBetween, free: free, count: lines.count, reversed: isWrapReverse)
            case .spaceAround: (offset, between) = distribute(.spaceAround, free: free, count: lines.count, reversed: isWrapReverse)
            case .spaceEvenly: (offset, between) = distribute(.spaceEvenly, free: free, count: lines.count, reversed: isWrapReverse)
            }
        }
        var position = offset
        for lineIndex in lines.indices {
            lines[lineIndex].crossOffset = position
            position += lines[lineIndex].cross + crossGap + between
        }
    }

    // MARK: positions and child layout

    /// The item's border box in the container's coordinates (physical, top-left).
    private func physicalFrame(_ item: FlexItem, lineOffset: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let main = isReverse ? innerMain - item.mainOffset - item.target : item.mainOffset
        let crossInContent = lineOffset + item.crossOffset
        let cross = isWrapReverse ? innerCross - crossInContent - item.cross : crossInContent
        if isRow {
            return (paddingBorder.left + main, paddingBorder.top + cross, item.target, item.cross)
        }
        return (paddingBorder.left + cross, paddingBorder.top + main, item.cross, item.target)
    }

    /// The height the aspect ratio gives an item when the ratio sets it (a row item's
    /// cross size, a column item's flex base size; within min/max): the item's children
    /// resolve percentages against it and stretch to it even when the content made the
    /// item taller (Chromium). Derived, not stored: a larger FlexItem slows every loop.
    private func ratioHeight(of item: FlexItem) -> Double? {
        guard let ratio = item.aspectRatio else { return nil }
        if isRow {
            // Not when its height is definite without the ratio (own, or stretched).
            guard item.specifiedCross == nil, !(isSingleLine && percentHeightBase != nil && willStretch(item)) else { return nil }
            return clamp((item.target / ratio).saturatedSize, min: item.minCross, max: item.maxCross)
        }
        guard !item.hasDefiniteBasis, item.specifiedMain == nil else { return nil }
        return clamp(item.flexBase, min: item.minMain, max: item.maxMain)
    }

    /// The input an item is finally laid out with.
    private func finalInput(_ item: FlexItem, child: LayoutNode) -> LayoutInput {
        if isRow {
            // Stretched sizes are definite (9.4.11), as are sizes from an aspect ratio
            // unless the content made the box taller.
            let heightIsDefinite = item.isStretched || item.specifiedCross != nil
            var input = childInput(width: item.target, height: item.cross, heightIsDefinite: heightIsDefinite, child: child)
            if !heightIsDefinite, let ratioHeight = ratioHeight(of: item) { input.definiteHeight = ratioHeight }
            return input
        }
        // 9.8.1: a flexed main size is definite when the container's main size is;
        // Chromium also treats it as definite after a definite flex-basis or one from
        // an aspect ratio.
        let heightIsDefinite = percentHeightBase != nil || item.specifiedMain != nil || item.hasDefiniteBasis
        var input = childInput(width: item.cross, height: item.target, heightIsDefinite: heightIsDefinite, child: child)
        if !heightIsDefinite, let ratioHeight = ratioHeight(of: item) { input.definiteHeight = ratioHeight }
        return input
    }

    private func writeItemFrames() {
        let children = node.children
        for line in lines {
            for index in line.range {
                let item = items[index]
                let child = children[item.childIndex]
                _ = child.layout(finalInput(item, child: child), perform: true, needsBaseline: false)
                var frame = physicalFrame(item, lineOffset: line.crossOffset)
                let offset = relativeOffset(child.style.inset)
                frame.x += offset.x
                frame.y += offset.y
                child.frame = .init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            }
        }
        if isRightToLeft {
            for item in items { children[item.childIndex].mirrorFrame(within: input.width) }
        }
    }

    /// Relative positioning: `left` wins over `right`, `top` over `bottom`. In a
    /// right-to-left container, x is an offset in its mirror image, where the right
    /// inset is the left one, and so wins (CSS 2 §9.4.3: the containing block's
    /// direction decides).
    @inline(__always)
    private func relativeOffset(_ inset: Edges<Length>) -> (x: Double, y: Double) {
        // Only a box with a horizontal inset pays for the direction check.
        let x: Double
        if let left = inset.left.resolve(innerWidth) {
            x = isRightToLeft ? inset.right.resolve(innerWidth) ?? -left : left
        } else if let right = inset.right.resolve(innerWidth) {
            x = isRightToLeft ? right : -right
        } else {
            x = 0
        }
        let y = inset.top.resolve(percentHeightBase) ?? inset.bottom.resolve(percentHeightBase).map { -$0 } ?? 0
        return (x, y)
    }

    private func layoutHiddenChildren() {
        for child in node.children where child.style.display == .none {
            child.hide()
        }
    }

    // MARK: baseline

    /// The container's first baseline (CSS Flexbox §8.5): the shared baseline of the
    /// first line's baseline-aligned items, else the first item's baseline (synthesized
    /// from its border-box bottom when it has none).
    private func firstBaseline() -> Double? {
        // The physically first line and item: the last ones when the axis is reversed.
        // 8.5: Chromium takes a wrap-reverse column's last line too (its leftmost).
        guard let line = isWrapReverse ? lines.last : lines.first else { return nil }
        if isRow, line.hasBaselineItems, let index = line.range.first(where: { participatesInBaseline(items[$0]) }) {
            let item = items[index]
            let frame = physicalFrame(item, lineOffset: line.crossOffset)
            return frame.y + (isWrapReverse ? item.cross - item.baseline : item.baseline)
        }
        let item = items[isReverse ? line.range.upperBound - 1 : line.range.lowerBound]
        let child = node.children[item.childIndex]
        let output = child.layout(finalInput(item, child: child), perform: false, needsBaseline: true)
        let frame = physicalFrame(item, lineOffset: line.crossOffset)
        return frame.y + (output.baseline ?? frame.height)
    }
}

/// An item's style resolved along one physical axis (horizontal or vertical).
private struct ItemAxis {
    var start: Double, end: Double
    var autoStart: Bool, autoEnd: Bool
    var paddingBorder: Double
    /// The size property, nil for `auto` or a percentage of an indefinite size.
    var size: Double?
    /// -1 for `auto` (`Length.resolveMinimum`).
    var min: Double
    var max: Double
    var sizeIsAuto: Bool, minIsAuto: Bool
}
