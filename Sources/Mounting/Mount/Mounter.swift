import Components
import DeepRecursion
import Geometry
import Graphics
import Layout

/// Keeps a node tree in step with a component tree's layouts; see the module comment.
@MainActor
public final class Mounter {
    /// Where actions from list rows' roots go on (`ComponentRoot.outerResponder`).
    weak var events: EventDispatcher?
    /// The root node (nil before the first mount, or when the layout is empty).
    public private(set) var root: Node?
    /// What the last mount did.
    public internal(set) var statistics = MountStatistics()
    /// Device pixels per point: damage is in device pixels.
    public let scale: Double
    /// The most nodes of one kind a pool keeps; a subtree larger than that (a page
    /// switched away from) gives the rest back to memory.
    public let poolLimit: Int
    /// Whether content scrolled by whole device pixels is moved instead of repainted,
    /// and what that needs to know (nil: a scroll damages the viewport as any move does).
    /// `ComponentHost` sets it.
    public var scrollBlitting: ScrollBlitting?
    /// The scroll viewports whose shown offset changed in the last mount (their
    /// indicators showed; the host fades them).
    public private(set) var scrolledViewports: [Node] = []
    private var pools: [NodeKind: [Node]] = [:]
    /// Scroll contents the mount in progress found shifted by whole pixels.
    private var shifts: [ScrollShift] = []
    /// The list nodes mounted, in the order they were first mounted: their rows are
    /// mounted after the tree (`Mounter+Lists.swift`).
    var lists: [Node] = []
    /// Counts rows passes: a cell kept by this pass has its number.
    var rowsPass: UInt64 = 0
    /// The overlay marks mounted (`Mounter+Overlays.swift`), weakly: a list cell dropped
    /// with its subtree takes its marks with it.
    var overlayMarks: [WeakNode] = []
    /// Mounted nodes whose drawing changes with time (`CustomDrawing.nextChange`): the host starts
    /// their time, repaints them when their look changes, and asks for frames for them.
    var timedNodes: [WeakNode] = []
    /// The nodes mounted with an element that traps focus, weakly: while there is none,
    /// the focus tracker need not look for a trap after a mount.
    private var trapNodes: [WeakNode] = []
    /// The overlay layer's cells, bottom to top: the root's last children, drawn after
    /// the page and hit before it. Set by the host's overlay layer.
    var overlayCells: [Node] = []
    /// Bounds and transform animations (`NodeAnimator`): what commits with an
    /// animation moved.
    private(set) lazy var animator = NodeAnimator(scale: scale)
    /// The animation of the commit being mounted: set by the host around `mount(_:)`.
    var commitAnimation: Animation?
    /// Whether moves, resizes and transforms jump to their end (`ReducedMotion`); fades
    /// still run.
    var reducesMotion = ReducedMotion.isRequestedByEnvironment
    /// The animation of the subtree being mounted (`Component.animation(_:)` of the
    /// nearest element above that has one), during `mount(_:)`.
    private var subtreeAnimation: Animation?
    /// Whether the node being mounted came with a new parent (or has none): then it
    /// appears with its parent, without a transition of its own.
    private var parentIsNew = true
    /// Nodes drawn while their removal transitions run (`Node.isLeaving`), with their
    /// unmount counts: `removeLeftNodes(damage:)` unmounts them when those end.
    var leavingNodes: [(node: Node, unmountCount: Int)] = []

    /// The default pool limit: a few screens' worth of nodes of each kind.
    public static let defaultPoolLimit = 1_024

    /// A mounter whose damage is in device pixels at scale 1, keeping at most
    /// `poolLimit` unmounted nodes of each kind.
    public init(poolLimit: Int = Mounter.defaultPoolLimit) {
        scale = 1
        self.poolLimit = max(0, poolLimit)
    }

    /// A mounter whose damage is in device pixels of `scale`; throws a `DimensionError`
    /// unless it is finite and greater than 0 (`SizeCheck.scale`).
    public init(scale: Double, poolLimit: Int = Mounter.defaultPoolLimit) throws(DimensionError) {
        try SizeCheck.scale(scale)
        self.scale = scale
        self.poolLimit = max(0, poolLimit)
    }

