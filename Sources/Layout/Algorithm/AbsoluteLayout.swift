import Geometry

/// Sizing of absolutely positioned boxes (CSS Position 3 §4; CSS 2 §10.3.7 and
/// §10.6.4): the root of a layout and the `position: absolute` children of a container.
struct AbsoluteBox {
    let node: LayoutNode
    let margins: ResolvedMargins
    let paddingBorder: EdgeInsets
    let width: Double?
    let height: Double?
    let minWidth: Double, maxWidth: Double
    let minHeight: Double, maxHeight: Double
    let paddingBase: Double

    /// Resolves the box's own sizes against its containing block (nil: indefinite, so
    /// percentages behave as `auto`).
    init(node: LayoutNode, containingWidth: Double?, containingHeight: Double?, paddingBase: Double) {
        let style = node.style
        self.node = node
        self.paddingBase = style.hasPercentPadding ? paddingBase : 0
        margins = style.resolvedMargins(base: containingWidth)
        let paddingBorder = style.paddingAndBorder(base: paddingBase)
        self.paddingBorder = paddingBorder
        width = style.width.resolve(containingWidth).map { max($0, paddingBorder.horizontal) }
        height = style.height.resolve(containingHeight).map { max($0, paddingBorder.vertical) }
        minWidth = max(style.minWidth.resolve(containingWidth) ?? 0, paddingBorder.horizontal)
        maxWidth = max(style.maxWidth.resolve(containingWidth) ?? .infinity, paddingBorder.horizontal)
        minHeight = max(style.minHeight.resolve(containingHeight) ?? 0, paddingBorder.vertical)
        maxHeight = max(style.maxHeight.resolve(containingHeight) ?? .infinity, paddingBorder.vertical)
    }

    /// Lays the box out at its used width and height and returns them. `availableWidth`
    /// bounds a shrink-to-fit width; `stretchedWidth/Height` are the sizes left between
    /// two non-auto insets.
    func layout(availableWidth: Double, stretchedWidth: Double? = nil, stretchedHeight: Double? = nil) -> (width: Double, height: Double) {
        let style = node.style
        let ratio = style.aspectRatio
        var height = self.height ?? stretchedHeight
        let usedWidth: Double
        if let width = self.width ?? stretchedWidth {
            usedWidth = clamp(width, min: minWidth, max: maxWidth)
        } else {
            // Shrink-to-fit: min(max(min-content, available), max-content); with an
            // aspect ratio and a known height, the width the ratio gives.
            let knownHeight = height.map { clamp($0, min: minHeight, max: maxHeight) }
            let preferred = node.preferredWidths(paddingBase: paddingBase, height: knownHeight)
            usedWidth = clamp(min(max(preferred.min, availableWidth), preferred.max), min: minWidth, max: maxWidth)
        }
        var contentInput = LayoutInput(width: usedWidth, height: nil, heightIsDefinite: false, paddingBase: paddingBase)
        if let ratio, height == nil {
            // The ratio-dependent height never goes below the content (min-height: auto).
            var fromRatio = (usedWidth / ratio).saturatedSize
            if style.minHeight.isAuto && style.height.isAuto {
                fromRatio = max(fromRatio, node.layout(contentInput, perform: false, needsBaseline: false).height)
            }
            height = fromRatio
        }
        if let height {
            let usedHeight = clamp(height, min: minHeight, max: maxHeight)
            let input = LayoutInput(width: usedWidth, height: usedHeight, heightIsDefinite: true, paddingBase: paddingBase)
            _ = node.layout(input, perform: true, needsBaseline: false)
            return (usedWidth, usedHeight)
        }
        // Usually the content height is the used height: lay out once, for good.
        let content = node.layout(contentInput, perform: true, needsBaseline: false).height
        let usedHeight = clamp(content, min: minHeight, max: maxHeight)
        if usedHeight != content {
            contentInput.height = usedHeight
            _ = node.layout(contentInput, perform: true, needsBaseline: false)
        }
        return (usedWidth, usedHeight)
    }
}

