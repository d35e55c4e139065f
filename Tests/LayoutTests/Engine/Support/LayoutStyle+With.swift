import Layout

extension LayoutStyle {
    /// CSS's initial style changed by `configure`, so a tree reads as one expression:
    /// `LayoutNode(style: .with { $0.width = .points(100) })`.
    static func with(_ configure: (inout LayoutStyle) -> Void) -> LayoutStyle {
        var style = LayoutStyle()
        configure(&style)
        return style
    }
}
