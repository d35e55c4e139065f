import Components
import Geometry

/// The working range: mounting tells the data source what each list shows
/// (`ListViewportObserver`); items within `workingRange` of it are built (in the
/// background, ahead of the view), items beyond twice that let go of their trees when
/// nothing would be lost (`ComponentRoot.keepsOnlyInitialState`). Without a list, the
/// top of the rows counts as shown. Texture keeps such ranges around its views; GTK4
/// keeps at most 200 rows alive.
extension ListDataSource: ListViewportObserver {
    public func list(_ list: AnyObject, shows area: Range<Double>?, width: Double, of table: ListRowTable) {
        let id = ObjectIdentifier(list)
        let old = viewports[id]
        // Most frames: the same area at the same width (or still nothing), two comparisons.
        guard old?.area != area || (area != nil && old?.width != width) else { return }
        let widthChanged = old?.width != (area == nil ? nil : width)
        viewports[id] = area.map { ShownArea(list: list, area: $0, width: width) }
        if widthChanged { followListWidths() }
        updateWorkingRange()
    }

    /// Returns once the working range's work is done: the items near what the lists
    /// show are built (no background build under way) and those far from it let go.
    public func waitUntilBuilt() async {
        while workUnderWay > 0 {
            await withCheckedContinuation { workWaiters.append($0) }
        }
    }

    func finishWork() {
        workUnderWay -= 1
        guard workUnderWay == 0 else { return }
        let waiting = workWaiters
        workWaiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// What the lists show together (the top of the rows when none does); lists that
    /// went away without a word are forgotten.
    func shownArea() -> Range<Double> {
        var shown: Range<Double>?
        var gone = false
        for entry in viewports.values {
            guard entry.list != nil else {
                gone = true
                continue
            }
            let area = entry.area
            shown = shown.map { min($0.lowerBound, area.lowerBound)..<max($0.upperBound, area.upperBound) } ?? area
        }
        if gone { viewports = viewports.filter { $0.value.list != nil } }
        return shown ?? 0..<0
    }

    /// Starts building the items near what is shown and schedules letting go of those far
    /// from it, unless the area built last time still covers the shown area with half
    /// the range to spare (so a scroll frame mostly does nothing here).
    func updateWorkingRange() {
        let shown = shownArea(), range = workingRange
        if let built = builtArea, built.lowerBound <= shown.lowerBound - range / 2,
           built.upperBound >= shown.upperBound + range / 2 {
            return
        }
        let wanted = (shown.lowerBound - range)..<(shown.upperBound + range)
        builtArea = wanted
        let table = latestTable
        scheduleRelease()
        // Near items without trees are built in the background.
        var missing: [ListItem<Model>] = []
        var index = table.firstRow(endingBelow: wanted.lowerBound)
        while index < table.rows.count, table.rows[index].top < wanted.upperBound {
            if let item = table.rows[index].source as? ListItem<Model>, item.root == nil, !item.isHydrating {
                missing.append(item)
            }
            index += 1
        }
        if !missing.isEmpty { buildInBackground(missing) }
    }

    /// Lets go of the far items' trees after this turn of the main actor: a mounting pass
    /// may be running, and freeing a few hundred objects has no place in a frame.
    private func scheduleRelease() {
        guard !isReleaseScheduled else { return }
        isReleaseScheduled = true
        workUnderWay += 1
        Task { [weak self] in
            guard let self else { return }
            self.isReleaseScheduled = false
            self.releaseFarItems()
            self.finishWork()
        }
    }

    /// Lets go of the trees of items beyond twice the range from what is shown, when
    /// nothing would be lost.
    private func releaseFarItems() {
        let shown = shownArea(), range = workingRange, table = latestTable
        let kept = (shown.lowerBound - 2 * range)..<(shown.upperBound + 2 * range)
        var far: [ListItem<Model>] = []
        for item in builtItems.values where item.rowIndex < table.rows.count {
            let row = table.rows[item.rowIndex]
            guard row.top + row.height <= kept.lowerBound || row.top >= kept.upperBound else { continue }
            if !item.isUpdating, item.relayoutPass == nil, let root = item.root, root.keepsOnlyInitialState {
                far.append(item)
            }
        }
        for item in far { letGo(item) }
    }

    /// Lets go of an item's root: it is its model and its size until it is built again.
    private func letGo(_ item: ListItem<Model>) {
        guard let root = item.root else { return }
        builtItems[ObjectIdentifier(item)] = nil
        item.root = nil
        workingRangeStatistics.releases += 1
        root.detachMountingLayer()
        root.invalidate()
    }

    /// Builds `items` off the main actor, `preparationWidth` at a time; each takes its
    /// tree unless it was built, updated or removed meanwhile.
    private func buildInBackground(_ items: [ListItem<Model>]) {
        for item in items { item.isHydrating = true }
        workUnderWay += 1
        let jobs = items.map { (model: $0.model, sizeRange: targetSizeRange(of: $0)) }
        let generations = items.map(\.generation)
        let provider = provider, environment = environment, diagnostics = diagnostics
        Task { [weak self] in
            let prepared = await Self.inShares(of: jobs.count, width: self?.preparationWidth ?? 1) { range in
                range.map { ComponentRoot.prepare(provider(jobs[$0].model), sizeRange: jobs[$0].sizeRange,
                                                  environment: environment, diagnostics: diagnostics) }
            }
            guard let self else { return }
            defer { self.finishWork() }
            var resized: [ListItem<Model>] = [], sizes: [Size] = []
            for (index, item) in items.enumerated() {
                // A build for an older model, or at a width the item no longer follows, is dropped.
                guard item.isHydrating, item.root == nil, !item.isUpdating, item.generation == generations[index],
                      jobs[index].sizeRange == self.targetSizeRange(of: item) else {
                    item.isHydrating = false
                    continue
                }
                let old = item.size
                self.attach(ComponentRoot(prepared: prepared[index]), to: item)
                item.sizeRange = jobs[index].sizeRange
                self.workingRangeStatistics.backgroundBuilds += 1
                item.refreshRow()
                if item.size != old {
                    resized.append(item)
                    sizes.append(old)
                }
            }
            self.publishResizes(resized, from: sizes)
        }
    }

    /// Builds `item` on the main actor now: mounting (or `root(at:)`) needs its tree
    /// before the background build brought it. A size other than the one kept is
    /// published after the current turn (mounting may be running).
    func buildNow(_ item: ListItem<Model>) {
        let old = item.size
        item.sizeRange = targetSizeRange(of: item)
        attach(ComponentRoot(provider(item.model), sizeRange: item.sizeRange, environment: environment,
                             diagnostics: diagnostics), to: item)
        workingRangeStatistics.mainActorBuilds += 1
        item.refreshRow()
        guard item.size != old else { return }
        pendingResizes.append((item, old))
        guard pendingResizes.count == 1 else { return }
        Task { [weak self] in
            guard let self else { return }
            let resized = self.pendingResizes
            self.pendingResizes = []
            self.publishResizes(resized.map(\.item), from: resized.map(\.old))
        }
    }
}
