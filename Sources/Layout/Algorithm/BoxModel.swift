/// Resolved lengths on the four sides of a box, in points.
struct ResolvedEdges {
    var left = 0.0, right = 0.0, top = 0.0, bottom = 0.0

    var horizontal: Double { left + right }
    var vertical: Double { top + bottom }
}

/// Resolved margins, with which sides are `auto` (those resolve to 0 here; alignment
/// gives them their share of free space later).
struct ResolvedMargins {
    var edges = ResolvedEdges()
    var autoLeft = false, autoRight = false, autoTop = false, autoBottom = false
}

extension LayoutStyle {
    /// Padding plus border. Percentages of padding refer to the containing block's width
    /// on every side (CSS 2 §8.4); with no base (intrinsic sizing) they count as 0.
    @inline(__always)
    func paddingAndBorder(base: Double?) -> ResolvedEdges {
        ResolvedEdges(
            left: max(0, padding.left.resolve(base)) + border.left,
            right: max(0, padding.right.resolve(base)) + border.right,
            top: max(0, padding.top.resolve(base)) + border.top,
            bottom: max(0, padding.bottom.resolve(base)) + border.bottom)
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
