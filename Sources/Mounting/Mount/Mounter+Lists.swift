import Components
import Geometry

/// The cells of one mounted list: those showing rows, by the row source each shows; the pool of
/// cells that left, by reuse key (per list, as ComponentKit's pools are per container);
/// and the array the next rows pass fills (swapped with the list's children, so a pass
/// allocates nothing once the arrays and dictionaries have grown to a screenful).
@MainActor
final class ListCells {
    var bySource: [ObjectIdentifier: Node] = [:]
    var pool: [ObjectIdentifier: [Node]] = [:]
    var next: [Node] = []
    /// The table the last pass showed: an animated pass tells the rows a change inserted
    /// or removed from those that scrolled in or out.
    var table: ListRowTable?
}

extension Mounter {
    /// Mounts the rows of every list in view: the rows that reach into the visible area
    /// (what the list's clipping ancestors and the root show of it) or its overscan get
    /// a cell, the others give theirs back.
    ///
    /// Runs after the tree is mounted and its scroll moves are applied, so positions and
    /// damage are those after the moves: a list whose content moved by a blit finds its
    /// cells where the move put them and damages only what enters, leaves or changes.
    /// A cell stays with its row's root while the row is in view (its subtree is the
    /// root's layout, diffed as any subtree); a row entering takes a cell of its reuse key
    /// from the pool (`dequeueReusableCell`'s idea), whose nodes are already of the
    /// row's shape, so only their looks change; a row leaving puts its cell there whole.
    /// A list with nothing in sight (its page hidden, scrolled out of an outer viewport)
    /// lets go of its cells and its pool: memory goes back, and what a list keeps does not
    /// depend on how many rows it once showed.
    ///
    /// Each pass tells the table's viewport observer (the data source) what the list
    /// shows and how wide it is, so it keeps the rows near it built and laid out at the
    /// list's width; a row in view whose tree is not built
    /// is built now (`ListRowSource.tree(width:)`).
    ///
    /// A pass of a commit with an animation (a changeset enqueued with one, a row's own
    /// animated update: `ListRowTable.animation`) animates the change from the table shown
    /// before: cells of rows that stay slide to their new places, rows the change inserted
    /// come in and rows it removed leave where they were, through the row root element's
    /// `Transition` (a fade when it has none), as `Component.transition(_:)` does in a tree.
    /// A leaving cell is drawn, not hit, until its removal ends.
    func mountListRows(damage: inout Damage) {
        guard !lists.isEmpty else { return }
        rowsPass &+= 1
        for list in lists { mountRows(of: list, damage: &damage) }
    }

