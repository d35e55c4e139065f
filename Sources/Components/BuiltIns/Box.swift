import Geometry
import Graphics
import Layout

/// A drawn rectangle: a fill (color or gradient), a border with a width and color per
/// side, corner radii, an opacity for the box and its content, and clipping of its
/// children to its rounded box.
///
/// A `Box` with children is also a flex container, exactly as `Flexbox` with the same
/// `style` (direction, alignment, gaps, padding, size): `Box(fill: .color(.white),
/// style: column) { ... }` is a card. The border's widths are the layout's border (the
/// border box includes them, and children sit inside them); `style.border` is replaced
/// by them. Without children and without a size, a box is as large as its padding and
/// border: give it a size with `style` or layout modifiers.
///
/// `Equatable`: equal when appearance and style are equal and the children are pairwise
/// equal components (a child that is not `Equatable` makes it unequal).
public struct Box: Component, Equatable {
    public var appearance: BoxAppearance
    public var style: LayoutStyle
    public var children: [any Component]

    public init(appearance: BoxAppearance, style: LayoutStyle = LayoutStyle(), children: [any Component] = []) {
        self.appearance = appearance
        self.style = style
        self.children = children
    }

    public init(fill: BoxFill? = nil, border: BoxBorder? = nil, cornerRadii: CornerRadii = .zero, opacity: Double = 1,
                clipsContent: Bool = true, style: LayoutStyle = LayoutStyle(),
                @ChildrenBuilder children: () -> [any Component] = { [] }) {
        self.init(appearance: BoxAppearance(fill: fill, border: border, cornerRadii: cornerRadii, opacity: opacity,
                                            clipsContent: clipsContent),
                  style: style, children: children())
    }

    /// A box of one color.
    public init(color: Color, cornerRadius: Double = 0, style: LayoutStyle = LayoutStyle(),
                @ChildrenBuilder children: () -> [any Component] = { [] }) {
        self.init(fill: .color(color), cornerRadii: CornerRadii(cornerRadius), style: style, children: children)
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = style
        style.border = appearance.border?.widths ?? .zero
        let elements = builder.buildEach(children)
        return Element(kind: .box(appearance), style: style, children: elements, owner: builder.owner)
    }

    public static func == (lhs: Box, rhs: Box) -> Bool {
        lhs.appearance == rhs.appearance && lhs.style == rhs.style && componentsEqual(lhs.children, rhs.children)
    }
}
