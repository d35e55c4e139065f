import Geometry

/// What a control with a popup list (a `Picker`, a `Menu`, a context menu) keeps in its
/// own state, so its owner keeps only its choice: whether the list is open, the row the
/// keys are on, how far the list is scrolled, and what was typed to find a row.
public struct PopupListState: Sendable, Equatable {
    /// Whether the list shows.
    public internal(set) var isOpen = false
    /// The row the arrow keys are on (drawn with an accent ring), if any.
    public internal(set) var highlighted: Int?
    /// The list's scroll position (the list scrolls when it is long).
    public internal(set) var scroll = ScrollPosition()
    /// Letters typed within `TypeAhead.window` of each other (cleared by a timer).
    public internal(set) var typed = ""

    public init() {}

    /// The list opened on `row` (nil: no row), scrolled to show it.
    mutating func open(on row: Int?, metrics: PopupListMetrics) {
        isOpen = true
        highlighted = row
        scroll = ScrollPosition(offset: .zero)
        reveal(metrics)
    }

    /// The list closed; what was typed is forgotten.
    mutating func close() {
        isOpen = false
        highlighted = nil
        typed = ""
    }

    /// Scrolled as little as shows the highlighted row.
    mutating func reveal(_ metrics: PopupListMetrics) {
        guard let highlighted else { return }
        scroll = ScrollPosition(offset: Point(x: 0, y: metrics.offset(revealing: highlighted, from: scroll.offset.y)))
    }
}
