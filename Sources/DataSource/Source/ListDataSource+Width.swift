import Components
import Geometry

/// Rows follow the width of the lists showing them, as UICollectionView's, SwiftUI's
/// `List` and Slint's `ListView` rows do: mounting reports each list's laid-out width
/// with what it shows (`list(_:shows:width:of:)`), and when the width rows follow
/// changes, a *width pass* lays them out again after the mounting pass (a table is never
/// published from inside one): the rows in view (overscan included) and the section
/// headers at once on the main actor, the others off it. Built items keep their roots
/// (laid out again, not rebuilt: their state stays); items without a tree are measured
/// again, keeping the tree when they are within the working range. Each publish moves
/// the list's offset so the first visible row stays put (the list's scroll anchoring).
///
/// Several lists showing one data source at different widths: rows follow the narrowest
/// (one layout per item; in the wider lists they keep to the left, none is cut off).
/// Items pinned by their changeset's `sizeRange` keep it.
extension ListDataSource {
    /// Lays the rows that follow their lists out at `width` points: what a `List` does on
    /// its own once it is laid out. Use it before a list shows the rows (a still render
    /// that knows its width; a data source no list shows), so they are laid out once.
    /// Throws a `ListWidthError` for a width of 0 or less, or not finite; then nothing
    /// changes.
    public func setRowWidth(_ width: Double) throws(ListWidthError) {
        guard width > 0, width.isFinite else { throw ListWidthError(width: width, origin: .setRowWidth) }
        follow(width)
    }

    /// The size range an item is laid out in now: the row width's, unless it is pinned.
    func targetSizeRange(of item: ListItem<Model>) -> SizeRange {
        item.followsWidth ? .width(rowWidth) : item.sizeRange
    }

    /// The size range a changeset's items are prepared in now.
    func sizeRange(of entry: PendingChangeset<Model>) -> SizeRange {
        entry.sizeRange ?? .width(rowWidth)
    }

    /// Follows the narrowest list that shows something at a width above 0 (a hidden or
    /// collapsed list has no say); with none, the width stays as it was.
    func followListWidths() {
        var narrowest = Double.infinity
        for entry in viewports.values where entry.list != nil && entry.width > 0 {
            narrowest = min(narrowest, entry.width)
        }
        if narrowest.isFinite { follow(narrowest) }
    }

    private func follow(_ width: Double) {
        guard width != rowWidth else { return }
        rowWidth = width
        scheduleRelayout()
    }

    /// Runs a width pass after this turn of the main actor (mounting may be running).
    func scheduleRelayout() {
        guard !isRelayoutScheduled else { return }
        isRelayoutScheduled = true
        workUnderWay += 1
        Task { [weak self] in
            guard let self else { return }
            // `relayOutNow()` may have run it already.
            if self.isRelayoutScheduled {
                self.isRelayoutScheduled = false
                self.relayOut()
            }
            self.finishWork()
        }
    }

    /// Runs the scheduled width pass now, if one is: the rows in view and the headers are
    /// laid out at the new width before this returns (a host's `finishPendingWork()`).
    func relayOutNow() {
        guard isRelayoutScheduled else { return }
        isRelayoutScheduled = false
        relayOut()
    }

