import Components
import Geometry
import Graphics
import Layout

/// Rows that expand when tapped: the update asks for an ease, so the tapped row grows
/// and the rows below slide down with it (bounds animations of the rows' own nodes).
public struct ExpandingRowDemo: Component, Equatable {
    struct Toggle: Action, Equatable { var row: Int }

    public static let titles = ["Wi-Fi", "Bluetooth", "Display", "Sound"]

    public init() {}

    public var scope: ComponentScope? { .byType }
    /// The expanded row, if any.
    public func initialState() -> Int? { nil }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 6)) {
            for (index, title) in Self.titles.enumerated() {
                let expanded = context.state == index
                Button(looks: .menuItem, padding: EdgeInsets(all: 0), direction: .column, gap: 0, action: Toggle(row: index)) {
                    Flexbox(style: LayoutStyle.row(align: .center, justify: .spaceBetween, padding: 12)) {
                        Text(title, attributes: GalleryStyle.font(14, weight: .bold), maxLines: 1)
                        Text(expanded ? "Less" : "More", attributes: GalleryStyle.caption, maxLines: 1)
                    }
                    .size(width: 300)
                    if expanded {
                        Inset(EdgeInsets(top: 0, right: 12, bottom: 12, left: 12)) {
                            Text("Settings for \(title.lowercased()) would go here, under the row that opened them.",
                                 attributes: GalleryStyle.body)
                        }
                    }
                }
                .size(width: 300)
                .testID("motion.row.\(index)")
            }
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard let toggle = action as? Toggle else { return false }
        context.updateState(.synchronous, animation: .easeInOut) { $0 = $0 == toggle.row ? nil : toggle.row }
        return true
    }
}
