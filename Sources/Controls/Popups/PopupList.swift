import Geometry
import Graphics
import Layout

/// One row of a popup list: its title, whether it is marked (a picker's selected
/// option: a check and a bold title), destructive (its title in the critical color), or
/// disabled (faded, not chosen).
struct PopupListRow: Sendable, Equatable {
    var title: String
    var isMarked = false
    var isDestructive = false
    var isEnabled = true
}

/// A row of a popup list was chosen (a tap, a click): sent up from the list, which is
/// the content of its control's popup, so it reaches the control that presents it.
struct PopupRowChosen: Action, Equatable {
    /// The popup's id.
    let list: String
    let index: Int
}

/// The list a `Picker` or a `Menu` shows in its popup: the surface with an edge and
/// round corners, rows a finger's target high, scrolled when long. It keeps nothing:
/// the control that presents it keeps the highlight and the scroll position, and hears
/// the list's `ScrollTo` actions (they go on from the popup to it). Rows are not in the
/// Tab order: keys stay on the control, which moves the highlight (WAI-ARIA's
/// active-descendant pattern).
struct PopupList: Component, Equatable {
    /// The popup's id: chosen rows name it, and the test IDs start with it.
    let id: String
    let rows: [PopupListRow]
    let highlighted: Int?
    let scroll: ScrollPosition
    /// Whether a column for the check mark is kept at the start of each row.
    let showsMarks: Bool

    func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let metrics = PopupListMetrics(theme: theme, rowCount: rows.count)
        var viewport = LayoutStyle()
        viewport.maxHeight = .points(metrics.viewportHeight)
        var content = LayoutStyle.column()
        content.padding = EdgeInsets(horizontal: metrics.padding, vertical: metrics.padding).map(LengthPercentage.points)
        // In a box of its own: a popup's root takes its min and max sizes from the screen.
        return Flexbox(style: LayoutStyle()) {
            Box(fill: .color(theme.colors.surface), border: BoxBorder(width: 1, color: theme.colors.separator),
                cornerRadii: CornerRadii(theme.cornerRadius), style: .column()) {
                ScrollViewport(content: ScrollContent(axes: .vertical, offset: scroll.offset,
                                                      allowsOverscroll: scroll.allowsOverscroll),
                               style: viewport,
                               child: Flexbox(style: content) {
                                   for index in rows.indices { row(index, theme: theme, height: metrics.rowHeight) }
                               })
            }
            .minSize(width: .points(theme.minimumTarget * 4))
            .testID("\(id).list")
        }
    }

    private func row(_ index: Int, theme: Theme, height: Double) -> some Component {
        let row = rows[index]
        let color = row.isDestructive ? theme.colors.critical : theme.colors.label
        return Button(looks: theme.popupRowLooks, cornerRadius: theme.cornerRadius / 2, borderWidth: 2,
                      padding: EdgeInsets(horizontal: theme.spacing * 1.5, vertical: 0), gap: theme.spacing,
                      isEnabled: row.isEnabled, isSelected: index == highlighted,
                      action: PopupRowChosen(list: id, index: index)) {
            if showsMarks {
                // Unmarked rows keep the mark's room, so titles line up.
                Icon(.checkmark, size: ThemeTextStyle.headline.size, color: row.isMarked ? theme.colors.accent : .clear)
                    .flex(grow: 0, shrink: 0)
            }
            Text(row.title, attributes: theme.text(row.isMarked ? .headline : .body, color: color), maxLines: 1)
                .flex(grow: 1, shrink: 1)
        }
        .size(height: height)
        .flex(shrink: 0)
        .focusable(false)
        .testID("\(id).row.\(index)")
    }
}
