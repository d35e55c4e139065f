import Geometry

/// The style of one layout node: every property of the layout JSON interface
/// (`Specs/layout-json.md`), with CSS's initial values as defaults.
///
/// Sizing is border-box: `width`, `height`, the min/max sizes and `flexBasis` include
/// padding and border, as in Yoga and Taffy (and `box-sizing: border-box` in CSS).
///
/// Every number is accepted, NaN and infinities included: layout saturates them, as
/// Chromium's LayoutUnit does, into ±`largestLength` (33,554,431.984375 points; NaN
/// counts as 0, a non-positive aspect ratio as none), so frames are always finite.
/// A style set on a `LayoutNode` reads back saturated. This is a Tessera addition to
/// the layout JSON interface, whose spec bounds no value.
public struct LayoutStyle: Hashable, Sendable {
    public var display: Display = .flex
    public var position: Position = .relative
    public var flexDirection: FlexDirection = .row
    public var flexWrap: FlexWrap = .noWrap
    public var justifyContent: JustifyContent = .flexStart
    public var alignItems: AlignItems = .stretch
    /// `nil` is `auto`: the parent's `alignItems`.
    public var alignSelf: AlignItems? = nil
    public var alignContent: AlignContent = .stretch

    public var flexGrow: Double = 0
    public var flexShrink: Double = 1
    public var flexBasis: Length = .auto

    public var width: Length = .auto
    public var height: Length = .auto
    public var minWidth: Length = .auto
    public var minHeight: Length = .auto
    /// `auto` means no maximum (CSS `none`).
    public var maxWidth: Length = .auto
    /// `auto` means no maximum (CSS `none`).
    public var maxHeight: Length = .auto

    public var margin = Edges<Length>(all: .points(0))
    public var padding = Edges<LengthPercentage>(all: .zero)
    /// Border widths in points (whole device pixels, as browsers snap them).
    public var border = EdgeInsets.zero
    /// Offsets for relative and absolute positioning, from the top, right, bottom and left.
    public var inset = Edges<Length>(all: .auto)

    /// The gap between lines of a wrapping row, or between items of a column.
    public var rowGap: LengthPercentage = .zero
    /// The gap between items of a row, or between lines of a wrapping column.
    public var columnGap: LengthPercentage = .zero

    /// Width divided by height of the border box, or nil for none.
    public var aspectRatio: Double? = nil

    /// Which side the node's children start from (CSS `direction`): in a right-to-left
    /// node a `row` runs from the right, `rowReverse` from the left, and a column's
    /// `flexStart` items sit at the right; abspos children's static position is at the
    /// right. Padding, border, margins and insets stay physical (left is left). Not
    /// inherited here: a child keeps its own value (CSS Writing Modes 3, §2.1 inherits
    /// it; the tree's builder does that).
    public var direction: LayoutDirection = .leftToRight

    public init() {}
}

/// Whether a node takes part in layout.
public enum Display: Hashable, Sendable { case flex, none }

/// How a node is placed: in the flow (`relative`, offset by its insets) or out of it
/// (`absolute`, placed by its insets in its parent's padding box).
public enum Position: Hashable, Sendable { case relative, absolute }

/// The main axis and its direction.
public enum FlexDirection: Hashable, Sendable {
    case row, rowReverse, column, columnReverse

    var isRow: Bool { self == .row || self == .rowReverse }
    var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether items break into several lines, and which way lines stack.
public enum FlexWrap: Hashable, Sendable { case noWrap, wrap, wrapReverse }

/// Distribution of free space along the main axis.
public enum JustifyContent: Hashable, Sendable {
    case flexStart, flexEnd, center, spaceBetween, spaceAround, spaceEvenly
}

/// Alignment of items in the cross axis of their line.
public enum AlignItems: Hashable, Sendable {
    case flexStart, flexEnd, center, stretch, baseline
}

/// Distribution of free cross space between lines.
public enum AlignContent: Hashable, Sendable {
    case flexStart, flexEnd, center, stretch, spaceBetween, spaceAround, spaceEvenly
}