    private func mountRows(of list: Node, damage: inout Damage) {
        guard let cells = list.listCells else { return }
        var content: ListContent?
        if case .list(let value)? = list.element?.kind { content = value }
        // The list's absolute origin, then what its clipping ancestors and the root show.
        let origin = list.absoluteFrame.origin
        let visible = list.shownFrame(absoluteOrigin: origin)
        let clip = visible
        cells.next.removeAll(keepingCapacity: true)
        // What the change from the last table shown animates (nothing on the first pass,
        // or when the table is the same).
        var change: (from: ListRowTable, animation: Animation)?
        if let content, let shown = cells.table, shown !== content.table, let animation = commitAnimation {
            change = (shown, animation)
        }
        defer { cells.table = content?.table }
        if let content, visible.height > 0, visible.width > 0 {
            let table = content.table
            let viewTop = visible.minY - origin.y
            let top = viewTop - content.overscan, bottom = visible.maxY - origin.y + content.overscan
            let sticky = content.stickyHeaders
            var index = table.firstRow(endingBelow: top)
            var headers = 0
            while index < table.rows.count, table.rows[index].top < bottom {
                let row = table.rows[index]
                index += 1
                guard let tree = row.source.tree(width: list.frame.width) else { continue }
                let shown = cells.bySource[ObjectIdentifier(row.source)] != nil
                let cell = takeCell(for: row, tree: tree, in: cells)
                let isSticky = sticky && row.isHeader
                // A cell shown before slides (or goes on sliding) to its place; a sticky
                // header is where the scroll puts it.
                let top = isSticky ? stuck(row, viewTop: viewTop) : row.top
                let target = Rect(x: 0, y: top, width: tree.layout.frame.width, height: row.height)
                let frame = shown && !isSticky
                    ? animator.frame(for: cell, from: cell.frame, to: target, animation: reducesMotion ? nil : change?.animation)
                    : target
                mountCell(cell, showing: tree.layout, frame: frame, parentOrigin: origin, clip: clip, damage: &damage)
                if !shown, let change, change.from.index(of: row.source) == nil {
                    enter(cell, pose: tree.layout.element.motion.transition?.insertion ?? Transition.opacity.insertion,
                          animation: tree.layout.element.motion.transition?.animation ?? change.animation)
                }
                // Sticky headers are drawn over the rows: they go last.
                if isSticky {
                    cells.next.append(cell)
                    headers += 1
                } else {
                    cells.next.insert(cell, at: cells.next.count - headers)
                }
            }
            // The header of the section at the top sticks even when its own row is far above.
            if sticky, let header = table.header(ofRow: table.firstRow(endingBelow: viewTop)),
               table.rows[header].top + table.rows[header].height <= top, let tree = table.rows[header].source.tree(width: list.frame.width) {
                let row = table.rows[header]
                let cell = takeCell(for: row, tree: tree, in: cells)
                mount(row, tree, on: cell, top: stuck(row, viewTop: viewTop), listOrigin: origin, clip: clip,
                      damage: &damage)
                cells.next.append(cell)
            }
            table.viewportObserver?.list(list, shows: top..<bottom, width: list.frame.width, of: table)
        } else if let content {
            content.table.viewportObserver?.list(list, shows: nil, width: 0, of: content.table)
        }
        // Cells this pass did not keep leave: their pixels are repainted, their nodes pooled;
        // those of rows an animated change removed leave through their transitions, drawn
        // under the others.
        let inSight = !cells.next.isEmpty
        var leaving = 0
        for cell in list.children where cell.cellGeneration != rowsPass {
            if cell.isLeaving {
                if inSight {
                    cells.next.insert(cell, at: leaving)
                    leaving += 1
                } else {
                    damage.add(pixels(cell.visualBounds.offsetBy(dx: origin.x, dy: origin.y), clip: clip))
                    unmount(cell)
                }
                continue
            }
            if let source = cell.cellSource { cells.bySource[ObjectIdentifier(source)] = nil }
            if inSight, let change, let source = cell.cellSource, let content, content.table.index(of: source) == nil,
               let element = cell.children.first?.element,
               startLeaving(cell, transition: element.motion.transition ?? .opacity,
                            animation: element.motion.transition?.animation ?? change.animation) {
                cells.next.insert(cell, at: leaving)
                leaving += 1
                continue
            }
            damage.add(pixels(cell.visualBounds.offsetBy(dx: origin.x, dy: origin.y), clip: clip))
            if inSight { recycle(cell, into: cells) } else { statistics.removed += cell.subtreeSize }
        }
        if animator.isRunning, Self.reorders(list.children, to: cells.next) {
            // Sliding cells may overlap: one drawn above another before may be drawn below
            // it now, so what moves or leaves is repainted whole.
            for cell in cells.next where cell.frameAnimationTarget != nil || cell.isLeaving {
                damage.add(pixels(cell.visualBounds.offsetBy(dx: origin.x, dy: origin.y), clip: clip))
            }
        }
        list.exchangeChildren(&cells.next)
        cells.next.removeAll(keepingCapacity: true)
        if !inSight {
            cells.bySource.removeAll()
            cells.pool.removeAll()
        }
        var bounds = list.frame
        for cell in list.children {
            bounds = bounds.union(cell.visualBounds.offsetBy(dx: list.frame.minX, dy: list.frame.minY))
        }
        list.visualBounds = bounds
    }

    /// Where a sticky header is drawn: at the top of the visible area while its section
    /// is there, pushed up by the section's end, never below its own place.
    private func stuck(_ row: ListRow, viewTop: Double) -> Double {
        let limit = (row.sectionEnd ?? row.top + row.height) - row.height
        return max(row.top, min(viewTop, limit))
    }

    /// The cell showing `row`: the one it had, else one from the pool of its reuse key,
    /// else a new one. Its root is `tree`'s (the source may have built a new one).
    private func takeCell(for row: ListRow, tree: ListRowTree, in cells: ListCells) -> Node {
        let key = ObjectIdentifier(row.source)
        let cell: Node
        if let existing = cells.bySource[key] {
            cell = existing
        } else {
            if let pooled = cells.pool[row.reuseKey]?.popLast() {
                statistics.reused += 1
                cell = pooled
            } else {
                statistics.created += 1
                cell = Node(kind: .listCell)
            }
            cell.cellSource = row.source
            cell.cellReuseKey = row.reuseKey
            cells.bySource[key] = cell
        }
        if cell.cellRoot !== tree.root {
            cell.cellRoot = tree.root
            // What the row's own chain leaves goes on from the list (a row's controller
            // sending to the screen around it).
            let root = tree.root
            root.outerResponder = { [weak cell, weak events, weak root] action in
                guard let cell, let root, cell.cellRoot === root, let list = cell.parent, let element = list.element,
                      let events else { return false }
                return events.send(action, from: element, at: list)
            }
        }
        cell.cellGeneration = rowsPass
        return cell
    }

