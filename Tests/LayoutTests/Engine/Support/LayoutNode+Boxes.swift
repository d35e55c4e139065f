import Layout

extension LayoutNode {
    /// A box of fixed border-box size.
    static func fixed(_ width: Double, _ height: Double, _ style: LayoutStyle = LayoutStyle()) -> LayoutNode {
        var style = style
        style.width = .points(width)
        style.height = .points(height)
        return LayoutNode(style: style)
    }

    /// An absolutely positioned box.
    static func absolute(_ style: LayoutStyle) -> LayoutNode {
        var style = style
        style.position = .absolute
        return LayoutNode(style: style)
    }
}
