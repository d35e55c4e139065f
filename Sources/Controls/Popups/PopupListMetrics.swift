/// The geometry of a popup list, from the theme and its number of rows: rows of one
/// height (a finger's target at least, growing with the type scale), a little padding,
/// and a viewport of at most six and a half rows (the half row says there is more).
/// Fixed so a key that moves the highlight can scroll the list to it without measuring.
struct PopupListMetrics: Equatable {
    let rowHeight: Double
    /// Above the first row and below the last, inside the scrolled content.
    let padding: Double
    let contentHeight: Double
    let viewportHeight: Double

    /// Rows a full list shows.
    static let visibleRows = 6.5

    init(theme: Theme, rowCount: Int) {
        // A line of body text (about 1.3 times its size) with the theme's spacing above and below.
        let line = ThemeTextStyle.body.size * theme.typeScale * 1.3
        rowHeight = max(theme.minimumTarget, (line + 2 * theme.spacing).rounded(.up))
        padding = theme.spacing / 2
        contentHeight = 2 * padding + Double(rowCount) * rowHeight
        viewportHeight = min(contentHeight, 2 * padding + Self.visibleRows * rowHeight)
    }

    var maxOffset: Double { max(0, contentHeight - viewportHeight) }

    /// Whole rows a page key moves (the rows in view less one, at least one).
    var rowsPerPage: Int { max(1, Int(viewportHeight / rowHeight) - 1) }

    /// The offset nearest `offset` that shows all of row `index` (the padding too at the ends).
    func offset(revealing index: Int, from offset: Double) -> Double {
        let top = padding + Double(index) * rowHeight
        var result = offset
        if top - padding < result { result = index == 0 ? 0 : top }
        let bottom = top + rowHeight
        if bottom > result + viewportHeight { result = bottom + padding - viewportHeight }
        return min(maxOffset, max(0, result))
    }
}
