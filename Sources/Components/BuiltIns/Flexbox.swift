import Layout

/// A flexbox container: its children laid out by CSS flexbox with `style` (direction,
/// wrapping, justification, alignment, gaps, padding, size). Each child's own flex
/// properties come from layout modifiers on the child (`.flex(grow:)`, ...).
///
/// `Equatable`: equal when the styles are equal and the children are pairwise equal
/// components (a child that is not `Equatable` makes it unequal, so it is rebuilt).
public struct Flexbox: Component, Equatable {
    public var style: LayoutStyle
    public var children: [any Component]

    public init(style: LayoutStyle = LayoutStyle(), @ChildrenBuilder children: () -> [any Component]) {
        self.style = style
        self.children = children()
    }

    public init(style: LayoutStyle = LayoutStyle(), children: [any Component]) {
        self.style = style
        self.children = children
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        let elements = builder.buildEach(children)
        return Element(kind: .container, style: style, children: elements, owner: builder.owner)
    }

    public static func == (lhs: Flexbox, rhs: Flexbox) -> Bool {
        lhs.style == rhs.style && componentsEqual(lhs.children, rhs.children)
    }
}
