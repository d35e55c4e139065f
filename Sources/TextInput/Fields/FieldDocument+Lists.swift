import Components

// What a document shows, for tests and tools.
extension FieldDocument {
    /// How many rows have a root now.
    @MainActor
    var builtRowCount: Int { contents.withLock { $0.rows } .reduce(0) { $0 + ($1.root == nil ? 0 : 1) } }

    /// Whether every row knows its place.
    var rowIndicesAreTheirPlaces: Bool {
        contents.withLock { contents in contents.rows.indices.allSatisfy { contents.rows[$0].index == $0 } }
    }

    /// Whether a row is not measured at the width yet, or a pass is under way.
    var needsMeasuringNow: Bool { contents.withLock { $0.needsMeasuring || $0.isMeasuringScheduled } }

    /// The rows' heights as the document has them.
    var tableHeights: [Double] { contents.withLock { $0.heights } }

    /// The paragraph whose row is at `y` in the rows shown.
    func paragraph(atContentY y: Double) -> Int {
        contents.withLock { $0.shownTable.map { min($0.firstRow(endingBelow: y), $0.rows.count - 1) } ?? 0 }
    }

    /// Where paragraph `index`'s row starts in the rows shown.
    func top(ofParagraph index: Int) -> Double {
        contents.withLock { $0.shownTable?.rows[index].top ?? 0 }
    }
}

// A document is its table's viewport observer: it lets go of rows far from view, and a
// host's `finishPendingWork()` publishes its waiting table.
extension FieldDocument: ListViewportObserver, ListPendingChanges {
    /// Lets go of the roots of rows far from what the list shows (more than `keptMargin`
    /// beyond it), so scrolling through a long text keeps a screenful or two of roots.
    @MainActor
    func list(_ list: AnyObject, shows area: Range<Double>?, width: Double, of table: ListRowTable) {
        let margin = Self.keptMargin
        let released = contents.withLock { contents -> [ParagraphRow] in
            guard contents.shownArea != area else { return [] }
            contents.shownArea = area
            var released: [ParagraphRow] = []
            contents.built.removeAll { row in
                let index = row.index
                let isFar: Bool
                if let area, index < table.rows.count, table.rows[index].source === row {
                    let rowTop = table.rows[index].top
                    isFar = rowTop + table.rows[index].height < area.lowerBound - margin || rowTop > area.upperBound + margin
                } else {
                    // Hidden, or not a row of the table shown.
                    isFar = area == nil || index >= contents.rows.count || contents.rows[index] !== row
                }
                if isFar { released.append(row) }
                return isFar
            }
            return released
        }
        for row in released {
            row.root = nil
            row.builtGeneration = -1
        }
    }

    /// How far beyond what a list shows (its overscan included) rows keep their roots.
    static let keptMargin = 256.0

    /// A table waits for the controller: a host's `finishPendingWork()` shows it now.
    @MainActor
    var hasPendingChanges: Bool { hasUnpublishedTable }

    @MainActor
    func applyPendingChangesNow() { publishNow() }
}
