import Geometry

/// Resolved margins, with which sides are `auto` (those resolve to 0 here; alignment
/// gives them their share of free space later).
struct ResolvedMargins {
    var edges = EdgeInsets.zero
    var autoLeft = false, autoRight = false, autoTop = false, autoBottom = false
}

extension LayoutStyle {
    /// Padding plus border. Percentages of padding refer to the containing block's width
    /// on every side (CSS 2 §8.4); with no base (intrinsic sizing) they count as 0.
    @inline(__always)
    func paddingAndBorder(base: Double?) -> EdgeInsets {
        EdgeInsets(top: max(0, padding.top.resolve(base)) + border.top,
                   right: max(0, padding.right.resolve(base)) + border.right,
                   bottom: max(0, padding.bottom.resolve(base)) + border.bottom,
                   left: max(0, padding.left.resolve(base)) + border.left)
    }

    /// True when some padding is a percentage, so its layout depends on the width of
    /// its containing block.
    var hasPercentPadding: Bool {
        func isPercent(_ value: LengthPercentage) -> Bool {
            if case .percent = value { return true } else { return false }
        }
        return isPercent(padding.left) || isPercent(padding.right) || isPercent(padding.top) || isPercent(padding.bottom)
    }

    /// Margins; percentages refer to the containing block's width on every side.
    @inline(__always)
    func resolvedMargins(base: Double?) -> ResolvedMargins {
        var result = ResolvedMargins()
        result.edges.left = margin.left.resolve(base) ?? 0
        result.edges.right = margin.right.resolve(base) ?? 0
        result.edges.top = margin.top.resolve(base) ?? 0
        result.edges.bottom = margin.bottom.resolve(base) ?? 0
        result.autoLeft = margin.left.isAuto
        result.autoRight = margin.right.isAuto
        result.autoTop = margin.top.isAuto
        result.autoBottom = margin.bottom.isAuto
        return result
    }
}

/// Clamps a size between a minimum and a maximum; the minimum wins when they conflict
/// (CSS 2 §10.4).
@inline(__always)
func clamp(_ value: Double, min lower: Double, max upper: Double) -> Double {
    Swift.max(lower, Swift.min(value, upper))
}

extension LayoutNode {
    /// From the border box in to the content box, as the last layout resolved them:
    /// border plus padding, padding percentages of the containing block's width that
    /// layout used (CSS 2 §8.4; 0 before any layout). What draws content inside a box
    /// (text, a button's title) takes these, so it never resolves padding on its own.
    public var contentInsets: EdgeInsets {
        // Before any layout the stored input is `.none`, whose padding base is 0.
        style.paddingAndBorder(base: cache.performedInput.paddingBase)
    }
}