    /// Nodes waiting in the reuse pools, by kind.
    public var pooledNodeCounts: [NodeKind: Int] { pools.mapValues(\.count) }

    /// Mounts `layout` and returns the device pixels it changed.
    public func mount(_ layout: LayoutResult) -> Damage {
        statistics = MountStatistics()
        scrolledViewports.removeAll(keepingCapacity: true)
        var damage = Damage()
        defer { shifts.removeAll(keepingCapacity: true) }
        // The overlay cells stay out of the page's diff, and come back as its last children.
        detachOverlayCells()
        defer { attachOverlayCells() }
        guard let box = layout.root else {
            if let root {
                damage.add(pixels(root.visualBounds))
                unmount(root)
                self.root = nil
            }
            return damage
        }
        let kind = box.element.kind.nodeKind
        var node: Node
        if let root, root.kind == kind {
            node = root
        } else {
            if let root {
                damage.add(pixels(root.visualBounds))
                unmount(root)
            }
            node = takeNode(kind)
        }
        parentIsNew = true
        mount(box, on: node, oldParentOrigin: .zero, newParentOrigin: .zero, clip: nil, covered: false,
              inViewport: false, damage: &damage)
        root = node
        // Before the moves: what the overlay layer shows over a scrolled viewport is damaged
        // where it is, and where a blit carries its pixels.
        attachOverlayCells()
        // Outer viewports first (the traversal's order): an inner viewport's move happens
        // where the outer one's moved it.
        for shift in shifts { apply(shift, to: &damage) }
        // Lists' rows, where the moves left their lists (their damage is after the moves);
        // a viewport inside a row moves after that.
        let applied = shifts.count
        mountListRows(damage: &damage)
        for shift in shifts[applied...] { apply(shift, to: &damage) }
        return damage
    }

