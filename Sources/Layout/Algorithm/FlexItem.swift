/// One in-flow child of a flex container while the container is laid out: its resolved
/// style in the container's main/cross terms and the sizes the algorithm finds for it.
///
/// "Start" and "end" are logical: main-start is the right edge in a `rowReverse`
/// container, cross-start the bottom (row) or right (column) edge under `wrapReverse`.
/// All sizes are border-box; `outer` sizes add margins.
struct FlexItem {
    var childIndex: Int
    var alignSelf: AlignItems

    var marginMainStart = 0.0, marginMainEnd = 0.0
    var marginCrossStart = 0.0, marginCrossEnd = 0.0
    var autoMainStart = false, autoMainEnd = false
    var autoCrossStart = false, autoCrossEnd = false

    var paddingBorderMain = 0.0, paddingBorderCross = 0.0
    /// The width (resolved) of the `width`/`height` property in each axis, nil for auto.
    var specifiedMain: Double?
    var specifiedCross: Double?
    /// The cross size property is `auto` (a percentage of an indefinite size is not:
    /// it behaves as auto for sizing, but such an item is not stretched).
    var crossIsAuto = true
    var minCrossIsAuto = true
    var minMain = 0.0, maxMain = Double.infinity
    var minCross = 0.0, maxCross = Double.infinity
    var aspectRatio: Double?

    var flexGrow = 0.0, flexShrink = 0.0
    var flexBase = 0.0
    var hasDefiniteBasis = false
    var hypotheticalMain = 0.0
    /// The main size being resolved (§9.7), then the used main size.
    var target = 0.0
    var isFrozen = false
    /// The min/max violation of the current 9.7.4 iteration.
    var violation = 0.0

    var cross = 0.0
    /// True when the cross size is fixed by stretching (definite for the item's children).
    var isStretched = false
    /// The item's first baseline from its border-box top, when it takes part in baseline
    /// alignment (row containers only).
    var baseline = 0.0

    /// The position of the border box from the container's content-box main-start and
    /// from its line's (then the content box's) cross-start.
    var mainOffset = 0.0
    var crossOffset = 0.0

    var marginsMain: Double { marginMainStart + marginMainEnd }
    var marginsCross: Double { marginCrossStart + marginCrossEnd }
    var outerTarget: Double { target + marginsMain }
    var outerHypotheticalMain: Double { hypotheticalMain + marginsMain }
    var outerCross: Double { cross + marginsCross }
    var hasAutoCrossMargin: Bool { autoCrossStart || autoCrossEnd }
}

/// A line of items (§9.3): a range of the container's item array and its cross size.
struct FlexLine {
    var range: Range<Int>
    var cross = 0.0
    var crossOffset = 0.0
    /// The largest distance from a baseline-aligned item's outer cross-start to its baseline.
    var maxAscent = 0.0
    var hasBaselineItems = false
}
