import DeepRecursion
import Geometry
import Layout

/// Turns element trees into layouts with the flexbox engine, keeping each element's
/// layout node with the element: a subtree reused by a rebuild brings its nodes and
/// their caches along, so relayout after a small change costs the changed path.
///
/// One engine per `ComponentRoot`, used for one layout at a time (the root serializes
/// builds): `@unchecked Sendable` for that reason.
final class ComponentLayoutEngine: @unchecked Sendable {
    let environment: LayoutEnvironment

    init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    /// Lays `root` out within `range`.
    func layout(_ root: Element?, in range: SizeRange) -> LayoutResult {
        guard let root else { return .empty }
        let node = self.node(for: root)
        // The size range bounds the root: min and max sizes, laid out in the largest space.
        // An axis whose min and max agree is a definite size (children's percentages of
        // it resolve). Derived from the element's own style each time, so nothing of a
        // previous range stays.
        var style = root.style
        style.minWidth = .points(range.min.width)
        style.minHeight = .points(range.min.height)
        style.maxWidth = range.max.width.isFinite ? .points(range.max.width) : .auto
        style.maxHeight = range.max.height.isFinite ? .points(range.max.height) : .auto
        if range.min.width == range.max.width, range.max.width.isFinite { style.width = .points(range.max.width) }
        if range.min.height == range.max.height, range.max.height.isFinite { style.height = .points(range.max.height) }
        if style != node.style { node.style = style }
        node.computeLayout(availableWidth: range.max.width.isFinite ? range.max.width : nil,
                           availableHeight: range.max.height.isFinite ? range.max.height : nil)
        let box = self.box(for: root, parentOrigin: .zero, roundedParentOrigin: .zero)
        return LayoutResult(size: box.frame.size, root: box)
    }

    /// The element's node: its own if it has one (a reused element), else a new one with
    /// the children's nodes attached.
    private func node(for element: Element) -> LayoutNode {
        if let node = element.layoutSlot.node { return node }
        let node = LayoutNode(style: element.style)
        let callbacks = element.kind.layoutCallbacks(in: environment)
        if let measure = callbacks.measure { node.measure = measure }
        if let baseline = callbacks.baseline { node.baseline = baseline }
        for child in element.children {
            var found: LayoutNode?
            StackReserve.ensure { found = self.node(for: child) }
            let childNode = found!
            // A reused child still hangs under its previous parent's node, which left the tree with that parent.
            if let previousParent = childNode.parent { previousParent.removeAllChildren() }
            node.appendChild(childNode)
        }
        element.layoutSlot.node = node
        return node
    }

    /// The element's box: last layout's when its node was not laid out again, kept its
    /// frame in its parent and sits at the same place within a device pixel; else a new
    /// one with edges snapped to the pixel grid in absolute coordinates (as
    /// `LayoutNode.roundLayout` does).
    private func box(for element: Element, parentOrigin: Point, roundedParentOrigin: Point) -> LayoutBox {
        guard let node = element.layoutSlot.node else {
            return LayoutBox(element: element, frame: .zero, children: [], unroundedFrame: .zero,
                             contentInsets: .zero, pixelPhase: .zero, performCount: 0)
        }
        let frame = node.frame
        let origin = Point(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
        let scale = environment.scale
        let phase = Point(x: origin.x.pixelPhase(scale: scale), y: origin.y.pixelPhase(scale: scale))
        if let previous = element.layoutSlot.box, previous.performCount == node.performCount,
           previous.unroundedFrame == frame, previous.pixelPhase == phase {
            return previous
        }
        let left = origin.x.snappedToPixels(scale: scale), top = origin.y.snappedToPixels(scale: scale)
        let right = (origin.x + frame.width).snappedToPixels(scale: scale)
        let bottom = (origin.y + frame.height).snappedToPixels(scale: scale)
        let rounded = Rect(x: left - roundedParentOrigin.x, y: top - roundedParentOrigin.y, width: right - left,
                           height: bottom - top)
        var children: [LayoutBox] = []
        children.reserveCapacity(element.children.count)
        for child in element.children {
            StackReserve.ensure {
                children.append(box(for: child, parentOrigin: origin, roundedParentOrigin: Point(x: left, y: top)))
            }
        }
        let made = LayoutBox(element: element, frame: rounded, children: children, unroundedFrame: frame,
                             contentInsets: node.contentInsets, pixelPhase: phase, performCount: node.performCount)
        element.layoutSlot.box = made
        return made
    }
}