    /// Mounts `box` on `node` (already of its kind); adds to `damage` what changed unless
    /// an ancestor already damaged all of its old and new area (`covered`). `inViewport`:
    /// the node is a scroll viewport's content.
    func mount(_ box: LayoutBox, on node: Node, oldParentOrigin: Point, newParentOrigin: Point,
               clip: Rect?, covered: Bool, inViewport: Bool, damage: inout Damage) {
        if node.box === box { return }
        let isNew = node.box == nil
        let oldBox = node.box
        let oldFrame = node.frame, oldVisual = node.visualBounds
        // The animation its changes take: its subtree's (`Component.animation(_:)`), or
        // the commit's; none for scrolled content, which moves as the scroll does.
        let outerAnimation = subtreeAnimation
        defer { subtreeAnimation = outerAnimation }
        if let own = box.element.motion.animation { subtreeAnimation = own }
        let animation = inViewport ? nil : subtreeAnimation ?? commitAnimation
        let motion = reducesMotion ? nil : animation
        // Inserted into a parent that stays: it comes in through its transition, if any.
        let outerParentIsNew = parentIsNew
        defer { parentIsNew = outerParentIsNew }
        parentIsNew = isNew
        let insertion = isNew && !outerParentIsNew ? box.element.motion.transition.flatMap { transition in
            (transition.animation ?? animation).map { (transition.insertion, $0) }
        } : nil
        // Where the node is shown now: the layout's frame, or on the way there.
        let frame = isNew ? box.frame : animator.frame(for: node, from: oldFrame, to: box.frame, animation: motion)
        let moved = !isNew && oldFrame != frame
        if moved { statistics.moved += 1 }
        node.frame = frame
        // Its transform: a new one changes its whole subtree's pixels.
        let transform = isNew ? box.element.motion.transform
            : animator.value(of: node, track: .transform, target: \.transformAnimationTarget, from: node.transform,
                             to: box.element.motion.transform, animation: motion)
        let transformChanged = transform != node.transform
        node.transform = transform

        var lookChanged = false, subtreeLookChanged = transformChanged
        // A new element of an equal kind (its parent was rebuilt) keeps the node's look.
        if node.element !== box.element, node.element?.kind != box.element.kind {
            let shown = (opacity: node.opacity, fill: node.fill, border: node.border, radii: node.cornerRadii)
            let changed = node.setLook(box.element.kind)
            lookChanged = changed.changed
            subtreeLookChanged = subtreeLookChanged || changed.subtree
            if !isNew { animateLook(of: node, from: shown, animation: animation) }
            if lookChanged, !isNew { statistics.updated += 1 }
        }
        if let (pose, animation) = insertion { enter(node, pose: pose, animation: animation) }
        // Scrolled content that only moved by whole device pixels: its pixels can be moved
        // (`ScrollShift`); what changed inside it is damaged where the move puts it.
        let shift = inViewport && moved && !covered && !lookChanged && !subtreeLookChanged
            ? wholePixelShift(from: oldFrame, to: frame) : nil
        // A plain box resized in place changes only along the edges that moved; its
        // children are then mounted uncovered and damage what they change themselves.
        let bands = !covered && shift == nil && moved && !isNew && !subtreeLookChanged && !lookChanged
            && oldParentOrigin == newParentOrigin ? EdgeBands.bands(of: node, from: oldFrame, to: frame) : nil
        // Everything below is covered when this node's whole old and new areas are damaged.
        let damagesWhole = !covered && shift == nil && bands == nil && (isNew || moved || subtreeLookChanged)
        let newOrigin = Point(x: newParentOrigin.x + frame.minX, y: newParentOrigin.y + frame.minY)
        let oldOrigin = shift == nil ? Point(x: oldParentOrigin.x + oldFrame.minX, y: oldParentOrigin.y + oldFrame.minY)
            : newOrigin
        let childClip = node.clipsContent ? intersect(clip, Rect(origin: newOrigin, size: frame.size)) : clip
        if let shift, let viewport = node.parent {
            shifts.append(ScrollShift(viewport: viewport, dx: shift.dx, dy: shift.dy, clip: clip))
        }

        if node.kind == .list {
            // A list's children are its rows' cells, mounted after the tree.
            if node.listCells == nil {
                node.listCells = ListCells()
                lists.append(node)
            }
        } else {
            // While an animation applies, children follow their components (a card
            // removed or moved: the others slide), else their places.
            mountChildren(box.children, on: node, oldOrigin: oldOrigin, newOrigin: newOrigin, clip: childClip,
                          covered: covered || damagesWhole, isViewport: node.scroll != nil,
                          animation: node.scroll == nil ? subtreeAnimation ?? commitAnimation : nil, damage: &damage)
        }
        if node.scroll != nil {
            updateIndicators(of: node, box: box, oldBox: oldBox, origin: newOrigin, clip: childClip,
                             covered: covered || damagesWhole, damage: &damage)
        }

        let visual = node.measuredVisualBounds(scale: scale)
        node.visualBounds = visual
        if let bands {
            for band in bands { damage.add(pixels(band.offsetBy(dx: newParentOrigin.x, dy: newParentOrigin.y), clip: clip)) }
        } else if damagesWhole {
            if !isNew { damage.add(pixels(oldVisual.offsetBy(dx: oldParentOrigin.x, dy: oldParentOrigin.y), clip: clip)) }
            damage.add(pixels(visual.offsetBy(dx: newParentOrigin.x, dy: newParentOrigin.y), clip: clip))
        } else if lookChanged, !covered {
            // A transformed node's own pixels are where its transform draws them.
            let drawn = node.transform.isIdentity ? Rect(origin: newOrigin, size: frame.size)
                : visual.offsetBy(dx: newParentOrigin.x, dy: newParentOrigin.y)
            damage.add(pixels(drawn, clip: clip))
        }
        node.box = box
        node.element = box.element
        if node.custom != nil, node.kind == .overlayMark { registerOverlayMark(node) }
        if node.timedStart == nil, node.custom?.drawing.nextChange(after: 0) != nil,
           !timedNodes.contains(where: { $0.node === node }) {
            timedNodes.append(WeakNode(node: node))
        }
        if box.element.focus.trapsFocus, !trapNodes.contains(where: { $0.node === node }) {
            trapNodes.append(WeakNode(node: node))
        }
    }

