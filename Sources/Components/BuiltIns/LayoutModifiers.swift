import Geometry
import Layout

/// What a parent asks of one child's layout: flex factors, size, min/max sizes,
/// margins, cross-axis alignment and absolute position. A value (so modified components
/// stay `Equatable`); each property left nil keeps the child's own style.
public struct LayoutModifier: Hashable, Sendable {
    var flexGrow: Double?
    var flexShrink: Double?
    var flexBasis: Length?
    var width: Length?
    var height: Length?
    var minWidth: Length?
    var minHeight: Length?
    var maxWidth: Length?
    var maxHeight: Length?
    var margin: Edges<Length>?
    /// `.some(nil)` sets `alignSelf` back to `auto`.
    var alignSelf: AlignItems??
    /// Absolute positioning with these insets.
    var position: Edges<Length>?
    /// Not layout, but set the same way and on the same element: whether taps stop at it.
    var hitTesting: HitTesting?
    /// Not layout either: gestures added to the element (`Component.gesture(_:)`).
    var gestures: GestureSet?
    /// Nor this: the pointer's shape and hover reports (`Component.pointerStyle(_:)`).
    var hover: HoverBehavior?

    public init() {}

    /// Applies the set properties to `style`.
    func apply(to style: inout LayoutStyle) {
        if let flexGrow { style.flexGrow = flexGrow }
        if let flexShrink { style.flexShrink = flexShrink }
        if let flexBasis { style.flexBasis = flexBasis }
        if let width { style.width = width }
        if let height { style.height = height }
        if let minWidth { style.minWidth = minWidth }
        if let minHeight { style.minHeight = minHeight }
        if let maxWidth { style.maxWidth = maxWidth }
        if let maxHeight { style.maxHeight = maxHeight }
        if let margin { style.margin = margin }
        if let alignSelf { style.alignSelf = alignSelf }
        if let position {
            style.position = .absolute
            style.inset = position
        }
    }
}

/// A component with layout modifiers: the element its content builds, with the
/// modifier applied to its style. Chained modifiers (`.flex(grow: 1).margin(8)`) merge
/// into one `LayoutModified`, so the element is copied once.
public struct LayoutModified<Content: Component>: Component {
    public var content: Content
    public var modifier: LayoutModifier

    public init(_ content: Content, modifier: LayoutModifier) {
        self.content = content
        self.modifier = modifier
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        guard let element = builder.build(content) else { return nil }
        var style = element.style
        modifier.apply(to: &style)
        return element.copy(style: style, testID: element.testID, hitTesting: modifier.hitTesting,
                            addingGestures: modifier.gestures, hover: modifier.hover)
    }
}

extension LayoutModified: Equatable where Content: Equatable {}

/// Modifiers on an already modified component merge into its modifier: the type stays
/// `LayoutModified<Content>`, and the element is restyled once.
extension LayoutModified {
    public typealias _LayoutModifierContent = Content

    public func _modifyingLayout(_ change: (inout LayoutModifier) -> Void) -> LayoutModified<Content> {
        var copy = self
        change(&copy.modifier)
        return copy
    }
}

/// The modifiers, declared once for every component. Each returns a wrapper whose
/// element is the component's element with the property set; on a `LayoutModified` they
/// add to its modifier instead of wrapping again (`_modifyingLayout`).
extension Component {
    /// Flex factors in the parent flexbox: how much of the free space the child takes
    /// (`grow`), how much it gives up when space is short (`shrink`), and its size
    /// before either (`basis`). Nil leaves a factor as it is.
    public func flex(grow: Double? = nil, shrink: Double? = nil, basis: Length? = nil)
        -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.setFlex(grow: grow, shrink: shrink, basis: basis) }
    }

    /// The border-box width: `.points(120)`, `.percent(50)` of the parent's content width.
    public func width(_ width: Length) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.width = width }
    }
    /// The border-box width in points.
    public func width(_ points: Double) -> LayoutModified<_LayoutModifierContent> { width(.points(points)) }
    /// The border-box height: `.points(44)`, `.percent(100)` of a definite parent height.
    public func height(_ height: Length) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.height = height }
    }
    /// The border-box height in points.
    public func height(_ points: Double) -> LayoutModified<_LayoutModifierContent> { height(.points(points)) }
    /// Width and height in points; nil leaves one as it is.
    public func size(width: Double? = nil, height: Double? = nil) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.setSize(width: width, height: height) }
    }

    /// Minimum sizes (`.points(0)` lets a flex item shrink below its content).
    public func minSize(width: Length? = nil, height: Length? = nil) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.setMinSize(width: width, height: height) }
    }

    /// Maximum sizes.
    public func maxSize(width: Length? = nil, height: Length? = nil) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.setMaxSize(width: width, height: height) }
    }

    /// Margins, any of them `auto` (an auto margin takes free space: `left: .auto` pushes
    /// the child to the right).
    public func margin(_ margin: Edges<Length>) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.margin = margin }
    }
    /// Margins in points.
    public func margin(_ insets: EdgeInsets) -> LayoutModified<_LayoutModifierContent> {
        margin(insets.map(Length.points))
    }
    /// The same margin in points on every side.
    public func margin(_ all: Double) -> LayoutModified<_LayoutModifierContent> { margin(Edges(all: .points(all))) }

    /// Cross-axis alignment in the parent, overriding its `alignItems` (nil: the parent's).
    public func alignSelf(_ alignment: AlignItems?) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.alignSelf = .some(alignment) }
    }

    /// Takes the child out of the flow and places it by insets from the parent's padding
    /// box (CSS `position: absolute`): `.position(right: 8, bottom: 8)` for a corner
    /// badge, `.position(top: 0, right: 0, bottom: 0, left: 0)` to cover the parent.
    /// A side left nil is `auto`; with both insets of an axis auto the child sits where
    /// the parent's alignment would put it.
    public func position(top: Double? = nil, right: Double? = nil, bottom: Double? = nil,
                         left: Double? = nil) -> LayoutModified<_LayoutModifierContent> {
        position(Edges(top: top, right: right, bottom: bottom, left: left).map { $0.map(Length.points) ?? .auto })
    }

    /// Absolute position with any insets (points, percentages of the parent, auto).
    public func position(_ insets: Edges<Length>) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.position = insets }
    }
}

/// What the modifiers wrap: a component in a new `LayoutModified`, whose type is
/// `LayoutModified<Self>`.
extension Component where _LayoutModifierContent == Self {
    public func _modifyingLayout(_ change: (inout LayoutModifier) -> Void) -> LayoutModified<Self> {
        var modifier = LayoutModifier()
        change(&modifier)
        return LayoutModified(self, modifier: modifier)
    }
}

extension LayoutModifier {
    mutating func setFlex(grow: Double?, shrink: Double?, basis: Length?) {
        if let grow { flexGrow = grow }
        if let shrink { flexShrink = shrink }
        if let basis { flexBasis = basis }
    }

    mutating func setSize(width: Double?, height: Double?) {
        if let width { self.width = .points(width) }
        if let height { self.height = .points(height) }
    }

    mutating func setMinSize(width: Length?, height: Length?) {
        if let width { minWidth = width }
        if let height { minHeight = height }
    }

    mutating func setMaxSize(width: Length?, height: Length?) {
        if let width { maxWidth = width }
        if let height { maxHeight = height }
    }
}