    /// Mounts `tree`, `row`'s, in `cell`, placed at `top` in the list.
    private func mount(_ row: ListRow, _ tree: ListRowTree, on cell: Node, top: Double, listOrigin: Point, clip: Rect,
                       damage: inout Damage) {
        mountCell(cell, showing: tree.layout, frame: Rect(x: 0, y: top, width: tree.layout.frame.width, height: row.height),
                  parentOrigin: listOrigin, clip: clip, damage: &damage)
    }

    /// Mounts `layout` (a root's: a list row's, an overlay's) in `cell`, a container that
    /// holds the root's nodes, at `frame` in the cell's parent, whose origin in the root's
    /// coordinates is `parentOrigin`. A new, moved or resized cell damages its old and new
    /// areas whole; one in place damages what changed inside it.
    func mountCell(_ cell: Node, showing layout: LayoutBox, frame: Rect, parentOrigin: Point, clip: Rect?,
                   damage: inout Damage) {
        let kind = layout.element.kind.nodeKind
        let isNew = cell.box == nil
        var replaced = false
        var content = cell.children.first
        if content?.kind != kind {
            if let content { unmount(content) }
            let node = takeNode(kind)
            cell.setChildren([node])
            content = node
            replaced = true
        }
        guard let content else { return }
        let moved = !isNew && cell.frame != frame
        let whole = isNew || moved || replaced
        if moved { statistics.moved += 1 }
        if whole, !isNew {
            damage.add(pixels(cell.visualBounds.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y), clip: clip))
        }
        cell.frame = frame
        let cellOrigin = Point(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
        if content.box !== layout {
            mount(layout, on: content, oldParentOrigin: cellOrigin, newParentOrigin: cellOrigin, clip: clip,
                  covered: whole, inViewport: false, damage: &damage)
        }
        cell.visualBounds = frame.union(content.visualBounds.offsetBy(dx: frame.minX, dy: frame.minY))
        // The cell itself has no element: its box marks it as showing a root.
        cell.box = layout
        if whole { damage.add(pixels(cell.visualBounds.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y), clip: clip)) }
    }

    /// Puts a cell that left the visible area into its list's pool, its nodes kept with
    /// their looks (the next row of its type takes it); keyboard focus does not follow it
    /// there, and it holds on to nothing of the row it showed.
    private func recycle(_ cell: Node, into cells: ListCells) {
        cell.forgetRow()
        cell.stopMotion()
        cell.opacity = 1
        cell.cellRoot?.outerResponder = nil
        cell.cellRoot = nil
        cell.cellSource = nil
        cell.frame = .zero
        cell.visualBounds = .zero
        guard let key = cell.cellReuseKey, cells.pool[key, default: []].count < poolLimit else {
            statistics.removed += cell.subtreeSize
            return
        }
        cells.pool[key, default: []].append(cell)
    }
}

extension Node {
    /// Lets go of the elements and boxes the node and its subtree were mounted from (they
    /// belong to a row that left), keeping the nodes and their looks; counts an unmount,
    /// so keyboard focus on one of them is gone.
    func forgetRow() {
        unmountCount += 1
        element = nil
        box = nil
        for child in children { child.forgetRow() }
    }

    /// The node's frame in the root's coordinates (its origin there is `origin`), cut to
    /// what its clipping ancestors and the root show; zero-sized where nothing shows.
    func shownFrame(absoluteOrigin origin: Point) -> Rect {
        var shown = Rect(origin: origin, size: frame.size)
        var nodeOrigin = origin
        var node = self
        while let parent = node.parent {
            nodeOrigin = Point(x: nodeOrigin.x - node.frame.minX, y: nodeOrigin.y - node.frame.minY)
            if parent.clipsContent || parent.parent == nil {
                shown = shown.intersection(Rect(origin: nodeOrigin, size: parent.frame.size))
                    ?? Rect(origin: shown.origin, size: .zero)
            }
            node = parent
        }
        return shown
    }

    /// The node and its descendants.
    var subtreeSize: Int { 1 + children.reduce(0) { $0 + $1.subtreeSize } }
}
