import Components
import Geometry

/// A `List`'s controller: it observes the data source and puts each new table of rows
/// in the list's state at once, moving the offset so that the first visible row stays
/// in place when rows above it changed.
public final class ListController<Model: Sendable>: ComponentController<List<Model>> {
    private var observed: ListDataSource<Model>?

    public required init(_ context: ControllerContext<List<Model>>) {
        super.init(context)
        observe(component.dataSource)
    }

    public override func didUpdateComponent(from oldComponent: List<Model>, oldState: ListState) {
        guard component.dataSource !== observed else { return }
        observed?.removeObserver(self)
        observe(component.dataSource)
        let table = component.dataSource.table
        updateState(.synchronous) { $0 = ListState(table: table) }
    }

    public override func invalidate() {
        observed?.removeObserver(self)
        observed = nil
    }

    private func observe(_ dataSource: ListDataSource<Model>) {
        observed = dataSource
        dataSource.addObserver(self) { controller, _ in controller.showLatestRows() }
    }

    private func showLatestRows() {
        guard let table = observed?.table, table !== state.table else { return }
        let offset = Self.anchoredOffset(state.position.offset, from: state.table, to: table)
        // The table says how its change animates: rows slide, fade in and fade out.
        updateState(.synchronous, animation: table.animation) { state in
            state.table = table
            state.position.offset = offset
        }
    }

    /// The offset that keeps the first row visible at `offset` in `old` at the same place
    /// on screen in `new` (CSS scroll anchoring); `offset` itself at the top, or when that
    /// row is gone.
    static func anchoredOffset(_ offset: Point, from old: ListRowTable, to new: ListRowTable) -> Point {
        guard offset.y > 0 else { return offset }
        let index = old.firstRow(endingBelow: offset.y)
        guard index < old.rows.count else { return offset }
        let anchor = old.rows[index]
        // Most changes leave the anchor where it was in the table: look there first.
        let moved: ListRow?
        if index < new.rows.count, new.rows[index].source === anchor.source {
            moved = new.rows[index]
        } else {
            moved = new.index(of: anchor.source).map { new.rows[$0] }
        }
        guard let moved else { return offset }
        return Point(x: offset.x, y: offset.y + moved.top - anchor.top)
    }
}
