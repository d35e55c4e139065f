import Geometry
import Instrumentation

/// A node of the layout tree: a style, children, an optional measure callback for leaf
/// content, and the frame layout gave it.
///
/// A node is a retained object: it keeps the results of its last layout and reuses
/// them until its style, its children or its measured content change. Change the style
/// through `style`, the children through the methods below, and call `markDirty()` when
/// a measured leaf's content changed; each of these dirties the node and its ancestors.
///
/// Not thread-safe: build and lay out a tree on one thread at a time (any thread).
public final class LayoutNode {
    // The properties layout reads in its inner loops skip Swift's dynamic exclusivity
    // checks (`@exclusivity(unchecked)`): a tree is used by one thread at a time, layout
    // never holds an access across a call that could start another, and the checks
    // cost a tenth of layout time.

    /// The node's style. Setting a different style marks the node dirty.
    ///
    /// Its numbers are saturated as it is set, so reading it back gives them within
    /// layout's range: points and border widths within ±`LayoutStyle.largestLength`
    /// (Chromium's LayoutUnit range; NaN is 0, a negative border 0), an aspect ratio
    /// within [1 / largestLength, largestLength] (none unless positive), flex factors
    /// within [0, Float.greatestFiniteMagnitude]. Percentages saturate as they resolve.
    @exclusivity(unchecked)
    public var style: LayoutStyle {
        didSet {
            style.saturate()
            if style != oldValue { markDirty() }
        }
    }

    /// The children, in order.
    @exclusivity(unchecked)
    public private(set) var children: [LayoutNode] = []

    /// The parent, or nil for a root.
    ///
    /// Not a `weak` reference: a weakly referenced object gets a side table, and from
    /// then on every retain and release of it takes the runtime's slow path; with every
    /// node some child's parent, that was a twentieth of components-10k's instructions
    /// (callgrind: 4,429 M, 4,207 M without). A parent clears its children's pointers
    /// as it goes (`deinit`), so this is never a dangling pointer: a tree is used by one
    /// thread at a time, and a child is in its parent's `children` for as long as it
    /// points to it.
    @exclusivity(unchecked)
    public private(set) unowned(unsafe) var parent: LayoutNode?

    /// Measures the content of a leaf (a node with no children); ignored on nodes with
    /// children. Setting it marks the node dirty.
    @exclusivity(unchecked)
    public var measure: MeasureFunction? {
        didSet { markDirty() }
    }

    /// The leaf's first baseline, for `baseline` alignment. Setting it marks the node dirty.
    public var baseline: BaselineFunction? {
        didSet { markDirty() }
    }

    /// The border box from the last layout, relative to the parent's border box (the
    /// root's origin is its margin offset). Unrounded points, saturated: the position
    /// within ±`LayoutStyle.largestLength`, the size within 0...largestLength.
    public internal(set) var frame: Rect {
        get { Rect(saturatingX: layoutFrame.x, y: layoutFrame.y, width: layoutFrame.width, height: layoutFrame.height) }
        set { layoutFrame = newValue }
    }

    /// The frame as layout wrote it: finite, and beyond the range only for hostile
    /// values. Saturating it when it is read rather than when it is written keeps the
    /// algorithm's loops as small as they were.
    @exclusivity(unchecked)
    var layoutFrame: Rect = .zero

    /// How many times this node has been laid out in perform mode, writing its
    /// children's frames. Only a parent's perform pass writes a node's frame, so while
    /// this count stays the same, every frame below the node stays the same: callers
    /// that copy frames out (a snapshot for another thread) can skip such subtrees.
    @exclusivity(unchecked)
    public internal(set) var performCount: UInt64 = 0

    /// The frame snapped to device pixels by the last `roundLayout(scale:)`, in points.
    @exclusivity(unchecked)
    public internal(set) var roundedFrame: Rect = .zero

    /// True until the node has been laid out with its current style and content.
    @exclusivity(unchecked)
    public internal(set) var isDirty = true

    // Layout state, owned by the algorithm (see LayoutCache.swift).
    let cache = LayoutCache()

    /// A node with `children`, which must have no parent (precondition), each once.
    public init(style: LayoutStyle = LayoutStyle(), children: [LayoutNode] = []) {
        self.style = style.saturated
        // The array is taken as it is, not grown a child at a time.
        for child in children {
            precondition(child.parent == nil, "LayoutNode.init: a child already has a parent; remove it first")
            child.parent = self
        }
        self.children = children
        LiveObjects.created(.layoutNode)
    }

    deinit {
        // Children that outlive this node (held elsewhere) become roots.
        for child in children { child.parent = nil }
        LiveObjects.destroyed(.layoutNode)
    }

    /// Adds `child` after the last child. A node has one parent: `child` must not
    /// have one (precondition).
    public func appendChild(_ child: LayoutNode) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` (0...children.count). `child` must not have a parent
    /// (precondition).
    public func insertChild(_ child: LayoutNode, at index: Int) {
        precondition(child.parent == nil, "LayoutNode.insertChild: the child already has a parent; remove it first")
        precondition(child !== self, "LayoutNode.insertChild: a node cannot be its own child")
        // `append` grows in place; `insert` goes through `replaceSubrange`.
        if index == children.count { children.append(child) } else { children.insert(child, at: index) }
        child.parent = self
        markDirty()
    }

    /// Removes and returns the child at `index`.
    @discardableResult
    public func removeChild(at index: Int) -> LayoutNode {
        let child = children.remove(at: index)
        child.parent = nil
        markDirty()
        return child
    }

    /// Removes every child.
    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children { child.parent = nil }
        children.removeAll()
        markDirty()
    }

    /// Discards every cached result in the subtree, so the next layout starts from
    /// scratch (benchmarks use it; normal code never needs it).
    public func discardCachedLayout() {
        isDirty = true
        cache.clear()
        for child in children { child.discardCachedLayout() }
    }

    /// Marks this node and its ancestors as needing layout: call it when a measured
    /// leaf's content changed. Style and child changes call it themselves.
    public func markDirty() {
        var node: LayoutNode? = self
        while let current = node, !(current.isDirty && current !== self) {
            current.isDirty = true
            current.cache.clear()
            node = current.parent
        }
    }
}
