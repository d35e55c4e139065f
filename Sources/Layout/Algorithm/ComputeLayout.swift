import DeepRecursion
import Geometry

extension LayoutNode {
    /// Lays out the tree rooted here in the given space (nil: unbounded in that axis).
    ///
    /// The root is laid out as a browser lays out an absolutely positioned box at the
    /// top-left corner of a containing block of the available size: an auto width or
    /// height shrinks to fit the content within the available space (max-content when
    /// unbounded); the root's percentages resolve against the available size and behave
    /// as `auto` on an unbounded axis. Its insets and `position` are ignored.
    ///
    /// Afterwards every node's `frame` holds its border box relative to its parent.
    /// Only what changed since the last call is recomputed. An infinite, negative or NaN
    /// available size is unbounded; a larger one than `LayoutStyle.largestLength` is
    /// that length.
    public func computeLayout(availableWidth: Double?, availableHeight: Double?) {
        let width = availableWidth.flatMap { $0.isFinite && $0 >= 0 ? $0.saturatedSize : nil }
        let height = availableHeight.flatMap { $0.isFinite && $0 >= 0 ? $0.saturatedSize : nil }
        guard style.display == .flex else {
            hide()
            return
        }
        let box = AbsoluteBox(node: self, containingWidth: width, containingHeight: height,
                              paddingBase: width ?? 0)
        let size = box.layout(availableWidth: width.map { $0 - box.margins.edges.horizontal } ?? .infinity)
        frame = Rect(x: box.margins.edges.left, y: box.margins.edges.top, width: size.width, height: size.height)
    }

    /// Lays this box out for `input`: its height and baseline, and in perform mode the
    /// frames of its whole subtree. Cached per input while the node is clean.
    func layout(_ input: LayoutInput, perform: Bool, needsBaseline: Bool) -> LayoutOutput {
        if perform {
            if cache.performedInput == input { return cache.performedOutput }
        } else {
            if let hit = cache.lookup(input), hit.hasBaseline || !needsBaseline { return hit }
            // A fixed height needs no layout unless the parent wants the baseline.
            if let height = input.height, !needsBaseline, !input.measuresLines { return LayoutOutput(height: height, baseline: nil) }
        }
        let output: LayoutOutput
        if children.isEmpty {
            output = layoutLeaf(input)
        } else {
            let buffers = FlexBuffers.current
            var container = FlexContainerLayout(node: self, input: input, perform: perform, needsBaseline: needsBaseline,
                                                items: buffers.takeItems(), lines: buffers.takeLines())
            var result = LayoutOutput(height: 0)
            // Each level of the tree takes stack; deep trees go on on a fresh one.
            StackReserve.ensure { result = container.run() }
            buffers.give(&container.items, &container.lines)
            output = result
        }
        if perform {
            cache.performedInput = input
            cache.performedOutput = output
            performCount &+= 1
            isDirty = false
        } else {
            cache.store(input, output)
        }
        return output
    }

    /// A box without children: its padding and border, plus measured content.
    private func layoutLeaf(_ input: LayoutInput) -> LayoutOutput {
        let paddingBorder = style.paddingAndBorder(base: input.paddingBase)
        guard let measure else {
            return LayoutOutput(height: input.height ?? paddingBorder.vertical.saturatedSize, baseline: nil)
        }
        let contentWidth = max(0, input.width - paddingBorder.horizontal)
        let heightSpace: AvailableSpace = input.height.map { .definite(max(0, $0 - paddingBorder.vertical)) } ?? .maxContent
        let measured = measure(MeasureConstraint(width: .definite(contentWidth), height: heightSpace))
        // Callback answers are saturated sizes (NaN, negatives and infinities cannot get
        // in), and so is what the parent sees.
        let height = input.height ?? (measured.height.saturatedSize + paddingBorder.vertical).saturatedSize
        let baseline = self.baseline.map {
            (paddingBorder.top + $0(Size(width: contentWidth, height: max(0, height - paddingBorder.vertical))).saturatedSize).saturatedSize
        }
        return LayoutOutput(height: height, baseline: baseline)
    }

    /// Gives a `display: none` subtree zero frames and marks it laid out.
    func hide() {
        frame = .zero
        isDirty = false
        cache.clear()
        for child in children { child.hide() }
    }
}
