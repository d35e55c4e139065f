import Components
import DeepRecursion
import Geometry
import Layout

/// Keeps a node tree in step with a component tree's layouts; see the module comment.
@MainActor
public final class Mounter {
    /// The root node (nil before the first mount, or when the layout is empty).
    public private(set) var root: Node?
    /// What the last mount did.
    public private(set) var statistics = MountStatistics()
    /// Device pixels per point: damage is in device pixels.
    public let scale: Double
    /// The most nodes of one kind a pool keeps; a subtree larger than that (a page
    /// switched away from) gives the rest back to memory.
    public let poolLimit: Int
    private var pools: [NodeKind: [Node]] = [:]

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
        var damage = Damage()
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
        mount(box, on: node, oldParentOrigin: .zero, newParentOrigin: .zero, clip: nil, covered: false, damage: &damage)
        root = node
        return damage
    }

    /// Mounts `box` on `node` (already of its kind); adds to `damage` what changed unless
    /// an ancestor already damaged all of its old and new area (`covered`).
    private func mount(_ box: LayoutBox, on node: Node, oldParentOrigin: Point, newParentOrigin: Point,
                       clip: Rect?, covered: Bool, damage: inout Damage) {
        if node.box === box { return }
        let isNew = node.box == nil
        let oldFrame = node.frame, oldVisual = node.visualBounds
        let moved = !isNew && oldFrame != box.frame
        if moved { statistics.moved += 1 }
        node.frame = box.frame

        var lookChanged = false, subtreeLookChanged = false
        // A new element of an equal kind (its parent was rebuilt) keeps the node's look.
        if node.element !== box.element, node.element?.kind != box.element.kind {
            (lookChanged, subtreeLookChanged) = node.setLook(box.element.kind)
            if lookChanged, !isNew { statistics.updated += 1 }
        }
        // Everything below is covered when this node's whole old and new areas are damaged.
        let damagesWhole = !covered && (isNew || moved || subtreeLookChanged)
        let oldOrigin = Point(x: oldParentOrigin.x + oldFrame.minX, y: oldParentOrigin.y + oldFrame.minY)
        let newOrigin = Point(x: newParentOrigin.x + box.frame.minX, y: newParentOrigin.y + box.frame.minY)
        let childClip = node.clipsContent ? intersect(clip, Rect(origin: newOrigin, size: box.frame.size)) : clip

        mountChildren(box.children, on: node, oldOrigin: oldOrigin, newOrigin: newOrigin, clip: childClip,
                      covered: covered || damagesWhole, damage: &damage)

        var visual = box.frame
        if !node.clipsContent {
            for child in node.children {
                visual = visual.union(child.visualBounds.offsetBy(dx: box.frame.minX, dy: box.frame.minY))
            }
        }
        node.visualBounds = visual
        if damagesWhole {
            if !isNew { damage.add(pixels(oldVisual.offsetBy(dx: oldParentOrigin.x, dy: oldParentOrigin.y), clip: clip)) }
            damage.add(pixels(visual.offsetBy(dx: newParentOrigin.x, dy: newParentOrigin.y), clip: clip))
        } else if lookChanged, !covered {
            damage.add(pixels(Rect(origin: newOrigin, size: box.frame.size), clip: clip))
        }
        node.box = box
        node.element = box.element
    }

    /// Matches `boxes` with the node's children by position and kind, mounts each, and
    /// unmounts the children left over.
    private func mountChildren(_ boxes: [LayoutBox], on node: Node, oldOrigin: Point, newOrigin: Point, clip: Rect?,
                               covered: Bool, damage: inout Damage) {
        let old = node.children
        if old.count == boxes.count, zip(old, boxes).allSatisfy({ $0.box === $1 }) { return }
        var used = [Bool](repeating: false, count: old.count)
        var nodes: [Node] = []
        nodes.reserveCapacity(boxes.count)
        for (index, box) in boxes.enumerated() {
            // The node that showed this very box keeps it (the common case: nothing to compare).
            if index < old.count, old[index].box === box {
                nodes.append(old[index])
                used[index] = true
                continue
            }
            let kind = box.element.kind.nodeKind
            let child: Node
            if index < old.count, old[index].kind == kind {
                child = old[index]
                used[index] = true
            } else {
                child = takeNode(kind)
            }
            nodes.append(child)
        }
        for (index, child) in old.enumerated() where !used[index] {
            if !covered { damage.add(pixels(child.visualBounds.offsetBy(dx: oldOrigin.x, dy: oldOrigin.y), clip: clip)) }
            unmount(child)
        }
        // Usually the same nodes in the same order: then the tree's links stay as they are.
        if nodes.count != old.count || zip(nodes, old).contains(where: { $0 !== $1 }) { node.setChildren(nodes) }
        for (box, child) in zip(boxes, nodes) where child.box !== box {
            StackReserve.ensure {
                mount(box, on: child, oldParentOrigin: oldOrigin, newParentOrigin: newOrigin, clip: clip,
                      covered: covered, damage: &damage)
            }
        }
    }

    // MARK: nodes in and out of the pools

    private func takeNode(_ kind: NodeKind) -> Node {
        if let node = pools[kind]?.popLast() {
            statistics.reused += 1
            return node
        }
        statistics.created += 1
        return Node(kind: kind)
    }

    /// Puts `node` and its subtree into the pools, their looks cleared.
    private func unmount(_ node: Node) {
        node.removeFromParent()
        var pending = [node]
        while let current = pending.popLast() {
            statistics.removed += 1
            pending.append(contentsOf: current.children)
            current.setChildren([])
            _ = current.setLook(nil)
            current.unmountCount += 1
            current.frame = .zero
            current.visualBounds = .zero
            current.box = nil
            current.element = nil
            if pools[current.kind, default: []].count < poolLimit { pools[current.kind, default: []].append(current) }
        }
    }

    // MARK: geometry

    /// The device pixels `rect` (points, absolute) touches, inside those `clip` touches.
    /// Each is rounded outward on its own: a child just past a clipping edge that falls
    /// inside a device pixel still inks the pixel both edges cut.
    private func pixels(_ rect: Rect, clip: Rect? = nil) -> PixelRect {
        let touched = rect.enclosingPixels(scale: scale)
        guard let clip else { return touched }
        return touched.intersection(clip.enclosingPixels(scale: scale))
    }

    private func intersect(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        return clip.intersection(rect) ?? Rect(origin: rect.origin, size: .zero)
    }
}