    /// Matches `boxes` with the node's children by position and kind (while an
    /// `animation` applies, or a transition brings its own, first by the scope of the
    /// component that built each: a child that moved among its siblings keeps its node, so
    /// it can animate there, and one component's node never shows another's), mounts each,
    /// and unmounts the children left over, or lets them leave through their transitions.
    /// Children already leaving keep their places and are not matched.
    private func mountChildren(_ boxes: [LayoutBox], on node: Node, oldOrigin: Point, newOrigin: Point, clip: Rect?,
                               covered: Bool, isViewport: Bool, animation: Animation? = nil, damage: inout Damage) {
        let hasLeaving = node.children.contains { $0.isLeaving }
        let old = hasLeaving ? node.children.filter { !$0.isLeaving } : node.children
        if old.count == boxes.count, zip(old, boxes).allSatisfy({ $0.box === $1 }) { return }
        let matchesByScope = animation != nil || boxes.contains { $0.element.motion.transition?.animation != nil }
            || old.contains { $0.element?.motion.transition?.animation != nil }
        // The same kinds in the same places (a rebuilt row, a reused list cell): each
        // child is mounted on its node, with no arrays made.
        if old.count == boxes.count, zip(old, boxes).allSatisfy({ $0.kind == $1.element.kind.nodeKind }),
           !matchesByScope || zip(old, boxes).allSatisfy({ $0.element?.owner?.scopeID == $1.element.owner?.scopeID }) {
            for (box, child) in zip(boxes, old) where child.box !== box {
                StackReserve.ensure {
                    mount(box, on: child, oldParentOrigin: oldOrigin, newParentOrigin: newOrigin, clip: clip,
                          covered: covered, inViewport: isViewport, damage: &damage)
                }
            }
            return
        }
        var used = [Bool](repeating: false, count: old.count)
        // With `matchesByScope`: the old child each box's component showed before.
        let byScope = matchesByScope ? Self.scopeMatches(old: old, boxes: boxes) : nil
        if let byScope { for case let index? in byScope { used[index] = true } }
        var nodes: [Node] = []
        nodes.reserveCapacity(boxes.count)
        for (index, box) in boxes.enumerated() {
            if let matched = byScope?[index] {
                nodes.append(old[matched])
                continue
            }
            // The node that showed this very box keeps it (the common case: nothing to compare).
            if index < old.count, !used[index], old[index].box === box {
                nodes.append(old[index])
                used[index] = true
                continue
            }
            let kind = box.element.kind.nodeKind
            let child: Node
            if index < old.count, !used[index], old[index].kind == kind,
               byScope == nil || old[index].element?.owner?.scopeID == box.element.owner?.scopeID {
                child = old[index]
                used[index] = true
            } else {
                child = takeNode(kind)
            }
            nodes.append(child)
        }
        if !covered, animator.isRunning, Self.reorders(old, to: nodes) {
            // Siblings sliding past each other overlap: one drawn above another may be drawn
            // below it now, so what is under way is repainted whole.
            for child in nodes where child.frameAnimationTarget != nil || child.transformAnimationTarget != nil {
                damage.add(pixels(child.visualBounds.offsetBy(dx: oldOrigin.x, dy: oldOrigin.y), clip: clip))
            }
        }
        var leaves = hasLeaving
        for (index, child) in old.enumerated() where !used[index] {
            if startLeaving(child, animation: animation) {
                leaves = true
                continue
            }
            if !covered { damage.add(pixels(child.visualBounds.offsetBy(dx: oldOrigin.x, dy: oldOrigin.y), clip: clip)) }
            unmount(child)
        }
        if leaves {
            // Leaving children stay where they were among their siblings (drawn in that order).
            var children = nodes
            for (index, child) in node.children.enumerated() where child.isLeaving {
                children.insert(child, at: min(index, children.count))
            }
            node.setChildren(children)
        } else if nodes.count != old.count || zip(nodes, old).contains(where: { $0 !== $1 }) {
            // Usually the same nodes in the same order: then the tree's links stay as they are.
            node.setChildren(nodes)
        }
        for (box, child) in zip(boxes, nodes) where child.box !== box {
            StackReserve.ensure {
                mount(box, on: child, oldParentOrigin: oldOrigin, newParentOrigin: newOrigin, clip: clip,
                      covered: covered, inViewport: isViewport, damage: &damage)
            }
        }
    }

