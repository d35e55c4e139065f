import DeepRecursion

/// Intrinsic widths: the min-content and max-content widths of a box whose width is
/// `auto`, used for shrink-to-fit boxes, flex base sizes of row items and automatic
/// minimum sizes.
///
/// This follows Chromium (`ComputeMinMaxSizes` of its flex algorithm) rather than the
/// Flexbox spec's §9.9 intrinsic-size algorithm, which no browser ships: a row's
/// max-content width is the sum of its items' max-content contributions; a single-line
/// row's min-content width is the sum of their min-content contributions, a wrapping
/// row's the largest; a column's are the largest, except that a wrapping column's
/// max-content width is the sum of its lines'. A definite flex-basis caps both
/// contributions of an item that cannot grow and floors those of one that cannot shrink
/// (its min-content contribution only in a single-line row), before min/max-width and
/// the automatic minimum clamp them. Percentages of an indefinite base count as `auto`
/// (sizes) or 0 (padding, margins, gaps) here, as CSS Sizing §5.2.1 says for cyclic
/// percentages.
/// A known height (fixed, or stretched by the parent) is passed down, so that boxes
/// with an aspect ratio contribute the width their height gives them.
extension LayoutNode {
    /// Border-box min-content and max-content widths when the width is `auto`, before
    /// this box's own min/max-width apply. `paddingBase` resolves the box's own
    /// percentage padding; `height` is its definite border-box height, if any.
    func intrinsicWidths(paddingBase: Double?, height: Double?) -> (min: Double, max: Double) {
        let base = style.hasPercentPadding ? paddingBase : nil
        if children.isEmpty, measure == nil {
            // An empty box is as wide as its padding and border.
            let width = style.paddingAndBorder(base: base).horizontal
            return (width, width)
        }
        if let known = cache.intrinsicWidths(for: IntrinsicKey(paddingBase: base, height: height)) { return known }
        let paddingBorder = style.paddingAndBorder(base: base)
        let innerHeight = height.map { max(0, $0 - paddingBorder.vertical) }
        var minContent = 0.0, maxContent = 0.0
        var hasInFlowChild = false
        let isRow = style.flexDirection.isRow
        let isWrapping = style.flexWrap != .noWrap
        let stretchHeight = isRow && !isWrapping ? innerHeight : nil
        StackReserve.ensure {
            for child in children where child.style.display == .flex && child.style.position != .absolute {
                let contribution = child.widthContribution(inRow: isRow, singleLine: !isWrapping, containerHeight: innerHeight,
                                                           stretchHeight: stretchHeight, alignItems: style.alignItems)
                if isRow {
                    if hasInFlowChild {
                        let gap = max(0, style.columnGap.resolve(nil))
                        maxContent += gap
                        if !isWrapping { minContent += gap }
                    }
                    maxContent += contribution.max
                    minContent = isWrapping ? max(minContent, contribution.min) : minContent + contribution.min
                } else {
                    maxContent = max(maxContent, contribution.max)
                    minContent = max(minContent, contribution.min)
                }
                hasInFlowChild = true
            }
        }
        // Only a height (or max-height) can break a column into lines; without one it is
        // a single line, as wide as its widest item unless baseline alignment shifts
        // items, and laying the items out is wasted.
        if !isRow, isWrapping, hasInFlowChild,
           height != nil || style.height.isPoints || style.maxHeight.isPoints || alignsBaselines() {
            maxContent = wrappingColumnMaxContent(widest: maxContent, horizontalPaddingBorder: paddingBorder.horizontal, height: height, paddingBase: base)
        }
        if !hasInFlowChild, let measure {
            minContent = measure(MeasureConstraint(width: .minContent, height: .maxContent)).width.saturatedSize
            maxContent = measure(MeasureConstraint(width: .maxContent, height: .maxContent)).width.saturatedSize
        }
        maxContent = max(maxContent, minContent)
        let result = (min: (minContent + paddingBorder.horizontal).saturatedSize,
                      max: (maxContent + paddingBorder.horizontal).saturatedSize)
        cache.storeIntrinsicWidths(result, for: IntrinsicKey(paddingBase: base, height: height))
        return result
    }

    /// True when some in-flow child is baseline-aligned (Chromium aligns the items of a
    /// wrapping column's lines by their synthesized baselines, which can widen a line).
    private func alignsBaselines() -> Bool {
        children.contains { child in
            child.style.display == .flex && child.style.position != .absolute
                && (child.style.alignSelf ?? style.alignItems) == .baseline
        }
    }

    /// Chromium (not §9.9): a wrapping column's max-content width is the sum of its
    /// lines' widths (items broken into lines by their hypothetical heights, each line
    /// its widest max-content contribution); its min-content width stays the widest
    /// item's. Out of line: the common path of `intrinsicWidths` stays as it was.
    @inline(never)
    private func wrappingColumnMaxContent(widest: Double, horizontalPaddingBorder: Double, height: Double?, paddingBase: Double?) -> Double {
        // Through `layout`: cached like a layout, under its own key.
        let input = LayoutInput.linesOf(width: widest + horizontalPaddingBorder, height: height, paddingBase: paddingBase ?? 0)
        return layout(input, perform: false, needsBaseline: false).height
    }

