import Geometry

/// The styles most containers are: a row, a column, a box of a fixed size. One place for
/// them, so the gallery, the tests, the benches and the README build with the same
/// defaults.
///
/// Every default is CSS's initial value (`LayoutStyle()`'s): items stretch across
/// (`align: .stretch`), pack at the start (`justify: .flexStart`), do not wrap, no gap,
/// no padding. So `.row()` is `LayoutStyle()`, and a preset differs from CSS only where
/// its call says so.
extension LayoutStyle {
    /// Children side by side, left to right: `gap` points between items and between
    /// wrapped lines, aligned across by `align`, distributed along by `justify`; wrapped
    /// lines pack at the top (`alignContent: .flexStart`) rather than stretch, since a
    /// wrapping row is a flow of items, not a table of lines.
    public static func row(gap: Double = 0, align: AlignItems = .stretch, justify: JustifyContent = .flexStart,
                           wrap: FlexWrap = .noWrap, padding: Double = 0) -> LayoutStyle {
        var style = LayoutStyle()
        style.flexDirection = .row
        style.alignItems = align
        style.justifyContent = justify
        style.flexWrap = wrap
        if wrap != .noWrap { style.alignContent = .flexStart }
        style.columnGap = .points(gap)
        style.rowGap = .points(gap)
        style.padding = Edges(all: .points(padding))
        return style
    }

    /// Children stacked top to bottom, `gap` points apart, aligned across by `align`
    /// (stretched to the column's width by default), distributed along by `justify`.
    public static func column(gap: Double = 0, align: AlignItems = .stretch, justify: JustifyContent = .flexStart,
                              padding: Double = 0) -> LayoutStyle {
        var style = LayoutStyle()
        style.flexDirection = .column
        style.alignItems = align
        style.justifyContent = justify
        style.rowGap = .points(gap)
        style.padding = Edges(all: .points(padding))
        return style
    }

    /// A border box of `width` × `height` points.
    public static func fixed(width: Double, height: Double) -> LayoutStyle {
        var style = LayoutStyle()
        style.width = .points(width)
        style.height = .points(height)
        return style
    }
}