    /// What `setLook` just changed in `node`'s opacity, solid fill, one-color border or
    /// circular corners goes there from what was `shown` when an animation applies (or
    /// goes on to the same target); the node shows where each is now.
    private func animateLook(of node: Node, from shown: (opacity: Double, fill: BoxFill?, border: BoxBorder?,
                                                         radii: CornerRadii),
                             animation: Animation?) {
        if shown.opacity != node.opacity || node.opacityAnimationTarget != nil {
            node.opacity = animator.value(of: node, track: .opacity, target: \.opacityAnimationTarget, from: shown.opacity,
                                          to: node.opacity, animation: animation)
        }
        if case .color(let from)? = shown.fill, case .color(let to)? = node.fill,
           from != to || node.fillAnimationTarget != nil {
            node.fill = .color(animator.value(of: node, track: .fill, target: \.fillAnimationTarget, from: from, to: to,
                                              animation: animation))
        }
        if let from = shown.border?.colors.uniform, let border = node.border, let to = border.colors.uniform,
           shown.border?.widths == border.widths, from != to || node.borderColorAnimationTarget != nil {
            node.border?.colors = BorderColors(all: animator.value(of: node, track: .border,
                                                                   target: \.borderColorAnimationTarget, from: from,
                                                                   to: to, animation: animation))
        }
        if shown.radii.isCircular, node.cornerRadii.isCircular, shown.radii != node.cornerRadii || node.radiiAnimationTarget != nil {
            node.cornerRadii = animator.value(of: node, track: .radii, target: \.radiiAnimationTarget, from: shown.radii,
                                              to: node.cornerRadii, animation: animation)
        }
    }

    /// Whether the nodes of `old` that are in `new` come in another order there.
    static func reorders(_ old: [Node], to new: [Node]) -> Bool {
        var last = -1
        for cell in new {
            guard let index = old.firstIndex(where: { $0 === cell }) else { continue }
            if index < last { return true }
            last = index
        }
        return false
    }

    /// For each box, the index of the old child of the same kind whose element came from
    /// the same component scope, when that scope is unique among the old children and
    /// among the boxes (siblings built by one body share it: they go by place).
    private static func scopeMatches(old: [Node], boxes: [LayoutBox]) -> [Int?] {
        var oldByScope: [ScopeID: Int] = [:], repeated = Set<ScopeID>()
        for (index, child) in old.enumerated() {
            guard let scope = child.element?.owner?.scopeID else { continue }
            if oldByScope.updateValue(index, forKey: scope) != nil { repeated.insert(scope) }
        }
        var seen = Set<ScopeID>()
        for box in boxes {
            guard let scope = box.element.owner?.scopeID else { continue }
            if !seen.insert(scope).inserted { repeated.insert(scope) }
        }
        return boxes.map { box in
            guard let scope = box.element.owner?.scopeID, !repeated.contains(scope), let index = oldByScope[scope],
                  old[index].kind == box.element.kind.nodeKind else { return nil }
            return index
        }
    }

    // MARK: nodes in and out of the pools

    func takeNode(_ kind: NodeKind) -> Node {
        if let node = pools[kind]?.popLast() {
            statistics.reused += 1
            return node
        }
        statistics.created += 1
        return Node(kind: kind)
    }

    /// Whether a node mounted with an element that traps focus may still be in the tree
    /// (one pooled or showing another element since is forgotten).
    var mayShowTrap: Bool {
        trapNodes.removeAll { $0.node?.element?.focus.trapsFocus != true }
        return !trapNodes.isEmpty
    }