extension FlexContainerLayout {
    /// Places the container's absolutely positioned children in its padding box. A box
    /// with both insets `auto` in an axis sits at its static position: where it would be
    /// as the container's sole flex item (Flexbox §4.1), by justify-content and
    /// align-self, its auto margins counting as 0. A right-to-left container places
    /// them in its mirror image (Mirroring.swift).
    func layoutAbsoluteChildren(containerHeight: Double) {
        let border = isRightToLeft ? style.border.horizontallyMirrored : style.border
        let blockWidth = max(0, input.width - border.left - border.right)
        let blockHeight = max(0, containerHeight - border.top - border.bottom)
        let contentHeight = max(0, containerHeight - paddingBorder.vertical)
        for child in node.children where child.style.position == .absolute && child.style.display == .flex {
            let box = AbsoluteBox(node: child, containingWidth: blockWidth, containingHeight: blockHeight, paddingBase: blockWidth)
            let inset = isRightToLeft ? child.style.inset.horizontallyMirrored : child.style.inset
            let boxMargins = isRightToLeft ? box.margins.horizontallyMirrored : box.margins
            let left = inset.left.resolve(blockWidth), right = inset.right.resolve(blockWidth)
            let top = inset.top.resolve(blockHeight), bottom = inset.bottom.resolve(blockHeight)
            let margins = boxMargins.edges
            var stretchedWidth: Double?, stretchedHeight: Double?
            if let left, let right { stretchedWidth = blockWidth - left - right - margins.horizontal }
            if let top, let bottom { stretchedHeight = blockHeight - top - bottom - margins.vertical }
            let available = blockWidth - (left ?? 0) - (right ?? 0) - margins.horizontal
            let (width, height) = box.layout(availableWidth: available, stretchedWidth: stretchedWidth, stretchedHeight: stretchedHeight)

            let staticPosition = self.staticPosition(child.style, width: width, height: height, margins: margins, contentHeight: contentHeight)
            let x = Self.place(start: left, end: right, size: width, block: blockWidth,
                               marginStart: margins.left, marginEnd: margins.right,
                               autoStart: boxMargins.autoLeft, autoEnd: boxMargins.autoRight,
                               staticOffset: staticPosition.x - border.left, splitsNegativeSpace: false)
            let y = Self.place(start: top, end: bottom, size: height, block: blockHeight,
                               marginStart: margins.top, marginEnd: margins.bottom,
                               autoStart: boxMargins.autoTop, autoEnd: boxMargins.autoBottom,
                               staticOffset: staticPosition.y - border.top, splitsNegativeSpace: true)
            let mirrored = isRightToLeft ? mirroredX(border.left + x, width: width, within: input.width) : border.left + x
            child.frame = .init(x: mirrored, y: border.top + y, width: width, height: height)
        }
    }

    /// The border-box offset from the padding box's start edge in one axis.
    /// `splitsNegativeSpace`: two auto margins share negative free space too (the
    /// vertical axis); otherwise the start one is 0 then.
    private static func place(start: Double?, end: Double?, size: Double, block: Double,
                              marginStart: Double, marginEnd: Double, autoStart: Bool, autoEnd: Bool,
                              staticOffset: Double, splitsNegativeSpace: Bool) -> Double {
        switch (start, end) {
        case let (start?, end?):
            // CSS Position 3 §4.1 as Chromium does it: the free space is what the box
            // leaves of the inset-modified containing block, whose size is never
            // negative (opposite insets that overlap leave a 0-size block at the start
            // inset), so a size that fills it leaves auto margins at 0. Auto margins
            // take that space, also when negative (CSS 2 §10.3.7, §10.6.4): two of them
            // share it, except that horizontally (ltr) a negative one leaves the start
            // margin at 0.
            let free = max(0, block - start - end) - size - marginStart - marginEnd
            var usedStart = marginStart
            if autoStart && autoEnd {
                usedStart = free > 0 || splitsNegativeSpace ? free / 2 : 0
            } else if autoStart {
                usedStart = free
            }
            return start + usedStart
        case let (start?, nil):
            return start + marginStart
        case let (nil, end?):
            return block - end - marginEnd - size
        case (nil, nil):
            return staticOffset
        }
    }

    /// The border box's position in the container (border-box coordinates) as the sole
    /// flex item of the container.
    private func staticPosition(_ child: LayoutStyle, width: Double, height: Double, margins: EdgeInsets, contentHeight: Double) -> (x: Double, y: Double) {
        let outerMain = isRow ? width + margins.horizontal : height + margins.vertical
        let outerCross = isRow ? height + margins.vertical : width + margins.horizontal
        let mainFree = (isRow ? innerWidth : contentHeight) - outerMain
        let crossFree = (isRow ? contentHeight : innerWidth) - outerCross
        var main: Double
        switch style.justifyContent {
        case .flexStart, .spaceBetween: main = 0
        case .flexEnd: main = mainFree
        case .center, .spaceAround, .spaceEvenly: main = mainFree / 2
        }
        if isReverse { main = mainFree - main }
        var cross: Double
        switch child.alignSelf ?? style.alignItems {
        case .flexStart, .stretch: cross = 0
        case .flexEnd: cross = crossFree
        case .center: cross = crossFree / 2
        case .baseline: cross = isWrapReverse ? crossFree : 0
        }
        if isWrapReverse { cross = crossFree - cross }
        if isRow {
            return (paddingBorder.left + main + margins.left, paddingBorder.top + cross + margins.top)
        }
        return (paddingBorder.left + cross + margins.left, paddingBorder.top + main + margins.top)
    }
}