    /// The min-content and max-content widths for an auto width, with the aspect ratio
    /// applied: a definite height gives the width (never below the min-content width
    /// while `min-width` is auto: CSS Sizing 4 §5.1); without one, padding and border
    /// give the least height.
    /// `percentHeightBase` resolves percentage min and max heights (nil: they are ignored).
    func preferredWidths(paddingBase: Double?, height: Double?, percentHeightBase: Double? = nil) -> (min: Double, max: Double) {
        let intrinsic = intrinsicWidths(paddingBase: paddingBase, height: height)
        guard let ratio = style.aspectRatio else { return intrinsic }
        let least = style.minWidth.isAuto ? intrinsic.min : 0
        if let height {
            let width = max(height * ratio, least).saturatedSize
            return (width, width)
        }
        // Definite min and max heights transfer through the ratio.
        var lower = style.paddingAndBorder(base: paddingBase).vertical * ratio
        var upper = Double.infinity
        if let value = style.minHeight.resolve(percentHeightBase) { lower = max(lower, value * ratio) }
        if let value = style.maxHeight.resolve(percentHeightBase) { upper = value * ratio }
        return (clamp(intrinsic.min, min: lower, max: upper).saturatedSize,
                clamp(intrinsic.max, min: lower, max: upper).saturatedSize)
    }

    /// The outer (margin-box) min-content and max-content contributions of this box to
    /// its parent's intrinsic width.
    /// - Parameters:
    ///   - inRow: the parent is a row (this box's width is its main size).
    ///   - singleLine: the parent does not wrap.
    ///   - containerHeight: the parent's definite content height, if any.
    ///   - stretchHeight: the parent's content height when it would stretch this box.
    func widthContribution(inRow: Bool, singleLine: Bool, containerHeight: Double?, stretchHeight: Double?, alignItems: AlignItems) -> (min: Double, max: Double) {
        let paddingBorder = style.paddingAndBorder(base: nil)
        var marginsVertical = 0.0
        if case .points(let value) = style.margin.top { marginsVertical += value }
        if case .points(let value) = style.margin.bottom { marginsVertical += value }

        // The definite height this box will have, if the parent makes it known.
        var height = style.height.resolve(containerHeight).map { max($0, paddingBorder.vertical) }
        if height == nil, style.height.isAuto, let stretchHeight,
           (style.alignSelf ?? alignItems) == .stretch,
           !style.margin.top.isAuto, !style.margin.bottom.isAuto {
            height = stretchHeight - marginsVertical
        }
        if let known = height {
            let lower = style.minHeight.resolve(containerHeight) ?? 0
            let upper = style.maxHeight.resolve(containerHeight) ?? .infinity
            height = max(clamp(known, min: lower, max: upper), paddingBorder.vertical)
        }

        var minContribution: Double, maxContribution: Double
        if case .points(let width) = style.width {
            minContribution = max(width, paddingBorder.horizontal)
            maxContribution = minContribution
        } else {
            (minContribution, maxContribution) = preferredWidths(paddingBase: nil, height: height, percentHeightBase: containerHeight)
        }
        var lower: Double
        if case .points(let value) = style.minWidth { lower = value } else { lower = 0 }
        let upper: Double
        if case .points(let value) = style.maxWidth { upper = value } else { upper = .infinity }
        if inRow, case .points(let value) = style.flexBasis {
            // §9.9.3 as Chromium does it: a row item with a definite flex-basis that
            // cannot grow contributes at most its flex base size, one that cannot shrink
            // at least that (its min-content contribution only in a single-line row, both
            // ways);
            // then its min/max-width clamp, `min-width: auto` being the automatic minimum
            // (4.5: the smaller of the min-content and a definite width, at most the
            // max-width).
            let basis = max(value, paddingBorder.horizontal)
            if style.flexGrow == 0 {
                maxContribution = min(maxContribution, basis)
                // Chromium: a wrapping row's min-content width (its largest item's) is
                // not capped by the basis (seed 27).
                minContribution = min(minContribution, singleLine ? basis : .infinity)
            }
            if style.flexShrink == 0 {
                maxContribution = max(maxContribution, basis)
                if singleLine { minContribution = max(minContribution, basis) }
            }
            if style.minWidth.isAuto {
                let contentMin = preferredWidths(paddingBase: nil, height: height).min
                if case .points(let width) = style.width { lower = min(contentMin, width) } else { lower = contentMin }
                lower = min(lower, upper)
            }
        }
        minContribution = max(clamp(minContribution, min: lower, max: upper), paddingBorder.horizontal)
        maxContribution = max(clamp(maxContribution, min: lower, max: upper), paddingBorder.horizontal)
        var margins = 0.0
        if case .points(let value) = style.margin.left { margins += value }
        if case .points(let value) = style.margin.right { margins += value }
        return (minContribution + margins, maxContribution + margins)
    }
}

/// What intrinsic widths depend on besides the subtree itself.
struct IntrinsicKey: Equatable {
    var paddingBase: Double?
    var height: Double?
}
