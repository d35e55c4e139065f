import Layout

/// Styles the component tests build with.
extension LayoutStyle {
    /// `width` × `height` points.
    public static func fixed(width: Double, height: Double) -> LayoutStyle {
        var style = LayoutStyle()
        style.width = .points(width)
        style.height = .points(height)
        return style
    }

    /// A column whose children keep their own widths.
    public static var column: LayoutStyle {
        var style = LayoutStyle()
        style.flexDirection = .column
        style.alignItems = .flexStart
        return style
    }

    /// A row whose children keep their own heights.
    public static var row: LayoutStyle {
        var style = LayoutStyle()
        style.alignItems = .flexStart
        return style
    }
}
