import Geometry

// Right-to-left containers (`LayoutStyle.direction`) are laid out as their mirror
// image. CSS Writing Modes 3, §2.1: `direction: rtl` puts the inline start on the
// right; with a horizontal writing mode the inline axis is the only one it changes, and
// every start and end the layout uses on it are logical: a row's main-start and a
// column's cross-start (CSS Flexbox §2, §9), the static position of an absolutely
// positioned box (CSS Position 3 §4.1; Flexbox §4.1), the inset that loses when both
// are set (CSS 2 §9.4.3 and §10.3.7: the containing block's direction decides). So a
// right-to-left container is laid out as a left-to-right one whose own and children's
// left and right padding, border, margins and insets are swapped, and each child's x
// is then reflected within the container's border box. Sizes do not depend on the
// direction (intrinsic widths are sums and maxima), nor does anything vertical.

extension Edges {
    /// The left and right sides swapped.
    @inline(__always)
    var horizontallyMirrored: Edges { Edges(top: top, right: left, bottom: bottom, left: right) }
}

extension ResolvedMargins {
    /// The left and right margins (and their `auto` flags) swapped.
    var horizontallyMirrored: ResolvedMargins {
        var mirrored = self
        mirrored.edges = edges.horizontallyMirrored
        (mirrored.autoLeft, mirrored.autoRight) = (autoRight, autoLeft)
        return mirrored
    }
}

/// The x of a box `width` wide placed at `x` in the mirror image of a container
/// `containerWidth` wide (both border boxes).
@inline(__always)
func mirroredX(_ x: Double, width: Double, within containerWidth: Double) -> Double {
    containerWidth - x - width
}

extension LayoutNode {
    /// Reflects the frame written in the mirror image of its parent `parentWidth` wide.
    func mirrorFrame(within parentWidth: Double) {
        layoutFrame.origin.x = mirroredX(layoutFrame.x, width: layoutFrame.width, within: parentWidth)
    }
}