    /// Lays out again at the row width every item that follows it and is laid out at
    /// another: those in view and the headers now, the others in the background. An item
    /// a changeset is updating is skipped: the update lays it out.
    private func relayOut() {
        relayoutGeneration += 1
        let pass = relayoutGeneration, range = SizeRange.width(rowWidth)
        widthStatistics.passes += 1
        // In view: what the lists show, overscan included.
        let shown = shownArea(), table = latestTable
        var inView = Set<ObjectIdentifier>()
        var changed = false
        isApplying = true
        var index = table.firstRow(endingBelow: shown.lowerBound)
        while index < table.rows.count, table.rows[index].top < shown.upperBound {
            defer { index += 1 }
            guard let item = table.rows[index].source as? ListItem<Model>, item.followsWidth, !item.isUpdating else { continue }
            inView.insert(ObjectIdentifier(item))
            guard item.sizeRange != range || item.relayoutPass != nil else { continue }
            item.relayoutPass = nil
            item.sizeRange = range
            if let root = item.root {
                root.update(sizeRange: range)
            } else {
                attach(ComponentRoot(provider(item.model), sizeRange: range, environment: environment,
                                     diagnostics: diagnostics), to: item)
            }
            item.refreshRow()
            widthStatistics.laidOutInView += 1
            changed = true
        }
        if headersFollowWidth, headerSizeRange != range {
            headerSizeRange = range
            for header in headers { header?.root.update(sizeRange: range) }
            changed = true
        }
        isApplying = false
        // The others: built ones in their roots, the rest measured (keeping the tree
        // within the working range, so it is not built twice).
        let wanted = (shown.lowerBound - workingRange)..<(shown.upperBound + workingRange)
        var roots: [(item: ListItem<Model>, root: ComponentRoot)] = []
        var measured: [ListItem<Model>] = [], keepsTree: [Bool] = []
        for section in sections {
            // An item an older pass still lays out may be laid out at another width.
            for item in section where item.followsWidth && !item.isUpdating
                && (item.sizeRange != range || item.relayoutPass != nil) && !inView.contains(ObjectIdentifier(item)) {
                item.relayoutPass = pass
                if let root = item.root {
                    root.updateAsynchronously(sizeRange: range)
                    roots.append((item, root))
                } else {
                    let row = item.rowIndex < table.rows.count ? table.rows[item.rowIndex] : nil
                    keepsTree.append(row.map { $0.top < wanted.upperBound && $0.top + $0.height > wanted.lowerBound } ?? false)
                    item.isHydrating = true
                    measured.append(item)
                }
            }
        }
        let background = !roots.isEmpty || !measured.isEmpty
        relayoutInFlight = background ? pass : nil
        if changed {
            publish()
            notify(.rowsLaidOut(width: rowWidth))
            builtArea = nil
            updateWorkingRange()
        }
        guard background else { return }
        relayOutInBackground(pass: pass, range: range, roots: roots, measured: measured, keepsTree: keepsTree)
    }

    /// The background part of width pass `pass`: waits for the roots' layouts, measures
    /// the other items `preparationWidth` at a time, then publishes them all at once,
    /// unless a later pass took over.
    private func relayOutInBackground(pass: Int, range: SizeRange, roots: [(item: ListItem<Model>, root: ComponentRoot)],
                                      measured: [ListItem<Model>], keepsTree: [Bool]) {
        workUnderWay += 1
        let jobs = measured.map(\.model), generations = measured.map(\.generation)
        let provider = provider, environment = environment, diagnostics = diagnostics
        let width = preparationWidth
        Task { [weak self] in
            let prepared = await Self.inShares(of: jobs.count, width: width) { shares in
                shares.map {
                    PreparedItem(ComponentRoot.prepare(provider(jobs[$0]), sizeRange: range, environment: environment,
                                                       diagnostics: diagnostics), keepsTree: keepsTree[$0], sizeRange: range)
                }
            }
            for entry in roots { await entry.root.waitForAsynchronousUpdates() }
            guard let self else { return }
            defer { self.finishWork() }
            for entry in roots where entry.item.relayoutPass == pass {
                entry.item.relayoutPass = nil
                entry.item.sizeRange = range
                entry.item.refreshRow()
            }
            for (index, item) in measured.enumerated() where item.relayoutPass == pass {
                item.relayoutPass = nil
                item.isHydrating = false
                // Removed, built meanwhile (mounting reached it) or given a new model: nothing to take.
                guard item.dataSource != nil, item.root == nil, item.generation == generations[index] else { continue }
                item.size = prepared[index].size
                item.reuseKey = prepared[index].reuseKey
                item.sizeRange = range
                if let tree = prepared[index].tree {
                    self.attach(ComponentRoot(prepared: tree), to: item)
                    item.refreshRow()
                }
            }
            self.widthStatistics.laidOutInBackground += roots.count + measured.count
            // A later pass took these items over: it publishes them.
            guard self.relayoutInFlight == pass else { return }
            self.relayoutInFlight = nil
            self.publish()
            self.notify(.rowsLaidOut(width: range.max.width))
            self.builtArea = nil
            self.updateWorkingRange()
        }
    }
}