    /// Puts `node` and its subtree into the pools, their looks cleared.
    func unmount(_ node: Node) {
        node.removeFromParent()
        var pending = [node]
        while let current = pending.popLast() {
            statistics.removed += 1
            if current.custom != nil, current.kind == .overlayMark { overlayMarks.removeAll { $0.node === current } }
            if current.custom != nil, !timedNodes.isEmpty { timedNodes.removeAll { $0.node === current } }
            pending.append(contentsOf: current.children)
            current.setChildren([])
            _ = current.setLook(nil)
            current.unmountCount += 1
            current.stopMotion()
            // A node from a pool is another element to assistive technologies.
            current.accessibilityID = 0
            current.accessibilityCache = nil
            current.frame = .zero
            current.visualBounds = .zero
            current.scrollIndicators = []
            current.scrollIndicatorOpacity = 0
            if current.listCells != nil {
                // The data source hears that this list shows nothing any more.
                if case .list(let content)? = current.element?.kind {
                    content.table.viewportObserver?.list(current, shows: nil, width: 0, of: content.table)
                }
                current.listCells = nil
                lists.removeAll { $0 === current }
            }
            current.box = nil
            current.element = nil
            current.cellSource = nil
            current.cellRoot?.outerResponder = nil
            current.cellRoot = nil
            current.cellReuseKey = nil
            // A list's cells come from its own pools (`ListCells`), never from these.
            if current.kind != .listCell, pools[current.kind, default: []].count < poolLimit {
                pools[current.kind, default: []].append(current)
            }
        }
    }

    // MARK: scroll indicators

    /// Shows a viewport's indicators when its shown offset changed, and damages them
    /// where they were and are unless the viewport's whole area is (`covered`).
    private func updateIndicators(of viewport: Node, box: LayoutBox, oldBox: LayoutBox?, origin: Point, clip: Rect?,
                                  covered: Bool, damage: inout Damage) {
        guard let content = viewport.scroll else { return }
        let rects = ScrollIndicator.rects(size: box.frame.size, axes: content.axes, maximum: box.maximumScrollOffset,
                                          offset: box.scrollOffset, scale: scale)
        let wasShown = viewport.scrollIndicatorOpacity > 0
        let scrolled = oldBox.map { $0.scrollOffset != box.scrollOffset } ?? false
        if scrolled {
            viewport.scrollIndicatorOpacity = 1
            scrolledViewports.append(viewport)
        }
        // Damaged whenever the content moved, even where the bars stay: a blit moves the
        // bars' pixels with the content's.
        if !covered, viewport.scrollIndicatorOpacity > 0, !wasShown || scrolled || rects != viewport.scrollIndicators {
            // The old bars are where they were drawn: the viewport itself did not move
            // (else it is covered). A blit carries them along; the move damages that.
            if wasShown {
                for rect in viewport.scrollIndicators { damage.add(pixels(rect.offsetBy(dx: origin.x, dy: origin.y), clip: clip)) }
            }
            for rect in rects { damage.add(pixels(rect.offsetBy(dx: origin.x, dy: origin.y), clip: clip)) }
        }
        viewport.scrollIndicators = rects
    }

    // MARK: geometry

    /// `new`'s move from `old` in device pixels when the size is the same and the move is
    /// whole pixels on both axes (snapped frames are, within rounding), else nil.
    private func wholePixelShift(from old: Rect, to new: Rect) -> (dx: Int, dy: Int)? {
        guard old.size == new.size, scrollBlitting != nil else { return nil }
        let dx = (new.minX - old.minX) * scale, dy = (new.minY - old.minY) * scale
        let wholeX = dx.rounded(), wholeY = dy.rounded()
        guard abs(dx - wholeX) < 1e-6, abs(dy - wholeY) < 1e-6, abs(wholeX) < 1e9, abs(wholeY) < 1e9 else { return nil }
        return (Int(wholeX), Int(wholeY))
    }

    /// The device pixels `rect` (points, absolute) touches, inside those `clip` touches.
    /// Each is rounded outward on its own: a child just past a clipping edge that falls
    /// inside a device pixel still inks the pixel both edges cut.
    func pixels(_ rect: Rect, clip: Rect? = nil) -> PixelRect {
        let touched = rect.enclosingPixels(scale: scale)
        guard let clip else { return touched }
        return touched.intersection(clip.enclosingPixels(scale: scale))
    }

    func intersect(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        return clip.intersection(rect) ?? Rect(origin: rect.origin, size: .zero)
    }
}

extension Edges where Value == Color {
    /// The one color of every side, nil when they differ.
    var uniform: Color? {
        top == right && top == bottom && top == left ? top : nil
    }
}

extension CornerRadii {
    /// Whether every corner is a quarter circle (or square).
    var isCircular: Bool {
        topLeft.width == topLeft.height && topRight.width == topRight.height
            && bottomRight.width == bottomRight.height && bottomLeft.width == bottomLeft.height
    }
}
